#!/usr/bin/env bash
# Builds the Space image with podman on this machine: on the public base where it can be pulled, else on
# the base made from Debian's packages (container/make-base.sh), selected by the Dockerfile's BASE_IMAGE.
# In docker's image format, as `docker build` makes it: podman's default (OCI) drops the HEALTHCHECK.
#
#   bash container/build.sh                  # tags localhost/watercolour-env; about 6 min the first time
#   WATERCOLOUR_BASE_IMAGE=python:3.12-slim-bookworm bash container/build.sh   # force a base
set -euo pipefail
cd "$(dirname "$0")/.."

tag=${WATERCOLOUR_IMAGE:-localhost/watercolour-env}
base=${WATERCOLOUR_BASE_IMAGE:-localhost/watercolour-base:bookworm}
if [ "$base" = localhost/watercolour-base:bookworm ] && ! podman image exists "$base"; then
  bash container/make-base.sh
fi
podman build --format docker --build-arg "BASE_IMAGE=$base" --tag "$tag" --file Dockerfile .
echo "build: $tag on $base ($(podman image inspect --format '{{.Id}}' "$tag"))"

#!/usr/bin/env bash
# Makes the Space image's base from Debian's packages, for a machine that cannot pull a registry image
# (no Docker Hub): Debian 12 (bookworm) with Python 3 and pip, shaped like python:3.12-slim-bookworm
# where the Dockerfile relies on it (`python`, `pip install` into the system, ca-certificates).
# Imported into podman as localhost/watercolour-base:bookworm; `container/build.sh` builds on it.
#
#   bash container/make-base.sh            # needs container/install-engine.sh first; about 2 min
#
# The apt sources are this machine's own (its deb822 file, else mmdebstrap's default), so the base
# uses whatever Debian mirror this machine is set up for. This machine's own certificate authorities
# (/usr/local/share/ca-certificates, e.g. an egress proxy's) are added to the base's trust store, and
# SSL_CERT_FILE / NODE_EXTRA_CA_CERTS point uv and npm at it, as they are on the host: the image's
# build reaches PyPI and npm through the same route as this machine. The base is for this machine
# only; the public base (python:3.12-slim-bookworm) needs none of it.
set -euo pipefail
cd "$(dirname "$0")/.."

tag=${WATERCOLOUR_BASE_TAG:-localhost/watercolour-base:bookworm}
if [ "${1:-}" != "--force" ] && podman image exists "$tag"; then
  echo "make-base: $tag exists (--force to make it again)"; exit 0
fi
mirror=()
[ -f /etc/apt/sources.list.d/debian.sources ] && mirror=(/etc/apt/sources.list.d/debian.sources)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/ca"
cp /usr/local/share/ca-certificates/*.crt "$work/ca/" 2>/dev/null || true

mmdebstrap --variant=minbase --quiet \
  --include=python3,python3-pip,python3-venv,python-is-python3,ca-certificates,passwd \
  --customize-hook="cp $work/ca/. \"\$1/usr/local/share/ca-certificates/\" -r && chroot \"\$1\" update-ca-certificates >/dev/null" \
  --customize-hook='printf "[global]\nbreak-system-packages = true\n" > "$1/etc/pip.conf"' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  bookworm "$work/base.tar" "${mirror[@]}"

podman import \
  --change 'ENV LANG=C.UTF-8' \
  --change 'ENV SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["python3"]' \
  "$work/base.tar" "$tag" >/dev/null
echo "make-base: $tag ($(podman image inspect --format '{{.Size}}' "$tag") bytes)"

#!/usr/bin/env bash
# Installs a container engine from Debian's packages, for building and running the Space image on a
# machine with no Docker engine (Docker Hub unreachable too): podman (rootful; its CLI takes docker's
# flags), buildah (podman build's backend), runc, catatonit (`--init`), netavark and iptables (bridge
# networks, published ports), and mmdebstrap (makes the base image from Debian's packages:
# container/make-base.sh). Idempotent: a second run on a ready machine installs nothing.
#
#   bash container/install-engine.sh
set -euo pipefail

packages=()
for command_package in podman:podman buildah:buildah runc:runc mmdebstrap:mmdebstrap iptables:iptables; do
  command -v "${command_package%%:*}" >/dev/null || packages+=("${command_package##*:}")
done
[ -x /usr/libexec/podman/catatonit ] || [ -x /usr/bin/catatonit ] || packages+=(catatonit)
# podman's default network backend on Debian 12; without it, `--network bridge` has nothing to use.
[ -x /usr/lib/podman/netavark ] || command -v netavark >/dev/null || packages+=(netavark aardvark-dns)

if [ ${#packages[@]} -gt 0 ]; then
  command -v apt-get >/dev/null || { echo "install-engine: no apt-get here; install ${packages[*]} yourself" >&2; exit 1; }
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "install-engine: installing ${packages[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

# Where root may not raise its own limits (no CAP_SYS_RESOURCE, as in some VM sandboxes), podman's
# default open-files and processes limits make the runtime fail at start ("setrlimit RLIMIT_NOFILE:
# Operation not permitted"): cap them at what this machine allows. And where cgroup v1 and v2 are
# mounted together with a controller left on v2 ("hybrid"), crun refuses every container ("cgroups in
# hybrid mode not supported"); runc runs there.
conf=/etc/containers/containers.conf.d/50-watercolour.conf
settings=""
nofile=$(ulimit -Hn); nproc=$(ulimit -Hu)
if ! python3 -c 'import resource,sys; s,h=resource.getrlimit(resource.RLIMIT_NOFILE); resource.setrlimit(resource.RLIMIT_NOFILE,(s,h+1 if h!=resource.RLIM_INFINITY else h))' 2>/dev/null; then
  # 32768: under the processes limit root can no longer raise (podman's own would be refused).
  [ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ] && nproc=32768
  settings+=$(printf '[containers]\ndefault_ulimits = ["nofile=%s:%s", "nproc=%s:%s"]' "$nofile" "$nofile" "$nproc" "$nproc")$'\n'
fi
if [ -n "$(cat /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null)" ]; then
  settings+=$'[engine]\nruntime = "runc"\n'
fi
if [ -n "$settings" ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo mkdir -p "$(dirname "$conf")"
  printf '# Written by container/install-engine.sh (see there for why).\n%s' "$settings" | $sudo tee "$conf" >/dev/null
  echo "install-engine: wrote $conf"
fi
podman --version

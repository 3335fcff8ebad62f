#!/usr/bin/env bash
# One-time set-up, idempotent: a Chromium, Mesa's llvmpipe (fast, deterministic WebGL), uv, and
# the pinned JavaScript libraries. Re-running it on a ready machine costs a second.
#
#   bash setup.sh
#
# On Debian/Ubuntu it installs what is missing with apt-get (as root, or through sudo). Elsewhere,
# install a Chromium yourself (`uvx playwright==1.65.2 install chromium`, or set
# WATERCOLOUR_CHROMIUM) and Node.js, then run it: the rest is the same.
set -euo pipefail
cd "$(dirname "$0")"

have_chromium() {
  [ -n "${WATERCOLOUR_CHROMIUM:-}" ] || [ -x /usr/lib/chromium/chromium ] || command -v chromium >/dev/null \
    || ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}" 2>/dev/null | grep -q '^chromium'
}

packages=()
have_chromium || packages+=(chromium)
command -v npm >/dev/null || packages+=(nodejs npm)
if command -v ldconfig >/dev/null && ! ldconfig -p | grep -q libEGL_mesa; then
  packages+=(libegl1 libegl-mesa0 libgl1-mesa-dri libgles2)
fi
if [ ${#packages[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing ${packages[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  else
    echo "setup: please install: ${packages[*]} (no apt-get here)" >&2
    exit 1
  fi
fi

if ! command -v uv >/dev/null; then
  echo "setup: installing uv"
  python3 -m pip install -q uv || python3 -m pip install -q --user uv
  export PATH="$HOME/.local/bin:$PATH"
fi

# A machine whose pip reads wheels from a local folder (PIP_FIND_LINKS: a CPU build of torch, say)
# gets the same folder for uv, which does not read pip's settings; otherwise the test environment
# would download a CUDA build of torch (about 3 GB) that a CPU machine cannot use.
uv_config="${XDG_CONFIG_HOME:-$HOME/.config}/uv/uv.toml"
if [ -n "${PIP_FIND_LINKS:-}" ] && [ -z "${UV_FIND_LINKS:-}" ] && ! grep -qs '^find-links' "$uv_config"; then
  mkdir -p "$(dirname "$uv_config")"
  links=$(printf '"%s", ' $PIP_FIND_LINKS)
  echo "find-links = [${links%, }]" >> "$uv_config"
  echo "setup: uv will also look for wheels in $PIP_FIND_LINKS ($uv_config)"
fi

# Fetches p5 and p5.brush at their pinned versions (integrity-checked) and renders one sketch.
uv run -q rewards.py setup

# The watercolour environment as a Hugging Face Space (Docker SDK), or any container host.
#   docker build -t watercolour-env . && docker run -p 8000:8000 watercolour-env
# Chromium, Mesa's llvmpipe and the pinned JS libraries are baked in: nothing is downloaded at run time.
# It serves on port 8000, OpenEnv's convention (the Space card sets app_port: 8000; `openenv validate`
# reaches its subjects there).
#
# BASE_IMAGE: the public Python image by default. On a machine that cannot pull it (no Docker Hub),
# container/make-base.sh makes an equivalent from Debian's packages and container/build.sh passes
#   --build-arg BASE_IMAGE=localhost/watercolour-base:bookworm
ARG BASE_IMAGE=python:3.12-slim-bookworm
FROM ${BASE_IMAGE}

LABEL org.opencontainers.image.title="watercolour" \
      org.opencontainers.image.description="OpenEnv environment: a p5.brush sketch in, a rendered watercolour and its reward out" \
      org.opencontainers.image.licenses="Apache-2.0" \
      org.opencontainers.image.version="0.1.0"

# libatomic1: Playwright's own Node.js driver needs it, and neither base has it (the first build failed
# without it: "node: error while loading shared libraries: libatomic.so.1").
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium libegl1 libegl-mesa0 libgl1-mesa-dri libgles2 \
      libatomic1 nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && pip install --no-cache-dir uv==0.13.9

# Spaces run the container as uid 1000; `openenv validate` runs it as another uid (65532) with a
# read-only root and only /tmp writable. So everything the server reads is world-readable, and it
# writes nowhere but /tmp at run time (HOME is set there after the build).
RUN useradd -m -u 1000 user && chmod 755 /home/user
USER user
# Chromium's own sandbox needs user namespaces, which Space containers do not grant; the render is
# still confined by the container, a CSP, request interception and a self-proxy (see renderer.py).
ENV HOME=/home/user \
    PYTHONUNBUFFERED=1 \
    UV_PYTHON_DOWNLOADS=never \
    WATERCOLOUR_CHROMIUM=/usr/lib/chromium/chromium \
    WATERCOLOUR_CACHE=/home/user/app/cache \
    WATERCOLOUR_CHROMIUM_SANDBOX=0
WORKDIR /home/user/app

# env_server.py's pins (its PEP 723 block, exclude-newer included), resolved by uv into a plain virtual
# environment the image runs directly: a read-only image cannot `uv run` (uv writes to its cache).
COPY --chown=user env_server.py ./
RUN uv export --quiet --script env_server.py --no-hashes --output-file /tmp/requirements.txt \
 && uv venv --quiet /home/user/venv \
 && uv pip sync --quiet --python /home/user/venv/bin/python /tmp/requirements.txt \
 && uv cache clean --quiet && rm /tmp/requirements.txt
# The JS libraries fetched and verified from their one list (renderer.JS_LIBRARIES: p5, p5.brush, SES),
# then a test render.
COPY --chown=user rewards.py flower_models.json renderer.py harness.js ./
RUN /home/user/venv/bin/python rewards.py setup && rm -rf /home/user/.npm /tmp/*
# The client, and the trainer's pieces GET /client/<name> serves to a trainer running alone (CLIENT_FILES).
COPY --chown=user env_client.py grpo_checks.py grpo_record.py grpo_probe.py grpo_stops.py openenv.yaml ./
COPY --chown=user validation ./validation

ENV HOME=/tmp
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["/home/user/venv/bin/python", "-c", "import urllib.request,sys; sys.exit(0 if b'healthy' in urllib.request.urlopen('http://127.0.0.1:8000/health').read() else 1)"]
CMD ["/home/user/venv/bin/python", "env_server.py", "--host", "0.0.0.0", "--port", "8000"]

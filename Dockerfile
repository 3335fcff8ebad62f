# The watercolour environment as a Hugging Face Space (Docker SDK), or any container host.
#   docker build -t watercolour-env . && docker run -p 7860:7860 watercolour-env
# Chromium, Mesa's llvmpipe and the pinned JS libraries are baked in: nothing is downloaded at run time.
FROM python:3.12-slim-bookworm

RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium libegl1 libegl-mesa0 libgl1-mesa-dri libgles2 \
      nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && pip install --no-cache-dir uv==0.13.9

# Spaces run the container as uid 1000; so do we, everywhere.
RUN useradd -m -u 1000 user
USER user
# Chromium's own sandbox needs user namespaces, which Space containers do not grant; the render is
# still confined by the container, a CSP, request interception and a self-proxy (see renderer.py).
ENV HOME=/home/user \
    PATH=/home/user/.local/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    WATERCOLOUR_CHROMIUM=/usr/lib/chromium/chromium \
    WATERCOLOUR_CACHE=/home/user/app/cache \
    WATERCOLOUR_CHROMIUM_SANDBOX=0
WORKDIR /home/user/app

COPY --chown=user rewards.py renderer.py harness.js env_server.py env_client.py openenv.yaml ./
# At build time: resolve the environment the container runs (env_server.py's pins), and fetch and verify
# the JS libraries from their one list (renderer.JS_LIBRARIES: p5, p5.brush, SES) with a test render.
RUN uv run -q env_server.py --help > /dev/null \
 && uv run -q rewards.py setup

EXPOSE 7860
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD python -c "import urllib.request,sys; sys.exit(0 if b'healthy' in urllib.request.urlopen('http://127.0.0.1:7860/health').read() else 1)"
CMD ["uv", "run", "-q", "env_server.py", "--host", "0.0.0.0", "--port", "7860"]

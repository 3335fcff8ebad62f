"""The painter: renders p5.brush sketches to PNG in a pool of sandboxed headless Chromiums.

Imported by rewards.py (and through it by every script here); not a script itself, so its
dependencies are declared by the scripts that import it (playwright, psutil).

Why it is fast (measured by bench/render.py; docs/painter.md, "How the painter works"):
  * Canvas2D stays on Skia's CPU rasteriser (--disable-accelerated-2d-canvas). Letting Chromium treat
    SwiftShader as a GPU is what made the reference's renders 10-16x slower.
  * WebGL runs on Mesa llvmpipe where it is installed: about 2x faster than SwiftShader, and
    byte-for-byte deterministic. SwiftShader is the fallback.
  * One persistent page per browser; every sketch gets a fresh document (a fresh JS realm), while
    p5 and p5.brush come from an immutable-cached loopback origin, so the HTTP and V8 code caches
    stay warm (20-35 ms to load both instead of 400-1000 ms inlined).
  * Completion is a promise with a hard deadline, not a poll.

Why it is safe to run a policy's JavaScript:
  * The sketch is never a script of the page. harness.js freezes the realm with SES's lockdown() and
    evaluates the sketch in a Compartment whose globals are only the painting API rewards.py lists
    (SKETCH_GLOBALS and the allowed brush methods): no window, document, network, timers, p5
    primitives or p5.brush classes exist there. The verdict (brush calls, violations, the end of
    the frame) stays in the harness's closures and reaches Python through a CDP binding.
  * A CSP header on every document allows only the harness's and the libraries' scripts (plus
    'unsafe-eval', which the Compartment's evaluator needs; the sketch's own evaluators are removed):
    no fetch/XHR/WebSocket/images/workers/frames.
  * Every navigation is paused at the browser (CDP Fetch) and failed unless it is this render's
    document; popups are closed; and the browser's only proxy is the asset server, which refuses
    any other host or port, so nothing CSP might miss can leave either.
  * A hard wall-clock deadline ends synchronous infinite loops (Runtime.terminateExecution);
    a renderer-memory watchdog kills a page that grows past its cap; crashes relaunch the browser, and a
    dead Playwright driver (its browsers killed under it) is replaced by a fresh one.

Whose fault a failure is decides what it costs: a sketch that runs out of time or memory, or
crashes a fresh browser twice, fails the gate; a broken browser or pool is `render_unavailable`,
which callers must turn into "no reward", never into a bad score.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import io
import itertools
import json
import logging
import os
import secrets
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

log = logging.getLogger("watercolour.renderer")

HERE = Path(__file__).resolve().parent
HARNESS_JS = HERE / "harness.js"
REPORT_BINDING = "__wcReport"  # the CDP binding harness.js reports through

# A render keeps about 1.8 cores busy (the page's main thread plus llvmpipe's raster threads),
# so more browsers than cores/2 only add latency (bench/render.py, "group of 8" at each pool size).
CORES_PER_RENDER = 2
DEFAULT_RENDER_TIMEOUT_S = 30.0  # about 5x the slowest 30-fill painting measured on 2 cores
DEFAULT_MEMORY_LIMIT_MB = 1024  # renderer RSS cap; honest sketches stay under ~300 MB
V8_HEAP_LIMIT_MB = 2048  # backstop only: the watchdog should fire first and say why
MEMORY_POLL_S = 0.1
RESTART_GRACE_S = 2.0  # how long a page gets to answer after a terminated sketch


@dataclass(frozen=True)
class JsLibrary:
    """One pinned npm package and the single file of it the page loads."""

    name: str
    version: str
    integrity: str  # npm's sha512 of the published tarball
    member: str  # path of the browser bundle inside the tarball
    sha256: str  # of that bundle, checked on every load from the cache

    @property
    def filename(self) -> str:
        return Path(self.member).name


# p5.brush 2.x needs p5 2.x (on p5 1.x it silently draws nothing). These are the versions the
# speed measurements were taken with. The one list of JS pins: setup, the tests and the Docker
# image all fetch through js_library_paths().
JS_LIBRARIES = (
    JsLibrary(
        "p5", "2.3.2",
        "sha512-DlX4rVQb9R2Z16XtTTNN/1zf7FZWy55ApA6ZS0GNJBDraymJcd9kbxmpIDKYnVxiXrchgb2YckWsmm+TSEJVPg==",
        "package/lib/p5.min.js",
        "87adc350e8ec0e9bced22d4f03c181bdd208dc997d3956ab3ec2e90537643c9a",
    ),
    JsLibrary(
        "p5.brush", "2.2.2",
        "sha512-eC0qYrMfOpo9T0DtI9JOJEFqvmbkkD+6sEEWy+8fDMo60rbP2Rzi5uxmV0D20oKazugWHUTCXvmim8xuGs/UdA==",
        "package/dist/p5.brush.js",
        "6991d50b458478e1783b974ba027f28a59bda06c3b3cc6c501a5b30a8a360bcb",
    ),
    # Hardened JavaScript: lockdown() and Compartment, the sketch's sandbox inside the page.
    JsLibrary(
        "ses", "2.3.0",
        "sha512-qd3iWzDqGKllI2FmExKsWLrJwt+6COWb8jUdzaCn8Cq5OTeoXdQ62Gn/xLy0GWLORC3du6yBAVe/V0B0dLVKew==",
        "package/dist/ses.umd.min.js",
        "2ac48b2cda4e2e466a49a4acc7aab0288567e0c10ce96c0970ef1cadd0cec566",
    ),
)

# Flags. The one that matters most is --disable-accelerated-2d-canvas (see the module docstring).
COMMON_FLAGS = (
    "--disable-accelerated-2d-canvas",
    "--disable-dev-shm-usage",
    "--mute-audio",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-sync",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
)
GL_FLAGS = {
    "llvmpipe": ("--use-gl=angle", "--use-angle=gl-egl", "--ignore-gpu-blocklist"),
    "swiftshader": ("--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"),
}
SYSTEM_CHROMIUMS = (
    "/usr/lib/chromium/chromium",  # Debian: the real binary; /usr/bin/chromium is a wrapper adding GPU flags
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/google-chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
)
INSTALL_HINT = (
    "Install a Chromium for Playwright with `uvx playwright==1.65.2 install --with-deps chromium`, "
    "or a system one (Debian/Ubuntu: `apt-get install chromium`), "
    "or point WATERCOLOUR_CHROMIUM at a Chromium/Chrome binary."
)

# Render outcomes. The first two carry a picture; the next three are the sketch's fault and fail
# the gate; the last is the infrastructure's and must never become a score.
OK, JS_ERROR = "ok", "js_error"
RENDER_TIMEOUT, OUT_OF_MEMORY, RENDERER_CRASH = "render_timeout", "out_of_memory", "renderer_crash"
RENDER_UNAVAILABLE = "render_unavailable"


class PainterUnavailable(RuntimeError):
    """The painter cannot run here (no browser, no libraries). The message names the fix."""


@dataclass
class RenderResult:
    status: str
    png: bytes | None = None
    violations: list[dict] = field(default_factory=list)  # [{"code", "detail"}] seen at run time
    errors: list[str] = field(default_factory=list)  # uncaught errors, "Name: message", in order
    brush_calls: dict[str, int] = field(default_factory=dict)  # completed calls of the sketch, by method
    off_sheet: dict[str, int] = field(default_factory=dict)  # those of them that painted wholly off the sheet
    unseen: dict[str, int] = field(default_factory=dict)  # the others whose paint cannot show (paper-coloured, no fill)
    absent_globals: list[str] = field(default_factory=list)  # free names it used that its world lacks
    absent_brush: list[str] = field(default_factory=list)  # brush.<name>s it used that its facade lacks
    sloppy_globals: list[str] = field(default_factory=list)  # names it assigned without declaring them
    absent_overflow: bool = False  # more absent names than the page records (the gate fails closed)
    sandbox_ms: float | None = None  # in-page cost of lockdown, the compartment and evaluating the sketch
    blocked_requests: list[str] = field(default_factory=list)
    elapsed_ms: float = 0.0
    attempts: int = 1

    @property
    def unavailable(self) -> bool:
        return self.status == RENDER_UNAVAILABLE

    def to_dict(self) -> dict:
        return {
            "status": self.status,
            "violations": self.violations,
            "errors": self.errors,
            "brush_calls": self.brush_calls,
            "off_sheet": self.off_sheet,
            "unseen": self.unseen,
            "absent_globals": self.absent_globals,
            "absent_brush": self.absent_brush,
            "sloppy_globals": self.sloppy_globals,
            "blocked_requests": self.blocked_requests,
            "elapsed_ms": round(self.elapsed_ms, 1),
            "sandbox_ms": None if self.sandbox_ms is None else round(self.sandbox_ms, 1),
            "attempts": self.attempts,
        }


# --------------------------------------------------------------------------------------------
# The pinned JavaScript libraries: fetched once with npm, verified, cached; never at render time.


def cache_dir() -> Path:
    root = os.environ.get("WATERCOLOUR_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "watercolour-grpo")
    return Path(root)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _npm_integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def js_library_paths(fetch: bool = True) -> dict[str, Path]:
    """Paths of the verified library bundles, fetching missing ones with `npm pack` if allowed.

    WATERCOLOUR_JS_DIR may name a folder that already holds the bundles (p5.min.js, p5.brush.js,
    ses.umd.min.js); they are verified against the same hashes.
    """
    baked = os.environ.get("WATERCOLOUR_JS_DIR")
    paths = {}
    for lib in JS_LIBRARIES:
        path = Path(baked) / lib.filename if baked else cache_dir() / "js" / f"{lib.name}@{lib.version}" / lib.filename
        if not path.exists():
            if baked or not fetch:
                raise PainterUnavailable(
                    f"{lib.name}@{lib.version} is not at {path}. Run `uv run rewards.py setup` to fetch the "
                    "pinned JavaScript libraries (needs npm).")
            _fetch_with_npm(lib, path)
        if _sha256(path) != lib.sha256:
            raise PainterUnavailable(
                f"{path} does not match the pinned {lib.name}@{lib.version} (sha256 differs). "
                "Delete it and run `uv run rewards.py setup` again.")
        paths[lib.name] = path
    return paths


def _fetch_with_npm(lib: JsLibrary, dest: Path) -> None:
    npm = shutil.which("npm")
    if npm is None:
        raise PainterUnavailable(
            f"{lib.name}@{lib.version} is not cached and npm is not installed to fetch it. "
            "Install Node.js (npm), or set WATERCOLOUR_JS_DIR to a folder holding p5.min.js and p5.brush.js.")
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            [npm, "pack", f"{lib.name}@{lib.version}", "--pack-destination", tmp, "--json", "--silent"],
            capture_output=True, text=True, timeout=300)
        if proc.returncode != 0:
            raise PainterUnavailable(f"`npm pack {lib.name}@{lib.version}` failed: {proc.stderr.strip()[-500:]}")
        tarball = Path(tmp) / json.loads(proc.stdout)[0]["filename"]
        if _npm_integrity(tarball) != lib.integrity:
            raise PainterUnavailable(f"{tarball.name} failed its integrity check; refusing to use it.")
        with tarfile.open(tarball) as tar:
            data = tar.extractfile(lib.member).read()
        dest.parent.mkdir(parents=True, exist_ok=True)
        part = dest.with_suffix(".part")
        part.write_bytes(data)
        part.replace(dest)  # atomic: a half-written bundle never sits at the final path
    log.info("fetched %s@%s into %s", lib.name, lib.version, dest)


# --------------------------------------------------------------------------------------------
# Chromium discovery.


def find_chromium(explicit: str | None = None) -> str | None:
    """The Chromium binary to launch; None means Playwright's own installed browser.

    Order: the explicit path, WATERCOLOUR_CHROMIUM, a browser from `playwright install`, then the
    usual system locations.
    """
    wanted = explicit or os.environ.get("WATERCOLOUR_CHROMIUM")
    if wanted:
        if not (os.path.isfile(wanted) and os.access(wanted, os.X_OK)):
            raise PainterUnavailable(f"Chromium not found or not executable at {wanted!r}. {INSTALL_HINT}")
        return wanted
    if _playwright_browser_installed():
        return None
    for candidate in SYSTEM_CHROMIUMS:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    raise PainterUnavailable(f"No Chromium found. {INSTALL_HINT}")


def _playwright_browser_installed() -> bool:
    root = os.environ.get("PLAYWRIGHT_BROWSERS_PATH") or os.path.expanduser(
        "~/Library/Caches/ms-playwright" if sys.platform == "darwin" else "~/.cache/ms-playwright")
    if root == "0" or not os.path.isdir(root):
        return False
    return any(name.startswith(("chromium-", "chromium_headless_shell-")) for name in os.listdir(root))


def default_workers() -> int:
    return max(1, (os.cpu_count() or 2) // CORES_PER_RENDER)


# --------------------------------------------------------------------------------------------
# The loopback origin that serves the harness, the libraries and one document per render.


PAGE_ORIGIN = "http://painter.invalid"  # `.invalid` never resolves: only our proxy answers it


class _AssetServer:
    def __init__(self, libraries: dict[str, Path]):
        self.static: dict[str, bytes] = {f"/lib/{p.name}": p.read_bytes() for p in libraries.values()}
        harness = HARNESS_JS.read_bytes()
        self.harness_version = hashlib.sha256(harness).hexdigest()[:12]
        self.static["/h/harness.js"] = harness
        self.lib = {name: f"/lib/{p.name}" for name, p in libraries.items()}
        self.documents: dict[str, tuple[bytes, str]] = {}  # token -> (html, csp)
        self.lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                server.handle(self)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        # The browser reaches this server only as its proxy, under one fixed origin: a URL a sketch
        # can read (an error's stack names the scripts) is the same in every painter and process,
        # so it cannot make the same code and seed paint differently. Requests for any other
        # origin, this server's real address included, are refused.
        self.address = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.origin = PAGE_ORIGIN
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="painter-assets", daemon=True)
        self.thread.start()

    def handle(self, req: BaseHTTPRequestHandler) -> None:
        path = req.path
        if path.startswith(self.origin + "/"):  # a request that came to us as the browser's proxy
            path = path[len(self.origin):]
        elif not path.startswith("/"):  # proxied, and meant for any other host or port: refused
            req.send_error(403)
            return
        path = path.split("?", 1)[0]
        body, ctype, headers = None, "application/javascript", {}
        if path in self.static:
            body = self.static[path]
            headers["Cache-Control"] = "public, max-age=31536000, immutable"
        elif path.startswith("/r/"):
            with self.lock:
                doc = self.documents.get(path[3:])
            if doc is not None:
                body, ctype = doc[0], "text/html; charset=utf-8"
                headers["Content-Security-Policy"] = doc[1]
                headers["Cache-Control"] = "no-store"
        if body is None:
            req.send_error(404)
            return
        req.send_response(200)
        req.send_header("Content-Type", ctype)
        req.send_header("Content-Length", str(len(body)))
        for k, v in headers.items():
            req.send_header(k, v)
        req.end_headers()
        req.wfile.write(body)

    def add(self, code: str, seed: int, world: dict) -> str:
        """One render's document. The sketch travels as JSON data, never as a script of the page."""
        token = secrets.token_hex(12)
        config = {**world, "seed": int(seed) & 0xFFFFFFFF, "token": token, "binding": REPORT_BINDING}
        h = f"/h/harness.js?v={self.harness_version}&phase="
        html = "\n".join([
            "<!doctype html><html><head><meta charset='utf-8'>",
            "<style>html,body{margin:0;background:#fff;overflow:hidden}</style>",
            f"<script type='application/json' id='wc-config'>{_json_for_html(config)}</script>",
            f"<script type='application/json' id='wc-sketch'>{_json_for_html(code)}</script>",
            f"<script src='{h}boot'></script>",
            f"<script src='{self.lib['p5']}'></script>",
            f"<script src='{h}addon'></script>",
            f"<script src='{self.lib['p5.brush']}'></script>",
            f"<script src='{self.lib['ses']}'></script>",
            f"<script src='{h}confine'></script>",
            "</head><body></body></html>",
        ]).encode()
        o = self.origin
        csp = (f"default-src 'none'; script-src {o}/lib/ {o}/h/ 'unsafe-eval'; style-src 'unsafe-inline'; "
               "img-src data: blob:; connect-src 'none'; worker-src 'none'; frame-src 'none'; "
               "form-action 'none'; base-uri 'none'; sandbox allow-scripts allow-same-origin")
        with self.lock:
            self.documents[token] = (html, csp)
        return token

    def allows(self, url: str, token: str) -> bool:
        if not url.startswith(self.origin + "/"):
            return False
        path = url[len(self.origin):].split("?", 1)[0]
        return path in self.static or path == f"/r/{token}"

    def remove(self, token: str) -> None:
        with self.lock:
            self.documents.pop(token, None)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _json_for_html(value) -> str:
    """JSON that cannot close its <script> element or open markup, whatever the string holds."""
    # json.dumps escapes every non-ASCII character (U+2028 included); these three are markup.
    return json.dumps(value).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def well_formed(value):
    """`value` with every string made well-formed UTF-16: a lone surrogate, which a sketch can put
    in an error message or a name, becomes U+FFFD. harness.js does this too; the report's JSON
    could still carry one as an escape, and one would make the observation unserialisable."""
    if isinstance(value, str):
        return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if isinstance(value, list):
        return [well_formed(v) for v in value]
    if isinstance(value, dict):
        return {well_formed(k): well_formed(v) for k, v in value.items()}
    return value


def flat(png: bytes | None) -> bool:
    """Whether a picture is one colour edge to edge (paper, and nothing on it)."""
    from PIL import Image

    return png is not None and all(low == high for low, high in Image.open(io.BytesIO(png)).convert("RGB").getextrema())


def opaque_png(png: bytes) -> bytes:
    """The picture every term sees: the canvas composited once onto opaque white. A sheet left
    see-through (background with alpha 0) would otherwise read as white to one scorer, black to
    another and raw to a third."""
    from PIL import Image

    img = Image.open(io.BytesIO(png))
    if img.mode == "RGB":
        return png
    img = img.convert("RGBA")
    if img.getchannel("A").getextrema()[0] == 255:
        flat = img.convert("RGB")
    else:
        flat = Image.new("RGB", img.size, (255, 255, 255))
        flat.paste(img, mask=img.getchannel("A"))
    out = io.BytesIO()
    flat.save(out, format="PNG", compress_level=1)
    return out.getvalue()


# --------------------------------------------------------------------------------------------
# One worker: one browser, one context, one persistent page.

_GL_PROBE = """() => {
  const gl = document.createElement("canvas").getContext("webgl2");
  if (!gl) return "";
  const ext = gl.getExtension("WEBGL_debug_renderer_info");
  return ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
}"""


class _Crashed(Exception):
    """The page's renderer or the browser died during the render."""


class _Broken(Exception):
    """The driver failed without a crash: not something a sketch can cause."""


class _Worker:
    def __init__(self, painter: "Painter", index: int):
        self.painter = painter
        self.index = index
        self.browser = self.context = self.page = self.cdp = self.browser_cdp = None
        self.gl_renderer = ""
        self.renders = 0
        self.driver_generation = 0
        self._token: str | None = None
        self._report: asyncio.Future | None = None  # resolved by harness.js through the CDP binding
        self._blocked: list[str] = []
        self._crashed = asyncio.Event()
        self._oom_killed = False
        self._processes: list = []  # the renderer processes (psutil), refreshed by the watchdog

    async def start(self) -> None:
        p = self.painter
        self._crashed = asyncio.Event()
        modes = ["llvmpipe", "swiftshader"] if p.gl == "auto" else [p.gl]
        for mode in modes:
            await self._launch(mode)
            self.gl_renderer = await self.page.evaluate(_GL_PROBE)
            if p.gl != "auto" or "llvmpipe" in self.gl_renderer.lower():
                break
            log.warning("worker %d: no llvmpipe WebGL (got %r); trying %s", self.index, self.gl_renderer, modes[-1])
            await self.stop()
        if not self.gl_renderer:
            raise PainterUnavailable(f"Chromium started but offers no WebGL2 (gl={p.gl}); p5.brush needs it.")
        if "llvmpipe" not in self.gl_renderer.lower():
            log.warning("worker %d renders with %r: about 2x slower than llvmpipe and not byte-deterministic; "
                        "install Mesa (libegl1 libegl-mesa0 libgl1-mesa-dri) for llvmpipe", self.index, self.gl_renderer)

    async def _launch(self, gl_mode: str) -> None:
        p = self.painter
        size = p.world["canvasSize"]
        self.driver_generation = p._driver_generation  # the driver this browser is launched through
        threads = max(1, (os.cpu_count() or 2) // max(1, p.workers))
        # UTC: a sketch that builds a Date from its parts gets the same instant on every machine.
        env = {**os.environ, "LP_NUM_THREADS": str(threads), "TZ": "UTC"}
        # All traffic goes through a "proxy" that is the asset server itself, which serves its own
        # resources and refuses everything else: even connections Chromium opens on its own
        # (preconnects, predictors) never reach another host, or another port on this one.
        # `<-loopback>` drops Chromium's implicit proxy bypass for localhost.
        self.browser = await p.playwright.chromium.launch(
            executable_path=p.chromium, headless=True,
            args=[*COMMON_FLAGS, *GL_FLAGS[gl_mode], f"--js-flags=--max-old-space-size={p.js_heap_limit_mb}"],
            chromium_sandbox=p.chromium_sandbox, env=env,
            proxy={"server": p._assets.address, "bypass": "<-loopback>"})
        self.browser.on("disconnected", lambda _: self._crashed.set())
        self.context = await self.browser.new_context(
            viewport={"width": size, "height": size}, device_scale_factor=1,
            service_workers="block", accept_downloads=False)
        self.page = await self.context.new_page()
        self.context.on("page", self._on_popup)  # after our own page, which would count as one
        self.page.on("crash", lambda _: self._crashed.set())
        self.cdp = await self.context.new_cdp_session(self.page)
        self.cdp.on("Fetch.requestPaused", self._on_request)
        # Only documents are paused here: a navigation is the one request CSP cannot refuse. Every
        # other request is refused by CSP or, failing that, by the self-proxy, without a round trip
        # through Python on the render's critical path.
        await self.cdp.send("Fetch.enable", {"patterns": [{"urlPattern": "*", "resourceType": "Document"}]})
        # The verdict's way out: a binding only this session hears, which the harness takes off
        # window before any other script runs.
        self.cdp.on("Runtime.bindingCalled", self._on_report)
        await self.cdp.send("Runtime.enable")  # bindings are only installed for a session that has it
        await self.cdp.send("Runtime.addBinding", {"name": REPORT_BINDING})
        self.browser_cdp = await self.browser.new_browser_cdp_session()

    async def _on_popup(self, page) -> None:
        if page is not self.page:
            self._blocked.append("popup")
            await page.close()

    async def _on_request(self, event: dict) -> None:
        url = event["request"]["url"]
        token = self._token
        try:
            if token is not None and self.painter._assets.allows(url, token):
                await self.cdp.send("Fetch.continueRequest", {"requestId": event["requestId"]})
            else:
                if not url.endswith("/favicon.ico") and url != "about:blank":
                    self._blocked.append(url[:200])
                await self.cdp.send("Fetch.failRequest", {"requestId": event["requestId"], "errorReason": "BlockedByClient"})
        except Exception:  # the page went away mid-request; the render itself reports that
            pass

    def _on_report(self, event: dict) -> None:
        if event.get("name") != REPORT_BINDING or self._report is None or self._report.done():
            return
        try:
            report = json.loads(event["payload"])
        except ValueError:
            return
        if report.get("token") == self._token:  # a late report of an earlier document is not this one
            self._report.set_result(report)

    async def renderer_pids(self) -> list[int]:
        info = await self.browser_cdp.send("SystemInfo.getProcessInfo")
        return [proc["id"] for proc in info["processInfo"] if proc["type"] == "renderer"]

    async def _watch_memory(self, limit_bytes: int) -> None:
        import psutil

        # Asking the browser for its processes costs a CDP round trip; reading RSS from the OS is
        # cheap. So the renderer pids are refreshed once a second and their RSS read every poll.
        for tick in itertools.count():
            await asyncio.sleep(MEMORY_POLL_S)
            try:
                if tick % 10 == 0 or not self._processes:
                    self._processes = [psutil.Process(pid) for pid in await self.renderer_pids()]
                for proc in self._processes:
                    if proc.memory_info().rss > limit_bytes:
                        self._oom_killed = True
                        proc.kill()
            except Exception:  # a process that just ended, or the browser gone: the render reports it
                self._processes = []

    def resident_bytes(self) -> int:
        """The largest renderer RSS now, from the processes the watchdog last listed (0 if none)."""
        biggest = 0
        for proc in self._processes:
            try:
                biggest = max(biggest, proc.memory_info().rss)
            except Exception:
                pass
        return biggest

    async def render_once(self, code: str, seed: int, world: dict, timeout_s: float) -> RenderResult:
        p = self.painter
        self._blocked = []
        self._oom_killed = False
        self._report = asyncio.get_running_loop().create_future()
        self._token = token = p._assets.add(code, seed, world)
        t0 = time.perf_counter()
        watchdog = asyncio.create_task(self._watch_memory(p.memory_limit_mb * 1024 * 1024))
        crashed = asyncio.create_task(self._crashed.wait())
        work = asyncio.create_task(self._paint(f"{p._assets.origin}/r/{token}"))
        try:
            finished, _ = await asyncio.wait({work, crashed}, timeout=timeout_s, return_when=asyncio.FIRST_COMPLETED)
            elapsed = (time.perf_counter() - t0) * 1000
            if work in finished and work.exception() is None:
                out = work.result()
                if out.get("contextLost"):  # the canvas was taken away mid-render: no picture to judge
                    log.warning("worker %d: the browser took the WebGL2 context away or never gave one", self.index)
                    raise _Crashed(RENDERER_CRASH)
                return self._result(out, elapsed)
            if crashed in finished or (work in finished and self._crashed.is_set()):
                raise _Crashed(OUT_OF_MEMORY if self._oom_killed else RENDERER_CRASH)
            if work in finished and self._blocked:
                # The sketch navigated away; the refused navigation took its document with it.
                if not await self._reset_page():
                    await self.restart()
                return self._result({"status": "navigated"}, elapsed)
            if work in finished:  # Playwright error without a crash: the page or driver broke
                raise _Broken(repr(work.exception())) from work.exception()
            # Deadline: stop the sketch's JavaScript, however it is looping, and get the page back.
            work.cancel()
            if not await self._reset_page():
                if self.driver_generation != p._driver_generation or not await p._driver_alive():
                    raise _Broken("Playwright's driver died during the render")  # not the sketch's time
                await self.restart()
            return RenderResult(RENDER_TIMEOUT, elapsed_ms=elapsed, blocked_requests=list(self._blocked))
        finally:
            for task in (watchdog, crashed, work):
                task.cancel()
            await asyncio.gather(watchdog, crashed, work, return_exceptions=True)
            p._assets.remove(token)
            self._token = self._report = None
            self.renders += 1

    async def _paint(self, url: str) -> dict:
        await self.page.goto(url, wait_until="commit")
        return await self._report

    def _result(self, out: dict, elapsed_ms: float) -> RenderResult:
        out = well_formed(out)
        png = None
        if out.get("png"):
            png = opaque_png(base64.b64decode(out["png"].split(",", 1)[1]))
        violations = list(out.get("violations", []))
        violations += [{"code": "network_access", "detail": f"request blocked: {u}"} for u in self._blocked]
        errors = [f"{e.get('name')}: {e.get('message')}" for e in out.get("errors", [])]
        return RenderResult(
            status=OK if out.get("status") == "ok" and not errors else JS_ERROR,
            png=png, violations=violations, errors=errors,
            brush_calls=dict(out.get("brushCalls", {})), off_sheet=dict(out.get("offSheet", {})),
            unseen=dict(out.get("unseen", {})),
            blocked_requests=list(self._blocked),
            absent_globals=list(out.get("absent", {}).get("globals", [])),
            absent_brush=list(out.get("absent", {}).get("brush", [])),
            sloppy_globals=list(out.get("sloppyGlobals", [])),
            absent_overflow=bool(out.get("absent", {}).get("overflow")), sandbox_ms=out.get("sandboxMs"),
            elapsed_ms=elapsed_ms)

    async def _reset_page(self) -> bool:
        try:
            await asyncio.wait_for(self.cdp.send("Runtime.terminateExecution"), RESTART_GRACE_S)
            await asyncio.wait_for(self.page.goto("about:blank"), RESTART_GRACE_S)
            return True
        except Exception:
            return False

    async def restart(self) -> None:
        await self.stop()
        await self.start()

    async def stop(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            try:
                await asyncio.wait_for(browser.close(), 5)
            except Exception:
                pass


# --------------------------------------------------------------------------------------------
# The pool.


class Painter:
    """A pool of sandboxed Chromium workers. Use as a context manager, or start() and close().

    render(code, seed) is thread-safe and blocking; render_async(code, seed) may be awaited from any
    event loop. Renders queue for a free worker; nothing is refused.
    """

    def __init__(self, world: dict, workers: int | None = None, render_timeout_s: float = DEFAULT_RENDER_TIMEOUT_S,
                 memory_limit_mb: int = DEFAULT_MEMORY_LIMIT_MB, chromium: str | None = None, gl: str = "auto",
                 recycle_after: int = 500, js_heap_limit_mb: int = V8_HEAP_LIMIT_MB):
        if gl not in ("auto", *GL_FLAGS):
            raise ValueError(f"gl must be one of auto, {', '.join(GL_FLAGS)}; got {gl!r}")
        self.workers = workers or default_workers()
        self.render_timeout_s = render_timeout_s
        self.memory_limit_mb = memory_limit_mb
        self.js_heap_limit_mb = js_heap_limit_mb
        self.gl = gl
        # What a sketch may reach (rewards.sketch_world): its globals, brush methods and sheet size.
        # The default for every render; a render may bring its own (a domain's narrower brush).
        self.world = world
        self.recycle_after = recycle_after  # fresh browser every N renders: bounded leaks, same bytes
        self.residue_limit_mb = memory_limit_mb // 2  # honest renders peak near 250 MB
        self.chromium = find_chromium(chromium)
        env_sandbox = os.environ.get("WATERCOLOUR_CHROMIUM_SANDBOX")
        # Chromium's own sandbox cannot run as root; elsewhere it is on unless turned off.
        self.chromium_sandbox = (env_sandbox != "0") if env_sandbox else (hasattr(os, "geteuid") and os.geteuid() != 0)
        self.playwright = None
        self._libraries = js_library_paths()
        self._assets: _AssetServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._idle: asyncio.Queue | None = None
        self._all: list[_Worker] = []
        self.stats = {"renders": 0, "restarts": 0, "driver_restarts": 0, "unavailable": 0, "blank_repaints": 0}
        self._driver_generation = 0  # how many times Playwright's driver was replaced
        self._driver_lock: asyncio.Lock | None = None
        self._waiting = 0  # renders queued for a free worker

    # -- lifecycle
    def start(self) -> "Painter":
        if self._loop is not None:
            return self
        self._assets = _AssetServer(self._libraries)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="painter", daemon=True)
        self._thread.start()
        try:
            self._call(self._start())
        except Exception:
            self.close()
            raise
        return self

    async def _start(self) -> None:
        from playwright.async_api import async_playwright

        self.playwright = await async_playwright().start()
        self._driver_lock = asyncio.Lock()
        self._idle = asyncio.Queue()
        for i in range(self.workers):
            worker = _Worker(self, i)
            try:
                await worker.start()
            except PainterUnavailable:
                raise
            except Exception as exc:
                raise PainterUnavailable(f"Chromium at {self.chromium or 'Playwright default'} failed to start: "
                                         f"{exc}. {INSTALL_HINT}") from exc
            self._all.append(worker)
            self._idle.put_nowait(worker)
        log.info("painter: %d worker(s), WebGL on %s", self.workers, self._all[0].gl_renderer)

    def status(self) -> dict:
        """A snapshot for health checks: size, busy workers, queued renders, counters."""
        idle = self._idle.qsize() if self._idle is not None else 0
        return {"running": self._loop is not None, "workers": self.workers, "busy": len(self._all) - idle,
                "queued": self._waiting, "webgl": self.gl_renderer, **self.stats}

    @property
    def gl_renderer(self) -> str:
        return self._all[0].gl_renderer if self._all else ""

    def close(self) -> None:
        if self._loop is None:
            return
        try:
            self._call(self._close(), timeout=30)
        except Exception:
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        self._loop = None
        if self._assets:
            self._assets.close()

    async def _close(self) -> None:
        for worker in self._all:
            await worker.stop()
        if self.playwright:
            await self.playwright.stop()

    def __enter__(self) -> "Painter":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.close()

    def _call(self, coro, timeout: float | None = None):
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    # -- rendering
    def render(self, code: str, seed: int = 0, world: dict | None = None) -> RenderResult:
        self.start()
        return self._call(self._render(code, seed, world or self.world))

    async def render_async(self, code: str, seed: int = 0, world: dict | None = None) -> RenderResult:
        self.start()
        future = asyncio.run_coroutine_threadsafe(self._render(code, seed, world or self.world), self._loop)
        return await asyncio.wrap_future(future)

    def render_many(self, codes: list[str], seeds: list[int] | None = None) -> list[RenderResult]:
        """Render several sketches concurrently over the pool, results in input order."""
        self.start()
        seeds = seeds if seeds is not None else [0] * len(codes)

        async def run():
            return await asyncio.gather(*(self._render(c, s, self.world) for c, s in zip(codes, seeds)))

        return self._call(run())

    async def _render(self, code: str, seed: int, world: dict) -> RenderResult:
        self._waiting += 1
        try:
            worker: _Worker = await self._idle.get()
        finally:
            self._waiting -= 1
        t0 = time.perf_counter()
        try:
            for attempt in (1, 2):
                try:
                    if worker.browser is None or worker._crashed.is_set() or worker.renders >= self.recycle_after:
                        await self._restart(worker)
                    result = await worker.render_once(code, seed, world, self.render_timeout_s)
                    result.attempts = attempt
                    self.stats["renders"] += 1
                    if attempt == 1 and result.status == OK and result.brush_calls and flat(result.png):
                        # Brush calls ran, yet the canvas came back one flat colour. An honest sketch can do
                        # that (paint off the sheet, at zero opacity); so can a browser under load (seen twice
                        # in 1,684 renders of a two-run benchmark: a flower that painted 10% of the sheet
                        # in the other run, blank here). A fresh browser paints it again and its picture
                        # stands: a flower is not scored as blank paper, and a blank sketch stays blank.
                        log.warning("worker %d: brush calls left the canvas blank; painting it again in a fresh "
                                    "browser", worker.index)
                        self.stats["blank_repaints"] += 1
                        await self._restart(worker)
                        continue
                    # A sketch may keep memory under the cap and pass; what it holds would stay resident
                    # and push the worker's next render, someone else's, over the cap. So a worker left
                    # holding more than the residue limit starts the next render in a fresh browser.
                    resident = worker.resident_bytes()
                    if resident > self.residue_limit_mb * 2**20:
                        log.info("worker %d: %.0f MB resident after a render; relaunching", worker.index,
                                 resident / 2**20)
                        await self._restart(worker)
                    return result
                except _Broken as broken:
                    log.warning("worker %d: %s (attempt %d); relaunching", worker.index, broken, attempt)
                    await self._restart(worker)
                    if attempt == 2:
                        raise
                except _Crashed as crash:
                    code_ = crash.args[0]
                    if code_ == OUT_OF_MEMORY:  # our watchdog killed it: the sketch's doing, no retry needed
                        await self._restart(worker)
                        return RenderResult(OUT_OF_MEMORY, elapsed_ms=(time.perf_counter() - t0) * 1000, attempts=attempt)
                    log.warning("worker %d: renderer died (attempt %d); relaunching", worker.index, attempt)
                    await self._restart(worker)
                    if attempt == 2:  # crashed a fresh browser too: it is the sketch
                        return RenderResult(RENDERER_CRASH, elapsed_ms=(time.perf_counter() - t0) * 1000, attempts=2)
        except Exception as exc:  # the pool itself broke: not the sketch's fault
            log.error("worker %d unavailable: %s", worker.index, exc)
            self.stats["unavailable"] += 1
            worker.browser = None  # relaunch on next use
            return RenderResult(RENDER_UNAVAILABLE, errors=[f"{type(exc).__name__}: {exc}"],
                                elapsed_ms=(time.perf_counter() - t0) * 1000)
        finally:
            self._idle.put_nowait(worker)

    async def _restart(self, worker: _Worker) -> None:
        self.stats["restarts"] += 1
        generation = self._driver_generation
        try:
            await worker.restart()
        except Exception as exc:
            # A browser that will not launch may mean Playwright's driver died (its browsers killed under it, say):
            # every launch through it fails. A fresh driver, once, then the launch again; a live driver's
            # failure is the browser's, and is raised.
            if await self._driver_alive():
                raise
            log.warning("worker %d: Playwright's driver is gone (%s); starting a fresh one", worker.index, exc)
            await self._renew_driver(generation)
            await worker.restart()
        worker.renders = 0

    async def _driver_alive(self) -> bool:
        """Whether Playwright's driver still answers (a round trip that launches nothing)."""
        try:
            request = await asyncio.wait_for(self.playwright.request.new_context(), 10)
            await asyncio.wait_for(request.dispose(), 10)
            return True
        except Exception:
            return False

    async def _renew_driver(self, seen_generation: int) -> None:
        """A fresh Playwright in place of a dead one; the other workers relaunch their browsers through it on
        their next render. Once per death: a worker that saw the same dead driver finds it renewed."""
        async with self._driver_lock:
            if self._driver_generation != seen_generation:
                return
            old, self.playwright = self.playwright, None
            try:
                await asyncio.wait_for(old.stop(), 10)
            except Exception:  # it is dead: stopping it is only tidying up
                pass
            from playwright.async_api import async_playwright

            self.playwright = await async_playwright().start()
            self._driver_generation += 1
            self.stats["driver_restarts"] += 1
            for other in self._all:
                other.browser = None  # its browser belonged to the dead driver

"""The painter in real headless Chromium: determinism, the sandbox, deadlines, memory, crashes."""

from __future__ import annotations

import asyncio
import io
import os
import re
import signal
import threading
import time

import pytest
from conftest import SKETCHES, sketch
from PIL import Image

import rewards
import renderer
from renderer import Painter

HONEST = SKETCHES / "honest"
CHEATS = SKETCHES / "cheats"
PEONY = (HONEST / "peony_layers.js").read_text()


def codes(result):
    stats = rewards.image_stats(result.png) if result.png else None
    return {v.code for v in rewards.gate_after_render(result, stats)}


def test_honest_sketches_render_and_pass(honest_scores):
    assert sorted(honest_scores) == sorted(p.name for p in HONEST.iterdir())
    for name, score in honest_scores.items():
        assert score.passed, (name, score.to_dict())
        assert score.stats.paint_fraction > 0.02  # far above the 0.5% floor
        assert 0 < score.reward <= 1


def test_a_sketch_that_throws_is_admitted_on_what_it_painted(painter):
    result = painter.render((HONEST / "throws_in_draw.js").read_text(), 0)
    assert result.status == renderer.JS_ERROR
    assert any("null" in e for e in result.errors)
    assert codes(result) == set()


def test_same_code_and_seed_give_identical_bytes_across_browser_restarts(painter):
    first = painter.render(PEONY, seed=11).png
    assert painter.render(PEONY, seed=11).png == first
    with Painter(rewards.sketch_world(), workers=1) as fresh:  # a new browser process
        assert fresh.render(PEONY, seed=11).png == first
    assert painter.render(PEONY, seed=12).png != first


def test_the_capture_is_the_canvas_pinned_to_600_pixels(painter):
    code = PEONY.replace("createCanvas(600, 600, WEBGL);", "createCanvas(1500, 900, WEBGL); pixelDensity(3);")
    code = code.replace('background("#f6efe0");', 'background("#f6efe0"); document.body.style.background = "red";')
    png = painter.render(code, 0).png
    assert Image.open(io.BytesIO(png)).size == (600, 600)


RUNTIME_CHEATS = sorted(p for p in CHEATS.glob("*.js")
                        if "expect: truncated" not in p.read_text() and not p.stem.startswith("render_"))


@pytest.mark.parametrize("path", RUNTIME_CHEATS, ids=lambda p: p.stem)
def test_the_runtime_gate_catches_each_cheat_without_the_static_gate(painter, listener, path):
    """Rendered directly, so the static scan never sees it: the compartment and the verdict must."""
    text = sketch(path, listener)
    expected = re.search(r"// expect: (\w+)", text).group(1)
    result = painter.render(text, 0, rewards.sketch_world(rewards.PROMPT_BRUSH_METHODS))
    assert expected in codes(result), (path.name, result.to_dict())


def test_nothing_of_the_libraries_reaches_the_sketch(painter):
    """Return values, errors and `this` carry no object of p5, p5.brush or the page: a leak would
    paint a second circle, or report what it found through a brush call's count."""
    probe = PEONY.replace("brush.circle(300, 300, 22, 0.4);", """brush.circle(300, 300, 22, 0.4);
  const found = [];
  const r = brush.circle(100, 100, 10, 0.4);
  if (r === undefined || (Array.isArray(r) && r.every((v) => v === undefined || typeof v !== "object"))) found.push(1);
  const c = color("#ff0000");
  if (Object.isFrozen(c) && c.constructor.name === "Colour" && !("_color" in c)) found.push(2);
  try { brush.fill(null, NaN); brush.circle(0, 0, NaN); } catch (e) { if (Object.keys(e).length === 0) found.push(3); }
  if (typeof globalThis.window === "undefined" && Object.isFrozen(Object.prototype)) found.push(4);
  for (const _ of found) brush.noFill();""")
    result = painter.render(probe, 0)
    assert result.brush_calls.get("noFill") == 4, result.to_dict()


def test_a_tampering_sketch_leaves_the_next_render_untouched(painter):
    first = painter.render(PEONY, 5).png
    painter.render((CHEATS / "tamper_array_push.js").read_text(), 0)
    painter.render((CHEATS / "memory_untouched.js").read_text(), 0)
    assert painter.render(PEONY, 5).png == first


def test_memory_a_passing_sketch_keeps_is_not_the_next_sketchs_problem():
    """A sketch can hold memory under the cap, paint honestly and pass; what it holds stays resident
    in the renderer, so the worker's next render (someone else's) would start near the cap and be
    killed for it (found by an attacker session). The next render must start in a fresh browser."""
    hoarder = PEONY.replace("async function setup() {", "const hoard = [];\nasync function setup() {").replace(
        "noLoop();", "noLoop();\n  for (let i = 0; i < 600 / 8; i++) hoard.push(new Float64Array(1 << 20).fill(i + 1));")
    with Painter(rewards.sketch_world(), workers=1) as p:
        worker = p._all[0]
        restarts = p.stats["restarts"]
        assert p.render(hoarder, 0).status == renderer.OK
        assert p.stats["restarts"] == restarts + 1
        assert p.render(PEONY, 0).status == renderer.OK
        assert worker.resident_bytes() < p.residue_limit_mb * 2**20


def test_background_is_always_the_whole_sheet(painter):
    """With every painting method open (brush.clip included), background() still paints no shape."""
    code = (CHEATS / "background_blocks.js").read_text().replace(
        "beginClip(); rect(x, y, w, h); endClip();", "brush.clip([x, y, x + w, y + h]);")
    result = painter.render(code, 0)
    stats = rewards.image_stats(result.png)
    assert stats.paint_fraction == 0.0 and "no_painting_calls" in codes(result)


def test_no_request_leaves_the_sandbox(painter, listener):
    network = sorted(CHEATS.glob("network_*.js"))
    for path in network * 2:
        painter.render(sketch(path, listener), 0)
    time.sleep(1.0)  # late connections (preconnects) would land by now
    assert listener.connections == []


@pytest.mark.parametrize("name", ["render_loop_draw", "render_loop_toplevel"])
def test_a_synchronous_infinite_loop_is_stopped_at_the_deadline(painter, name):
    result = painter.render((CHEATS / f"{name}.js").read_text(), 0)
    assert result.status == renderer.RENDER_TIMEOUT
    assert result.elapsed_ms < (painter.render_timeout_s + 2) * 1000
    after = painter.render(PEONY, 0)
    assert after.status == renderer.OK and after.png


def test_a_memory_bomb_costs_one_render_not_the_pool(painter):
    t0 = time.perf_counter()
    result = painter.render((CHEATS / "render_memory_bomb.js").read_text(), 0)
    assert result.status == renderer.OUT_OF_MEMORY
    assert time.perf_counter() - t0 < painter.render_timeout_s
    assert painter.render(PEONY, 0).status == renderer.OK


def browser_pid(painter: Painter) -> int:
    worker = painter._all[0]
    info = painter._call(worker.browser_cdp.send("SystemInfo.getProcessInfo"))
    return next(p["id"] for p in info["processInfo"] if p["type"] == "browser")


def kill_during_render(painter: Painter, code: str, delay_s: float = 0.4):
    pid = browser_pid(painter)
    killer = threading.Timer(delay_s, lambda: os.kill(pid, signal.SIGKILL))
    killer.start()
    try:
        return painter.render(code, 0)
    finally:
        killer.cancel()


def test_a_browser_killed_mid_render_is_relaunched_and_the_render_retried():
    with Painter(rewards.sketch_world(), workers=1) as p:
        result = kill_during_render(p, PEONY)
        assert result.status == renderer.OK and result.attempts == 2
        assert p.render(PEONY, 0).status == renderer.OK


def test_brush_calls_that_leave_the_canvas_blank_are_painted_again_and_the_second_picture_stands():
    """A flat canvas after brush calls is painted once more in a fresh browser (a browser under load once
    handed back paper for a flower): a painting is not scored as blank by accident, and a sketch whose
    paint really misses the sheet is still blank, on its second render."""
    with Painter(rewards.sketch_world(), workers=1, render_timeout_s=8) as p:
        painted, blank = p.render(PEONY, 0), p.render((CHEATS / "blank.js").read_text(), 0)  # paper on paper
        assert painted.attempts == 1 and not renderer.flat(painted.png)
        assert blank.status == renderer.OK and blank.attempts == 2 and renderer.flat(blank.png)
        assert p.stats["blank_repaints"] == 1 and p.stats["restarts"] >= 1
        assert codes(blank) == {"blank_canvas"}


def test_a_lost_webgl_context_is_painted_again_in_a_fresh_browser(monkeypatch):
    """The browser can take a page's WebGL context away (its GPU process reset); the canvas then holds
    nothing of the painting. The harness reports it and the painting is made again, not scored as paper."""
    original, calls = renderer._Worker._paint, []

    async def paint_losing_the_first_context(self, url):
        out = await original(self, url)
        calls.append(out.get("contextLost"))
        return {**out, "contextLost": True, "png": None} if len(calls) == 1 else out

    monkeypatch.setattr(renderer._Worker, "_paint", paint_losing_the_first_context)
    with Painter(rewards.sketch_world(), workers=1, render_timeout_s=8) as p:
        result = p.render(PEONY, 0)
    assert calls == [False, False]  # the harness reports a context it still holds
    assert result.status == renderer.OK and result.attempts == 2 and not renderer.flat(result.png)


def test_a_page_the_browser_gives_no_webgl2_context_is_painted_again_in_a_fresh_browser(monkeypatch):
    """Under load the browser once gave the page no WebGL2 context: p5 fell back to WebGL1, p5.brush said it
    "could not resolve an active WEBGL sketch", and an honest sketch scored 0 (once in some 1,700 renders).
    That is the browser's failure, not the sketch's: the first page here is refused WebGL2, as that browser
    did, and the painting is made again in a fresh one."""
    original, seen = renderer._Worker._paint, []

    async def paint_without_webgl2_the_first_time(self, url):
        if not seen:
            await self.page.add_init_script(
                "const get = HTMLCanvasElement.prototype.getContext;"
                "HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {"
                "  return kind === 'webgl2' ? null : get.call(this, kind, ...rest); };")
        out = await original(self, url)
        seen.append(out.get("contextLost"))
        return out

    monkeypatch.setattr(renderer._Worker, "_paint", paint_without_webgl2_the_first_time)
    with Painter(rewards.sketch_world(), workers=1, render_timeout_s=8) as p:
        result = p.render(PEONY, 0)
    assert seen == [True, False], seen  # the harness says so, and the fresh browser's page has WebGL2
    assert result.status == renderer.OK and result.attempts == 2 and not renderer.flat(result.png)


def test_a_dead_playwright_driver_is_replaced_and_rendering_goes_on():
    """The browsers and Playwright's driver killed mid-render (what a container's OOM killer or a stray
    `pkill` does): every launch through the dead driver would fail, so the pool starts a fresh one."""
    import psutil

    with Painter(rewards.sketch_world(), workers=2, render_timeout_s=8) as p:
        browsers = [psutil.Process(browser_pid_of(p, w)) for w in p._all]
        drivers = {b.parent().pid for b in browsers}
        assert len(drivers) == 1 and "run-driver" in " ".join(psutil.Process(next(iter(drivers))).cmdline())

        def kill_everything():
            for proc in [*browsers, psutil.Process(next(iter(drivers)))]:
                proc.kill()

        killer = threading.Timer(0.4, kill_everything)
        killer.start()
        try:
            first = p.render_many([PEONY, PEONY], [0, 0])
        finally:
            killer.cancel()
        assert [r.status for r in first] == [renderer.OK, renderer.OK], [r.errors for r in first]
        assert p.stats["driver_restarts"] == 1  # once, for both workers
        assert {browser_pid_of(p, w) for w in p._all}.isdisjoint(b.pid for b in browsers)
        assert p.render(PEONY, 0).status == renderer.OK


def browser_pid_of(painter: Painter, worker) -> int:
    info = painter._call(worker.browser_cdp.send("SystemInfo.getProcessInfo"))
    return next(proc["id"] for proc in info["processInfo"] if proc["type"] == "browser")


def test_a_broken_pool_is_render_unavailable_with_a_null_reward():
    with Painter(rewards.sketch_world(), workers=1) as p:
        p.chromium = "/nonexistent/chromium"  # the relaunch after the kill cannot succeed
        result = kill_during_render(p, PEONY)
        assert result.status == renderer.RENDER_UNAVAILABLE
        score = asyncio.run(rewards.score_reply(p, PEONY))
        assert score.reward is None and score.unavailable == ["render"]


def test_a_sketch_that_crashes_a_fresh_browser_too_is_the_sketchs_fault():
    # With the watchdog out of the way and a small JS heap, V8's own cap kills the renderer, twice.
    bomb = (CHEATS / "render_memory_bomb.js").read_text().replace("new Float64Array(1 << 20).fill(1)",
                                                                  "Array.from({length: 1 << 16}, (_, i) => ({i}))")
    with Painter(rewards.sketch_world(), workers=1, memory_limit_mb=10**6, js_heap_limit_mb=160, render_timeout_s=30) as p:
        result = p.render(bomb, 0)
        assert result.status == renderer.RENDERER_CRASH and result.attempts == 2
        assert p.render(PEONY, 0).status == renderer.OK


def test_a_group_of_sketches_renders_concurrently_in_input_order(painter):
    codes_ = [PEONY, (HONEST / "setup_only.js").read_text(), (CHEATS / "bare_plain.js").read_text()]
    results = painter.render_many(codes_, seeds=[1, 1, 1])
    # the cheat's primitive does not exist in its world: calling it is an error that ends its frame
    assert [r.status for r in results] == [renderer.OK, renderer.OK, renderer.JS_ERROR]
    assert results[0].png == painter.render(PEONY, 1).png
    assert "bare_primitive" in codes(results[2])


def test_missing_chromium_names_the_fix(monkeypatch):
    monkeypatch.setenv("WATERCOLOUR_CHROMIUM", "/no/such/chrome")
    with pytest.raises(renderer.PainterUnavailable, match="playwright.*install"):
        Painter(rewards.sketch_world())


def test_tampered_library_cache_is_refused(tmp_path, monkeypatch):
    for lib in renderer.JS_LIBRARIES:
        (tmp_path / lib.filename).write_text("// not the real thing")
    monkeypatch.setenv("WATERCOLOUR_JS_DIR", str(tmp_path))
    with pytest.raises(renderer.PainterUnavailable, match="does not match the pinned"):
        renderer.js_library_paths()


# --- the world honest p5 code reaches for


def test_drawing_state_p5_brush_never_reads_changes_nothing_in_the_picture(painter):
    """Each inert setter, run with a painting, leaves the bytes exactly as the painting alone."""
    plain = PEONY
    first = painter.render(plain, 3).png
    for call in ('noStroke()', 'stroke(0)', 'strokeWeight(9)', 'fill("#000")', 'noFill()', 'smooth()', 'noSmooth()',
                 'frameRate(5)', 'describe("a flower")', 'blendMode(MULTIPLY)', 'setAttributes("antialias", true)',
                 'rectMode(CENTER)', 'strokeCap(ROUND)', 'erase()', 'clear()', 'loop()', 'print("hi")'):
        code = plain.replace('background("#f6efe0");', f'background("#f6efe0"); {call};')
        assert code != plain
        result = painter.render(code, 3)
        assert result.png == first and codes(result) == set(), (call, result.to_dict())


def test_inert_calls_take_plain_data_only(painter):
    code = PEONY.replace('background("#f6efe0");', 'background("#f6efe0"); describe({ toString() { return "x"; } });')
    assert "not_plain_data" in codes(painter.render(code, 0))


def test_clock_and_seeded_helpers_paint_the_same_bytes_in_a_fresh_browser(painter):
    for name in ("date_seeded.js", "p5_helpers.js"):
        code = (HONEST / name).read_text()
        first = painter.render(code, 4).png
        with Painter(rewards.sketch_world(), workers=1) as fresh:
            assert fresh.render(code, 4).png == first, name
    probe = PEONY.replace('background("#f6efe0");', '''background("#f6efe0");
  const d = new Date(2024, 5, 1, 12);
  const facts = [Date.now() > 1.7e12, d.getHours() === 12, d.getTimezoneOffset() === 0, year() >= 2026,
                 String(Date()).length > 10, Date.UTC(2024, 0, 1) === 1704067200000, millis() >= 0];
  for (const fact of facts) if (fact) brush.noFill();''')
    assert painter.render(probe, 0).brush_calls.get("noFill") == 7


def test_vectors_follow_angle_mode_like_p5(painter):
    probe = PEONY.replace('background("#f6efe0");', '''background("#f6efe0");
  const near = (a, b) => Math.abs(a - b) < 1e-9;
  const v = createVector(1, 0).rotate(90);            // DEGREES: createVector's vectors follow angleMode
  const w = p5.Vector.fromAngle(Math.PI / 2, 2);       // statics take radians
  const facts = [near(v.x, 0) && near(v.y, 1), near(w.y, 2), near(v.heading(), 90),
                 near(p5.Vector.add(v, w).mag(), 3), near(createVector(3, 4).mag(), 5),
                 near(createVector(3, 4).setMag(10).x, 6), near(p5.Vector.dist(createVector(0, 0), createVector(3, 4)), 5),
                 shuffle([1, 2, 3, 4]).length === 4, int("7") === 7];
  for (const fact of facts) if (fact) brush.noFill();''')
    result = painter.render(probe, 0)
    assert result.brush_calls.get("noFill") == 9, result.to_dict()


def test_a_presence_test_is_not_a_use_but_using_the_page_is(painter):
    guarded = PEONY.replace('background("#f6efe0");',
                            'background(typeof window !== "undefined" || typeof (document) === "object" ? 0 : "#f6efe0");')
    result = painter.render(guarded, 0)
    assert {"window", "document"} <= set(result.absent_globals)  # seen at run time ...
    stats = rewards.image_stats(result.png)
    assert rewards.gate_after_render(result, stats, guarded) == []  # ... but only ever asked about
    used = guarded.replace('background(typeof', 'if (typeof window !== "undefined") window.alert(1);\n  background(typeof')
    assert {v.code for v in rewards.gate_after_render(painter.render(used, 0), stats, used)} == {"dom_access"}


def test_an_undeclared_assignment_is_the_sketchs_own_variable(painter):
    code = (HONEST / "console_and_sloppy_globals.js").read_text()
    result = painter.render(code, 0)
    assert codes(result) == set() and {"petalCount", "petalColour", "i"} <= set(result.sloppy_globals)
    assert "petalCount" not in result.absent_globals


def test_the_picture_is_opaque_whatever_the_sheet(painter):
    """background(0, 0, 0, 0) leaves a see-through sheet; every term must see one and the same
    opaque image, so the capture is composited onto white before anything scores it."""
    clear = PEONY.replace('background("#f6efe0");', "background(0, 0, 0, 0);")
    result = painter.render(clear, 0)
    img = Image.open(io.BytesIO(result.png))
    assert img.mode == "RGB" and img.getpixel((2, 2)) == (255, 255, 255)
    assert rewards.image_stats(result.png).paint_fraction > 0.02


def test_feedback_leads_with_the_cause_and_names_each_missing_name_once(painter):
    code = PEONY.replace('background("#f6efe0");', 'background("#f6efe0"); ellipse(1, 2, 3); petalShape(); ellipse(4, 5, 6);')
    code = code.replace("async function setup() {", "function petalShape() { return rect(0, 0, 1, 1) + sparkle(); }\nasync function setup() {")
    result = painter.render(code, 0)
    found = rewards.gate_after_render(result, rewards.image_stats(result.png), code)
    assert rewards.ordered_codes(found)[-2:] == ["no_painting_calls", "blank_canvas"]  # consequences last
    text = rewards.explain(found)
    assert text.startswith("bare_primitive: `ellipse` (use brush.circle(x, y, radius, scribble))")
    assert text.count("`ellipse`") == 1 and "SKETCH_GLOBALS" not in text
    assert text.index("bare_primitive") < text.index("blank_canvas")

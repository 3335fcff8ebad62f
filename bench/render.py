# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "numpy==2.4.6",
#     "pillow==12.3.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "rich==15.0.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Render benchmark: our painter against the reference's configuration, in the same run.

    uv run bench/render.py                 # full run (the reference's 25-fill render alone takes ~90 s)
    uv run bench/render.py --quick         # fewer repeats, no 25-fill reference render
    uv run bench/render.py --out bench.json

Sketches are written in the system prompt's skeleton with 1, 10 and 25 large watercolour fills
(bleed 0.2-0.3, texture, opacity 180-230), the expensive part of p5.brush. Reported: p50/p95 per
sketch, renders per minute, peak Chromium memory; a group of 8 mixed sketches rendered at each pool
size against the sum of their single-render times; byte-identity across repeats and a browser
restart; and the reference configuration (SwiftShader as a GPU, a fresh page per render, both
libraries inlined into the page, 40 ms polling) with the speed-up ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

import renderer  # noqa: E402
from renderer import Painter  # noqa: E402
import rewards  # noqa: E402

FILL_COUNTS = (1, 10, 25)
PALETTE = ("#f4a582", "#ee8866", "#e7849a", "#d45d7e", "#c8504a", "#f2d36b", "#6f9e55")


def watercolour_sketch(fills: int) -> str:
    """`fills` large bleeding, textured shapes laid around the centre, as the prompt asks."""
    shapes = []
    for i in range(fills):
        angle = i * 360 / max(1, min(fills, 5)) + (i // 5) * 9
        reach = 230 - (i // 5) * 30
        colour = PALETTE[i % len(PALETTE)]
        opacity = 180 + (i * 7) % 50
        shapes.append(f"""  brush.fill("{colour}", {opacity});
  brush.fillBleed({0.2 + (i % 3) * 0.05:.2f});
  brush.fillTexture(0.6, 0.4);
  brush.beginShape(0.7);
  brush.vertex(300, 300);
  brush.vertex(300 + cos({angle - 30}) * {reach * 0.7:.0f}, 300 + sin({angle - 30}) * {reach * 0.7:.0f});
  brush.vertex(300 + cos({angle}) * {reach}, 300 + sin({angle}) * {reach});
  brush.vertex(300 + cos({angle + 30}) * {reach * 0.7:.0f}, 300 + sin({angle + 30}) * {reach * 0.7:.0f});
  brush.endShape(true);""")
    body = "\n".join(shapes)
    return f"""async function setup() {{
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}}

function draw() {{
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
{body}
}}
"""


class PeakMemory:
    """Peak summed RSS of every Chromium process under this one, sampled every 100 ms."""

    def __init__(self):
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        me = psutil.Process()
        while not self._stop.wait(0.1):
            total = 0
            for child in me.children(recursive=True):
                try:
                    total += child.memory_info().rss
                except psutil.Error:
                    pass
            self.peak = max(self.peak, total)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


# ----------------------------------------------------------------------------------------------
# The reference configuration, rebuilt from its published description (the public recipe's renderer).

REFERENCE_FLAGS = ["--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                   "--disable-gpu-sandbox", "--no-sandbox"]
_REFERENCE_WAIT = """() => window.__setupDone === true && (typeof window.draw !== 'function' ||
  (window.frameCount >= 1 && (typeof window.isLooping !== 'function' || !window.isLooping())))"""


def reference_page(code: str, p5_js: str, brush_js: str, seed: int) -> str:
    return f"""<!doctype html><html><head><meta charset="utf-8">
<script>(function(){{let s=({seed}>>>0)||1;Math.random=function(){{s=(Math.imul(s,1664525)+1013904223)>>>0;return s/4294967296;}};}})();</script>
<script>{p5_js}</script>
<script>{brush_js}</script>
<style>html,body{{margin:0;background:#fff}}</style>
<script>window.__errors=[];window.__setupDone=false;
window.onerror=function(m){{window.__errors.push(String(m));return true;}};
{code}
</script>
<script>(function(){{const s=window.setup;if(typeof s!=='function'){{window.__setupDone=true;return;}}
window.setup=function(){{try{{const r=s.apply(this,arguments);if(r&&r.then)return r.finally(()=>{{window.__setupDone=true;}});
window.__setupDone=true;return r;}}catch(e){{window.__setupDone=true;throw e;}}}};}})();</script>
</head><body></body></html>"""


async def reference_render(browser, html: str, deadline_s: float = 300.0) -> float:
    t0 = time.perf_counter()
    page = await browser.new_page(viewport={"width": 700, "height": 700})
    try:
        await page.set_content(html, wait_until="commit")
        while time.perf_counter() - t0 < deadline_s:
            if await page.evaluate(_REFERENCE_WAIT):
                break
            await asyncio.sleep(0.04)
        await page.evaluate("() => document.querySelector('canvas').toDataURL('image/png').length")
    finally:
        await page.close()
    return time.perf_counter() - t0


async def run_reference(sketches: dict[int, str], repeats: dict[int, int], chromium: str | None) -> dict[int, list[float]]:
    from playwright.async_api import async_playwright

    libs = renderer.js_library_paths()
    p5_js, brush_js = libs["p5"].read_text(), libs["p5.brush"].read_text()
    out: dict[int, list[float]] = {}
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=chromium, headless=True, args=REFERENCE_FLAGS)
        try:
            for fills, code in sketches.items():
                html = reference_page(code, p5_js, brush_js, seed=7)
                out[fills] = [await reference_render(browser, html) for _ in range(repeats.get(fills, 0))]
        finally:
            await browser.close()
    return out


# ----------------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5, help="renders per sketch for our painter")
    parser.add_argument("--reference-repeats", type=int, default=1, help="renders per sketch, reference config")
    parser.add_argument("--quick", action="store_true", help="3 repeats, and skip the 25-fill reference render")
    parser.add_argument("--max-workers", type=int, default=max(2, renderer.default_workers()),
                        help="largest pool size to try for the group of 8")
    parser.add_argument("--out", help="also write the numbers as JSON here")
    parser.add_argument("--no-reference", action="store_true",
                        help="skip the reference configuration (for before/after runs of our own painter)")
    args = parser.parse_args()
    repeats = 3 if args.quick else args.repeats
    console = Console()
    sketches = {n: watercolour_sketch(n) for n in FILL_COUNTS}
    report: dict = {"cores": os.cpu_count(), "fills": list(FILL_COUNTS)}

    # 1. Our painter, serial.
    times: dict[int, list[float]] = {}
    sandbox_ms: list[float] = []  # in-page SES cost: lockdown, compartment, evaluation
    hashes: dict[int, set[str]] = {}
    with PeakMemory() as mem, Painter(rewards.sketch_world(), workers=1, render_timeout_s=120) as painter:
        report["webgl"] = painter.gl_renderer
        painter.render(sketches[1], 7)  # warm the caches, as a long-running env is
        for n, code in sketches.items():
            times[n], hashes[n] = [], set()
            for _ in range(repeats):
                r = painter.render(code, 7)
                assert r.status == renderer.OK, r.to_dict()
                times[n].append(r.elapsed_ms / 1000)
                if r.sandbox_ms is not None:
                    sandbox_ms.append(r.sandbox_ms)
                hashes[n].add(hashlib.sha256(r.png).hexdigest())
    peak_mb = mem.peak / 2**20
    with Painter(rewards.sketch_world(), workers=1) as fresh:  # a browser restart must give the same bytes
        restart_same = all(hashlib.sha256(fresh.render(code, 7).png).hexdigest() in hashes[n]
                           for n, code in sketches.items())
    deterministic = all(len(h) == 1 for h in hashes.values()) and restart_same

    # 2. A group of 8 mixed sketches at each pool size, against the sum of single renders.
    group = [sketches[n] for n in (1, 10, 25, 1, 10, 1, 10, 1)]
    single_sum = sum(statistics.median(times[n]) for n in (1, 10, 25, 1, 10, 1, 10, 1))
    concurrency = []
    for workers in range(1, args.max_workers + 1):
        with Painter(rewards.sketch_world(), workers=workers, render_timeout_s=180) as pool:
            pool.render_many(group[:workers], [7] * workers)  # warm every worker
            t0 = time.perf_counter()
            results = pool.render_many(group, [7] * len(group))
            makespan = time.perf_counter() - t0
        assert all(r.status == renderer.OK for r in results)
        concurrency.append({"workers": workers, "makespan_s": makespan, "renders_per_min": 60 * len(group) / makespan,
                            "vs_sum_of_singles": makespan / single_sum})

    # 3. The reference configuration, same machine, same run.
    ref_repeats = {n: args.reference_repeats for n in FILL_COUNTS}
    if args.quick:
        ref_repeats[25] = 0
    if args.no_reference:
        reference = {}
    else:
        console.print("[dim]reference configuration: this takes a while (SwiftShader as a GPU)...")
        reference = asyncio.run(run_reference(sketches, ref_repeats, renderer.find_chromium()))

    table = Table(title=f"p5.brush render, 600x600, {os.cpu_count()} cores, WebGL: {report['webgl'][:40]}")
    for col in ("fills", "ours p50 s", "ours p95 s", "ours renders/min", "reference s", "speed-up (p50)"):
        table.add_column(col, justify="right")
    rows = []
    for n in FILL_COUNTS:
        p50, p95 = statistics.median(times[n]), pct(times[n], 0.95)
        ref = statistics.median(reference[n]) if reference.get(n) else None
        rows.append({"fills": n, "ours_p50_s": p50, "ours_p95_s": p95, "ours_renders_per_min": 60 / p50,
                     "reference_s": ref, "speedup": ref / p50 if ref else None, "n": len(times[n]),
                     "reference_n": len(reference.get(n, []))})
        table.add_row(str(n), f"{p50:.2f}", f"{p95:.2f}", f"{60 / p50:.1f}", "-" if ref is None else f"{ref:.1f}",
                      "-" if ref is None else f"{ref / p50:.1f}x")
    console.print(table)
    ctable = Table(title="group of 8 mixed sketches (1/10/25 fills)")
    for col in ("workers", "makespan s", "renders/min", "makespan / sum of singles"):
        ctable.add_column(col, justify="right")
    for c in concurrency:
        ctable.add_row(str(c["workers"]), f"{c['makespan_s']:.1f}", f"{c['renders_per_min']:.1f}",
                       f"{c['vs_sum_of_singles']:.2f}")
    console.print(ctable)
    console.print(f"sum of single renders: {single_sum:.1f} s; peak Chromium memory (1 worker): {peak_mb:.0f} MB; "
                  f"byte-identical across repeats and a browser restart: {deterministic}")
    if sandbox_ms:
        report["sandbox_ms_p50"] = statistics.median(sandbox_ms)
        console.print(f"sandbox (SES lockdown + compartment + evaluation, in page): p50 {report['sandbox_ms_p50']:.1f} ms, "
                      f"max {max(sandbox_ms):.1f} ms over {len(sandbox_ms)} renders")
    report.update(serial=rows, group_of_8=concurrency, sum_of_singles_s=single_sum, peak_memory_mb=peak_mb,
                  deterministic=deterministic)
    if args.out:
        Path(args.out).write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()

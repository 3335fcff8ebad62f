# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "httpx==0.28.1",
#     "numpy==2.4.6",
#     "openenv==0.10.0",
#     "pillow==12.3.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "rich==15.0.0",
#     "uvicorn==0.55.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Environment load benchmark: episodes per minute against a local env_server.py.

    uv run bench/env_load.py                  # 1, 8 and 32 concurrent clients, then the reclaim test
    uv run bench/env_load.py --episodes 48

Each episode is reset + step with one of the honest test sketches (tests/sketches/honest), so the
mix is the same at every level. Side by side: the render pool alone on the same mix (the ceiling:
the env should reach at least 90% of it), and the reference's pattern, one session stepping
sequentially, as a ratio. Then 32 clients that hold sessions are killed with SIGKILL (no close
frame) and we time how long until a new session is served.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
import psutil  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

import rewards  # noqa: E402
from env_server import Settings, WatercolourAction, WatercolourClient  # noqa: E402
from renderer import Painter  # noqa: E402

SKETCHES = sorted((ROOT / "tests" / "sketches" / "honest").iterdir())
HOLD_SESSION = """
import sys, time
sys.path.insert(0, {root!r})
from env_server import WatercolourClient
env = WatercolourClient(base_url={url!r}).sync()
env.connect(); env.reset(seed=0)
print("ready", flush=True)
time.sleep(3600)
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(workers: int, max_sessions: int) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, str(ROOT / "env_server.py"), "--port", str(port), "--render-workers",
                             str(workers), "--max-sessions", str(max_sessions), "--log-level", "warning"],
                            cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            if httpx.get(url + "/health", timeout=2).json()["status"] == "healthy":
                return proc, url
        except (httpx.HTTPError, KeyError, ValueError):
            pass
        time.sleep(0.3)
    proc.kill()
    raise RuntimeError("env_server did not become healthy in 120 s")


async def client(url: str, episodes: list[int], completions: list[str], errors: list[str]) -> None:
    try:
        async with WatercolourClient(base_url=url, message_timeout_s=600) as env:
            for i in episodes:
                await env.reset(seed=i)
                result = await env.step(WatercolourAction(completion=completions[i % len(completions)]))
                if result.reward is None:  # a failed gate is a verdict; a missing reward is an error
                    errors.append(f"episode {i}: {result.observation.feedback}")
    except Exception as exc:  # every failure is counted, none hidden
        errors.append(f"{type(exc).__name__}: {exc}")


def cpu_seconds(server: psutil.Process) -> dict[str, float]:
    """CPU used so far by the server's Python, its Chromiums, and this benchmark's clients.
    Chromium processes that ended during the level (replaced renderers) are not counted: a lower bound."""
    chromium = 0.0
    for child in server.children(recursive=True):
        try:
            t = child.cpu_times()
            chromium += t.user + t.system
        except psutil.Error:
            pass
    s, me = server.cpu_times(), psutil.Process().cpu_times()
    return {"server_python": s.user + s.system, "chromium": chromium, "clients": me.user + me.system}


def run_level(url: str, server: psutil.Process, clients: int, episodes: int, completions: list[str]) -> dict:
    errors: list[str] = []
    shares = [list(range(c, episodes, clients)) for c in range(clients)]

    async def run():
        await asyncio.gather(*(client(url, share, completions, errors) for share in shares if share))

    before = cpu_seconds(server)
    t0 = time.perf_counter()
    asyncio.run(run())
    elapsed = time.perf_counter() - t0
    after = cpu_seconds(server)
    cpu = {k: after[k] - before[k] for k in after}
    return {"clients": clients, "episodes": episodes, "seconds": elapsed, "per_min": 60 * episodes / elapsed,
            "errors": len(errors), "first_error": errors[0] if errors else "", "cpu_s": cpu}


def reclaim_after_kill(url: str, clients: int) -> float:
    procs = [subprocess.Popen([sys.executable, "-c", HOLD_SESSION.format(root=str(ROOT), url=url)],
                              stdout=subprocess.PIPE, text=True) for _ in range(clients)]
    for p in procs:
        p.stdout.readline()
    for p in procs:
        os.kill(p.pid, signal.SIGKILL)
    t0 = time.perf_counter()
    completion = SKETCHES[0].read_text()
    while time.perf_counter() - t0 < 300:
        try:
            with WatercolourClient(base_url=url).sync() as env:
                env.reset(seed=0)
                if env.step(WatercolourAction(completion=completion)).reward is not None:
                    return time.perf_counter() - t0
        except Exception:
            time.sleep(0.2)
    return float("inf")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=32, help="episodes per concurrency level")
    parser.add_argument("--levels", default="1,8,32")
    parser.add_argument("--workers", type=int, default=Settings().render_workers)
    args = parser.parse_args()
    console = Console()
    completions = [p.read_text() for p in SKETCHES]
    sketches = [rewards.extract_sketch(c) for c in completions]

    # The ceiling: the same pool size rendering the same mix, with no server in between. Measured
    # before and after the server runs, and averaged: on a shared 2-core machine one measurement
    # moves by +-6% from run to run.
    def pool_alone() -> float:
        with Painter(rewards.sketch_world(), workers=args.workers) as painter:
            painter.render_many(sketches[: args.workers])  # warm
            t0 = time.perf_counter()
            painter.render_many([sketches[i % len(sketches)] for i in range(args.episodes)],
                                list(range(args.episodes)))
            return 60 * args.episodes / (time.perf_counter() - t0)

    pool_runs = [pool_alone()]
    levels = [int(x) for x in args.levels.split(",")]
    proc, url = start_server(args.workers, max(64, max(levels)))
    try:
        server = psutil.Process(proc.pid)
        run_level(url, server, args.workers, args.workers, completions)  # warm the server's pool
        rows = [run_level(url, server, c, args.episodes, completions) for c in levels]
        reclaim_s = reclaim_after_kill(url, 32) if max(levels) <= 64 else None
    finally:
        proc.terminate()
        proc.wait(30)
    pool_runs.append(pool_alone())
    pool_per_min = sum(pool_runs) / len(pool_runs)

    table = Table(title=f"env_server.py, {os.cpu_count()} cores, {args.workers} render workers, "
                        f"{args.episodes} episodes per level")
    for col in ("clients", "episodes/min", "vs render pool", "vs 1 sequential session", "errors",
                "CPU s: chromium / server py / clients"):
        table.add_column(col, justify="right")
    sequential = next((r["per_min"] for r in rows if r["clients"] == 1), None)
    for r in rows:
        cpu = r["cpu_s"]
        table.add_row(str(r["clients"]), f"{r['per_min']:.1f}", f"{r['per_min'] / pool_per_min:.0%}",
                      f"{r['per_min'] / sequential:.2f}x" if sequential else "-", str(r["errors"]),
                      f"{cpu['chromium']:.0f} / {cpu['server_python']:.0f} / {cpu['clients']:.0f}")
    console.print(table)
    console.print(f"render pool alone, same mix: {pool_per_min:.1f} renders/min (runs: "
                  f"{', '.join(f'{r:.1f}' for r in pool_runs)}). The reference's pattern is one "
                  "session stepping sequentially (its server allowed one): the '1' row.")
    if reclaim_s is not None:
        console.print(f"32 clients killed with SIGKILL while holding sessions: a new session was served after "
                      f"{reclaim_s:.1f} s")
    for r in rows:
        if r["errors"]:
            console.print(f"[red]{r['clients']} clients: {r['errors']} errors, first: {r['first_error']}")


if __name__ == "__main__":
    main()

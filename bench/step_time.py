# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "httpx==0.28.1",
#     "huggingface-hub==2.4.0",
#     "numpy==2.4.6",
#     "openai==3.57.0",
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
"""Step-time model: how long one GRPO step of the blog's setting (8 rollouts) waits on the environment.

    uv run bench/step_time.py                  # 8 rollouts of 25 fills, 1 and 2 render workers
    uv run bench/step_time.py --fills 10 --workers 1,2,4
    uv run bench/step_time.py --revisions 1    # revised episodes: 8 drafts, then 8 final replies

The trainer's own client (env_client.EnvironmentClient) sends a group of 8 replies to a real env_server.py,
all at once, as train_grpo.py does, and then one after another, as the reference's reward function
did. The replies are the render benchmark's sketches (large bleeding fills, the expensive part of
p5.brush; the reference's prompt asks for 15-30). Judge and HPSv3 latency are not included: they
run concurrently with other rollouts' renders in our environment, and are measured by
`rewards.py calibrate` where a judge is reachable. The reference's figures: renders of 69-96 s,
scored serially, 15-18 min per step of which 70-80% was rendering.

With --revisions K, each rollout is a revised episode (env_client.PaintingSession, the object
TRL's environment_factory drives): K drafts, then the final reply. Drafts are painted during
generation, where TRL 1.16's _tool_call_loop awaits one rollout's tool calls before the next
rollout's, so a turn's drafts render one after another; the final replies go to the environment
at once from the reward function. The benchmark measures that order, and drafts all at once (what
eval_checkpoints.py does, and what TRL would do if it gathered tool calls across rollouts).
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from env_server import BackgroundServer, Settings  # noqa: E402
from render import watercolour_sketch  # noqa: E402
from env_client import EnvironmentClient, PaintingSession, finish_episode  # noqa: E402

GROUP = 8
REFERENCE_RENDER_S = (69, 96)  # one render, reference configuration (blog)
REFERENCE_STEP_S = (15 * 60, 18 * 60)  # one step of 8 rollouts (blog)


async def group(client: EnvironmentClient, replies: list[str], concurrent: bool) -> tuple[float, int]:
    started = time.perf_counter()
    if concurrent:
        episodes = await asyncio.gather(*(client.episode(r, 7, None) for r in replies))
    else:
        episodes = [await client.episode(r, 7, None) for r in replies]
    return time.perf_counter() - started, sum(e.reward is None for e in episodes)


async def revised_group(client: EnvironmentClient, reply: str, revisions: int, drafts_at_once: bool) -> tuple[float, float, int]:
    """(seconds waiting on drafts, seconds waiting on the final replies, unscored episodes) for one group."""
    sessions = [PaintingSession(client, revisions) for _ in range(GROUP)]
    for session in sessions:
        session.reset(seed=7)
    started = time.perf_counter()
    for _ in range(revisions):
        if drafts_at_once:
            await asyncio.gather(*(s.paint(reply) for s in sessions))
        else:  # TRL 1.16: one rollout's tool calls, then the next rollout's
            for s in sessions:
                await s.paint(reply)
    drafted = time.perf_counter()
    episodes = await asyncio.gather(*(finish_episode(s, reply) for s in sessions))
    return drafted - started, time.perf_counter() - drafted, sum(e.reward is None for e in episodes)


def revisions_table(args, reply: str, console: Console) -> None:
    table = Table(title=f"Environment wait per GRPO step with --revisions {args.revisions}: {GROUP} episodes of "
                        f"{args.revisions} draft(s) + 1 final reply, {args.fills} fills, {os.cpu_count()} cores here")
    for col in ("render workers", "drafts as TRL 1.16 runs them (one rollout at a time)", "drafts at once",
                "final replies (at once)", "step total, TRL order", "single-shot step"):
        table.add_column(col, justify="right")
    for workers in [int(w) for w in args.workers.split(",")]:
        with BackgroundServer(Settings(render_workers=workers, render_timeout_s=300)) as server:
            client = EnvironmentClient([server.url], {"revisions": args.revisions}, retries=0)
            asyncio.run(group(EnvironmentClient([server.url], retries=0), [reply] * workers, True))  # warm every browser
            measured = {}
            for order in ("trl", "at once"):
                runs = [asyncio.run(revised_group(client, reply, args.revisions, order == "at once"))
                        for _ in range(args.repeats)]
                assert not any(unscored for *_, unscored in runs), "an episode went unscored: see the log"
                measured[order] = (statistics.median(d for d, _, _ in runs), statistics.median(f for _, f, _ in runs))
            single = statistics.median(asyncio.run(group(EnvironmentClient([server.url], retries=0), [reply] * GROUP, True))[0]
                                       for _ in range(args.repeats))
        (trl_drafts, trl_final), (once_drafts, _) = measured["trl"], measured["at once"]
        table.add_row(str(workers), f"{trl_drafts:.1f} s", f"{once_drafts:.1f} s", f"{trl_final:.1f} s",
                      f"{trl_drafts + trl_final:.1f} s", f"{single:.1f} s")
    console.print(table)
    console.print(f"A draft costs what a final painting costs (a render, and judge/HPSv3 calls where configured). In "
                  f"TRL's order a step's drafts wait {GROUP} x {args.revisions} renders whatever the workers; at once "
                  f"they would wait ceil({GROUP} / workers) x {args.revisions}.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fills", type=int, default=25)
    parser.add_argument("--workers", default="1,2", help="render workers to measure")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--revisions", type=int, default=0, help="revised episodes with this many drafts each")
    args = parser.parse_args()
    console = Console(width=160)
    reply = f"Here it is.\n\n```javascript\n{watercolour_sketch(args.fills)}\n```\n"
    if args.revisions:
        revisions_table(args, reply, console)
        return
    replies = [reply] * GROUP  # a group shares its seed: the same render cost for each

    rows = []
    for workers in [int(w) for w in args.workers.split(",")]:
        with BackgroundServer(Settings(render_workers=workers, render_timeout_s=300)) as server:
            client = EnvironmentClient([server.url], retries=0)
            asyncio.run(group(client, replies[:workers], True))  # warm every browser
            measured = {}
            for mode in ("concurrent", "serial"):
                runs = [asyncio.run(group(client, replies, mode == "concurrent")) for _ in range(args.repeats)]
                assert not any(unscored for _, unscored in runs), "an episode went unscored: see the log"
                measured[mode] = statistics.median(s for s, _ in runs)
            rows.append((workers, measured))

    table = Table(title=f"Environment wait per GRPO step: {GROUP} rollouts of {args.fills} fills, "
                        f"{os.cpu_count()} cores here")
    for col in ("render workers", "serial (the reference's loop)", "concurrent (train_grpo.py)", "per render",
                "reference's render wait (8 x 69-96 s) / ours"):
        table.add_column(col, justify="right")
    for workers, m in rows:
        lo, hi = (GROUP * r / m["concurrent"] for r in REFERENCE_RENDER_S)
        table.add_row(str(workers), f"{m['serial']:.1f} s", f"{m['concurrent']:.1f} s", f"{m['serial'] / GROUP:.1f} s",
                      f"{lo:.0f}-{hi:.0f}x")
    console.print(table)
    per_render = rows[0][1]["serial"] / GROUP
    console.print(
        f"Model: wait ≈ ceil({GROUP} / workers) x {per_render:.1f} s per render (one render keeps ~1.8 cores busy, "
        f"so workers ≈ cores / 2). On a 16-core box (8 workers) that is ~{math.ceil(GROUP / 8) * per_render:.0f} s "
        f"per step against the reference's {GROUP * REFERENCE_RENDER_S[0] / 60:.0f}-{GROUP * REFERENCE_RENDER_S[1] / 60:.0f} "
        f"min of serial rendering (their whole step: {REFERENCE_STEP_S[0] // 60}-{REFERENCE_STEP_S[1] // 60} min). What "
        "remains of a step is generation and the judge/HPSv3 calls.")


if __name__ == "__main__":
    main()

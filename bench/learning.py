# /// script
# requires-python = ">=3.11"
# dependencies = [  # the trainer's own (it runs train_grpo.py with this interpreter), nothing more
#     "accelerate==1.15.0",
#     "datasets==5.2.0",
#     "httpx==0.28.1",
#     "huggingface-hub==2.4.0",
#     "matplotlib==3.11.2",
#     "openenv==0.10.0",
#     "peft==0.21.2",
#     "pillow==12.3.0",
#     "pydantic==2.14.4",
#     "rich==15.0.0",
#     "torch>=2.13.0,<2.14",
#     "trackio==0.43.0",
#     "transformers==5.24.0",
#     "trl==1.16.0",
#     # --colocate and --smoke run the environment inside this process (env_server.py and its siblings):
#     "numpy==2.4.6",
#     "openai==3.57.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "uvicorn==0.55.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Learning benchmark: does GRPO follow the reward, or drift? The smoke configuration, real against a control.

    uv run bench/learning.py                                  # 2 seeds x 16 steps, single-shot and --revisions 1
    uv run bench/learning.py --seeds 0,1,2 --steps 24 --modes 0
    uv run bench/learning.py --out runs/learning --keep        # keep every run's checkpoints and adapter
    uv run bench/learning.py --modes 0 --report-only           # the table again from the runs under --out
    uv run bench/learning.py --jobs 2                          # two runs at a time

Each run is `train_grpo.py --smoke` (the tiny model taught a spread of replies, the real environment,
gate and terms) with one seed, in its own process, in two arms that differ in one thing: `real`
trains on the rewards, `shuffled` (--shuffle-rewards) on each group's rewards dealt out at random
among its rollouts, so every group keeps its mean and spread but a reward no longer belongs to the
completion that earned it. If the policy improves under `real` and not under `shuffled`, the reward
signal moved it, not drift, a learning rate or the sampler.

Single-shot runs end with the trainer's probe: the same prompts and sampling seeds before and after,
so the after-minus-before difference is paired (mean, 95% bootstrap interval, pooled over seeds).
Revised episodes (`--revisions 1`) have no probe in the trainer; their before/after compares the
rollouts of the first and last quarter of the steps (not paired, so wider). It writes, under --out,
`learning.md` (the table), `learning.json` and `learning.png` (reward per step, each arm's mean over
seeds). Where the time goes comes from the runs' curves: generation, waiting on the environment
(render and score), and the rest of the step (log-probabilities, backward, optimizer).
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARMS = ("real", "shuffled")


@dataclass
class Run:
    mode: int  # revisions: 0 single-shot
    arm: str
    seed: int
    folder: Path
    wall_s: float = 0.0
    jobs: int = 1  # runs at a time while it ran: its per-step times include the others' load


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    p.add_argument("--seeds", default="0,1", help="training seeds, comma-separated (each arm runs every seed)")
    p.add_argument("--steps", type=int, default=16, help="GRPO steps per run (the smoke run's default)")
    p.add_argument("--modes", default="0,1", help="revisions per episode to measure, comma-separated: 0 single-shot, 1 one draft")
    p.add_argument("--probe-samples", type=int, default=32, help="paired probe samples of single-shot runs")
    p.add_argument("--out", type=Path, default=ROOT / "runs" / "learning", help="where the runs, table and PNG go")
    p.add_argument("--keep", action="store_true",
                   help="keep each run's checkpoints and adapter, not only its numbers and rollouts")
    p.add_argument("--report-only", action="store_true",
                   help="train nothing: make the table and plot from the runs an earlier call left under --out")
    p.add_argument("--jobs", type=int, default=1,
                   help="runs at a time: each trains on one thread and waits on its browsers about half the step, so 2 "
                        "on 2 cores finish sooner (the table's per-step times then include the other run's load)")
    args = p.parse_args(argv)
    try:
        args.seeds = [int(s) for s in args.seeds.split(",")]
        args.modes = [int(m) for m in args.modes.split(",")]
    except ValueError:
        p.error(f"--seeds and --modes take comma-separated integers, got {args.seeds!r} and {args.modes!r}")
    if not set(args.modes) <= {0, 1}:
        p.error(f"--modes takes 0 (single-shot) and/or 1 (--revisions 1), got {args.modes}")
    if args.jobs < 1:
        p.error(f"--jobs must be at least 1, got {args.jobs}")
    if args.steps < 4:
        p.error(f"--steps must be at least 4 (before/after of revised runs compare quarters), got {args.steps}")
    return args


def train(run: Run, args, base: Path, console) -> None:
    """One `train_grpo.py --smoke` run in its own process; its output goes to run.folder/train.log."""
    argv = [sys.executable, str(ROOT / "train_grpo.py"), "--smoke", "--seed", str(run.seed), "--steps", str(args.steps),
            "--output-dir", str(run.folder), "--run-tag", run.folder.name, "--no-tracking", "--save-steps", str(args.steps)]
    if base is not None:
        argv += ["--model", str(base)]
    if run.mode:
        argv += ["--revisions", str(run.mode)]
    else:
        argv += ["--probe-samples", str(args.probe_samples)]
    if run.arm == "shuffled":
        argv.append("--shuffle-rewards")
    run.folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with (run.folder.parent / f"{run.folder.name}.log").open("w") as log:
        proc = subprocess.run(argv, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    run.wall_s = time.perf_counter() - started
    if proc.returncode:
        raise SystemExit(f"{run.folder.name} failed with exit code {proc.returncode}: see {run.folder}.log")
    (run.folder / "bench.json").write_text(json.dumps({"wall_s": run.wall_s, "jobs": args.jobs}))
    console.print(f"{run.folder.name}: {run.wall_s:.0f} s")


def curves(folder: Path) -> list[dict]:
    with (folder / "curves.csv").open() as f:
        return [{k: float(v) for k, v in row.items() if v not in ("", None)} for row in csv.DictReader(f)]


def rollout_rewards(folder: Path, steps: set[int]) -> list[float]:
    """The scored rollouts' rewards of the given steps (the stored, true rewards: never the shuffled ones)."""
    import pyarrow.parquet as pq

    table = pq.read_table(folder / "rollouts" / "data", columns=["step", "reward"]).to_pylist()
    return [r["reward"] for r in table if r["step"] in steps and r["reward"] is not None]


def summarise(runs: list[Run], steps: int) -> dict:
    """Per mode and arm: reward per step (mean over seeds), before/after with intervals, time per step."""
    import numpy as np

    import grpo_record

    out = {}
    for mode in sorted({r.mode for r in runs}):
        for arm in ARMS:
            mine = [r for r in runs if r.mode == mode and r.arm == arm]
            if not mine:
                continue
            rows = {r.seed: curves(r.folder) for r in mine}
            by_step = [[next((row["reward"] for row in rows[s] if row["step"] == step and "reward" in row), np.nan)
                        for s in rows] for step in range(1, steps + 1)]
            timing = {name: float(np.mean([row.get(key, np.nan) for s in rows for row in rows[s]]))
                      for name, key in (("step_s", "step_time"), ("generation_s", "time/generation_s"),
                                        ("environment_s", "env/wait_s"))}
            timing["rest_s"] = timing["step_s"] - timing["generation_s"] - timing["environment_s"]
            # GRPO learns only from groups whose rewards differ: a mode whose groups all tie has no signal
            spread = float(1 - np.nanmean([row.get("frac_reward_zero_std", np.nan) for s in rows for row in rows[s]]))
            entry = {"mode": mode, "arm": arm, "seeds": sorted(rows), "reward_by_step": [float(np.nanmean(v)) for v in by_step],
                     "wall_s": float(np.mean([r.wall_s for r in mine])), "groups_with_spread": spread, **timing,
                     "steps_per_min": 60 / timing["step_s"]}
            if mode == 0:  # the trainer's paired probe, pooled over seeds
                pairs = []
                for r in mine:
                    before, after = (
                        {s["index"]: s["reward"] for s in map(json.loads, (r.folder / "probe" / w / "samples.jsonl").read_text().splitlines())}
                        for w in ("before", "after"))
                    pairs += [(before[i], after[i]) for i in before if before[i] is not None and after.get(i) is not None]
                differences = [a - b for b, a in pairs]
                entry.update(kind="paired probe", pairs=len(pairs),
                             before=float(np.mean([b for b, _ in pairs])), before_ci=grpo_record.bootstrap_ci([b for b, _ in pairs]),
                             after=float(np.mean([a for _, a in pairs])), after_ci=grpo_record.bootstrap_ci([a for _, a in pairs]),
                             difference=float(np.mean(differences)), difference_ci=grpo_record.bootstrap_ci(differences),
                             per_seed={r.seed: json.loads((r.folder / "probe" / "difference.json").read_text())["difference"]
                                       for r in mine})
            else:  # rollouts of the first and last quarter of the steps, not paired
                quarter = max(1, steps // 4)
                first = [x for r in mine for x in rollout_rewards(r.folder, set(range(1, quarter + 1)))]
                last = [x for r in mine for x in rollout_rewards(r.folder, set(range(steps - quarter + 1, steps + 1)))]
                entry.update(kind=f"rollouts, steps 1-{quarter} vs {steps - quarter + 1}-{steps}", pairs=None,
                             before=float(np.mean(first)), before_ci=grpo_record.bootstrap_ci(first),
                             after=float(np.mean(last)), after_ci=grpo_record.bootstrap_ci(last),
                             difference=float(np.mean(last) - np.mean(first)),
                             difference_ci=difference_interval(first, last))
            out[f"{'single-shot' if mode == 0 else f'revisions {mode}'} / {arm}"] = entry
    return out


def difference_interval(first: list[float], last: list[float], resamples: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """95% bootstrap interval of mean(last) - mean(first), each side resampled on its own (unpaired)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    a, b = np.asarray(first), np.asarray(last)
    draws = b[rng.integers(0, b.size, (resamples, b.size))].mean(1) - a[rng.integers(0, a.size, (resamples, a.size))].mean(1)
    low, high = np.percentile(draws, [2.5, 97.5])
    return float(low), float(high)


def table(summary: dict, args, jobs: int) -> str:
    ci = lambda c: f"[{c[0]:+.3f}, {c[1]:+.3f}]"  # noqa: E731
    lines = ["| arm | before | after | after - before [95% CI] | measured on | groups with a reward spread | steps/min "
             "| step: generation / environment / rest |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for name, e in summary.items():
        measured = f"{e['kind']}, {e['pairs']} pairs" if e["pairs"] else e["kind"]
        lines.append(f"| {name} | {e['before']:.3f} | {e['after']:.3f} | **{e['difference']:+.3f}** {ci(e['difference_ci'])} | "
                     f"{measured} | {e['groups_with_spread']:.0%} | {e['steps_per_min']:.1f} | {e['step_s']:.1f} s: {e['generation_s']:.1f} / "
                     f"{e['environment_s']:.1f} / {e['rest_s']:.1f} s |")
    machine = f"{os.cpu_count()} cores, no GPU" if not gpu() else f"{os.cpu_count()} cores and a GPU"
    lines += ["", f"Seeds {', '.join(map(str, args.seeds))}, {args.steps} steps of 4 rollouts (one group), the smoke "
                  f"configuration; {machine}, {jobs or 'an unrecorded number of'} run(s) at a time. Intervals: percentile bootstrap, 10,000 "
                  f"resamples."]
    return "\n".join(lines)


def gpu() -> bool:
    try:
        import torch

        return torch.cuda.is_available()
    except ImportError:
        return False


def plot(summary: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    modes = sorted({e["mode"] for e in summary.values()})
    fig, axes = plt.subplots(1, len(modes), figsize=(6 * len(modes), 4), squeeze=False)
    for ax, mode in zip(axes[0], modes):
        for name, e in summary.items():
            if e["mode"] != mode:
                continue
            steps = range(1, len(e["reward_by_step"]) + 1)
            ax.plot(steps, e["reward_by_step"], "o-", markersize=3, color="tab:blue" if e["arm"] == "real" else "tab:gray",
                    label=f"{e['arm']} (mean of {len(e['seeds'])} seeds)")
        ax.set_title("single-shot" if mode == 0 else f"--revisions {mode}")
        ax.set_xlabel("step")
        ax.set_ylabel("reward, mean of the step's rollouts")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle("GRPO on the smoke model: real rewards against rewards shuffled within each group")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from rich.console import Console

    import smoke_policy

    console = Console(stderr=True)
    args.out.mkdir(parents=True, exist_ok=True)
    runs = [Run(mode, arm, seed, args.out / f"{'single' if not mode else f'revisions{mode}'}-{arm}-seed{seed}")
            for mode in args.modes for seed in args.seeds for arm in ARMS]
    if args.report_only:
        if missing := [str(r.folder) for r in runs if not (r.folder / "curves.csv").exists()]:
            raise SystemExit(f"--report-only: no finished run in {', '.join(missing)}")
        for run in runs:
            record = json.loads((run.folder / "bench.json").read_text()) if (run.folder / "bench.json").exists() else {}
            run.wall_s, run.jobs = record.get("wall_s", float("nan")), record.get("jobs", 0)
    else:
        # one taught base per mode, built once and shared by every run (what --smoke would build itself)
        bases = {mode: smoke_policy.build_smoke_model(args.out / ("smoke-base" if not mode else f"smoke-base-revisions-{mode}"),
                                                      revisions=mode, console=console) for mode in args.modes}
        for run in runs:
            shutil.rmtree(run.folder, ignore_errors=True)
            run.jobs = args.jobs
        with ThreadPoolExecutor(args.jobs) as pool:  # each run is its own process: threads only wait on them
            for finished in [pool.submit(train, run, args, bases[run.mode], console) for run in runs]:
                finished.result()
    summary = summarise(runs, args.steps)
    plot(summary, args.out / "learning.png")
    (args.out / "learning.json").write_text(json.dumps(summary, indent=2))
    text = table(summary, args, max(r.jobs for r in runs)) + f"\n\n![reward per step]({(args.out / 'learning.png').name})\n"
    (args.out / "learning.md").write_text(text)
    if not args.keep:  # the rollouts stay: --report-only reads them again
        for run in runs:
            for name in ("checkpoints", "adapter"):
                shutil.rmtree(run.folder / name, ignore_errors=True)
    console.print(text, markup=False, highlight=False)


if __name__ == "__main__":
    main()

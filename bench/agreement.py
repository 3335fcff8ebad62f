# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "huggingface-hub==2.4.0",
#     "numpy==2.4.6",
#     "openai==3.57.0",
#     "pillow==12.3.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "pydantic==2.14.4",
#     "rich==15.0.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Does the offline reward order honest paintings as people do? Scores a rated blind corpus (replies and
two blind raters' ratings, corpora/rated-sealed by default) at each seed, and prints: how many pass the gate, how
well the raters agree with each other, how well the reward agrees with their mean (Spearman, per task and
overall), and how far the reward moves between seeds. GRPO learns only from the order inside a group, so
the order is what is measured.

    uv run bench/agreement.py                              # corpora/rated-sealed, seeds 0 and 1
    uv run bench/agreement.py --seeds 0,1,2,3 --json out.json
    uv run bench/agreement.py --shifts=-15,15               # and the reward with the paint shifted 15 levels

--shifts asks whether an honest painting's reward holds still when its colours move a little: every painted
pixel (the paper stays) is shifted by that many RGB levels on the first seed's first render, and the craft and
subject terms are read again and compared with that render's own reading (the gate and the length do not depend on
colour).

The reward is asked with each reply's task (its colour is checked). The rating model inside it was fitted on the
rated corpora train_subject_probe.py names (RATED_FOLDERS), the flower models on the same ones;
corpora/rated-sealed was never used to fit or tune anything.
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import io
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

import rewards  # noqa: E402
from renderer import Painter  # noqa: E402


def spearman(a: list[float], b: list[float]) -> float:
    """Spearman's rank correlation, ties given their mean rank (nan when either side is constant)."""
    def ranks(values):
        values = np.asarray(values, dtype=float)
        order = values.argsort(kind="stable")
        ranked = np.empty(len(values))
        ranked[order] = np.arange(len(values))
        for value in np.unique(values):  # ties share their mean rank
            ranked[values == value] = ranked[values == value].mean()
        return ranked

    ra, rb = ranks(a), ranks(b)
    if ra.std() == 0 or rb.std() == 0:
        return float("nan")
    return float(np.corrcoef(ra, rb)[0, 1])


def read_corpus(folder: Path) -> list[dict]:
    """Each rated reply: its file, asked subject, the two ratings and their mean."""
    with (folder / "ratings.tsv").open() as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    for row in rows:
        row["rater1"], row["rater2"] = float(row["rater1"]), float(row["rater2"])
        row["rating"] = (row["rater1"] + row["rater2"]) / 2
        row["text"] = (folder / "replies" / row["reply"]).read_text()
    return rows


async def score_all(painter, rows: list[dict], seed: int) -> list[rewards.Score]:
    return list(await asyncio.gather(*(rewards.score_reply(painter, row["text"], seed, asked=row["subject"])
                                       for row in rows)))


def figures(rows: list[dict], rewards_by_seed: dict[int, list[float]]) -> dict:
    """The agreement figures, overall, without the white task, and per task (seed: the first one given)."""
    first = next(iter(rewards_by_seed.values()))

    def agreement(keep) -> dict:
        index = [i for i, row in enumerate(rows) if keep(row)]
        return {"n": len(index),
                "raters": spearman([rows[i]["rater1"] for i in index], [rows[i]["rater2"] for i in index]),
                "reward": spearman([first[i] for i in index], [rows[i]["rating"] for i in index]),
                "mean_rating": statistics.mean(rows[i]["rating"] for i in index),
                "mean_reward": statistics.mean(first[i] for i in index)}

    seeds = list(rewards_by_seed)
    spread = [max(r[i] for r in rewards_by_seed.values()) - min(r[i] for r in rewards_by_seed.values())
              for i in range(len(rows))]
    return {"overall": agreement(lambda row: True),
            "without white": agreement(lambda row: "white" not in row["subject"]),
            "tasks": {subject: agreement(lambda row, s=subject: row["subject"] == s)
                      for subject in rewards.HIBISCUS_SUBJECTS},
            "seeds": seeds, "largest_seed_spread": max(spread), "over_0.10": sum(s > 0.10 for s in spread)}


def shifted_reward(score: rewards.Score, levels: int, asked: str | None = None) -> float:
    """The offline reward of a passing render with its paint shifted by `levels` on every channel."""
    from PIL import Image

    rgb, paper, painted = rewards.decode_render(score.png)
    shifted = rgb.astype(np.int16)
    shifted[painted] += levels
    buffer = io.BytesIO()
    Image.fromarray(shifted.clip(0, 255).astype(np.uint8)).save(buffer, format="PNG")
    stats, subject = rewards.measure_render(buffer.getvalue(), asked=asked)
    weights = rewards.PRESETS[rewards.DEFAULT_PRESET]
    raw = {"gate": 1.0, "length": score.components["length"]["raw"], "craft": rewards.craft_score(stats),
           "subject": rewards.subject_score(subject), "judge": 0.0, "hpsv3": 0.0}
    return rewards.combine(True, raw, weights)[0]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--corpus", type=Path, default=ROOT / "corpora" / "rated-sealed",
                   help="a folder with replies/ and ratings.tsv (reply, subject, rater1, rater2)")
    p.add_argument("--seeds", default="0,1", help="render seeds, comma-separated (the first is the one compared)")
    p.add_argument("--workers", type=int, default=2, help="browsers")
    p.add_argument("--json", type=Path, help="also write every reply's ratings and rewards here")
    p.add_argument("--shifts", help="colour shifts in RGB levels, comma-separated (e.g. -15,15): the reward's spread "
                                    "over them on the first seed's renders")
    args = p.parse_args()
    from rich.console import Console
    from rich.table import Table

    rows = read_corpus(args.corpus)
    seeds = [int(s) for s in args.seeds.split(",")]
    with Painter(rewards.sketch_world(), workers=args.workers) as painter:
        scores = {seed: asyncio.run(score_all(painter, rows, seed)) for seed in seeds}
    rewards_by_seed = {seed: [s.reward for s in got] for seed, got in scores.items()}
    found = figures(rows, rewards_by_seed)
    passed = sum(s.passed for s in scores[seeds[0]])

    table = Table(title=f"{args.corpus.name}: {len(rows)} rated replies, {passed} pass the gate (seed {seeds[0]})")
    for column in ("", "n", "raters (Spearman)", "reward vs their mean", "mean rating", "mean reward"):
        table.add_column(column, justify="right" if column else "left")
    for name, f in [("overall", found["overall"]), ("without white", found["without white"]),
                    *found["tasks"].items()]:
        table.add_row(name.removeprefix("a ").replace(" hibiscus", ""), str(f["n"]), f"{f['raters']:.2f}", f"{f['reward']:.2f}", f"{f['mean_rating']:.1f}",
                      f"{f['mean_reward']:.3f}")
    console = Console(width=110)
    console.print(table)
    console.print(f"seeds {', '.join(map(str, seeds))}: the reward moves by up to {found['largest_seed_spread']:.3f}; "
                  f"by more than 0.10 on {found['over_0.10']} of {len(rows)}")
    if args.shifts:
        shifts = [int(v) for v in args.shifts.split(",")]
        first = scores[seeds[0]]
        # against the same render read unshifted: the reward itself is the mean over rewards.READING_RENDERS renders
        moved = []
        for sc, row in zip(first, rows):
            if sc.passed:
                unshifted = shifted_reward(sc, 0, row["subject"])
                moved.append(max(abs(shifted_reward(sc, v, row["subject"]) - unshifted) for v in shifts))
        found["shifts"] = {"levels": shifts, "largest": max(moved), "over_0.10": sum(m > 0.10 for m in moved)}
        console.print(f"paint shifted by {', '.join(map(str, shifts))} levels: the reward moves by up to {max(moved):.3f}; "
                      f"by more than 0.10 on {found['shifts']['over_0.10']} of {len(moved)}")
    if args.json:
        args.json.write_text(json.dumps({"figures": found, "replies": [
            {"reply": row["reply"], "subject": row["subject"], "rater1": row["rater1"], "rater2": row["rater2"],
             "rewards": {seed: rewards_by_seed[seed][i] for seed in seeds}} for i, row in enumerate(rows)]}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

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
"""Does the offline reward see the subject? (issue 26) Scores, at one seed and the offline preset:
the example reply, honest replies written blind (corpora/subject/honest, and any folder you add),
sketches that are not a flower (corpora/subject/not_flowers: patterns, single shapes, grids,
lettering, other objects), an attacker's sketches written to beat the subject term (corpora/subject/
attacks, reported apart; the flower probe trains on both), any held-out honest replies or fresh attacks you
pass (never trained on), and the ladder corpus (bench/ladder.py: an honest painting with mild and strong
mud, shrinking, cutting by the edge, and scrambled petals). Prints the figures the issue's bar reads.

    uv run bench/subject.py                        # seed 0, the corpora in corpora/subject
    uv run bench/subject.py --honest more/ --not-flowers attacks/ --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

import ladder  # noqa: E402
import rewards  # noqa: E402
from renderer import Painter  # noqa: E402

CORPUS = ROOT / "corpora" / "subject"
# Honest replies the ladder is built from: the example and four blind ones, one per coloured subject, each
# painted at the asked size (its size part 1.0; shrinking an oversized flower is no degradation). A white
# hibiscus barely registers on cream paper (docs/reward.md), so it has no ladder.
LADDER_BASES = ["01_peach-hibiscus_large-instruct.md", "b13_magenta-hibiscus_push-pop-rotate.md",
                "28_yellow-hibiscus_verbose-table.md", "b22_coral-hibiscus_large-instruct.md"]


def files(folders: list[Path]) -> list[Path]:
    return sorted(p for folder in folders for p in folder.iterdir() if p.suffix in (".md", ".js"))


async def score_all(painter, replies: dict[str, str], seed: int) -> dict[str, rewards.Score]:
    scores = await asyncio.gather(*(rewards.score_reply(painter, text, seed) for text in replies.values()))
    return dict(zip(replies, scores))


def unseen_figures(got: dict[str, rewards.Score], example: float, heldout: str, fresh: str) -> dict:
    """The corpora the flower probe never trained on: honest replies written blind, and an attacker's
    sketches written against the reward as it stands."""
    out = {}
    honest = [s for k, s in got.items() if k.startswith(heldout)]
    if honest:
        rewards_ = sorted(s.reward for s in honest if s.passed)
        out |= {"heldout_replies": len(honest), "heldout_passed": len(rewards_), "heldout_min": rewards_[0],
                "heldout_median": statistics.median(rewards_), "heldout_max": rewards_[-1]}
    attacks = {k[len(fresh):]: s.reward for k, s in got.items() if k.startswith(fresh)}
    if attacks:
        best = max(attacks, key=attacks.get)
        out |= {"fresh_attacks": len(attacks), "fresh_attacks_within_0.15_of_example":
                sum(r > example - 0.15 for r in attacks.values()), "fresh_best": best, "fresh_best_reward": attacks[best]}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--honest", type=Path, action="append", default=[])
    parser.add_argument("--not-flowers", type=Path, action="append", default=[])
    parser.add_argument("--heldout", type=Path, action="append", default=[],
                        help="honest replies the flower probe never trained on, reported apart")
    parser.add_argument("--attacks", type=Path, action="append", default=[],
                        help="an attacker's sketches the flower probe never trained on, reported apart")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", type=Path, help="write every score here")
    args = parser.parse_args()
    from rich.console import Console
    from rich.table import Table

    honest = {p.name: p.read_text() for p in files([CORPUS / "honest", *args.honest])}
    others = {p.name: p.read_text() for p in files([CORPUS / "not_flowers", *args.not_flowers])}
    # The attacker passes of issue 26 (written against the subject term to beat it): reported apart, since the
    # flower probe trains on them; a fresh pass (--attacks) is the figure to trust (docs/reward.md).
    attacks = {p.name: p.read_text() for p in files([CORPUS / "attacks"])}
    heldout = {p.name: p.read_text() for p in files(args.heldout)}
    fresh = {p.name: p.read_text() for p in files(args.attacks)}
    bases = {"example": rewards.EXAMPLE_REPLY, **{name: honest[name] for name in LADDER_BASES if name in honest}}
    rungs = {f"{base} | {rung}": text for base, reply in bases.items() for rung, text in ladder.ladder(reply).items()}
    with Painter(rewards.sketch_world(), workers=args.workers) as painter:
        got = asyncio.run(score_all(painter, {**{f"honest/{k}": v for k, v in honest.items()},
                                              **{f"not/{k}": v for k, v in others.items()},
                                              **{f"attack/{k}": v for k, v in attacks.items()},
                                              **{f"heldout/{k}": v for k, v in heldout.items()},
                                              **{f"fresh/{k}": v for k, v in fresh.items()},
                                              **{f"ladder/{k}": v for k, v in rungs.items()}}, args.seed))
    console = Console()
    example = got["ladder/example | original"].reward
    passing = {k: s.reward for k, s in got.items() if k.startswith("honest/") and s.passed}
    refused = {k: s.violations for k, s in got.items() if k.startswith("honest/") and not s.passed}
    not_flowers = {k: s.reward for k, s in got.items() if k.startswith("not/")}
    unscored = [k for k, s in got.items() if s.reward is None]
    best_name, best = max(not_flowers.items(), key=lambda kv: kv[1])
    median = statistics.median(passing.values())
    table = Table(title=f"not flowers, seed {args.seed} (the example scores {example:.3f})")
    for col in ("sketch", "reward", "below the example", "subject"):
        table.add_column(col)
    for name, reward in sorted(not_flowers.items(), key=lambda kv: -kv[1])[:12]:
        subject = got[name].components.get("subject", {}).get("raw")
        table.add_row(name[4:], f"{reward:.3f}", f"{example - reward:+.3f}", f"{subject:.3f}" if subject is not None else "-")
    console.print(table)
    ladder_table = Table(title="ladder: each degraded copy's reward minus its original's")
    for col in ("painting", *[r for r in ladder.ladder(rewards.EXAMPLE_REPLY) if r != "original"]):
        ladder_table.add_column(col)
    orders_hold = True
    for base in bases:
        original = got[f"ladder/{base} | original"].reward
        row = [f"{base[:24]} {original:.3f}"]
        for rung in ladder.ladder(rewards.EXAMPLE_REPLY):
            if rung == "original":
                continue
            r = got[f"ladder/{base} | {rung}"].reward
            orders_hold &= r < original
            row.append(f"{r - original:+.3f}")
        ladder_table.add_row(*row)
    console.print(ladder_table)
    figures = {
        "example": example, "honest_replies": len(honest), "honest_passed": len(passing),
        "honest_min": min(passing.values()), "honest_median": median, "honest_max": max(passing.values()),
        "not_flowers": len(not_flowers), "best_not_flower": best_name[4:], "best_not_flower_reward": best,
        "not_flowers_within_0.15_of_example": sum(r > example - 0.15 for r in not_flowers.values()),
        "median_honest_minus_best_not_flower": median - best, "ladder_orders_hold": orders_hold,
        "attacks": len(attacks),
        "attacks_within_0.15_of_example": sum(got[f"attack/{k}"].reward > example - 0.15 for k in attacks),
        "attacks_at_or_above_example": sum(got[f"attack/{k}"].reward >= example for k in attacks),
        **unseen_figures(got, example, "heldout/", "fresh/"),
        "unscored": unscored, "honest_refused": {k: [v.code for v in vs] for k, vs in refused.items()},
    }
    console.print_json(data=figures)
    if args.json:
        args.json.write_text(json.dumps({"figures": figures, "scores": {k: s.to_dict() | {"png": None}
                                                                         for k, s in got.items()}}, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

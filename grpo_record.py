"""What a training run leaves behind, written as it goes and at its end: the rollouts, each step's
numbers (counted by the reward functions, summed by the step report), the curves and the per-step line,
the probe's paired statistics, run.json, the gallery, the model and dataset cards, the run's last lines,
and every push to the Hub.

Imported by train_grpo.py, which calls each piece by name; nothing here trains. When train_grpo.py
runs alone (`hf jobs uv run` ships that one file), it takes this module from the environment it trains
against (`GET /client/grpo_record.py`), as it takes env_client.py and rewards.py.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import math
import os
import shutil
import time
from collections import Counter
from pathlib import Path
from typing import Any

import env_client
import rewards

log = logging.getLogger("watercolour.train")


# --------------------------------------------------------------------------------------------
# Nothing lost: every rollout is appended to a datasets-loadable folder as training goes.


def rollout_features():
    """The environment's record (rewards.record_features) after the run's own columns."""
    from datasets import Value

    return rewards.record_features(
        run_tag=Value("string"), session=Value("string"), step=Value("int32"), call=Value("int32"),
        rank=Value("int32"), group=Value("int32"), index=Value("int32"), seed=Value("int64"), subject=Value("string"),
        prompt=Value("string"), completion=Value("string"), completion_tokens=Value("int32"))


class RolloutLog:
    """One parquet shard per reward call under `folder/data/`, written to a hidden temporary name and
    renamed into place, so a run killed at any moment leaves only complete shards behind:
    `datasets.load_dataset("parquet", data_dir=folder / "data")` reads them all. (Not `load_dataset(folder)`:
    datasets 5.2 caches a local folder by its path and hands back the rows of an earlier run in it.)"""

    def __init__(self, folder: Path, run_tag: str, rank: int = 0, film_dir: Path | None = None):
        self.folder, self.run_tag, self.rank, self.film_dir = Path(folder), run_tag, rank, film_dir
        self.session = time.strftime("%Y%m%d-%H%M%S")  # a resumed run appends beside, never over, the old
        (self.folder / "data").mkdir(parents=True, exist_ok=True)
        if film_dir:
            film_dir.mkdir(parents=True, exist_ok=True)

    def features(self):
        return rollout_features()

    def append(self, rows: list[dict]) -> Path:
        from datasets import Dataset

        rows = [{"run_tag": self.run_tag, "session": self.session, "rank": self.rank, **r} for r in rows]
        step, call = rows[0]["step"], rows[0]["call"]
        name = f"step-{step:06d}-call-{call:05d}-rank-{self.rank}-{self.session}.parquet"
        final = self.folder / "data" / name
        part = final.with_name(f".{name}.part")
        Dataset.from_list(rows, features=self.features()).to_parquet(str(part))
        os.replace(part, final)
        if self.film_dir:
            for r in rows:
                stem = f"s{step:04d}_g{r['group']:02d}_i{r['index']:02d}_" + (
                    "none" if r["reward"] is None else f"r{r['reward']:.3f}")
                if r["image"]:
                    (self.film_dir / f"{stem}.png").write_bytes(r["image"]["bytes"])
                (self.film_dir / f"{stem}.js").write_text(r["code"] or r["completion"])
        return final


def revision_rollout_features():
    from datasets import Value

    features = rollout_features()
    features["paintings"] = Value("int32")
    features["conversation"] = Value("string")
    features["turns"] = env_client.turns_feature()
    return features


class RevisionRolloutLog(RolloutLog):
    """The rollouts of revised episodes: every painting of an episode in `turns` (code, PNG, verdict,
    its own reward, feedback), the whole conversation, and the final painting as in single-shot rows."""

    def features(self):
        return revision_rollout_features()

    def append(self, rows: list[dict]) -> Path:
        path = super().append(rows)
        if self.film_dir:  # the drafts beside the final painting
            for r in rows:
                for t in r["turns"][:-1]:
                    if t["image"]:
                        stem = f"s{r['step']:04d}_g{r['group']:02d}_i{r['index']:02d}_draft{t['turn']}"
                        (self.film_dir / f"{stem}.png").write_bytes(t["image"]["bytes"])
        return path


def rollout_rows(episodes: list[env_client.Episode], texts: list[str], prompts: list, seeds: list[int],
                 subjects: list, completion_ids: list, step: int, call: int) -> list[dict]:
    rows, group_of, index_in = [], {}, Counter()
    for episode, text, prompt, seed, subject, ids in zip(episodes, texts, prompts, seeds, subjects, completion_ids):
        group = group_of.setdefault(seed, len(group_of))
        rows.append(episode.row(step=step, call=call, group=group, index=index_in[seed], seed=int(seed),
                                subject=subject, prompt=prompt_text(prompt), completion=text,
                                completion_tokens=len(ids)))
        index_in[seed] += 1
    return rows


def prompt_text(prompt: Any) -> str:
    if isinstance(prompt, str):
        return prompt
    return next((m["content"] for m in reversed(prompt) if m["role"] == "user"), "")


# --------------------------------------------------------------------------------------------
# The numbers of a reward call and of a step, as the curves name them.


def episode_counts(summary: dict) -> Counter:
    """A batch's summary (rewards.summarise_records) as counts: they add up across calls and processes."""
    counts = Counter(rollouts=summary["episodes"], **{k: summary[k] for k in ("unscored", "scored", "passed", "retries")})
    counts.update({f"gate/{code}": n for code, n in summary["violations"].items()})
    return counts


def count_metrics(counts: Counter, codes: set[str] = frozenset()) -> dict[str, float]:
    """Counts as curves: unscored and retried episodes, the pass rate, and a count per violation code,
    0 for each of `codes` (those seen earlier in the run) that this batch did not have."""
    codes = set(codes) | {k.split("/", 1)[1] for k in counts if k.startswith("gate/")}
    out = {"env/unscored": float(counts["unscored"]), "env/retries": float(counts["retries"])}
    if counts["scored"]:
        out["gate/pass_rate"] = counts["passed"] / counts["scored"]
    out.update({f"gate/{code}": float(counts[f"gate/{code}"]) for code in sorted(codes)})
    return out


def call_metrics(summary: dict) -> dict[str, float]:
    """A batch's summary (rewards.summarise_records) as the curves name its numbers."""
    out = count_metrics(episode_counts(summary))
    out.update({f"terms/{term}": value for term, value in summary["terms"].items()})
    for name, key in (("paint_fraction", "paint_fraction"), ("env/render_s", "render_s")):
        if summary[key] is not None:
            out[name] = summary[key]
    return out


WHY = "why/"  # a StepTally count of unscored rollouts by the environment's reason


def unscored_reason(error: str | None) -> str:
    """An unscored rollout's reason without the servers and attempts, so the same failure counts once."""
    last = (error or "no reason given").split(" | ")[-1]
    return last.split(": ", 1)[1][:200] if last.startswith(("http://", "https://", "ws")) and ": " in last else last[:200]


class StepTally:
    """What this process's rollouts came to since the step was last logged: their counts and the best
    painting. The reward function adds to it; the step report takes it (train_grpo.step_report_callback)."""

    def __init__(self):
        self.counts, self.best = Counter(), None
        self.step_started: float | None = None  # set by the step report at each step's start

    def generation_s(self, now: float) -> dict[str, float]:
        """Seconds from the step's start to its reward call: generating the rollouts (and TRL's preparing them)."""
        return {"time/generation_s": now - self.step_started} if self.step_started is not None else {}

    def add(self, rows: list[dict], step: int) -> None:
        self.counts.update(episode_counts(rewards.summarise_records(rows)))
        self.counts.update(WHY + unscored_reason(r["error"]) for r in rows if r["reward"] is None)
        for r in rows:
            if r["reward"] is not None and r["image"] and (self.best is None or r["reward"] > self.best[0]):
                self.best = (r["reward"], r["image"]["bytes"], f"step {step}, reward {r['reward']:.3f}: {r['subject']}")

    def take(self) -> tuple[Counter, tuple[float, bytes, str] | None]:
        taken = self.counts, self.best
        self.counts, self.best = Counter(), None
        return taken


def summarize_revisions(sessions: list[env_client.PaintingSession]) -> dict[str, float]:
    """First draft against final painting, over the episodes that were scored."""
    done = [s for s in sessions if not s.error and s.paintings and s.paintings[-1].get("done")]
    out = {"env/draft_wait_s": sum(s.draft_wait_s for s in sessions)}
    if done:
        out["revisions/paintings"] = sum(len(s.paintings) for s in done) / len(done)
        firsts = [env_client.painting_rewards(s)[0] for s in done]  # a draft's own observation may hide it
        finals = [s.paintings[-1].get("painting_reward") for s in done]
        out["revisions/first_pass_rate"] = sum(bool(s.paintings[0].get("gate_passed")) for s in done) / len(done)
        pairs = [(a, b) for a, b in zip(firsts, finals) if a is not None and b is not None]
        if pairs:
            out["revisions/first_reward"] = sum(a for a, _ in pairs) / len(pairs)
            out["revisions/final_reward"] = sum(b for _, b in pairs) / len(pairs)
            out["revisions/gain"] = out["revisions/final_reward"] - out["revisions/first_reward"]
    return out


# --------------------------------------------------------------------------------------------
# Curves and the per-step line.


CURVE_COLUMNS = [  # first in curves.csv, in this order; any other logged number follows
    "step", "reward", "reward_std", "frac_reward_zero_std", "env/unscored", "gate/pass_rate", "paint_fraction",
    "completions/mean_length", "completions/clipped_ratio", "step_time", "env/wait_s", "loss", "grad_norm",
    "learning_rate", "entropy",
]


def curves_callback(path: Path, max_steps: int):
    from rich.console import Console
    from transformers import TrainerCallback

    class Curves(TrainerCallback):
        """curves.csv (one row per step, rewritten whole so new columns can appear) and a rich line."""

        def __init__(self):
            self.console = Console(stderr=True, soft_wrap=True)
            self.rows: dict[int, dict] = {}
            if path.exists():  # a resumed run keeps the steps it already logged
                with path.open() as f:
                    for row in csv.DictReader(f):
                        step = int(row.pop("step"))
                        self.rows[step] = {"step": step, **{k: float(v) for k, v in row.items() if v not in ("", None)}}

        def on_log(self, args, state, control, logs=None, **kwargs):
            if not state.is_world_process_zero or not logs or "reward" not in logs:
                return
            row = {"step": state.global_step}
            row.update({k: float(v) for k, v in logs.items() if isinstance(v, (int, float)) and k != "epoch"})
            self.rows[state.global_step] = row
            columns = [c for c in CURVE_COLUMNS if any(c in r for r in self.rows.values())]
            columns += sorted({k for r in self.rows.values() for k in r} - set(columns))
            for r in self.rows.values():  # a violation code a step did not see, it saw 0 times
                r.update({c: 0.0 for c in columns if c.startswith("gate/") and c != "gate/pass_rate" and c not in r})
            part = path.with_name(f".{path.name}.part")
            with part.open("w", newline="") as f:
                writer = csv.DictWriter(f, fieldnames=columns)
                writer.writeheader()
                writer.writerows(self.rows[s] for s in sorted(self.rows))
            os.replace(part, path)
            plot_curves(path.parent)
            self.console.print(progress_line(row, max_steps), highlight=False)

    return Curves()


def plot_curves(out: Path) -> Path | None:
    """curves.png beside curves.csv: per step, the reward (mean and the spread of the step's rollouts),
    the gate pass rate and each term's mean over passing rollouts; with the probe's before and after
    means (95% intervals) at either end once they exist. The same numbers trackio shows."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with (out / "curves.csv").open() as f:
        rows = list(csv.DictReader(f))
    if not rows:
        return None
    steps = [int(r["step"]) for r in rows]

    def column(name: str) -> list[float]:
        return [float(r[name]) if r.get(name) not in ("", None) else math.nan for r in rows]

    fig, (top, middle, bottom) = plt.subplots(3, 1, figsize=(7, 8), sharex=True, height_ratios=[2, 1, 1.4])
    reward, spread = column("reward"), column("reward_std")
    top.fill_between(steps, [r - s for r, s in zip(reward, spread)], [r + s for r, s in zip(reward, spread)],
                     color="tab:blue", alpha=0.15, label="± std of the step's rollouts")
    top.plot(steps, reward, "o-", color="tab:blue", markersize=3, label="reward, mean of the step's rollouts")
    for when, x, colour in (("before", 0, "tab:gray"), ("after", steps[-1], "tab:red")):
        samples = out / "probe" / when / "samples.jsonl"
        if samples.exists():
            scored = [s["reward"] for s in map(json.loads, samples.read_text().splitlines()) if s["reward"] is not None]
            if scored:
                mean, (low, high) = sum(scored) / len(scored), bootstrap_ci(scored)
                top.errorbar(x, mean, yerr=[[mean - low], [high - mean]], fmt="s", color=colour, capsize=4,
                             label=f"probe {when} ({len(scored)} samples, 95% CI)")
    top.set_ylabel("reward")
    top.legend(fontsize=7, loc="best")
    middle.plot(steps, column("gate/pass_rate"), "o-", color="tab:green", markersize=3)
    middle.set_ylabel("gate pass rate")
    middle.set_ylim(-0.05, 1.05)
    for name in sorted(k for k in rows[0] if k.startswith("terms/")):
        bottom.plot(steps, column(name), "o-", markersize=3, label=name.split("/", 1)[1])
    bottom.set_ylabel("term (passing rollouts)")
    bottom.set_xlabel("step")
    if bottom.get_legend_handles_labels()[0]:
        bottom.legend(fontsize=7, loc="best")
    for ax in (top, middle, bottom):
        ax.grid(alpha=0.3)
    fig.suptitle(f"{out.name}: reward, gate and terms per step")
    fig.tight_layout()
    path = out / "curves.png"
    part = path.with_name(f".{path.name}.part")
    fig.savefig(part, dpi=100, format="png")
    plt.close(fig)
    os.replace(part, path)
    return path


def progress_line(row: dict, max_steps: int) -> str:
    terms = " ".join(f"{k.split('/', 1)[1]} {v:.2f}" for k, v in row.items() if k.startswith("terms/"))
    fails = {k.split("/", 1)[1]: int(v) for k, v in row.items() if k.startswith("gate/") and k != "gate/pass_rate" and v}
    step_time = row.get("step_time", 0.0)
    reward = row.get("reward")  # TRL logs None for a step whose every rollout went unscored
    parts = [
        f"[bold]step {int(row['step'])}/{max_steps}[/]",
        f"reward [bold]{reward:.3f}[/] ± {row.get('reward_std', 0):.3f}" if reward is not None
        else "[red]reward - (no rollout scored)[/]",
        f"gate {row.get('gate/pass_rate', float('nan')):.0%}" + (f" ({', '.join(f'{k} {v}' for k, v in fails.items())})" if fails else ""),
        terms,
        f"paint {row['paint_fraction']:.0%}" if "paint_fraction" in row else "",
        f"[red]unscored {int(row['env/unscored'])}[/]" if row.get("env/unscored") else "",
        f"{row.get('completions/mean_length', 0):.0f} tok",
        f"{step_time:.1f} s/step (env {row.get('env/wait_s', 0):.1f} s)",
        f"eta {format_seconds(step_time * (max_steps - row['step']))}" if step_time else "",
    ]
    return " │ ".join(p for p in parts if p)


def format_seconds(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 3600}h{seconds % 3600 // 60:02d}m" if seconds >= 3600 else f"{seconds // 60}m{seconds % 60:02d}s"


# --------------------------------------------------------------------------------------------
# The probe's numbers: before against after, pair by pair.


def bootstrap_ci(values, statistic: str = "mean", resamples: int = 10_000, level: float = 0.95,
                 seed: int = 0) -> tuple[float, float] | None:
    """Percentile bootstrap interval of the mean or median; None for no data."""
    import numpy as np

    values = np.asarray([v for v in values if v is not None and not math.isnan(v)], dtype=float)
    if values.size == 0:
        return None
    rng = np.random.default_rng(seed)
    draws = values[rng.integers(0, values.size, size=(resamples, values.size))]
    stats = np.median(draws, axis=1) if statistic == "median" else draws.mean(axis=1)
    tail = (1 - level) / 2 * 100
    low, high = np.percentile(stats, [tail, 100 - tail])
    return float(low), float(high)


def probe_difference(folder: Path) -> dict | None:
    """The probe after training minus before, pair by pair: sample i met the same prompt, references
    and sampling noise both times, so the differences are far tighter than two separate means. Over
    the pairs scored both times: the mean difference with its 95% bootstrap interval, and each side's
    mean. None before both probes exist."""
    def rewards_by_index(when: str) -> dict[int, float | None] | None:
        path = folder / when / "samples.jsonl"
        if not path.exists():
            return None
        return {s["index"]: s["reward"] for s in map(json.loads, path.read_text().splitlines())}

    before, after = rewards_by_index("before"), rewards_by_index("after")
    if before is None or after is None:
        return None
    pairs = [(before[i], after[i]) for i in sorted(before.keys() & after.keys())
             if before[i] is not None and after[i] is not None]
    if not pairs:
        return None
    differences = [a - b for b, a in pairs]
    return {"pairs": len(pairs), "before": sum(b for b, _ in pairs) / len(pairs),
            "after": sum(a for _, a in pairs) / len(pairs), "difference": sum(differences) / len(pairs),
            "difference_ci": bootstrap_ci(differences), "improved": sum(d > 0 for d in differences),
            "worsened": sum(d < 0 for d in differences)}


def difference_line(d: dict) -> str:
    low, high = d["difference_ci"]
    return (f"probe after - before: {d['difference']:+.3f} [95% CI {low:+.3f}, {high:+.3f}] over {d['pairs']} paired "
            f"samples ({d['before']:.3f} -> {d['after']:.3f}; {d['improved']} better, {d['worsened']} worse)")


# --------------------------------------------------------------------------------------------
# The run's folder and its record (run.json): what a resumed run reads.


def checkpoint_step(checkpoint: str) -> int:
    return json.loads((Path(checkpoint) / "trainer_state.json").read_text())["global_step"]


def unscored_so_far(curves: Path, upto_step: int) -> tuple[int, int]:
    """(steps with no rollout scored, rollouts unscored) over curves.csv's steps up to `upto_step`."""
    rows = [r for r in csv.DictReader(curves.open()) if int(r["step"]) <= upto_step] if curves.exists() else []
    steps = max((float(r["env/steps_unscored"]) for r in rows if r.get("env/steps_unscored")), default=0.0)
    return int(steps), int(sum(float(r["env/unscored"]) for r in rows if r.get("env/unscored")))


def latest_checkpoint(folder: Path, required: bool = True) -> str | None:
    found = sorted(folder.glob("checkpoint-*"), key=lambda p: int(p.name.split("-")[-1]))
    if not found and not required:
        return None
    if not found:
        raise SystemExit(f"--resume-from-checkpoint latest: no checkpoint-N folder in {folder}")
    return str(found[-1])


def versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    found = {}
    for name in ("trl", "transformers", "peft", "torch", "datasets", "openenv", "vllm", "flash-linear-attention",
                 "causal-conv1d", "kernels", "torchvision"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            pass
    return found


def earlier_record(out: Path) -> dict:
    """What the run being resumed in `out` recorded (its run.json), or nothing."""
    return json.loads((out / "run.json").read_text()) if (out / "run.json").exists() else {}


def start_record(args, tasks: list[dict], env_urls: list[str], lora_reach: str | None, previous: dict,
                 first_process: bool) -> dict:
    """run.json as the run starts (the first process writes it): its settings, versions, the reward weights
    the environment resolved, what LoRA reaches, and a resumed run's earlier probe and end times."""
    run = {"run_tag": args.run_tag, "trackio_run": args.trackio_run, "model": args.model,
           # the preset the environment used (its default when --preset is not given), and the one asked for
           "preset": tasks[0]["preset"], "preset_asked": args.preset,
           "weights": tasks[0].get("weights"), "subjects": sorted({t["subject"] for t in tasks}), "env_urls": env_urls,
           "code": getattr(args, "code", None), "versions": versions(), "lora_reach": lora_reach,
           **{k: previous[k] for k in ("probe_before_s", "end_s") if k in previous},
           "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items() if k != "code"}}
    if first_process:
        (args.output_dir / "run.json").write_text(json.dumps(run, indent=2))
    return run


def keep_in_run_record(out: Path, run: dict, numbers: dict, hub: HubPush | None = None) -> None:
    """`numbers` into run.json, on the Hub too with `hub`: what a resumed run reads. The first process's
    call (the others' records are not written)."""
    run.update(numbers)
    (out / "run.json").write_text(json.dumps(run, indent=2))
    if hub is not None:
        hub._upload(False, repo_id=hub.repo, folder_path=str(out), allow_patterns=["run.json"],
                    commit_message="run.json: how long the end took")


# --------------------------------------------------------------------------------------------
# Where a person looks at the end: the gallery, the cards, the run's last lines and its dashboard.


def write_end_record(args, run: dict, hub: HubPush | None, rollouts_per_step: int, lora_targets: str) -> None:
    """What the first process writes once training ends, beside the adapter: run.json with the probe's
    difference, curves.png again (now with the probe after), the model card, the rollouts' card and the
    gallery."""
    out = args.output_dir
    if (out / "probe" / "difference.json").exists():
        run["probe_difference"] = json.loads((out / "probe" / "difference.json").read_text())
    (out / "run.json").write_text(json.dumps(run, indent=2))
    if (out / "curves.csv").exists():
        plot_curves(out)  # again, now with the probe after training
    card = model_card(args, run, out / "curves.csv", hub.rollouts_repo if hub else None, rollouts_per_step, lora_targets)
    (out / "adapter" / "README.md").write_text(card)
    (out / "rollouts" / "README.md").write_text(rollouts_card(args, run))
    write_gallery(out / "rollouts", out / "gallery.png")

def write_gallery(rollouts: Path, path: Path, max_steps: int = 24, tile: int = 192) -> Path | None:
    """gallery.png: for each step (evenly spaced ones past `max_steps`), its best and its median painting
    among the rollouts that were rendered and scored (a reply with no render has no painting to show),
    captioned with their rewards and how many of the step's rollouts painted. None when no rollout was
    rendered (nothing is written)."""
    import pyarrow.parquet as pq
    from PIL import Image, ImageDraw

    shards = sorted((rollouts / "data").glob("*.parquet"))
    by_step: dict[int, list[tuple[float, Path, int]]] = {}
    rollouts_of = Counter()
    for shard in shards:
        table = pq.read_table(shard, columns=["step", "reward", "image"]).to_pydict()
        for i, (step, reward, image) in enumerate(zip(table["step"], table["reward"], table["image"])):
            rollouts_of[step] += 1
            if reward is not None and image and image.get("bytes"):
                by_step.setdefault(step, []).append((reward, shard, i))
    if not by_step:
        return None
    steps = sorted(by_step)
    if len(steps) > max_steps:  # the first and the last, and evenly between
        steps = sorted({steps[round(i * (len(steps) - 1) / (max_steps - 1))] for i in range(max_steps)})
    chosen = {}
    for step in steps:
        ranked = sorted(by_step[step], key=lambda r: r[0], reverse=True)
        chosen[step] = [("best", ranked[0]), ("median", ranked[len(ranked) // 2])]
    columns, caption = min(3, len(steps)), 22
    rows = math.ceil(len(steps) / columns)
    sheet = Image.new("RGB", (columns * 2 * tile, rows * (tile + caption)), "white")
    draw = ImageDraw.Draw(sheet)
    for n, step in enumerate(steps):
        x, y = (n % columns) * 2 * tile, (n // columns) * (tile + caption)
        (_, best), (_, median) = chosen[step]
        draw.text((x + 4, y + 4), f"step {step}: best {best[0]:.3f}, median {median[0]:.3f} of the "
                                  f"{len(by_step[step])} painted ({rollouts_of[step]} rollouts)", fill="black")
        for k, (reward, shard, i) in enumerate((best, median)):
            image = pq.read_table(shard, columns=["image"]).column("image")[i].as_py()
            painting = Image.open(io.BytesIO(image["bytes"])).convert("RGB").resize((tile, tile))
            sheet.paste(painting, (x + k * tile, y + caption))
    part = path.with_name(f".{path.name}.part")
    sheet.save(part, format="PNG")
    os.replace(part, path)
    return path


def loading_snippet(base: str, adapter: str, lora: bool) -> str:
    """How to load what this run trained. Kept runnable: the tests execute it."""
    if not lora:
        return (f"import transformers\n\nmodel_id = {adapter!r}\nconfig = transformers.AutoConfig.from_pretrained(model_id)\n"
                "model = getattr(transformers, config.architectures[0]).from_pretrained(model_id, dtype=\"auto\")\n"
                "tokenizer = transformers.AutoTokenizer.from_pretrained(model_id)\n")
    return f"""import transformers
from peft import PeftModel

base_id, adapter_id = {base!r}, {adapter!r}
# Load the base with the class it was trained as. AutoModelForCausalLM can pick a different class
# (text-only for a multimodal base such as Qwen3.5), and PEFT then skips the adapter tensors whose
# names do not match, with no error: you would be sampling from the untrained base.
config = transformers.AutoConfig.from_pretrained(base_id)
base = getattr(transformers, config.architectures[0]).from_pretrained(base_id, dtype="auto")
model = PeftModel.from_pretrained(base, adapter_id)
tokenizer = transformers.AutoTokenizer.from_pretrained(adapter_id)
"""


def model_card(args, run: dict, curves: Path, rollouts_repo: str | None, rollouts_per_step: int,
               lora_targets: str) -> str:
    rows = list(csv.DictReader(curves.open())) if curves.exists() else []
    rewards_by_step = [float(r["reward"]) for r in rows if r.get("reward")]
    third = max(1, len(rewards_by_step) // 3)
    trend = (f"mean reward, first third {sum(rewards_by_step[:third]) / third:.3f}, last third "
             f"{sum(rewards_by_step[-third:]) / third:.3f} over {len(rewards_by_step)} steps") if rewards_by_step else "no steps logged"
    snippet = loading_snippet(args.model, args.out if args.push_to_hub else str(args.output_dir / "adapter"), args.lora)
    subjects = ", ".join(run["subjects"])
    return f"""---
base_model: {args.model}
library_name: {"peft" if args.lora else "transformers"}
tags: [watercolour-grpo, grpo, trl, openenv, p5.brush]
---

# {args.out}

{"A LoRA adapter on" if args.lora else "A fine-tune of"} `{args.model}`, trained with TRL's GRPO to paint
watercolours by writing p5.brush sketches. The reward is a picture: each reply is rendered in a
sandboxed headless Chromium and scored by the watercolour OpenEnv environment.

- Subjects: {subjects}
- Reward: preset `{run['preset']}`{"" if run.get('preset_asked') else " (the environment's default: no --preset was given)"}, weights {json.dumps(run['weights'])}; a failed gate scores 0, an
  episode the environment could not score is left out of its group (never counted as 0).
{code_card_line(run)}{revision_card_line(args)}- Steps: {run['steps_done']} of {args.steps}, {args.num_generations} rollouts per prompt,
  {rollouts_per_step} per step; lr {args.lr}
  ({args.lr_scheduler}, {args.warmup_steps} warm-up), scale_rewards `{args.scale_rewards}`, temperature
  {args.temperature}, top_p {args.top_p}, top_k {args.top_k}, max {args.max_completion_length} tokens.
- LoRA: {f"r {args.lora_r}, alpha {2 * args.lora_r}, targets {lora_targets}" + (f", which here wraps {run['lora_reach']}" if run.get('lora_reach') else "") if args.lora else "none (all weights)"}.
- Result: {trend}.{f" Steps with no rollout scored (left out, advantage 0): {run['steps_unscored']}." if run.get('steps_unscored') else ""}{f" {run['stopped']}." if run.get('stopped') else ""}
- Rollouts (every completion, its render, reward and breakdown): {f"[{rollouts_repo}](https://huggingface.co/datasets/{rollouts_repo})" if rollouts_repo else "`rollouts/` beside this folder"}.
- Versions: {", ".join(f"{k} {v}" for k, v in run["versions"].items())}.

## Load it

```python
{snippet}```

Then sample with the system prompt and task the environment gives on `reset()` (see `env_server.py`),
with thinking disabled for hybrid Qwen3 models (`enable_thinking=False` in `apply_chat_template`).
"""


def code_card_line(run: dict) -> str:
    """The model card's line on the code the run trained with (run.json's `code`)."""
    code = run.get("code")
    if not code:
        return ""
    trainer = code["trainer"]
    line = (f"- Code: trainer bundle `{trainer['bundle'][:12]}`"
            + (f" (commit {trainer['commit']})" if trainer.get("commit") else "")
            + f", environment bundle `{(code.get('environment_bundle') or 'mixed')[:12]}`; the files are in `code/`.")
    if code.get("trust_environment_code"):
        line += (" **Trained with --trust-environment-code**: the environment's code was not checked against the "
                 "trainer's" + (" and differed from it." if code.get("environment_bundle") != trainer["bundle"] else "."))
    return line + "\n"


def revision_card_line(args) -> str:
    """The model card's line on revised episodes; nothing for a single-shot run."""
    if not args.revisions:
        return ""
    return (f"- Episodes: revised, up to {args.revisions} draft(s) painted with a `paint` tool (the policy saw each "
            f"as feedback: {args.feedback}) before the final reply; reward: the final painting's.\n")


def revision_rollouts_note(args) -> str:
    if not args.revisions:
        return ""
    return ("\n\nRevised episodes: `paintings` (how many), `turns` (every painting in order: code, image, verdict, "
            "violations, paint fraction, its own reward, the feedback the policy read, whether it was final) and "
            "`conversation` (every turn as text); the row's other columns describe the final painting.")


def rollouts_card(args, run: dict) -> str:
    return f"""---
tags: [watercolour-grpo, grpo, rollouts]
configs:
- config_name: default
  data_files: data/*.parquet
---

# Rollouts of {args.out}

Every completion the policy wrote while training with GRPO, one row per rollout: `step`, `rank` (the
process that wrote it; `group` and `index` count within one process's call), `group` (rollouts sharing a
seed, hence references and render noise), `index`, `seed`, `subject`, `prompt`,
`completion`, the extracted `code`, `reward` (null when the environment could not score it: see
`error`), `gate_passed`, `violations`, `paint_fraction`, `components` and `breakdown` (JSON), and the
rendered `image`. Reward preset `{run['preset']}`, weights {json.dumps(run['weights'])}, base model `{args.model}`.{revision_rollouts_note(args)}

```python
from datasets import load_dataset
rollouts = {rollouts_loader(args)}
```
"""


def rollouts_loader(args) -> str:
    """The card's loading call: the Hub dataset when the run pushed it, else this run's shards. A local folder
    goes through the parquet builder: `load_dataset(folder)` caches by the folder's path, so a second run
    into the same folder would read the first run's rows."""
    if args.push_to_hub:
        return f'load_dataset({f"{args.out}-rollouts"!r}, split="train")'
    return f'load_dataset("parquet", data_dir={str(args.output_dir / "rollouts" / "data")!r}, split="train")'


def results_lines(args, run: dict) -> list[str]:
    """The run's last lines: how it went, where each result is, and how to open the dashboard."""
    out = args.output_dir
    rows = list(csv.DictReader((out / "curves.csv").open())) if (out / "curves.csv").exists() else []
    rewarded = [(r["step"], float(r["reward"])) for r in rows if r.get("reward")]
    trend = (f", reward {rewarded[0][1]:.3f} at step {rewarded[0][0]} -> {rewarded[-1][1]:.3f} at step "
             f"{rewarded[-1][0]}" if rewarded else "")
    lines = [f"[bold]done[/]: {run['steps_done']} steps{trend} (a failed gate scores 0; the README says what a "
             f"reward means). Results in {out}/:"]
    for name, what in (("curves.png", "reward, gate pass rate and terms per step"), ("curves.csv", "every number per step"),
                       ("gallery.png", "the best and the median painting of each step"),
                       ("rollouts", "every rollout with its render (its README.md shows how to load them)"),
                       ("adapter", "what was trained (its README.md shows how to load it)")):
        if (out / name).exists():
            lines.append(f"  {out / name}{'/' if (out / name).is_dir() else ''}  {what}")
    if args.trackio_space:
        lines.append(f"  dashboard: https://huggingface.co/spaces/{args.trackio_space}")
    elif not args.no_tracking:
        from importlib.metadata import version

        lines.append(f"  dashboard (trackio run {args.trackio_run}): TRACKIO_DIR={os.environ['TRACKIO_DIR']} "
                     f"uvx trackio@{version('trackio')} show --project {args.project}")
    return lines


def trackio_last_callback():
    from transformers.integrations import TrackioCallback

    class TrackioLast(TrackioCallback):
        """transformers' trackio callback, but its end (the last sync to its Space) comes after the run's own
        end-of-run writes and pushes (train_and_write calls `end`), not before them and the probe after:
        when time runs out, the adapter and the record matter more than the dashboard's last minutes."""

        ended_with = None

        def on_train_end(self, args, state, control, **kwargs):
            self.ended_with = (args, state, control, kwargs)

        def end(self):
            if self.ended_with is not None:
                args, state, control, kwargs = self.ended_with
                super().on_train_end(args, state, control, **kwargs)
                self.ended_with = None

    return TrackioLast()


# --------------------------------------------------------------------------------------------
# The Hub: nothing stays on the job's disk alone.


# beside the adapter in the model repo (code/: the trainer and the sibling files this job ran)
RUN_RECORD = ["curves.csv", "curves.png", "run.json", "gallery.png", "probe/*", "film/*", "code/*"]


NOT_UPLOADED = ["*.part"]  # files still being written (renamed into place when whole)


class HubPush:
    """Every upload of a run: the model repo gets `last-checkpoint/`, the run's record (RUN_RECORD) and
    at the end the adapter; the dataset repo `<repo>-rollouts` the rollouts. Uploads during training run
    in the background, in order (HfApi's one worker thread); `finish` waits for them all, then makes the
    last ones, so the run ends only when everything is on the Hub."""

    def __init__(self, api, repo: str, out: Path):
        self.api, self.repo, self.rollouts_repo, self.out = api, repo, f"{repo}-rollouts", Path(out)
        self.pending = []

    def _upload(self, background: bool, **kwargs):
        future = self.api.upload_folder(ignore_patterns=NOT_UPLOADED, run_as_future=background, **kwargs)
        if background:
            self.pending.append(future)

    def fetch_run_record(self, checkpoints: Path | None) -> list[str]:
        """What a resumed run continues, from the model repo, where this folder lacks it (a job on a fresh
        machine): curves.csv and run.json, so the curves, the card's trend and the unscored counts go on
        from the whole run instead of restarting over the Hub's copy; and with `checkpoints` (resuming
        from `latest`) the repo's last-checkpoint/ as checkpoints/checkpoint-N. Returns what it fetched."""
        from huggingface_hub.errors import EntryNotFoundError

        fetched = []
        for name in ("curves.csv", "run.json"):
            if (self.out / name).exists():
                continue
            try:
                self.api.hf_hub_download(self.repo, name, local_dir=str(self.out))
                fetched.append(name)
            except EntryNotFoundError:  # a run that never reached its first checkpoint
                pass
        # The probe before training (the run's paired difference at its end needs it) and the rollouts (the
        # gallery covers the whole run): a resumed segment on a fresh machine has neither.
        if not (self.out / "probe" / "before").exists():
            self.api.snapshot_download(self.repo, allow_patterns=["probe/*"], local_dir=str(self.out))
            if (self.out / "probe" / "before").exists():
                fetched.append("probe/")
        if not list((self.out / "rollouts" / "data").glob("*.parquet")):
            self.api.snapshot_download(self.rollouts_repo, repo_type="dataset", allow_patterns=["data/*"],
                                       local_dir=str(self.out / "rollouts"))
            if shards := list((self.out / "rollouts" / "data").glob("*.parquet")):
                fetched.append(f"rollouts ({len(shards)} shards)")
        if checkpoints is not None and not list(checkpoints.glob("checkpoint-*")):
            staging = self.out / ".hub-checkpoint"
            self.api.snapshot_download(self.repo, allow_patterns=["last-checkpoint/*"], local_dir=str(staging))
            state = staging / "last-checkpoint" / "trainer_state.json"
            if state.exists():
                step = json.loads(state.read_text())["global_step"]
                checkpoints.mkdir(parents=True, exist_ok=True)
                os.replace(staging / "last-checkpoint", checkpoints / f"checkpoint-{step}")
                fetched.append(f"last-checkpoint (step {step})")
            shutil.rmtree(staging, ignore_errors=True)
        return fetched

    def checkpoint(self, step: int) -> None:
        self._upload(True, repo_id=self.repo, folder_path=str(self.out / "checkpoints" / f"checkpoint-{step}"),
                     path_in_repo="last-checkpoint", commit_message=f"checkpoint {step}")
        self._upload(True, repo_id=self.repo, folder_path=str(self.out), allow_patterns=RUN_RECORD,
                     commit_message=f"curves, probe and film to step {step}")
        self._upload(True, repo_id=self.rollouts_repo, repo_type="dataset", folder_path=str(self.out / "rollouts"),
                     commit_message=f"rollouts to step {step}")

    def finish(self, adapter: Path, message: str) -> None:
        for future in self.pending:  # a failed checkpoint upload is superseded by the uploads below
            if future.exception() is not None:
                log.warning("a background upload failed: %s", future.exception())
        self.pending.clear()
        self._upload(False, repo_id=self.repo, folder_path=str(adapter), commit_message=message)
        self._upload(False, repo_id=self.repo, folder_path=str(self.out), allow_patterns=RUN_RECORD,
                     commit_message="curves, probe and film")
        self._upload(False, repo_id=self.rollouts_repo, repo_type="dataset", folder_path=str(self.out / "rollouts"),
                     commit_message="rollouts")


def public_repos(api, repos: list[tuple[str, str]]) -> list[str]:
    """Which of (repo id, type) exist on the Hub and are public ("the model repo you/x", say)."""
    from huggingface_hub.errors import RepositoryNotFoundError

    public = []
    for repo, kind in repos:
        try:
            info = api.repo_info(repo, repo_type=kind)
        except RepositoryNotFoundError:
            continue
        if not getattr(info, "private", False):
            public.append(f"the {kind} repo {repo}")
    return public


def keep_code(args, out: Path, hub: HubPush | None, trainer: Path) -> None:
    """The code this job runs, in `code/` beside the run: the trainer (`trainer`, train_grpo.py) and the sibling
    files it imported, as run.json's `code` hashes them; with `hub`, pushed to the model repo now (it goes again
    with the record)."""
    import shutil
    import sys

    folder = out / "code"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(trainer, folder / "train_grpo.py")
    beside = Path(sys.modules["rewards"].__file__).resolve().parent  # the siblings, as imported
    for name in (args.code or {}).get("trainer", {}).get("files", {}):
        source = sys.modules[name.removesuffix(".py")].__file__ if name.endswith(".py") else beside / name
        shutil.copyfile(source, folder / name)
    (folder / "code.json").write_text(json.dumps(args.code, indent=2))
    if hub is not None:
        hub._upload(True, repo_id=hub.repo, folder_path=str(out), allow_patterns=["code/*"],
                    commit_message="the code this run trains with")


def hub_callback(hub: HubPush):
    from transformers import TrainerCallback

    class PushOnSave(TrainerCallback):
        """At every checkpoint (the first process): the checkpoint to the model repo's last-checkpoint/
        (resumable from another machine), the curves, probe and film beside it, the rollouts so far."""

        def on_save(self, targs, state, control, **kwargs):
            if state.is_world_process_zero:
                hub.checkpoint(state.global_step)

    return PushOnSave()

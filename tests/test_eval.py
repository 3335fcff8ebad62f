"""Checkpoint evaluation: the statistics, checkpoint discovery, clear errors, and the smoke report."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time

import numpy as np
import pytest
from conftest import ROOT

import eval_checkpoints as ev
from eval_checkpoints import Candidate, CheckpointError


# --------------------------------------------------------------------------------------------
# The bootstrap on data whose answer is known.


def test_bootstrap_of_a_constant_is_the_constant_and_no_data_is_none():
    assert ev.bootstrap_ci([0.4] * 12) == pytest.approx((0.4, 0.4))
    assert ev.bootstrap_ci([0.4] * 12, "median") == pytest.approx((0.4, 0.4))
    assert ev.bootstrap_ci([]) is None and ev.bootstrap_ci([None, float("nan")]) is None
    assert ev.bootstrap_ci([0.1, 0.9, 0.5]) == ev.bootstrap_ci([0.1, 0.9, 0.5])  # seeded: reproducible


def test_bootstrap_matches_the_normal_interval_and_covers_the_truth_95_percent_of_the_time():
    rng = np.random.default_rng(1)
    big = rng.normal(0.6, 0.2, size=2000)
    low, high = ev.bootstrap_ci(big)
    half = 1.96 * big.std(ddof=1) / np.sqrt(big.size)
    assert abs(low - (big.mean() - half)) < 0.002 and abs(high - (big.mean() + half)) < 0.002
    covered = sum(lo <= 0.0 <= hi for lo, hi in (ev.bootstrap_ci(rng.normal(0, 1, 60), resamples=2000, seed=i)
                                                 for i in range(300)))
    assert 0.90 <= covered / 300 <= 0.98  # a percentile bootstrap of n=60 covers a little under 95%
    med_low, med_high = ev.bootstrap_ci(rng.normal(0.6, 0.2, size=400), "median")
    assert med_low < 0.6 < med_high


def test_summary_counts_and_means_from_samples():
    def sample(reward, passed, violations=(), craft=None, paint=None):
        return {"reward": reward, "gate_passed": passed, "violations": list(violations), "paint_fraction": paint,
                "components": {"craft": {"raw": craft, "weight": 0.9}} if craft is not None else {},
                "completion_tokens": 100}

    rows = [sample(0.8, True, craft=0.8, paint=0.2), sample(0.6, True, craft=0.6, paint=0.4),
            sample(0.0, False, ["truncated"]), sample(0.0, False, ["truncated", "not_webgl"]), sample(None, False)]
    s = ev.summarize(rows, wins=[1.0, 0.5, None, 0.0])
    assert (s["samples"], s["unscored"], s["gate_pass_rate"]) == (5, 1, 0.5)
    assert s["violations"] == {"truncated": 2, "not_webgl": 1}
    assert s["reward_mean"] == pytest.approx(0.35) and s["reward_median"] == pytest.approx(0.3)
    assert s["terms"] == {"craft": pytest.approx(0.7)} and s["paint_fraction"] == pytest.approx(0.3)
    assert s["win_rate_vs_base"] == pytest.approx(0.5) and s["head_to_head_pairs"] == 3


def test_the_evaluation_section_of_a_card_is_replaced_or_appended():
    card = "---\nbase_model: x\n---\n\n# m\n\nintro\n\n## Evaluation\n\nold numbers\n\n## Load it\n\ncode\n"
    updated = ev.card_with_evaluation(card, "## Evaluation\n\nnew numbers\n")
    assert "old numbers" not in updated and "new numbers" in updated and updated.index("new") < updated.index("## Load")
    assert ev.card_with_evaluation(updated, "## Evaluation\n\nnew numbers\n") == updated
    appended = ev.card_with_evaluation("# m\n\nintro\n", "## Evaluation\n\nfirst\n")
    assert appended == "# m\n\nintro\n\n## Evaluation\n\nfirst\n"


# --------------------------------------------------------------------------------------------
# Which checkpoints, and the errors.


def make_adapter(folder, **extra):
    folder.mkdir(parents=True)
    (folder / "adapter_config.json").write_text(json.dumps({"peft_type": "LORA", **extra}))
    return folder


def test_discovery_of_run_folders_adapters_models_and_hub_ids(tmp_path):
    run = tmp_path / "judge-led"
    for step in (10, 2):
        make_adapter(run / "checkpoints" / f"checkpoint-{step}")
        (run / "checkpoints" / f"checkpoint-{step}" / "trainer_state.json").write_text(json.dumps({"global_step": step}))
    make_adapter(run / "adapter")
    (run / "run.json").write_text(json.dumps({"model": "Qwen/Qwen3-4B-Instruct-2507", "steps_done": 12}))
    full = tmp_path / "merged"
    full.mkdir()
    (full / "config.json").write_text("{}")
    other = make_adapter(tmp_path / "hps-led" / "checkpoints" / "checkpoint-10")

    found, base = ev.discover([str(run), str(full), "you/watercolour-grpo", str(other)])
    assert base == "Qwen/Qwen3-4B-Instruct-2507"
    assert [(c.kind, c.step) for c in found] == [("adapter", 2), ("adapter", 10), ("adapter", 12), ("model", None),
                                                  ("hub", None), ("adapter", 10)]
    assert [c.name for c in found] == ["judge-led/checkpoint-2", "judge-led/checkpoint-10", "judge-led/adapter",
                                       "merged", "you/watercolour-grpo", "hps-led/checkpoint-10"]


@pytest.mark.parametrize("make, message", [
    (lambda tmp: str(tmp / "no-such-run"), "is not a folder here, nor a Hub id"),
    (lambda tmp: (tmp / "f.safetensors").write_text("x") and str(tmp / "f.safetensors"), "is a file"),
    (lambda tmp: (tmp / "empty").mkdir() or str(tmp / "empty"), "a folder with no model in it"),
    (lambda tmp: (tmp / "run" / "checkpoint-3").mkdir(parents=True) or str(tmp / "run"),
     "holds neither an adapter (adapter_config.json) nor a model"),
])
def test_missing_or_empty_checkpoints_are_clear_errors(tmp_path, make, message):
    with pytest.raises(CheckpointError, match=re.escape(message)):
        ev.discover([make(tmp_path)])


@pytest.fixture(scope="module")
def tiny_models(tmp_path_factory):
    """Two random Qwen3 shapes and an adapter for each: nothing downloaded."""
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import Qwen3Config, Qwen3ForCausalLM

    root = tmp_path_factory.mktemp("tiny")
    paths = {}
    for name, hidden in (("wide", 64), ("narrow", 32)):
        torch.manual_seed(0)
        config = Qwen3Config(vocab_size=96, hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=1,
                             num_attention_heads=2, num_key_value_heads=1, head_dim=hidden // 2)
        Qwen3ForCausalLM(config).save_pretrained(root / name)
        adapter = get_peft_model(Qwen3ForCausalLM(config), LoraConfig(r=4, target_modules=["q_proj", "v_proj"]))
        adapter.save_pretrained(root / f"{name}-adapter")
        paths[name], paths[f"{name}-adapter"] = str(root / name), str(root / f"{name}-adapter")
    return paths


def test_an_adapter_for_another_model_is_refused_with_the_reason(tiny_models):
    base = ev.load_base(tiny_models["wide"], bf16=False)
    good = Candidate("wide-adapter", "adapter", tiny_models["wide-adapter"])
    bad = Candidate("narrow-adapter", "adapter", tiny_models["narrow-adapter"])
    assert ev.attach_adapters(base, [good], tiny_models["wide"]) is not None and good.adapter_name == "a0"
    with pytest.raises(CheckpointError, match=r"narrow-adapter does not fit the base .*wide.*size mismatch"):
        ev.attach_adapters(ev.load_base(tiny_models["wide"], bf16=False), [bad], tiny_models["wide"])


def test_an_adapter_whose_tensors_find_no_module_is_refused_not_silently_ignored(tiny_models, tmp_path):
    from safetensors.torch import load_file, save_file

    # The reference's failure: adapter keys under names the base class does not have (its text-only
    # class lacked the multimodal wrapper's prefixes). PEFT loads such an adapter without an error.
    renamed = tmp_path / "renamed-adapter"
    renamed.mkdir()
    source = tiny_models["wide-adapter"]
    (renamed / "adapter_config.json").write_text(open(f"{source}/adapter_config.json").read())
    tensors = load_file(f"{source}/adapter_model.safetensors")
    save_file({k.replace("model.layers", "model.language_model.layers"): v for k, v in tensors.items()},
              str(renamed / "adapter_model.safetensors"))
    with pytest.raises(CheckpointError, match=r"only 0 of its 4 adapter tensors found a module"):
        ev.attach_adapters(ev.load_base(tiny_models["wide"], bf16=False),
                           [Candidate("renamed", "adapter", str(renamed))], tiny_models["wide"])


def test_flags_fail_at_once(capsys):
    for argv, message in [([], "no environment"), (["--colocate"], "nothing to evaluate"),
                          (["--smoke", "x/y"], "--smoke builds its own base and checkpoints"),
                          (["x/y", "--env-url", "http://h:1", "--pool", "p"], "--pool configures the environment")]:
        with pytest.raises(SystemExit):
            ev.parse_args(argv)
        assert message in capsys.readouterr().err


# --------------------------------------------------------------------------------------------
# The smoke report, end to end, with a head-to-head judge.


def test_smoke_report_is_complete_and_consistent_with_its_samples(tmp_path, fake):
    out = tmp_path / "eval"
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(ROOT / "eval_checkpoints.py"), "--smoke", "--output-dir", str(out),
                           "--judge-url", fake.url, "--judge-model", "paint"],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-4000:]
    print(f"eval smoke: {time.perf_counter() - started:.1f} s")

    names = ["base", "smoke-run/checkpoint-1", "smoke-run/checkpoint-2"]
    for path in ["report.md", "summary.json", "results.jsonl", "samples.parquet", "reward_by_step.png",
                 *(f"contact/{ev.slug(n)}.png" for n in names)]:
        assert (out / path).exists(), path
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    summary = json.loads((out / "summary.json").read_text())
    assert [m for m in summary["models"]] == names and len(results) == 3 * 6
    for name in names:
        mine = [r for r in results if r["model"] == name]
        assert [(r["subject"], r["seed"]) for r in mine] == [(r["subject"], r["seed"]) for r in results[:6]]
        scored = [r["reward"] for r in mine if r["reward"] is not None]
        s = summary["models"][name]
        assert s["reward_mean"] == pytest.approx(np.mean(scored))
        assert s["gate_pass_rate"] == pytest.approx(np.mean([r["gate_passed"] for r in mine if r["reward"] is not None]))
        low, high = s["reward_mean_ci"]
        assert low <= s["reward_mean"] <= high
        if name != "base":
            assert s["head_to_head_pairs"] == 6 and 0 <= s["win_rate_vs_base"] <= 1
    report = (out / "report.md").read_text()
    for name in names:
        row = next(line for line in report.splitlines() if line.startswith(f"| {name} |"))
        assert f"{summary['models'][name]['reward_mean']:.3f}" in row
    assert "![reward by checkpoint](reward_by_step.png)" in report and "smoke-run_checkpoint-2.png" in report
    from datasets import load_dataset

    samples = load_dataset("parquet", data_files=str(out / "samples.parquet"), split="train")
    rendered = [r for r in samples if r["image"] is not None]
    assert len(samples) == 18 and rendered and all(r["image"].size == (600, 600) for r in rendered)
    assert len(rendered) == sum(r["gate_passed"] for r in results)
    assert re.search(r"evaluation", proc.stderr) and "report:" in proc.stderr

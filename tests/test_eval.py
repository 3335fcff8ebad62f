"""Checkpoint evaluation: the statistics, checkpoint discovery, clear errors, and the smoke report."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import time

import numpy as np
import pytest
from conftest import ROOT, paint_png

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


def test_the_difference_against_the_base_is_bootstrapped_by_pair():
    def rows(rewards):
        return [{"reward": r, "gate_passed": r is not None and r > 0, "violations": [], "paint_fraction": None,
                 "components": {}, "completion_tokens": 10} for r in rewards]

    rng = np.random.default_rng(0)
    prompt_difficulty = rng.uniform(0, 1, 40)  # shared by both models on the same (subject, seed)
    base = rows(list(prompt_difficulty))
    better = rows(list(prompt_difficulty + 0.05 + rng.normal(0, 0.01, 40)))
    s = ev.summarize(better, base=base)
    low, high = s["reward_diff_vs_base_ci"]
    assert s["paired_samples"] == 40 and low < s["reward_diff_vs_base"] < high and 0.04 < low and high < 0.06
    # the separate intervals overlap widely and would call it a tie; the paired one sees the gain
    assert ev.summarize(base)["reward_mean_ci"][1] > s["reward_mean_ci"][0]
    exact = ev.summarize(rows([0.5, None, 0.7]), base=rows([0.4, 0.2, None]))
    assert exact["paired_samples"] == 1 and exact["reward_diff_vs_base_ci"] == pytest.approx((0.1, 0.1))
    assert "reward_diff_vs_base" not in ev.summarize(base)


def test_head_to_head_counts_only_paintings_that_passed_the_gate(fake):
    import rewards

    judge = rewards.PairwiseJudge(fake.url, "paint")  # prefers the painting with more pigment

    def sample(paint, passed, reward=0.5):
        return {"png": paint_png(paint), "gate_passed": passed, "reward": reward if passed else (0.0 if reward is not None else None)}

    cheat, honest, faint = sample(0.9, False), sample(0.3, True), sample(0.1, True)
    pairs = [(cheat, honest), (honest, cheat), (honest, faint), (faint, honest), (cheat, sample(0.5, False)),
             (honest, sample(0.3, True, reward=None))]
    # a pigment-heavy render that failed the gate (a cheat, a flood) loses to any painting that passed
    assert asyncio.run(ev.head_to_head(judge, pairs)) == [0.0, 1.0, 1.0, 0.0, 0.5, None]


def test_sampling_defaults_come_from_the_runs_run_json_unless_given(tmp_path):
    run = tmp_path / "judge-led"
    run.mkdir()
    (run / "run.json").write_text(json.dumps({"model": "m", "args": {
        "temperature": 0.7, "top_p": 0.95, "top_k": 20, "max_completion_length": 8192, "enable_thinking": True}}))
    args = ev.parse_args([str(run), "--env-url", "http://h:1", "--top-k", "5"])
    sources = ev.sampling_from_run(args, args.checkpoints)
    assert (args.temperature, args.top_p, args.top_k, args.max_completion_length) == (0.7, 0.95, 5, 8192)
    assert args.enable_thinking is True  # it trained thinking: it is evaluated thinking
    assert sources == {"temperature": str(run / "run.json"), "top_p": str(run / "run.json"), "top_k": "flag",
                       "max_completion_length": str(run / "run.json"), "enable_thinking": str(run / "run.json")}
    quiet = ev.parse_args([str(run), "--env-url", "http://h:1", "--no-enable-thinking"])
    ev.sampling_from_run(quiet, quiet.checkpoints)
    assert quiet.enable_thinking is False
    plain = ev.parse_args(["you/adapter", "--base", "b", "--env-url", "http://h:1"])
    ev.sampling_from_run(plain, plain.checkpoints)
    assert (plain.temperature, plain.top_p, plain.top_k, plain.max_completion_length) == (1.0, 1.0, 0, 4096)
    assert plain.enable_thinking is False
    # under vLLM each sample is its own request with its own seed
    assert [ev.vllm_sampling(args, seed)["seed"] for seed in (0, 1, 1000)] == [0, 1, 1000]
    assert ev.vllm_sampling(plain, 0)["top_k"] == -1


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


def test_a_base_that_is_not_there_is_one_line_before_anything_loads(tmp_path, capsys):
    assert ev.main(["--base", "./no-model", "--env-url", "http://127.0.0.1:1", "--output-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "error: --base ./no-model: no such folder here, nor a Hub id (owner/name" in err and "Traceback" not in err


# --------------------------------------------------------------------------------------------
# The smoke report, end to end, with a head-to-head judge.


@pytest.fixture(scope="module")
def eval_smoke(tmp_path_factory, fake):
    out = tmp_path_factory.mktemp("eval")
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(ROOT / "eval_checkpoints.py"), "--smoke", "--output-dir", str(out),
                           "--judge-url", fake.url, "--judge-model", "paint",
                           "--reading-renders", "1"],  # the report's arithmetic, not the reward's noise, is tested here
                          capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-4000:]
    print(f"eval smoke: {time.perf_counter() - started:.1f} s")
    return out, proc


def test_smoke_report_is_complete_and_consistent_with_its_samples(eval_smoke):
    out, proc = eval_smoke

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
            differences = [m["reward"] - b["reward"] for m, b in zip(mine, results[:6])
                           if m["reward"] is not None and b["reward"] is not None]
            assert s["reward_diff_vs_base"] == pytest.approx(np.mean(differences))
            assert s["paired_samples"] == len(differences)
    report = (out / "report.md").read_text()
    for name in names:
        row = next(line for line in report.splitlines() if line.startswith(f"| {name} |"))
        assert f"{summary['models'][name]['reward_mean']:.3f}" in row
    assert "![reward by checkpoint](reward_by_step.png)" in report and "smoke-run_checkpoint-2.png" in report
    from datasets import load_dataset

    samples = load_dataset("parquet", data_files=str(out / "samples.parquet"), split="train")
    rendered = [r for r in samples if r["image"] is not None]
    assert len(samples) == 18 and rendered and all(r["image"].size == (600, 600) for r in rendered)
    # every painting that passed has its image; so may one that rendered and failed (the smoke spread's
    # p5-drawn centre and invented brush method render, then fail the gate)
    assert all(r["image"] is not None for r in samples if r["gate_passed"])
    assert len(rendered) >= sum(r["gate_passed"] for r in results)
    assert re.search(r"evaluation", proc.stderr) and "report:" in proc.stderr


def test_every_model_meets_the_same_noise_on_the_same_sample(eval_smoke):
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoTokenizer

    import rewards

    base_folder = eval_smoke[0] / "smoke-base"
    tokenizer = AutoTokenizer.from_pretrained(base_folder)
    args = ev.parse_args(["--smoke", "--temperature", "2.5", "--max-completion-length", "24"])
    ev.sampling_from_run(args, [])
    domain = rewards.DOMAINS["hibiscus"]
    prompts = [[{"role": "system", "content": domain.system_prompt()}, {"role": "user", "content": domain.task(subject)}]
               for subject in ("a peach hibiscus", "a peach hibiscus", "a yellow hibiscus")]
    seeds = [0, 1, 1000]
    base = ev.load_base(str(base_folder), bf16=False)
    alone = ev.generate(base, tokenizer, prompts, seeds, args, None)[0]
    torch.manual_seed(0)  # a fresh LoRA adapter (B = 0) is the base function: it must write exactly the same
    same = get_peft_model(ev.load_base(str(base_folder), bf16=False), LoraConfig(r=4, target_modules="all-linear"))
    assert ev.generate(same, tokenizer, prompts, seeds, args, "default")[0] == alone
    assert ev.generate(same, tokenizer, prompts, seeds, args, None)[0] == alone  # the base on a PeftModel
    assert alone[0] != alone[1]  # two samples of one subject: their own seeds, not near-duplicates

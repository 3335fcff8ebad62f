"""The trainer for real: TRL's GRPOTrainer on a tiny local Qwen3, against real environment servers."""

from __future__ import annotations

import asyncio
import csv
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT, free_port

import env_server
import rewards
import train_grpo
from env_server import BackgroundServer, Settings

TRAIN = str(ROOT / "train_grpo.py")
URL = "http://127.0.0.1:8000"
BLOG_ARGV = [  # the blog's command, word for word after the script name
    "--env-url", URL, "--model", "Qwen/Qwen3.5-35B-A3B", "--lora", "--all-linear", "--bf16",
    "--gradient-checkpointing", "--subject", "a peach hibiscus", "--references", "4", "--top-p", "0.95",
    "--top-k", "20", "--lr", "5e-5", "--lr-scheduler", "constant_with_warmup", "--warmup-steps", "5",
    "--scale-rewards", "none", "--steps", "200", "--n-episodes", "240", "--num-generations", "8",
    "--per-device-batch-size", "1", "--gradient-accumulation-steps", "8", "--max-completion-length", "8192",
    "--run-tag", "my-run", "--out", "you/watercolour-grpo", "--push-to-hub", "--probe-samples", "40", "--film",
]


def run_trainer(*argv: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, TRAIN, *argv], capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def curve_rows(folder: Path) -> list[dict]:
    with (folder / "curves.csv").open() as f:
        return list(csv.DictReader(f))


def load_rollouts(folder: Path):
    from datasets import load_dataset

    return load_dataset("parquet", data_dir=str(folder / "rollouts" / "data"), split="train")


# --------------------------------------------------------------------------------------------
# Flags.


def test_the_blogs_command_parses_with_the_same_meaning():
    args = train_grpo.parse_args(BLOG_ARGV)
    assert args.env_url == [URL] and args.model == "Qwen/Qwen3.5-35B-A3B"
    assert args.lora and args.all_linear and args.bf16 and args.gradient_checkpointing and args.film
    assert (args.top_p, args.top_k, args.lr, args.warmup_steps, args.steps) == (0.95, 20, 5e-5, 5, 200)
    assert (args.scale_rewards, args.lr_scheduler, args.references) == ("none", "constant_with_warmup", 4)
    assert (args.num_generations, args.per_device_batch_size, args.gradient_accumulation_steps) == (8, 1, 8)
    assert args.output_dir == Path("runs/watercolour-grpo") and args.run_tag == "my-run"
    several = train_grpo.parse_args(["--env-url", URL, "http://127.0.0.1:8001", "--env-url", "http://h:1"])
    assert several.env_url == [URL, "http://127.0.0.1:8001", "http://h:1"]


@pytest.mark.parametrize("argv, message", [
    (["--per-device-batch-size", "3", "--gradient-accumulation-steps", "1", "--num-generations", "2"],
     "3 x 1 x 1 = 3 rollouts per step, which is not a multiple of --num-generations 2"),
    (["--num-generations", "1"], "--num-generations must be at least 2"),
    (["--colocate"], "--env-url and --colocate both given"),
    (["--all-linear"], "add --lora"),
    (["--pool", "./pool"], "--pool configures the environment this script starts: it needs --colocate"),
    (["--top-p", "1.5"], "--top-p must be in (0, 1]"),
    (["--resume-from-checkpoint", "/nonexistent/checkpoint-3"], "no such folder"),
    (["--use-vllm"], "vLLM is not installed here"),
    (["--preset", "hps-only", "--weights", '{"gate": 1}'], "--preset and --weights both given"),
    (["--references", "40"], "--references must be between 1 and 16"),
    (["--vllm-server-url", "http://127.0.0.1:8001"], "--vllm-server-url needs --use-vllm --vllm-mode server"),
])
def test_inconsistent_flags_fail_at_once(capsys, argv, message):
    with pytest.raises(SystemExit) as exit_:
        train_grpo.parse_args(["--env-url", URL, *argv])
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


def test_every_problem_is_reported_together_and_processes_count(capsys, monkeypatch):
    with pytest.raises(SystemExit):
        train_grpo.parse_args([])
    assert "no environment: give --env-url" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", "localhost:8000", "--top-k", "-1"])
    err = capsys.readouterr().err
    assert "is not an http(s):// or ws(s):// URL" in err and "--top-k must be 0 (off) or positive" in err
    monkeypatch.setenv("WORLD_SIZE", "3")  # under accelerate launch, 3 processes x 1 x 8 = 24 = 3 groups of 8
    assert train_grpo.parse_args(["--env-url", URL]).num_generations == 8
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", URL, "--gradient-accumulation-steps", "4"])
    assert "1 x 4 x 3 = 12 rollouts per step" in capsys.readouterr().err


def test_a_new_run_will_not_write_over_an_earlier_one(tmp_path):
    (tmp_path / "curves.csv").write_text("step,reward\n1,0.5\n")
    with pytest.raises(SystemExit, match="already holds a run .*curves.csv.*--resume-from-checkpoint latest"):
        train_grpo.main(["--env-url", URL, "--output-dir", str(tmp_path)])
    assert (tmp_path / "curves.csv").read_text() == "step,reward\n1,0.5\n"


# --------------------------------------------------------------------------------------------
# Scoring against the environment: concurrency, failures, reconnection.


class Metrics(dict):
    def __call__(self, name, value):
        self[name] = value


class State:
    global_step = 6


@pytest.fixture(scope="module")
def env():
    with BackgroundServer(Settings(workers=2, render_timeout_s=20)) as server:
        yield server


def test_an_infrastructure_failure_is_retried_then_none_and_counted(env, monkeypatch, tmp_path):
    original = env_server.WatercolourEnvironment.step_async

    async def flaky_step(self, action, timeout_s=None, **kw):
        if "INFRA-FAIL" in action.completion:
            raise RuntimeError("the scorer is down (injected)")
        return await original(self, action, timeout_s, **kw)

    monkeypatch.setattr(env_server.WatercolourEnvironment, "step_async", flaky_step)
    dead = f"http://127.0.0.1:{free_port()}"  # nothing listens there: every episode sent to it must move on
    pool = train_grpo.EnvPool([dead, env.url], retries=2, backoff_s=0.05)
    log = train_grpo.RolloutLog(tmp_path / "rollouts", "t")
    reward = train_grpo.make_reward_function(pool, log)
    completions = [rewards.EXAMPLE_REPLY, "no code here", rewards.EXAMPLE_REPLY + "\n<!-- INFRA-FAIL -->",
                   rewards.EXAMPLE_REPLY]
    metrics = Metrics()
    scores = asyncio.run(reward(prompts=["p"] * 4, completions=completions, completion_ids=[[1]] * 4, seed=[3] * 4,
                                subject=["a coral hibiscus"] * 4, trainer_state=State(), log_metric=metrics))

    assert scores[0] == scores[3] and scores[0] > 0.5  # same code, same seed: the same painting and reward
    assert scores[1] == 0.0  # a bad reply is a verdict, not a failure: no retry, reward 0
    assert scores[2] is None  # the environment failed: unscored, never 0
    assert metrics["env/unscored"] == 1 and metrics["gate/pass_rate"] == 2 / 3 and metrics["gate/no_sketch"] == 1
    assert pool.failures[dead] >= 1 and pool.in_flight == {dead: 0, env.url: 0}

    rows = sorted(load_rollouts(tmp_path), key=lambda r: r["index"])
    assert [r["step"] for r in rows] == [7] * 4 and {r["group"] for r in rows} == {0}
    assert [r["index"] for r in rows] == [0, 1, 2, 3]
    failed = rows[2]
    assert failed["unscored"] and failed["reward"] is None and failed["attempts"] == 3
    assert "the scorer is down (injected)" in failed["error"]
    assert rows[0]["image"].size == (600, 600) and rows[0]["code"].startswith("async function setup")
    assert json.loads(rows[0]["components"])["craft"]["weight"] == 0.9 and rows[1]["violations"] == ["no_sketch"]


def test_a_restarted_server_is_reached_again_nothing_cached(tmp_path):
    port = free_port()
    pool = train_grpo.EnvPool([f"http://127.0.0.1:{port}"], retries=0)
    settings = Settings(workers=1, render_timeout_s=20)
    for _ in range(2):  # the same URL, a different server process behind it the second time
        with BackgroundServer(settings, port=port):
            episode = asyncio.run(pool.episode(rewards.EXAMPLE_REPLY, 0, None))
            assert episode.reward is not None and episode.attempts == 1, episode.error


def test_tasks_come_from_the_environment_and_a_bad_option_stops_the_run(env):
    pool = train_grpo.EnvPool([env.url], {"preset": "hps-only", "references": 2})
    tasks = asyncio.run(pool.tasks([0, 1], None))
    domain = rewards.DOMAINS["hibiscus"]
    assert [t["subject"] for t in tasks] == list(domain.subjects[:2])
    assert tasks[0]["system_prompt"] == domain.system_prompt() and tasks[0]["preset"] == "hps-only"
    bad = train_grpo.EnvPool([env.url], {"preset": "no-such-preset"})
    with pytest.raises(Exception, match="no-such-preset"):
        asyncio.run(bad.tasks([0], None))


# --------------------------------------------------------------------------------------------
# The smoke run, end to end, then resumed, then killed half-way.


@pytest.fixture(scope="module")
def smoke(tmp_path_factory):
    out = tmp_path_factory.mktemp("smoke")
    started = time.perf_counter()
    proc = run_trainer("--smoke", "--output-dir", str(out), "--probe-samples", "2")
    assert proc.returncode == 0, proc.stderr[-4000:]
    return out, time.perf_counter() - started, proc.stderr


def test_smoke_run_writes_curves_rollouts_and_adapter(smoke):
    out, seconds, stderr = smoke
    print(f"smoke run: {seconds:.1f} s")
    rows = curve_rows(out)
    assert [r["step"] for r in rows] == ["1", "2"]
    for row in rows:
        for column in ("reward", "reward_std", "gate/pass_rate", "env/unscored", "env/wait_s", "step_time",
                       "completions/mean_length", "loss", "learning_rate"):
            assert row[column] != "", column
    assert re.search(r"step 2/2 │ reward \d\.\d{3} ± \d\.\d{3} │ gate \d+%", stderr)

    rollouts = load_rollouts(out)
    assert len(rollouts) == 8 and sorted(set(rollouts["step"])) == [1, 2]
    for row in rollouts:
        assert row["reward"] is not None and not row["unscored"]
        if row["gate_passed"]:
            assert row["reward"] > 0 and row["image"].size == (600, 600) and row["paint_fraction"] > 0.05
        else:
            assert row["reward"] == 0 and row["violations"]
    assert any(r["gate_passed"] for r in rollouts), "the warm-started tiny model should paint at least once"

    for name in ("adapter_config.json", "adapter_model.safetensors", "tokenizer.json", "README.md"):
        assert (out / "adapter" / name).exists(), name
    run = json.loads((out / "run.json").read_text())
    assert run["steps_done"] == 2 and run["weights"] == {"gate": 0.05, "length": 0.05, "craft": 0.9}
    assert (out / "rollouts" / "README.md").exists()


def test_the_probe_scores_samples_before_and_after_training(smoke):
    out, _, stderr = smoke
    for when in ("before", "after"):
        samples = [json.loads(line) for line in (out / "probe" / when / "samples.jsonl").read_text().splitlines()]
        summary = json.loads((out / "probe" / when / "summary.json").read_text())
        assert len(samples) == 2 and summary["n"] == 2 and summary["scored"] == 2
        scored = [s["reward"] for s in samples]
        assert summary["reward"] == pytest.approx(sum(scored) / len(scored))
        for i, s in enumerate(samples):  # a PNG for every sample that rendered
            assert (out / "probe" / when / f"{i:03d}.png").exists() == (s["paint_fraction"] is not None)
        assert f"probe {when}: reward {summary['reward']:.3f}" in stderr


def test_the_model_cards_loading_snippet_loads_every_adapter_tensor(smoke):
    import torch
    from safetensors.torch import load_file

    out = smoke[0]
    card = (out / "adapter" / "README.md").read_text()
    snippet = re.search(r"```python\n(.*?)```", card, re.S).group(1)
    assert str(out / "smoke-base") in snippet and str(out / "adapter") in snippet
    namespace: dict = {}
    exec(snippet, namespace)  # exactly what a reader would paste
    saved = load_file(out / "adapter" / "adapter_model.safetensors")
    loaded = {name: p for name, p in namespace["model"].named_parameters() if "lora_" in name}
    assert len(loaded) == len(saved) > 0
    for key, tensor in saved.items():
        name = key.replace(".weight", ".default.weight")
        assert torch.equal(loaded[name].detach().float(), tensor.float()), key
    assert any(t.abs().sum() > 0 for k, t in saved.items() if "lora_B" in k), "the adapter never trained"


def test_resume_from_the_latest_checkpoint_continues_the_same_run(smoke):
    out = smoke[0]
    proc = run_trainer("--smoke", "--output-dir", str(out), "--resume-from-checkpoint", "latest", "--steps", "3")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert [r["step"] for r in curve_rows(out)] == ["1", "2", "3"]
    state = json.loads((out / "checkpoints" / "checkpoint-3" / "trainer_state.json").read_text())
    assert state["global_step"] == 3
    rollouts = load_rollouts(out)
    assert sorted(rollouts["step"]) == [1] * 4 + [2] * 4 + [3] * 4
    assert set(rollouts["run_tag"]) == {"smoke"} and len(set(rollouts["session"])) == 2


def test_rollouts_survive_a_kill_in_the_middle_of_a_run(smoke, tmp_path):
    out = tmp_path / "killed"
    proc = subprocess.Popen([sys.executable, TRAIN, "--smoke", "--model", str(smoke[0] / "smoke-base"),
                             "--output-dir", str(out), "--steps", "50", "--save-steps", "100"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    data = out / "rollouts" / "data"
    deadline = time.monotonic() + 420
    try:
        while len(list(data.glob("*.parquet"))) < 2:
            assert proc.poll() is None, "the trainer exited before it was killed"
            assert time.monotonic() < deadline, "no rollouts written in time"
            time.sleep(0.2)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    shards = list(data.glob("*.parquet"))
    rollouts = load_rollouts(out)
    assert len(rollouts) == 4 * len(shards) and set(rollouts["step"]) == set(range(1, len(shards) + 1))
    assert all(r["reward"] is not None for r in rollouts)

"""The trainer for real: TRL's GRPOTrainer on a tiny local Qwen3, against real environment servers."""

from __future__ import annotations

import asyncio
import base64
import csv
import itertools
import json
import os
import re
import shlex
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import types
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from conftest import ROOT, free_port, paint_png
from stand_in_hub import FolderHub

import env_server
import rewards
import env_client
import grpo_checks
import grpo_probe
import grpo_record
import grpo_stops
import smoke_policy
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


def run_trainer(*argv: str, timeout: float = 1500) -> subprocess.CompletedProcess:
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


def test_help_names_every_default_that_differs_from_the_public_run_and_the_readme_runs_its_command(capsys):
    """The differences are found here from the parser itself, not listed by hand: any flag of the public run's
    command whose default differs must be named in --help with the public run's value."""
    public = train_grpo.parse_args(BLOG_ARGV)
    ours = train_grpo.parse_args(["--env-url", URL])
    with pytest.raises(SystemExit):
        train_grpo.build_parser().parse_args(["--help"])
    help = " ".join(capsys.readouterr().out.split())
    flags = [w for w in BLOG_ARGV if w.startswith("--")]
    for flag in flags:
        dest = flag[2:].replace("-", "_")
        if flag in ("--env-url", "--run-tag", "--out"):  # where and under which name, not how
            continue
        default = getattr(ours, dest)
        if (default, flag) == (None, "--references"):
            default = rewards.Scorers().references  # None: the environment's own, 4
        if default != getattr(public, dest):
            after = BLOG_ARGV[BLOG_ARGV.index(flag) + 1:][:1]
            switch = not after or after[0].startswith("--")
            named = (flag in help.split("It also turns on")[1][:200] if switch else f"{flag}: {after[0]} there." in help)
            assert named, f"{flag}: the public run has {getattr(public, dest)!r}, the default is {getattr(ours, dest)!r}"
    # The README's H200 job is the public run's command, flag for flag (its own URL and repo), plus ours.
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("### On Hugging Face Jobs"):]
    command = section[section.index("```bash") + 7:section.index("```", section.index("```bash") + 7)]
    words = shlex.split(command.replace("\\\n", " "))
    job = words[words.index("train_grpo.py") + 1:]
    for i, word in enumerate(BLOG_ARGV):
        if word.startswith("--") and word not in ("--env-url", "--out", "--run-tag"):
            value = BLOG_ARGV[i + 1] if i + 1 < len(BLOG_ARGV) and not BLOG_ARGV[i + 1].startswith("--") else None
            assert word in job, f"the README's H200 command lacks {word}"
            if value is not None:
                assert job[job.index(word) + 1] == value, f"the README's H200 command has {word} {job[job.index(word) + 1]}"
    assert train_grpo.parse_args(job).time_budget  # and it parses, with ours on top


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
    (["--max-unscored-share", "1"], "--max-unscored-share must be in [0, 1)"),
    (["--max-unscored-steps", "0"], "--max-unscored-steps must be at least 1"),
    (["--probe-temperature", "0"], "--probe-temperature must be positive"),
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


def test_the_blogs_probe_and_a_trackio_space_named_from_out_by_default():
    args = train_grpo.parse_args(["--env-url", URL, "--out", "you/watercolour-grpo", "--push-to-hub"])
    assert (args.probe_samples, args.probe_temperature) == (24, 0.9)
    assert args.trackio_space == "you/watercolour-grpo-trackio"
    assert train_grpo.parse_args(["--env-url", URL, "--push-to-hub", "--trackio-space", "you/dash"]).trackio_space == "you/dash"
    assert train_grpo.parse_args(["--env-url", URL, "--push-to-hub", "--no-tracking"]).trackio_space is None
    assert train_grpo.parse_args(["--env-url", URL]).trackio_space is None  # nothing goes to the Hub unasked


def test_the_environment_started_here_takes_env_server_settings_from_flags_and_variables(monkeypatch, capsys):
    import eval_checkpoints

    monkeypatch.setenv("WATERCOLOUR_RENDER_TIMEOUT_S", "12")  # a Space's way: it reaches a colocated one too
    monkeypatch.setenv("WATERCOLOUR_POOL_REVISION", "abc123")
    args = train_grpo.parse_args(["--colocate", "--pool", "you/pool", "--judge-no-thinking", "--render-workers", "3"])
    settings = env_server.Settings.from_args(args)
    assert (settings.render_timeout_s, settings.pool, settings.pool_revision, settings.judge_no_thinking,
            settings.render_workers, settings.references) == (12.0, "you/pool", "abc123", True, 3, 4)
    evaluation = eval_checkpoints.parse_args(["--colocate", "--base", "b", "--pool", "p", "--pool-revision", "r1"])
    assert env_server.Settings.from_args(evaluation).pool_revision == "r1"
    with pytest.raises(SystemExit):  # a running environment has its own settings
        train_grpo.parse_args(["--env-url", URL, "--judge-no-thinking", "--domain", "hibiscus"])
    assert "--judge-no-thinking configures the environment this script starts" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # one validation, env_server's, for every script
        train_grpo.parse_args(["--colocate", "--max-sessions", "0"])
    assert "--max-sessions must be at least 1, got 0" in capsys.readouterr().err


def test_a_new_run_will_not_write_over_an_earlier_one_and_a_smoke_run_says_what_it_removed(tmp_path, capsys):
    from rich.console import Console

    (tmp_path / "curves.csv").write_text("step,reward\n1,0.5\n")
    (tmp_path / "rollouts" / "data").mkdir(parents=True)
    (tmp_path / "smoke-base").mkdir()
    with pytest.raises(SystemExit) as exit_:
        train_grpo.start_over(tmp_path, smoke=False, console=Console(stderr=True))
    assert exit_.value.code == 2
    assert capsys.readouterr().err == (f"train_grpo.py: error: {tmp_path} already holds a run (curves.csv, rollouts/): "
                                       "continue it with --resume-from-checkpoint latest, or write this one to another "
                                       "--output-dir\n")
    assert (tmp_path / "curves.csv").read_text() == "step,reward\n1,0.5\n"
    train_grpo.start_over(tmp_path, smoke=True, console=Console(stderr=True, width=400))
    assert capsys.readouterr().err.startswith(f"{tmp_path} held an earlier smoke run: removed curves.csv, rollouts/ "
                                              "(kept the tiny model and trackio/;")
    assert not (tmp_path / "curves.csv").exists() and not (tmp_path / "rollouts").exists()
    assert (tmp_path / "smoke-base").is_dir()
    train_grpo.start_over(tmp_path, smoke=False, console=Console(stderr=True))  # nothing there: nothing said
    assert capsys.readouterr().err == ""


def test_what_the_flags_name_is_checked_before_anything_slow(tmp_path, capsys, monkeypatch):
    import huggingface_hub

    monkeypatch.delenv("HF_TOKEN", raising=False)  # and no stored token: the Hub cannot be written to
    monkeypatch.setattr(huggingface_hub.constants, "HF_TOKEN_PATH", str(tmp_path / "no-token"))
    (tmp_path / "empty").mkdir()
    (tmp_path / "weights.safetensors").write_bytes(b"")
    pool = tmp_path / "pool"
    pool.mkdir()
    (pool / "a.png").write_bytes(paint_png(0.3))
    (pool / "metadata.jsonl").write_text('{"file_name": "a.png", "tier": "love"}\n{file_name: "b.png"}\n')
    out = tmp_path / "out"
    for argv, message in [
        (["--env-url", URL, "--model", str(tmp_path / "nope")],
         f"--model {tmp_path / 'nope'}: no such folder here, nor a Hub id (owner/name, e.g. Qwen/Qwen3-4B-Instruct-2507)"),
        (["--env-url", URL, "--model", "./my-model"], "--model ./my-model: no such folder here, nor a Hub id"),
        (["--env-url", URL, "--model", str(tmp_path / "empty")],
         f"--model {tmp_path / 'empty'}: a folder without config.json, so not a model"),
        (["--env-url", URL, "--model", str(tmp_path / "weights.safetensors")],
         f"--model {tmp_path / 'weights.safetensors'}: a file; a model is a folder"),
        (["--env-url", URL, "--out", "you/x", "--push-to-hub"],
         "--push-to-hub needs a Hugging Face token with write access: run `hf auth login`, or set HF_TOKEN"),
        (["--colocate", "--pool", str(tmp_path / "missing")],
         f"--pool: reference pool {tmp_path / 'missing'}: no such folder, nor a Hub dataset id (owner/name)"),
        (["--colocate", "--pool", str(pool)],
         f"--pool: {pool / 'metadata.jsonl'}:2: not JSON (Expecting property name enclosed in double quotes, column 2)"),
    ]:
        with pytest.raises(SystemExit) as exit_:
            train_grpo.main([*argv, "--output-dir", str(out)])
        err = capsys.readouterr().err
        assert exit_.value.code == 2 and f"train_grpo.py: error: {message}" in err, (argv, err)
        assert "Traceback" not in err and len(err.splitlines()) == 1, err
    assert not out.exists()  # nothing written for a run that never started
    # a Hub id is taken as one (it is downloaded when the model loads)
    assert grpo_checks.model_problem("--model", "Qwen/Qwen3-4B-Instruct-2507") is None


def test_a_closed_env_url_is_waited_for_aloud_then_given_up_in_one_line(tmp_path, capsys):
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(SystemExit) as exit_:
        train_grpo.main(["--env-url", url, "--env-wait-s", "3", "--output-dir", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert exit_.value.code == 2, err
    assert err.startswith(f"waiting up to 3 s for the environment at {url} to answer /health (")
    assert err.splitlines()[-1].startswith(f"train_grpo.py: error: --env-url: the environment at {url} did not answer "
                                           "/health in 3 s (")
    assert err.splitlines()[-1].endswith("start it (uv run env_server.py), or give the URL of a running one")
    assert "Traceback" not in err and not (tmp_path / "out").exists()


def test_help_shows_each_default_once_and_a_mistake_is_one_line_without_the_usage(capsys):
    with pytest.raises(SystemExit):
        train_grpo.build_parser().parse_args(["--help"])
    help = " ".join(capsys.readouterr().out.split())  # unwrapped
    for flag, default in [("--model MODEL", "Qwen/Qwen3-4B-Instruct-2507"), ("--lr LR", "5e-05"),
                          ("--per-device-batch-size PER_DEVICE_BATCH_SIZE", "1"), ("--port PORT", None),
                          ("--max-completion-length MAX_COMPLETION_LENGTH", "4096"), ("--top-k TOP_K", "0")]:
        if default is not None:
            assert f"{flag} (default: {default})" in help, flag
    assert "(default: None)" not in help and "(default: False)" not in help and "(default: [])" not in help
    assert help.count("(default: start time)") == 1
    assert "default: the environment's, 4)" in help and "(default: 4)" not in help.split("--references REFERENCES")[1][:120]
    for argv, message in [(["--lr", "fast"], "argument --lr: invalid float value: 'fast'"),
                          (["--env-url", URL, "--num-generations", "1"], "--num-generations must be at least 2")]:
        with pytest.raises(SystemExit) as exit_:
            train_grpo.parse_args(argv)
        err = capsys.readouterr().err
        assert exit_.value.code == 2 and err.startswith(f"train_grpo.py: error: {message}") and "usage:" not in err


# --------------------------------------------------------------------------------------------
# Scoring against the environment: concurrency, failures, reconnection.


class Metrics(dict):
    def __call__(self, name, value):
        self[name] = value


class State:
    global_step = 6


@pytest.fixture(scope="module")
def env():
    with BackgroundServer(Settings(render_workers=2, render_timeout_s=20)) as server:
        yield server


def test_an_infrastructure_failure_is_retried_then_none_and_counted(env, monkeypatch, tmp_path):
    original = env_server.WatercolourEnvironment.step_async

    async def flaky_step(self, action, timeout_s=None, **kw):
        if "INFRA-FAIL" in action.completion:
            raise RuntimeError("the scorer is down (injected)")
        return await original(self, action, timeout_s, **kw)

    monkeypatch.setattr(env_server.WatercolourEnvironment, "step_async", flaky_step)
    dead = f"http://127.0.0.1:{free_port()}"  # nothing listens there: every episode sent to it must move on
    pool = env_client.EnvironmentClient([dead, env.url], retries=2, backoff_s=0.05)
    log = grpo_record.RolloutLog(tmp_path / "rollouts", "t")
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
    assert [r["index"] for r in rows] == [0, 1, 2, 3] and {r["rank"] for r in rows} == {0}
    failed = rows[2]
    assert failed["unscored"] and failed["reward"] is None and failed["attempts"] == 3
    assert "the scorer is down (injected)" in failed["error"]
    assert rows[0]["image"].size == (600, 600) and rows[0]["code"].startswith("async function setup")
    assert json.loads(rows[0]["components"])["craft"]["weight"] == rewards.PRESETS["offline"].craft
    assert rows[1]["violations"] == ["no_sketch"]


def test_an_episode_that_hangs_is_unscored_at_its_deadline_before_the_other_processes_give_up(env, monkeypatch,
                                                                                              capsys):
    original = env_server.WatercolourEnvironment.step_async

    async def hanging_step(self, action, timeout_s=None, **kw):
        if "HANG" in action.completion:
            await asyncio.sleep(120)  # a scorer that never answers
        return await original(self, action, timeout_s, **kw)

    monkeypatch.setattr(env_server.WatercolourEnvironment, "step_async", hanging_step)
    pool = env_client.EnvironmentClient([env.url], retries=2, backoff_s=0.05, deadline_s=20)

    async def both():
        return await asyncio.gather(pool.episode(rewards.EXAMPLE_REPLY + "\n<!-- HANG -->", 0, None),
                                    pool.episode(rewards.EXAMPLE_REPLY, 0, None))

    started = time.perf_counter()
    hung, fine = asyncio.run(both())
    assert time.perf_counter() - started < 60
    assert hung.reward is None and hung.error == "no answer within the episode deadline (20 s)"
    assert fine.reward is not None and pool.in_flight[env.url] == 0

    monkeypatch.setenv("WORLD_SIZE", "2")  # the deadline is checked against the collective timeout at once
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", URL, "--num-generations", "2", "--episode-deadline-s", "1790"])
    assert "one hung episode would stop the job in TRL's reward gather" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", URL, "--num-generations", "2", "--revisions", "1", "--probe-samples", "0"])
    assert "raise --ddp-timeout to at least 13560" in capsys.readouterr().err  # 8 rollouts x 1 x 1500 + 1500 + 60
    assert train_grpo.parse_args(["--env-url", URL, "--num-generations", "2", "--revisions", "1", "--probe-samples",
                                  "0", "--ddp-timeout", "30000"]).ddp_timeout == 30000


def test_a_restarted_server_is_reached_again_nothing_cached(tmp_path):
    port = free_port()
    pool = env_client.EnvironmentClient([f"http://127.0.0.1:{port}"], retries=0)
    settings = Settings(render_workers=1, render_timeout_s=20)
    for _ in range(2):  # the same URL, a different server process behind it the second time
        with BackgroundServer(settings, port=port):
            episode = asyncio.run(pool.episode(rewards.EXAMPLE_REPLY, 0, None))
            assert episode.reward is not None and episode.attempts == 1, episode.error


def test_tasks_come_from_the_environment_and_a_bad_option_stops_the_run(env):
    pool = env_client.EnvironmentClient([env.url], {"preset": "hps-only", "references": 2})
    tasks = asyncio.run(pool.tasks([0, 1], None))
    domain = rewards.DOMAINS["hibiscus"]
    assert [t["subject"] for t in tasks] == list(domain.subjects[:2])
    assert tasks[0]["system_prompt"] == domain.system_prompt() and tasks[0]["preset"] == "hps-only"
    bad = env_client.EnvironmentClient([env.url], {"preset": "no-such-preset"})
    with pytest.raises(Exception, match="no-such-preset"):
        asyncio.run(bad.tasks([0], None))


def test_the_reward_terms_are_checked_before_training_and_reset_names_the_weights(env):
    pool = env_client.EnvironmentClient([env.url], {"preset": "offline"})
    task = asyncio.run(pool.tasks([0], None))[0]
    assert task["weights"] == rewards.PRESETS["offline"].active() and task["example_reply"]
    pool.check_reward_terms(task)  # this environment computes every offline term: nothing to say
    # hps-only weighs HPSv3, which this environment was not given: the run stops before any model loads
    hps = env_client.EnvironmentClient([env.url], {"preset": "hps-only"})
    task = asyncio.run(hps.tasks([0], None))[0]
    assert task["weights"] == {"gate": 0.05, "length": 0.05, "hpsv3": 0.9}
    with pytest.raises(SystemExit, match=r"cannot compute this run's reward \(preset hps-only.*unavailable: hpsv3"):
        hps.check_reward_terms(task)


def rollout(reward, passed=None, violations=(), attempts=1, png=None, error="unavailable"):
    observation = {"gate_passed": passed, "violations": list(violations), "subject": "a coral hibiscus"}
    if png:
        observation["image_png_base64"] = base64.b64encode(png).decode()
    episode = env_client.Episode(reward, observation, "http://x", attempts, None if reward is not None else error)
    return episode.row()  # as the reward function stores it and hands it to the tally


def log_step(report, state, step: int):
    """What the trainer does at a step's end: TRL's logs (reward None when nothing was scored), the
    history entry, then the callbacks' on_log."""
    from transformers import TrainerControl

    state.global_step = step
    logs = {"reward": None, "loss": 0.0}
    state.log_history.append(dict(logs))
    control = TrainerControl()
    report.on_log(None, state, control, logs=logs)
    return logs, control


def test_the_step_report_counts_and_survives_unscored_steps_and_stops_when_a_window_is_mostly_unscored():
    from transformers import TrainerControl, TrainerState

    args = train_grpo.parse_args(["--env-url", URL, "--max-unscored-steps", "3", "--max-unscored-share", "0.5"])
    tally = grpo_record.StepTally()
    report = train_grpo.step_report_callback(tally, args, tracking=False)
    state = TrainerState()
    tally.add([rollout(0.8, True, png=paint_png(0.3)), rollout(0.0, False, ["truncated"], attempts=2), rollout(None),
               rollout(0.0, False, ["truncated", "blank_canvas"])], step=1)
    logs, control = log_step(report, state, 1)
    assert (logs["env/unscored"], logs["env/retries"], logs["gate/pass_rate"]) == (1, 1, 1 / 3)
    assert (logs["gate/truncated"], logs["gate/blank_canvas"], logs["env/steps_unscored"]) == (2, 1, 0)
    assert state.log_history[-1]["gate/truncated"] == 2 and not control.should_training_stop

    down = "http://x: unavailable: render (TargetClosedError: the browser has been closed)"
    tally.add([rollout(None, error=down)] * 4, step=2)  # a whole step unscored: logged and counted, the run goes on
    logs, control = log_step(report, state, 2)
    assert logs["env/unscored"] == 4 and "gate/pass_rate" not in logs and logs["env/steps_unscored"] == 1
    assert (logs["gate/truncated"], logs["gate/blank_canvas"]) == (0, 0)  # codes seen before, absent now: 0
    assert not control.should_training_stop and not control.should_save and report.stopped is None

    for step, unscored in ((3, 0), (4, 2), (5, 4)):  # windows of 3 steps: 5, 6 and 6 of 12 unscored, not more than half
        tally.add([rollout(0.5, True)] * (4 - unscored) + [rollout(None, error=down)] * unscored, step=step)
        assert not log_step(report, state, step)[1].should_training_stop, step
    # A half-scored step (4) does not restart the count as a streak would: steps 4-6 are 10 of 12 unscored.
    tally.add([rollout(None, error=down)] * 4, step=6)
    logs, control = log_step(report, state, 6)
    assert control.should_training_stop and control.should_save  # stops, and saves a checkpoint to resume from
    assert "stopped at step 6: 10 of the 12 rollouts of the last 3 steps went unscored" in report.stopped
    assert "most often: unavailable: render (TargetClosedError" in report.stopped
    assert logs["env/steps_unscored"] == 3 and report.rollouts_unscored == 1 + 4 + 2 + 4 + 4
    assert not any(k.startswith("why/") for k in logs)

    end = {"train_runtime": 1.0}  # the summary at the end of training: no step, nothing added
    report.on_log(None, state, TrainerControl(), logs=end)
    assert end == {"train_runtime": 1.0}


def test_the_time_budget_stops_training_with_room_for_one_more_step_the_probe_and_the_end():
    from transformers import TrainerControl, TrainerState

    args = train_grpo.parse_args(["--env-url", URL, "--time-budget", "1h", "--end-reserve", "10m", "--steps", "60"])
    assert (args.time_budget, args.end_reserve) == (3600, 600)
    now = [0.0]
    callback = grpo_stops.stop_in_time_callback(args, grpo_stops.StopRequests(), started=0.0, console=None,
                                                gather=train_grpo.gather_from_all, clock=lambda: now[0])
    targs, state = type("TrainingArguments", (), {"max_steps": 60})(), TrainerState()
    callback.on_train_begin(targs, state, TrainerControl())
    now[0] = 300.0  # the probe before took 5 minutes
    stops = []
    for step in range(1, 61):
        state.global_step = step
        callback.on_step_begin(targs, state, TrainerControl())
        now[0] += 240.0 if step != 3 else 420.0  # steps of 4 minutes, one of 7
        control = callback.on_step_end(targs, state, TrainerControl())
        if control.should_training_stop:
            assert control.should_save
            stops.append((step, now[0]))
            break
    # After step 8 (t = 40 min): 20 min left is less than a 7-minute step + a 5-minute probe + 10 minutes.
    assert stops == [(8, 300 + 7 * 240 + 420)] and callback.kind == "time budget"
    assert callback.stopped.startswith("time budget: stopped after step 8 of 60 with 20m00s of --time-budget 1h00m")
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", URL, "--time-budget", "soon"])


@pytest.mark.parametrize("earlier, stop_after", [
    ({}, 12),  # nothing recorded (as before this was kept): no room for the probe after, 10 minutes for the end
    ({"probe_before_s": 300.0, "end_s": 900.0}, 10),  # the earlier segment's probe (5 min) and end (15 min)
])
def test_a_resumed_run_keeps_room_for_the_probe_after_and_the_end_it_measured_before(earlier, stop_after):
    """No probe runs before a resumed segment, so the probe's time (and how long the end took, trackio's
    included) come from the earlier segment's run.json; what the first segment measured is recorded."""
    from transformers import TrainerControl, TrainerState

    args = train_grpo.parse_args(["--env-url", URL, "--time-budget", "1h", "--end-reserve", "10m", "--steps", "60"])
    now, recorded = [0.0], {}
    callback = grpo_stops.stop_in_time_callback(args, grpo_stops.StopRequests(), started=0.0, console=None,
                                                gather=train_grpo.gather_from_all, clock=lambda: now[0],
                                                previous=earlier, record=recorded.update)
    targs, state = type("TrainingArguments", (), {"max_steps": 60})(), TrainerState()
    callback.on_train_begin(targs, state, TrainerControl())  # no probe before: the first step starts at once
    for step in range(1, 61):
        state.global_step = step
        callback.on_step_begin(targs, state, TrainerControl())
        now[0] += 240.0  # steps of 4 minutes
        if callback.on_step_end(targs, state, TrainerControl()).should_training_stop:
            break
    # It stops when what is left is under one more step (4 min) and the end: 4 + 5 + 15 = 24 min, so after step 10
    # (20 min left); keeping only 4 + 10 = 14 min, after step 12 (12 min left), the probe after then overrunning.
    assert state.global_step == stop_after and recorded == {}

    fresh = grpo_stops.stop_in_time_callback(args, grpo_stops.StopRequests(), started=0.0, console=None,
                                             gather=train_grpo.gather_from_all, clock=lambda: now[0],
                                             record=recorded.update)
    fresh.on_train_begin(targs, state, TrainerControl())
    now[0] += 300.0  # a probe before of 5 minutes
    fresh.on_step_begin(targs, state, TrainerControl())
    assert recorded == {"probe_before_s": 300.0}


def test_vllm_colocate_is_refused_with_the_numbers_when_the_weights_exceed_its_share(tmp_path):
    from transformers import Qwen3Config, Qwen3ForCausalLM

    model = Qwen3ForCausalLM(Qwen3Config(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                         num_attention_heads=2, num_key_value_heads=1, head_dim=16,
                                         tie_word_embeddings=False))
    model.save_pretrained(tmp_path)
    assert grpo_checks.weight_count(str(tmp_path)) == model.num_parameters()  # from the safetensors headers
    blog = grpo_checks.vllm_colocate_problem(35_000_000_000, True, 139 * 2**30, 0.3)  # Qwen3.5-35B-A3B on an H200
    assert "weights take 65 GiB (bf16), more than --vllm-gpu-memory-utilization 0.3 of this GPU's 139 GiB (42 GiB)" in blog
    assert "--vllm-mode server" in blog
    assert grpo_checks.vllm_colocate_problem(4_000_000_000, True, 139 * 2**30, 0.3) is None  # Qwen3-4B fits


def test_the_resume_command_continues_from_the_latest_checkpoint_locally_or_on_hf_jobs():
    import types

    args = types.SimpleNamespace(command=["--smoke", "--output-dir", "runs/x y", "--resume-from-checkpoint", "runs/c-2",
                                          "--steps", "3"], time_budget=None)
    assert grpo_stops.resume_command(args, script=str(ROOT / "train_grpo.py")) == (
        "uv run train_grpo.py --smoke --output-dir 'runs/x y' --steps 3 --resume-from-checkpoint latest")
    args.time_budget = train_grpo.parse_duration("47h")
    on_a_job = grpo_stops.resume_command(args, script="/data/train_grpo.py")  # where hf jobs uv run mounts the script
    assert on_a_job.startswith("hf jobs uv run --flavor <flavor> --timeout 48h --secrets HF_TOKEN train_grpo.py --smoke")
    assert "--steps 3 --resume-from-checkpoint latest" in on_a_job and "add the --image, -v" in on_a_job


def test_a_checkpoint_is_also_saved_when_save_every_has_passed():
    from transformers import TrainerControl, TrainerState

    now = [0.0]
    args = types.SimpleNamespace(save_every=3600.0)
    saver = grpo_stops.save_in_time_callback(args, lambda decision: [decision], clock=lambda: now[0])
    saver.on_train_begin(None, TrainerState(), TrainerControl())
    due = []
    for minutes in (20, 40, 59, 61, 80, 121, 122):
        now[0] = minutes * 60.0
        control = saver.on_step_end(None, TrainerState(), TrainerControl())
        due.append(control.should_save)
        if control.should_save:
            saver.on_save(None, TrainerState(), TrainerControl())
    assert due == [False, False, False, True, False, True, False]
    args.save_every = 0.0  # by steps only
    assert not saver.on_step_end(None, TrainerState(), TrainerControl()).should_save


def test_the_environment_is_watched_before_each_step_generates(env, capsys):
    """At each step's end the first process asks every environment's /health (a real server here): a new code
    bundle stops the run with a checkpoint, naming both; no environment healthy is waited out before the next
    step generates, then training goes on, or stops with a checkpoint once --outage-wait is spent."""
    from rich.console import Console
    from transformers import TrainerControl, TrainerState

    args = types.SimpleNamespace(outage_wait=300.0, trust_environment_code=False)
    console = Console(stderr=True)
    served = env_client.environment_health(env.url)[0]["code"]["bundle"]
    args_ = (None, TrainerState(global_step=4, max_steps=10), TrainerControl())

    same = train_grpo.environment_watch_callback(args, [env.url], served, console)
    assert not same.on_step_end(*args_).should_training_stop and same.stopped is None
    moved = train_grpo.environment_watch_callback(args, [env.url], "0" * 64, console)
    control = moved.on_step_end(None, TrainerState(global_step=4, max_steps=10), TrainerControl())
    assert control.should_save and control.should_training_stop and moved.kind == "environment code"
    assert f"now serves code bundle {served[:12]}" in moved.stopped and "trains on 000000000000" in moved.stopped

    now, answers = [0.0], iter([(None, "ConnectError"), (None, "ConnectError"), ({"status": "healthy"}, None)])
    sleep = lambda s: now.__setitem__(0, now[0] + s)  # noqa: E731
    back = train_grpo.environment_watch_callback(args, ["https://x.hf.space"], served, console,
                                                 health=lambda url: next(answers), clock=lambda: now[0], sleep=sleep)
    control = back.on_step_end(None, TrainerState(global_step=4, max_steps=10), TrainerControl())
    assert not control.should_training_stop and back.outage_wait_s == 2 * train_grpo.OUTAGE_POLL_S
    assert "healthy again after" in capsys.readouterr().err
    down = train_grpo.environment_watch_callback(args, ["https://x.hf.space"], served, console,
                                                 health=lambda url: (None, "ConnectError"), clock=lambda: now[0],
                                                 sleep=sleep)
    control = down.on_step_end(None, TrainerState(global_step=4, max_steps=10), TrainerControl())
    assert control.should_save and control.should_training_stop and down.kind == "environment down"
    assert "no environment became healthy" in down.stopped and down.outage_wait_s <= args.outage_wait
    # degraded by a scorer this run's terms do not use (a judge down under hps-only): no outage, no wait
    judge_down = {"status": "degraded", "scorers": {"renderer": {"reachable": True}, "hpsv3": {"reachable": True},
                                                    "judge": {"reachable": False}}}
    needs = train_grpo.scorers_needed(rewards.PRESETS["hps-only"].active())
    assert needs == {"renderer", "hpsv3"}
    fine = train_grpo.environment_watch_callback(args, ["https://x.hf.space"], served, console, needs=needs,
                                                 health=lambda url: (judge_down, None), sleep=sleep)
    assert not fine.on_step_end(None, TrainerState(global_step=4, max_steps=10), TrainerControl()).should_training_stop
    assert fine.outage_wait_s == 0


def test_hub_private_refuses_repos_that_are_already_public_and_a_read_token(tmp_path, monkeypatch, capsys):
    import huggingface_hub

    hub = FolderHub(tmp_path / "hub", public=("you/wc-trackio",))
    hub.create_repo("you/wc-trackio")
    monkeypatch.setattr(huggingface_hub, "HfApi", type("HfApi", (), {"__new__": lambda cls: hub}))
    args = train_grpo.parse_args(["--env-url", URL, "--out", "you/wc", "--push-to-hub", "--hub-private",
                                  "--output-dir", str(tmp_path / "out")])
    with pytest.raises(SystemExit) as refused:
        train_grpo.hub_push(args)
    assert refused.value.code == 2 and "the space repo you/wc-trackio already exists and is public" in capsys.readouterr().err
    assert not (tmp_path / "hub" / "you" / "wc").exists()  # refused before making anything
    hub.public.clear()
    assert train_grpo.hub_push(args).repo == "you/wc" and (tmp_path / "hub" / "you" / "wc").is_dir()

    monkeypatch.setenv("HF_TOKEN", "hf_read_only")
    hub.token_role = "read"
    assert "the token is read-only" in grpo_checks.hub_token_problem()


def test_progress_line_and_curves_survive_a_step_with_no_reward(tmp_path):
    from transformers import TrainerControl, TrainerState

    curves = grpo_record.curves_callback(tmp_path / "curves.csv", max_steps=3)
    state = TrainerState()
    for step, logs in ((1, {"reward": 0.5, "reward_std": 0.1, "gate/truncated": 1.0, "env/unscored": 0.0}),
                       (2, {"reward": None, "reward_std": None, "env/unscored": 4.0, "loss": 0.0})):
        state.global_step = step
        curves.on_log(None, state, TrainerControl(), logs=logs)
    rows = curve_rows(tmp_path)
    assert [(r["step"], r["reward"], r["env/unscored"], r["gate/truncated"]) for r in rows] == [
        ("1", "0.5", "0.0", "1.0"), ("2", "", "4.0", "0.0")]
    assert "reward - (no rollout scored)" in grpo_record.progress_line({"step": 2, "env/unscored": 4.0}, 3)


SUM_OVER_PROCESSES = """
import json, sys
sys.path.insert(0, sys.argv[1])
import torch.distributed as dist
dist.init_process_group("gloo")
import train_grpo
import grpo_record
from transformers import TrainerControl, TrainerState
import env_client
E = lambda *a: env_client.Episode(*a).row()  # noqa: E731 (a stored rollout, as the tally gets it)
mine = {0: [E(0.5, {"gate_passed": True, "violations": []}, "u", 1),
            E(0.0, {"gate_passed": False, "violations": ["truncated"]}, "u", 2)],
        1: [E(None, {}, "u", 3, "down"), E(0.0, {"gate_passed": False, "violations": ["truncated", "blank_canvas"]}, "u", 1)]}
args = train_grpo.parse_args(["--env-url", "http://h:1", "--num-generations", "2"])
tally = grpo_record.StepTally()
tally.add(mine[dist.get_rank()], step=1)
report = train_grpo.step_report_callback(tally, args, tracking=False)
state = TrainerState(global_step=1, log_history=[{}])
logs = {"env/unscored": 0.5}  # what TRL logs: the mean of what each process's reward function logged
report.on_log(args, state, TrainerControl(), logs=logs)
print(json.dumps(logs), flush=True)
# Leave together, and without C++ teardown: gloo's and the store's threads, torn down while the other
# process still talks to them, can abort it ("terminate called without an active exception").
dist.barrier()
import os
os._exit(0)
"""


def test_counts_are_summed_over_processes_not_averaged():
    env = {**os.environ, "WORLD_SIZE": "2", "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}
    procs = [subprocess.Popen([sys.executable, "-c", SUM_OVER_PROCESSES, str(ROOT)], env={**env, "RANK": str(r)},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for r in (0, 1)]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err[-2000:] for _, err in outputs]
    logged = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    assert logged[0] == logged[1]  # every process sees the same numbers, so they stop together
    assert (logged[0]["env/unscored"], logged[0]["env/retries"], logged[0]["gate/pass_rate"]) == (1, 3, 1 / 3)
    assert (logged[0]["gate/truncated"], logged[0]["gate/blank_canvas"]) == (2, 1)


def test_other_processes_find_the_colocated_environment_where_the_first_left_it(env, monkeypatch):
    monkeypatch.setenv("WORLD_SIZE", "2")
    monkeypatch.setenv("LOCAL_RANK", "1")
    args = train_grpo.parse_args(["--colocate", "--hpsv3", "--gradient-accumulation-steps", "4"])
    meeting_point = train_grpo.colocated_url_file()
    assert str(os.getppid()) in meeting_point.name  # one launcher's processes, and no one else's
    later = threading.Timer(1.0, meeting_point.write_text, [env.url])  # the first process, done starting it
    later.start()
    try:
        assert train_grpo.colocated_environment(env_client.LocalServices(), args) == env.url
    finally:
        later.join()
        meeting_point.unlink(missing_ok=True)


class RecordingHub:
    """Stands in for HfApi, as the Hub is not reachable from here: each upload_folder call records the
    files it would send, chosen by huggingface_hub's own pattern filter, and background ones run on one
    worker thread, as HfApi's run_as_future does."""

    def __init__(self):
        self.uploads: list[dict] = []
        self.worker = ThreadPoolExecutor(1)

    def upload_folder(self, *, folder_path, allow_patterns=None, ignore_patterns=None, run_as_future=False, **kwargs):
        from huggingface_hub.utils import filter_repo_objects

        def upload():
            time.sleep(0.3)  # a slow network: the run must wait for it
            files = [p.relative_to(folder_path).as_posix() for p in Path(folder_path).rglob("*") if p.is_file()]
            sent = filter_repo_objects(files, allow_patterns=allow_patterns, ignore_patterns=ignore_patterns)
            self.uploads.append({**kwargs, "files": sorted(sent)})

        return self.worker.submit(upload) if run_as_future else upload()


def test_the_run_record_reaches_the_hub_with_each_checkpoint_and_every_upload_is_awaited(tmp_path):
    from transformers import TrainerControl, TrainerState

    for name in ("curves.csv", ".curves.csv.part", "run.json", "probe/before/000.png", "probe/before/summary.json",
                 "film/smoke/s0001_g00_i00_r0.500.png", "rollouts/data/step-1.parquet", "rollouts/data/.step-2.parquet.part",
                 "checkpoints/checkpoint-3/adapter_model.safetensors", "adapter/adapter_model.safetensors"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    recorder = RecordingHub()
    hub = grpo_record.HubPush(recorder, "you/watercolour-grpo", tmp_path)
    started = time.perf_counter()
    grpo_record.hub_callback(hub).on_save(None, TrainerState(global_step=3), TrainerControl())
    assert time.perf_counter() - started < 0.3  # training goes on while the checkpoint uploads
    hub.finish(tmp_path / "adapter", "adapter after 3 steps")
    assert len(recorder.uploads) == 6  # finish returned only once the background uploads were done

    checkpoint, record, rollouts, adapter, final_record, final_rollouts = recorder.uploads
    assert checkpoint["path_in_repo"] == "last-checkpoint" and checkpoint["files"] == ["adapter_model.safetensors"]
    assert record["repo_id"] == "you/watercolour-grpo" and record["files"] == final_record["files"] == [
        "curves.csv", "film/smoke/s0001_g00_i00_r0.500.png", "probe/before/000.png", "probe/before/summary.json",
        "run.json"]
    assert rollouts["repo_id"] == "you/watercolour-grpo-rollouts" and rollouts["repo_type"] == "dataset"
    assert rollouts["files"] == final_rollouts["files"] == ["data/step-1.parquet"]  # never a half-written shard
    assert adapter["files"] == ["adapter_model.safetensors"] and adapter["repo_id"] == "you/watercolour-grpo"


def test_seeded_sampling_draws_from_the_softmax():
    import torch

    logits = torch.tensor([2.0, 1.0, 0.0, -1.0, float("-inf")])  # the last: cut by top-k or top-p
    n = 20_000
    picks = grpo_probe.seeded_sampling(list(range(n)))(None, logits.expand(n, -1).clone()).argmax(dim=1)
    frequencies = torch.bincount(picks, minlength=5).float() / n
    assert torch.allclose(frequencies, torch.softmax(logits, 0), atol=0.012) and frequencies[4] == 0


# --------------------------------------------------------------------------------------------
# The smoke run, end to end, then resumed, then killed half-way.


STEPS = train_grpo.SMOKE_DEFAULTS["steps"]


@pytest.fixture(scope="module")
def smoke(tmp_path_factory):
    """The README's main job as it stands (`--smoke`, its own defaults): one run serves every test below."""
    out = tmp_path_factory.mktemp("smoke")
    started = time.perf_counter()
    proc = run_trainer("--smoke", "--output-dir", str(out))
    assert proc.returncode == 0, proc.stderr[-4000:]
    return out, time.perf_counter() - started, proc.stderr


@pytest.mark.long
def test_smoke_run_writes_curves_rollouts_and_adapter(smoke):
    out, seconds, stderr = smoke
    print(f"smoke run: {seconds:.1f} s")
    rows = curve_rows(out)
    assert [r["step"] for r in rows] == [str(s) for s in range(1, STEPS + 1)]
    for row in rows:
        for column in ("reward", "reward_std", "gate/pass_rate", "env/unscored", "env/wait_s", "step_time",
                       "completions/mean_length", "loss", "learning_rate", "time/generation_s"):
            assert row[column] != "", column
    assert re.search(rf"step {STEPS}/{STEPS} │ reward \d\.\d{{3}} ± \d\.\d{{3}} │ gate \d+%", stderr)
    assert (out / "curves.png").read_bytes().startswith(b"\x89PNG")

    rollouts = load_rollouts(out)
    assert len(rollouts) == 4 * STEPS and sorted(set(rollouts["step"])) == list(range(1, STEPS + 1))
    for row in rollouts:
        assert row["reward"] is not None and not row["unscored"]
        if row["gate_passed"]:
            assert row["reward"] > 0 and row["image"].size == (600, 600) and row["paint_fraction"] >= rewards.MIN_PAINT_FRACTION
        else:
            assert row["reward"] == 0 and row["violations"]
    assert any(r["gate_passed"] for r in rollouts), "the warm-started tiny model should paint at least once"

    for name in ("adapter_config.json", "adapter_model.safetensors", "tokenizer.json", "README.md"):
        assert (out / "adapter" / name).exists(), name
    run = json.loads((out / "run.json").read_text())
    assert run["steps_done"] == STEPS and run["weights"] == rewards.PRESETS["offline"].active()
    assert (out / "rollouts" / "README.md").exists()


@pytest.mark.long
def test_trackio_gets_the_curves_and_each_steps_best_painting(smoke):
    out = smoke[0]
    trackio_run = json.loads((out / "run.json").read_text())["trackio_run"]
    assert re.fullmatch(r"smoke-\d{4}-\d{6}", trackio_run)  # each launch its own run (trackio appends to a name)
    with sqlite3.connect(out / "trackio" / "watercolour-grpo.db") as db:
        logged = [json.loads(m) for (m,) in db.execute("SELECT metrics FROM metrics WHERE run_name = ?", (trackio_run,))]
    steps = [m for m in logged if "train/reward" in m or "train/env/unscored" in m]
    assert [m["train/global_step"] for m in steps] == list(range(1, STEPS + 1))
    assert all("train/gate/pass_rate" in m and "train/terms/craft" in m for m in steps if m["train/gate/pass_rate"])
    assert all(m["train/env/unscored"] == 0 for m in steps)
    rollouts = load_rollouts(out)
    for m in steps:
        rendered = [r for r in rollouts if r["step"] == m["train/global_step"] and r["image"] is not None]
        if rendered:  # the best painting of the step, with its reward in the caption
            best = max(r["reward"] for r in rendered)
            assert m["train/painting"]["_type"] == "trackio.image" and f"reward {best:.3f}" in m["train/painting"]["caption"]
            assert (out / "trackio" / "media" / m["train/painting"]["file_path"]).exists()


@pytest.mark.long
def test_the_probe_scores_samples_before_and_after_training(smoke):
    out, _, stderr = smoke
    for when in ("before", "after"):
        samples = [json.loads(line) for line in (out / "probe" / when / "samples.jsonl").read_text().splitlines()]
        summary = json.loads((out / "probe" / when / "summary.json").read_text())
        n = train_grpo.SMOKE_PROBE_SAMPLES
        assert len(samples) == n and summary["n"] == n and summary["scored"] == n
        scored = [s["reward"] for s in samples]
        assert summary["reward"] == pytest.approx(sum(scored) / len(scored))
        assert summary["temperature"] == train_grpo.SMOKE_DEFAULTS["probe_temperature"]
        assert [s["sampling_seed"] for s in samples] == list(range(n))  # the same both times
        for i, s in enumerate(samples):  # a PNG for every sample that rendered
            assert (out / "probe" / when / f"{i:03d}.png").exists() == (s["paint_fraction"] is not None)
        assert f"probe {when}: reward {summary['reward']:.3f}" in stderr


@pytest.mark.long
def test_the_smoke_run_learns_a_paired_rise_in_reward(smoke):
    """GRPO on the smoke model, with the real environment, gate and terms, raises the reward of the same
    prompts sampled with the same seeds: the 95% interval of after minus before lies above zero. Breaks
    when a reward reaches the wrong completion, a sign or mask flips, or the adapter stops training."""
    out, _, stderr = smoke
    difference = json.loads((out / "probe" / "difference.json").read_text())
    before, after = ([json.loads(line)["reward"] for line in (out / "probe" / w / "samples.jsonl").read_text().splitlines()]
                     for w in ("before", "after"))
    assert difference["pairs"] == len(before) == train_grpo.SMOKE_PROBE_SAMPLES
    assert difference["difference"] == pytest.approx(sum(a - b for a, b in zip(after, before)) / len(before))
    low, high = difference["difference_ci"]
    assert 0 < low <= difference["difference"] <= high, difference
    assert grpo_record.difference_line(difference) in stderr
    assert json.loads((out / "run.json").read_text())["probe_difference"] == difference


@pytest.fixture(scope="module")
def control(smoke, smoke_base):
    """The same run with each group's rewards shuffled among its rollouts (--shuffle-rewards)."""
    out = smoke[0].parent / "smoke-shuffled"
    proc = run_trainer("--smoke", "--model", str(smoke_base), "--output-dir", str(out), "--shuffle-rewards",
                       "--no-tracking")
    assert proc.returncode == 0, proc.stderr[-4000:]
    return out


@pytest.mark.long
def test_shuffled_rewards_teach_it_nothing(smoke, control):
    """The control arm: everything the same but which completion a reward belongs to. It must show no
    rise (its interval reaches zero or below) and stay clearly under the real arm: the real arm's rise
    comes from the reward, not from drift, the learning rate or the sampler."""
    real = json.loads((smoke[0] / "probe" / "difference.json").read_text())
    shuffled = json.loads((control / "probe" / "difference.json").read_text())
    assert shuffled["pairs"] == real["pairs"] and shuffled["before"] == pytest.approx(real["before"])  # same start
    assert shuffled["difference_ci"][0] <= 0, shuffled
    assert shuffled["difference"] < real["difference_ci"][0], (shuffled, real)
    rollouts = load_rollouts(control)  # the rollouts keep their true rewards
    assert all(r["reward"] == 0 for r in rollouts if not r["gate_passed"])


def test_rewards_are_shuffled_within_groups_only():
    import random

    values, groups = [0.0, 0.5, 0.9, None, 0.1, 0.2, 0.3, 0.4], [0, 0, 0, 0, 1, 1, 1, 1]
    dealt = train_grpo.shuffled_within_groups(values, groups, random.Random(0))
    assert dealt == train_grpo.shuffled_within_groups(values, groups, random.Random(0))  # seeded
    assert dealt != values
    for g in (0, 1):
        mine = [v for v, x in zip(dealt, groups) if x == g]
        assert sorted(mine, key=str) == sorted([v for v, x in zip(values, groups) if x == g], key=str)
    for seed in range(20):  # an unscored rollout keeps its None, whatever the draw
        dealt = train_grpo.shuffled_within_groups(values, groups, random.Random(seed))
        assert dealt[3] is None and None not in dealt[:3] + dealt[4:]


def test_a_few_steps_make_the_replies_the_reward_paid_likelier(smoke_base, tmp_path):
    """The learning test CI can afford (the smoke run's probe and its control are in the `long` tier): 4
    real steps against the real environment, then every rollout's log-likelihood under the saved adapter
    against the base. A GRPO step climbs sum_i advantage_i * log p(reply_i), so after a few steps that sum,
    taken over the change in log p, is positive: replies that beat their group grew likelier, those below
    it less likely. A reward handed to the wrong reply, a flipped sign, a mask that hides the reply, LoRA
    outside the forward pass or an adapter saved without its weights makes it zero or negative."""
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    out = tmp_path / "sentinel"
    code = train_grpo.main(["--smoke", "--model", str(smoke_base), "--output-dir", str(out), "--steps", "4",
                            "--probe-samples", "0", "--no-tracking"])
    assert code == 0
    rollouts = [r for r in load_rollouts(out) if r["reward"] is not None]
    groups = {}
    for r in rollouts:
        groups.setdefault((r["step"], r["group"]), []).append(r["reward"])
    advantages = [r["reward"] - sum(groups[r["step"], r["group"]]) / len(groups[r["step"], r["group"]])
                  for r in rollouts]  # scale_rewards="none", as the smoke run trains
    assert sum(a != 0 for a in advantages) >= 8, "the smoke model's replies should differ in reward"

    tokenizer = AutoTokenizer.from_pretrained(smoke_base)
    system = rewards.DOMAINS["hibiscus"].system_prompt()

    def log_likelihoods(model) -> list[float]:
        values = []
        for r in rollouts:
            prompt = grpo_probe.chat_texts(tokenizer, [[{"role": "system", "content": system},
                                                        {"role": "user", "content": r["prompt"]}]], False)[0]
            prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
            reply_ids = tokenizer(r["completion"], add_special_tokens=False)["input_ids"]
            ids = torch.tensor([prompt_ids + reply_ids])
            with torch.no_grad():
                logits = model(ids).logits[0, len(prompt_ids) - 1:-1].float()
            values.append(float(logits.log_softmax(-1).gather(1, ids[0, len(prompt_ids):, None]).sum()))
        return values

    base = AutoModelForCausalLM.from_pretrained(smoke_base).eval()
    before = log_likelihoods(base)
    tuned = PeftModel.from_pretrained(base, out / "adapter").eval()
    after = log_likelihoods(tuned)
    climbed = sum(a * (y - x) for a, x, y in zip(advantages, before, after))
    print(f"sum of advantage x change in log-likelihood over {len(rollouts)} rollouts: {climbed:+.3f}")
    assert climbed > 0, list(zip(advantages, before, after))


@pytest.mark.long
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


@pytest.mark.long
def test_the_run_ends_saying_where_its_results_are_with_a_gallery(smoke):
    from PIL import Image, ImageChops

    out, _, stderr = smoke
    assert f"{out}/gallery.png  the best and the median painting of each step" in stderr
    assert f"{out}/rollouts/  every rollout" in stderr and f"{out}/adapter/  what was trained" in stderr
    assert "dashboard (trackio run smoke-" in stderr
    assert f"TRACKIO_DIR={out / 'trackio'} uvx trackio@0.43.0 show --project watercolour-grpo" in stderr
    # the gallery: per step, the best painting first, then the median, each the rollout's own render
    rollouts = load_rollouts(out)
    gallery = Image.open(out / "gallery.png").convert("RGB")
    assert gallery.size[0] % (2 * 192) == 0 and gallery.size[1] % (192 + 22) == 0  # rows of steps, two cells each
    painted = sorted({r["step"] for r in rollouts if r["image"] is not None and r["reward"] is not None})
    for cell, step in enumerate(painted[:1]):
        rendered = sorted((r for r in rollouts if r["step"] == step and r["image"] is not None and r["reward"] is not None),
                          key=lambda r: r["reward"], reverse=True)
        for k, row in enumerate((rendered[0], rendered[len(rendered) // 2])):
            tile = gallery.crop((cell * 2 * 192 + k * 192, 22, cell * 2 * 192 + (k + 1) * 192, 22 + 192))
            expected = row["image"].convert("RGB").resize((192, 192))
            assert ImageChops.difference(tile, expected).getbbox() is None, (step, k)
    # the rollouts card's snippet loads what this run wrote (nothing was pushed)
    card = (out / "rollouts" / "README.md").read_text()
    namespace: dict = {}
    exec(re.search(r"```python\n(.*?)```", card, re.S).group(1), namespace)
    loaded = namespace["rollouts"]
    assert sorted(zip(loaded["step"], loaded["group"], loaded["index"], loaded["completion"])) == sorted(
        zip(rollouts["step"], rollouts["group"], rollouts["index"], rollouts["completion"]))
    assert len(loaded) > 0 and set(loaded["session"]) == set(rollouts["session"])


@pytest.mark.long
def test_resume_from_the_latest_checkpoint_continues_the_same_run(smoke):
    out = smoke[0]
    trackio_run = json.loads((out / "run.json").read_text())["trackio_run"]
    proc = run_trainer("--smoke", "--output-dir", str(out), "--resume-from-checkpoint", "latest",
                       "--steps", str(STEPS + 1), "--probe-samples", "0")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert [r["step"] for r in curve_rows(out)] == [str(s) for s in range(1, STEPS + 2)]
    state = json.loads((out / "checkpoints" / f"checkpoint-{STEPS + 1}" / "trainer_state.json").read_text())
    assert state["global_step"] == STEPS + 1
    rollouts = load_rollouts(out)
    assert sorted(rollouts["step"]) == [s for s in range(1, STEPS + 2) for _ in range(4)]
    assert set(rollouts["run_tag"]) == {"smoke"} and len(set(rollouts["session"])) == 2
    assert json.loads((out / "run.json").read_text())["trackio_run"] == trackio_run  # the same trackio run goes on


@pytest.mark.long
def test_rollouts_survive_a_kill_in_the_middle_of_a_run(smoke_base, tmp_path):
    out = tmp_path / "killed"
    proc = subprocess.Popen([sys.executable, TRAIN, "--smoke", "--model", str(smoke_base),
                             "--output-dir", str(out), "--steps", "50", "--save-steps", "100", "--probe-samples", "0",
                             "--no-tracking", "--max-completion-length", "160"],
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


@pytest.fixture(scope="module")
def smoke_base(tmp_path_factory):
    return smoke_policy.build_smoke_model(tmp_path_factory.mktemp("smoke-base"))


def test_a_smoke_model_taught_by_other_code_is_not_reused(smoke_base, tmp_path):
    """A run's folder keeps its tiny model between runs; once the spread or the teaching changes (the cache
    key), the kept one is replaced by the current code's, not silently reused (it was, before)."""
    folder = tmp_path / "smoke-base"
    shutil.copytree(smoke_base, folder)
    assert smoke_policy.build_smoke_model(folder) == folder and (folder / "config.json").exists()
    (folder / smoke_policy.SMOKE_MODEL_STAMP).write_text("seed0-revisions0-taught-by-older-code")
    (folder / "left-by-the-old-model").write_text("")
    smoke_policy.build_smoke_model(folder)
    assert not (folder / "left-by-the-old-model").exists()
    assert (folder / smoke_policy.SMOKE_MODEL_STAMP).read_text() == smoke_policy.smoke_model_cache(0, 0).name


def start_and_wait_for_a_step(out: Path, base: Path, *extra: str) -> subprocess.Popen:
    """A smoke run long enough to be stopped, once it has trained a step (its rollouts for step 2 are written)."""
    proc = subprocess.Popen([sys.executable, TRAIN, "--smoke", "--model", str(base), "--output-dir", str(out),
                             "--steps", "50", "--save-steps", "100", "--probe-samples", "0", "--no-tracking",
                             "--max-completion-length", "160", *extra],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.monotonic() + 420
    while len(list((out / "rollouts" / "data").glob("*.parquet"))) < 2:
        assert proc.poll() is None, proc.communicate()[1][-3000:]
        assert time.monotonic() < deadline, "no step trained in time"
        time.sleep(0.2)
    return proc


@pytest.mark.parametrize("how", ["SIGTERM", pytest.param("Ctrl-C through uv run", marks=pytest.mark.long)])
def test_a_signal_mid_run_stops_after_the_step_with_a_checkpoint_the_adapter_and_how_to_resume(smoke_base, tmp_path,
                                                                                                 how):
    out = tmp_path / "stopped"
    proc = start_and_wait_for_a_step(out, smoke_base)
    try:
        if how == "SIGTERM":
            proc.send_signal(signal.SIGTERM)
        else:  # the terminal's Ctrl-C reaches the whole group, and uv forwards it once more
            os.killpg(proc.pid, signal.SIGINT)
            time.sleep(0.05)
            proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=600)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    name = "SIGTERM" if how == "SIGTERM" else "SIGINT"
    assert proc.returncode == {"SIGTERM": 143, "SIGINT": 130}[name], stderr[-3000:]
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr[-3000:]
    assert stderr.count(f"{name}: stopping after this step") == 1
    assert stderr.count("resume with: uv run train_grpo.py --smoke") == 1 and "--resume-from-checkpoint latest" in stderr
    run = json.loads((out / "run.json").read_text())
    step = run["stop"]["step"]
    assert run["stop"]["reason"] == name and run["steps_done"] == step and 2 <= step < 50
    assert run["stopped"] == f"{name}: stopped after step {step} of 50"
    assert (out / "checkpoints" / f"checkpoint-{step}").is_dir()  # saved although --save-steps is 100
    assert (out / "adapter" / "adapter_model.safetensors").exists() and (out / "adapter" / "README.md").exists()
    assert [int(r["step"]) for r in curve_rows(out)] == list(range(1, step + 1))
    assert f"{name}: stopped after step {step}" in (out / "adapter" / "README.md").read_text()


@pytest.mark.parametrize("reentrant", [True, False])
def test_the_probe_leaves_the_model_as_trl_set_it(smoke_base, tmp_path, reentrant):
    """TRL forces use_reentrant=True for ZeRO-3 + LoRA + checkpointing (the other crashes there); the probe's
    generation must hand the model back with the run's checkpointing settings and mode, not the defaults."""
    from datasets import Dataset
    from peft import LoraConfig
    from transformers import AutoTokenizer
    from trl import GRPOConfig, GRPOTrainer

    def checkpointing(model):
        funcs = [m._gradient_checkpointing_func for m in model.modules() if hasattr(m, "_gradient_checkpointing_func")]
        return [dict(getattr(f, "keywords", {})) for f in funcs]

    config = GRPOConfig(output_dir=str(tmp_path), max_steps=1, per_device_train_batch_size=2, num_generations=2,
                        max_completion_length=8, use_cpu=True, report_to="none", gradient_checkpointing=True,
                        gradient_checkpointing_kwargs={"use_reentrant": reentrant})
    trainer = GRPOTrainer(model=str(smoke_base), reward_funcs=lambda completions, **_: [0.0] * len(completions),
                          args=config, train_dataset=Dataset.from_list([{"prompt": "Paint."}] * 2),
                          processing_class=AutoTokenizer.from_pretrained(smoke_base),
                          peft_config=LoraConfig(r=4, target_modules="all-linear", task_type="CAUSAL_LM"))
    trainer.model.train()  # and checkpointing on, as Trainer.train() turns it on with the run's settings
    trainer.model.activation_checkpointing_enable(activation_checkpointing_kwargs={"use_reentrant": reentrant})
    before = checkpointing(trainer.model)
    assert before and all(k.get("use_reentrant") is reentrant for k in before)
    with grpo_probe.generation_model(trainer) as model:
        assert not model.training
    assert trainer.model.training and checkpointing(trainer.model) == before


def test_each_sample_is_seeded_on_its_own_and_prompts_are_left_padded(smoke_base):
    from transformers import AutoModelForCausalLM, AutoTokenizer

    base = smoke_base
    tokenizer = AutoTokenizer.from_pretrained(base, padding_side="right")  # the default of many tokenizers
    model = AutoModelForCausalLM.from_pretrained(base).eval()
    domain = rewards.DOMAINS["hibiscus"]
    prompts = [[{"role": "system", "content": domain.system_prompt()}, {"role": "user", "content": domain.task(s)}]
               for s in ("a coral hibiscus", "a white hibiscus with a red eye", "a peach hibiscus")]

    def sample(prompts, seeds):  # hot enough that the memorised example does not hide the noise
        return grpo_probe.sample_replies(model, tokenizer, prompts, seeds, temperature=3.0, top_p=1.0, top_k=0,
                                         max_new_tokens=24, enable_thinking=False)[0]

    together = sample(prompts, [1, 2, 3])
    assert together == [sample([p], [s])[0] for p, s in zip(prompts, [1, 2, 3])]  # its seed, not its batch
    assert together == sample(prompts[::-1], [3, 2, 1])[::-1]
    assert len(set(sample([prompts[0]] * 3, [1, 2, 3]))) == 3  # one prompt, three seeds: three samples


# --------------------------------------------------------------------------------------------
# An environment that stops scoring, in a real run (in this process, so the test can break it).


def break_the_environment(monkeypatch, episodes: set[int] | None = None, from_episode: int | None = None):
    """The colocated environment answers reward null (HPSv3 down, say) for the given episodes, counted in
    the order they reach it: the pre-flight check is the first, then 4 per step of the smoke run."""
    original = env_server.WatercolourEnvironment.step_async
    count = itertools.count(1)

    async def step(self, action, timeout_s=None, **kw):
        n = next(count)
        if (episodes and n in episodes) or (from_episode and n >= from_episode):
            return env_server.WatercolourObservation(done=True, reward=None, subject=self._state.subject,
                                                     unavailable=["hpsv3"], feedback="not scored (injected)")
        return await original(self, action, timeout_s, **kw)

    monkeypatch.setattr(env_server.WatercolourEnvironment, "step_async", step)


QUICK = ["--probe-samples", "0", "--env-retries", "0", "--no-tracking", "--max-completion-length", "160"]


def test_a_step_with_no_rollout_scored_is_survived_and_the_run_goes_on_to_the_end(smoke_base, tmp_path, monkeypatch, capfd):
    break_the_environment(monkeypatch, episodes={6, 7, 8, 9})  # every rollout of step 2
    out = tmp_path / "null-step"
    code = train_grpo.main(["--smoke", "--model", str(smoke_base), "--output-dir", str(out),
                            "--steps", "3", *QUICK])
    stderr = capfd.readouterr().err
    assert code == 0, stderr[-3000:]
    rows = curve_rows(out)
    assert [r["step"] for r in rows] == ["1", "2", "3"]
    assert rows[0]["reward"] != "" and rows[1]["reward"] == "" and rows[2]["reward"] != ""
    assert [r["env/unscored"] for r in rows] == ["0.0", "4.0", "0.0"]
    assert [r["env/steps_unscored"] for r in rows] == ["0.0", "1.0", "1.0"]
    assert "step 2/3 │ reward - (no rollout scored)" in stderr and "step 3/3 │ reward " in stderr
    run = json.loads((out / "run.json").read_text())
    assert run["steps_done"] == 3 and run["steps_unscored"] == 1 and "stopped" not in run
    unscored = [r for r in load_rollouts(out) if r["step"] == 2]
    assert len(unscored) == 4 and all(r["reward"] is None and r["unscored"] for r in unscored)


def test_a_run_whose_environment_stays_down_stops_with_a_checkpoint(smoke_base, tmp_path, monkeypatch, capfd):
    break_the_environment(monkeypatch, from_episode=2)  # the pre-flight passes, then nothing is scored
    monkeypatch.setattr(train_grpo, "OUTAGE_POLL_S", 0.5)
    out = tmp_path / "down"
    code = train_grpo.main(["--smoke", "--model", str(smoke_base), "--output-dir", str(out),
                            "--steps", "5", "--max-unscored-steps", "2", "--save-steps", "100", "--outage-wait", "2s",
                            *QUICK])
    stderr = capfd.readouterr().err
    assert code == 3, stderr[-3000:]
    assert "waiting up to 0m02s (--outage-wait)" in stderr  # it waited first, bounded
    assert 1.0 <= float(curve_rows(out)[1]["env/outage_wait_s"]) < 10
    assert "stopped at step 2" in stderr and "--resume-from-checkpoint latest" in stderr
    assert "it did not score again in 0m0" in stderr
    assert sorted(p.name for p in (out / "checkpoints").glob("checkpoint-*")) == ["checkpoint-2"]
    assert (out / "adapter" / "adapter_model.safetensors").exists()
    run = json.loads((out / "run.json").read_text())
    assert run["steps_done"] == 2 and run["stopped"].startswith("stopped at step 2")


def test_an_outage_is_waited_out_and_the_run_goes_on(smoke_base, tmp_path, monkeypatch, capfd):
    """Steps 1 and 2 unscored (episodes 2-9), the first check of the example reply too (10): the run waits,
    the second check scores, and training goes on to the end with the wait on the curves."""
    break_the_environment(monkeypatch, episodes=set(range(2, 11)))
    monkeypatch.setattr(train_grpo, "OUTAGE_POLL_S", 0.5)
    out = tmp_path / "outage"
    code = train_grpo.main(["--smoke", "--model", str(smoke_base), "--output-dir", str(out), "--steps", "3",
                            "--max-unscored-steps", "2", "--outage-wait", "1m", *QUICK])
    stderr = capfd.readouterr().err
    assert code == 0, stderr[-3000:]
    assert "the environment scores again after" in stderr and "stopped" not in stderr
    rows = curve_rows(out)
    assert [r["env/unscored"] for r in rows] == ["4.0", "4.0", "0.0"] and rows[2]["reward"] != ""
    assert 0.5 <= float(rows[1]["env/outage_wait_s"]) < 30 and not rows[0].get("env/outage_wait_s")
    run = json.loads((out / "run.json").read_text())
    assert run["steps_done"] == 3 and "stopped" not in run and run["outage_wait_s"] >= 0.5


def test_a_run_resumed_on_a_fresh_machine_continues_what_the_hub_holds(smoke_base, env, tmp_path, monkeypatch):
    import huggingface_hub

    hub = FolderHub(tmp_path / "hub")
    monkeypatch.setattr(huggingface_hub, "HfApi", type("HfApi", (), {"__new__": lambda cls: hub}))
    monkeypatch.setenv("HF_TOKEN", "hf_stand_in")  # the pre-flight asks for a token before --push-to-hub
    break_the_environment(monkeypatch, episodes={6, 7})  # after the pre-flight and the probe before (2), 2 per step: step 2 is unscored
    run = ["--env-url", env.url, "--model", str(smoke_base), "--lora", "--preset", "offline", "--n-episodes", "4",
           "--num-generations", "2", "--per-device-batch-size", "2", "--gradient-accumulation-steps", "1",
           "--out", "you/wc", "--push-to-hub", "--save-steps", "1", *QUICK, "--probe-samples", "2"]
    assert train_grpo.main([*run, "--output-dir", str(tmp_path / "first"), "--steps", "2"]) == 0
    first = json.loads((tmp_path / "hub" / "you/wc" / "run.json").read_text())
    assert (first["steps_done"], first["steps_unscored"], first["rollouts_unscored"]) == (2, 1, 2)

    fresh = tmp_path / "second"  # another machine: nothing of the first run on its disk
    assert train_grpo.main([*run, "--output-dir", str(fresh), "--steps", "3", "--resume-from-checkpoint", "latest"]) == 0
    assert (fresh / "checkpoints" / "checkpoint-2").is_dir() and (fresh / "checkpoints" / "checkpoint-3").is_dir()
    on_hub = tmp_path / "hub" / "you/wc"
    assert [r["step"] for r in curve_rows(on_hub)] == ["1", "2", "3"]  # continued, not overwritten
    assert [r["env/unscored"] for r in curve_rows(on_hub)] == ["0.0", "2.0", "0.0"]
    record = json.loads((on_hub / "run.json").read_text())
    assert (record["steps_done"], record["steps_unscored"], record["rollouts_unscored"]) == (3, 1, 2)
    assert record["run_tag"] == first["run_tag"]
    card = (on_hub / "README.md").read_text()
    assert "over 2 steps" in card and "Steps with no rollout scored (left out, advantage 0): 1." in card
    shards = list((tmp_path / "hub" / "you/wc-rollouts" / "data").glob("*.parquet"))
    assert len(shards) == 3  # one per step, from both machines
    # The probe before came back from the Hub, so the whole run ends with its paired difference, and the
    # gallery shows every step, not only the resumed segment's.
    assert (fresh / "probe" / "before" / "samples.jsonl").exists()
    assert record["probe_difference"]["pairs"] >= 1
    assert json.loads((on_hub / "probe" / "difference.json").read_text()) == record["probe_difference"]
    assert sorted(p.name[:11] for p in (fresh / "rollouts" / "data").glob("*.parquet")) == [
        "step-000001", "step-000002", "step-000003"]  # the first machine's steps came back for the gallery


# --------------------------------------------------------------------------------------------
# `hf jobs uv run train_grpo.py`, rehearsed: the one file, its own pinned environment, a real server.


def run_alone(tmp_path: Path, url: str, *argv: str, hub: Path | None = None) -> subprocess.CompletedProcess:
    """What `hf jobs uv run train_grpo.py ...` does: train_grpo.py alone in an empty folder (the job's /data),
    run by `uv run` in the environment its PEP 723 block pins, from another folder, nothing of the checkout
    importable. With `hub`, every HfApi of the job is that stand-in Hub folder (tests/sitecustomize.py)."""
    job = tmp_path / "data"
    job.mkdir(exist_ok=True)
    shutil.copy(TRAIN, job / "train_grpo.py")
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir(exist_ok=True)
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    if hub is not None:
        environ.update(PYTHONPATH=str(ROOT / "tests"), STAND_IN_HUB=str(hub), HF_TOKEN="hf_stand_in")
    return subprocess.run([shutil.which("uv"), "run", "--quiet", str(job / "train_grpo.py"), "--env-url", url, *argv],
                          cwd=elsewhere, env=environ, capture_output=True, text=True, timeout=1500)


def test_the_job_trains_against_its_own_commits_environment_and_records_the_code_it_ran(smoke_base, env, tmp_path):
    """The README's H200 command in miniature: the lone script takes its siblings from the environment, each
    checked against its pins, trains a step on the smoke model and pushes the record, with the code it ran and
    the preset the environment used, to the (stand-in) Hub."""
    hub = tmp_path / "hub"
    proc = run_alone(tmp_path, env.url, "--model", str(smoke_base), "--lora", "--preset", "offline", "--steps", "1",
                     "--n-episodes", "4", "--num-generations", "2", "--per-device-batch-size", "2",
                     "--gradient-accumulation-steps", "1", "--out", "you/wc", "--push-to-hub", "--output-dir",
                     str(tmp_path / "out"), *QUICK, hub=hub)
    assert proc.returncode == 0, proc.stderr[-3000:]
    on_hub = hub / "you" / "wc"
    run = json.loads((on_hub / "run.json").read_text())
    pinned = train_grpo.code_bundle(train_grpo.PINNED_CODE)
    assert run["steps_done"] == 1 and run["preset"] == run["preset_asked"] == "offline"
    assert run["code"]["trainer"]["bundle"] == run["code"]["environment_bundle"] == pinned
    assert run["code"]["trainer"]["differs_from_pins"] == [] and run["code"]["trust_environment_code"] is False
    assert (on_hub / "code" / "train_grpo.py").read_bytes() == (ROOT / "train_grpo.py").read_bytes()
    assert {p.name for p in (on_hub / "code").iterdir()} == {"train_grpo.py", "code.json", *env_server.CLIENT_FILES}
    assert (on_hub / "curves.png").exists() and (on_hub / "adapter_model.safetensors").exists()
    assert f"environment bundle `{pinned[:12]}`" in (on_hub / "README.md").read_text()
    assert list((hub / "you" / "wc-rollouts" / "data").glob("*.parquet"))


def test_the_job_refuses_an_environment_serving_other_code_before_a_byte_of_it_runs(env, tmp_path):
    """A server whose rewards.py differs from the pinned one (here: one that would leave a mark, and could have
    read HF_TOKEN, the moment it is imported): the lone trainer reads the manifest, exits 2 with one message
    naming both bundles and the ways out, and neither downloads nor imports the served code. The same from a
    checkout: every --env-url is compared, not only the one the code came from."""
    other = tmp_path / "other-commit"
    other.mkdir()
    for name in (*env_server.CLIENT_FILES, "env_server.py", "renderer.py", "harness.js"):
        shutil.copy(ROOT / name, other / name)
    mark = tmp_path / "served-code-ran"
    with (other / "rewards.py").open("a") as f:
        f.write(f"\nif __import__('sys').argv[0].endswith('train_grpo.py'):\n    open({str(mark)!r}, 'w').write('ran')\n")
    port = free_port()
    server = subprocess.Popen([sys.executable, str(other / "env_server.py"), "--port", str(port), "--render-workers", "1"],
                              cwd=other, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        url = f"http://127.0.0.1:{port}"
        env_client.wait_for_environment(url, timeout_s=120)
        served = httpx.get(f"{url}/client").json()
        assert served["bundle"] != train_grpo.code_bundle(train_grpo.PINNED_CODE)
        proc = run_alone(tmp_path, url, "--model", "you/any-model", "--preset", "offline", "--output-dir",
                         str(tmp_path / "out"))
        assert proc.returncode == 2, proc.stderr[-3000:]
        lines = [line for line in proc.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("train_grpo.py: error: --env-url"), proc.stderr[-3000:]
        assert (f"serves code bundle {served['bundle'][:12]}" in lines[0]
                and f"bundle {train_grpo.code_bundle(train_grpo.PINNED_CODE)[:12]}" in lines[0])
        assert "rewards.py differs" in lines[0] and "deploy the Space from this trainer's commit" in lines[0]
        assert not mark.exists() and not (tmp_path / "out" / "env-client").exists()  # nothing fetched, nothing ran

        checkout = run_trainer("--env-url", env.url, url, "--model", "you/any-model", "--preset", "offline",
                               "--output-dir", str(tmp_path / "out2"))  # this commit's server passes, the other not
        assert checkout.returncode == 2 and f"--env-url {url} serves code bundle" in checkout.stderr
        assert f"--env-url {env.url} serves" not in checkout.stderr and not mark.exists()
    finally:
        server.terminate()
        server.wait(timeout=60)


def test_every_fetched_file_is_checked_against_its_pin_before_it_is_written(env, tmp_path, monkeypatch, capsys):
    """A server that states this trainer's bundle but sends other bytes (a proxy, a file changed under it) is
    refused file by file, before the file is written or imported."""
    import hashlib

    real_get = httpx.get

    def tampering(url, **kwargs):
        reply = real_get(url, **kwargs)
        if url.endswith("/client/grpo_stops.py"):
            return httpx.Response(200, content=reply.content + b"\n# changed on the way\n", request=reply.request)
        return reply

    monkeypatch.setattr(httpx, "get", tampering)
    args = train_grpo.parse_args(["--env-url", env.url, "--preset", "offline", "--output-dir", str(tmp_path / "out")])
    with pytest.raises(SystemExit) as refused:
        train_grpo.fetch_environment_code(args, tmp_path / "fetched")
    assert refused.value.code == 2
    err = capsys.readouterr().err
    sent = hashlib.sha256((ROOT / "grpo_stops.py").read_bytes() + b"\n# changed on the way\n").hexdigest()
    assert f"sent grpo_stops.py with sha256 {sent[:12]}" in err and "nothing of it was written or imported" in err
    assert not (tmp_path / "fetched" / "grpo_stops.py").exists()


def test_the_token_goes_only_to_the_environment_over_https_and_the_two_policies_agree(monkeypatch):
    """WATERCOLOUR_ENV_TOKEN (a read-only token) to any https --env-url; else HF_TOKEN to a Space's host only;
    never over plain http. train_grpo restates env_client's rule (it runs before env_client exists)."""
    cases = {
        ("https://you-watercolour-env.hf.space", None): "hf_write",
        ("https://you-watercolour-env.hf.space", "hf_read"): "hf_read",
        ("http://you-watercolour-env.hf.space", "hf_read"): None,
        ("https://env.example.org", None): None,
        ("https://env.example.org", "hf_read"): "hf_read",
        ("http://127.0.0.1:8000", "hf_read"): None,
        ("wss://you-watercolour-env.hf.space/ws", None): "hf_write",
    }
    monkeypatch.setenv("HF_TOKEN", "hf_write")
    for (url, env_token), token in cases.items():
        if env_token:
            monkeypatch.setenv(env_client.ENV_TOKEN_VARIABLE, env_token)
        else:
            monkeypatch.delenv(env_client.ENV_TOKEN_VARIABLE, raising=False)
        expected = {"Authorization": f"Bearer {token}"} if token else None
        assert env_client.auth_headers(url) == train_grpo.environment_headers(url) == expected, url
    assert train_grpo.ENV_TOKEN_VARIABLE == env_client.ENV_TOKEN_VARIABLE

    sent = []  # /health of a private Space is asked with the token too (it 404s without)
    monkeypatch.setenv(env_client.ENV_TOKEN_VARIABLE, "hf_read")
    monkeypatch.setattr(httpx, "get", lambda url, **kw: sent.append((url, kw)) or httpx.Response(
        200, json={"status": "healthy"}, request=httpx.Request("GET", url)))
    env_client.wait_for_environment("https://you-watercolour-env.hf.space", timeout_s=1)
    assert sent[0][1]["headers"] == {"Authorization": "Bearer hf_read"} and not sent[0][1].get("follow_redirects")

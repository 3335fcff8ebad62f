# /// script
# requires-python = ">=3.11"
# dependencies = [
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
#     "flash-linear-attention==0.6.0",  # Qwen3.5's linear attention at speed on CUDA (its triton comes with torch)
#     "torch>=2.13.0,<2.14",  # 2.13.x: what vLLM 0.30.0 (--use-vllm) needs, and what the tests run
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
# # causal-conv1d (Qwen3.5's conv kernel, added with `--with causal-conv1d==1.7.0`) is an sdist whose build needs
# # torch, unpinned: without this uv builds it against the newest torch, not the one this script runs with.
# extra-build-dependencies = { causal-conv1d = [{ requirement = "torch", match-runtime = true }] }
#
# [tool.hf-jobs]
# flavor = "h200"
# timeout = "48h"
# secrets = ["HF_TOKEN"]
# ///
"""GRPO for a code LLM that paints: TRL's GRPOTrainer, rewarded by the watercolour environment.

    uv run train_grpo.py --smoke                                   # tiny model, CPU, 16 steps, in-process env
    uv run train_grpo.py --env-url http://127.0.0.1:8000 --model Qwen/Qwen3-4B-Instruct-2507 --lora
    hf jobs uv run --flavor h200 --timeout 48h --secrets HF_TOKEN train_grpo.py \\
        --env-url https://<you>-watercolour-env.hf.space --model Qwen/Qwen3.5-35B-A3B --lora --all-linear \\
        --bf16 --gradient-checkpointing --out <you>/watercolour-grpo --push-to-hub

Each step the policy writes `num_generations` replies per prompt; every reply of the batch is sent to
the environment at once (one fresh WebSocket per episode, spread over every --env-url), and a group
shares its seed, so its rollouts face the same references and render noise. An episode the
environment could not score (a scorer down, a dropped connection) is retried on another server, then
becomes None: TRL leaves it out of its group's baseline instead of training on a false zero. Before
any model loads, the environment's example reply is scored once with the run's weights, so a scorer
missing there stops the run at once; a step with no rollout scored is survived, and too many unscored
rollouts over a window of steps stop the run with a checkpoint (--max-unscored-share, --max-unscored-steps).

Everything is kept under --output-dir as it happens: every rollout with its PNG and full breakdown
(`rollouts/`, loadable with `datasets.load_dataset`), per-step curves (`curves.csv`, and trackio with
each step's best painting), the probe before and after training (`probe/`), checkpoints
(`checkpoints/`, resumable), and at the end the adapter with a model card (`adapter/`). With
--push-to-hub all of it reaches the Hub (the model repo --out, the rollouts `<--out>-rollouts`, the
dashboard the Space `<--out>-trackio`), and the run ends only once every upload has.

--colocate starts the environment (and with --hpsv3 the HPSv3 service) on this machine, so one GPU
box replaces a trainer plus two Spaces. It needs the sibling files (env_server.py, env_client.py, rewards.py,
renderer.py, harness.js, hpsv3_server.py, setup.sh): ship them with a volume, see the README.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import csv
import dataclasses
import functools
import io
import json
import logging
import math
import os
import random
import re
import shutil
import sys
import tempfile
import time
import urllib.parse
import warnings
from collections import Counter
from pathlib import Path
from typing import Any, NoReturn

log = logging.getLogger("watercolour.train")

# The environment's client and the episode record: beside this file in a checkout (and on a job with
# the siblings shipped in a volume); on `hf jobs uv run` this file runs alone, and main() takes both
# from the environment it trains against (`environment_modules`), so they are always the server's own.
try:
    import env_client
    import rewards
except ModuleNotFoundError as missing:
    if missing.name not in ("env_client", "rewards"):  # a dependency missing is not running alone
        raise
    env_client = rewards = None

DEFAULT_MODEL = "Qwen/Qwen3-4B-Instruct-2507"
PROMPT_ROOM_TOKENS = 4096  # vLLM's context beyond the completion: the system prompt and task take ~1500
DENSE_LORA_TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]
CURVE_COLUMNS = [  # first in curves.csv, in this order; any other logged number follows
    "step", "reward", "reward_std", "frac_reward_zero_std", "env/unscored", "gate/pass_rate", "paint_fraction",
    "completions/mean_length", "completions/clipped_ratio", "step_time", "env/wait_s", "loss", "grad_norm",
    "learning_rate", "entropy",
]

# What --smoke changes, unless a flag says otherwise: a model small enough to train on a laptop's CPU,
# an environment in this process on the offline preset, 16 steps of one group of 4. Temperature 0.7 for
# training and the probe: the tiny model's replies hold together at 0.7 and break often at 1.0. lr 5e-4
# (LoRA) rose by +0.115 [0.038, 0.204] on the paired probe; 1e-3 and 2e-3 collapsed into cut-off replies.
SMOKE_DEFAULTS = dict(
    colocate=True, preset="offline", steps=16, n_episodes=32, num_generations=4, per_device_batch_size=4,
    gradient_accumulation_steps=1, max_completion_length=700, temperature=0.7, probe_temperature=0.7, lora=True,
    all_linear=True, lora_r=8, lr=5e-4, warmup_steps=0, save_steps=8, render_workers=2, run_tag="smoke",
    output_dir="runs/smoke",
)


# The probe scores single replies: 24 by default as the blog's runs did, 32 in a smoke run (its paired
# difference must be able to show learning), none for revised
# episodes (eval_checkpoints.py --revisions K measures those). An explicit --probe-samples always wins.
SMOKE_PROBE_SAMPLES = 32


def default_probe_samples(args: argparse.Namespace) -> int:
    return 0 if args.revisions else SMOKE_PROBE_SAMPLES if args.smoke else 24


# --------------------------------------------------------------------------------------------
# Configuration: the reference trainer's flags with the same meaning, plus ours.

# Where a default differs from the public run's command (the blog's 48-hour H200 job), its value there and
# why ours differs; --help lists them, and the README's H200 command gives the public run's values.
PUBLIC_RUN_DIFFERENCES = {
    "--model": ("Qwen/Qwen3.5-35B-A3B", "a 4B instruct model: 7.5 GiB of bf16 weights, not 65 GiB"),
    "--subject": ("a peach hibiscus", "none: the domain's subjects in turn, so a run is not fitted to one picture"),
    "--top-p": ("0.95", "1.0 samples the distribution TRL's loss takes its log-probabilities from; the public run "
                        "took its model's generation_config, which biases the importance ratio"),
    "--top-k": ("20", "0 (off), for the same reason"),
    "--max-completion-length": ("8192", "4096 halves the longest generation and its activations for the default "
                                        "model; raise it when completions/clipped_ratio shows replies cut off"),
    "--steps": ("200", "60, the reference trainer's default; the public runs stopped at 60 and 110 steps"),
    "--probe-samples": ("40", "24, the reference trainer's default, keeps the probe short; 40 narrows the interval of "
                              "the paired probe difference"),
}
PUBLIC_RUN_SWITCHES = ["--lora", "--all-linear", "--bf16", "--gradient-checkpointing", "--film", "--push-to-hub"]


def public_run_epilog() -> str:
    import textwrap

    def para(text: str, indent: str = "") -> str:
        return textwrap.fill(text, 100, initial_indent=indent, subsequent_indent=indent + "  ")

    return "\n".join([
        para("Defaults that differ from the public run's command (its 48-hour H200 job; the README gives it whole):"),
        *(para(f"{flag}: {value} there. {why[0].upper()}{why[1:]}", "  ")
          for flag, (value, why) in PUBLIC_RUN_DIFFERENCES.items()),
        para(f"It also turns on {', '.join(PUBLIC_RUN_SWITCHES)}. Every other flag it names (--lr 5e-5, --lr-scheduler "
             "constant_with_warmup, --warmup-steps 5, --scale-rewards none, --n-episodes 240, --num-generations 8, "
             "--per-device-batch-size 1, --gradient-accumulation-steps 8, --references 4) is the default here.")])


def build_parser() -> argparse.ArgumentParser:
    # rewards' parser: one line per mistake, each default once (alone, before rewards is fetched: argparse's)
    p = (rewards.ArgumentParser if rewards else argparse.ArgumentParser)(prog="train_grpo.py",
                                                                       description=__doc__.split("\n\n")[0],
                                                                       epilog=public_run_epilog())
    env = p.add_argument_group("environment")
    env.add_argument("--env-url", action="extend", nargs="+", default=[],
                     help="one or more running env_server.py URLs; episodes go to the least busy")
    env.add_argument("--colocate", action="store_true",
                     help="start the environment in this process (needs the sibling files and a Chromium)")
    env.add_argument("--hpsv3", action="store_true", help="with --colocate: also start hpsv3_server.py on this GPU")
    env.add_argument("--preset", help="reward weights preset (judge-led, hps-led, hps-only, offline); "
                                      "default: the environment's")
    env.add_argument("--weights", type=json.loads, help='explicit weights as JSON, e.g. \'{"gate":0.1,"hpsv3":0.9}\'')
    env.add_argument("--subject", help="paint only this subject (default: the domain's subjects in turn)")
    env.add_argument("--references", type=int, help="reference paintings the judge compares each rollout with "
                                                     "(default: the environment's, 4)")
    env.add_argument("--env-wait-s", type=float, help="how long to wait for --env-url to answer before giving up "
                                                       "(default: 60 on this machine, 300 elsewhere: a sleeping Space "
                                                       "takes minutes to wake)")
    env.add_argument("--env-retries", type=int, default=2, help="retries of an episode the environment could not score")
    env.add_argument("--env-timeout-s", type=float, default=900.0, help="longest wait for one episode's answer")
    env.add_argument("--episode-deadline-s", type=float, default=1500.0,
                     help="longest an episode (or a draft) may take, retries included, before it is unscored: below "
                          "--ddp-timeout, so one hung episode cannot hold the other processes in TRL's reward gather")
    env.add_argument("--ddp-timeout", type=int, default=1800,
                     help="seconds a process waits for the others in a collective (transformers' ddp_timeout)")
    env.add_argument("--env-concurrency", type=int, default=64, help="episodes in flight at once, all servers together")
    env.add_argument("--max-unscored-share", type=float, default=0.5,
                     help="stop (saving a checkpoint) when more than this share of the rollouts of the last "
                          "--max-unscored-steps steps went unscored: their advantages are all 0")
    env.add_argument("--max-unscored-steps", type=int, default=5,
                     help="the window of steps --max-unscored-share is judged over")
    env.add_argument("--outage-wait", type=parse_duration, default=parse_duration("6h"), metavar="DURATION",
                     help="when --max-unscored-share is passed, first wait this long for the environment to score its "
                          "example reply again (checked every minute; the wait goes on the curves as env/outage_wait_s), "
                          "then go on, or stop if it never does; 0: stop at once. 6h: a scorer or Space down for an hour "
                          "should not end a 48-hour job (--time-budget still ends the run in time)")
    env.add_argument("--revisions", type=int, default=0,
                     help="drafts per episode: the policy paints up to this many drafts with a `paint` tool, sees each "
                          "(its render for a multimodal policy, a line of feedback for any), then its final reply is "
                          "scored (0: single-shot)")
    env.add_argument("--improvement-weight", type=float, default=0.0,
                     help="removed: a revised episode's reward is its final painting's (README, Paint, look, revise)")
    env.add_argument("--feedback", default="coverage", choices=rewards.FEEDBACK_LEVELS if rewards else None,
                     help="with --revisions: what a draft's feedback line carries: verdict, + coverage (default), "
                          "+ score, + judge reasons (score and judge hand the policy its references' verdicts)")
    env.add_argument("--text-feedback", action="store_true",
                     help="with --revisions: text feedback only, even to a multimodal policy (no render shown)")
    if server := env_server_module():  # env_server.py's own settings, for the environment started here
        server.Settings.add_arguments(p.add_argument_group("the environment --colocate and --smoke start "
                                                           "(env_server.py's settings)"), skip=server.EPISODE_OVERRIDES)

    model = p.add_argument_group("model")
    model.add_argument("--model", default=DEFAULT_MODEL)
    model.add_argument("--lora", action="store_true")
    model.add_argument("--all-linear", action="store_true", help='LoRA target_modules="all-linear" (a multimodal '
                                                                   "policy's vision tower stays frozen)")
    model.add_argument("--lora-vision", action="store_true",
                       help="with --lora on a multimodal policy: wrap its vision tower too (left frozen otherwise)")
    model.add_argument("--lora-r", type=int, default=16, help="LoRA rank; alpha is 2r, dropout 0")
    model.add_argument("--bf16", action="store_true", help="train and load the weights in bfloat16")
    model.add_argument("--gradient-checkpointing", action="store_true")
    model.add_argument("--enable-thinking", action="store_true", help="let hybrid Qwen3 models think (eats the budget)")
    model.add_argument("--slow-kernels", action="store_true",
                       help="train a linear-attention model (Qwen3.5) on a GPU without its fast kernels: refused otherwise")

    gen = p.add_argument_group("generation")
    gen.add_argument("--num-generations", type=int, default=8, help="rollouts per prompt (the GRPO group)")
    gen.add_argument("--max-completion-length", type=int, default=4096)
    gen.add_argument("--temperature", type=float, default=1.0)
    gen.add_argument("--top-p", type=float, default=1.0)
    gen.add_argument("--top-k", type=int, default=0)
    gen.add_argument("--use-vllm", action="store_true", help="generate with vLLM (add it: uv run --with vllm==0.30.0)")
    gen.add_argument("--vllm-mode", choices=["colocate", "server"], default="colocate")
    gen.add_argument("--vllm-server-url", help="with --vllm-mode server: the `trl vllm-serve` URL")
    gen.add_argument("--vllm-gpu-memory-utilization", type=float, default=0.3,
                     help="with --vllm-mode colocate: the share of the GPU vLLM takes (its weights and KV cache)")
    gen.add_argument("--vllm-max-model-length", type=int,
                     help="with --vllm-mode colocate: vLLM's context, which sizes its KV cache (default "
                          "--max-completion-length + 4096 for the prompt; the model's own can be 262144 tokens)")

    opt = p.add_argument_group("optimisation")
    opt.add_argument("--steps", type=int, default=60, help="optimizer steps (max_steps)")
    opt.add_argument("--n-episodes", type=int, default=240, help="prompts in the training set (one seed each)")
    opt.add_argument("--per-device-batch-size", type=int, default=1)
    opt.add_argument("--gradient-accumulation-steps", type=int, default=8)
    opt.add_argument("--lr", type=float, default=5e-5)
    opt.add_argument("--lr-scheduler", default="constant_with_warmup")
    opt.add_argument("--warmup-steps", type=int, default=5)
    opt.add_argument("--scale-rewards", choices=["group", "batch", "none"], default="none",
                     help="none (Dr. GRPO): a gate rejection does not shrink the rest of its group's advantages")
    opt.add_argument("--beta", type=float, default=0.0, help="KL coefficient (0: no reference model)")
    opt.add_argument("--loss-type", default="dapo", choices=LOSS_TYPES,
                     help="TRL's GRPO loss; an unscored rollout is left out of every one (luspo runs at the sequence "
                          "level, as its paper and TRL ask)")
    opt.add_argument("--seed", type=int, default=0)
    opt.add_argument("--shuffle-rewards", action="store_true",
                     help="control experiment: deal each group's rewards out again at random among its rollouts before "
                          "GRPO sees them (rollouts and curves keep the true ones); a policy that improves anyway is "
                          "drifting, not following the reward (bench/learning.py's control arm)")

    out = p.add_argument_group("outputs")
    out.add_argument("--out", default="watercolour-grpo", help="Hub model repo id; its name also names the output folder")
    out.add_argument("--output-dir", help="local folder for everything the run writes (default: runs/<name of --out>)")
    out.add_argument("--run-tag", help="names this run in trackio and the rollouts (default: start time)")
    out.add_argument("--film", action="store_true", help="also write every painting as loose PNG + JS files")
    out.add_argument("--probe-samples", type=int, default=None,
                     help="score this many samples before and after training (default 24, 2 with --smoke, 0 with "
                          "--revisions; 0: off; eval_checkpoints.py does more)")
    out.add_argument("--probe-temperature", type=float, default=0.9,
                     help="the probe's sampling temperature (the reference's 0.9; top-p and top-k are the run's)")
    out.add_argument("--push-to-hub", action="store_true", help="push the adapter, checkpoints, rollouts and dashboard "
                                                               "to the Hub (a token: `hf auth login` or HF_TOKEN)")
    out.add_argument("--hub-private", action="store_true")
    out.add_argument("--save-steps", type=int, default=10)
    out.add_argument("--save-total-limit", type=int, default=2)
    out.add_argument("--resume-from-checkpoint", help="a checkpoint folder, or `latest` in --output-dir")
    out.add_argument("--time-budget", type=parse_duration, metavar="DURATION",
                     help="wall-clock budget of the whole run, e.g. 47h under `--timeout 48h`: training stops early "
                          "enough for the probe after, the checkpoint, the adapter, its card and the pushes to fit")
    out.add_argument("--end-reserve", type=parse_duration, default=parse_duration("10m"), metavar="DURATION",
                     help="with --time-budget: time kept for saving the adapter, the card, the last pushes and "
                          "trackio's end, or what they took last time if longer (the probe after and one more step "
                          "are measured and kept on top; a resumed run keeps its earlier probe's time)")
    out.add_argument("--project", default="watercolour-grpo", help="trackio project")
    out.add_argument("--trackio-space", help="push the trackio dashboard to this Space (with --push-to-hub, "
                                             "default <--out>-trackio)")
    out.add_argument("--no-tracking", action="store_true", help="no trackio (curves.csv is still written)")

    p.add_argument("--smoke", action="store_true",
                   help="tiny local model, CPU, in-process offline environment, 16 steps of 4 rollouts and a "
                        "paired probe: checks that the whole loop learns")
    return p


def env_server_module():
    """env_server when it is importable (a checkout, or the files shipped with a volume: what
    --colocate and --smoke need), else None (this file alone against a running environment, whose
    settings are its own)."""
    try:
        import env_server
    except ModuleNotFoundError as missing:
        if missing.name != "env_server":
            raise
        return None
    return env_server


def parse_with_smoke_defaults(parser: argparse.ArgumentParser, argv: list[str] | None,
                              smoke_defaults: dict) -> argparse.Namespace:
    """--smoke changes the defaults, so any flag typed beside it still wins."""
    argv = sys.argv[1:] if argv is None else argv
    if "--smoke" in argv:
        parser.set_defaults(**smoke_defaults)
    return parser.parse_args(argv)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    args = parse_with_smoke_defaults(parser, argv, SMOKE_DEFAULTS)
    server = env_server_module()
    args.environment_flags = server.Settings.given_flags(parser, args, skip=server.EPISODE_OVERRIDES) if server else []
    problems = check_args(args)
    if args.probe_samples is None:
        args.probe_samples = default_probe_samples(args)
    if problems:
        parser.error("\n  ".join(problems))
    args.command = list(sys.argv[1:] if argv is None else argv)  # for the resume command a stopped run prints
    args.output_dir = Path(args.output_dir or Path("runs") / args.out.rstrip("/").split("/")[-1])
    if args.push_to_hub and not args.no_tracking and not args.trackio_space:
        args.trackio_space = f"{args.out}-trackio"  # the dashboard outlives the job, as the blog's runs' did
    return args


# Under accelerate launch or torchrun every process runs this script; alone, these are 1 and 0.
def world_size() -> int:
    return int(os.environ.get("WORLD_SIZE", "1"))


def rank() -> int:
    return int(os.environ.get("RANK", "0"))


def parse_duration(text: str) -> float:
    """Seconds in "47h", "90m", "1h30m", "45s" or "3600" (seconds), as hf jobs --timeout takes them."""
    import re

    parts = re.fullmatch(r"\s*(?:(\d+(?:\.\d+)?)h)?\s*(?:(\d+(?:\.\d+)?)m)?\s*(?:(\d+(?:\.\d+)?)s?)?\s*", text or "")
    if not parts or not any(parts.groups()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a duration: write it as 47h, 90m, 1h30m or 3600 (seconds)")
    hours, minutes, seconds = (float(g or 0) for g in parts.groups())
    return hours * 3600 + minutes * 60 + seconds


def gather_from_all(obj: Any) -> list:
    """`obj` from every process, in rank order; [obj] when there is only this one. Every process must
    call it at the same point (it is a collective)."""
    if world_size() == 1:
        return [obj]
    import torch.distributed as dist

    gathered = [None] * world_size()
    dist.all_gather_object(gathered, obj)
    return gathered


def check_args(args: argparse.Namespace) -> list[str]:
    """Every inconsistency at once, before anything is loaded."""
    problems = []
    if args.num_generations < 2:
        problems.append(f"--num-generations must be at least 2 (GRPO compares rollouts), got {args.num_generations}")
    else:
        batch = args.per_device_batch_size * args.gradient_accumulation_steps * world_size()
        if batch % args.num_generations:
            problems.append(
                f"--per-device-batch-size x --gradient-accumulation-steps x processes = {args.per_device_batch_size} x "
                f"{args.gradient_accumulation_steps} x {world_size()} = {batch} rollouts per step, which is not a "
                f"multiple of --num-generations {args.num_generations}: every group needs all its rollouts in one step")
    if args.env_url and args.colocate:
        problems.append("--env-url and --colocate both given: use a running environment or start one, not both")
    if not args.env_url and not args.colocate:
        problems.append("no environment: give --env-url URL (a running env_server.py) or --colocate")
    for url in args.env_url:
        if urllib.parse.urlparse(url).scheme not in ("http", "https", "ws", "wss"):
            problems.append(f"--env-url {url!r} is not an http(s):// or ws(s):// URL")
    if not args.colocate:
        for flag in args.environment_flags + (["--hpsv3"] if args.hpsv3 else []):
            problems.append(f"{flag} configures the environment this script starts: it needs --colocate "
                            "(a running environment has its own settings)")
    elif env_server_module() is None:
        problems.append("--colocate and --smoke start the environment here: they need env_server.py and its siblings "
                        "beside this file (see the README)")
    else:
        problems += env_server_module().Settings.from_args(args).problems()
    if args.hpsv3 and getattr(args, "hpsv3_url", None):
        problems.append("--hpsv3 starts an HPSv3 service and --hpsv3-url names a running one: pick one")
    if args.preset and args.weights:
        problems.append("--preset and --weights both given: pick one")
    if (args.all_linear or args.lora_vision or args.lora_r != 16) and not args.lora and not args.smoke:
        problems.append("--all-linear, --lora-vision and --lora-r shape a LoRA adapter: add --lora")
    if args.env_wait_s is not None and args.env_wait_s <= 0:
        problems.append(f"--env-wait-s must be positive, got {args.env_wait_s}")
    if args.lora_r < 1:
        problems.append(f"--lora-r must be positive, got {args.lora_r}")
    if not 0 < args.top_p <= 1:
        problems.append(f"--top-p must be in (0, 1], got {args.top_p}")
    if args.top_k < 0:
        problems.append(f"--top-k must be 0 (off) or positive, got {args.top_k}")
    if args.temperature <= 0:
        problems.append(f"--temperature must be positive, got {args.temperature}")
    for flag in ("steps", "n_episodes", "per_device_batch_size", "gradient_accumulation_steps",
                 "max_completion_length", "save_steps", "env_concurrency"):
        if getattr(args, flag) < 1:
            problems.append(f"--{flag.replace('_', '-')} must be at least 1, got {getattr(args, flag)}")
    # env_server.MAX_REFERENCES and MAX_REVISIONS, restated: this file may run alone, and these stop a run
    # before its first request rather than at it
    if args.references is not None and not 1 <= args.references <= 16:
        problems.append(f"--references must be between 1 and 16, got {args.references}")
    if args.env_retries < 0 or (args.probe_samples or 0) < 0 or args.warmup_steps < 0:
        problems.append("--env-retries, --probe-samples and --warmup-steps cannot be negative")
    if not 0 <= args.max_unscored_share < 1:
        problems.append(f"--max-unscored-share must be in [0, 1), got {args.max_unscored_share}")
    if args.max_unscored_steps < 1:
        problems.append(f"--max-unscored-steps must be at least 1, got {args.max_unscored_steps}")
    if args.probe_temperature <= 0:
        problems.append(f"--probe-temperature must be positive, got {args.probe_temperature}")
    if args.vllm_server_url and not (args.use_vllm and args.vllm_mode == "server"):
        problems.append("--vllm-server-url needs --use-vllm --vllm-mode server")
    if args.use_vllm:
        import importlib.util

        if importlib.util.find_spec("vllm") is None:
            problems.append("--use-vllm: vLLM is not installed here; run with `uv run --with vllm==0.30.0 "
                            "train_grpo.py ...` (0.30.0 resolves with these pins; on hf jobs: --with vllm==0.30.0)")
    if args.resume_from_checkpoint not in (None, "latest") and not Path(args.resume_from_checkpoint).is_dir():
        problems.append(f"--resume-from-checkpoint {args.resume_from_checkpoint}: no such folder "
                        "(give a checkpoint-N folder or `latest`)")
    if args.push_to_hub and args.smoke:
        problems.append("--smoke trains a random model: it is not pushed (drop --push-to-hub)")
    problems += check_revision_args(args)
    problems += check_deadlines(args)
    return problems


DEADLINE_MARGIN_S = 60  # between an episode's deadline and the collective it must not outlive


def check_deadlines(args: argparse.Namespace) -> list[str]:
    """A hung episode must end (unscored) before the other processes give up waiting for this one."""
    if args.episode_deadline_s <= 0:
        return [f"--episode-deadline-s must be positive, got {args.episode_deadline_s:g}"]
    if world_size() == 1:
        return []  # no other process waits on this one
    if args.episode_deadline_s + DEADLINE_MARGIN_S > args.ddp_timeout:
        return [f"--episode-deadline-s {args.episode_deadline_s:g} leaves under {DEADLINE_MARGIN_S} s of --ddp-timeout "
                f"{args.ddp_timeout}: one hung episode would stop the job in TRL's reward gather. Lower the first or "
                "raise the second"]
    # TRL runs a process's tool calls rollout by rollout: its drafts take up to rollouts x revisions deadlines
    drafts_s = args.per_device_batch_size * args.gradient_accumulation_steps * args.revisions * args.episode_deadline_s
    if args.revisions and drafts_s + args.episode_deadline_s + DEADLINE_MARGIN_S > args.ddp_timeout:
        return [f"--revisions {args.revisions} on {world_size()} processes: a process's drafts may take up to "
                f"{args.per_device_batch_size * args.gradient_accumulation_steps} rollouts x {args.revisions} x "
                f"--episode-deadline-s {args.episode_deadline_s:g} = {drafts_s:.0f} s while the others wait; raise "
                f"--ddp-timeout to at least {drafts_s + args.episode_deadline_s + DEADLINE_MARGIN_S:.0f} or lower "
                "--episode-deadline-s"]
    return []


def check_revision_args(args: argparse.Namespace) -> list[str]:
    problems = []
    if not 0 <= args.revisions <= 8:
        problems.append(f"--revisions must be from 0 (single-shot) to 8, got {args.revisions}")
    if args.improvement_weight:
        problems.append("--improvement-weight was removed: it paid most to episodes that never drafted, and a term "
                        "paying for the gain over a draft pays for sandbagged drafts; the final painting is scored")
    if not args.revisions:
        for flag in ("text_feedback", "feedback"):
            if getattr(args, flag) and getattr(args, flag) != "coverage":
                problems.append(f"--{flag.replace('_', '-')} shapes revised episodes: it needs --revisions K > 0")
    elif args.probe_samples:
        problems.append("--probe-samples scores single replies: with --revisions use eval_checkpoints.py --revisions K")
    if args.revisions and world_size() > 1 and (collective := collective_generation(args)):
        problems.append(f"--revisions on {world_size()} processes with {collective}: TRL 1.16's tool loop generates "
                        "again only on the processes whose rollouts still call the tool, and there generation is a "
                        "collective every process must join, so the others would wait until --ddp-timeout. Use "
                        "DDP or ZeRO-1/2 with HF generation or --vllm-mode colocate, or one process")
    return problems


def collective_generation(args: argparse.Namespace) -> str | None:
    """What would make one process's generate() wait for every other's, as accelerate launch tells its
    processes (its environment variables; a DeepSpeed config file's own stage), or None."""
    if args.use_vllm and args.vllm_mode == "server":
        return "--vllm-mode server (the prompts of every process are gathered for the server)"
    if os.environ.get("ACCELERATE_USE_FSDP", "").lower() in ("1", "true"):
        return "FSDP (generation gathers the sharded weights)"
    if os.environ.get("ACCELERATE_USE_DEEPSPEED", "").lower() in ("1", "true"):
        stage = os.environ.get("ACCELERATE_DEEPSPEED_ZERO_STAGE")
        config_file = os.environ.get("ACCELERATE_DEEPSPEED_CONFIG_FILE")
        if stage is None and config_file and Path(config_file).is_file():
            with contextlib.suppress(ValueError, AttributeError):
                stage = str(json.loads(Path(config_file).read_text()).get("zero_optimization", {}).get("stage"))
        if stage == "3":
            return "DeepSpeed ZeRO-3 (generation runs with synced_gpus)"
    return None


# --------------------------------------------------------------------------------------------
# Before anything slow: what the flags name must be there.

HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")  # rewards.HUB_ID, restated: this file may run alone


def model_problem(flag: str, model: str) -> str | None:
    """A model must be a local model folder or a Hub id (owner/name); a path that is neither fails now,
    not after the libraries load."""
    path = Path(model).expanduser()
    if path.is_dir():
        return None if (path / "config.json").exists() or (path / "adapter_config.json").exists() else (
            f"{flag} {model}: a folder without config.json, so not a model: give a model folder or a Hub id")
    if path.exists():
        return f"{flag} {model}: a file; a model is a folder (config.json and weights) or a Hub id (owner/name)"
    if not HUB_ID.match(model):
        return f"{flag} {model}: no such folder here, nor a Hub id (owner/name, e.g. {DEFAULT_MODEL})"
    return None


def hub_token_problem() -> str | None:
    from huggingface_hub import get_token

    if get_token() is None:
        return ("--push-to-hub needs a Hugging Face token with write access: run `hf auth login`, or set HF_TOKEN "
                "(on hf jobs: --secrets HF_TOKEN)")
    return None


def pool_problem(pool: str) -> str | None:
    """A local reference pool is loaded now (a Hub one when the environment starts)."""
    try:
        if Path(pool).is_dir() or not rewards.HUB_ID.match(pool):
            rewards.ReferencePool.load(pool)
    except rewards.PoolError as exc:
        return f"--pool: {exc}"
    return None


def preflight(args: argparse.Namespace) -> list[str]:
    """What the flags name, checked before anything slow (check_args has checked they fit together):
    the model, the Hub token, the reference pool. Every problem at once."""
    problems = [model_problem("--model", args.model) if not (args.smoke and args.model == DEFAULT_MODEL) else None,
                hub_token_problem() if args.push_to_hub else None,
                pool_problem(args.pool) if args.colocate and getattr(args, "pool", None) else None]
    return [p for p in problems if p]


def env_wait_s(args: argparse.Namespace, url: str) -> float:
    host = urllib.parse.urlparse(url).hostname or ""
    return args.env_wait_s or (60.0 if host in ("127.0.0.1", "localhost", "::1") else 300.0)


def fail(message: str) -> NoReturn:
    """A user's mistake found after parsing: one line per problem, exit 2, as for the flags."""
    print("\n".join(f"train_grpo.py: error: {line}" for line in message.splitlines()), file=sys.stderr)
    raise SystemExit(2)


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


WHY = "why/"  # a StepTally count of unscored rollouts by the environment's reason


def unscored_reason(error: str | None) -> str:
    """An unscored rollout's reason without the servers and attempts, so the same failure counts once."""
    last = (error or "no reason given").split(" | ")[-1]
    return last.split(": ", 1)[1][:200] if last.startswith(("http://", "https://", "ws")) and ": " in last else last[:200]


class StepTally:
    """What this process's rollouts came to since the step was last logged: their counts and the best
    painting. The reward function adds to it; the step report takes it (see `step_report_callback`)."""

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


def make_reward_function(client: env_client.EnvironmentClient, rollouts: RolloutLog, tally: StepTally | None = None,
                         shuffle: random.Random | None = None):
    """The reward function TRL calls once per generation batch: all rollouts at once, recorded. With
    `shuffle` (--shuffle-rewards), GRPO gets each group's rewards dealt out at random (the control arm)."""
    calls = [0]

    async def watercolour(prompts, completions, completion_ids, seed, subject, trainer_state=None, log_metric=None,
                          **_) -> list[float | None]:
        call = calls[0] = calls[0] + 1
        texts = [env_client.completion_text(c) for c in completions]
        started = time.perf_counter()
        generated = tally.generation_s(started) if tally is not None else {}
        episodes = await asyncio.gather(*(client.episode(t, s, subj) for t, s, subj in zip(texts, seed, subject)))
        waited = time.perf_counter() - started
        step = (trainer_state.global_step if trainer_state else 0) + 1  # the step these rollouts train
        rows = rollout_rows(episodes, texts, prompts, seed, subject, completion_ids, step, call)
        await asyncio.to_thread(rollouts.append, rows)
        return report_rewards(rows, step, {"env/wait_s": waited, **generated}, tally, log_metric, shuffle)

    return watercolour


def report_rewards(rows: list[dict], step: int, metrics: dict, tally: StepTally | None, log_metric,
                   shuffle: random.Random | None = None) -> list:
    """A reward call's bookkeeping over its stored rows, the same for single-shot and revised episodes:
    the step's tally, TRL's metrics, a warning naming why rollouts went unscored; then the rewards
    (None: unscored), dealt out within their groups with `shuffle`."""
    if tally is not None:
        tally.add(rows, step)
    if log_metric is not None:
        for name, value in {**call_metrics(rewards.summarise_records(rows)), **metrics}.items():
            log_metric(name, value)
    unscored = [r for r in rows if r["reward"] is None]
    if unscored:
        log.warning("step %d: %d of %d rollouts unscored (left out of their groups' baselines): %s", step,
                    len(unscored), len(rows), "; ".join(sorted({r["error"] or "?" for r in unscored}))[:1000])
    if shuffle is not None:
        return shuffled_within_groups([r["reward"] for r in rows], [r["group"] for r in rows], shuffle)
    return [r["reward"] for r in rows]


def shuffled_within_groups(values: list, groups: list, rng: random.Random) -> list:
    """The control arm's rewards: each group's rewards dealt out again at random among its rollouts. A
    group keeps its mean and spread, so everything GRPO computes looks the same, but a reward no longer
    belongs to the completion that earned it. An unscored rollout (None) keeps its None: dealing it onto a
    scored one would leave that one out of the loss and hand its reward to a rollout never scored."""
    out = list(values)
    for group in dict.fromkeys(groups):
        at = [i for i, g in enumerate(groups) if g == group and values[i] is not None]
        dealt = [out[i] for i in at]
        rng.shuffle(dealt)
        for i, value in zip(at, dealt):
            out[i] = value
    return out


# --------------------------------------------------------------------------------------------
# Each step's report, curves and the per-step line.


OUTAGE_POLL_S = 60.0  # between checks of an environment that stopped scoring


def example_scored(client: env_client.EnvironmentClient, task: dict) -> str | None:
    """None when some --env-url scores the environment's own example reply now (as check_reward_terms does
    before training, without stopping the run), else why not."""
    single_shot = {k: v for k, v in client.reset_options.items() if k not in ("revisions", "improvement_weight")}
    errors = []
    for url in client.urls:
        one = env_client.EnvironmentClient([url], single_shot, retries=0, timeout_s=client.timeout_s,
                                           deadline_s=client.deadline_s)
        episode = asyncio.run(one.episode(task["example_reply"], 0, task["subject"]))
        if episode.reward is not None:
            return None
        errors.append(f"{url}: {episode.error}")
    return "; ".join(errors)


def wait_for_scoring(check, limit_s: float, console, clock=time.monotonic) -> tuple[float, str | None]:
    """Check every OUTAGE_POLL_S until check() says the environment scores again (None) or `limit_s` has
    passed. The first process checks and every process takes its answer (a collective each poll, well
    inside --ddp-timeout: a check is one episode, under --episode-deadline-s). Returns (seconds waited,
    the last reason it did not score, or None once it did)."""
    started = clock()
    while True:
        why = gather_from_all(check() if rank() == 0 else None)[0]
        waited = clock() - started
        if why is None or waited + OUTAGE_POLL_S > limit_s:
            return waited, why
        if rank() == 0:
            console.print(f"the environment still does not score ({why[:200]}); waited {format_seconds(waited)} of "
                          f"{format_seconds(limit_s)}", highlight=False)
        time.sleep(OUTAGE_POLL_S)


def step_report_callback(tally: StepTally, args, tracking: bool, check=None, console=None, budget_left=lambda: math.inf):
    from transformers import TrainerCallback

    class StepReport(TrainerCallback):
        """Completes each step's numbers before trackio and curves.csv see them (it comes first among the
        callbacks): the environment's counts summed over processes (TRL averages what a reward function
        logs, right for a mean, wrong for a count), every violation code seen so far (0 when absent), and
        the step's best painting for trackio. Stops the run, saving a checkpoint, when more than
        --max-unscored-share of the rollouts of the last --max-unscored-steps steps went unscored: a window,
        so a half-scored step among blind ones does not reset the count. Their advantages are 0, and the
        environment needs a person."""

        def __init__(self):
            self.codes: set[str] = set()
            self.window: collections.deque = collections.deque(maxlen=args.max_unscored_steps)  # (unscored, rollouts)
            self.steps_unscored = 0  # steps with not one rollout scored
            self.rollouts_unscored = 0
            self.why: Counter = Counter()  # the environment's reasons for the unscored rollouts in the window
            self.stopped: str | None = None
            self.outage_wait_s = 0.0  # waited for the environment to score again, over this launch

        def on_step_begin(self, targs, state, control, **kwargs):
            tally.step_started = time.perf_counter()

        def on_log(self, targs, state, control, logs=None, **kwargs):
            # Every process logs at the same steps, so gathering here is safe; each scored its own rollouts.
            everyone = gather_from_all(tally.take())
            counts = sum((c for c, _ in everyone), Counter())
            if not counts["rollouts"]:
                return  # the summary at the end of training, not a step
            self.codes |= {k.split("/", 1)[1] for k in counts if k.startswith("gate/")}
            self.steps_unscored += counts["unscored"] == counts["rollouts"]
            numbers = {**count_metrics(counts, self.codes), "env/steps_unscored": float(self.steps_unscored)}
            logs.update(numbers)
            state.log_history[-1].update(numbers)  # trainer_state.json keeps the same numbers
            best = max((b for _, b in everyone if b), key=lambda b: b[0], default=None)
            if tracking and best and state.is_world_process_zero:
                import trackio
                from PIL import Image

                logs["painting"] = trackio.Image(Image.open(io.BytesIO(best[1])), caption=best[2])
            self.rollouts_unscored += counts["unscored"]
            self.window.append((counts["unscored"], counts["rollouts"], Counter({k[len(WHY):]: n for k, n in counts.items()
                                                                               if k.startswith(WHY)})))
            unscored, total = (sum(w[i] for w in self.window) for i in (0, 1))
            if len(self.window) == self.window.maxlen and unscored > args.max_unscored_share * total:
                why = sum((w[2] for w in self.window), Counter()).most_common(1)
                if self.outage_over(logs, state, min(args.outage_wait, budget_left()), unscored, total):
                    return control
                self.stopped = (f"stopped at step {state.global_step}: {unscored} of the {total} rollouts of the last "
                                f"{len(self.window)} steps went unscored, more than --max-unscored-share "
                                f"{args.max_unscored_share:.0%} (the environment or a scorer is down"
                                f"{f'; most often: {why[0][0]}' if why else ''}"
                                + (f"; it did not score again in {format_seconds(logs['env/outage_wait_s'])} of "
                                   "--outage-wait" if "env/outage_wait_s" in logs else "") +
                                "). Fix it, then --resume-from-checkpoint latest")
                control.should_save = control.should_training_stop = True
            return control

        def outage_over(self, logs: dict, state, limit_s: float, unscored: int, total: int) -> bool:
            """Whether the environment scores again within `limit_s` (the wait goes on the step's curves);
            then the window starts afresh, as its blind steps are past."""
            if check is None or limit_s <= 0:
                return False
            if rank() == 0:
                console.print(f"[yellow]{unscored} of the {total} rollouts of the last {len(self.window)} steps went "
                              f"unscored: waiting up to {format_seconds(limit_s)} (--outage-wait) for the environment "
                              "to score again[/]")
            waited, why = wait_for_scoring(check, limit_s, console)
            self.outage_wait_s += waited
            logs["env/outage_wait_s"] = state.log_history[-1]["env/outage_wait_s"] = waited
            if why is not None:
                return False
            if rank() == 0:
                console.print(f"the environment scores again after {format_seconds(waited)}: training goes on",
                              highlight=False)
            self.window.clear()
            return True

    return StepReport()


# --------------------------------------------------------------------------------------------
# Unscored rollouts train nothing. TRL gives them advantage 0 and leaves them out of their group's baseline,
# but each loss type's normaliser still counts them (so every scored rollout's gradient shrinks), and a step
# with nothing scored still steps the optimizer (Adam's momentum, an MoE's router loss).

LOSS_TYPES = ("dapo", "grpo", "dr_grpo", "bnpo", "cispo", "sapo", "luspo", "vespo")  # TRL 1.16's GRPOConfig.loss_type
# How each divides its policy term (grpo_trainer._compute_loss), hence what leaving a rollout out takes:
PER_ROLLOUT = ("grpo", "sapo", "luspo", "dr_grpo")  # by the rollouts (x max length): x rollouts / scored ones
PER_MICRO_BATCH = ("bnpo",)  # by each micro-batch's tokens, / accumulation steps: x micro-batches / those with a scored one
# dapo, cispo and vespo divide by the generation batch's tokens (num_items_in_batch): recounted without them.


class NothingScored(Exception):
    """Raised instead of a forward pass in a step where no process has a rollout scored (see training_step)."""


def unscored_aware_trainer(base):
    """`base` (TRL's GRPOTrainer) where an unscored rollout (every reward None) is as if it were absent from the
    generation batch, for every loss type: its tokens leave the loss and attention (as TRL masks truncated
    completions), and the scored rollouts' advantages are scaled by what the loss type's normaliser over-counts
    (every policy term of TRL 1.16 is proportional to the advantage, so this is exact; a --beta KL term keeps
    TRL's normaliser). A step with not one rollout scored on any process runs no forward and no backward: no
    gradient exists, so torch's optimizers skip every parameter (weights and moments unchanged), and under
    DeepSpeed, whose optimizer steps inside accelerator.backward, nothing steps at all."""
    import torch

    class UnscoredAwareGRPOTrainer(base):
        nothing_scored = False

        def _calculate_rewards(self, *args, **kwargs):
            rewards = super()._calculate_rewards(*args, **kwargs)  # every process's rows, gathered
            self._unscored_rows = torch.isnan(rewards).all(dim=1)
            return rewards

        def _generate_and_score_completions(self, inputs):
            output = super()._generate_and_score_completions(inputs)
            if not self.model.training:
                return output
            mask = output["completion_mask"]
            mine = slice(self.accelerator.process_index * len(mask), (self.accelerator.process_index + 1) * len(mask))
            keep = (~self._unscored_rows[mine]).to(mask.device, mask.dtype).unsqueeze(1)
            output["completion_mask"] = mask * keep
            if output.get("tool_mask") is not None:
                output["tool_mask"] = output["tool_mask"] * keep
            output["num_items_in_batch"] = self.accelerator.gather(loss_mask(output).sum()).sum()
            self.nothing_scored = bool(self._unscored_rows.all())
            return output

        def _prepare_inputs(self, generation_batch):
            split_before = self._buffered_inputs
            inputs = super()._prepare_inputs(generation_batch)
            if self.model.training and self._buffered_inputs is not split_before:  # a new generation batch, split
                scale = self._absent_scale(self._buffered_inputs)
                for micro_batch in self._buffered_inputs:  # `inputs` is one of them
                    micro_batch["advantages"] = micro_batch["advantages"] * scale
            return inputs

        def _absent_scale(self, micro_batches: list[dict]) -> float:
            if self.loss_type in PER_ROLLOUT:
                rows = self._unscored_rows
                return len(rows) / max(1, int((~rows).sum()))
            if self.loss_type in PER_MICRO_BATCH:  # every process splits its batch at this same call
                local = torch.tensor([sum(bool(loss_mask(b).any()) for b in micro_batches), len(micro_batches)],
                                     device=self.accelerator.device)
                scored, total = self.accelerator.reduce(local, reduction="sum").tolist()
                return total / max(1, scored)
            return 1.0

        def compute_loss(self, model, inputs, *args, **kwargs):
            if self.nothing_scored and self.model.training:  # the same on every process: none runs a forward
                raise NothingScored
            return super().compute_loss(model, inputs, *args, **kwargs)

        def training_step(self, model, inputs, num_items_in_batch=None):
            try:
                return super().training_step(model, inputs, num_items_in_batch)
            except NothingScored:
                self._step += 1  # GRPOTrainer.training_step's count, after the super() call this skipped
                return torch.zeros((), device=self.args.device)

    return UnscoredAwareGRPOTrainer


def loss_mask(batch: dict):
    """The tokens a GRPO loss counts: the completion's, less a multi-turn episode's tool results."""
    return batch["completion_mask"] if batch.get("tool_mask") is None else batch["completion_mask"] * batch["tool_mask"]


# --------------------------------------------------------------------------------------------
# Revised episodes (--revisions K): the policy paints drafts with a tool, sees them, and revises.
# TRL runs the turns (environment_factory, _tool_call_loop): a draft is a `paint` tool call, its
# result (text, or the render and text for a policy that sees images) is masked from the loss, and
# after K calls TRL stops running the tool. The final reply is scored by the reward function.

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


def make_revision_reward_function(rollouts: RevisionRolloutLog, tally: StepTally | None = None,
                                  shuffle: random.Random | None = None):
    """The reward function of revised episodes: each rollout's final reply goes to its own session
    (TRL hands the sessions over as `environments`), all at once; every turn is recorded."""
    calls = [0]

    async def watercolour_revised(prompts, completions, completion_ids, seed, subject, environments,
                                  trainer_state=None, log_metric=None, **_) -> list[float | None]:
        call = calls[0] = calls[0] + 1
        replies = [env_client.final_reply(c) for c in completions]
        started = time.perf_counter()
        generated = tally.generation_s(started) if tally is not None else {}  # drafts included
        episodes = await asyncio.gather(*(env_client.finish_episode(e, r) for e, r in zip(environments, replies)))
        waited = time.perf_counter() - started
        step = (trainer_state.global_step if trainer_state else 0) + 1
        rows = rollout_rows(episodes, replies, prompts, seed, subject, completion_ids, step, call)
        for row, env, completion in zip(rows, environments, completions):
            breakdown = json.loads(row["breakdown"])
            for t in breakdown.get("turns", []):
                t.pop("image_png_base64", None)  # the PNGs are in `turns`, not twice
            row.update(breakdown=json.dumps(breakdown), turns=env_client.painting_rows(env), paintings=len(env.paintings),
                       conversation=env_client.conversation_json(completion))
        await asyncio.to_thread(rollouts.append, rows)
        return report_rewards(rows, step, {**summarize_revisions(environments), "env/wait_s": waited, **generated},
                              tally, log_metric, shuffle)

    return watercolour_revised


def revision_processing_class(model_path: str, text_feedback: bool):
    """A multimodal policy's processor, so it sees its renders (with --text-feedback it reads the line only,
    but TRL still needs the processor to know the model is multimodal: with a tokenizer it reads the
    top-level config's max_position_embeddings, which Qwen3.5's lacks, and fails at the first draft); a
    text-only policy's tokenizer. A multimodal policy whose processor fails to load stops the run, with the
    reason. Returns (processing class, whether feedback carries images)."""
    from transformers import AutoProcessor, AutoTokenizer, ProcessorMixin

    multimodal = model_is_multimodal(model_path)
    if text_feedback and not multimodal:
        return AutoTokenizer.from_pretrained(model_path), False
    try:
        processor = AutoProcessor.from_pretrained(model_path, padding_side="left", truncation_side="left")
    except Exception as exc:
        if multimodal:
            raise SystemExit(f"--revisions: {model_path} is multimodal but its processor failed to load "
                             f"({type(exc).__name__}: {str(exc)[:300]}); install what it names (Qwen3.5's needs "
                             "torchvision built for this torch: `uv run --with torchvision==0.28.0 train_grpo.py ...` "
                             "with torch 2.13 from the registry)") from exc
        log.debug("no processor for %s (%s): text feedback", model_path, exc)  # a text-only model
        processor = None
    if isinstance(processor, ProcessorMixin) and getattr(processor, "image_processor", None) is not None:
        return processor, not text_feedback
    if multimodal:
        raise SystemExit(f"--revisions: {model_path} is multimodal but AutoProcessor gave "
                         f"{type(processor).__name__}, without an image processor: TRL would treat it as text-only "
                         "and fail on its config at the first draft")
    return AutoTokenizer.from_pretrained(model_path), False


def model_is_multimodal(model_path: str) -> bool:
    """Whether the model's config declares a vision tower (no config to read: a text-only folder)."""
    from transformers import AutoConfig

    try:
        return getattr(AutoConfig.from_pretrained(model_path), "vision_config", None) is not None
    except Exception:
        return False


# --------------------------------------------------------------------------------------------
# Curves and the per-step line.


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
# The model: a real one from the Hub, or the smoke run's tiny one built here.


def smoke_spread() -> dict[str, str]:
    """The replies the smoke model is taught, one as often as another: a spread of quality for GRPO to
    choose from, never the reward. Each opens with its own first line (where a sample's kind is
    decided), and they differ in what the environment sees, not in comments or padding:

    - `flower`: a centred hibiscus, stem, five petals and a darker heart (the best painting);
    - `petals`: the ring of petals alone (passes, paints less);
    - `bud`: one small bud (passes, paints little);
    - `p5-centre`: the flower with its centre drawn by p5 itself (`ellipse`, outside the sketch's world);
    - `splash`: the flower finished with a brush method p5.brush does not have;
    - `unrolled`: every petal written out vertex by vertex, longer than the smoke run's token budget (cut off).
    """
    head = ("async function setup() {\n  createCanvas(600, 600, WEBGL);\n  brush.scaleBrushes(3);\n  angleMode(DEGREES);\n"
            "  noLoop();\n}\n\nfunction draw() {\n  translate(-width / 2, -height / 2);\n  background(\"#f7f1e3\");\n"
            "  brush.noStroke();\n")
    stem = ("  brush.fill(\"#5b8c4a\", 190);\n  brush.fillBleed(0.2);\n  brush.beginShape(0.3);\n"
            "  brush.vertex(296, 330); brush.vertex(312, 330); brush.vertex(330, 560); brush.vertex(316, 562);\n"
            "  brush.endShape(true);\n")
    petals = ("  for (let i = 0; i < 5; i++) {\n    const a = i * 72 - 90;\n"
              "    for (const [colour, reach] of [[\"#f4a582\", 230], [\"#ee8866\", 160]]) {\n"
              "      brush.fill(colour, 205);\n      brush.fillBleed(0.25);\n      brush.beginShape(0.7);\n"
              "      brush.vertex(300, 300);\n      for (const [d, k] of [[-32, 0.7], [-11, 1], [11, 1], [32, 0.7]]) {\n"
              "        brush.vertex(300 + cos(a + d) * reach * k, 300 + sin(a + d) * reach * k);\n      }\n"
              "      brush.endShape(true);\n    }\n  }\n")
    heart = "  brush.fill(\"#c8504a\", 220);\n  brush.circle(300, 300, 40, 0.5);\n"
    centre = "  brush.fill(\"#f2d36b\", 220);\n  brush.circle(300, 300, 18, 0.4);\n}"
    bud = "  brush.fill(\"#d9645a\", 230);\n  brush.fillBleed(0.25);\n  brush.circle(300, 300, 60, 0.5);\n" + centre
    unrolled = "".join(
        f"  brush.fill(\"{colour}\", {opacity});\n  brush.beginShape(0.7);\n  brush.vertex(300, 300);\n" + "".join(
            f"  brush.vertex({300 + math.cos(math.radians(a + d)) * r * k:.0f}, {300 + math.sin(math.radians(a + d)) * r * k:.0f});\n"
            for d, k in ((-30, 0.7), (-10, 1.0), (10, 1.0), (30, 0.7))) + "  brush.endShape(true);\n"
        for r, colour, opacity in ((230, "#f4a582", 185), (170, "#ee8866", 205), (80, "#c8504a", 225))
        for a in range(-90, 270, 72))
    replies = {
        "flower": ("A hibiscus centred on the sheet: a stem, five petals and a darker heart.", stem + petals + heart + centre),
        "petals": ("Five petals in a ring.", petals + centre),
        "bud": ("One small bud.", bud),
        "p5-centre": ("Petals on a stem, with a crisp centre drawn in p5.", stem + petals + "  fill(\"#f2d36b\");\n"
                                                                          "  ellipse(300, 300, 36, 36);\n}"),
        "splash": ("Petals on a stem, finished with a splash.", stem + petals + "  brush.splash(300, 300, 36);\n}"),
        "unrolled": ("Every petal drawn out in full, vertex by vertex.", stem + unrolled + centre),
    }
    return {name: f"{line}\n\n```javascript\n{head}{body}\n```" for name, (line, body) in replies.items()}


SMOKE_TEACHING_STEPS = 240  # batches of one reply of each kind: enough for the tiny model to write each whole
SMOKE_TAUGHT_TOKENS = 760  # of each reply: past the smoke run's 700-token budget, so a long one is still cut off there


SMOKE_MODEL_STAMP = "taught-as.txt"  # which cache entry (smoke_model_cache) a smoke model folder holds


def build_smoke_model(folder: Path, seed: int = 0, revisions: int = 0, console=None) -> Path:
    """A 0.4M-parameter Qwen3 and a BPE tokenizer trained on the task's own text, then taught the
    smoke spread (`smoke_spread`, each kind equally often) by plain next-token training, so that its
    samples differ in quality: within a group some paint more, some fail the gate in different ways,
    some run out of tokens, and GRPO has something to choose. It is never shown a reward.
    With `revisions`, it is taught revised episodes instead, as TRL renders them: a short draft
    painted with the `paint` tool, the tool's feedback, then a final reply from the spread.
    Nothing is downloaded. Built once per folder, and kept in the cache (`smoke_model_cache`) for the
    next folder: teaching takes about two minutes on 2 cores. A rich bar shows the teaching. A folder
    taught by other code (the spread or the teaching changed since) is taught again, not reused."""
    cached = smoke_model_cache(seed, revisions)
    stamp = folder / SMOKE_MODEL_STAMP
    if (folder / "config.json").exists():
        if stamp.exists() and stamp.read_text() == cached.name:
            return folder
        shutil.rmtree(folder)
    if (cached / "config.json").exists():
        shutil.copytree(cached, folder, dirs_exist_ok=True)
        stamp.write_text(cached.name)
        return folder
    import copy
    import importlib.resources
    import random

    import rewards
    import torch
    import trl
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen3Config, Qwen3ForCausalLM

    domain = rewards.DOMAINS["hibiscus"]
    spread = smoke_spread()
    corpus = [domain.system_prompt(), *(domain.task(s) for s in domain.subjects), *spread.values(), SMOKE_DRAFT] * 4
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(corpus, trainers.BpeTrainer(
        vocab_size=1024, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    # TRL's own Qwen3 template, byte for byte, so TRL recognises the family.
    template = (importlib.resources.files(trl) / "chat_templates" / "qwen3.jinja").read_text()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                        padding_side="left", chat_template=template)
    torch.manual_seed(seed)
    config = Qwen3Config(vocab_size=len(tokenizer), hidden_size=128, intermediate_size=256, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, head_dim=32,
                         max_position_embeddings=4096 if revisions else 2048,  # tools and turns take room
                         tie_word_embeddings=True, eos_token_id=tokenizer.eos_token_id,
                         pad_token_id=tokenizer.pad_token_id)
    model = Qwen3ForCausalLM(config)
    # Token ids: the prompt of each subject, with revisions the draft turn after it (the paint call and
    # the tool's reply, the same before every kind of final reply), and each reply of the spread.
    prompts, drafts, replies = {}, {}, {kind: {} for kind in spread}
    for subject in domain.subjects:
        messages = [{"role": "system", "content": domain.system_prompt()},
                    {"role": "user", "content": domain.task(subject)}]
        if revisions:
            examples = [smoke_revision_example(tokenizer, messages, revisions, line)
                        for line in smoke_draft_feedbacks(revisions)]
            prompts[subject], drafts[subject] = examples[0][0], [draft for _, draft in examples]
        else:
            prompts[subject] = tokenizer(tokenizer.apply_chat_template(
                messages, add_generation_prompt=True, tokenize=False, enable_thinking=False))["input_ids"]
        for kind, reply in spread.items():
            # a reply is taught only as far as a sample can reach: a long one is still cut off there
            replies[kind][subject] = tokenizer(reply + tokenizer.eos_token)["input_ids"][:SMOKE_TAUGHT_TOKENS]
    pick = random.Random(seed)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    schedule = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, SMOKE_TEACHING_STEPS)
    columns = [TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
               TimeElapsedColumn(), TimeRemainingColumn()]
    # A model this small gains nothing from a second thread, and on a busy machine two contend: 10
    # teaching steps took 263 s on 2 threads and 9 s on 1 (measured on a shared 2-core box).
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with Progress(*columns, console=console or Console(stderr=True)) as progress:
            task = progress.add_task(f"teaching the smoke model {len(spread)} kinds of reply", total=SMOKE_TEACHING_STEPS)
            for _ in range(SMOKE_TEACHING_STEPS):
                # One subject, one reply of each kind. The long prompt is run once, without gradients, and its
                # cache shared; its last tokens run with the reply, so the reply's first token is taught too.
                # With revisions the draft turn is taught once, and the replies run after it.
                subject = pick.choice(domain.subjects)
                draft = pick.choice(drafts[subject]) if revisions else []  # the turn after one feedback line
                context = prompts[subject] + draft
                with torch.no_grad():
                    cache = model(input_ids=torch.tensor([prompts[subject][:-8]]), use_cache=True).past_key_values
                    after_draft = cache if not revisions else model(
                        input_ids=torch.tensor([context[len(prompts[subject]) - 8:-8]]), cache=copy.deepcopy(cache),
                        use_cache=True).past_key_values
                total = 0.0
                taught = [(prompts[subject][-8:], draft, cache, 1.0)] if revisions else []
                taught += [(context[-8:], replies[kind][subject], after_draft, 1 / len(spread)) for kind in spread]
                for tail, reply, prefix, weight in taught:
                    ids = torch.tensor([tail + reply])
                    labels = ids.clone()
                    labels[0, : len(tail)] = -100
                    loss = model(input_ids=ids, cache=copy.deepcopy(prefix), labels=labels).loss * weight
                    loss.backward()
                    total += loss.item()
                optimizer.step()
                schedule.step()
                optimizer.zero_grad()
                progress.update(task, advance=1, description=f"teaching the smoke model {len(spread)} kinds of reply "
                                                              f"(loss {total:.3f})")
    finally:
        torch.set_num_threads(threads)
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    stamp.write_text(cached.name)
    staging = Path(tempfile.mkdtemp(prefix=f".{cached.name}-", dir=cached.parent))  # renamed whole: no half copy
    shutil.copytree(folder, staging, dirs_exist_ok=True)
    with contextlib.suppress(OSError):  # another process cached it first
        staging.rename(cached)
    shutil.rmtree(staging, ignore_errors=True)
    return folder


def smoke_model_cache(seed: int, revisions: int) -> Path:
    """Where a built smoke model is kept, named by everything that could change it: this script and
    rewards.py (the spread, the prompts, the teaching), env_server.py and env_client.py (the revision and
    tool notes a revised episode is taught with), the seed, the revisions and the library versions."""
    import hashlib
    from importlib.metadata import version

    import renderer  # the smoke run needs the environment's files beside this script anyway

    digest = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for name in ("train_grpo.py", "rewards.py", "env_server.py", "env_client.py"):
        digest.update((here / name).read_bytes())
    digest.update(f"{seed} {revisions} {[version(p) for p in ('torch', 'transformers', 'tokenizers', 'trl')]}".encode())
    folder = renderer.cache_dir() / "smoke-models"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"seed{seed}-revisions{revisions}-{digest.hexdigest()[:16]}"


SMOKE_DRAFT = """async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#f4a582", 185);
  brush.fillBleed(0.25);
  brush.circle(300, 300, 150, 0.5);
  brush.fill("#f2d36b", 220);
  brush.circle(300, 300, 16, 0.4);
}"""


def smoke_draft_feedbacks(revisions: int) -> list[str]:
    """What the environment says of the smoke draft (it paints 2-3% of the sheet, reward about 0.47) at
    each --feedback level, worded by env_server itself. The tiny model learns its draft turn by heart,
    position by position: taught one line, it met another in the run (the default level's, shorter) and
    answered the draft with an empty final reply. Taught them all, it writes its finals after any."""
    import env_server

    lines = set()
    for level in rewards.FEEDBACK_LEVELS:
        for fraction in (0.02, 0.03):
            score = rewards.Score(passed=True, violations=[], reward=0.468,
                                  components={"gate": {"raw": 1.0}, "length": {"raw": 0.0}, "craft": {"raw": 0.46}},
                                  stats=rewards.ImageStats(paint_fraction=fraction, hue_count=2, edge_softness=0.5,
                                                           tonal_layers=0.5))
            lines.add(env_server.draft_feedback(score, 1, revisions, level))
    return sorted(lines)


def smoke_revision_example(tokenizer, messages: list[dict], revisions: int, feedback: str) -> tuple[list[int], list[int]]:
    """(prompt, draft turn) token ids of a revised episode, put together the way TRL's tool loop does:
    the prompt (the task with the environment's revision note and the tool note, the `paint` tool in
    TRL's training template), then a draft call up to its end-of-turn and the tool result (`feedback`)
    as `_get_tool_suffix_ids` renders it, ending in the next assistant header: the final reply follows."""
    import env_server
    from trl.chat_template_utils import get_training_chat_template

    template = get_training_chat_template(tokenizer)
    tools = [env_client.PaintingSession(None, revisions).paint]
    render = functools.partial(tokenizer.apply_chat_template, tools=tools, chat_template=template, tokenize=False,
                               enable_thinking=False)
    task = messages[-1]["content"] + env_server.revision_note(revisions) + env_client.PAINT_TOOL_NOTE
    prompt = [*messages[:-1], {"role": "user", "content": task}]
    draft = {"role": "assistant", "content": "",
             "tool_calls": [{"type": "function", "function": {"name": "paint", "arguments": {"sketch": SMOKE_DRAFT}}}]}
    result = {"role": "tool", "name": "paint", "content": feedback}
    ids = lambda text: tokenizer(text)["input_ids"]  # noqa: E731
    prompt_ids = ids(render(prompt, add_generation_prompt=True))
    with_draft = ids(render(prompt + [draft]))
    with_draft = with_draft[: max(i for i, t in enumerate(with_draft) if t == tokenizer.eos_token_id) + 1]
    with_result = ids(render(prompt + [draft, result], add_generation_prompt=True))
    if with_draft[: len(prompt_ids)] != prompt_ids or with_result[: len(with_draft)] != with_draft:
        raise RuntimeError("the training chat template does not preserve earlier turns as a prefix")
    return prompt_ids, with_result[len(prompt_ids):]


def weight_count(model: str) -> int:
    """The model's parameters, from its safetensors headers (a local folder, or the Hub's metadata)."""
    folder = Path(model)
    if folder.is_dir():
        from safetensors import safe_open

        total = 0
        for path in folder.glob("*.safetensors"):
            with safe_open(str(path), framework="pt") as f:
                total += sum(math.prod(f.get_slice(name).get_shape()) for name in f.keys())
        return total
    from huggingface_hub import get_safetensors_metadata

    return sum(get_safetensors_metadata(model).parameter_count.values())


def vllm_colocate_problem(parameters: int, bf16: bool, gpu_bytes: int, share: float) -> str | None:
    """Why vLLM cannot start inside the training process on this GPU, if it cannot: its copy of the weights
    alone exceeds its share (and the training copy needs the rest)."""
    weights = parameters * (2 if bf16 else 4)
    if weights < share * gpu_bytes:
        return None
    needed = weights / gpu_bytes
    return (f"--use-vllm --vllm-mode colocate: the policy's weights take {weights / 2**30:.0f} GiB "
            f"({'bf16' if bf16 else 'fp32'}), more than --vllm-gpu-memory-utilization {share:g} of this GPU's "
            f"{gpu_bytes / 2**30:.0f} GiB ({share * gpu_bytes / 2**30:.0f} GiB), before any KV cache. "
            + (f"Raise the share above {needed:.2f} if the training copy fits in the rest, or "
               if needed + weights / gpu_bytes < 0.95 else "Two copies do not fit on one GPU: ")
            + "use --vllm-mode server with vLLM on its own GPU (README, several GPUs), or drop --use-vllm")


LINEAR_ATTENTION_KERNELS = {  # what transformers' linear-attention layers use when importable, with their fix
    "fla.ops.gated_delta_rule": "flash-linear-attention==0.6.0 (pinned here; its kernels need triton, which CUDA "
                                "torch brings)",
    "causal_conv1d": "causal-conv1d==1.7.0, built against this script's torch: `uv run --with causal-conv1d==1.7.0 "
                     "train_grpo.py ...` (on hf jobs: --with causal-conv1d==1.7.0), which this script's [tool.uv] "
                     "extra-build-dependencies (torch, match-runtime) builds against the torch it runs with; in an "
                     "environment of your own, install torch first, then `uv pip install --no-build-isolation-package "
                     "causal-conv1d causal-conv1d==1.7.0`",
}


def missing_linear_attention_kernels(model_path: str) -> list[str]:
    """For a model with linear-attention layers (Qwen3.5's Gated DeltaNet: 30 of the 35B-A3B's 40), the fast
    kernels that are not importable here, each with its fix; [] for any other model. Without them
    transformers runs its reference PyTorch path for every forward and backward (about 1.7x slower steps
    reported on Qwen3.5-9B) with one warning."""
    import importlib

    from transformers import AutoConfig

    try:
        config = AutoConfig.from_pretrained(model_path).get_text_config()
    except Exception:
        return []
    if "linear_attention" not in (getattr(config, "layer_types", None) or []):
        return []
    missing = []
    for module, fix in LINEAR_ATTENTION_KERNELS.items():
        try:
            importlib.import_module(module)
        except Exception as exc:
            missing.append(f"{module.split('.')[0]} ({type(exc).__name__}: {str(exc)[:80]}): {fix}")
    return missing


def lora_reach(model) -> str:
    """What a LoRA adapter on `model` trains: the kinds of layer it wraps, and, on a mixture of experts,
    whether the routed experts are among them (transformers fuses them into 3D weights, which "all-linear"
    does not reach)."""
    wrapped = sorted({name.rsplit(".", 1)[-1] for name, module in model.named_modules() if hasattr(module, "lora_A")})
    line = ", ".join(wrapped)
    tower = [name for name, _ in model.named_modules() if re.fullmatch(VISION_TOWER, name)]
    if tower:
        wrapped_there = any(re.fullmatch(VISION_TOWER, name) for name, m in model.named_modules() if hasattr(m, "lora_A"))
        line += ("; the vision tower too (--lora-vision)" if wrapped_there else
                 "; not the vision tower (it reads the renders; --lora-vision trains it too)")
    experts = [name for name, p in model.named_parameters() if ".experts." in name and "lora_" not in name]
    if experts and not any(p.requires_grad for name, p in model.named_parameters() if ".experts." in name):
        line += ("; not the routed experts (fused 3D weights no LoRA target reaches) nor the router: they stay as "
                 "the base trained them")
    return line


# The image encoder of a multimodal policy, by the names transformers gives it (Qwen2-VL to Qwen3.5: `visual`;
# LLaVA-like: `vision_tower`, `multi_modal_projector`; CLIP/SigLIP-based: `vision_model`). peft's "all-linear"
# leaves out only the output layer, so without this a VLM's vision tower would train on text-only rewards.
VISION_TOWER = r"(.*\.)?(visual|vision_tower|vision_model|vision_encoder|multi_modal_projector)(\..*)?"


def lora_config(args, multimodal: bool = False):
    from peft import LoraConfig

    return LoraConfig(r=args.lora_r, lora_alpha=2 * args.lora_r, lora_dropout=0.0, task_type="CAUSAL_LM",
                      target_modules="all-linear" if args.all_linear else DENSE_LORA_TARGETS,
                      exclude_modules=VISION_TOWER if multimodal and not args.lora_vision else None)


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


def model_card(args, run: dict, curves: Path, rollouts_repo: str | None) -> str:
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
- Reward: preset `{run['preset']}`, weights {json.dumps(run['weights'])}; a failed gate scores 0, an
  episode the environment could not score is left out of its group (never counted as 0).
{revision_card_line(args)}- Steps: {run['steps_done']} of {args.steps}, {args.num_generations} rollouts per prompt,
  {args.per_device_batch_size * args.gradient_accumulation_steps * world_size()} per step; lr {args.lr}
  ({args.lr_scheduler}, {args.warmup_steps} warm-up), scale_rewards `{args.scale_rewards}`, temperature
  {args.temperature}, top_p {args.top_p}, top_k {args.top_k}, max {args.max_completion_length} tokens.
- LoRA: {f"r {args.lora_r}, alpha {2 * args.lora_r}, targets {'all-linear' if args.all_linear else ', '.join(DENSE_LORA_TARGETS)}" + (f", which here wraps {run['lora_reach']}" if run.get('lora_reach') else "") if args.lora else "none (all weights)"}.
- Result: {trend}.{f" Steps with no rollout scored (left out, advantage 0): {run['steps_unscored']}." if run.get('steps_unscored') else ""}{f" {run['stopped']}." if run.get('stopped') else ""}
- Rollouts (every completion, its render, reward and breakdown): {f"[{rollouts_repo}](https://huggingface.co/datasets/{rollouts_repo})" if rollouts_repo else "`rollouts/` beside this folder"}.
- Versions: {", ".join(f"{k} {v}" for k, v in run["versions"].items())}.

## Load it

```python
{snippet}```

Then sample with the system prompt and task the environment gives on `reset()` (see `env_server.py`),
with thinking disabled for hybrid Qwen3 models (`enable_thinking=False` in `apply_chat_template`).
"""


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


# --------------------------------------------------------------------------------------------
# The probe: score samples before and after training.


def chat_texts(tokenizer, prompts: list[list[dict]], enable_thinking: bool) -> list[str]:
    """The prompt text the policy sees, exactly as TRL builds it in training."""
    return [tokenizer.apply_chat_template(p, add_generation_prompt=True, tokenize=False,
                                          enable_thinking=enable_thinking) for p in prompts]


def seeded_sampling(seeds: list[int]):
    """A logits processor after which greedy decoding *samples*, row i with noise from its own generator
    seeded with seeds[i]: argmax(logits + Gumbel noise) is a draw from softmax(logits) (the Gumbel-max
    trick). So a sample depends on its seed alone, not on which batch it shares or where in it, and the
    same seed gives two models the same noise (transformers' sampling draws one stream for the batch)."""
    import torch
    from transformers import LogitsProcessor

    class SeededSampling(LogitsProcessor):
        def __init__(self):
            self.generators = None

        def __call__(self, input_ids, scores):
            if self.generators is None:  # made on the logits' device, at the first token
                self.generators = [torch.Generator(scores.device).manual_seed(int(s)) for s in seeds]
            exponential = torch.stack([torch.empty(scores.shape[1], device=scores.device).exponential_(generator=g)
                                       for g in self.generators])
            return scores - exponential.log().to(scores.dtype)  # -log(Exp(1)) is Gumbel(0, 1)

    return SeededSampling()


def sample_replies(model, tokenizer, prompts: list[list[dict]], seeds: list[int], *, temperature: float,
                   top_p: float, top_k: int, max_new_tokens: int, enable_thinking: bool) -> tuple[list[str], list[int]]:
    """One sampled reply per chat prompt, prompt i sampled with seeds[i] (see `seeded_sampling`), and its
    length in tokens. Prompts are left-padded whatever the tokenizer's default: a decoder-only model
    continues from the end of the row."""
    enc = tokenizer(chat_texts(tokenizer, prompts, enable_thinking), return_tensors="pt", padding=True,
                    padding_side="left", add_special_tokens=False).to(model.device)
    new = seeded_generate(model, tokenizer, enc["input_ids"], enc["attention_mask"], seeds, temperature=temperature,
                          top_p=top_p, top_k=top_k, max_new_tokens=max_new_tokens)
    lengths = [int((row != tokenizer.pad_token_id).sum()) for row in new]
    return tokenizer.batch_decode(new, skip_special_tokens=True), lengths


def seeded_generate(model, tokenizer, input_ids, attention_mask, seeds: list[int], *, temperature: float,
                    top_p: float, top_k: int, max_new_tokens: int):
    """The new token ids of left-padded rows, row i sampled with seeds[i] (`seeded_sampling`) under the
    run's temperature, top-k and top-p."""
    import torch
    from transformers import (GenerationConfig, LogitsProcessorList, TemperatureLogitsWarper, TopKLogitsWarper,
                              TopPLogitsWarper)

    # The run's truncation, in the order transformers samples with, then the seeded draw.
    warpers = [TemperatureLogitsWarper(temperature)] if temperature != 1.0 else []
    warpers += [TopKLogitsWarper(top_k)] if top_k else []
    warpers += [TopPLogitsWarper(top_p)] if top_p < 1.0 else []
    # Greedy over the noised logits; the model's own sampling defaults are set aside (held at neutral).
    config = GenerationConfig(max_new_tokens=max_new_tokens, do_sample=False, temperature=1.0, top_p=1.0, top_k=50,
                              pad_token_id=tokenizer.pad_token_id,
                              eos_token_id=model.generation_config.eos_token_id or tokenizer.eos_token_id)
    with torch.inference_mode():
        ids = model.generate(input_ids=input_ids, attention_mask=attention_mask, generation_config=config,
                             logits_processor=LogitsProcessorList([*warpers, seeded_sampling(seeds)]))
    return ids[:, input_ids.shape[1]:]


PROBE_BATCH = 8  # prompts per generate() call, as the reference sampled its probe


@contextlib.contextmanager
def generation_model(trainer):
    """The policy ready to generate, as TRL readies it for its own generation, then left exactly as TRL set
    it: gradient checkpointing off while generating and back on with the run's own settings (TRL forces
    use_reentrant=True for ZeRO-3 + LoRA; switched back on with defaults, it would crash there), and the
    train/eval mode it had."""
    from trl.distributed import DistributedBackend
    from trl.models import unwrap_model_for_generation

    wrapped = trainer.model_wrapped  # the DeepSpeed engine or FSDP module in training, else the model
    # TRL switches checkpointing back on with the kwargs it is given; what the model runs with is restored
    # as it was, whatever set it (the Trainer at train(), TRL's forced use_reentrant).
    checkpointed = [(m, m._gradient_checkpointing_func, m.gradient_checkpointing)
                    for m in trainer.accelerator.unwrap_model(wrapped).modules()
                    if hasattr(m, "_gradient_checkpointing_func")]
    with (unwrap_model_for_generation(wrapped, trainer.accelerator,
                                      gather_deepspeed3_params=trainer.args.ds3_gather_for_generation,
                                      gradient_checkpointing_kwargs=trainer.args.gradient_checkpointing_kwargs) as model,
          DistributedBackend(trainer.accelerator).summon_full_params(wrapped, recurse=False)):
        was_training = model.training
        model.eval()
        try:
            yield model
        finally:
            model.train(was_training)
    for module, func, enabled in checkpointed:
        module._gradient_checkpointing_func, module.gradient_checkpointing = func, enabled


def probe(trainer, client: env_client.EnvironmentClient, rows: list[dict], n: int, out: Path, args) -> dict | None:
    """n samples of the policy as it is now, scored; written to `out` by the first process.

    Sample i answers prompt row i (its subject and episode seed) with sampling seed --seed + i, at
    --probe-temperature with the run's top-p and top-k, so the probes before and after training meet
    the same prompts, references and noise. Every process samples its share (under ZeRO-3 or FSDP a
    generate() takes them all), so n is rounded up to a multiple of the processes."""
    per_process = math.ceil(n / world_size())
    mine = list(range(rank(), per_process * world_size(), world_size()))
    texts = []
    with generation_model(trainer) as model:
        for start in range(0, per_process, PROBE_BATCH):
            batch = mine[start:start + PROBE_BATCH]
            texts += sample_replies(model, trainer.processing_class, [rows[i % len(rows)]["prompt"] for i in batch],
                                    [args.seed + i for i in batch], temperature=args.probe_temperature,
                                    top_p=args.top_p, top_k=args.top_k, max_new_tokens=args.max_completion_length,
                                    enable_thinking=args.enable_thinking)[0]

    async def score_mine():
        return await asyncio.gather(*(client.episode(text, rows[i % len(rows)]["seed"], rows[i % len(rows)]["subject"])
                                      for i, text in zip(mine, texts)))

    scored = [s for share in gather_from_all(list(zip(mine, texts, asyncio.run(score_mine())))) for s in share]
    if rank() != 0:
        return None
    out.mkdir(parents=True, exist_ok=True)
    scored.sort(key=lambda s: s[0])
    rows = [episode.row(index=i, sampling_seed=args.seed + i, completion=text) for i, text, episode in scored]
    with (out / "samples.jsonl").open("w") as f:
        for row in rows:
            if row["image"]:
                (out / f"{row['index']:03d}.png").write_bytes(row["image"]["bytes"])
            f.write(json.dumps({k: v for k, v in row.items() if k != "image"}) + "\n")
    records = rewards.summarise_records(rows)
    summary = {"n": len(rows), "scored": records["scored"], "temperature": args.probe_temperature, **call_metrics(records),
               "reward": math.nan if records["reward_mean"] is None else records["reward_mean"]}
    (out / "summary.json").write_text(json.dumps(summary, indent=2))
    return summary


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


def probe_callback(trainer, client: env_client.EnvironmentClient, rows: list[dict], args, console, before: bool,
                   skip_after=lambda: False):
    from transformers import TrainerCallback

    class Probe(TrainerCallback):
        """The probe when training starts (once the model is wrapped for its backend, so every process can
        generate) and when it ends, unless the run stopped for its environment (nothing would be scored) or
        for a signal (the time left is the job's grace period)."""

        def run(self, when: str):
            with (env_client.waiting(f"probe {when}: sampling and scoring {args.probe_samples} replies", console)
                  if rank() == 0 else contextlib.nullcontext()):
                summary = probe(trainer, client, rows, args.probe_samples, args.output_dir / "probe" / when, args)
            if summary is not None:
                console.print(f"probe {when}: reward {summary['reward']:.3f}, gate {summary.get('gate/pass_rate', 0):.0%}"
                              f" ({summary['scored']} of {summary['n']} scored)")

        def on_train_begin(self, targs, state, control, **kwargs):
            if before:
                self.run("before")

        def on_train_end(self, targs, state, control, **kwargs):
            if not skip_after():
                self.run("after")
                difference = probe_difference(args.output_dir / "probe") if rank() == 0 else None
                if difference is not None:
                    (args.output_dir / "probe" / "difference.json").write_text(json.dumps(difference, indent=2))
                    console.print(f"[bold]{difference_line(difference)}[/]")

    return Probe()


# --------------------------------------------------------------------------------------------
# Stopping in time: a job's time limit, SIGTERM and Ctrl-C end the run with everything written.

STOP_EXIT_CODES = {"time budget": 0, "SIGINT": 130, "SIGTERM": 143}  # the stopped-for-the-environment code is 3


class StopRequests:
    """SIGTERM (a job cancelled or out of time) and the first Ctrl-C ask the run to stop after the current
    step, with a checkpoint, the adapter, its card and the pushes; a second one, a second or more later,
    stops at once (KeyboardInterrupt). One Ctrl-C can arrive twice (the terminal's, and `uv run`
    forwarding it): within a second it counts once. Before training starts, the first one stops the run;
    after it (the probe after is then skipped) the run finishes writing."""

    def __init__(self):
        self.signal_name: str | None = None
        self.at = 0.0
        self.phase = "starting"  # then "training", then "finishing" (the probe after, the adapter, the pushes)
        self._previous: dict = {}

    def install(self) -> None:
        import signal
        import threading

        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self._previous[sig] = signal.signal(sig, self.handle)

    def uninstall(self) -> None:
        import signal

        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        self._previous.clear()

    def handle(self, signum, frame) -> None:
        import signal

        now = time.monotonic()
        if self.signal_name is not None:
            if now - self.at < 1.0:
                return
            raise KeyboardInterrupt
        self.signal_name, self.at = signal.Signals(signum).name, now
        if self.phase == "starting":
            raise KeyboardInterrupt
        doing = ("stopping after this step (the checkpoint, adapter, card and pushes follow)" if self.phase == "training"
                 else "finishing: the adapter, its card and the pushes are being written")
        print(f"{self.signal_name}: {doing}; Ctrl-C again to stop at once", file=sys.stderr, flush=True)


def stop_in_time_callback(args, requests: StopRequests, started: float, console, clock=time.monotonic,
                          previous: dict | None = None, record=lambda **numbers: None):
    from transformers import TrainerCallback

    class StopInTime(TrainerCallback):
        """Ends training at a step's end, saving a checkpoint, when a signal asked (StopRequests) or when one
        more step and the end of the run would overrun --time-budget: the longest step seen, the probe after
        (as long as the probe before took) and the end: --end-reserve for the adapter, card, pushes and
        trackio's end, or what the end took last time if longer. A resumed run has no probe before: it
        takes both from `previous` (the earlier segment's run.json, `probe_before_s` and `end_s`), which
        `record` keeps. Every process stops at the same step (they decide together)."""

        def __init__(self):
            self.stopped: str | None = None
            self.kind: str | None = None  # "time budget", "SIGTERM" or "SIGINT"
            earlier = previous or {}
            self.probe_s = float(earlier.get("probe_before_s", 0.0)) if args.probe_samples else 0.0
            self.end_s = max(args.end_reserve, float(earlier.get("end_s", 0.0)))
            self.longest_step_s = 0.0
            self.began = self.last_end = None

        def end_needs_s(self) -> float:
            """What the run needs after training stops: the probe after and the end."""
            return self.probe_s + self.end_s

        def on_train_begin(self, targs, state, control, **kwargs):
            requests.phase = "training"
            self.began = clock()

        def on_step_begin(self, targs, state, control, **kwargs):
            if self.last_end is None:  # the first step: what ran since on_train_begin was the probe before, if any
                measured, self.last_end = clock() - self.began, clock()
                if measured > self.probe_s:  # a resumed run measures ~0 here and keeps the earlier probe's time
                    self.probe_s = measured
                    record(probe_before_s=round(measured, 1))

        def on_step_end(self, targs, state, control, **kwargs):
            now = clock()
            self.longest_step_s, self.last_end = max(self.longest_step_s, now - self.last_end), now
            mine = None
            if requests.signal_name:
                mine = (requests.signal_name, f"{requests.signal_name}: stopped after step {state.global_step} of "
                                              f"{targs.max_steps}")
            elif args.time_budget:
                left = args.time_budget - (now - started)
                needed = self.longest_step_s + self.end_needs_s()
                if left < needed:
                    mine = ("time budget", f"time budget: stopped after step {state.global_step} of {targs.max_steps} "
                                           f"with {format_seconds(left)} of --time-budget {format_seconds(args.time_budget)} "
                                           f"left, for one more step ({format_seconds(self.longest_step_s)}), the probe "
                                           f"and --end-reserve")
            decided = next((d for d in gather_from_all(mine) if d), None)
            if decided and state.global_step < targs.max_steps:
                self.kind, self.stopped = decided
                control.should_training_stop = control.should_save = True
            return control

        def on_train_end(self, targs, state, control, **kwargs):
            requests.phase = "finishing"

    return StopInTime()


def resume_command(argv: list[str]) -> str:
    """The command that continues this run from its latest checkpoint."""
    import shlex

    kept, skip = [], False
    for word in argv:
        if skip or word == "--resume-from-checkpoint":
            skip = not skip
            continue
        if not word.startswith("--resume-from-checkpoint="):
            kept.append(word)
    return shlex.join(["uv", "run", "train_grpo.py", *kept, "--resume-from-checkpoint", "latest"])


# --------------------------------------------------------------------------------------------
# The run.


# What a run writes in its folder (the smoke run's tiny model in smoke-base*/ and trackio/, whose runs are
# kept one per launch, are not the run's alone). A run's presence is told by the first three.
RUN_OUTPUTS = ("checkpoints", "curves.csv", "rollouts", "run.json", "adapter", "probe", "film", "curves.png",
               "gallery.png")


def start_over(out: Path, smoke: bool, console) -> None:
    """A new run never mixes with an earlier one in its folder (two runs' curves and rollouts would read as
    one): a real run refuses, naming the way to continue it; the smoke run, a throwaway, removes the earlier
    one and says what it removed."""
    if not any((out / name).exists() for name in RUN_OUTPUTS[:3]):
        return
    found = [out / name for name in RUN_OUTPUTS if (out / name).exists()]
    names = ", ".join(p.name + ("/" if p.is_dir() else "") for p in found)
    if not smoke:
        fail(f"{out} already holds a run ({names}): continue it with --resume-from-checkpoint latest, or write this "
             "one to another --output-dir")
    if rank() != 0:  # the first process removes it
        return
    console.print(f"{out} held an earlier smoke run: removed {names} (kept the tiny model and trackio/; "
                  "--resume-from-checkpoint latest continues a run instead)", highlight=False)
    for p in found:
        shutil.rmtree(p) if p.is_dir() else p.unlink()


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
                 "causal-conv1d", "torchvision"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            pass
    return found


def environment_modules(url: str, folder: Path) -> dict[str, str]:
    """env_client.py and rewards.py as the environment at `url` serves them (`GET /client/<file>`),
    saved in `folder` and imported: what this file needs to talk to it when it runs alone. The
    environment already decides every reward; this runs its code too, so point --env-url only at a
    Space you trust. Returns each file's sha256 (run.json records them)."""
    import hashlib
    import importlib

    import httpx

    global env_client, rewards
    folder.mkdir(parents=True, exist_ok=True)
    host = urllib.parse.urlparse(url).hostname or ""
    token = os.environ.get("HF_TOKEN")  # a private Space wants it; nothing else ever sees it
    headers = {"Authorization": f"Bearer {token}"} if token and host.endswith(".hf.space") else None
    digests, deadline = {}, time.monotonic() + 300  # a sleeping Space takes a while to wake
    for name in ("rewards.py", "env_client.py"):
        while True:
            try:
                reply = httpx.get(f"{url.rstrip('/')}/client/{name}", headers=headers, timeout=60, follow_redirects=True)
                if reply.status_code < 500 or time.monotonic() > deadline:
                    break
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise
            time.sleep(5)
        if reply.status_code != 200:
            raise SystemExit(f"this file runs alone, so it takes {name} from the environment, but {url}/client/{name} "
                             f"answered {reply.status_code}: deploy a current env_server.py, or run from a checkout")
        part = folder / f".{name}.{os.getpid()}.part"  # every process of a launch fetches; none reads half a file
        part.write_bytes(reply.content)
        os.replace(part, folder / name)
        digests[name] = hashlib.sha256(reply.content).hexdigest()
    sys.path.insert(0, str(folder))
    rewards, env_client = importlib.import_module("rewards"), importlib.import_module("env_client")
    return digests


def main(argv: list[str] | None = None) -> int:
    started = time.monotonic()  # --time-budget counts from here
    args = parse_args(argv)
    requests = StopRequests()
    requests.install()
    try:
        return run(args, requests, started)
    except KeyboardInterrupt:  # before training started (once it has, train() handles it)
        print(f"{requests.signal_name or 'SIGINT'}: stopped before training started; nothing to save", file=sys.stderr)
        return STOP_EXIT_CODES.get(requests.signal_name or "SIGINT", 130)
    finally:
        requests.uninstall()


def run(args: argparse.Namespace, requests: "StopRequests", started: float) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    if env_client is None:  # alone: the client comes from the environment
        args.environment_modules = environment_modules(args.env_url[0], args.output_dir / "env-client")
    if problems := preflight(args):
        fail("\n".join(problems))
    for url in args.env_url:  # a sleeping Space takes a while to wake; a wrong URL is said at once, then given up on
        try:
            env_client.wait_for_environment(url, timeout_s=env_wait_s(args, url))
        except env_client.EnvironmentUnreachable as exc:
            fail(f"--env-url: {exc}")
    import datasets
    import transformers
    from rich.console import Console

    datasets.disable_progress_bars()  # one rich line per step says more than a bar per file write
    # transformers 5.24 renamed gradient checkpointing; TRL 1.16 still sets the old name itself.
    warnings.filterwarnings("ignore", message=r"`(is_)?gradient_checkpointing` is deprecated", category=FutureWarning)
    transformers.utils.logging.disable_progress_bar()
    console = Console(stderr=True, soft_wrap=True)
    out = args.output_dir
    out.mkdir(parents=True, exist_ok=True)
    checkpoints = out / "checkpoints"
    hub = None
    if args.push_to_hub and rank() == 0:  # fail now, not after a day of training
        from huggingface_hub import HfApi

        hub = HubPush(HfApi(), args.out, out)
        for repo, kind in ((args.out, "model"), (hub.rollouts_repo, "dataset")):
            try:
                hub.api.create_repo(repo, repo_type=kind, private=args.hub_private, exist_ok=True)
            except Exception as exc:  # the Hub's answer (no access, no network): the user's to fix, in one line
                fail(f"--push-to-hub: could not create the {kind} repo {repo} on the Hub: "
                     f"{(str(exc).splitlines() or [''])[0] or type(exc).__name__} (check --out and the token's access)")
    resume = checkpoint_to_resume(args, checkpoints, console)
    previous = json.loads((out / "run.json").read_text()) if resume and (out / "run.json").exists() else {}
    if not resume:
        start_over(out, args.smoke, console)
    launched = time.strftime("%m%d-%H%M%S")
    args.run_tag = args.run_tag or previous.get("run_tag") or launched
    # One trackio run per launch (trackio appends to a run of the same name); a resumed run continues its own
    # (named by its run tag before run.json recorded the trackio run).
    args.trackio_run = (previous.get("trackio_run") or previous.get("run_tag")
                        or (args.run_tag if args.run_tag == launched else f"{args.run_tag}-{launched}"))
    os.environ.setdefault("TRACKIO_DIR", str(out / "trackio"))  # the dashboard's data in the run folder too

    services = env_client.LocalServices()
    try:
        if args.colocate:
            args.env_url = [colocated_environment(services, args)]
        client = env_client.EnvironmentClient(
            args.env_url, {"preset": args.preset, "weights": args.weights, "references": args.references,
                           "revisions": args.revisions or None,
                           "feedback": args.feedback if args.revisions else None},
            retries=args.env_retries, timeout_s=args.env_timeout_s, max_in_flight=args.env_concurrency,
            deadline_s=args.episode_deadline_s)
        return train(args, client, console, resume, hub, requests, started)
    finally:
        services.close()


def checkpoint_to_resume(args, checkpoints: Path, console, api=None) -> str | None:
    """The checkpoint this run resumes from, if any. With --push-to-hub a resumed job on a fresh machine first
    takes what the model repo holds (fetch_run_record): the first process on each machine fetches it, and
    every process waits for that before looking, or the others would find no checkpoint and stop."""
    if args.push_to_hub and args.resume_from_checkpoint:
        if int(os.environ.get("LOCAL_RANK", "0")) == 0:
            if api is None:
                from huggingface_hub import HfApi

                api = HfApi()
            fetched = HubPush(api, args.out, args.output_dir).fetch_run_record(
                checkpoints if args.resume_from_checkpoint == "latest" else None)
            for line in fetched if rank() == 0 else []:
                console.print(f"from https://huggingface.co/{args.out}: {line}")
        wait_for_everyone(args)
    return latest_checkpoint(checkpoints) if args.resume_from_checkpoint == "latest" else args.resume_from_checkpoint


def wait_for_everyone(args) -> None:
    """Every process waits here for the others. The process group is the one TRL's config sets up (the same
    timeout, the backend for the device), made early; alone, nothing to wait for."""
    if world_size() == 1:
        return
    from datetime import timedelta

    from accelerate import PartialState

    PartialState(timeout=timedelta(seconds=args.ddp_timeout)).wait_for_everyone()


def colocated_environment(services: env_client.LocalServices, args) -> str:
    """The environment this machine's first process starts (on a free port), configured by the run's
    flags through env_server.Settings; the URL of it for every process here. The others wait as long
    as starting it may take (setup.sh on a fresh container, then HPSv3's weights with --hpsv3), then
    find its URL where that process left it."""
    meeting_point = colocated_url_file()
    if int(os.environ.get("LOCAL_RANK", "0")) == 0:
        settings = env_server_module().Settings.from_args(args)
        rollouts_at_once = 2 * args.per_device_batch_size * args.gradient_accumulation_steps * world_size()
        settings = dataclasses.replace(settings, max_sessions=max(settings.max_sessions, rollouts_at_once))
        url = env_client.start_environment(services, settings, hpsv3=args.hpsv3)
        if world_size() > 1:
            part = meeting_point.with_name(meeting_point.name + ".part")
            part.write_text(url)
            os.replace(part, meeting_point)
            services.closers.append(lambda: meeting_point.unlink(missing_ok=True))
        return url
    timeout_s = env_client.ENVIRONMENT_START_TIMEOUT_S + (env_client.HPSV3_LOAD_TIMEOUT_S if args.hpsv3 else 0)
    deadline = time.monotonic() + timeout_s
    while not meeting_point.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(f"the first process on this machine did not start the environment in {timeout_s:.0f} s")
        time.sleep(2)
    url = meeting_point.read_text()
    env_client.wait_for_environment(url)
    return url


def colocated_url_file() -> Path:
    # The processes one launcher (accelerate launch, torchrun) started on this machine share its pid:
    # a meeting point for them and no one else.
    return Path(tempfile.gettempdir()) / f"watercolour-env-{os.getppid()}.url"


def grpo_config(args):
    """TRL's configuration of this run."""
    import torch
    from trl import GRPOConfig

    return GRPOConfig(
        output_dir=str(args.output_dir / "checkpoints"), max_steps=args.steps, learning_rate=args.lr,
        lr_scheduler_type=args.lr_scheduler, warmup_steps=args.warmup_steps, scale_rewards=args.scale_rewards,
        per_device_train_batch_size=args.per_device_batch_size, gradient_accumulation_steps=args.gradient_accumulation_steps,
        num_generations=args.num_generations, max_completion_length=args.max_completion_length,
        temperature=args.temperature, top_p=args.top_p, top_k=args.top_k, beta=args.beta, loss_type=args.loss_type,
        importance_sampling_level="sequence" if args.loss_type == "luspo" else "token",
        chat_template_kwargs={"enable_thinking": args.enable_thinking},
        bf16=args.bf16, model_init_kwargs={"dtype": "bfloat16" if args.bf16 else "float32"},
        gradient_checkpointing=args.gradient_checkpointing, use_cpu=args.smoke or not torch.cuda.is_available(),
        use_vllm=args.use_vllm, vllm_mode=args.vllm_mode, vllm_server_base_url=args.vllm_server_url,
        vllm_gpu_memory_utilization=args.vllm_gpu_memory_utilization,
        vllm_max_model_length=args.vllm_max_model_length or args.max_completion_length + PROMPT_ROOM_TOKENS,
        logging_steps=1, save_strategy="steps", save_steps=args.save_steps, save_total_limit=args.save_total_limit,
        # trackio is added below as a callback, after the step report that completes each step's numbers
        report_to="none", project=args.project, run_name=args.trackio_run, trackio_space_id=args.trackio_space,
        # --hub-private reaches trackio too (its Space and bucket), and no static Space is frozen at the end:
        # transformers' default makes a new, randomly named and public one at every training end
        hub_private_repo=args.hub_private, trackio_static_space_id=False,
        seed=args.seed, disable_tqdm=True, ddp_timeout=args.ddp_timeout,
        max_tool_calling_iterations=args.revisions or None,  # a draft is one tool call
    )


def train(args, client: env_client.EnvironmentClient, console, resume: str | None, hub: HubPush | None,
          requests: StopRequests | None = None, started: float | None = None) -> int:
    import torch
    from datasets import Dataset
    from transformers import AutoTokenizer
    from transformers.trainer_callback import PrinterCallback, ProgressCallback
    from trl import GRPOConfig, GRPOTrainer

    out = args.output_dir
    # The task of every episode, from the environment itself: the prompts live in one place.
    tasks = asyncio.run(client.tasks(list(range(args.n_episodes)), args.subject))
    client.check_reward_terms(tasks[0])  # before any model loads
    rows = [{"prompt": [{"role": "system", "content": t["system_prompt"]}, {"role": "user", "content": t["prompt"]}],
             "seed": seed, "subject": t["subject"]} for seed, t in enumerate(tasks)]
    dataset = Dataset.from_list(rows)
    preset = tasks[0]["preset"]
    if args.smoke:
        torch.set_num_threads(1)  # the tiny model only loses time to a second thread (build_smoke_model)
    smoke_base = out / ("smoke-base" if not args.revisions else "smoke-base-revisions")
    model_path = (str(build_smoke_model(smoke_base, revisions=args.revisions)) if args.smoke and args.model == DEFAULT_MODEL
                  else args.model)
    args.model = model_path
    if rank() == 0:
        console.print(f"[bold]watercolour-grpo[/] run [bold]{args.run_tag}[/]: {model_path} against "
                      f"{', '.join(client.urls)} (preset {preset}); {args.steps} steps of "
                      f"{args.per_device_batch_size * args.gradient_accumulation_steps * world_size()} rollouts "
                      f"({args.num_generations} per prompt); writing to {out}")

    if torch.cuda.is_available() and not args.smoke and (missing := missing_linear_attention_kernels(model_path)):
        message = (f"{model_path} has linear-attention layers, and their fast kernels are missing: "
                   f"{'; '.join(missing)}. Without them every forward and backward runs transformers' PyTorch "
                   "reference path (about 1.7x slower steps)")
        if not args.slow_kernels:
            raise SystemExit(message + ". Install them, or add --slow-kernels to train on that path knowingly")
        console.print(f"[yellow]{message} (--slow-kernels)[/]")
    if args.use_vllm and args.vllm_mode == "colocate" and torch.cuda.is_available():
        gpu_bytes = torch.cuda.get_device_properties(0).total_memory
        if problem := vllm_colocate_problem(weight_count(model_path), args.bf16, gpu_bytes,
                                            args.vllm_gpu_memory_utilization):
            raise SystemExit(problem)

    tracking = not args.no_tracking
    config = grpo_config(args)
    film = out / "film" / args.run_tag if args.film else None
    tally = StepTally()
    shuffle = random.Random(args.seed) if args.shuffle_rewards else None
    if shuffle is not None and rank() == 0:
        console.print("[bold]control arm[/]: each group's rewards are shuffled among its rollouts before GRPO sees them")
    started = time.monotonic() if started is None else started
    example = functools.partial(example_scored, client, tasks[0]) if tasks[0].get("example_reply") else None
    # an outage is waited out only as long as the budget leaves room for the end (the probe after, --end-reserve)
    budget_left = ((lambda: args.time_budget - (time.monotonic() - started) - in_time.end_needs_s())
                   if args.time_budget else (lambda: math.inf))
    report = step_report_callback(tally, args, tracking, example, console, budget_left)
    requests = requests or StopRequests()
    previous = json.loads((out / "run.json").read_text()) if resume and (out / "run.json").exists() else {}
    in_time = stop_in_time_callback(args, requests, started, console, previous=previous,
                                    record=lambda **numbers: keep_in_run_record(out, run, numbers))
    tracker = trackio_last_callback() if tracking else None
    if args.revisions:  # TRL runs the turns: the environment's `paint` is the policy's tool
        processing_class, images = revision_processing_class(model_path, args.text_feedback)
        rollouts = RevisionRolloutLog(out / "rollouts", args.run_tag, rank=rank(), film_dir=film)
        reward_funcs = make_revision_reward_function(rollouts, tally, shuffle)
        turns = {"environment_factory": functools.partial(env_client.PaintingSession, client, args.revisions, images)}
        if rank() == 0:
            console.print(f"revised episodes: up to {args.revisions} draft(s) then the final reply; feedback as "
                          f"{'the render and a line of text' if images else 'a line of text'}")
    else:
        processing_class, turns = AutoTokenizer.from_pretrained(model_path), {}
        rollouts = RolloutLog(out / "rollouts", args.run_tag, rank=rank(), film_dir=film)
        reward_funcs = make_reward_function(client, rollouts, tally, shuffle)
    loading = f"loading {model_path}" + ("" if Path(model_path).is_dir() else " (from the Hub: downloaded on first use)")
    with env_client.waiting(loading, console) if rank() == 0 else contextlib.nullcontext():
        trainer = unscored_aware_trainer(GRPOTrainer)(
            model=model_path, reward_funcs=reward_funcs, args=config, train_dataset=dataset,
            processing_class=processing_class, peft_config=lora_config(args, model_is_multimodal(model_path)) if args.lora else None,
            callbacks=[report, in_time, *([tracker] if tracking else []),
                       curves_callback(out / "curves.csv", args.steps)],
            **turns,
        )
    trainer.remove_callback(PrinterCallback)
    trainer.remove_callback(ProgressCallback)
    if resume:  # the whole run's counts, not only this part's (curves.csv holds the steps before it)
        report.steps_unscored, report.rollouts_unscored = unscored_so_far(out / "curves.csv", checkpoint_step(resume))
    if args.probe_samples:
        trainer.add_callback(probe_callback(trainer, client, rows, args, console, before=not resume,
                                            skip_after=lambda: report.stopped or requests.signal_name))
    if hub is not None:
        trainer.add_callback(hub_callback(hub))
    reach = lora_reach(trainer.model) if args.lora else None
    if args.lora and rank() == 0:
        trainable, total = trainer.model.get_nb_trainable_parameters()
        console.print(f"LoRA: {trainable:,} trainable of {total:,} parameters ({trainable / total:.3%}): {reach}")

    run = {"run_tag": args.run_tag, "trackio_run": args.trackio_run, "model": model_path, "preset": preset, "weights": tasks[0].get("weights"),
           "subjects": sorted({t["subject"] for t in tasks}), "env_urls": client.urls, "versions": versions(),
           "lora_reach": reach, **{k: previous[k] for k in ("probe_before_s", "end_s") if k in previous},
           "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()}}
    if rank() == 0:
        (out / "run.json").write_text(json.dumps(run, indent=2))

    try:
        return train_and_write(args, trainer, report, in_time, hub, run, console, resume, tracker)
    except KeyboardInterrupt:  # a second signal: stopped at once; the last checkpoint is what is left
        signal_name = requests.signal_name or "SIGINT"
        last = latest_checkpoint(out / "checkpoints", required=False)
        where = ("while writing the adapter, its card or the pushes" if requests.phase == "finishing"
                 else f"during step {trainer.state.global_step + 1}")
        run["stopped"] = (f"{signal_name} twice: stopped at once {where}; "
                          f"{f'the last checkpoint is {Path(last).name}' if last else 'no checkpoint was saved'}")
        run["stop"] = {"reason": signal_name, "step": trainer.state.global_step, "at_once": True}
        if rank() == 0:
            (out / "run.json").write_text(json.dumps(run, indent=2))
            console.print(f"[red]{run['stopped']}[/]")
            if last:
                console.print(f"resume with: {resume_command(args.command)}", highlight=False)
        return STOP_EXIT_CODES[signal_name]


def train_and_write(args, trainer, report, in_time, hub: HubPush | None, run: dict, console, resume: str | None,
                    tracker=None) -> int:
    """Train, then write and push what the run made: the adapter, its card, run.json, the last uploads, and
    last trackio's end. A run stopped early (its environment down, a signal, the time budget) says why and
    how to resume. How long the end took goes to run.json (`end_s`): a resumed run keeps that much time."""
    out = args.output_dir
    trainer.train(resume_from_checkpoint=resume)
    ending = time.monotonic()
    adapter = out / "adapter"
    trainer.save_model(str(adapter))  # on every process: ZeRO-3 and FSDP gather the weights together; one writes

    stopped = report.stopped or in_time.stopped
    if trainer.accelerator.is_main_process:
        run["steps_done"] = trainer.state.global_step
        run["steps_unscored"] = report.steps_unscored
        run["rollouts_unscored"] = report.rollouts_unscored
        run["outage_wait_s"] = round(report.outage_wait_s, 1)
        if stopped:
            run["stopped"] = stopped
            run["stop"] = {"reason": "unscored" if report.stopped else in_time.kind, "step": trainer.state.global_step}
        if (out / "probe" / "difference.json").exists():
            run["probe_difference"] = json.loads((out / "probe" / "difference.json").read_text())
        (out / "run.json").write_text(json.dumps(run, indent=2))
        if (out / "curves.csv").exists():
            plot_curves(out)  # again, now with the probe after training
        (adapter / "README.md").write_text(model_card(args, run, out / "curves.csv", hub.rollouts_repo if hub else None))
        (out / "rollouts" / "README.md").write_text(rollouts_card(args, run))
        write_gallery(out / "rollouts", out / "gallery.png")
        if hub is not None:
            hub.finish(adapter, f"adapter after {run['steps_done']} steps")
            console.print(f"pushed https://huggingface.co/{args.out} and https://huggingface.co/datasets/{hub.rollouts_repo}")
        for line in results_lines(args, run):
            console.print(line, highlight=False)
        if stopped:
            console.print(f"[red]{stopped}[/]")
            console.print(f"resume with: {resume_command(args.command)}", highlight=False)
    if tracker is not None:
        tracker.end()
    if trainer.accelerator.is_main_process:
        keep_in_run_record(out, run, {"end_s": round(time.monotonic() - ending, 1)}, hub)
    if stopped:
        return 3 if report.stopped else STOP_EXIT_CODES[in_time.kind]
    return 0


def keep_in_run_record(out: Path, run: dict, numbers: dict, hub: HubPush | None = None) -> None:
    """`numbers` into run.json (the first process's), on the Hub too with `hub`: what a resumed run reads."""
    if rank() != 0:
        return
    run.update(numbers)
    (out / "run.json").write_text(json.dumps(run, indent=2))
    if hub is not None:
        hub._upload(False, repo_id=hub.repo, folder_path=str(out), allow_patterns=["run.json"],
                    commit_message="run.json: how long the end took")


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
# Where a person looks: the gallery, and the run's last lines.


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


# --------------------------------------------------------------------------------------------
# The Hub: nothing stays on the job's disk alone.

RUN_RECORD = ["curves.csv", "run.json", "gallery.png", "probe/*", "film/*"]  # beside the adapter in the model repo
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


def hub_callback(hub: HubPush):
    from transformers import TrainerCallback

    class PushOnSave(TrainerCallback):
        """At every checkpoint (the first process): the checkpoint to the model repo's last-checkpoint/
        (resumable from another machine), the curves, probe and film beside it, the rollouts so far."""

        def on_save(self, targs, state, control, **kwargs):
            if state.is_world_process_zero:
                hub.checkpoint(state.global_step)

    return PushOnSave()


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # HF Jobs once marked finished runs as failed over a non-zero exit at interpreter shutdown
    # (threads of the browsers and the async loop); everything is written and flushed by now.
    os._exit(code)

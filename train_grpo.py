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
#     "kernels==0.18.3",  # prebuilt CUDA kernels from the Hub (Qwen3.5's causal conv1d): nothing to build on a job
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
# ///
"""GRPO for a code LLM that paints: TRL's GRPOTrainer, rewarded by the watercolour environment.

    uv run train_grpo.py --smoke                                   # tiny model, CPU, 16 steps, in-process env
    uv run train_grpo.py --env-url http://127.0.0.1:8000 --model Qwen/Qwen3-4B-Instruct-2507 --lora
    hf jobs uv run --flavor h200 --timeout 48h --secrets HF_TOKEN train_grpo.py \\
        --env-url https://<you>-watercolour-env.hf.space --preset judge-led --model Qwen/Qwen3.5-35B-A3B --lora \\
        --all-linear --bf16 --gradient-checkpointing --out <you>/watercolour-grpo --push-to-hub --time-budget 47h

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
renderer.py, harness.js, hpsv3_server.py, setup.sh and the grpo_*.py below): ship them with a volume, see
docs/training.md.

This file reads in the order the run goes: the flags, the checks made before anything loads, the policy,
the environment and the reward functions, the trainer and its callbacks, train(), the end of the run,
main(). What the run does beyond that has a file of its own, which it calls by name: grpo_checks.py
(what the flags name: the model, the token, the pool, the GPU), grpo_record.py (what the run leaves
behind: rollouts, curves, gallery, cards, the Hub), grpo_probe.py (the probe, and sampling as training
samples), grpo_stops.py (signals and the time budget); with --smoke, smoke_policy.py (the tiny model).
Alone, this file takes them from the environment it trains against (SERVED_MODULES), and only when they are
byte for byte the ones it was written with (PINNED_CODE): an environment serving other code is refused
before a byte of it is imported.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
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

# The environment's client and the episode record, and the run's checks, record, probe and stops: beside
# this file in a checkout (and on a job with the siblings in a volume: the Space's repo mounted at a pinned
# revision); on `hf jobs uv run` this file runs alone, and main() takes them from the environment it trains
# against (`fetch_environment_code`), each checked against PINNED_CODE before it is written or imported.
SERVED_MODULES = ("rewards", "env_client", "grpo_checks", "grpo_record", "grpo_probe", "grpo_stops")  # import order
SERVED_FILES = (*(f"{module}.py" for module in SERVED_MODULES), "flower_models.json")  # and rewards.py's data
try:
    import env_client
    import grpo_checks
    import grpo_probe
    import grpo_record
    import grpo_stops
    import rewards
except ModuleNotFoundError as missing:
    if missing.name not in SERVED_MODULES:  # a dependency missing is not running alone
        raise
    env_client = grpo_checks = grpo_probe = grpo_record = grpo_stops = rewards = None

# The sha256 of every file this trainer may take from the environment (env_server.CLIENT_FILES), from the
# files beside it when it was pinned. The environment states its bundle (GET /client, /health); this trainer
# trains only against its own, checked at start, on resume and at every step's end. tests/test_pins.py fails
# when a sibling changes and this does not: `uv run train_grpo.py --pin-code` writes it.
# --- PINNED_CODE: written by `uv run train_grpo.py --pin-code` ---
PINNED_CODE = {
    "env_client.py": "176ae04ce2b43172abb6af86d545ff1a4382457dbc88cba8d5e4f1750f6f0ad0",
    "flower_models.json": "748f5f69eedbded394321c1efc44adafbd7153361694821cd81e2ab3200e443f",
    "grpo_checks.py": "0fcd7c04ada073688e4212143e1f5ae97fc170000190f80dc5ed2f68222771b7",
    "grpo_probe.py": "3b369e69db71512d8093850130ff4e277df80466de3ac51db1c1b9b232d0861e",
    "grpo_record.py": "41c60819963bb5e8b5b18246c361803f27b2c6c3163a3aaad1b09225f0aee517",
    "grpo_stops.py": "657e115d856085d6406fafba2e6cb9ec34bd598fd5ae373c27c2b50b127584cd",
    "rewards.py": "a2830b03da19c22ebbd98e0d617279cc39068cf3cdc0f37a0639968bc18d2d6e",
}
# --- end of PINNED_CODE ---


def code_bundle(digests: dict[str, str]) -> str:
    """One hash over a set of files: sha256 of their `sha256sum` lines, sorted by name (env_server.code_bundle,
    restated: this file runs alone, before anything else is at hand)."""
    import hashlib

    return hashlib.sha256("".join(f"{digests[name]}  {name}\n" for name in sorted(digests)).encode()).hexdigest()


def pin_code() -> int:
    """Rewrite PINNED_CODE in this file from the siblings beside it (`--pin-code`)."""
    import hashlib

    here = Path(__file__).resolve()
    digests = {name: hashlib.sha256(here.with_name(name).read_bytes()).hexdigest() for name in sorted(SERVED_FILES)}
    text = here.read_text()
    start, end = "# --- PINNED_CODE: written by `uv run train_grpo.py --pin-code` ---\n", "# --- end of PINNED_CODE ---"
    head, _, rest = text.partition(start)
    _, _, tail = rest.partition(end)
    block = "PINNED_CODE = {\n" + "".join(f'    "{name}": "{digest}",\n' for name, digest in digests.items()) + "}\n"
    here.write_text(head + start + block + end + tail)
    print(f"PINNED_CODE: bundle {code_bundle(digests)[:12]} over {', '.join(digests)}")
    return 0


# ============================================================================================
# Flags: the reference trainer's with the same meaning, plus ours.


DEFAULT_MODEL = "Qwen/Qwen3-4B-Instruct-2507"

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
    env.add_argument("--trust-environment-code", action="store_true",
                     help="train against an environment whose code bundle (GET /client) differs from this trainer's, "
                          "and, running alone, import the code it serves: for development only; run.json and the "
                          "model card say so")
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
    out.add_argument("--save-every", type=parse_duration, default=parse_duration("1h"), metavar="DURATION",
                     help="also save a checkpoint when this long has passed since the last one (0: by steps only): "
                          "at the public runs' pace --save-steps 10 alone is a checkpoint every 4-8 hours of H200")
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

    p.add_argument("--pin-code", action="store_true",
                   help="write PINNED_CODE in this file from the sibling files beside it, and exit (after changing them)")
    p.add_argument("--smoke", action="store_true",
                   help="tiny local model, CPU, in-process offline environment, 16 steps of 4 rollouts and a "
                        "paired probe: checks that the whole loop learns")
    return p


# What --smoke changes, unless a flag says otherwise: a model small enough to train on a laptop's CPU,
# an environment in this process on the offline preset, 16 steps of one group of 4. Temperature 0.7 for
# training and the probe: the tiny model's replies hold together at 0.7 and break often at 1.0. lr 5e-4
# (LoRA) rose by +0.115 [0.038, 0.204] on the paired probe; 1e-3 and 2e-3 collapsed into cut-off replies.
# 900 tokens: the taught hibiscus is about 510 of them, and at 700 a sampled one that repeated a line or two ran
# past the budget and scored 0, so a policy that moved toward the best reply lost (issue 41).
SMOKE_DEFAULTS = dict(
    colocate=True, preset="offline", steps=16, n_episodes=32, num_generations=4, per_device_batch_size=4,
    gradient_accumulation_steps=1, max_completion_length=900, temperature=0.7, probe_temperature=0.7, lora=True,
    all_linear=True, lora_r=8, lr=5e-4, warmup_steps=0, save_steps=8, render_workers=2, run_tag="smoke",
    output_dir="runs/smoke",
)


# The probe scores single replies: 24 by default as the blog's runs did, 96 in a smoke run (its paired
# difference must be able to show learning: at 32 pairs the 95% interval spanned some 0.17 and could not
# tell two rewards apart), none for revised episodes (eval_checkpoints.py --revisions K measures those).
# An explicit --probe-samples always wins.
SMOKE_PROBE_SAMPLES = 96


def default_probe_samples(args: argparse.Namespace) -> int:
    return 0 if args.revisions else SMOKE_PROBE_SAMPLES if args.smoke else 24


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


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    if "--smoke" in argv:  # --smoke changes the defaults, so any flag typed beside it still wins
        parser.set_defaults(**SMOKE_DEFAULTS)
    args = parser.parse_args(argv)
    server = env_server_module()
    args.environment_flags = server.Settings.given_flags(parser, args, skip=server.EPISODE_OVERRIDES) if server else []
    problems = check_args(args)
    if args.probe_samples is None:
        args.probe_samples = default_probe_samples(args)
    if problems:
        parser.error("\n  ".join(problems))
    args.command = list(argv)  # for the resume command a stopped run prints
    args.output_dir = Path(args.output_dir or Path("runs") / args.out.rstrip("/").split("/")[-1])
    if args.push_to_hub and not args.no_tracking and not args.trackio_space:
        args.trackio_space = f"{args.out}-trackio"  # the dashboard outlives the job, as the blog's runs' did
    return args


def parse_duration(text: str) -> float:
    """Seconds in "47h", "90m", "1h30m", "45s" or "3600" (seconds), as hf jobs --timeout takes them."""
    import re

    parts = re.fullmatch(r"\s*(?:(\d+(?:\.\d+)?)h)?\s*(?:(\d+(?:\.\d+)?)m)?\s*(?:(\d+(?:\.\d+)?)s?)?\s*", text or "")
    if not parts or not any(parts.groups()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a duration: write it as 47h, 90m, 1h30m or 3600 (seconds)")
    hours, minutes, seconds = (float(g or 0) for g in parts.groups())
    return hours * 3600 + minutes * 60 + seconds


# ============================================================================================
# Checks: the flags fit together (as they are parsed), and what they name is there (before anything slow).


# Under accelerate launch or torchrun every process runs this script; alone, these are 1 and 0.
def world_size() -> int:
    return int(os.environ.get("WORLD_SIZE", "1"))


def rank() -> int:
    return int(os.environ.get("RANK", "0"))


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
    elif env_server_module() is None or env_client is None:
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


def preflight(args: argparse.Namespace, console=None) -> list[str]:
    """What the flags name, checked before anything slow (check_args has checked they fit together): the
    model, on a GPU its fast kernels, the Hub token and what it may do, the reference pool (grpo_checks.py),
    before any environment is started, HPSv3 loaded or episode reset. Every problem at once."""
    smoke_model = args.smoke and args.model == DEFAULT_MODEL
    model = None if smoke_model else grpo_checks.model_problem("--model", args.model, example=DEFAULT_MODEL)
    problems = [model,
                grpo_checks.hub_token_problem() if args.push_to_hub else None,
                grpo_checks.pool_problem(args.pool) if args.colocate and getattr(args, "pool", None) else None]
    args.hub_kernels = False
    if not smoke_model and model is None and on_gpu():
        from_hub, missing = grpo_checks.linear_attention_kernels(args.model)
        args.hub_kernels = bool(from_hub)  # the policy then loads with use_kernels=True
        if missing:
            message = (f"{args.model} has linear-attention layers, and their fast kernels are missing: "
                       f"{'; '.join(missing)}. Without them every forward and backward runs transformers' PyTorch "
                       "reference path (about 1.7x slower steps)")
            if not args.slow_kernels:
                problems.append(message + ". Install them, or add --slow-kernels to train on that path knowingly")
            elif console is not None:
                console.print(f"[yellow]{message} (--slow-kernels)[/]", highlight=False)
    return [p for p in problems if p]


def on_gpu() -> bool:
    import torch

    return torch.cuda.is_available()


def env_wait_s(args: argparse.Namespace, url: str) -> float:
    host = urllib.parse.urlparse(url).hostname or ""
    return args.env_wait_s or (60.0 if host in ("127.0.0.1", "localhost", "::1") else 300.0)


def fail(message: str) -> NoReturn:
    """A user's mistake found after parsing: one line per problem, exit 2, as for the flags."""
    print("\n".join(f"train_grpo.py: error: {line}" for line in message.splitlines()), file=sys.stderr)
    raise SystemExit(2)


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


# ============================================================================================
# The policy: the smoke run's tiny model or --model, its LoRA adapter, and what it reads through.


def policy(args, console) -> str:
    """The model this run trains: the smoke run's tiny one, built here (smoke_policy.py), or --model. On a
    GPU it is refused when vLLM's copy of it would not fit beside the training one (grpo_checks.py); its
    kernels were checked in preflight()."""
    import torch

    if args.smoke:
        torch.set_num_threads(1)  # the tiny model only loses time to a second thread (smoke_policy.build_smoke_model)
    model_path = args.model
    if args.smoke and args.model == DEFAULT_MODEL:
        import smoke_policy  # --smoke runs beside the environment's files, this one among them

        folder = args.output_dir / ("smoke-base" if not args.revisions else "smoke-base-revisions")
        model_path = str(smoke_policy.build_smoke_model(folder, revisions=args.revisions))
    if args.use_vllm and args.vllm_mode == "colocate" and torch.cuda.is_available():
        gpu_bytes = torch.cuda.get_device_properties(0).total_memory
        if problem := grpo_checks.vllm_colocate_problem(grpo_checks.weight_count(model_path), args.bf16, gpu_bytes,
                                                        args.vllm_gpu_memory_utilization):
            fail(problem)
    return model_path


DENSE_LORA_TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


# The image encoder of a multimodal policy, by the names transformers gives it (Qwen2-VL to Qwen3.5: `visual`;
# LLaVA-like: `vision_tower`, `multi_modal_projector`; CLIP/SigLIP-based: `vision_model`). peft's "all-linear"
# leaves out only the output layer, so without this a VLM's vision tower would train on text-only rewards.
VISION_TOWER = r"(.*\.)?(visual|vision_tower|vision_model|vision_encoder|multi_modal_projector)(\..*)?"


def lora_config(args, multimodal: bool = False):
    from peft import LoraConfig

    return LoraConfig(r=args.lora_r, lora_alpha=2 * args.lora_r, lora_dropout=0.0, task_type="CAUSAL_LM",
                      target_modules="all-linear" if args.all_linear else DENSE_LORA_TARGETS,
                      exclude_modules=VISION_TOWER if multimodal and not args.lora_vision else None)


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


def lora_targets(args) -> str:
    """The LoRA targets as the model card names them."""
    return "all-linear" if args.all_linear else ", ".join(DENSE_LORA_TARGETS)


def model_is_multimodal(model_path: str) -> bool:
    """Whether the model's config declares a vision tower (no config to read: a text-only folder)."""
    from transformers import AutoConfig

    try:
        return getattr(AutoConfig.from_pretrained(model_path), "vision_config", None) is not None
    except Exception:
        return False


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


# ============================================================================================
# The environment and the reward functions.


ENV_TOKEN_VARIABLE = "WATERCOLOUR_ENV_TOKEN"  # a read-only token for a private Space: preferred to HF_TOKEN


def environment_headers(url: str) -> dict | None:
    """The Authorization header for an --env-url (env_client.auth_headers, restated: alone, this file reads the
    environment's manifest before env_client exists; tests/test_train.py checks the two agree)."""
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme not in ("https", "wss"):
        return None
    token = os.environ.get(ENV_TOKEN_VARIABLE) or (
        os.environ.get("HF_TOKEN") if (parsed.hostname or "").endswith(".hf.space") else None)
    return {"Authorization": f"Bearer {token}"} if token else None


def environment_get(url: str, path: str, wait_s: float):
    """GET url + path, waiting up to `wait_s` for a sleeping Space (server errors, no connection). Redirects
    are not followed: the token goes to the --env-url host and no other."""
    import httpx

    deadline = time.monotonic() + wait_s
    while True:
        try:
            reply = httpx.get(url.rstrip("/") + path, headers=environment_headers(url), timeout=60)
            if reply.status_code < 500 or time.monotonic() > deadline:
                return reply
        except httpx.TransportError as exc:
            if time.monotonic() > deadline:
                fail(f"--env-url {url}: no answer to GET {path} in {wait_s:.0f} s ({type(exc).__name__}: {exc})")
        time.sleep(5)


def environment_manifest(url: str, wait_s: float) -> dict:
    """The code bundle the environment at `url` scores with and serves (GET /client)."""
    reply = environment_get(url, "/client", wait_s)
    if reply.status_code == 404:
        fail(f"--env-url {url} states no code bundle (GET /client: 404): it runs an env_server.py older than this "
             "trainer. Deploy the Space from this trainer's commit (docs/space.md)")
    if reply.status_code != 200:
        fail(f"--env-url {url}: GET /client answered {reply.status_code} ({reply.text[:200]}): a private Space needs "
             f"a token that can read it ({ENV_TOKEN_VARIABLE}, or HF_TOKEN; on hf jobs: --secrets)")
    return reply.json()


def short(bundle: str | None) -> str:
    return (bundle or "none")[:12]


def code_mismatch(url: str, served: dict, mine: dict) -> str:
    """Why an environment's code is not this trainer's, and the two ways out, in one message."""
    files = served.get("files") or {}
    differ = sorted(n for n in files.keys() | mine["files"].keys() if files.get(n) != mine["files"].get(n))
    theirs = f"bundle {short(served.get('bundle'))}" + (f" (commit {served['commit']})" if served.get("commit") else "")
    ours = f"bundle {short(mine['bundle'])}" + (f" (commit {mine['commit']})" if mine.get("commit") else
                                                f" ({mine['source']})")
    return (f"--env-url {url} serves code {theirs}; this trainer runs {ours}: {', '.join(differ)} "
            f"differ{'s' if len(differ) == 1 else ''}, so its reward or client is not the one this trainer was "
            "written against. Either deploy the Space from this trainer's commit (docs/space.md), or run the "
            "trainer of the Space's commit (its repo holds train_grpo.py: launch that file, or mount the repo at "
            "that revision with -v hf://spaces/<you>/watercolour-env@<revision>:/app -e PYTHONPATH=/app). "
            "--trust-environment-code trains against it anyway, and run.json and the model card say so")


def fetch_environment_code(args, folder: Path) -> dict:
    """Alone (hf jobs uv run ships this one file): the environment's client and reward module and this
    trainer's pieces, from the first --env-url. Its manifest is read first; a bundle other than PINNED_CODE
    is refused (exit 2) before anything is downloaded, and every file is checked against its pin before it
    is written or imported (with --trust-environment-code, against the manifest the server sent). Returns
    the code this trainer then runs."""
    import hashlib
    import importlib

    global rewards, env_client, grpo_checks, grpo_record, grpo_probe, grpo_stops
    url = args.env_url[0]
    manifest = environment_manifest(url, env_wait_s(args, url))
    mine = {"bundle": code_bundle(PINNED_CODE), "files": dict(PINNED_CODE), "source": "pinned in train_grpo.py",
            "commit": None}
    if manifest.get("bundle") != mine["bundle"] and not args.trust_environment_code:
        fail(code_mismatch(url, manifest, mine))
    expected = manifest["files"] if args.trust_environment_code else PINNED_CODE
    folder.mkdir(parents=True, exist_ok=True)
    for name in SERVED_FILES:
        reply = environment_get(url, f"/client/{name}", env_wait_s(args, url))
        if reply.status_code != 200:
            fail(f"--env-url {url}: GET /client/{name} answered {reply.status_code}; its manifest names it")
        digest = hashlib.sha256(reply.content).hexdigest()
        if digest != expected.get(name):
            fail(f"--env-url {url} sent {name} with sha256 {short(digest)}, not the {short(expected.get(name))} "
                 f"{'its manifest states' if args.trust_environment_code else 'this trainer pins'}: refused, nothing "
                 "of it was written or imported")
        part = folder / f".{name}.{os.getpid()}.part"  # every process of a launch fetches; none reads half a file
        part.write_bytes(reply.content)
        os.replace(part, folder / name)
    sys.path.insert(0, str(folder))
    rewards, env_client, grpo_checks, grpo_record, grpo_probe, grpo_stops = (
        importlib.import_module(module) for module in SERVED_MODULES)
    return trainer_code()


def trainer_code() -> dict:
    """The code this trainer runs: the sibling files it imported and rewards.py's data (beside it, in a mounted
    repo, or fetched and checked), their bundle, where they came from, and which differ from PINNED_CODE (a checkout being
    edited; alone, none)."""
    import hashlib

    folder = Path(sys.modules["rewards"].__file__).resolve().parent
    paths = {**{f"{m}.py": Path(sys.modules[m].__file__) for m in SERVED_MODULES},
             **{name: folder / name for name in SERVED_FILES if not name.endswith(".py")}}
    files = {name: hashlib.sha256(path.read_bytes()).hexdigest() for name, path in paths.items()}
    server = env_server_module()
    return {"bundle": code_bundle(files), "files": files, "source": str(folder),
            "commit": server.git_commit(folder) if server else None,
            "differs_from_pins": sorted(n for n in files if files[n] != PINNED_CODE.get(n))}


def check_environment_code(args, urls: list[str], mine: dict, previous: dict, console) -> dict:
    """Every environment's code bundle against this trainer's (and, resumed, against the one the run
    started on): a difference stops the run here, exit 2, unless --trust-environment-code. Returns what
    run.json records."""
    served = {url: environment_manifest(url, env_wait_s(args, url)) for url in urls}
    problems = [code_mismatch(url, manifest, mine) for url, manifest in served.items()
                if manifest.get("bundle") != mine["bundle"]]
    earlier = (previous.get("code") or {}).get("environment_bundle")
    if earlier and any(m.get("bundle") != earlier for m in served.values()):
        problems.append(f"resumed, but the environment now serves code bundle "
                        f"{', '.join(sorted({short(m.get('bundle')) for m in served.values()}))} and this run started "
                        f"on {short(earlier)} (run.json): its reward changed between the segments. Deploy the run's "
                        "commit again, or start a new run (a new --output-dir)")
    if problems and not args.trust_environment_code:
        fail("\n".join(problems))
    for problem in problems:
        console.print(f"[yellow]--trust-environment-code: {problem}[/]", highlight=False)
    if mine.get("differs_from_pins"):
        console.print(f"[yellow]{', '.join(mine['differs_from_pins'])} beside this file differ from PINNED_CODE (a "
                      "checkout being edited): run `uv run train_grpo.py --pin-code` before a run alone[/]",
                      highlight=False)
    bundles = {m.get("bundle") for m in served.values()}
    return {"trainer": mine, "environments": {u: {"bundle": m.get("bundle"), "commit": m.get("commit")}
                                              for u, m in served.items()},
            "environment_bundle": earlier or (bundles.pop() if len(bundles) == 1 else None),
            "trust_environment_code": args.trust_environment_code}


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


def episodes(args, client: env_client.EnvironmentClient) -> tuple[list[dict], list[dict]]:
    """The task of every episode, from the environment itself (the prompts live in one place), and the
    rows of TRL's dataset: the chat prompt, the episode's seed and its subject. The reward's terms are
    checked on the environment's example reply first, before any model loads."""
    tasks = asyncio.run(client.tasks(list(range(args.n_episodes)), args.subject))
    client.check_reward_terms(tasks[0])
    rows = [{"prompt": [{"role": "system", "content": t["system_prompt"]}, {"role": "user", "content": t["prompt"]}],
             "seed": seed, "subject": t["subject"]} for seed, t in enumerate(tasks)]
    return tasks, rows


# --------------------------------------------------------------------------------------------
# Each reward call: the rollouts scored all at once, recorded and tallied for the step (grpo_record.py).


def reward_functions(args, client: env_client.EnvironmentClient, model_path: str, tally: grpo_record.StepTally,
                     console):
    """TRL's reward function for this run's episodes, recording every rollout (grpo_record.RolloutLog),
    with the processing class the policy reads through and, for revised episodes, the GRPOTrainer
    arguments that run the turns (TRL's environment_factory: the environment's `paint` is the policy's
    tool). Returns (reward function, processing class, those arguments)."""
    from transformers import AutoTokenizer

    film = args.output_dir / "film" / args.run_tag if args.film else None
    shuffle = random.Random(args.seed) if args.shuffle_rewards else None
    if shuffle is not None and rank() == 0:
        console.print("[bold]control arm[/]: each group's rewards are shuffled among its rollouts before GRPO sees them")
    if not args.revisions:
        rollouts = grpo_record.RolloutLog(args.output_dir / "rollouts", args.run_tag, rank=rank(), film_dir=film)
        return make_reward_function(client, rollouts, tally, shuffle), AutoTokenizer.from_pretrained(model_path), {}
    processing_class, images = revision_processing_class(model_path, args.text_feedback)
    rollouts = grpo_record.RevisionRolloutLog(args.output_dir / "rollouts", args.run_tag, rank=rank(), film_dir=film)
    turns = {"environment_factory": functools.partial(env_client.PaintingSession, client, args.revisions, images)}
    if rank() == 0:
        console.print(f"revised episodes: up to {args.revisions} draft(s) then the final reply; feedback as "
                      f"{'the render and a line of text' if images else 'a line of text'}")
    return make_revision_reward_function(rollouts, tally, shuffle), processing_class, turns


def make_reward_function(client: env_client.EnvironmentClient, rollouts: grpo_record.RolloutLog,
                         tally: grpo_record.StepTally | None = None, shuffle: random.Random | None = None):
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
        rows = grpo_record.rollout_rows(episodes, texts, prompts, seed, subject, completion_ids, step, call)
        await asyncio.to_thread(rollouts.append, rows)
        return report_rewards(rows, step, {"env/wait_s": waited, **generated}, tally, log_metric, shuffle)

    return watercolour


def report_rewards(rows: list[dict], step: int, metrics: dict, tally: grpo_record.StepTally | None, log_metric,
                   shuffle: random.Random | None = None) -> list:
    """A reward call's bookkeeping over its stored rows, the same for single-shot and revised episodes:
    the step's tally, TRL's metrics, a warning naming why rollouts went unscored; then the rewards
    (None: unscored), dealt out within their groups with `shuffle`."""
    if tally is not None:
        tally.add(rows, step)
    if log_metric is not None:
        for name, value in {**grpo_record.call_metrics(rewards.summarise_records(rows)), **metrics}.items():
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
# Revised episodes (--revisions K): the policy paints drafts with a tool, sees them, and revises.
# TRL runs the turns (environment_factory, _tool_call_loop): a draft is a `paint` tool call, its
# result (text, or the render and text for a policy that sees images) is masked from the loss, and
# after K calls TRL stops running the tool. The final reply is scored by the reward function.


def make_revision_reward_function(rollouts: grpo_record.RevisionRolloutLog,
                                  tally: grpo_record.StepTally | None = None, shuffle: random.Random | None = None):
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
        rows = grpo_record.rollout_rows(episodes, replies, prompts, seed, subject, completion_ids, step, call)
        for row, env, completion in zip(rows, environments, completions):
            breakdown = json.loads(row["breakdown"])
            for t in breakdown.get("turns", []):
                t.pop("image_png_base64", None)  # the PNGs are in `turns`, not twice
            row.update(breakdown=json.dumps(breakdown), turns=env_client.painting_rows(env), paintings=len(env.paintings),
                       conversation=env_client.conversation_json(completion))
        await asyncio.to_thread(rollouts.append, rows)
        metrics = {**grpo_record.summarize_revisions(environments), "env/wait_s": waited, **generated}
        return report_rewards(rows, step, metrics, tally, log_metric, shuffle)

    return watercolour_revised


# ============================================================================================
# The trainer and its callbacks (the curves' and the Hub's in grpo_record.py, the probe's in grpo_probe.py,
# stopping in time in grpo_stops.py).


PROMPT_ROOM_TOKENS = 4096  # vLLM's context beyond the completion: the system prompt and task take ~1500


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
        bf16=args.bf16, model_init_kwargs={"dtype": "bfloat16" if args.bf16 else "float32",
                                           # the Hub's prebuilt linear-attention kernels (preflight found them)
                                           **({"use_kernels": True} if getattr(args, "hub_kernels", False) else {})},
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


# --------------------------------------------------------------------------------------------
# Unscored rollouts train nothing. TRL gives them advantage 0 and leaves them out of their group's baseline,
# but each loss type's normaliser still counts them (so every scored rollout's gradient shrinks), and a step
# with nothing scored still steps the optimizer (Adam's momentum, an MoE's router loss).


LOSS_TYPES = ("dapo", "grpo", "dr_grpo", "bnpo", "cispo", "sapo", "luspo", "vespo")  # TRL 1.16's GRPOConfig.loss_type
# How each divides its policy term (grpo_trainer._compute_loss), hence what leaving a rollout out takes:
PER_ROLLOUT = ("grpo", "sapo", "luspo", "dr_grpo")  # by the rollouts (x max length): x rollouts / scored ones
PER_MICRO_BATCH = ("bnpo",)  # by each micro-batch's tokens, / accumulation steps: x micro-batches / those with a scored one


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
# Each step's report: the environment's counts summed over processes, and an outage waited out or stopped for.


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


def wait_for_scoring(check, limit_s: float, console, clock=time.monotonic,
                     sleep=time.sleep) -> tuple[float, str | None]:
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
            duration = grpo_record.format_seconds
            console.print(f"the environment still does not score ({why[:200]}); waited {duration(waited)} of "
                          f"{duration(limit_s)}", highlight=False)
        sleep(OUTAGE_POLL_S)


def step_report_callback(tally: grpo_record.StepTally, args, tracking: bool, check=None, console=None,
                         budget_left=lambda: math.inf):
    from transformers import TrainerCallback

    duration = grpo_record.format_seconds

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
            numbers = {**grpo_record.count_metrics(counts, self.codes),
                       "env/steps_unscored": float(self.steps_unscored)}
            logs.update(numbers)
            state.log_history[-1].update(numbers)  # trainer_state.json keeps the same numbers
            best = max((b for _, b in everyone if b), key=lambda b: b[0], default=None)
            if tracking and best and state.is_world_process_zero:
                import trackio
                from PIL import Image

                logs["painting"] = trackio.Image(Image.open(io.BytesIO(best[1])), caption=best[2])
            self.rollouts_unscored += counts["unscored"]
            reasons = Counter({k[len(grpo_record.WHY):]: n for k, n in counts.items() if k.startswith(grpo_record.WHY)})
            self.window.append((counts["unscored"], counts["rollouts"], reasons))
            unscored, total = (sum(w[i] for w in self.window) for i in (0, 1))
            if len(self.window) == self.window.maxlen and unscored > args.max_unscored_share * total:
                why = sum((w[2] for w in self.window), Counter()).most_common(1)
                if self.outage_over(logs, state, min(args.outage_wait, budget_left()), unscored, total):
                    return control
                self.stopped = (f"stopped at step {state.global_step}: {unscored} of the {total} rollouts of the last "
                                f"{len(self.window)} steps went unscored, more than --max-unscored-share "
                                f"{args.max_unscored_share:.0%} (the environment or a scorer is down"
                                f"{f'; most often: {why[0][0]}' if why else ''}"
                                + (f"; it did not score again in {duration(logs['env/outage_wait_s'])} of --outage-wait"
                                   if "env/outage_wait_s" in logs else "") +
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
                              f"unscored: waiting up to {duration(limit_s)} (--outage-wait) for the environment to "
                              "score again[/]")
            waited, why = wait_for_scoring(check, limit_s, console)
            self.outage_wait_s += waited
            logs["env/outage_wait_s"] = state.log_history[-1]["env/outage_wait_s"] = waited
            if why is not None:
                return False
            if rank() == 0:
                console.print(f"the environment scores again after {duration(waited)}: training goes on", highlight=False)
            self.window.clear()
            return True

    return StepReport()


def scorers_needed(weights: dict | None) -> set[str]:
    """The environment's scorers (as /health names them) that this run's reward terms need."""
    return {"renderer"} | {term for term in ("judge", "hpsv3") if (weights or {}).get(term)}


def environment_watch_callback(args, urls: list[str], bundle: str | None, console, budget_left=lambda: math.inf,
                               health=None, clock=time.monotonic, sleep=time.sleep, needs: set[str] | None = None):
    """At every step's end, before the next step generates anything: GET /health of every environment (a few
    milliseconds against minutes of generation). A code bundle other than the run's stops the run with a
    checkpoint, naming both; no environment able to score (healthy, or at least the scorers the run's terms
    `needs` reachable: a judge down does not matter to an hps-only run) is an outage, waited out here (polled every
    OUTAGE_POLL_S, up to --outage-wait and the time budget) instead of generating blind steps, then the run
    goes on or stops with a checkpoint. The first process asks; every process takes its answer."""
    from transformers import TrainerCallback

    health = health or env_client.environment_health
    duration = grpo_record.format_seconds

    def scores(h: dict | None) -> bool:
        scorers = (h or {}).get("scorers") or {}
        return bool(h) and (h.get("status") == "healthy" or bool(needs) and all(
            (scorers.get(name) or {}).get("reachable") for name in needs))

    class EnvironmentWatch(TrainerCallback):
        def __init__(self):
            self.stopped: str | None = None
            self.kind = "environment"
            self.outage_wait_s = 0.0
            self.changed: str | None = None  # the first process's: a bundle other than the run's
            self.looks = 0  # the first process's checks this step: past the first, the run was waiting

        def check(self) -> str | None:
            """wait_for_scoring's check: None once some environment can score (or its code changed, which ends
            the wait: the run stops below), else why none can."""
            self.looks += 1
            answers = {url: health(url) for url in urls}
            moved = [f"{url} now serves code bundle {short(h['code']['bundle'])}"
                     + (f" (commit {h['code']['commit']})" if h["code"].get("commit") else "")
                     for url, (h, _) in answers.items()
                     if h and bundle and (h.get("code") or {}).get("bundle") not in (None, bundle)]
            if moved:
                self.changed = (f"{'; '.join(moved)}, and this run trains on {short(bundle)}: the environment was "
                                "redeployed under the run. Deploy the run's commit again and resume, or start a new run")
                return None
            if any(scores(h) for h, _ in answers.values()):
                return None
            return "; ".join(f"{url}: {why or 'status ' + str((h or {}).get('status'))}" for url, (h, why) in answers.items())

        def on_step_end(self, targs, state, control, **kwargs):
            self.looks = 0
            waited, down = wait_for_scoring(self.check, min(args.outage_wait, budget_left()), console, clock, sleep)
            changed, polled = gather_from_all((self.changed, self.looks > 1) if rank() == 0 else None)[0]
            waited = waited if polled else 0.0  # one look that found it well is no wait
            self.outage_wait_s += waited
            if waited and not down and not changed and rank() == 0:
                console.print(f"the environment is healthy again after {duration(waited)}: training goes on",
                              highlight=False)
            if changed and args.trust_environment_code:
                if rank() == 0:
                    console.print(f"[yellow]--trust-environment-code: {changed}[/]", highlight=False)
                changed = None
            if (changed or down) and state.global_step < state.max_steps:
                self.kind = "environment code" if changed else "environment down"
                self.stopped = (f"stopped after step {state.global_step}: " + (changed or (
                    f"no environment became healthy in {duration(waited)} of --outage-wait ({down[:300]}). "
                    "Fix it, then --resume-from-checkpoint latest")))
                control.should_save = control.should_training_stop = True
            return control

    return EnvironmentWatch()


# --------------------------------------------------------------------------------------------
# The callbacks before the curves, in the order they run.


def run_callbacks(args, client: env_client.EnvironmentClient, task: dict, tally: grpo_record.StepTally, run: dict,
                  previous: dict, requests: grpo_stops.StopRequests, started: float, console):
    """The callbacks that come before the curves, in this order: the step report (it completes each step's
    numbers, and stops the run when the environment stops scoring), the environment watch (its code and
    health before each step generates), stopping in time (signals and --time-budget), and trackio's
    dashboard, whose end waits for the run's own (None with --no-tracking)."""
    example = functools.partial(example_scored, client, task) if task.get("example_reply") else None
    # an outage is waited out only as long as the budget leaves room for the end (the probe after, --end-reserve)
    budget_left = ((lambda: args.time_budget - (time.monotonic() - started) - in_time.end_needs_s())
                   if args.time_budget else (lambda: math.inf))
    report = step_report_callback(tally, args, not args.no_tracking, example, console, budget_left)

    def record(**numbers):  # into run.json as training goes (the first process's)
        if rank() == 0:
            grpo_record.keep_in_run_record(args.output_dir, run, numbers)

    in_time = grpo_stops.stop_in_time_callback(args, requests, started, console, gather_from_all, previous=previous,
                                               record=record)
    watch = environment_watch_callback(args, client.urls, args.code["environment_bundle"], console, budget_left,
                                       needs=scorers_needed(task.get("weights")))
    return report, watch, in_time, None if args.no_tracking else grpo_record.trackio_last_callback()


# ============================================================================================
# train(): the run.


def rollouts_per_step(args) -> int:
    return args.per_device_batch_size * args.gradient_accumulation_steps * world_size()


def train(args, client: env_client.EnvironmentClient, console, resume: str | None, hub: grpo_record.HubPush | None,
          requests: grpo_stops.StopRequests | None = None, started: float | None = None) -> int:
    """The run: the environment's episodes as TRL's dataset, the policy, TRL's GRPOTrainer with the reward
    function and the run's callbacks, trainer.train(), then the end of the run: its record and pushes."""
    from datasets import Dataset
    from transformers.trainer_callback import PrinterCallback, ProgressCallback
    from trl import GRPOTrainer

    out, requests = args.output_dir, requests or grpo_stops.StopRequests()
    started = time.monotonic() if started is None else started
    tasks, rows = episodes(args, client)  # the reward's terms are checked here, before any model loads
    args.model = model_path = policy(args, console)
    if rank() == 0:
        console.print(f"[bold]watercolour-grpo[/] run [bold]{args.run_tag}[/]: {model_path} against "
                      f"{', '.join(client.urls)} (preset {tasks[0]['preset']}); {args.steps} steps of "
                      f"{rollouts_per_step(args)} rollouts ({args.num_generations} per prompt); writing to {out}")
    config = grpo_config(args)
    tally, run = grpo_record.StepTally(), {}  # run.json, written once the trainer is built; the callbacks add to it
    previous = grpo_record.earlier_record(out) if resume else {}
    reward_function, processing_class, turns = reward_functions(args, client, model_path, tally, console)
    report, watch, in_time, tracker = run_callbacks(args, client, tasks[0], tally, run, previous, requests, started,
                                                    console)
    loading = f"loading {model_path}" + ("" if Path(model_path).is_dir() else " (from the Hub: downloaded on first use)")
    with env_client.waiting(loading, console) if rank() == 0 else contextlib.nullcontext():
        trainer = unscored_aware_trainer(GRPOTrainer)(
            model=model_path, reward_funcs=reward_function, args=config, train_dataset=Dataset.from_list(rows),
            processing_class=processing_class,
            peft_config=lora_config(args, model_is_multimodal(model_path)) if args.lora else None,
            callbacks=[report, watch, in_time, grpo_stops.save_in_time_callback(args, gather_from_all),
                       *([tracker] if tracker else []), grpo_record.curves_callback(out / "curves.csv", args.steps)],
            **turns,
        )
    trainer.remove_callback(PrinterCallback)  # the curves print one line a step
    trainer.remove_callback(ProgressCallback)
    if resume:  # the whole run's counts, not only this part's (curves.csv holds the steps before it)
        report.steps_unscored, report.rollouts_unscored = grpo_record.unscored_so_far(
            out / "curves.csv", grpo_record.checkpoint_step(resume))
    if args.probe_samples:
        trainer.add_callback(grpo_probe.probe_callback(trainer, client, rows, args, console, before=not resume,
                                                       skip_after=lambda: report.stopped or watch.stopped
                                                       or requests.signal_name))
    if hub is not None:
        trainer.add_callback(grpo_record.hub_callback(hub))
    reach = lora_reach(trainer.model) if args.lora else None
    if args.lora and rank() == 0:
        trainable, total = trainer.model.get_nb_trainable_parameters()
        console.print(f"LoRA: {trainable:,} trainable of {total:,} parameters ({trainable / total:.3%}): {reach}")
    run.update(grpo_record.start_record(args, tasks, client.urls, reach, previous, first_process=rank() == 0))

    try:
        trainer.train(resume_from_checkpoint=resume)
        return end_of_run(args, trainer, report, watch, in_time, hub, run, console, tracker)
    except KeyboardInterrupt:  # a second signal: stopped at once; the last checkpoint is what is left
        return stopped_at_once(args, trainer, requests, run, console)


# ============================================================================================
# The end of the run: the adapter, the record, the pushes (grpo_record.py), the exit code.


def end_of_run(args, trainer, report, watch, in_time, hub: grpo_record.HubPush | None, run: dict, console,
               tracker=None) -> int:
    """Once training ends: the adapter, the run's record (grpo_record.write_end_record: run.json, curves,
    cards, gallery), the last pushes, the run's last lines, and last trackio's end. A run stopped early (its
    environment down, a signal, the time budget) says why and how to resume. How long the end took goes to
    run.json (`end_s`): a resumed run keeps that much time. Returns the exit code."""
    out = args.output_dir
    ending = time.monotonic()
    adapter = out / "adapter"
    trainer.save_model(str(adapter))  # on every process: ZeRO-3 and FSDP gather the weights together; one writes

    stopped = report.stopped or watch.stopped or in_time.stopped
    if trainer.accelerator.is_main_process:
        run.update(steps_done=trainer.state.global_step, steps_unscored=report.steps_unscored,
                   rollouts_unscored=report.rollouts_unscored,
                   outage_wait_s=round(report.outage_wait_s + watch.outage_wait_s, 1))
        if stopped:
            run["stopped"] = stopped
            run["stop"] = {"reason": "unscored" if report.stopped else watch.kind if watch.stopped else in_time.kind,
                           "step": trainer.state.global_step}
        grpo_record.write_end_record(args, run, hub, rollouts_per_step(args), lora_targets(args))
        if hub is not None:
            hub.finish(adapter, f"adapter after {run['steps_done']} steps")
            console.print(f"pushed https://huggingface.co/{args.out} and https://huggingface.co/datasets/{hub.rollouts_repo}")
        for line in grpo_record.results_lines(args, run):
            console.print(line, highlight=False)
        if stopped:
            console.print(f"[red]{stopped}[/]")
            console.print(f"resume with: {grpo_stops.resume_command(args)}", highlight=False)
    if tracker is not None:
        tracker.end()
    if trainer.accelerator.is_main_process:
        grpo_record.keep_in_run_record(out, run, {"end_s": round(time.monotonic() - ending, 1)}, hub)
    if stopped:
        return 3 if report.stopped or watch.stopped else grpo_stops.STOP_EXIT_CODES[in_time.kind]
    return 0


def stopped_at_once(args, trainer, requests: grpo_stops.StopRequests, run: dict, console) -> int:
    """A second signal stopped the run at once, mid-step or while it wrote its end: run.json says where, and
    names the last checkpoint, which is what is left. Returns the signal's exit code."""
    signal_name = requests.signal_name or "SIGINT"
    last = grpo_record.latest_checkpoint(args.output_dir / "checkpoints", required=False)
    where = ("while writing the adapter, its card or the pushes" if requests.phase == "finishing"
             else f"during step {trainer.state.global_step + 1}")
    run["stopped"] = (f"{signal_name} twice: stopped at once {where}; "
                      f"{f'the last checkpoint is {Path(last).name}' if last else 'no checkpoint was saved'}")
    run["stop"] = {"reason": signal_name, "step": trainer.state.global_step, "at_once": True}
    if rank() == 0:
        (args.output_dir / "run.json").write_text(json.dumps(run, indent=2))
        console.print(f"[red]{run['stopped']}[/]")
        if last:
            console.print(f"resume with: {grpo_stops.resume_command(args)}", highlight=False)
    return grpo_stops.STOP_EXIT_CODES[signal_name]


# ============================================================================================
# main(): the run's start, then train().


def main(argv: list[str] | None = None) -> int:
    started = time.monotonic()  # --time-budget counts from here
    if "--pin-code" in (sys.argv[1:] if argv is None else argv):
        return pin_code()
    args = parse_args(argv)
    if env_client is None:  # alone: what this file needs beside it comes from the environment it trains against
        try:
            fetch_environment_code(args, args.output_dir / "env-client")
        except KeyboardInterrupt:
            print("SIGINT: stopped before training started; nothing to save", file=sys.stderr)
            return 130
    requests = grpo_stops.StopRequests()
    requests.install()
    try:
        return run(args, requests, started)
    except SystemExit as refused:  # a refusal with its reason (the reward's terms, a checkpoint, a processor)
        if isinstance(refused.code, str):
            fail(refused.code)  # is the user's to act on: one message, exit 2, as for the flags
        raise
    except KeyboardInterrupt:  # before training started (once it has, train() handles it)
        print(f"{requests.signal_name or 'SIGINT'}: stopped before training started; nothing to save", file=sys.stderr)
        return grpo_stops.STOP_EXIT_CODES.get(requests.signal_name or "SIGINT", 130)
    finally:
        requests.uninstall()


def run(args: argparse.Namespace, requests: grpo_stops.StopRequests, started: float) -> int:
    """The run's start: what the flags name, the environments answering, the Hub repos, the run folder
    (resumed or new) and the run's names, the environment started here with --colocate; then train()."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from rich.console import Console

    console = Console(stderr=True, soft_wrap=True)
    if problems := preflight(args, console):
        fail("\n".join(problems))
    for url in args.env_url:  # a sleeping Space takes a while to wake; a wrong URL is said at once, then given up on
        try:
            env_client.wait_for_environment(url, timeout_s=env_wait_s(args, url))
        except env_client.EnvironmentUnreachable as exc:
            fail(f"--env-url: {exc}")
    import datasets
    import transformers

    datasets.disable_progress_bars()  # one rich line per step says more than a bar per file write
    # transformers 5.24 renamed gradient checkpointing; TRL 1.16 still sets the old name itself.
    warnings.filterwarnings("ignore", message=r"`(is_)?gradient_checkpointing` is deprecated", category=FutureWarning)
    transformers.utils.logging.disable_progress_bar()
    out = args.output_dir
    out.mkdir(parents=True, exist_ok=True)
    hub = hub_push(args) if args.push_to_hub and rank() == 0 else None  # fail now, not after a day of training
    resume = checkpoint_to_resume(args, out / "checkpoints", console)
    previous = grpo_record.earlier_record(out) if resume else {}
    mine = trainer_code()
    if args.env_url:  # a running environment's code is this trainer's, or the run stops here
        args.code = check_environment_code(args, args.env_url, mine, previous, console)
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
            args.code = check_environment_code(args, args.env_url, mine, previous, console)
        if rank() == 0:
            grpo_record.keep_code(args, out, hub, Path(__file__))  # the code this job runs, in the run folder and on the Hub
        client = env_client.EnvironmentClient(
            args.env_url, {"preset": args.preset, "weights": args.weights, "references": args.references,
                           "revisions": args.revisions or None,
                           "feedback": args.feedback if args.revisions else None},
            retries=args.env_retries, timeout_s=args.env_timeout_s, max_in_flight=args.env_concurrency,
            deadline_s=args.episode_deadline_s)
        return train(args, client, console, resume, hub, requests, started)
    finally:
        services.close()


def hub_push(args) -> grpo_record.HubPush:
    """With --push-to-hub, the model and rollouts repos made now (the first process): a token without access
    fails now, not after a day of training."""
    from huggingface_hub import HfApi

    hub = grpo_record.HubPush(HfApi(), args.out, args.output_dir)
    repos = [(args.out, "model"), (hub.rollouts_repo, "dataset")]
    if args.hub_private and args.trackio_space:
        repos.append((args.trackio_space, "space"))  # trackio makes it; --hub-private must hold there too
    if args.hub_private and (public := grpo_record.public_repos(hub.api, repos)):
        fail(f"--hub-private, but {' and '.join(public)} already exist{'s' if len(public) == 1 else ''} and "
             f"{'is' if len(public) == 1 else 'are'} public: the run would publish into {'it' if len(public) == 1 else 'them'}. "
             "Make them private on the Hub (Settings), or pick another --out / --trackio-space")
    for repo, kind in repos[:2]:
        try:
            hub.api.create_repo(repo, repo_type=kind, private=args.hub_private, exist_ok=True)
        except Exception as exc:  # the Hub's answer (no access, no network): the user's to fix, in one line
            fail(f"--push-to-hub: could not create the {kind} repo {repo} on the Hub: "
                 f"{(str(exc).splitlines() or [''])[0] or type(exc).__name__} (check --out and the token's access)")
    return hub


def checkpoint_to_resume(args, checkpoints: Path, console, api=None) -> str | None:
    """The checkpoint this run resumes from, if any. With --push-to-hub a resumed job on a fresh machine first
    takes what the model repo holds (fetch_run_record): the first process on each machine fetches it, and
    every process waits for that before looking, or the others would find no checkpoint and stop."""
    if args.push_to_hub and args.resume_from_checkpoint:
        if int(os.environ.get("LOCAL_RANK", "0")) == 0:
            if api is None:
                from huggingface_hub import HfApi

                api = HfApi()
            fetched = grpo_record.HubPush(api, args.out, args.output_dir).fetch_run_record(
                checkpoints if args.resume_from_checkpoint == "latest" else None)
            for line in fetched if rank() == 0 else []:
                console.print(f"from https://huggingface.co/{args.out}: {line}")
        wait_for_everyone(args)
    if args.resume_from_checkpoint == "latest":
        return grpo_record.latest_checkpoint(checkpoints)
    return args.resume_from_checkpoint


def wait_for_everyone(args) -> None:
    """Every process waits here for the others. The process group is the one TRL's config sets up (the same
    timeout, the backend for the device), made early; alone, nothing to wait for."""
    if world_size() == 1:
        return
    from datetime import timedelta

    from accelerate import PartialState

    PartialState(timeout=timedelta(seconds=args.ddp_timeout)).wait_for_everyone()


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # HF Jobs once marked finished runs as failed over a non-zero exit at interpreter shutdown
    # (threads of the browsers and the async loop); everything is written and flushed by now.
    os._exit(code)

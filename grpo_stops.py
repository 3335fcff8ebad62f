"""Stopping in time: a job's time limit (--time-budget), SIGTERM and Ctrl-C end a training run at a
step's end with everything written (a checkpoint, the adapter, its card, the pushes), and the run
prints the command that resumes it.

train_grpo.py installs `StopRequests` when it starts and adds `stop_in_time_callback` to its trainer.
When it runs alone it takes this module from the environment it trains against
(`GET /client/grpo_stops.py`), as it takes env_client.py and rewards.py.
"""

from __future__ import annotations

import sys
import time

import grpo_record


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


def stop_in_time_callback(args, requests: StopRequests, started: float, console, gather, clock=time.monotonic,
                          previous: dict | None = None, record=lambda **numbers: None):
    from transformers import TrainerCallback

    class StopInTime(TrainerCallback):
        """Ends training at a step's end, saving a checkpoint, when a signal asked (StopRequests) or when one
        more step and the end of the run would overrun --time-budget: the longest step seen, the probe after
        (as long as the probe before took) and the end: --end-reserve for the adapter, card, pushes and
        trackio's end, or what the end took last time if longer. A resumed run has no probe before: it
        takes both from `previous` (the earlier segment's run.json, `probe_before_s` and `end_s`), which
        `record` keeps. Every process stops at the same step: they decide together (`gather`: every
        process's decision, in rank order, as train_grpo.gather_from_all gives it)."""

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
                    duration = grpo_record.format_seconds
                    mine = ("time budget", f"time budget: stopped after step {state.global_step} of {targs.max_steps} "
                                           f"with {duration(left)} of --time-budget {duration(args.time_budget)} left, "
                                           f"for one more step ({duration(self.longest_step_s)}), the probe and "
                                           "--end-reserve")
            decided = next((d for d in gather(mine) if d), None)
            if decided and state.global_step < targs.max_steps:
                self.kind, self.stopped = decided
                control.should_training_stop = control.should_save = True
            return control

        def on_train_end(self, targs, state, control, **kwargs):
            requests.phase = "finishing"

    return StopInTime()


def save_in_time_callback(args, gather, clock=time.monotonic):
    """A checkpoint also when --save-every has passed since the last one (or since training began), so a
    crash or a lost job costs at most that much; --save-steps still saves by steps. Every process saves at
    the same step: the first process's clock decides (`gather`)."""
    from transformers import TrainerCallback

    class SaveInTime(TrainerCallback):
        def __init__(self):
            self.last = None

        def on_train_begin(self, targs, state, control, **kwargs):
            self.last = clock()

        def on_step_end(self, targs, state, control, **kwargs):
            due = bool(args.save_every) and clock() - self.last >= args.save_every
            if gather(due)[0]:
                control.should_save = True
            return control

        def on_save(self, targs, state, control, **kwargs):
            self.last = clock()

    return SaveInTime()


JOB_SCRIPT_FOLDER = "/data"  # where `hf jobs uv run` mounts the script it uploads (huggingface_hub 2.4.0)
EXTRAS_NAMED_WITH = ("vllm", "causal-conv1d", "torchvision")  # what the docs add with `--with`, when present


def job_flavor() -> str:
    """The Hugging Face Jobs flavor of this machine's GPUs, as far as their name tells it."""
    try:
        import torch

        if not torch.cuda.is_available():
            return "<flavor>"
        name, count = torch.cuda.get_device_name(0).upper(), torch.cuda.device_count()
    except Exception:
        return "<flavor>"
    for gpu, one, several in (("H200", "h200", "h200x{n}"), ("H100", "h100", "h100x{n}"),
                              ("A100", "a100-large", "a100x{n}"), ("L40S", "l40sx1", "l40sx{n}")):
        if gpu in name:
            return one if count == 1 else several.format(n=count)
    return "<flavor>"


def resume_command(args, script: str | None = None) -> str:
    """The command that continues this run from its latest checkpoint: on Hugging Face Jobs (the script runs
    from the folder `hf jobs uv run` mounts) the `hf jobs uv run` launch, with the flavor read off the GPUs,
    an hour more than --time-budget, and every `--with` this environment holds; elsewhere `uv run`."""
    import math
    import shlex
    from importlib.metadata import PackageNotFoundError, version
    from pathlib import Path

    kept, skip = [], False
    for word in args.command:
        if skip or word == "--resume-from-checkpoint":
            skip = not skip
            continue
        if not word.startswith("--resume-from-checkpoint="):
            kept.append(word)
    kept += ["--resume-from-checkpoint", "latest"]
    script = script or sys.argv[0]
    if str(Path(script).resolve().parent) != JOB_SCRIPT_FOLDER:
        return shlex.join(["uv", "run", "train_grpo.py", *kept])
    timeout = f"{math.ceil(args.time_budget / 3600) + 1}h" if args.time_budget else "<timeout>"
    launch = ["--secrets", "HF_TOKEN"]
    for name in EXTRAS_NAMED_WITH:
        try:
            launch += ["--with", f"{name}=={version(name)}"]
        except PackageNotFoundError:
            pass
    # a placeholder (<flavor>, <timeout>) stays unquoted: it is for the reader to fill in
    return (f"hf jobs uv run --flavor {job_flavor()} --timeout {timeout} " + shlex.join([*launch, "train_grpo.py", *kept])
            + "   (add the --image, -v and other --secrets this job was launched with, if any)")

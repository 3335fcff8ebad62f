"""Unscored rollouts (reward None) leave TRL's gradient as if they were absent, for every loss type the CLI
accepts, and a step with nothing scored leaves the weights and the optimizer's state as they were. TRL's
own GRPOTrainer on a tiny random Qwen3 built here (nothing downloaded, a few seconds on a CPU)."""

from __future__ import annotations

import copy
import importlib.resources
from pathlib import Path

import pytest

import grpo_checks
import grpo_record
import train_grpo

PLAN = [None, 0.2, None, 0.9]  # one group of 4: two unscored, two scored with different rewards


@pytest.fixture(scope="module")
def tiny_policy(tmp_path_factory) -> Path:
    """A random 1-layer Qwen3 and a byte-level BPE tokenizer with TRL's Qwen3 chat template."""
    import torch
    import trl
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen3Config, Qwen3ForCausalLM

    folder = tmp_path_factory.mktemp("tiny-policy")
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(["Paint a peach hibiscus in watercolour.", "brush.fill(); brush.rect(1, 2, 3, 4);"] * 4,
                            trainers.BpeTrainer(vocab_size=300, special_tokens=["<|endoftext|>", "<|im_start|>",
                                                                                "<|im_end|>", "<think>", "</think>"],
                                                initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    template = (importlib.resources.files(trl) / "chat_templates" / "qwen3.jinja").read_text()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                        padding_side="left", chat_template=template)
    torch.manual_seed(0)
    model = Qwen3ForCausalLM(Qwen3Config(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64,
                                         num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1, head_dim=16,
                                         tie_word_embeddings=True, eos_token_id=tokenizer.eos_token_id,
                                         pad_token_id=tokenizer.pad_token_id))
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def make_trainer(policy: Path, tmp_path: Path, rewards_of_step, *, loss_type: str, batch: int, accumulation: int,
                 steps: int = 1, capture: list | None = None, callbacks=(), **config):
    from datasets import Dataset
    from transformers import AutoTokenizer
    from trl import GRPOConfig, GRPOTrainer

    class Capturing(train_grpo.unscored_aware_trainer(GRPOTrainer)):
        def _generate_and_score_completions(self, inputs):
            output = super()._generate_and_score_completions(inputs)
            if capture is not None:  # TRL's own batch, masked, before the split and the scaling
                capture.append(copy.deepcopy(output))
            return output

    args = GRPOConfig(output_dir=str(tmp_path), max_steps=steps, per_device_train_batch_size=batch,
                      gradient_accumulation_steps=accumulation, num_generations=4, max_completion_length=12,
                      learning_rate=config.pop("learning_rate", 1e-2), lr_scheduler_type="constant", use_cpu=True,
                      report_to="none", save_strategy="no", logging_steps=1, loss_type=loss_type,
                      importance_sampling_level="sequence" if loss_type == "luspo" else "token",
                      scale_rewards="none", beta=0.0, disable_tqdm=True, seed=0, max_grad_norm=0.0, **config)
    return Capturing(model=str(policy), args=args, processing_class=AutoTokenizer.from_pretrained(policy),
                     reward_funcs=lambda completions, trainer_state, **_: rewards_of_step(trainer_state.global_step + 1),
                     train_dataset=Dataset.from_list([{"prompt": [{"role": "user", "content": "Paint a hibiscus."}]}] * 8),
                     callbacks=list(callbacks))


def flat_gradient(model):
    import torch

    return torch.cat([(p.grad if p.grad is not None else torch.zeros_like(p)).flatten()
                      for p in model.parameters() if p.requires_grad])


def rows(batch: dict, keep: list[int]) -> dict:
    """The batch with only the rows `keep`: what TRL would have had if the others had never been generated."""
    import torch

    index = torch.tensor(keep)
    out = {k: v.index_select(0, index) if hasattr(v, "dim") and v.dim() >= 1 and len(v) == len(batch["advantages"])
           else v for k, v in batch.items()}
    out["num_items_in_batch"] = train_grpo.loss_mask(out).sum()
    return out


def masked_and_absent_gradients(trainer, capture: list, accumulation: int, absent_loss_type: str):
    """The gradient TRL's loss gives the generation batch with its unscored rollouts masked (accumulated over the
    micro-batches as the Trainer does), and the one it gives the scored rollouts alone in one micro-batch."""
    from trl import GRPOTrainer

    model = trainer.model
    model.train()
    generation_batch = next(iter(trainer.get_train_dataloader()))
    trainer.current_gradient_accumulation_steps = accumulation
    model.zero_grad()
    for _ in range(accumulation):
        trainer.compute_loss(model, trainer._prepare_inputs(generation_batch)).backward()
        trainer._step += 1
    masked = flat_gradient(model)

    scored = [i for i, r in enumerate(PLAN) if r is not None]
    absent = rows(capture[0], scored)
    model.zero_grad()
    trainer.current_gradient_accumulation_steps = trainer.args.steps_per_generation = 1  # one micro-batch, unsplit
    trainer.loss_type = absent_loss_type
    GRPOTrainer.compute_loss(trainer, model, absent).backward()
    return masked, flat_gradient(model)


def ratio(masked, absent) -> float:
    """The masked gradient along the absent one, over the absent one's length: 1 when the unscored weigh nothing."""
    return float(masked @ absent / (absent @ absent))


@pytest.mark.parametrize("loss_type", train_grpo.LOSS_TYPES)
def test_unscored_rollouts_leave_the_gradient_as_if_absent_for_every_loss_type(tiny_policy, tmp_path, loss_type):
    capture = []
    trainer = make_trainer(tiny_policy, tmp_path, lambda step: PLAN, loss_type=loss_type, batch=4, accumulation=1,
                           capture=capture)
    masked, absent = masked_and_absent_gradients(trainer, capture, 1, loss_type)
    assert float(absent.norm()) > 0  # the scored rollouts do train
    assert ratio(masked, absent) == pytest.approx(1.0, abs=1e-3), loss_type
    assert float((masked - absent).norm() / absent.norm()) < 1e-2  # the same direction too


@pytest.mark.parametrize("loss_type", ["grpo", "bnpo", "dapo"])
def test_a_micro_batch_of_unscored_rollouts_does_not_dilute_the_others(tiny_policy, tmp_path, loss_type):
    """The H200 shape: one rollout per micro-batch, gradients accumulated. A micro-batch holding only an unscored
    rollout must not count in the accumulation (bnpo divides by it). With one rollout per micro-batch every
    one of these loss types is, without the unscored, the mean over the scored rollouts of their token mean
    (grpo on those alone) or their token sum over the scored tokens (dapo)."""
    capture = []
    trainer = make_trainer(tiny_policy, tmp_path, lambda step: PLAN, loss_type=loss_type, batch=1, accumulation=4,
                           capture=capture)
    masked, absent = masked_and_absent_gradients(trainer, capture, 4, "dapo" if loss_type == "dapo" else "grpo")
    assert ratio(masked, absent) == pytest.approx(1.0, abs=1e-3), loss_type
    assert float((masked - absent).norm() / absent.norm()) < 1e-2


def test_a_step_with_nothing_scored_leaves_weights_and_optimizer_state_as_they_were(tiny_policy, tmp_path):
    """No forward, no backward: torch's optimizers skip parameters without a gradient, so AdamW's moments and
    step count stay; and as DeepSpeed steps its optimizer inside accelerator.backward, no call to it means no
    step there either (counted on the real accelerator)."""
    import torch
    from transformers import TrainerCallback

    plan = {1: [None, 0.2, None, 0.9], 2: [None] * 4, 3: [0.1, None, 0.7, 0.4]}
    snapshots = []

    class Snapshot(TrainerCallback):
        def on_step_end(self, targs, state, control, model=None, optimizer=None, **kwargs):
            weights = {n: p.detach().clone() for n, p in model.named_parameters() if p.requires_grad}
            moments = {id(p): {k: v.clone() if torch.is_tensor(v) else v for k, v in s.items()}
                       for p, s in optimizer.state.items()}
            snapshots.append((weights, moments, backwards[0]))

    trainer = make_trainer(tiny_policy, tmp_path, plan.__getitem__, loss_type="dapo", batch=2, accumulation=2,
                           steps=3, callbacks=[Snapshot()])
    backwards = [0]
    real_backward = trainer.accelerator.backward

    def counted_backward(loss, **kwargs):
        backwards[0] += 1
        return real_backward(loss, **kwargs)

    trainer.accelerator.backward = counted_backward
    trainer.train()

    def same(a, b):
        return a.keys() == b.keys() and all(
            torch.equal(a[k], b[k]) if torch.is_tensor(a[k]) else (same(a[k], b[k]) if isinstance(a[k], dict) else a[k] == b[k])
            for k in a)

    (w1, m1, b1), (w2, m2, b2), (w3, m3, b3) = snapshots
    assert (b1, b2, b3) == (2, 2, 4)  # two micro-batches a step; none in the blind step
    assert m1 and same(w1, w2) and same(m1, m2)  # weights, exp_avg, exp_avg_sq and step as they were
    assert not same(w2, w3) and not same(m2, m3)  # and the next scored step trains
    assert all(float(s["step"]) == 2 for s in m3.values())  # the blind step was not counted by AdamW


def test_the_loss_type_is_one_of_trls():
    from trl import GRPOConfig

    assert set(train_grpo.LOSS_TYPES) <= set(GRPOConfig.__dataclass_fields__["loss_type"].metadata["help"]
                                             .replace("'", " ").split())
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", "http://127.0.0.1:8000", "--loss-type", "ppo"])


# --------------------------------------------------------------------------------------------
# What LoRA reaches on a multimodal policy.


def test_all_linear_leaves_a_multimodal_policys_vision_tower_unless_asked(tmp_path):
    """Qwen3.5's architecture at toy size, vision tower included: "all-linear" alone (peft leaves out only the
    output layer) would wrap the tower's qkv, proj and MLP; the run's LoRA leaves it frozen and says so."""
    from peft import get_peft_model
    from transformers import Qwen3_5MoeConfig, Qwen3_5MoeForConditionalGeneration

    config = Qwen3_5MoeConfig(
        text_config=dict(num_hidden_layers=2, hidden_size=32, moe_intermediate_size=16, num_experts=4,
                         num_experts_per_tok=2, shared_expert_intermediate_size=16, num_attention_heads=2,
                         num_key_value_heads=1, head_dim=16, linear_num_key_heads=1, linear_num_value_heads=1,
                         linear_key_head_dim=16, linear_value_head_dim=16, vocab_size=300),
        vision_config=dict(depth=1, hidden_size=32, intermediate_size=32, num_heads=2, out_hidden_size=32))
    config.save_pretrained(tmp_path)
    assert train_grpo.model_is_multimodal(str(tmp_path))

    def wrapped(lora_vision: bool):
        args = train_grpo.parse_args(["--env-url", "http://127.0.0.1:8000", "--lora", "--all-linear",
                                      *(["--lora-vision"] if lora_vision else [])])
        model = get_peft_model(Qwen3_5MoeForConditionalGeneration(config), train_grpo.lora_config(args, multimodal=True))
        names = [n for n, m in model.named_modules() if hasattr(m, "lora_A")]
        return names, train_grpo.lora_reach(model)

    names, reach = wrapped(False)
    assert names and not [n for n in names if ".visual." in n]
    assert any(".language_model." in n for n in names)
    assert "not the vision tower" in reach
    names, reach = wrapped(True)
    assert [n for n in names if ".visual." in n] and "the vision tower too (--lora-vision)" in reach


def test_the_job_installs_every_dependency_from_a_wheel_on_its_default_image(tmp_path):
    """`hf jobs uv run` starts on a Python 3.12 Linux image with no CUDA toolkit: every dependency of the trainer
    must come as a wheel (uv resolves here for that platform, metadata only, building nothing), CUDA torch and
    the Hub's kernel loader among them. causal-conv1d, the old `--with`, has no wheel at all: its sdist is what
    could not start there (its setup.py needs nvcc before it looks for its own prebuilt wheel)."""
    import re
    import shutil
    import subprocess
    import tomllib

    from conftest import ROOT

    header = re.search(r"^# /// script\n((?:#.*\n)+?)^# ///$", (ROOT / "train_grpo.py").read_text(), re.M).group(1)
    meta = tomllib.loads("".join(line[2:] if line.startswith("# ") else line[1:] for line in header.splitlines(True)))
    assert "extra-build-dependencies" not in meta["tool"]["uv"] and "hf-jobs" not in meta["tool"]

    def resolve(*extra: str) -> subprocess.CompletedProcess:
        (tmp_path / "requirements.in").write_text("\n".join([*meta["dependencies"], *extra]) + "\n")
        return subprocess.run([shutil.which("uv"), "pip", "compile", str(tmp_path / "requirements.in"), "--no-build",
                               "--python-version", "3.12", "--python-platform", "x86_64-manylinux_2_28",
                               "--exclude-newer", meta["tool"]["uv"]["exclude-newer"], "--no-header", "--no-annotate"],
                              capture_output=True, text=True, timeout=600)

    job = resolve()
    assert job.returncode == 0, job.stderr[-2000:]
    pins = dict(line.split("==") for line in job.stdout.split() if "==" in line)
    assert pins["torch"] == "2.13.0" and pins["kernels"] == "0.18.3" and pins["cuda-toolkit"].startswith("13.0")
    old_route = resolve("causal-conv1d==1.7.0")
    assert old_route.returncode != 0 and "causal-conv1d" in old_route.stderr and "no usable wheels" in old_route.stderr


def test_linear_attention_kernels_come_from_a_package_or_the_hub_and_a_refusal_names_both(tmp_path):
    """On a GPU, a Qwen3.5-style model's kernels are found as packages or as the Hub's prebuilt builds for this
    torch and CUDA (the Hub is asked, `kernels.has_kernel`; here a stand-in answers, the Hub being unreachable).
    None found: the refusal names the prebuilt causal-conv1d wheel for this torch as the other way."""
    from test_multiturn import tiny_qwen35_moe, tiny_tokenizer

    tiny_qwen35_moe(tmp_path / "moe", tiny_tokenizer())
    asked = []

    def hub(answer):
        def has_kernel(repo, version):
            asked.append((repo, version))
            return answer
        return has_kernel

    from_hub, missing = grpo_checks.linear_attention_kernels(str(tmp_path / "moe"), has_hub_kernel=hub(True))
    assert missing == [] and [k.split(" ")[0] for k in from_hub] == ["fla", "causal_conv1d"]  # CPU: no package imports
    assert asked == [("kernels-community/fla", 2), ("kernels-community/mamba-ssm", 5)]  # transformers 5.24's own map
    from_hub, missing = grpo_checks.linear_attention_kernels(str(tmp_path / "moe"), has_hub_kernel=hub(False))
    assert from_hub == [] and [m.split(":")[0] for m in missing] == ["fla", "causal_conv1d"]
    assert "has no build for this torch" in missing[1] and "releases/download/v1.7.0/causal_conv1d-1.7.0+cu" in missing[1]
    assert grpo_checks.linear_attention_kernels(str(tmp_path / "nothing-here"), has_hub_kernel=hub(True)) == ([], [])


# --------------------------------------------------------------------------------------------
# Privacy: what reaches the Hub through trackio.


class RecordingTrackio:
    """Stands in for the trackio module inside transformers' TrackioCallback (the Hub is unreachable here): it
    records what each call would create on the Hub (trackio.init's Space and bucket, trackio.freeze's static
    Space), with the privacy asked for."""

    def __init__(self):
        import types

        import trackio

        self.__version__ = trackio.__version__
        self.calls: list[tuple[str, dict]] = []
        self.config = {}
        self.space_id = None
        self.context_vars = types.SimpleNamespace(current_space_id=types.SimpleNamespace(get=lambda: self.space_id),
                                                  current_project=types.SimpleNamespace(get=lambda: "p"))

    def init(self, **kwargs):
        self.calls.append(("init", kwargs))
        self.space_id = kwargs.get("space_id")

    def log(self, *args, **kwargs):
        pass

    def finish(self):
        self.calls.append(("finish", {}))

    def freeze(self, **kwargs):
        self.calls.append(("freeze", kwargs))
        return kwargs.get("new_space_id")

    def sync(self, **kwargs):
        self.calls.append(("sync", kwargs))
        return kwargs.get("space_id")


@pytest.mark.parametrize("private", [True, False])
def test_hub_private_reaches_trackio_and_no_static_space_is_made_at_the_end(tmp_path, private):
    from transformers import TrainerControl, TrainerState
    from transformers.integrations import TrackioCallback

    args = train_grpo.parse_args(["--env-url", "http://127.0.0.1:8000", "--out", "you/wc", "--push-to-hub",
                                  "--output-dir", str(tmp_path), *(["--hub-private"] if private else [])])
    args.trackio_run = "run-1"
    config = train_grpo.grpo_config(args)
    callback = TrackioCallback()
    callback._trackio = recorder = RecordingTrackio()
    state = TrainerState()
    callback.on_train_begin(config, state, TrainerControl(), model=None)
    callback.on_log(config, state, TrainerControl(), model=None, logs={"reward": 0.5})
    callback.on_train_end(config, state, TrainerControl(), model=None)
    callback.on_push_begin(config, state, TrainerControl(), model=None)
    made = [(name, kw) for name, kw in recorder.calls if name != "finish"]
    assert made == [("init", {"project": "watercolour-grpo", "name": "run-1", "space_id": "you/wc-trackio",
                              "resume": "allow", "private": private, "bucket_id": None})]  # the Space asked for, only


# --------------------------------------------------------------------------------------------
# Revised episodes on several processes.


@pytest.mark.parametrize("launcher, flags, refused", [
    ({"ACCELERATE_USE_DEEPSPEED": "true", "ACCELERATE_DEEPSPEED_ZERO_STAGE": "3"}, [], "DeepSpeed ZeRO-3"),
    ({"ACCELERATE_USE_DEEPSPEED": "true", "ACCELERATE_DEEPSPEED_ZERO_STAGE": "2"}, [], None),
    ({"ACCELERATE_USE_DEEPSPEED": "true", "ACCELERATE_DEEPSPEED_CONFIG_FILE": "{zero3}"}, [], "DeepSpeed ZeRO-3"),
    ({"ACCELERATE_USE_FSDP": "true"}, [], "FSDP"),
    ({}, ["--use-vllm", "--vllm-mode", "server"], "--vllm-mode server"),
    ({}, [], None),  # plain DDP: each process generates alone
])
def test_revisions_on_several_processes_refuse_what_would_hang(monkeypatch, tmp_path, capsys, launcher, flags, refused):
    import importlib.util
    import json

    (tmp_path / "zero3.json").write_text(json.dumps({"zero_optimization": {"stage": 3}}))
    monkeypatch.setenv("WORLD_SIZE", "2")
    for name, value in launcher.items():
        monkeypatch.setenv(name, value.format(zero3=tmp_path / "zero3.json"))
    argv = ["--env-url", "http://127.0.0.1:8000", "--revisions", "1", "--per-device-batch-size", "4",
            "--gradient-accumulation-steps", "1", "--num-generations", "4", "--ddp-timeout", "20000", *flags]
    if "--use-vllm" in flags and importlib.util.find_spec("vllm") is None:
        assert "--vllm-mode server" in train_grpo.collective_generation(train_grpo.build_parser().parse_args(argv))
        return
    if refused is None:
        train_grpo.parse_args(argv)
        return
    with pytest.raises(SystemExit):
        train_grpo.parse_args(argv)
    err = capsys.readouterr().err
    assert f"--revisions on 2 processes with {refused}" in err and "--ddp-timeout" in err
    monkeypatch.setenv("WORLD_SIZE", "1")  # one process: nothing to wait for
    if "--use-vllm" not in flags:
        train_grpo.parse_args(argv)


# --------------------------------------------------------------------------------------------
# A resumed job on several processes.

RESUME_ON_TWO = """
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[1] + "/tests")
import train_grpo
from stand_in_hub import FolderHub
from rich.console import Console
import torch.distributed as dist

class SlowHub(FolderHub):  # a checkpoint takes a while to download
    def snapshot_download(self, *args, **kwargs):
        time.sleep(3)
        return super().snapshot_download(*args, **kwargs)

out = Path(sys.argv[2])
args = train_grpo.parse_args(["--env-url", "http://h:1", "--out", "you/wc", "--push-to-hub", "--output-dir", str(out),
                              "--resume-from-checkpoint", "latest", "--gradient-accumulation-steps", "4"])
found = train_grpo.checkpoint_to_resume(args, out / "checkpoints", Console(stderr=True), api=SlowHub(Path(sys.argv[3])))
print(json.dumps(found), flush=True)
dist.barrier()
import os
os._exit(0)
"""


def test_every_process_of_a_resumed_job_waits_for_the_checkpoint_the_first_fetches(tmp_path):
    import json
    import os
    import subprocess
    import sys

    from conftest import ROOT, free_port

    checkpoint = tmp_path / "hub" / "you/wc" / "last-checkpoint"
    checkpoint.mkdir(parents=True)
    (checkpoint / "trainer_state.json").write_text(json.dumps({"global_step": 4}))
    (checkpoint / "adapter_model.safetensors").write_text("x")
    out = tmp_path / "fresh-machine"
    env = {**os.environ, "WORLD_SIZE": "2", "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}
    procs = [subprocess.Popen([sys.executable, "-c", RESUME_ON_TWO, str(ROOT), str(out), str(tmp_path / "hub")],
                              env={**env, "RANK": str(r), "LOCAL_RANK": str(r)}, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for r in (0, 1)]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err[-2000:] for _, err in outputs]
    found = [json.loads(o.strip().splitlines()[-1]) for o, _ in outputs]
    assert found == [str(out / "checkpoints" / "checkpoint-4")] * 2


def test_trackios_end_waits_for_the_runs_own_end(tmp_path):
    """The trainer's on_train_end (which runs the probe after, too) does not end trackio: the run ends it
    after its own writes and pushes (end_of_run), so a slow dashboard sync cannot eat their time."""
    from transformers import TrainerControl, TrainerState

    args = train_grpo.parse_args(["--env-url", "http://127.0.0.1:8000", "--output-dir", str(tmp_path)])
    args.trackio_run = "run-1"
    config = train_grpo.grpo_config(args)
    tracker = grpo_record.trackio_last_callback()
    tracker._trackio = recorder = RecordingTrackio()
    state = TrainerState()
    tracker.on_train_begin(config, state, TrainerControl(), model=None)
    tracker.on_train_end(config, state, TrainerControl(), model=None)
    assert [name for name, _ in recorder.calls] == ["init"]
    tracker.end()
    tracker.end()  # once only
    assert [name for name, _ in recorder.calls] == ["init", "finish"]


@pytest.mark.parametrize("stage", [2, 3])
def test_a_step_with_nothing_scored_leaves_deepspeeds_weights_and_moments_as_they_were(tiny_policy, tmp_path,
                                                                                    monkeypatch, stage):
    """Under DeepSpeed the optimizer steps inside accelerator.backward, so holding the learning rate at 0 (as
    this file once did) came too late: the weights moved by momentum. DeepSpeed runs on the CPU (gloo), one
    process. It is not among the test dependencies (its sdist build needs torch: `uv pip install
    --no-build-isolation deepspeed==0.18.9` beside them); without it this test is skipped."""
    pytest.importorskip("deepspeed")
    import contextlib

    import deepspeed
    import torch
    from conftest import free_port
    from transformers import TrainerCallback

    for name, value in {"WORLD_SIZE": "1", "RANK": "0", "LOCAL_RANK": "0", "MASTER_ADDR": "127.0.0.1",
                        "MASTER_PORT": str(free_port())}.items():
        monkeypatch.setenv(name, value)
    plan = {1: [None, 0.2, None, 0.9], 2: [None] * 4, 3: [0.1, None, 0.7, 0.4]}
    snapshots = []

    class Snapshot(TrainerCallback):
        def on_step_end(self, targs, state, control, **kwargs):
            engine = trainer.model_wrapped
            params = list(engine.module.parameters())
            with deepspeed.zero.GatheredParameters(params) if stage == 3 else contextlib.nullcontext():
                weights = [p.detach().clone() for p in params]
            moments = [s["exp_avg"].clone() for s in engine.optimizer.optimizer.state.values()]  # ZeRO's torch AdamW
            snapshots.append((weights, moments))

    trainer = make_trainer(tiny_policy, tmp_path, plan.__getitem__, loss_type="dapo", batch=2, accumulation=2, steps=3,
                           callbacks=[Snapshot()], deepspeed={"zero_optimization": {"stage": stage},
                                                              "train_micro_batch_size_per_gpu": "auto",
                                                              "gradient_accumulation_steps": "auto",
                                                              "train_batch_size": "auto"})
    trainer.train()
    assert type(trainer.model_wrapped).__name__ == "DeepSpeedEngine"
    (w1, m1), (w2, m2), (w3, m3) = snapshots
    assert m1 and all(map(torch.equal, w1, w2)) and all(map(torch.equal, m1, m2))
    assert not all(map(torch.equal, w2, w3)) and not all(map(torch.equal, m2, m3))

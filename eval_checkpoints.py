# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "accelerate==1.15.0",
#     "datasets==5.2.0",
#     "huggingface-hub==2.4.0",
#     "matplotlib==3.11.2",
#     "numpy==2.4.6",
#     "openenv==0.10.0",
#     "peft==0.21.2",
#     "pillow==12.3.0",
#     "pydantic==2.14.4",
#     "rich==15.0.0",
#     "torch>=2.13.0,<2.14",
#     "transformers==5.24.0",
#     "trl==1.16.0",
#     # the in-process environment and the head-to-head judge (env_client.py, env_server.py, rewards.py):
#     "httpx==0.28.1",
#     "openai==3.57.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "uvicorn==0.55.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Did the painter get better? Evaluate a base model and its checkpoints through the environment.

    uv run eval_checkpoints.py --smoke                                        # tiny local models, CPU
    uv run eval_checkpoints.py runs/judge-led --colocate --samples-per-subject 8
    uv run eval_checkpoints.py you/watercolour-grpo runs/x/checkpoints/checkpoint-40 --base Qwen/Qwen3-4B-Instruct-2507 \\
        --env-url http://127.0.0.1:8000 --judge-url http://127.0.0.1:8001/v1 --judge-model Qwen/Qwen3-VL-30B-A3B-Instruct

Every model (the base, then each checkpoint or adapter: local folders, Hub ids, or a training run's
folder, whose `checkpoints/checkpoint-*` and `adapter/` are all taken) writes N samples per subject
from the same prompts and seeds, so samples pair up across models: each sample has its own sampling
seed, the same for every model. Sampling defaults to the training run's settings (its run.json). Each
sample is rendered and scored by the environment, exactly as in training. Per model: gate pass rate and
failures by violation, reward mean and median with bootstrap 95% intervals, the reward difference
against the base over paired samples (paired bootstrap), each term's mean, paint fraction, completion
length, and with a judge (--judge-url) the head-to-head win rate against the base on paired samples,
where only a render that passed the gate counts as a painting.

Written to --output-dir: `samples.parquet` (every sample with its render), `results.jsonl` (the same
without pixels), `summary.json`, `contact/<model>.png` (renders in a grid with their rewards),
`reward_by_step.png`, and `report.md` tying them together. --push-to-hub REPO puts them under `eval/`
in the model repo and adds an evaluation section to its card.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import io
import json
import logging
import re
import sys
import threading
import time
import warnings
from collections import Counter
from pathlib import Path

import env_client  # episodes, retries and the environment started here: the one client
import env_server
import grpo_checks  # --base and --pool checked as the trainer checks --model and --pool
import grpo_probe  # the policy's sampling exactly as in training (the trainer's probe samples so too)
import grpo_record  # the bootstrap intervals of the trainer's probe and curves
import rewards
import smoke_policy  # the smoke run's tiny base, as the trainer's smoke run builds it

log = logging.getLogger("watercolour.eval")
SMOKE_DEFAULTS = dict(colocate=True, preset="offline", samples_per_subject=3, max_completion_length=900,
                      temperature=0.8, render_workers=2, output_dir="runs/eval-smoke")
SMOKE_SUBJECTS = ["a peach hibiscus", "a yellow hibiscus"]
# Sampling when neither a flag nor a training run's run.json says otherwise (TRL's defaults, as in training).
SAMPLING_DEFAULTS = dict(temperature=1.0, top_p=1.0, top_k=0, max_completion_length=4096, enable_thinking=False)


# --------------------------------------------------------------------------------------------
# Configuration.


def build_parser() -> argparse.ArgumentParser:
    p = rewards.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("checkpoints", nargs="*", help="adapter or model folders, Hub ids, or training run folders")
    p.add_argument("--base", help="the base model (default: the one a run folder's run.json names)")
    p.add_argument("--subjects", nargs="+", help="held-out subjects (default: the domain's)")
    p.add_argument("--samples-per-subject", type=int, default=8)
    p.add_argument("--seed", type=int, default=0, help="first episode seed; the same seeds for every model")
    gen = p.add_argument_group("sampling (default: the first training run's run.json, else TRL's defaults)")
    gen.add_argument("--temperature", type=float, help="default: the run's, else 1.0")
    gen.add_argument("--top-p", type=float, help="default: the run's, else 1.0")
    gen.add_argument("--top-k", type=int, help="default: the run's, else 0 (off)")
    gen.add_argument("--max-completion-length", type=int, help="default: the run's, else 4096")
    gen.add_argument("--enable-thinking", action=argparse.BooleanOptionalAction, default=None,
                     help="let hybrid Qwen3 models think; default: as the run trained, else off")
    gen.add_argument("--batch-size", type=int, default=8, help="prompts per generate() call")
    gen.add_argument("--bf16", action="store_true")
    gen.add_argument("--use-vllm", action="store_true", help="generate with vLLM (uv run --with vllm==0.30.0)")
    gen.add_argument("--revisions", type=int, default=0,
                     help="revised episodes as in train_grpo.py --revisions: up to K drafts with the `paint` tool, "
                          "text feedback, then the final reply; reports the reward after each turn")
    gen.add_argument("--feedback", default=rewards.DEFAULT_FEEDBACK, choices=rewards.FEEDBACK_LEVELS,
                     help="with --revisions: what a draft's feedback line carries (as train_grpo.py --feedback)")
    env = p.add_argument_group("environment")
    env.add_argument("--env-url", action="extend", nargs="+", default=[])
    env.add_argument("--colocate", action="store_true", help="start the environment in this process")
    env.add_argument("--preset")
    env.add_argument("--weights", type=json.loads)
    env.add_argument("--references", type=int)
    env_server.Settings.add_arguments(
        p.add_argument_group("the environment --colocate starts (env_server.py's settings); --judge-url, "
                             "--judge-model and --judge-no-thinking also set the head-to-head judge against the base"),
        skip=env_server.EPISODE_OVERRIDES)
    out = p.add_argument_group("outputs")
    out.add_argument("--output-dir", help="default: runs/eval-<time>")
    out.add_argument("--push-to-hub", metavar="REPO", help="model repo that gets eval/ and a card section")
    p.add_argument("--smoke", action="store_true", help="tiny local base and two adapters, CPU, offline preset")
    return p


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    if "--smoke" in argv:  # --smoke changes the defaults, so any flag typed beside it still wins
        parser.set_defaults(**SMOKE_DEFAULTS)
    args = parser.parse_args(argv)
    problems = []
    if args.env_url and args.colocate:
        problems.append("--env-url and --colocate both given: use a running environment or start one, not both")
    if not args.env_url and not args.colocate:
        problems.append("no environment: give --env-url URL or --colocate")
    if not args.checkpoints and not args.smoke and not args.base:
        problems.append("nothing to evaluate: give checkpoints (folders, Hub ids, run folders) and/or --base")
    if args.smoke and (args.checkpoints or args.base or args.push_to_hub):
        problems.append("--smoke builds its own base and checkpoints: drop the checkpoints, --base and --push-to-hub")
    problems += sampling_problems(args)
    if not args.colocate:
        head_to_head = ("judge_url", "judge_model", "judge_no_thinking")  # also the judge against the base
        for flag in env_server.Settings.given_flags(parser, args, skip=env_server.EPISODE_OVERRIDES + head_to_head):
            problems.append(f"{flag} configures the environment this script starts: add --colocate")
    else:
        problems += env_server.Settings.from_args(args).problems()
    if args.use_vllm:
        import importlib.util

        if importlib.util.find_spec("vllm") is None:
            problems.append("--use-vllm: vLLM is not installed here; run with `uv run --with vllm==0.30.0 ...`")
    if not 0 <= args.revisions <= env_server.MAX_REVISIONS:
        problems.append(f"--revisions must be from 0 (single-shot) to {env_server.MAX_REVISIONS}, got {args.revisions}")
    if args.feedback != rewards.DEFAULT_FEEDBACK and not args.revisions:
        problems.append("--feedback sets what a draft's feedback carries: it needs --revisions K > 0")
    if args.revisions and args.use_vllm:
        problems.append("--revisions generates turn by turn with transformers: drop --use-vllm")
    if problems:
        parser.error("\n  ".join(problems))
    args.output_dir = Path(args.output_dir or f"runs/eval-{time.strftime('%m%d-%H%M')}")
    return args


def sampling_problems(args) -> list[str]:
    """Checks what is set of the sampling settings (a flag, or later the run's)."""
    problems = []
    if args.samples_per_subject < 1 or args.batch_size < 1 or (args.max_completion_length or 1) < 1:
        problems.append("--samples-per-subject, --batch-size and --max-completion-length must be at least 1")
    if ((args.temperature is not None and args.temperature <= 0) or (args.top_p is not None and not 0 < args.top_p <= 1)
            or (args.top_k is not None and args.top_k < 0)):
        problems.append("--temperature must be positive, --top-p in (0, 1], --top-k 0 (off) or positive")
    return problems


def sampling_from_run(args, specs: list[str]) -> dict[str, str]:
    """Fill each sampling setting not given as a flag from the first training run folder's run.json (the
    settings it trained with), else SAMPLING_DEFAULTS. Returns where each came from, for the report."""
    run_json = next((Path(s) / "run.json" for s in specs if (Path(s) / "run.json").exists()), None)
    trained_with = json.loads(run_json.read_text()).get("args", {}) if run_json else {}
    sources = {}
    for key, default in SAMPLING_DEFAULTS.items():
        if getattr(args, key) is not None:
            sources[key] = "flag"
        elif trained_with.get(key) is not None:
            setattr(args, key, trained_with[key])
            sources[key] = str(run_json)
        else:
            setattr(args, key, default)
            sources[key] = "default"
    return sources


# --------------------------------------------------------------------------------------------
# What to evaluate.


class CheckpointError(ValueError):
    """A checkpoint that is missing, empty, or does not fit the base model."""


@dataclasses.dataclass
class Candidate:
    name: str
    kind: str  # "base" | "adapter" | "model"
    source: str  # a local folder or a Hub id
    step: int | None = None  # training step, when known (the base is 0)
    adapter_name: str | None = None  # its name on the shared PeftModel, once loaded


def _step_of(folder: Path) -> int | None:
    match = re.fullmatch(r"checkpoint-(\d+)", folder.name)
    if match:
        return int(match.group(1))
    for state in (folder / "trainer_state.json", folder.parent / "run.json"):
        if state.exists():
            data = json.loads(state.read_text())
            if "global_step" in data or "steps_done" in data:
                return int(data.get("global_step", data.get("steps_done")))
    return None


def _local(folder: Path, name: str | None = None) -> Candidate:
    if (folder / "adapter_config.json").exists():
        kind = "adapter"
    elif (folder / "config.json").exists():
        kind = "model"
    else:
        raise CheckpointError(f"{folder} holds neither an adapter (adapter_config.json) nor a model (config.json)")
    run_name = folder.parent.parent.name if folder.parent.name == "checkpoints" else folder.parent.name
    return Candidate(name or (f"{run_name}/{folder.name}" if folder.name.startswith(("checkpoint-", "adapter"))
                              else folder.name), kind, str(folder), _step_of(folder))


def discover(specs: list[str]) -> tuple[list[Candidate], str | None]:
    """The candidates the specs name, in order, and the base a run folder's run.json names (if any)."""
    found, base = [], None
    for spec in specs:
        path = Path(spec)
        if path.is_dir():
            if (path / "adapter_config.json").exists() or (path / "config.json").exists():
                found.append(_local(path))
                continue
            # a training run: every checkpoint in step order, then the final adapter
            checkpoints = sorted([*path.glob("checkpoint-*"), *path.glob("checkpoints/checkpoint-*")],
                                 key=lambda p: int(p.name.split("-")[-1]) if p.name.split("-")[-1].isdigit() else -1)
            run = [_local(p) for p in checkpoints if p.is_dir()]
            if (path / "adapter").is_dir():
                run.append(_local(path / "adapter"))
            if not run:
                raise CheckpointError(f"{path} is a folder with no model in it: expected an adapter or model folder, "
                                      "or a training run with checkpoint-N folders, checkpoints/ or adapter/")
            found += run
            if (path / "run.json").exists():
                base = base or json.loads((path / "run.json").read_text()).get("model")
        elif path.exists():
            raise CheckpointError(f"{spec} is a file; a checkpoint is a folder (or a Hub id)")
        elif rewards.HUB_ID.match(spec):
            found.append(Candidate(spec, "hub", spec))  # adapter or model: decided when loaded
        else:
            raise CheckpointError(f"no such checkpoint: {spec} is not a folder here, nor a Hub id (owner/name)")
    names = Counter(c.name for c in found)
    for c in found:  # two runs' checkpoint-10 must not share a name in the report
        if names[c.name] > 1:
            c.name = f"{c.name}@{Path(c.source).resolve().parent.parent.name}"
    return found, base


def hub_kind(repo_id: str) -> str:
    from huggingface_hub import file_exists

    try:
        if file_exists(repo_id, "adapter_config.json"):
            return "adapter"
        if file_exists(repo_id, "config.json"):
            return "model"
    except Exception as exc:
        raise CheckpointError(f"{repo_id}: not a folder here and the Hub did not answer for it ({exc})") from exc
    raise CheckpointError(f"{repo_id} on the Hub has neither adapter_config.json nor config.json")


# --------------------------------------------------------------------------------------------
# Models: one base in memory, every adapter loaded onto it by name.


def load_base(model_id: str, bf16: bool):
    import torch
    import transformers

    config = transformers.AutoConfig.from_pretrained(model_id)
    # The class the model was trained as (AutoModelForCausalLM may pick a text-only one, see the trainer's card).
    cls = getattr(transformers, (config.architectures or ["AutoModelForCausalLM"])[0])
    model = cls.from_pretrained(model_id, dtype=torch.bfloat16 if bf16 else torch.float32,
                                device_map="auto" if torch.cuda.is_available() else None)
    return model.eval()


def attach_adapters(base, candidates: list[Candidate], base_id: str):
    """A PeftModel holding every adapter under its own name; errors name the checkpoint and why."""
    from peft import PeftModel

    model = None
    for i, c in enumerate(c for c in candidates if c.kind == "adapter"):
        adapter_name = f"a{i}"
        try:
            if model is None:
                model = PeftModel.from_pretrained(base, c.source, adapter_name=adapter_name)
            else:
                model.load_adapter(c.source, adapter_name=adapter_name)
        except Exception as exc:
            # PEFT's message starts with a generic line; the first mismatch says what is wrong.
            lines = [line.strip() for line in str(exc).splitlines() if line.strip()] or [""]
            detail = next((line for line in lines if "mismatch" in line or "not found" in line), lines[0])
            raise CheckpointError(f"{c.name} does not fit the base {base_id}: {type(exc).__name__}: "
                                  f"{detail[:300]}") from exc
        # PEFT leaves an adapter tensor whose module name it cannot find unloaded (the module keeps its
        # fresh initialisation) with at most a warning: check every tensor arrived.
        loaded, expected = adapter_tensors_loaded(model, c.source, adapter_name)
        if loaded != expected:
            raise CheckpointError(f"{c.name}: only {loaded} of its {expected} adapter tensors found a module in "
                                  f"the base {base_id}: it was trained on a different model (class)")
        c.adapter_name = adapter_name
    return model


def adapter_tensors_loaded(model, source: str, adapter_name: str) -> tuple[int, int]:
    """(tensors of the adapter file now in the model, tensors in the file)."""
    import torch
    from safetensors import safe_open

    weights = Path(source) / "adapter_model.safetensors"
    if not weights.exists():
        from huggingface_hub import hf_hub_download

        weights = Path(hf_hub_download(source, "adapter_model.safetensors"))
    params = dict(model.named_parameters())
    loaded = expected = 0
    with safe_open(str(weights), "pt") as f:
        for key in f.keys():
            expected += 1
            name = re.sub(r"\.(lora_[A-Za-z_]+?)\.(weight|bias)$", rf".\1.{adapter_name}.\2", key)
            param, tensor = params.get(name), f.get_tensor(key)
            if param is not None and param.shape == tensor.shape and torch.equal(param.detach().cpu().to(tensor.dtype), tensor):
                loaded += 1
    return loaded, expected


def generate(model, tokenizer, prompts: list[list[dict]], seeds: list[int], args,
             adapter: str | None) -> tuple[list[str], list[int]]:
    """Sample with one adapter active, or with none (the base) on a PeftModel holding several; prompt i
    with its own seed, so every model meets the same noise on the same (subject, index)."""
    if adapter is not None:
        model.set_adapter(adapter)
    base_only = adapter is None and hasattr(model, "disable_adapter")
    with model.disable_adapter() if base_only else contextlib.nullcontext():
        return grpo_probe.sample_replies(model, tokenizer, prompts, seeds, temperature=args.temperature, top_p=args.top_p,
                                         top_k=args.top_k, max_new_tokens=args.max_completion_length,
                                         enable_thinking=args.enable_thinking)


def vllm_generator(base_id: str, candidates: list[Candidate], args):
    """Generation with vLLM: the base once, each adapter as a LoRA request. Same prompts, same
    sampling; the prompt text is rendered by the tokenizer here, as for the HF path. Full-model
    checkpoints still go through transformers."""
    from vllm import LLM, SamplingParams
    from vllm.lora.request import LoRARequest

    adapters = [c for c in candidates if c.kind == "adapter"]
    ranks = []
    for c in adapters:
        config = Path(c.source) / "adapter_config.json"
        if not config.exists():
            from huggingface_hub import hf_hub_download

            config = Path(hf_hub_download(c.source, "adapter_config.json"))
        ranks.append(json.loads(config.read_text())["r"])
    llm = LLM(model=base_id, enable_lora=bool(adapters), max_lora_rank=max(ranks, default=16), seed=args.seed,
              dtype="bfloat16" if args.bf16 else "auto")
    lora_ids = {c.name: i + 1 for i, c in enumerate(adapters)}

    def generate_with_vllm(tokenizer, prompts: list[list[dict]], seeds: list[int],
                           c: Candidate) -> tuple[list[str], list[int]]:
        texts = grpo_probe.chat_texts(tokenizer, prompts, args.enable_thinking)
        lora = LoRARequest(c.name, lora_ids[c.name], c.source) if c.name in lora_ids else None
        # One request per sample with its own seed: one SamplingParams(seed) for a batch would give every
        # sample of a subject the same noise (near-duplicates, and intervals too narrow).
        params = [SamplingParams(**vllm_sampling(args, seed)) for seed in seeds]
        outputs = llm.generate(texts, params, lora_request=lora, use_tqdm=False)
        return [o.outputs[0].text for o in outputs], [len(o.outputs[0].token_ids) for o in outputs]

    return generate_with_vllm


def vllm_sampling(args, seed: int) -> dict:
    """vLLM SamplingParams for one sample (its top_k -1 is off, where TRL and transformers use 0)."""
    return dict(temperature=args.temperature, top_p=args.top_p, top_k=args.top_k or -1,
                max_tokens=args.max_completion_length, seed=seed)


# --------------------------------------------------------------------------------------------
# Revised episodes (--revisions K): the turns run here as TRL's tool loop runs them in training:
# token ids are extended (prompt + reply + the tool result as the template renders it), never
# re-tokenized, and max_completion_length counts every turn, tool results included.


def tool_template(tokenizer):
    """The chat template and response parser TRL uses for a policy with tools."""
    from trl.chat_template_utils import (add_response_schema, get_training_chat_template,
                                         is_chat_template_prefix_preserving)

    if getattr(tokenizer, "response_template", None) is None and getattr(tokenizer, "response_schema", None) is None:
        add_response_schema(tokenizer)
    return None if is_chat_template_prefix_preserving(tokenizer) else get_training_chat_template(tokenizer)


def tool_result_ids(tokenizer, template, message: dict, args) -> list[int]:
    """The tokens of a tool result up to the next assistant header, as TRL's _get_tool_suffix_ids makes them."""
    call = {"role": "assistant", "content": "",
            "tool_calls": [{"type": "function", "function": {"name": message["name"], "arguments": {}}}]}
    dummy = [{"role": "user", "content": "dummy"}, call]
    kw = dict(tokenize=True, chat_template=template, return_dict=False, enable_thinking=args.enable_thinking)
    prefix = tokenizer.apply_chat_template(dummy, add_generation_prompt=False, **kw)
    full = tokenizer.apply_chat_template(dummy + [message], add_generation_prompt=True, **kw)
    ends = [i for i, t in enumerate(prefix) if t == tokenizer.eos_token_id]
    prefix = prefix[: ends[-1] + 1] if ends else prefix
    return full[len(prefix):]


def sample_turn(model, tokenizer, sequences: list[list[int]], seeds: list[int], max_new_tokens: int,
                args) -> list[list[int]]:
    """One sampled turn for each token sequence, up to and including its end-of-turn, sequence i drawn
    with seeds[i] as single replies are (`grpo_probe.seeded_generate`)."""
    import torch

    width = max(len(x) for x in sequences)
    pad = tokenizer.pad_token_id
    ids = torch.tensor([[pad] * (width - len(x)) + x for x in sequences], device=model.device)
    mask = torch.tensor([[0] * (width - len(x)) + [1] * len(x) for x in sequences], device=model.device)
    out = grpo_probe.seeded_generate(model, tokenizer, ids, mask, seeds, temperature=args.temperature,
                                     top_p=args.top_p, top_k=args.top_k, max_new_tokens=max_new_tokens)
    turns = []
    for row in out.tolist():
        end = next((i for i, t in enumerate(row) if t == tokenizer.eos_token_id), None)
        turns.append(row[: end + 1] if end is not None else [t for t in row if t != pad])
    return turns


def revised_episodes(model, tokenizer, prompts: list[list[dict]], seeds: list[tuple[str, int]], client, loop, args,
                     adapter: str | None) -> list[tuple[str, int, tuple]]:
    """A batch of revised episodes: (final reply, tokens the policy wrote, (episode, session, conversation))."""
    from trl.chat_template_utils import parse_response

    if adapter is not None:
        model.set_adapter(adapter)
    template = tool_template(tokenizer)
    sessions = [env_client.PaintingSession(client, args.revisions) for _ in prompts]
    conversations, sequences, written = [], [], []
    for session, prompt, (subject, seed) in zip(sessions, prompts, seeds):
        note = session.reset(seed=seed, subject=subject)
        conversation = [*prompt[:-1], {**prompt[-1], "content": prompt[-1]["content"] + note}]
        conversations.append(conversation)
        sequences.append(tokenizer.apply_chat_template(conversation, tools=[session.paint], chat_template=template,
                                                       add_generation_prompt=True, tokenize=True, return_dict=False,
                                                       enable_thinking=args.enable_thinking))
        written.append(0)
    prompt_lengths = [len(x) for x in sequences]
    completions: list[list[dict]] = [[] for _ in prompts]
    active = list(range(len(prompts)))
    base_only = adapter is None and hasattr(model, "disable_adapter")
    for turn_index in range(args.revisions + 1):
        budget = [args.max_completion_length - (len(sequences[i]) - prompt_lengths[i]) for i in active]
        # each episode's turn its own seed, the same for every model (turns <= 9 < 16)
        turn_seeds = [seeds[i][1] * 16 + turn_index for i in active]
        with model.disable_adapter() if base_only else contextlib.nullcontext():
            turns = sample_turn(model, tokenizer, [sequences[i] for i in active], turn_seeds, max(1, *budget), args)
        drafts = []
        for i, turn, room in zip(active, turns, budget):
            turn = turn[:room]
            message = parse_response(tokenizer, turn, prefix=sequences[i], tools=[sessions[i].paint])
            completions[i].append(message)
            sequences[i] = sequences[i] + turn
            written[i] += len(turn)
            sketches = [c["function"]["arguments"].get("sketch", "") for c in message.get("tool_calls") or []
                        if c.get("function", {}).get("name") == "paint" and isinstance(c["function"].get("arguments"), dict)]
            if sketches and len(sessions[i].drafts) < args.revisions:
                drafts.append((i, sketches[0]))

        async def paint_all():
            async def one(i, sketch):
                try:
                    return await sessions[i].paint(sketch)
                except Exception as exc:  # the policy sees the error, as TRL shows it a failed tool
                    return str({"error": str(exc)})
            return await asyncio.gather(*(one(i, sketch) for i, sketch in drafts))

        results = asyncio.run_coroutine_threadsafe(paint_all(), loop).result() if drafts else []
        active = []
        for (i, _), result in zip(drafts, results):
            message = {"role": "tool", "name": "paint", "content": result}
            suffix = tool_result_ids(tokenizer, template, message, args)
            if len(sequences[i]) + len(suffix) - prompt_lengths[i] > args.max_completion_length:
                continue  # no room for the result: the episode ends on its draft call, as in training
            completions[i].append(message)
            sequences[i] = sequences[i] + suffix
            active.append(i)
        if not active:
            break

    replies = [env_client.final_reply(c) for c in completions]

    async def finish_all():
        return await asyncio.gather(*(env_client.finish_episode(s, r) for s, r in zip(sessions, replies)))

    episodes = asyncio.run_coroutine_threadsafe(finish_all(), loop).result()
    return [(reply, n, (episode, session, conversation)) for reply, n, episode, session, conversation
            in zip(replies, written, episodes, sessions, completions)]


def revised_sample_row(c: Candidate, seed: tuple[str, int], text: str, length: int, result: tuple) -> dict:
    """sample_row for a revised episode, with its paintings in order (the drafts and the final one)."""
    episode, session, conversation = result
    row = sample_row(c, seed, text, length, episode)
    row["paintings"] = [with_png(p) for p in env_client.painting_rows(session)]
    row["conversation"] = env_client.conversation_json(conversation)
    return row


def reward_after_turn(sample: dict, turn: int) -> float | None:
    """The reward of the painting standing after `turn` turns: an episode that ended earlier keeps its last.
    None for an unscored episode."""
    paintings = sample.get("paintings") or []
    if sample["reward"] is None or not paintings:
        return None
    return paintings[min(turn, len(paintings)) - 1]["reward"]


def summarize_turns(samples: list[dict], revisions: int) -> dict:
    """Reward after each turn (first painting ... final), with intervals, and the paired gain."""
    import numpy as np

    scored = [s for s in samples if s["reward"] is not None and s.get("paintings")]
    out = {"reward_after_turn": [], "reward_after_turn_ci": []}
    for turn in range(1, revisions + 2):
        values = [reward_after_turn(s, turn) for s in scored]
        values = [v for v in values if v is not None]
        out["reward_after_turn"].append(float(np.mean(values)) if values else None)
        out["reward_after_turn_ci"].append(bootstrap_ci(values))
    gains = [reward_after_turn(s, revisions + 1) - reward_after_turn(s, 1) for s in scored
             if reward_after_turn(s, 1) is not None and reward_after_turn(s, revisions + 1) is not None]
    out["gain"] = float(np.mean(gains)) if gains else None
    out["gain_ci"] = bootstrap_ci(gains)
    out["paintings"] = float(np.mean([len(s["paintings"]) for s in scored])) if scored else None
    out["first_pass_rate"] = float(np.mean([s["paintings"][0]["gate_passed"] for s in scored])) if scored else None
    return out


def drafts_sheet(samples: list[dict], title: str, revisions: int, tile: int = 180):
    """Each episode a row, its paintings side by side in order (drafts, then the final one), captioned."""
    from PIL import Image, ImageDraw, ImageFont

    caption, header, label_width = 34, 40, 190
    title_font = ImageFont.load_default(size=18)
    width = max(label_width + (revisions + 1) * tile, int(title_font.getlength(title)) + 16)
    sheet = Image.new("RGB", (width, header + len(samples) * (tile + caption)), "white")
    draw = ImageDraw.Draw(sheet)
    font = ImageFont.load_default(size=13)
    draw.text((8, 10), title, fill="black", font=title_font)
    for r, s in enumerate(samples):
        y = header + r * (tile + caption)
        draw.text((6, y + 6), s["subject"][:26], fill="black", font=font)
        draw.text((6, y + 22), f"seed {s['seed']}", fill=(90, 90, 90), font=font)
        final = "unscored" if s["reward"] is None else f"episode {s['reward']:.3f}"
        draw.text((6, y + 38), final, fill="black", font=font)
        for c, painting in enumerate(s.get("paintings") or []):
            x = label_width + c * tile
            if painting["png"]:
                sheet.paste(Image.open(io.BytesIO(painting["png"])).convert("RGB").resize((tile - 4, tile - 4)), (x + 2, y + 2))
            else:
                draw.rectangle([x + 2, y + 2, x + tile - 3, y + tile - 3], fill=(232, 232, 232))
            kind = "final" if painting["final"] else f"draft {painting['turn']}"
            value = "-" if painting["reward"] is None else f"{painting['reward']:.3f}"
            draw.text((x + 4, y + tile + 2), f"{kind}: {value}", fill="black", font=font)
            if painting["violations"]:
                draw.text((x + 4, y + tile + 17), ", ".join(painting["violations"])[:28], fill=(160, 40, 40), font=font)
    return sheet


def revisions_markdown(candidates: list[Candidate], summaries: dict[str, dict], revisions: int) -> list[str]:
    turns = [f"after turn {t}" + (" (first)" if t == 1 else " (final)" if t == revisions + 1 else "")
             for t in range(1, revisions + 2)]
    head = "| model | " + " | ".join(turns) + " | gain, final - first [95% CI] | paintings | first-draft gate |"
    lines = ["", f"## Revisions (up to {revisions} draft{'s' if revisions > 1 else ''} then the final reply)", "",
             "Reward of the painting standing after each turn (an episode that ended early keeps its last "
             "painting), mean [95% CI], over scored episodes; the gain is paired per episode.", "",
             head, "|" + " --- |" * (head.count("|") - 1)]
    for c in candidates:
        t = summaries[c.name]["turns"]
        cells = [f"{_num(m)} {_ci(ci)}" for m, ci in zip(t["reward_after_turn"], t["reward_after_turn_ci"])]
        lines.append(f"| {c.name} | " + " | ".join(cells) + f" | {_num(t['gain'])} {_ci(t['gain_ci'])} | "
                     f"{_num(t['paintings'], '.2f')} | {_num(t['first_pass_rate'], '.0%')} |")
    lines += [""] + [f"![{c.name}: drafts](contact/{slug(c.name)}-drafts.png)" for c in candidates]
    return lines


# --------------------------------------------------------------------------------------------
# Statistics: pure functions.


bootstrap_ci = grpo_record.bootstrap_ci  # one owner: the trainer's probe uses the same intervals


def paired_differences(samples: list[dict], base: list[dict]) -> list[float]:
    """Reward minus the base's on the same (subject, seed), over pairs both scored."""
    return [mine["reward"] - theirs["reward"] for mine, theirs in zip(samples, base)
            if mine["reward"] is not None and theirs["reward"] is not None]


def summarize(samples: list[dict], wins: list[float | None] | None = None, base: list[dict] | None = None) -> dict:
    """One model's numbers from its samples (rows of results.jsonl); with the base's samples (paired by
    position), the mean reward difference against it with a paired bootstrap interval: the pairs share
    prompt, seed and references, so their difference is much tighter than two separate intervals."""
    import numpy as np

    records = rewards.summarise_records(samples)
    scored = [s["reward"] for s in samples if s["reward"] is not None]
    out = {
        "samples": records["episodes"], "unscored": records["unscored"], "gate_pass_rate": records["pass_rate"],
        "violations": records["violations"], "reward_mean": records["reward_mean"],
        "reward_mean_ci": bootstrap_ci(scored),
        "reward_median": float(np.median(scored)) if scored else None,
        "reward_median_ci": bootstrap_ci(scored, "median"),
        "terms": records["terms"], "paint_fraction": records["paint_fraction"],
        "completion_tokens": float(np.mean([s["completion_tokens"] for s in samples])) if samples else None,
    }
    if wins is not None:
        resolved = [w for w in wins if w is not None]
        out["win_rate_vs_base"] = float(np.mean(resolved)) if resolved else None
        out["win_rate_vs_base_ci"] = bootstrap_ci(resolved)
        out["head_to_head_pairs"] = len(resolved)
    if base is not None:
        differences = paired_differences(samples, base)
        out["reward_diff_vs_base"] = float(np.mean(differences)) if differences else None
        out["reward_diff_vs_base_ci"] = bootstrap_ci(differences)
        out["paired_samples"] = len(differences)
    return out


def painting(sample: dict) -> bytes | None:
    """The render that counts in a head-to-head: one that passed the gate. A blank, cheating or broken
    render that failed it is no painting, however much pigment it shows."""
    return sample["png"] if sample["gate_passed"] else None


async def head_to_head(judge, pairs: list[tuple[dict, dict]]) -> list[float | None]:
    """Preference for each candidate sample over the base's paired sample: a painting beats no painting
    (a failed gate), two failures tie, two paintings go to the judge in both orders. A pair with an
    unscored sample (the environment failed) says nothing about the painters: None, left out."""

    async def one(mine: dict, theirs: dict) -> float | None:
        if mine["reward"] is None or theirs["reward"] is None:
            return None
        a, b = painting(mine), painting(theirs)
        if a is None or b is None:
            return 0.5 if a is None and b is None else float(a is not None)
        return (await judge.prefer(a, b))[0]

    return list(await asyncio.gather(*(one(m, t) for m, t in pairs)))


# --------------------------------------------------------------------------------------------
# Pictures and the report.


def contact_sheet(samples: list[dict], title: str, tile: int = 200):
    """Renders in a grid, a row per subject, each captioned with its reward or its violation."""
    from PIL import Image, ImageDraw, ImageFont

    subjects = list(dict.fromkeys(s["subject"] for s in samples))
    columns = max(Counter(s["subject"] for s in samples).values())
    caption, header = 34, 40
    sheet = Image.new("RGB", (columns * tile, header + len(subjects) * (tile + caption)), "white")
    draw = ImageDraw.Draw(sheet)
    font = ImageFont.load_default(size=14)
    draw.text((8, 10), title, fill="black", font=ImageFont.load_default(size=18))
    for r, subject in enumerate(subjects):
        for c, s in enumerate(x for x in samples if x["subject"] == subject):
            x, y = c * tile, header + r * (tile + caption)
            if s["png"]:
                sheet.paste(Image.open(io.BytesIO(s["png"])).convert("RGB").resize((tile - 4, tile - 4)), (x + 2, y + 2))
                label = f"{s['reward']:.3f}" if s["reward"] is not None else "unscored"
            else:
                draw.rectangle([x + 2, y + 2, x + tile - 3, y + tile - 3], fill=(232, 232, 232))
                label = "unscored" if s["reward"] is None else "0 · " + ", ".join(s["violations"][:2])
            draw.text((x + 4, y + tile + 2), label[:30], fill="black", font=font)
            draw.text((x + 4, y + tile + 17), subject[:30], fill=(90, 90, 90), font=font)
    return sheet


def reward_plot(summaries: dict[str, dict], candidates: list[Candidate], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    order = sorted(candidates, key=lambda c: (c.step is None, c.step if c.step is not None else 0))
    xs = list(range(len(order)))
    labels = [f"{c.name}\n(step {c.step})" if c.step is not None else c.name for c in order]
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(max(6, 1.6 * len(order)), 7), sharex=True)
    for x, c in zip(xs, order):
        s = summaries[c.name]
        if s["reward_mean"] is None:
            continue
        low, high = s["reward_mean_ci"]
        top.errorbar(x, s["reward_mean"], yerr=[[s["reward_mean"] - low], [high - s["reward_mean"]]], fmt="o",
                     color="tab:blue", capsize=4, label="mean, 95% CI" if x == 0 else None)
        top.plot(x, s["reward_median"], "D", color="tab:orange", label="median" if x == 0 else None)
        bottom.bar(x, s["gate_pass_rate"], color="tab:green", alpha=0.7)
    top.set_ylabel("reward")
    top.legend(loc="best")
    top.grid(alpha=0.3)
    bottom.set_ylabel("gate pass rate")
    bottom.set_ylim(0, 1)
    bottom.set_xticks(xs, labels, fontsize=8)
    fig.suptitle("Reward by checkpoint")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _ci(interval) -> str:
    return f"[{interval[0]:.3f}, {interval[1]:.3f}]" if interval else "-"


def _num(value, fmt=".3f") -> str:
    return "-" if value is None else format(value, fmt)


def report_markdown(args, setup: dict, candidates: list[Candidate], summaries: dict[str, dict]) -> str:
    has_h2h = any("win_rate_vs_base" in summaries[c.name] for c in candidates)
    head = ("| model | step | reward mean [95% CI] | median [95% CI] | vs base, paired [95% CI] | gate pass | paint | "
            "tokens | unscored |")
    head += " win vs base [95% CI] |" if has_h2h else ""
    lines = [
        f"# Evaluation: {setup['base']}", "",
        f"{len(candidates)} models x {setup['samples_per_model']} samples ({args.samples_per_subject} per subject, "
        f"subjects: {', '.join(setup['subjects'])}); the same prompts and seeds for every model. Sampling: "
        f"temperature {args.temperature}, top_p {args.top_p}, top_k {args.top_k}, at most "
        f"{args.max_completion_length} tokens ({sampling_note(setup['sampling_from'])}); each sample its own seed, "
        f"the same for every model. Reward: preset `{setup['preset']}`, weights {json.dumps(setup['weights'])}. "
        "Intervals: percentile bootstrap, 10,000 resamples; `vs base` is the mean reward difference over samples "
        "paired with the base's (same subject and seed), bootstrapped by pair.", "",
        head, "|" + " --- |" * (head.count("|") - 1),
    ]
    for c in candidates:
        s = summaries[c.name]
        row = (f"| {c.name} | {_num(c.step, 'd') if c.step is not None else '-'} | {_num(s['reward_mean'])} "
               f"{_ci(s['reward_mean_ci'])} | {_num(s['reward_median'])} {_ci(s['reward_median_ci'])} | "
               f"{_num(s.get('reward_diff_vs_base'), '+.3f')} {_ci(s.get('reward_diff_vs_base_ci'))} | "
               f"{_num(s['gate_pass_rate'], '.0%')} | {_num(s['paint_fraction'], '.0%')} | "
               f"{_num(s['completion_tokens'], '.0f')} | {s['unscored']} |")
        if has_h2h:
            row += (f" {_num(s.get('win_rate_vs_base'))} {_ci(s.get('win_rate_vs_base_ci'))} |"
                    if "win_rate_vs_base" in s else " - |")
        lines.append(row)
    terms = sorted({t for s in summaries.values() for t in s["terms"]})
    codes = sorted({v for s in summaries.values() for v in s["violations"]})
    lines += ["", "## Terms (mean over samples that passed the gate)", "",
              "| model | " + " | ".join(terms) + " |", "|" + " --- |" * (len(terms) + 1)]
    lines += [f"| {c.name} | " + " | ".join(_num(summaries[c.name]["terms"].get(t)) for t in terms) + " |"
              for c in candidates]
    if codes:
        lines += ["", "## Gate failures by violation (samples)", "",
                  "| model | " + " | ".join(codes) + " |", "|" + " --- |" * (len(codes) + 1)]
        lines += [f"| {c.name} | " + " | ".join(str(summaries[c.name]["violations"].get(v, 0)) for v in codes) + " |"
                  for c in candidates]
    if args.revisions:
        lines += revisions_markdown(candidates, summaries, args.revisions)
    lines += ["", "## Figures", "", "![reward by checkpoint](reward_by_step.png)", ""]
    lines += [f"![{c.name}](contact/{slug(c.name)}.png)" for c in candidates]
    lines += ["", "Every sample, with its completion, code, reward, breakdown and render: `samples.parquet` "
              "(`results.jsonl` without the pixels).", ""]
    return "\n".join(lines)


def sampling_note(sources: dict[str, str]) -> str:
    runs = sorted({v for v in sources.values() if v not in ("flag", "default")})
    flags = [k for k, v in sources.items() if v == "flag"]
    parts = [f"the run's, from {', '.join(runs)}"] if runs else []
    parts += [f"flags: {', '.join(flags)}"] if flags else []
    return "; ".join(parts) or "defaults"


def slug(name: str) -> str:
    return re.sub(r"[^\w.-]+", "_", name).strip("_")


def card_with_evaluation(card: str, section: str) -> str:
    """The model card with its `## Evaluation` section replaced by `section`, or appended."""
    body = section.strip() + "\n"
    match = re.search(r"^## Evaluation\b.*?(?=^## |\Z)", card, re.M | re.S)
    if match:
        return card[: match.start()] + body + ("\n" if card[match.end():] else "") + card[match.end():]
    return card.rstrip() + "\n\n" + body


# --------------------------------------------------------------------------------------------
# The smoke models.


def build_smoke_checkpoints(folder: Path, revisions: int = 0) -> tuple[Path, Path]:
    """A base as in the trainer's smoke run, and a run folder with two LoRA checkpoints. The
    checkpoints are the base with seeded random LoRA updates of growing size, not trained ones: the
    smoke run checks the evaluation, and a perturbed model should score differently."""
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if revisions:  # a base taught revised episodes, as the trainer's smoke run uses
        base = smoke_policy.build_smoke_model(folder / "smoke-base-revisions", revisions=revisions)
        run = folder / "smoke-run-revisions"
    else:
        base = smoke_policy.build_smoke_model(folder / "smoke-base")
        run = folder / "smoke-run"
    for step, scale in ((1, 0.01), (2, 0.03)):
        target = run / "checkpoints" / f"checkpoint-{step}"
        if (target / "adapter_config.json").exists():
            continue
        torch.manual_seed(step)
        model = get_peft_model(AutoModelForCausalLM.from_pretrained(base),
                               LoraConfig(r=8, lora_alpha=16, target_modules="all-linear", task_type="CAUSAL_LM"))
        with torch.no_grad():
            for name, param in model.named_parameters():
                if "lora_B" in name:
                    param.normal_(0, scale)
        model.save_pretrained(target)
        AutoTokenizer.from_pretrained(base).save_pretrained(target)
    (run / "run.json").write_text(json.dumps({"model": str(base), "steps_done": 2}))
    return base, run


# --------------------------------------------------------------------------------------------
# The run.


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    warnings.filterwarnings("ignore", message=r"`(is_)?gradient_checkpointing` is deprecated", category=FutureWarning)
    import datasets
    import transformers
    from rich.console import Console

    datasets.disable_progress_bars()
    transformers.utils.logging.disable_progress_bar()
    console = Console(stderr=True, soft_wrap=True, width=None if sys.stderr.isatty() else 160)
    out = args.output_dir
    out.mkdir(parents=True, exist_ok=True)
    if args.smoke:
        import torch

        torch.set_num_threads(1)  # the tiny model only loses time to a second thread (smoke_policy.build_smoke_model)
        base, run = build_smoke_checkpoints(out, args.revisions)
        args.base, args.checkpoints = str(base), [str(run)]
        args.subjects = args.subjects or SMOKE_SUBJECTS
    try:
        candidates, run_base = discover(args.checkpoints)
        args.base = args.base or run_base
        args.sampling_from = sampling_from_run(args, args.checkpoints)
        if not args.base:
            raise CheckpointError("no base model: give --base (a run folder's run.json names it otherwise)")
        for c in candidates:
            if c.kind == "hub":
                c.kind = hub_kind(c.source)
    except CheckpointError as exc:
        console.print(f"[red]error:[/] {exc}")
        return 2
    if problem := grpo_checks.model_problem("--base", args.base):
        console.print(f"[red]error:[/] {problem}", highlight=False)
        return 2
    if args.colocate and args.pool and (problem := grpo_checks.pool_problem(args.pool)):
        console.print(f"[red]error:[/] {problem}", highlight=False)
        return 2
    candidates.insert(0, Candidate("base", "base", args.base, 0))

    services = env_client.LocalServices()
    try:
        if args.colocate:
            urls = [env_client.start_environment(services, env_server.Settings.from_args(args))]
        else:
            urls = args.env_url
            for url in urls:
                env_client.wait_for_environment(url, timeout_s=300)
        client = env_client.EnvironmentClient(urls, {"preset": args.preset, "weights": args.weights,
                                                     "references": args.references, "revisions": args.revisions or None,
                                                     "feedback": args.feedback if args.revisions else None})
        return evaluate(args, candidates, client, console)
    except (CheckpointError, env_client.EnvironmentUnreachable) as exc:
        console.print(f"[red]error:[/] {exc}", highlight=False)
        return 2
    finally:
        services.close()


def evaluate(args, candidates: list[Candidate], client, console) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from transformers import AutoTokenizer

    out = args.output_dir
    if args.subjects:
        subjects = args.subjects
    else:
        subjects = list(rewards.DOMAINS[args.domain].subjects)
    # Episodes: the same (subject, seed) list for every model, so samples pair up across models.
    seeds = [(subject, args.seed + j * 1000 + i) for j, subject in enumerate(subjects)
             for i in range(args.samples_per_subject)]
    tasks = [task for subject in subjects
             for task in asyncio.run(client.tasks([seed for s, seed in seeds if s == subject], subject))]
    prompts = [[{"role": "system", "content": t["system_prompt"]}, {"role": "user", "content": t["prompt"]}] for t in tasks]

    # Scoring runs on its own loop thread, so renders of one batch overlap generation of the next.
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True, name="scoring").start()

    tokenizer = AutoTokenizer.from_pretrained(args.base, padding_side="left")
    if args.use_vllm:  # vLLM holds the base and the adapters; transformers only for full-model checkpoints
        model, with_vllm = None, vllm_generator(args.base, candidates, args)
    else:
        with env_client.waiting(f"loading {args.base} and {sum(c.kind == 'adapter' for c in candidates)} adapter(s)",
                                console):
            base = load_base(args.base, args.bf16)
            model, with_vllm = attach_adapters(base, candidates, args.base) or base, None
    samples: dict[str, list[dict]] = {}
    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()]
    with Progress(*columns, console=console) as progress:
        for c in candidates:
            generated = progress.add_task(f"{c.name}: writing", total=len(prompts))
            scored = progress.add_task(f"{c.name}: painting", total=len(prompts))
            if c.kind == "model":  # a full fine-tune: its own weights for its turn
                current, adapter = load_base(c.source, args.bf16), None
            else:
                current, adapter = model, c.adapter_name
            futures = []
            for start in range(0, len(prompts), args.batch_size):
                batch = range(start, min(len(prompts), start + args.batch_size))
                if args.revisions:  # turn by turn: drafts are painted while the batch waits for them
                    episodes = revised_episodes(current, tokenizer, [prompts[i] for i in batch],
                                                [seeds[i] for i in batch], client, loop, args, adapter)
                    progress.advance(generated, len(batch))
                    progress.advance(scored, len(batch))
                    futures += [(i, *episode) for i, episode in zip(batch, episodes)]
                    continue
                batch_prompts, batch_seeds = [prompts[i] for i in batch], [seeds[i][1] for i in batch]
                if with_vllm is not None and c.kind != "model":
                    texts, lengths = with_vllm(tokenizer, batch_prompts, batch_seeds, c)
                else:
                    texts, lengths = generate(current, tokenizer, batch_prompts, batch_seeds, args, adapter)
                progress.advance(generated, len(batch))
                for i, text, length in zip(batch, texts, lengths):
                    subject, seed = seeds[i]
                    future = asyncio.run_coroutine_threadsafe(client.episode(text, seed, subject), loop)
                    future.add_done_callback(lambda _f, task=scored: progress.advance(task))
                    futures.append((i, text, length, future))
            samples[c.name] = [sample_row(c, seeds[i], text, length, f.result()) if not args.revisions else
                               revised_sample_row(c, seeds[i], text, length, f) for i, text, length, f in futures]
            if current is not model:
                del current

    wins = {}
    judge = None
    if args.judge_url:
        judge = rewards.PairwiseJudge(args.judge_url, args.judge_model, disable_thinking=args.judge_no_thinking,
                                      criteria=rewards.DOMAINS[args.domain].judge_criteria)
        for c in candidates[1:]:
            pairs = list(zip(samples[c.name], samples["base"]))
            with env_client.waiting(f"judging {c.name} against the base: {len(pairs)} pairs of paintings", console):
                wins[c.name] = asyncio.run_coroutine_threadsafe(head_to_head(judge, pairs), loop).result()
    loop.call_soon_threadsafe(loop.stop)

    summaries = {c.name: summarize(samples[c.name], wins.get(c.name), None if c.kind == "base" else samples["base"])
                 for c in candidates}
    if args.revisions:
        for c in candidates:
            summaries[c.name]["turns"] = summarize_turns(samples[c.name], args.revisions)
    setup = {"base": args.base, "subjects": subjects, "samples_per_model": len(prompts), "preset": tasks[0]["preset"],
             "weights": tasks[0]["weights"],
             "sampling": {k: getattr(args, k) for k in SAMPLING_DEFAULTS}, "sampling_from": args.sampling_from,
             "judge": f"{judge.model} at {judge.base_url}" if judge else None, "env_urls": client.urls,
             "candidates": [dataclasses.asdict(c) for c in candidates]}
    write_outputs(args, setup, candidates, samples, summaries)
    print_table(console, candidates, summaries)
    if args.revisions:
        for c in candidates:
            t = summaries[c.name]["turns"]
            console.print(f"{c.name}: reward after each turn " + " -> ".join(_num(m) for m in t["reward_after_turn"])
                          + f", gain {_num(t['gain'])} {_ci(t['gain_ci'])}, {_num(t['paintings'], '.2f')} paintings")
    if args.push_to_hub:
        push(args, out)
    console.print(f"report: {out / 'report.md'}")
    return 0


def sample_row(c: Candidate, seed: tuple[str, int], text: str, length: int, episode) -> dict:
    """The environment's record of one sample after the evaluation's own columns (`eval_features`)."""
    return with_png(episode.row(model=c.name, step=c.step, subject=seed[0], seed=seed[1], completion=text,
                                completion_tokens=length))


def with_png(row: dict) -> dict:
    """A stored record held in memory with its painting as bytes (`png`) for the sheets and the judge;
    `stored` turns it back."""
    image = row.pop("image", None)
    return {**row, "png": image["bytes"] if image else None}


def stored(row: dict) -> dict:
    out = {k: v for k, v in row.items() if k != "png"}
    out["image"] = {"bytes": row["png"], "path": None} if row.get("png") else None
    if isinstance(out.get("components"), dict):
        out["components"] = json.dumps(out["components"])
    if "paintings" in row:
        out["paintings"] = [stored(p) for p in row["paintings"]]
    return out


def eval_features(revisions: int):
    from datasets import Value

    features = rewards.record_features(model=Value("string"), step=Value("int32"), subject=Value("string"),
                                       seed=Value("int64"), completion=Value("string"),
                                       completion_tokens=Value("int32"))
    if revisions:  # every painting of the episode, in order, and the conversation
        features["paintings"] = env_client.turns_feature()
        features["conversation"] = Value("string")
    return features


def write_outputs(args, setup: dict, candidates: list[Candidate], samples: dict, summaries: dict) -> None:
    from datasets import Dataset

    out = args.output_dir
    (out / "contact").mkdir(parents=True, exist_ok=True)
    rows = [s for c in candidates for s in samples[c.name]]
    with (out / "results.jsonl").open("w") as f:
        for s in rows:
            image = f"contact/{slug(s['model'])}.png" if s["png"] else None
            line = {k: v for k, v in s.items() if k != "png"} | {"contact_sheet": image}
            if "paintings" in s:
                line["paintings"] = [{k: v for k, v in p.items() if k != "png"} for p in s["paintings"]]
            f.write(json.dumps(line) + "\n")
    Dataset.from_list([stored(s) for s in rows], features=eval_features(args.revisions)).to_parquet(
        str(out / "samples.parquet"))
    for c in candidates:
        s = summaries[c.name]
        title = f"{c.name}: reward {_num(s['reward_mean'])} {_ci(s['reward_mean_ci'])}, gate {_num(s['gate_pass_rate'], '.0%')}"
        contact_sheet(samples[c.name], title).save(out / "contact" / f"{slug(c.name)}.png")
        if args.revisions:
            t = s["turns"]
            drafts_title = (f"{c.name}: first {_num(t['reward_after_turn'][0])} -> final "
                            f"{_num(t['reward_after_turn'][-1])} (gain {_num(t['gain'])} {_ci(t['gain_ci'])})")
            drafts_sheet(samples[c.name], drafts_title, args.revisions).save(out / "contact" / f"{slug(c.name)}-drafts.png")
    reward_plot(summaries, candidates, out / "reward_by_step.png")
    (out / "summary.json").write_text(json.dumps({"setup": setup, "models": summaries}, indent=2))
    (out / "report.md").write_text(report_markdown(args, setup, candidates, summaries))


def print_table(console, candidates: list[Candidate], summaries: dict) -> None:
    from rich.table import Table

    table = Table(title="evaluation")
    for col in ("model", "step", "reward mean [95% CI]", "median", "vs base (paired)", "gate", "paint", "tokens",
                "unscored", "win vs base"):
        table.add_column(col, justify="left" if col == "model" else "right")
    for c in candidates:
        s = summaries[c.name]
        table.add_row(c.name, "-" if c.step is None else str(c.step), f"{_num(s['reward_mean'])} {_ci(s['reward_mean_ci'])}",
                      _num(s["reward_median"]),
                      f"{_num(s.get('reward_diff_vs_base'), '+.3f')} {_ci(s.get('reward_diff_vs_base_ci'))}",
                      _num(s["gate_pass_rate"], ".0%"), _num(s["paint_fraction"], ".0%"),
                      _num(s["completion_tokens"], ".0f"), str(s["unscored"]),
                      _num(s.get("win_rate_vs_base")) if "win_rate_vs_base" in s else "-")
    console.print(table)


def push(args, out: Path) -> None:
    from huggingface_hub import HfApi, hf_hub_download

    api = HfApi()
    api.upload_folder(repo_id=args.push_to_hub, folder_path=str(out), path_in_repo="eval",
                      allow_patterns=["report.md", "summary.json", "results.jsonl", "samples.parquet", "*.png",
                                      "contact/*.png"], commit_message="evaluation")
    try:
        card = Path(hf_hub_download(args.push_to_hub, "README.md")).read_text()
    except Exception:  # a repo without a card gets one with just the evaluation
        card = f"# {args.push_to_hub}\n"
    report = (out / "report.md").read_text().replace("](", "](eval/").replace("](eval/http", "](http")
    section = "## Evaluation\n\n" + report.split("\n", 2)[2]  # the report without its title
    api.upload_file(path_or_fileobj=card_with_evaluation(card, section).encode(), path_in_repo="README.md",
                    repo_id=args.push_to_hub, commit_message="model card: evaluation section")


if __name__ == "__main__":
    sys.exit(main())

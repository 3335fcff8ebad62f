"""The probe: samples of the policy scored before training and after it, and the sampling they share
with the evaluation.

Sample i answers prompt row i with sampling seed --seed + i, and each sample draws its noise from its
own generator (`seeded_sampling`: Gumbel-max), so the probes before and after training meet the same
prompts, references and noise, and their paired difference (grpo_record.probe_difference) is far
tighter than two separate means. The prompt text is built exactly as TRL builds it in training
(`chat_texts`), and the run's temperature, top-k and top-p are applied in the order transformers
samples with. eval_checkpoints.py samples through the same functions, so an evaluation samples as
training does.

Imported by train_grpo.py (which adds `probe_callback` to its trainer) and eval_checkpoints.py. When
train_grpo.py runs alone it takes this module from the environment it trains against
(`GET /client/grpo_probe.py`), as it takes env_client.py and rewards.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
from pathlib import Path

import env_client
import rewards
import grpo_record


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


# --------------------------------------------------------------------------------------------
# The probe, on every process once the model is wrapped for its backend.


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
    from accelerate.utils import gather_object

    processes, rank = trainer.accelerator.num_processes, trainer.accelerator.process_index
    per_process = math.ceil(n / processes)
    mine = list(range(rank, per_process * processes, processes))
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

    scored = gather_object(list(zip(mine, texts, asyncio.run(score_mine()))))  # every process's, in rank order
    if rank != 0:
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
    summary = {"n": len(rows), "scored": records["scored"], "temperature": args.probe_temperature, **grpo_record.call_metrics(records),
               "reward": math.nan if records["reward_mean"] is None else records["reward_mean"]}
    (out / "summary.json").write_text(json.dumps(summary, indent=2))
    return summary


def probe_callback(trainer, client: env_client.EnvironmentClient, rows: list[dict], args, console, before: bool,
                   skip_after=lambda: False):
    from transformers import TrainerCallback

    class Probe(TrainerCallback):
        """The probe when training starts (once the model is wrapped for its backend, so every process can
        generate) and when it ends, unless the run stopped for its environment (nothing would be scored) or
        for a signal (the time left is the job's grace period)."""

        def run(self, when: str):
            with (env_client.waiting(f"probe {when}: sampling and scoring {args.probe_samples} replies", console)
                  if trainer.accelerator.is_main_process else contextlib.nullcontext()):
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
                difference = (grpo_record.probe_difference(args.output_dir / "probe")
                              if trainer.accelerator.is_main_process else None)
                if difference is not None:
                    (args.output_dir / "probe" / "difference.json").write_text(json.dumps(difference, indent=2))
                    console.print(f"[bold]{grpo_record.difference_line(difference)}[/]")

    return Probe()

# /// script
# requires-python = ">=3.11,<3.13"
# dependencies = [
#     "fastapi==0.165.0",
#     "hpsv3==1.0.0",
#     "matplotlib==3.11.2",
#     "numpy==2.4.6",
#     "pillow==12.3.0",
#     "pyyaml==6.0.4",
#     "safetensors==0.8.0",
#     "tensorboard==2.21.0",
#     "tokenizers==0.20.3",
#     "torch==2.13.0",
#     "torchvision==0.28.0",
#     "transformers==4.45.2",
#     "trl==0.12.2",
#     "uvicorn==0.55.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# # hpsv3 declares deepspeed, which only training needs and which has no wheel to install;
# # it imports matplotlib and tensorboard without declaring them (hpsv3/model/qwen2vl_trainer.py).
# override-dependencies = ["deepspeed; sys_platform == 'never'"]
# ///
"""HPSv3 as a small HTTP service: its own process and environment, because hpsv3 1.0.0 pins
transformers 4.45.2, which the trainer's stack (trl 1.16, transformers 5) cannot share.

    uv run hpsv3_server.py --port 8100                  # on a GPU machine
    curl -s 127.0.0.1:8100/health                         # answers while the weights download
    uv run hpsv3_server.py --config my.yaml --checkpoint HPSv3.safetensors    # weights already on disk
    uv run hpsv3_server.py --tiny-local /tmp/hpsv3-tiny --device cpu --preload  # tiny random weights built here

POST /score {"prompt": str, "images": [base64 PNG, ...]} -> {"results": [{"mu", "sigma"}, ...]}: the two
numbers hpsv3's `reward()` returns per image, the mean and the uncertainty of its preference score.
Requests that arrive together are scored as one batch on the GPU (up to --max-batch, waiting at most
--batch-window-ms for company). Images are decoded in memory: no temporary files, so concurrent
requests can never score each other's pictures. Inference runs under torch.inference_mode.
The model loads on first use (or at start with --preload): about 33 GB of weights
(Qwen/Qwen2-VL-7B-Instruct and MizzenAI/HPSv3) come from the Hugging Face Hub on a cold start.
--tiny-local builds a randomly initialised Qwen2-VL of the same architecture (a few MB) in the layout
hpsv3 loads, so its whole loading and scoring path runs on a CPU without the Hub.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import binascii
import io
import logging
import threading
import time
from pathlib import Path
from typing import Protocol

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

log = logging.getLogger("watercolour.hpsv3")
MAX_IMAGES_PER_REQUEST = 64
MAX_ASPECT_RATIO = 200  # hpsv3's resize (hpsv3/dataset/utils.py smart_resize) refuses longer or thinner images
WEIGHTS_NOTE = ("HPSv3 downloads Qwen/Qwen2-VL-7B-Instruct (~16.6 GB) and MizzenAI/HPSv3 (~16 GB) from the "
                "Hugging Face Hub on first load; set HF_HOME to a volume that keeps them")


class Scorer(Protocol):
    def score(self, images: list, prompt: str) -> list[tuple[float, float]]:
        """(mu, sigma) for each PIL image."""


def allow_torchvision_without_compiled_ops() -> None:
    """Let torchvision import beside a CPU build of torch.

    PyPI's torchvision wheels are built against CUDA torch; beside a CPU torch their compiled ops cannot
    load (`libc10_cuda.so` is missing), and torchvision 0.28 then fails at import, because its
    `_meta_registrations.py` registers fake kernels for `torchvision::nms` and `torchvision::qnms`
    without checking the ops exist. hpsv3 imports torchvision for its Python image and video helpers
    only and never calls those ops, so declaring the two schemas is enough: torchvision imports, and a
    call to either op still fails loudly for want of a kernel. Where the compiled ops load (a CUDA
    torch, a matching torchvision), this does nothing."""
    import importlib.machinery
    import importlib.util

    spec = importlib.util.find_spec("torchvision")
    libraries = [Path(spec.origin).with_name("_C" + suffix) for suffix in importlib.machinery.EXTENSION_SUFFIXES
                 ] if spec and spec.origin else []
    library = next((path for path in libraries if path.exists()), None)
    if library is None:  # no torchvision, or one without compiled ops: nothing to work around
        return
    import torch

    try:
        torch.ops.load_library(str(library))
        return
    except OSError as exc:
        log.warning("torchvision's compiled ops do not load beside this torch (%s); HPSv3 does not use them", exc)
    for op in ("nms", "qnms"):
        try:
            torch.library.define(f"torchvision::{op}", "(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
        except RuntimeError:  # declared already, by an earlier call in this process
            pass


def import_hpsv3():
    try:
        allow_torchvision_without_compiled_ops()
        import hpsv3
    except ImportError as exc:
        raise RuntimeError(f"hpsv3 is not installed ({exc}); run this file with `uv run hpsv3_server.py`, "
                           "which installs its pinned environment") from exc
    return hpsv3


class HPSv3Scorer:
    """The real model, loaded lazily: importing this file needs neither hpsv3 nor a GPU.

    config_path and checkpoint_path go to hpsv3's own `HPSv3RewardInferencer`: an hpsv3 YAML (its
    `model_name_or_path` names the Qwen2-VL base, a Hub id or a folder) and the reward model's full
    state dict. Without them hpsv3 uses its packaged HPSv3_7B.yaml and downloads MizzenAI/HPSv3."""

    def __init__(self, device: str | None = None, config_path: str | None = None, checkpoint_path: str | None = None):
        self.device = device
        self.config_path, self.checkpoint_path = config_path, checkpoint_path
        self.inferencer = None
        self.note = WEIGHTS_NOTE if checkpoint_path is None else f"local weights: {config_path}, {checkpoint_path}"

    def load(self) -> None:
        import importlib.util

        spec = importlib.util.find_spec("hpsv3")
        if spec is None:
            import_hpsv3()  # says what is missing and how to get it
        import torch
        import yaml

        self.device = self.device or ("cuda" if torch.cuda.is_available() else "cpu")
        config_path = self.config_path or str(Path(spec.origin).parent / "config" / "HPSv3_7B.yaml")
        config = yaml.safe_load(Path(config_path).read_text())
        if not self.device.startswith("cuda") and (config.get("bf16") or config.get("torch_dtype") == "bfloat16"):
            # hpsv3 runs its float32 reward head under torch.autocast(device_type="cuda") (the forward of
            # hpsv3/model/qwen2vl_trainer.py Qwen2VLRewardModelBT), which does nothing off CUDA: bf16
            # hidden states then meet float32 weights and the first image fails.
            raise RuntimeError(f"{config_path} runs the model in bfloat16, which hpsv3 supports on CUDA only; "
                               f"on {self.device} use a config with `bf16: false` and `torch_dtype: float32`")
        log.info("loading HPSv3 on %s from %s. %s", self.device, config_path, self.note)
        self.inferencer = import_hpsv3().HPSv3RewardInferencer(config_path=config_path, checkpoint_path=self.checkpoint_path,
                                                      device=self.device)

    def score(self, images: list, prompt: str) -> list[tuple[float, float]]:
        import torch

        with torch.inference_mode():
            # keywords: the PyPI and GitHub versions of `reward` take their arguments in opposite orders
            logits = self.inferencer.reward(image_paths=images, prompts=[prompt] * len(images))
        return [(float(row[0]), float(row[1])) for row in logits]


# --------------------------------------------------------------------------------------------
# Tiny local weights: hpsv3's architecture at a few MB, randomly initialised, for CPU tests.

TINY_SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|vision_start|>", "<|vision_end|>",
                       "<|image_pad|>", "<|video_pad|>"]
# Qwen2-VL's conversation format: a default system turn, then <|vision_start|><|image_pad|><|vision_end|>
# for each image, which the processor widens to one pad per merged 28x28 patch.
TINY_CHAT_TEMPLATE = (
    "{% if messages[0]['role'] != 'system' %}<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n{% endif %}"
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}{% else %}{% for part in message['content'] %}"
    "{% if part['type'] == 'image' %}<|vision_start|><|image_pad|><|vision_end|>"
    "{% elif part['type'] == 'text' %}{{ part['text'] }}{% endif %}{% endfor %}{% endif %}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")


def build_tiny_hpsv3(folder: Path, seed: int = 0) -> tuple[Path, Path]:
    """A randomly initialised Qwen2-VL (2 text layers of width 64, 2 vision blocks of width 32; the real
    patch, merge and image processor settings) with a BPE tokenizer trained on hpsv3's own instruction,
    saved where hpsv3 loads things from: the base model folder, an hpsv3 YAML naming it (the packaged
    HPSv3_7B.yaml with float32 for the CPU), and HPSv3.safetensors, the reward model's full state dict as
    hpsv3's training saves it. Built once per folder, in about 2 s; returns (config, checkpoint)."""
    config_path, checkpoint_path = folder / "HPSv3_tiny.yaml", folder / "HPSv3.safetensors"
    if checkpoint_path.exists():
        return config_path, checkpoint_path
    hpsv3 = import_hpsv3()
    import safetensors.torch
    import torch
    import yaml
    from hpsv3.dataset.data_collator_qwen import INSTRUCTION, prompt_with_special_token
    from hpsv3.train import create_model_and_processor
    from hpsv3.utils.parser import DataConfig, ModelConfig, PEFTLoraConfig, TrainingConfig, parse_args_with_yaml
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import (Qwen2TokenizerFast, Qwen2VLConfig, Qwen2VLForConditionalGeneration,
                              Qwen2VLImageProcessor, Qwen2VLProcessor)

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator([INSTRUCTION + prompt_with_special_token] * 4, trainers.BpeTrainer(
        vocab_size=512, special_tokens=TINY_SPECIAL_TOKENS, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    tokenizer = Qwen2TokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                   unk_token=None)
    base = folder / "Qwen2-VL-tiny"
    Qwen2VLProcessor(image_processor=Qwen2VLImageProcessor(), tokenizer=tokenizer,
                     chat_template=TINY_CHAT_TEMPLATE).save_pretrained(base)
    ids = {t: tokenizer.convert_tokens_to_ids(t) for t in TINY_SPECIAL_TOKENS}
    torch.manual_seed(seed)
    config = Qwen2VLConfig(
        vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=4096, tie_word_embeddings=False, torch_dtype="float32",
        rope_scaling={"type": "mrope", "mrope_section": [2, 3, 3]},  # halves of the 16-wide heads: time, height, width
        vision_config={"depth": 2, "embed_dim": 32, "hidden_size": 64, "num_heads": 2, "mlp_ratio": 2},
        image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"], vision_end_token_id=ids["<|vision_end|>"],
        bos_token_id=ids["<|endoftext|>"], eos_token_id=ids["<|im_end|>"], pad_token_id=ids["<|endoftext|>"])
    Qwen2VLForConditionalGeneration(config).save_pretrained(base)

    settings = yaml.safe_load((Path(hpsv3.__file__).parent / "config" / "HPSv3_7B.yaml").read_text())
    settings.update(model_name_or_path=str(base.resolve()), bf16=False, torch_dtype="float32")
    config_path.write_text(yaml.safe_dump(settings))
    # The reward model as hpsv3 builds it (the <|Reward|> token added, the ranknet head on top), saved whole.
    (_, training, model_config, lora), _ = parse_args_with_yaml(
        (DataConfig, TrainingConfig, ModelConfig, PEFTLoraConfig), str(config_path), is_train=False)
    model, _, _ = create_model_and_processor(model_config=model_config, peft_lora_config=lora, training_args=training)
    state = {k: v.contiguous() for k, v in model.state_dict().items()}
    safetensors.torch.save_file(state, str(checkpoint_path.with_suffix(".tmp")))
    checkpoint_path.with_suffix(".tmp").rename(checkpoint_path)  # a killed build leaves no half checkpoint
    return config_path, checkpoint_path


class ScoreRequest(BaseModel):
    prompt: str = Field(..., min_length=1, max_length=500)
    images: list[str] = Field(..., min_length=1, max_length=MAX_IMAGES_PER_REQUEST,
                              description="base64-encoded PNG images")


class Batcher:
    """Collects concurrent requests into batches and runs the scorer on one worker thread."""

    def __init__(self, scorer, max_batch: int = 8, window_ms: float = 20.0):
        self.scorer, self.max_batch, self.window_s = scorer, max_batch, window_ms / 1000
        self.queue: asyncio.Queue | None = None
        self.loaded = hasattr(scorer, "score") and not hasattr(scorer, "load")
        self.loading = False
        self.error: str | None = None
        self.batch_sizes: list[int] = []
        self._load_lock = threading.Lock()

    def ensure_loaded(self) -> None:
        with self._load_lock:
            if self.loaded:
                return
            if self.error:
                raise RuntimeError(self.error)
            self.loading = True
            try:
                self.scorer.load()
                self.loaded = True
            except Exception as exc:
                self.error = f"HPSv3 failed to load: {exc}"
                raise RuntimeError(self.error) from exc
            finally:
                self.loading = False

    async def run(self) -> None:
        self.queue = asyncio.Queue()
        while True:
            items = [await self.queue.get()]
            deadline = time.monotonic() + self.window_s
            while sum(len(i[0]) for i in items) < self.max_batch:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                try:
                    items.append(await asyncio.wait_for(self.queue.get(), remaining))
                except asyncio.TimeoutError:
                    break
            await self._score(items)

    async def _score(self, items) -> None:
        # One prompt per batch keeps the model call simple; different prompts are scored separately.
        by_prompt: dict[str, list] = {}
        for item in items:
            by_prompt.setdefault(item[1], []).append(item)
        for prompt, group in by_prompt.items():
            images = [img for g in group for img in g[0]]
            self.batch_sizes.append(len(images))
            try:
                await asyncio.to_thread(self.ensure_loaded)
                results = await asyncio.to_thread(self.scorer.score, images, prompt)
            except Exception as exc:
                for g in group:
                    g[2].set_exception(exc)
                continue
            start = 0
            for g in group:
                g[2].set_result(results[start:start + len(g[0])])
                start += len(g[0])

    async def submit(self, images: list, prompt: str) -> list[tuple[float, float]]:
        future = asyncio.get_running_loop().create_future()
        await self.queue.put((images, prompt, future))
        return await future


def decode_images(images: list[str]) -> list:
    from PIL import Image

    decoded = []
    for i, data in enumerate(images):
        try:
            img = Image.open(io.BytesIO(base64.b64decode(data, validate=True)))
            img.load()
        except (binascii.Error, ValueError, OSError) as exc:
            raise HTTPException(400, f"images[{i}] is not a base64-encoded image: {exc}") from exc
        if max(img.size) / min(img.size) > MAX_ASPECT_RATIO:
            raise HTTPException(400, f"images[{i}] is {img.width}x{img.height}: HPSv3 takes aspect ratios up to "
                                     f"{MAX_ASPECT_RATIO}")
        decoded.append(img.convert("RGB"))
    return decoded


def build_app(scorer=None, max_batch: int = 8, window_ms: float = 20.0, preload: bool = False) -> FastAPI:
    batcher = Batcher(scorer or HPSv3Scorer(), max_batch, window_ms)
    app = FastAPI(title="hpsv3", description="HPSv3 human-preference scores for images, batched.")
    app.state.batcher = batcher

    async def start() -> None:
        app.state.worker = asyncio.create_task(batcher.run())
        if preload:
            asyncio.get_running_loop().run_in_executor(None, _preload, batcher)

    app.router.on_startup.append(start)

    @app.get("/health")
    async def health() -> dict:
        return {"status": "error" if batcher.error else "ok", "loaded": batcher.loaded, "loading": batcher.loading,
                "error": batcher.error, "note": None if batcher.loaded else getattr(batcher.scorer, "note", WEIGHTS_NOTE),
                "batches": len(batcher.batch_sizes), "largest_batch": max(batcher.batch_sizes, default=0)}

    @app.post("/score")
    async def score(request: ScoreRequest) -> dict:
        images = decode_images(request.images)
        try:
            results = await batcher.submit(images, request.prompt)
        except Exception as exc:
            raise HTTPException(503 if not batcher.loaded else 500, str(exc)) from exc
        return {"results": [{"mu": mu, "sigma": sigma} for mu, sigma in results]}

    return app


def _preload(batcher: Batcher) -> None:
    try:
        batcher.ensure_loaded()
    except RuntimeError as exc:
        log.error("%s", exc)


class ArgumentParser(argparse.ArgumentParser):
    """A mistake is one line and exit 2, without the usage block (as rewards.ArgumentParser: this
    service runs in its own environment, alone)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {message}\n")


def weights_problems(config: str | None, checkpoint: str | None) -> list[str]:
    """What the flags name must be there: a missing file stops the service at start, not at the first /score."""
    problems = [f"--{flag} {path}: no such file" for flag, path in (("config", config), ("checkpoint", checkpoint))
                if path and not Path(path).is_file()]
    if config and Path(config).is_file():
        import yaml

        try:
            settings = yaml.safe_load(Path(config).read_text())
            if not isinstance(settings, dict) or "model_name_or_path" not in settings:
                problems.append(f"--config {config}: not an hpsv3 YAML (it names no model_name_or_path); start from "
                                "hpsv3's config/HPSv3_7B.yaml")
        except yaml.YAMLError as exc:
            problems.append(f"--config {config}: not YAML ({str(exc).splitlines()[0]})")
    return problems


def main() -> None:
    parser = ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1", help="(default: %(default)s)")
    parser.add_argument("--port", type=int, default=8100, help="(default: %(default)s)")
    parser.add_argument("--device", help="cuda, cuda:N or cpu (default: cuda when there is one)")
    parser.add_argument("--max-batch", type=int, default=8, help="images per GPU batch (default: %(default)s)")
    parser.add_argument("--batch-window-ms", type=float, default=20.0,
                        help="how long a request waits for company (default: %(default)s)")
    parser.add_argument("--preload", action="store_true", help="load the model at start instead of first use")
    parser.add_argument("--config", help="an hpsv3 YAML (default: hpsv3's HPSv3_7B.yaml, base from the Hub)")
    parser.add_argument("--checkpoint", help="the reward model's state dict (default: MizzenAI/HPSv3 from the Hub)")
    parser.add_argument("--tiny-local", metavar="DIR", type=Path,
                        help="build (once) and serve tiny random weights in DIR: hpsv3's real code path, no Hub")
    args = parser.parse_args()
    if args.tiny_local and (args.config or args.checkpoint):
        parser.error("--tiny-local builds its own config and checkpoint: drop --config/--checkpoint")
    if problems := weights_problems(args.config, args.checkpoint):
        parser.error("\n  ".join(problems) + "\n  (leave --config and --checkpoint out for hpsv3's own, from the Hub)")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    import uvicorn

    config, checkpoint = args.config, args.checkpoint
    if args.tiny_local:
        config, checkpoint = map(str, build_tiny_hpsv3(args.tiny_local))
        log.info("tiny random HPSv3 weights in %s: its scores mean nothing, its code path is the real one",
                 args.tiny_local)
    scorer = HPSv3Scorer(args.device, config, checkpoint)
    uvicorn.run(build_app(scorer, args.max_batch, args.batch_window_ms, args.preload), host=args.host, port=args.port)


if __name__ == "__main__":
    main()

# /// script
# requires-python = ">=3.11,<3.13"
# dependencies = [
#     "fastapi==0.165.0",
#     "hpsv3==1.0.0",
#     "numpy==2.4.6",
#     "pillow==12.3.0",
#     "torch==2.13.0",
#     "transformers==4.45.2",
#     "trl==0.12.2",
#     "uvicorn==0.55.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# # hpsv3 declares deepspeed, which only training needs and which has no wheel to install.
# override-dependencies = ["deepspeed; sys_platform == 'never'"]
# ///
"""HPSv3 as a small HTTP service: its own process and environment, because hpsv3 1.0.0 pins
transformers 4.45.2, which the trainer's stack (trl 1.16, transformers 5) cannot share.

    uv run hpsv3_server.py --port 8100                  # on a GPU machine
    curl -s 127.0.0.1:8100/health                         # answers while the weights download

POST /score {"prompt": str, "images": [base64 PNG, ...]} -> {"results": [{"mu", "sigma"}, ...]}.
Requests that arrive together are scored as one batch on the GPU (up to --max-batch, waiting at most
--batch-window-ms for company). Images are decoded in memory: no temporary files, so concurrent
requests can never score each other's pictures. Inference runs under torch.inference_mode.
The model loads on first use (or at start with --preload): about 33 GB of weights
(Qwen/Qwen2-VL-7B-Instruct and MizzenAI/HPSv3) come from the Hugging Face Hub on a cold start.
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
from typing import Protocol

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

log = logging.getLogger("watercolour.hpsv3")
MAX_IMAGES_PER_REQUEST = 64
WEIGHTS_NOTE = ("HPSv3 downloads Qwen/Qwen2-VL-7B-Instruct (~16.6 GB) and MizzenAI/HPSv3 (~16 GB) from the "
                "Hugging Face Hub on first load; set HF_HOME to a volume that keeps them")


class Scorer(Protocol):
    def score(self, images: list, prompt: str) -> list[tuple[float, float]]:
        """(mu, sigma) for each PIL image."""


class HPSv3Scorer:
    """The real model, loaded lazily: importing this file needs neither hpsv3 nor a GPU."""

    def __init__(self, device: str = "cuda"):
        self.device = device
        self.inferencer = None

    def load(self) -> None:
        try:
            from hpsv3 import HPSv3RewardInferencer
        except ImportError as exc:
            raise RuntimeError(f"hpsv3 is not installed ({exc}); run this file with `uv run hpsv3_server.py`, "
                               "which installs its pinned environment") from exc
        log.info("loading HPSv3 on %s. %s", self.device, WEIGHTS_NOTE)
        self.inferencer = HPSv3RewardInferencer(device=self.device)

    def score(self, images: list, prompt: str) -> list[tuple[float, float]]:
        import torch

        with torch.inference_mode():
            # keywords: the PyPI and GitHub versions of `reward` take their arguments in opposite orders
            logits = self.inferencer.reward(image_paths=images, prompts=[prompt] * len(images))
        return [(float(row[0]), float(row[1])) for row in logits]


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
                "error": batcher.error, "note": None if batcher.loaded else WEIGHTS_NOTE}

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8100)
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--max-batch", type=int, default=8)
    parser.add_argument("--batch-window-ms", type=float, default=20.0)
    parser.add_argument("--preload", action="store_true", help="load the model at start instead of first use")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    import uvicorn

    app = build_app(HPSv3Scorer(args.device), args.max_batch, args.batch_window_ms, args.preload)
    uvicorn.run(app, host=args.host, port=args.port)


if __name__ == "__main__":
    main()

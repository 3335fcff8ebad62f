"""Shared fixtures: one real Chromium pool for the suite, a loopback listener that must hear nothing,
and a loopback OpenAI-compatible judge."""

from __future__ import annotations

import asyncio
import base64
import io
import json
import socket
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SKETCHES = Path(__file__).resolve().parent / "sketches"


@pytest.fixture(scope="session")
def painter():
    import rewards
    from renderer import Painter

    # A short deadline keeps the runaway tests quick. Honest sketches here render in under 3 s on an idle
    # machine, but over 8 s was seen with two other jobs on two cores (an honest pattern then timed out).
    with Painter(rewards.sketch_world(), workers=1, render_timeout_s=15.0) as p:
        yield p


@pytest.fixture(scope="session")
def bulk_painter():
    """Two browsers, for tests that only score many sketches (the honest fixtures, the sealed rated corpus): a render
    is the same bytes in either browser, and two were 1.25x faster than one here with a core busy elsewhere. The
    tests of the painter itself (a tampering sketch and the next render, a browser killed mid-render) and
    tests/test_subject.py keep `painter`'s one (its paint-that-shows test saw no unseen calls once on two browsers
    under load; the cause is not found)."""
    import rewards
    from renderer import Painter

    with Painter(rewards.sketch_world(), workers=2, render_timeout_s=15.0) as p:
        yield p


@pytest.fixture(scope="session")
def honest_scores(bulk_painter) -> dict[str, "rewards.Score"]:
    """Every honest fixture scored once (seed 1, the offline preset), for the tests that each read a side of it."""
    import asyncio

    import rewards

    async def score_every_one():
        return await asyncio.gather(*(rewards.score_reply(bulk_painter, path.read_text(), 1, rewards.HIBISCUS,
                                                          rewards.PRESETS["offline"]) for path in paths))

    paths = sorted((SKETCHES / "honest").iterdir())
    return dict(zip((path.name for path in paths), asyncio.run(score_every_one())))


class Listener:
    """A TCP listener on 127.0.0.1 that records every connection made to it."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.address = f"127.0.0.1:{self.sock.getsockname()[1]}"
        self.connections: list[bytes] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            conn.settimeout(1)
            try:
                self.connections.append(conn.recv(512) or b"<no data>")
            except OSError:
                self.connections.append(b"<no data>")
            conn.close()

    def close(self):
        self.sock.close()


@pytest.fixture(scope="session")
def listener():
    lis = Listener()
    yield lis
    lis.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def sketch(path: Path, listener: Listener | None = None) -> str:
    text = path.read_text()
    return text.replace("__LISTENER__", listener.address) if listener else text


def paint_of(data_url: str) -> float:
    img = np.asarray(Image.open(io.BytesIO(base64.b64decode(data_url.split(",", 1)[1]))).convert("L"))
    return float((img < 200).mean())


class FakeJudge:
    """A real HTTP server speaking the OpenAI chat API that judges by model name: `paint` really looks
    at both images and prefers the one with more paint, `first` always answers A (pure position bias),
    `flip` alternates, `garbage` answers prose, `slow` sleeps past the client's timeout, `dead` answers
    500, `flaky` fails twice then behaves like `paint`, `no-schema` refuses `response_format` with a 400
    (as some providers do for some models) and otherwise behaves like `paint`; `painter` writes a
    sketch, `critic` a critique."""

    def __init__(self):
        self.app = FastAPI()
        self.requests: list[dict] = []
        self.in_flight: dict[str, int] = {}  # by model: a timed-out `slow` request still sleeps here
        self.max_in_flight: dict[str, int] = {}
        self.flaky_failures = 0
        self.app.post("/v1/chat/completions")(self.chat)

    async def chat(self, request: Request):
        body = await request.json()
        self.requests.append(body)
        model = body["model"]
        self.in_flight[model] = self.in_flight.get(model, 0) + 1
        self.max_in_flight[model] = max(self.max_in_flight.get(model, 0), self.in_flight[model])
        try:
            await asyncio.sleep(0.05)
            if model == "dead" or (model == "flaky" and self.flaky_failures < 2):
                self.flaky_failures += 1
                return JSONResponse({"error": {"message": "overloaded"}}, status_code=500)
            if model == "slow":
                await asyncio.sleep(5)
            if model == "no-schema" and "response_format" in body:
                return JSONResponse({"error": {"message": "response_format json_schema is not supported for this model",
                                               "type": "invalid_request_error"}}, status_code=400)
            images = [part["image_url"]["url"] for m in body["messages"] if isinstance(m["content"], list)
                      for part in m["content"] if part["type"] == "image_url"]
            if model == "painter":  # writes the example reply, each time in a petal colour of its own
                import rewards

                content = rewards.EXAMPLE_REPLY.replace("#f4a582", f"#f4{len(self.requests) % 256:02x}82")
            elif model == "critic":
                content = f"Soften the petal edges and deepen the centre ({len(images)} images seen)."
            elif model in ("paint", "flaky", "slow", "no-schema"):
                a, b = (paint_of(u) for u in images)
                content = json.dumps({"winner": "A" if a >= b else "B", "reason": f"paint {a:.2f} vs {b:.2f}"})
            elif model == "first":
                content = json.dumps({"winner": "A", "reason": "the first one"})
            elif model == "flip":
                content = json.dumps({"winner": "AB"[len(self.requests) % 2], "reason": "coin"})
            else:
                content = "Both paintings are lovely in their own way."
            return {"id": "x", "object": "chat.completion", "created": int(time.time()), "model": model,
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}
        finally:
            self.in_flight[model] -= 1


def paint_png(paint: float, size: int = 64) -> bytes:
    """A sheet whose left `paint` share is pigment (what the `paint` judge measures)."""
    img = np.full((size, size, 3), 247, dtype=np.uint8)
    img[:, : int(size * paint)] = (200, 80, 90)
    buf = io.BytesIO()
    Image.fromarray(img).save(buf, "PNG")
    return buf.getvalue()


class Loopback:
    """Any ASGI app served by uvicorn on a thread, on 127.0.0.1; `with Loopback(app) as base_url:`."""

    def __init__(self, app):
        self.port = free_port()
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        while not self.server.started:
            time.sleep(0.05)
        return f"http://127.0.0.1:{self.port}"

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(5)


@pytest.fixture(scope="module")
def fake():
    judge = FakeJudge()
    with Loopback(judge.app) as url:
        judge.url = url + "/v1"
        yield judge


# ---- the model terms on real inference code, with weights built during the session (slow: pytest -m "not slow")


class ServerProcess:
    """A server started as its own process on a free loopback port, its output kept in a log file."""

    def __init__(self, command: list[str], port: int, log: Path, env: dict | None = None):
        import os
        import subprocess

        self.port, self.log = port, log
        self.proc = subprocess.Popen([str(c) for c in command], stdout=log.open("w"), stderr=subprocess.STDOUT,
                                     env={**os.environ, **(env or {})})

    def wait(self, path: str, ready, timeout_s: float) -> dict:
        import httpx

        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"exited with {self.proc.returncode}:\n{self.log.read_text()[-3000:]}")
            try:
                body = httpx.get(f"http://127.0.0.1:{self.port}{path}", timeout=5).json()
                if ready(body):
                    return body
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        raise RuntimeError(f"not ready after {timeout_s:.0f} s:\n{self.log.read_text()[-3000:]}")

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except Exception:
            self.proc.kill()


# One thread per model server: the models are tiny, and Chromium shares these two cores.
ONE_THREAD = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false"}


@pytest.fixture(scope="session")
def tiny_hpsv3(tmp_path_factory):
    """hpsv3_server.py in its own uv environment (transformers 4.45.2), loading and scoring with hpsv3's
    own HPSv3RewardInferencer on tiny random weights it builds (--tiny-local). The first run on a machine
    also installs that environment."""
    import shutil

    uv = shutil.which("uv")
    assert uv, "uv is needed to run hpsv3_server.py in its own environment (bash setup.sh installs it)"
    folder = tmp_path_factory.mktemp("hpsv3")
    port = free_port()
    server = ServerProcess([uv, "run", "--quiet", ROOT / "hpsv3_server.py", "--tiny-local", folder / "weights",
                            "--device", "cpu", "--host", "127.0.0.1", "--port", port, "--preload"],
                           port, folder / "server.log", ONE_THREAD)
    try:
        health = server.wait("/health", lambda h: h["loaded"] or h["error"], timeout_s=900)
        assert health["loaded"], health["error"]
        server.url = f"http://127.0.0.1:{port}"
        server.weights = folder / "weights"
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def tiny_judge(tmp_path_factory):
    """`transformers serve` (the pinned transformers, the tests' environment) serving two tiny local
    VLMs built here (tests/tiny_judge.py): `taught` answers verdict JSON, `random` answers noise."""
    from tiny_judge import build_tiny_judges

    folder = tmp_path_factory.mktemp("judge")
    models = build_tiny_judges(folder / "models")
    port = free_port()
    server = ServerProcess([Path(sys.executable).with_name("transformers"), "serve", "--device", "cpu",
                            "--host", "127.0.0.1", "--port", port], port, folder / "server.log", ONE_THREAD)
    try:
        server.wait("/health", lambda h: h.get("status") == "ok", timeout_s=300)
        server.url = f"http://127.0.0.1:{port}/v1"
        server.taught, server.random = str(models["taught"]), str(models["random"])
        yield server
    finally:
        server.stop()

"""hpsv3_server.py's request handling, batching and errors, with a small scorer injected through
the same interface the real model uses; and rewards.HPSv3Client against it over real HTTP. The slow
tests at the end run the server in its own environment with hpsv3's own inference code on tiny random
weights it builds (conftest.tiny_hpsv3)."""

from __future__ import annotations

import asyncio
import base64
import time

import httpx
import numpy as np
import pytest
from conftest import ROOT, Loopback, free_port, paint_png

import hpsv3_server
import rewards
from rewards import HPSv3Client, squash_hpsv3


class PaintScorer:
    """mu grows with the share of dark pixels; records every batch it is given."""

    def __init__(self, fail: bool = False):
        self.fail = fail
        self.batches: list[int] = []

    def score(self, images, prompt):
        self.batches.append(len(images))
        time.sleep(0.05)  # a model call takes time; requests arriving meanwhile form the next batch
        if self.fail:
            raise RuntimeError("CUDA out of memory")
        return [(float((np.asarray(im.convert("L")) < 200).mean() * 10 - 5), 1.5) for im in images]


class Broken:
    """The real loading path where the weights would be needed: hpsv3 is not installed here."""

    def load(self):
        hpsv3_server.HPSv3Scorer("cpu").load()


@pytest.fixture
def service():
    scorer = PaintScorer()
    with Loopback(hpsv3_server.build_app(scorer, max_batch=8, window_ms=30)) as url:
        yield scorer, url


def test_scores_come_back_in_order_and_squashed(service):
    scorer, url = service
    results = asyncio.run(HPSv3Client(url).score([paint_png(0.0), paint_png(0.5), paint_png(1.0)]))
    assert [round(r["mu"], 2) for r in results] == [-5.0, 0.0, 5.0]
    assert results[1]["score"] == pytest.approx(0.5) and results[2]["score"] == pytest.approx(squash_hpsv3(5.0))
    assert all(r["sigma"] == 1.5 for r in results)


def test_concurrent_requests_are_batched_and_never_mixed_up(service):
    scorer, url = service
    client = HPSv3Client(url)
    paints = [i / 10 for i in range(10)]

    async def many():
        return await asyncio.gather(*(client.score_one(paint_png(p, size=32)) for p in paints))

    results = asyncio.run(many())
    assert [round(r["mu"], 2) for r in results] == [round(int(32 * p) / 32 * 10 - 5, 2) for p in paints]
    assert max(scorer.batches) > 1 and sum(scorer.batches) == 10 and max(scorer.batches) <= 8


def test_bad_requests_are_specific_400s(service):
    _, url = service
    bad = httpx.post(url + "/score", json={"prompt": "x", "images": ["not base64!"]})
    assert bad.status_code == 400 and "images[0]" in bad.json()["detail"]
    assert httpx.post(url + "/score", json={"prompt": "x", "images": []}).status_code == 422
    notpng = base64.b64encode(b"plain text").decode()
    assert httpx.post(url + "/score", json={"prompt": "x", "images": [notpng]}).status_code == 400


def test_a_failing_model_is_unavailable_to_the_client_not_zero():
    with Loopback(hpsv3_server.build_app(PaintScorer(fail=True))) as url:
        result = asyncio.run(HPSv3Client(url, attempts=2, backoff_s=0.01).score_one(paint_png(0.5)))
        assert "score" not in result and "CUDA out of memory" in result["error"]


def test_the_real_loading_path_reports_what_is_missing_and_health_stays_up():
    with Loopback(hpsv3_server.build_app(Broken())) as url:
        health = httpx.get(url + "/health").json()
        assert health["loaded"] is False and "MizzenAI/HPSv3" in health["note"]
        reply = httpx.post(url + "/score", json={"prompt": "x", "images": [base64.b64encode(paint_png(0.5)).decode()]})
        assert reply.status_code == 503 and "hpsv3 is not installed" in reply.json()["detail"]
        assert httpx.get(url + "/health").json()["status"] == "error"


def test_a_dead_service_is_unavailable():
    result = asyncio.run(HPSv3Client(f"http://127.0.0.1:{free_port()}", attempts=2, backoff_s=0.01).score_one(paint_png(0.5)))
    assert result["error"].startswith("HPSv3 unavailable")
    assert rewards.squash_hpsv3(0.0) == 0.5


# ---- hpsv3's own inference code (HPSv3RewardInferencer), on tiny random weights built by the server


def painting(paint: float, hue: int = 0) -> bytes:
    """A 600x600 sheet like the painter's, with a share of pigment: distinct pictures give distinct mu."""
    png = paint_png(paint, size=600)
    if hue:
        from io import BytesIO

        from PIL import Image

        img = Image.open(BytesIO(png)).convert("RGB")
        img.paste((40, 90, 200 - hue), (0, 0, 600, 60 + hue))
        buf = BytesIO()
        img.save(buf, "PNG")
        png = buf.getvalue()
    return png


@pytest.mark.slow
def test_real_hpsv3_scores_each_image_in_order_alone_or_batched(tiny_hpsv3):
    client = HPSv3Client(tiny_hpsv3.url, timeout_s=300, attempts=1)
    pictures = [painting(0.1), painting(0.5, hue=40), painting(0.9), painting(0.3, hue=90)]
    alone = [asyncio.run(client.score_one(p)) for p in pictures]
    assert all("error" not in r for r in alone), alone
    mus = [r["mu"] for r in alone]
    assert len({round(m, 6) for m in mus}) == 4  # the model looked at the pixels: four pictures, four scores
    assert all(r["score"] == pytest.approx(squash_hpsv3(r["mu"])) and r["sigma"] > 0 for r in alone)

    together = asyncio.run(client.score(pictures))  # one request, one model call
    assert [r["mu"] for r in together] == pytest.approx(mus, rel=1e-3, abs=1e-6)

    async def concurrently():
        return await asyncio.gather(*(client.score_one(p) for p in reversed(pictures)))

    before = httpx.get(tiny_hpsv3.url + "/health").json()
    batched = asyncio.run(concurrently())[::-1]  # separate requests, gathered into batches by the server
    after = httpx.get(tiny_hpsv3.url + "/health").json()
    assert [r["mu"] for r in batched] == pytest.approx(mus, rel=1e-3, abs=1e-6)
    assert after["batches"] - before["batches"] < 4  # four requests, fewer model calls


@pytest.mark.slow
def test_real_hpsv3_refuses_a_corrupt_image_clearly_and_keeps_serving(tiny_hpsv3):
    good = base64.b64encode(painting(0.5)).decode()
    truncated = base64.b64encode(painting(0.5)[:400]).decode()  # a PNG cut short: valid header, no pixels
    reply = httpx.post(tiny_hpsv3.url + "/score", json={"prompt": "x", "images": [good, truncated]}, timeout=120)
    assert reply.status_code == 400 and reply.json()["detail"].startswith("images[1] is not a base64-encoded image")
    sliver = io_png(1000, 4)
    reply = httpx.post(tiny_hpsv3.url + "/score", json={"prompt": "x", "images": [sliver]}, timeout=120)
    assert reply.status_code == 400 and "aspect ratio" in reply.json()["detail"]  # hpsv3's resize would refuse it
    reply = httpx.post(tiny_hpsv3.url + "/score", json={"prompt": rewards.HPSV3_PROMPT, "images": [good]}, timeout=120)
    assert reply.status_code == 200 and set(reply.json()["results"][0]) == {"mu", "sigma"}
    health = httpx.get(tiny_hpsv3.url + "/health").json()
    assert health["status"] == "ok" and health["loaded"] and health["error"] is None


def io_png(width: int, height: int) -> str:
    from io import BytesIO

    from PIL import Image

    buf = BytesIO()
    Image.new("RGB", (width, height), (200, 80, 90)).save(buf, "PNG")
    return base64.b64encode(buf.getvalue()).decode()


@pytest.mark.slow
def test_the_tiny_weights_are_in_the_layout_hpsv3_loads(tiny_hpsv3):
    import json

    import yaml

    weights = tiny_hpsv3.weights
    config = yaml.safe_load((weights / "HPSv3_tiny.yaml").read_text())
    assert config["model_name_or_path"] == str((weights / "Qwen2-VL-tiny").resolve())
    assert config["rm_head_type"] == "ranknet" and config["output_dim"] == 2 and config["use_special_tokens"]
    base = json.loads((weights / "Qwen2-VL-tiny" / "config.json").read_text())
    assert base["architectures"] == ["Qwen2VLForConditionalGeneration"] and base["rope_scaling"]["mrope_section"]
    assert base["vocab_size"] < 1000 and base["vision_config"]["depth"] == 2  # tiny, built here
    from safetensors import safe_open

    with safe_open(str(weights / "HPSv3.safetensors"), "pt") as f:
        keys = set(f.keys())
    assert any(k.startswith("rm_head.") for k in keys) and any(k.startswith("visual.") for k in keys)
    log = tiny_hpsv3.log.read_text()
    assert "loading HPSv3 on cpu" in log and "HPSv3_tiny.yaml" in log


@pytest.mark.slow
def test_a_bf16_config_on_cpu_is_refused_with_the_reason(tiny_hpsv3, tmp_path):
    import shutil

    import yaml
    from conftest import ONE_THREAD, ROOT, ServerProcess

    config = yaml.safe_load((tiny_hpsv3.weights / "HPSv3_tiny.yaml").read_text())
    config.update(bf16=True, torch_dtype="bfloat16")  # what the packaged HPSv3_7B.yaml asks for
    (tmp_path / "bf16.yaml").write_text(yaml.safe_dump(config))
    port = free_port()
    server = ServerProcess([shutil.which("uv"), "run", "--quiet", ROOT / "hpsv3_server.py", "--config", tmp_path / "bf16.yaml",
                            "--checkpoint", tiny_hpsv3.weights / "HPSv3.safetensors", "--device", "cpu",
                            "--port", port, "--preload"], port, tmp_path / "server.log", ONE_THREAD)
    try:
        health = server.wait("/health", lambda h: h["loaded"] or h["error"], timeout_s=300)
    finally:
        server.stop()
    assert not health["loaded"] and "bfloat16, which hpsv3 supports on CUDA only" in health["error"]
    assert health["note"].startswith("local weights:")


def test_a_config_or_checkpoint_that_is_not_there_stops_the_service_at_start(tmp_path):
    import shutil
    import subprocess

    not_yaml = tmp_path / "bad.yaml"
    not_yaml.write_text("a: [")
    no_model = tmp_path / "other.yaml"
    no_model.write_text("bf16: false\n")
    for argv, message in [(["--config", str(tmp_path / "missing.yaml")], f"--config {tmp_path / 'missing.yaml'}: no such file"),
                          (["--checkpoint", str(tmp_path / "w.safetensors")], f"--checkpoint {tmp_path / 'w.safetensors'}: no such file"),
                          (["--config", str(not_yaml)], f"--config {not_yaml}: not YAML"),
                          (["--config", str(no_model)], f"--config {no_model}: not an hpsv3 YAML (it names no model_name_or_path)")]:
        proc = subprocess.run([shutil.which("uv"), "run", "--quiet", str(ROOT / "hpsv3_server.py"), *argv, "--port", "1"],
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 2 and proc.stderr.startswith(f"hpsv3_server.py: error: {message}"), (argv, proc.stderr)
        assert "usage:" not in proc.stderr and "Traceback" not in proc.stderr

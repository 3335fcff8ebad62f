"""hpsv3_server.py's request handling, batching and errors, with a small scorer injected through
the same interface the real model uses; and rewards.HPSv3Client against it over real HTTP."""

from __future__ import annotations

import asyncio
import base64
import time

import httpx
import numpy as np
import pytest
from conftest import Loopback, free_port, paint_png

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

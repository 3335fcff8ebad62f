"""The reference pool builder: photos from a loopback iNaturalist, generation from a folder and from
loopback models, the rating page in real Chromium, the policy's win rate against each candidate through the judge, and the export."""

from __future__ import annotations

import asyncio
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest
from conftest import ROOT, SKETCHES, Loopback, free_port, paint_png
from fastapi import FastAPI, Request
from fastapi.responses import Response
from PIL import Image

import build_reference_pool as pool_builder
import rewards
from build_reference_pool import Work

POOL = str(ROOT / "build_reference_pool.py")


def jpeg(colour=(200, 80, 90)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (48, 32), colour).save(buf, "JPEG")
    return buf.getvalue()


# --------------------------------------------------------------------------------------------
# photos


class FakeINaturalist:
    """Answers /v1/observations in the API's documented shape: {total_results, page, per_page,
    results: [{id, uri, observed_on, place_guess, photos: [{id, license_code, attribution, url}]}]}."""

    LICENCES = ["cc-by", "cc-by-nc", "cc0", None, "cc-by-sa", "cc-by-nd", "cc-by"]

    def __init__(self):
        self.app = FastAPI()
        self.queries: list[dict] = []
        self.app.get("/v1/observations")(self.observations)
        self.app.get("/photos/{photo_id}/{size}")(self.photo)

    async def observations(self, request: Request):
        query = dict(request.query_params)
        self.queries.append(query)
        page, per_page = int(query["page"]), int(query["per_page"])
        results = []
        for i in range((page - 1) * per_page, min(page * per_page, len(self.LICENCES))):
            licence = self.LICENCES[i]
            photos = [] if licence is None else [{
                "id": 9000 + i, "license_code": licence, "attribution": f"(c) observer {i}, some rights reserved",
                "url": f"{self.base}/photos/{9000 + i}/square.jpg"}]
            results.append({"id": 100 + i, "uri": f"https://www.inaturalist.org/observations/{100 + i}",
                            "observed_on": "2025-06-01", "place_guess": "Somewhere", "quality_grade": "research",
                            "photos": photos})
        return {"total_results": len(self.LICENCES), "page": page, "per_page": per_page, "results": results}

    async def photo(self, photo_id: int, size: str):
        assert size == "large.jpg", f"asked for {size}"
        return Response(jpeg((photo_id % 255, 90, 90)), media_type="image/jpeg")


@pytest.fixture
def inaturalist():
    fake = FakeINaturalist()
    with Loopback(fake.app) as url:
        fake.base = url
        yield fake


def test_photos_only_open_licences_with_provenance_and_resumable(tmp_path, inaturalist):
    work = Work(tmp_path)
    api = inaturalist.base + "/v1"
    assert asyncio.run(pool_builder.fetch_photos(work, "Hibiscus rosa-sinensis", 3, api)) == 3
    query = inaturalist.queries[0]
    assert query["taxon_name"] == "Hibiscus rosa-sinensis" and query["quality_grade"] == "research"
    assert query["photo_license"] == "cc0,cc-by,cc-by-sa"
    rows = work.records("photos.jsonl")
    # the stand-in also returns nc and nd photos (as if the filter were ignored): they are never taken
    assert [r["licence"] for r in rows] == ["cc-by", "cc0", "cc-by-sa"]
    assert rows[0]["attribution"] == "(c) observer 0, some rights reserved"
    assert rows[0]["observation_url"] == "https://www.inaturalist.org/observations/100"
    assert rows[0]["photo_url"].endswith("/photos/9000/large.jpg")
    assert Image.open(tmp_path / rows[0]["file"]).size == (48, 32)
    assert asyncio.run(pool_builder.fetch_photos(work, "Hibiscus rosa-sinensis", 4, api)) == 1  # resumes
    assert [r["photo_id"] for r in work.records("photos.jsonl")] == [9000, 9002, 9004, 9006]


# --------------------------------------------------------------------------------------------
# generate, from a folder and from models


@pytest.fixture(scope="module")
def offline_work(tmp_path_factory, painter):
    """The offline path: replies and sketches from a folder, rendered and gated."""
    work = Work(tmp_path_factory.mktemp("pool"))
    folder = tmp_path_factory.mktemp("sketches")
    for path in (SKETCHES / "honest").iterdir():
        shutil.copy(path, folder / path.name)
    shutil.copy(SKETCHES / "cheats" / "bare_plain.js", folder / "bare_plain.js")
    gen = pool_builder.Generator(work, painter, rewards.DOMAINS["hibiscus"])
    rows = asyncio.run(gen.from_folder(folder, "a peach hibiscus"))
    return work, rows


def test_generate_from_a_folder_records_gate_verdicts_and_files(offline_work, painter):
    work, rows = offline_work
    by_id = {r["id"]: r for r in rows}
    assert by_id["folder-peony-layers"]["gate_passed"] and by_id["folder-reply"]["gate_passed"]
    assert not by_id["folder-bare-plain"]["gate_passed"] and "bare_primitive" in by_id["folder-bare-plain"]["violations"]
    for cid, row in by_id.items():
        assert (work.candidates / f"{cid}.md").exists()
        assert (work.candidates / f"{cid}.png").exists() == row["has_png"]
    assert work.candidate_rows().keys() == by_id.keys()
    again = pool_builder.Generator(work, painter, rewards.DOMAINS["hibiscus"])  # a rerun does nothing new
    assert asyncio.run(again.from_folder(SKETCHES / "honest", "a peach hibiscus")) == []


def test_generate_with_models_photos_and_refinement_rounds(tmp_path, fake):
    photos = tmp_path / "my-photos"
    photos.mkdir()
    (photos / "hibiscus.jpg").write_bytes(jpeg())
    work = ["--work", str(tmp_path / "w")]
    assert pool_builder.main([*work, "photos", "--from-folder", str(photos), "--licence", "cc0",
                              "--attribution", "me"]) == 0
    argv = [*work, "generate", "--model", "painter", "--per-model", "2", "--rounds", "1", "--critic-model", "critic",
            "--photos", "1", "--base-url", fake.url, "--workers", "1"]
    before = len(fake.requests)
    assert pool_builder.main(argv) == 0
    rows = Work(tmp_path / "w").records("candidates.jsonl")
    assert sorted(r["id"] for r in rows) == ["painter-0000-r0", "painter-0000-r1", "painter-0001-r0", "painter-0001-r1"]
    revised = next(r for r in rows if r["id"] == "painter-0000-r1")
    assert revised["parent"] == "painter-0000-r0" and revised["round"] == 1 and revised["photo_id"] == "local-hibiscus"
    assert revised["critique"] == "Soften the petal edges and deepen the centre (2 images seen)."  # photo + render
    assert all(r["gate_passed"] and r["has_png"] for r in rows)
    asked = fake.requests[before:]
    first = next(r for r in asked if r["model"] == "painter")
    assert any(part.get("type") == "image_url" for part in first["messages"][1]["content"])  # it saw the photo
    assert len(asked) == 6  # 4 sketches + 2 critiques
    assert pool_builder.main(argv) == 0 and len(fake.requests) == before + 6  # resumed: nothing asked again


# --------------------------------------------------------------------------------------------
# rate, in real Chromium


class RatingServer:
    def __init__(self, work_root):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen([sys.executable, POOL, "--work", str(work_root), "rate", "--port", str(self.port)],
                                     cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import httpx

        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(self.url + "/api/state", timeout=1)
                return
            except httpx.HTTPError:
                assert time.monotonic() < deadline and self.proc.poll() is None, "rating server did not start"
                time.sleep(0.1)

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()


def test_rating_page_keys_undo_source_and_nothing_lost_when_killed(offline_work, tmp_path):
    from playwright.sync_api import sync_playwright

    from renderer import find_chromium

    work = Work(tmp_path / "rating")
    shutil.copytree(offline_work[0].root, work.root)
    rateable = [cid for cid, r in work.candidate_rows().items() if r["gate_passed"] and r["has_png"]]
    assert len(rateable) >= 3
    server = RatingServer(work.root)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(), args=["--no-sandbox"])
        page = browser.new_page()

        def current():
            return page.evaluate("document.body.dataset.current")

        def press(key):
            before = current()
            page.keyboard.press(key)
            page.wait_for_function(f"document.body.dataset.current !== {json.dumps(before)}", timeout=10_000)

        page.goto(server.url)
        page.wait_for_function("document.body.dataset.current", timeout=10_000)
        first = current()
        page.wait_for_function("document.getElementById('painting').complete", timeout=10_000)  # the render loads
        assert first == rateable[0] and page.locator("#painting").evaluate("img => img.naturalWidth") == 600
        assert page.locator("#progress").inner_text().startswith(f"0 of {len(rateable)} rated")
        page.keyboard.press("s")
        page.wait_for_function("document.getElementById('source').textContent.includes('function')")
        press("1")  # love
        second = current()
        press("2")  # okay
        assert work.ratings() == {first: "love", second: "okay"}
        press("u")  # undo: the second comes back, its rating gone
        assert current() == second and work.ratings() == {first: "love"}
        press("3")  # reject
        assert work.ratings() == {first: "love", second: "reject"}
        third = current()
        press(" ")  # skip
        assert work.ratings()[third] == "skip"

        server.kill()  # mid-session: every acknowledged key is already on disk
        saved = work.ratings()
        assert saved == {first: "love", second: "reject", third: "skip"}
        server = RatingServer(work.root)
        page.goto(server.url)
        page.wait_for_function("document.body.dataset.current", timeout=10_000)
        expected_next = next((c for c in rateable if c not in saved), third)  # unrated first, then skipped
        assert current() == expected_next
        assert page.locator("#progress").inner_text().startswith(f"2 of {len(rateable)} rated")
        browser.close()
    server.kill()


# --------------------------------------------------------------------------------------------
# difficulty and export


def rated_copy(offline_work, tmp_path) -> Work:
    work = Work(tmp_path / "rated")
    shutil.copytree(offline_work[0].root, work.root)
    rateable = [cid for cid, r in work.candidate_rows().items() if r["gate_passed"] and r["has_png"]]
    for cid, tier in zip(rateable, ["love", "okay", "reject", "okay"]):
        work.append("ratings.jsonl", {"id": cid, "tier": tier, "at": 0})
    return work


def test_difficulty_orders_candidates_by_how_often_the_policy_wins(offline_work, tmp_path, fake):
    work = rated_copy(offline_work, tmp_path)
    judge = rewards.PairwiseJudge(fake.url, "paint")
    strong = [("strong", paint_png(0.95))]  # more paint than any candidate: the `paint` judge prefers it
    weak = [("weak", paint_png(0.0))]
    assert {r["bucket"] for r in asyncio.run(pool_builder.difficulty(work, judge, strong, True)).values()} == {"free win"}
    result = asyncio.run(pool_builder.difficulty(work, judge, weak, True))
    assert {r["bucket"] for r in result.values()} == {"ceiling"} and len(result) == 3  # love + 2 okay
    assert json.loads((work.root / "difficulty.json").read_text()) == result
    unanswered = asyncio.run(pool_builder.difficulty(work, rewards.PairwiseJudge(fake.url, "garbage"), weak, True))
    assert all(r["policy_win_rate"] is None and r["resolved"] == 0 for r in unanswered.values())  # not losses


def test_export_is_an_imagefolder_that_datasets_and_the_judge_load(offline_work, tmp_path, fake):
    from datasets import load_dataset

    work = rated_copy(offline_work, tmp_path)
    folder = pool_builder.export_pool(work)
    metadata = [json.loads(line) for line in (folder / "metadata.jsonl").read_text().splitlines()]
    assert sorted(m["tier"] for m in metadata) == ["love", "okay", "okay"]
    assert all((folder / m["file_name"]).exists() and (folder / m["source_file"]).exists() for m in metadata)
    assert metadata[0]["generator_model"].startswith("folder:") and "refinement_round" in metadata[0]
    dataset = load_dataset("imagefolder", data_dir=str(folder), split="train")
    assert len(dataset) == 3 and sorted(dataset["tier"]) == ["love", "okay", "okay"]
    assert dataset[0]["image"].size == (600, 600)
    pool = rewards.ReferencePool.load(str(folder))
    assert sorted(r.tier for r in pool.references) == ["love", "okay", "okay"]
    judged = asyncio.run(rewards.PairwiseJudge(fake.url, "paint").score(paint_png(0.95), pool.draw(2, seed=0)))
    assert judged.score == 1.0  # the judge runs on the exported pool
    assert "3 paintings" in (folder / "README.md").read_text()
    os.utime(folder)  # a second export replaces the folder whole
    assert pool_builder.export_pool(work) == folder and len((folder / "metadata.jsonl").read_text().splitlines()) == 3

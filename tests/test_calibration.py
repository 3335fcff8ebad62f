"""Calibration end to end on the two real model paths: hpsv3's own inference code behind hpsv3_server.py
and a tiny VLM behind `transformers serve`, both with weights built during the session (conftest's
tiny_hpsv3 and tiny_judge). With random HPSv3 weights the numbers mean nothing; the path is the test.
The taught judge's verdicts are right on the three paintings it was taught, so its numbers can be checked."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys

import pytest
from conftest import ROOT, SKETCHES, paint_png

import build_reference_pool as pool_builder
import rewards

pytestmark = pytest.mark.slow


def run(script: str, *args, timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / script), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def test_rewards_calibrate_with_the_real_judge_and_hpsv3(tiny_judge, tiny_hpsv3, tmp_path):
    from tiny_judge import TAUGHT_PAINTS

    low, mid, high = TAUGHT_PAINTS
    (tmp_path / "images").mkdir()
    rows = []
    for name, tier, paint in (("high", "love", high), ("mid", "love", mid), ("low", "okay", low)):
        (tmp_path / f"images/{name}.png").write_bytes(paint_png(paint))
        rows.append(json.dumps({"file_name": f"images/{name}.png", "tier": tier}))
    (tmp_path / "metadata.jsonl").write_text("\n".join(rows))
    args = ["calibrate", "--pool", tmp_path, "--judge-url", tiny_judge.url, "--judge-model", tiny_judge.taught,
            "--hpsv3-url", tiny_hpsv3.url, "--opponents", "2"]
    proc = run("rewards.py", *args, "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["unscored"] == {}
    by_name = {row["name"]: row for row in report["paintings"]}
    # each painting met the other two in both orders: high beat both, mid one, low none
    assert [by_name[f"images/{n}.png"]["judge"] for n in ("high", "mid", "low")] == [1.0, 0.5, 0.0]
    assert report["separation"]["judge"]["auc_love_vs_okay"] == 1.0
    assert report["judge"] == {"comparisons": 6, "asked": 6, "structured_output": "json_schema",
                               "self_consistency": 1.0, "position_bias_rate": 0.0}
    assert all(check["passed"] for check in report["judge_trust"].values())  # on the paintings it was taught
    hps = [row["hpsv3"] for row in report["paintings"]]
    assert all(0 < s < 1 for s in hps) and len(set(hps)) == 3  # scored by the tiny random HPSv3, each its own
    assert report["separation"]["hpsv3"]["auc_love_vs_okay"] in (0.0, 0.5, 1.0)

    table = run("rewards.py", *args)  # the human-readable report
    assert table.returncode == 0, table.stderr
    assert "tier separation over 3 pool paintings" in table.stdout and "6 of 6 comparisons resolved" in table.stdout
    assert "judge: trusted with this pool" in table.stdout


def test_pool_builder_difficulty_and_rewards_calibrate_on_a_pool_built_here(painter, tiny_judge, tiny_hpsv3, tmp_path):
    work = pool_builder.Work(tmp_path / "work")
    sketches = tmp_path / "sketches"
    sketches.mkdir()
    for name in ("peony_layers.js", "reply.md"):
        shutil.copy(SKETCHES / "honest" / name, sketches / name)
    rows = asyncio.run(pool_builder.Generator(work, painter, rewards.DOMAINS["hibiscus"]).from_folder(
        sketches, "a peach hibiscus"))
    assert [r["gate_passed"] for r in rows] == [True, True]
    for row, tier in zip(rows, ("love", "okay")):
        work.append("ratings.jsonl", {"id": row["id"], "tier": tier, "at": 0})
    export = pool_builder.export_pool(work)

    proc = run("build_reference_pool.py", "--work", work.root, "difficulty", "--judge-url", tiny_judge.url,
               "--judge-model", tiny_judge.taught, "--limit", "2")  # the policy's paintings: the exported pool
    assert proc.returncode == 0, proc.stderr
    difficulty = json.loads((work.root / "difficulty.json").read_text())
    assert set(difficulty) == {r["id"] for r in rows}
    for entry in difficulty.values():  # real renders: parseable verdicts, arbitrary preferences
        assert entry["asked"] == 2 and entry["resolved"] == 2 and 0 <= entry["policy_win_rate"] <= 1
        assert entry["bucket"] in ("ceiling", "rung", "free win") and entry["tier"] in ("love", "okay")

    unanswered = run("build_reference_pool.py", "--work", work.root, "difficulty", "--judge-url", tiny_judge.url,
                     "--judge-model", tiny_judge.random, "--limit", "1")
    assert unanswered.returncode == 3 and "resolved no comparison" in unanswered.stderr
    assert all(e["policy_win_rate"] is None and e["resolved"] == 0
               for e in json.loads((work.root / "difficulty.json").read_text()).values())  # not losses

    proc = run("rewards.py", "calibrate", "--pool", export, "--judge-url", tiny_judge.url, "--judge-model",
               tiny_judge.taught, "--hpsv3-url", tiny_hpsv3.url, "--opponents", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert set(report["separation"]) == {"craft", "judge", "hpsv3"} and report["unscored"] == {}
    assert report["judge"]["comparisons"] == 2 and report["judge"]["self_consistency"] == 1.0


def test_calibrate_lettering_probe_on_the_tiny_judge(tiny_judge, tmp_path):
    (tmp_path / "images").mkdir()
    for name, tier, paint in (("a", "love", 0.9), ("b", "okay", 0.1)):  # two: calibrate pits them against each other
        (tmp_path / f"images/{name}.png").write_bytes(paint_png(paint))
    (tmp_path / "metadata.jsonl").write_text("\n".join(json.dumps({"file_name": f"images/{n}.png", "tier": t})
                                                       for n, t in (("a", "love"), ("b", "okay"))))
    reply = SKETCHES / "honest" / "reply.md"
    proc = run("rewards.py", "calibrate", "--pool", tmp_path, "--judge-url", tiny_judge.url, "--judge-model",
               tiny_judge.taught, "--opponents", "1", "--lettering", reply, "--json")
    assert proc.returncode == 0, proc.stderr
    lettering = json.loads(proc.stdout)["lettering"]
    assert lettering["pairs"] == 1 and lettering["resolved"] == 1  # parseable verdicts in both orders
    assert lettering["lettered_preferred"] in (0.0, 0.5, 1.0)  # the tiny judge's taste means nothing
    row = lettering["rows"][0]
    assert row["judge_plain"] is not None and row["judge_lettered"] is not None and lettering["judge_gain"] is not None
    table = run("rewards.py", "calibrate", "--pool", tmp_path, "--judge-url", tiny_judge.url, "--judge-model",
                tiny_judge.taught, "--opponents", "1", "--lettering", reply)
    assert table.returncode == 0 and 'lettering ("10/10" painted on 1 painting(s))' in table.stdout
    refused = run("rewards.py", "calibrate", "--pool", tmp_path, "--no-judge", "--lettering")
    assert refused.returncode == 2 and "--lettering asks the judge" in refused.stderr

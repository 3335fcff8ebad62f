"""The pairwise judge against a real loopback HTTP server that speaks the OpenAI chat API
(conftest.FakeJudge: which model name does what is written there), and, in the slow tests at the end,
against `transformers serve` running tiny VLMs built during the session (conftest.tiny_judge)."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from conftest import paint_png

from rewards import VERDICT_SCHEMA, PairwiseJudge, Reference, ReferencePool, parse_verdict, squash_hpsv3


def refs(*paints, tier="okay"):
    return [Reference(f"{tier}_{i}.png", tier, paint_png(p)) for i, p in enumerate(paints)]


def judge(fake, model, **kw):
    return PairwiseJudge(base_url=fake.url, model=model, api_key="test", backoff_s=0.01, **kw)


def test_a_judge_that_looks_gives_wins_losses_and_asks_both_orders(fake):
    fake.requests.clear()
    result = asyncio.run(judge(fake, "paint").score(paint_png(0.5), refs(0.2, 0.8)))
    assert [c.score for c in result.comparisons] == [1.0, 0.0] and result.score == 0.5
    assert len(fake.requests) == 4  # 2 references x 2 orders
    body = fake.requests[0]
    assert body["temperature"] == 0 and body["response_format"]["json_schema"]["schema"] == VERDICT_SCHEMA
    assert "judge only how they are painted" in body["messages"][0]["content"][0]["text"]


def test_thinking_can_be_switched_off_for_hybrid_judges(fake):
    fake.requests.clear()
    asyncio.run(judge(fake, "paint").verdict(paint_png(0.1), paint_png(0.2)))
    assert "chat_template_kwargs" not in fake.requests[-1]
    asyncio.run(judge(fake, "paint", disable_thinking=True).verdict(paint_png(0.1), paint_png(0.3)))
    assert fake.requests[-1]["chat_template_kwargs"] == {"enable_thinking": False}


def test_position_bias_becomes_a_tie(fake):
    result = asyncio.run(judge(fake, "first").score(paint_png(0.3), refs(0.1, 0.9)))
    assert [c.score for c in result.comparisons] == [0.5, 0.5]


def test_contradictory_answers_split_and_malformed_ones_resolve_nothing(fake):
    flip = asyncio.run(judge(fake, "flip").score(paint_png(0.3), refs(0.6)))
    assert flip.comparisons[0].score in (0.0, 0.5, 1.0)
    garbage = asyncio.run(judge(fake, "garbage", attempts=2).score(paint_png(0.3), refs(0.6)))
    assert garbage.score is None and garbage.comparisons[0].score is None
    assert "malformed" in garbage.comparisons[0].reasons[0]


def test_dead_and_slow_judges_are_unavailable_not_zero(fake):
    fake.requests.clear()
    dead = asyncio.run(judge(fake, "dead", attempts=3).score(paint_png(0.3), refs(0.6)))
    assert dead.score is None and "unavailable" in dead.comparisons[0].reasons[0]
    assert len(fake.requests) == 6  # both orders, three attempts each
    t0 = time.perf_counter()
    slow = asyncio.run(judge(fake, "slow", attempts=1, timeout_s=0.5).score(paint_png(0.3), refs(0.6)))
    assert slow.score is None and time.perf_counter() - t0 < 3


def test_retries_recover_a_flaky_judge(fake):
    fake.flaky_failures = 0
    result = asyncio.run(judge(fake, "flaky", attempts=3).score(paint_png(0.9), refs(0.1)))
    assert result.score == 1.0


def test_identical_comparisons_are_asked_once_and_concurrency_is_capped(fake):
    j = judge(fake, "paint", max_concurrency=2)
    fake.requests.clear()
    fake.max_in_flight.clear()
    pool = refs(0.1, 0.2, 0.3, 0.4)

    async def group():  # eight rollouts of one group, four of them the same painting
        return await asyncio.gather(*(j.score(paint_png(0.5 if i % 2 else 0.6), pool) for i in range(8)))

    results = asyncio.run(group())
    assert all(r.score == 1.0 for r in results)
    assert len(fake.requests) == 2 * 4 * 2  # two distinct paintings x four references x two orders
    assert fake.max_in_flight["paint"] == 2
    asyncio.run(j.score(paint_png(0.5), pool))  # a new event loop: the cache still answers
    assert len(fake.requests) == 16


def test_parse_verdict():
    assert parse_verdict('```json\n{"winner": "B", "reason": "softer"}\n```') == ("B", "softer")
    assert parse_verdict('{"winner": "C"}')[0] is None and parse_verdict("A")[0] is None


def write_pool(root, tiers):
    (root / "images").mkdir(parents=True)
    rows = []
    for i, tier in enumerate(tiers):
        name = f"images/{tier}_{i:02d}.png"
        (root / name).write_bytes(paint_png(0.1 + i / 50))
        rows.append(json.dumps({"file_name": name, "tier": tier}))
    (root / "metadata.jsonl").write_text("\n".join(rows) + "\n")


def test_pool_draws_by_tier_mix_and_seed(tmp_path):
    write_pool(tmp_path, ["love"] * 5 + ["okay"] * 7)
    pool = ReferencePool.load(str(tmp_path))
    four = pool.draw(4, seed=3)
    assert sorted(r.tier for r in four) == ["love", "love", "okay", "okay"]
    assert [r.name for r in four] == [r.name for r in pool.draw(4, seed=3)]  # a group shares its references
    assert len({tuple(r.name for r in pool.draw(4, seed=s)) for s in range(6)}) > 1  # the seed matters
    assert [r.tier for r in pool.draw(1, seed=0)] == ["love"]  # a tie goes to the first tier, as the reference
    assert sorted(r.tier for r in pool.draw(3, seed=0, mix={"love": 1, "okay": 2})) == ["love", "okay", "okay"]
    assert len(pool.draw(50, seed=0)) == 12


def test_pool_errors_are_specific(tmp_path):
    with pytest.raises(ValueError, match="no metadata.jsonl"):
        ReferencePool.load(str(tmp_path))
    write_pool(tmp_path, ["love", "meh"])
    with pytest.raises(ValueError, match="tier must be one of"):
        ReferencePool.load(str(tmp_path))


def test_a_pool_that_cannot_load_is_named_down_to_its_file_and_line(tmp_path):
    import subprocess
    import sys

    from conftest import ROOT

    from rewards import PoolError

    for source, message in [(str(tmp_path / "missing"), f"reference pool {tmp_path / 'missing'}: no such folder, nor a "
                                                         "Hub dataset id (owner/name)"),
                            ("./pool", "reference pool ./pool: no such folder, nor a Hub dataset id")]:
        with pytest.raises(PoolError) as error:
            ReferencePool.load(source)
        assert str(error.value).startswith(message)
    meta = tmp_path / "metadata.jsonl"
    (tmp_path / "a.png").write_bytes(paint_png(0.3))
    for lines, message in [(['{"file_name": "a.png", "tier": "love"}', "", "not json"],
                            f"{meta}:3: not JSON (Expecting value, column 1): each line is one object with file_name and tier"),
                           (['{"file_name": "b.png", "tier": "okay"}'], f"{meta}:1: file_name 'b.png' is not a file in {tmp_path}"),
                           (["[1, 2]"], f"{meta}:1: tier must be one of ('love', 'okay'), got [1, 2]"),
                           ([""], f"reference pool {tmp_path}: {meta} lists no paintings")]:
        meta.write_text("\n".join(lines) + "\n")
        with pytest.raises(PoolError) as error:
            ReferencePool.load(str(tmp_path))
        assert str(error.value) == message
    # the server refuses to start on it, in one line
    proc = subprocess.run([sys.executable, str(ROOT / "env_server.py"), "--pool", str(tmp_path), "--port", "1"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2 and proc.stderr == f"env_server.py: error: --pool: reference pool {tmp_path}: {meta} lists no paintings\n"


# ---- the judge and HPSv3 as reward terms


@pytest.fixture(scope="module")
def hps_url():
    from conftest import Loopback
    from test_hpsv3 import PaintScorer

    import hpsv3_server

    with Loopback(hpsv3_server.build_app(PaintScorer())) as url:
        yield url


def test_presets_combine_the_model_terms_and_a_missing_one_makes_the_reward_null(painter, fake, hps_url, tmp_path):
    from conftest import SKETCHES

    from rewards import HIBISCUS, PRESETS, HPSv3Client, Scorers, score_reply

    peony = (SKETCHES / "honest" / "peony_layers.js").read_text()
    write_pool(tmp_path, ["love"] * 3 + ["okay"] * 3)
    pool = ReferencePool.load(str(tmp_path))
    full = Scorers(judge=judge(fake, "paint"), pool=pool, hpsv3=HPSv3Client(hps_url), references=2)

    s = asyncio.run(score_reply(painter, peony, 0, HIBISCUS, PRESETS["judge-led"], full))
    d = s.to_dict()
    assert set(s.components) == {"gate", "length", "judge", "hpsv3"} and s.unavailable == []
    assert s.reward == pytest.approx(sum(c["weighted"] for c in s.components.values()), abs=1e-5)
    assert len(d["judge"]["comparisons"]) == 2 and 0 <= d["judge"]["score"] <= 1
    assert {"mu", "sigma", "score"} <= d["hpsv3"].keys()

    no_hps = Scorers(judge=full.judge, pool=pool, hpsv3=None, references=2)
    s = asyncio.run(score_reply(painter, peony, 0, HIBISCUS, PRESETS["judge-led"], no_hps))
    assert s.reward is None and s.unavailable == ["hpsv3"] and "judge" in s.components

    fake.requests.clear()
    s = asyncio.run(score_reply(painter, peony, 0, HIBISCUS, PRESETS["hps-only"], full))
    assert s.reward is not None and "judge" not in s.components and fake.requests == []  # weight 0: never asked

    cheat = (SKETCHES / "cheats" / "bare_plain.js").read_text()
    s = asyncio.run(score_reply(painter, cheat, 0, HIBISCUS, PRESETS["judge-led"], full))
    assert s.reward == 0.0 and fake.requests == []  # a failed gate costs no judge calls

    dead = Scorers(judge=judge(fake, "dead", attempts=1), pool=pool, hpsv3=HPSv3Client(hps_url), references=2)
    s = asyncio.run(score_reply(painter, peony, 0, HIBISCUS, PRESETS["judge-led"], dead))
    assert s.reward is None and s.unavailable == ["judge"]


def test_cli_scores_with_a_pool_a_judge_and_hpsv3(fake, hps_url, tmp_path):
    import subprocess
    import sys

    from conftest import ROOT, SKETCHES

    write_pool(tmp_path / "pool", ["love"] * 2 + ["okay"] * 2)
    proc = subprocess.run([sys.executable, str(ROOT / "rewards.py"), "score", "--json", "--pool", str(tmp_path / "pool"),
                           "--judge-url", fake.url, "--judge-model", "paint", "--hpsv3-url", hps_url,
                           "--references", "2", str(SKETCHES / "honest" / "reply.md")],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert set(row["components"]) == {"gate", "length", "judge", "hpsv3"}  # both configured: judge-led
    assert 0 <= row["judge"]["score"] <= 1 and len(row["judge"]["comparisons"]) == 2
    assert row["hpsv3"]["score"] == pytest.approx(squash_hpsv3(row["hpsv3"]["mu"]))


def test_the_env_server_serves_the_model_terms_and_reports_their_health(fake, hps_url, tmp_path):
    from conftest import SKETCHES
    from test_env_server import Server

    from env_server import Settings, WatercolourAction, WatercolourClient

    write_pool(tmp_path, ["love"] * 2 + ["okay"] * 2)
    s = Server(Settings(max_sessions=4, render_workers=1, pool=str(tmp_path), judge_url=fake.url, judge_model="paint",
                        hpsv3_url=hps_url, references=2))
    try:
        health = s.health()
        assert health["preset"] == "judge-led" and health["status"] == "healthy"
        assert health["scorers"]["hpsv3"]["reachable"] and health["scorers"]["judge"]["references"] == 4
        with WatercolourClient(base_url=s.url).sync() as env:
            env.reset(seed=0, references=1)
            result = env.step(WatercolourAction(completion=(SKETCHES / "honest" / "reply.md").read_text()))
            obs = result.observation
            assert set(obs.components) == {"gate", "length", "judge", "hpsv3"} and result.reward is not None
            assert len(obs.breakdown["judge"]["comparisons"]) == 1  # references travel on reset
            env.reset(seed=0, preset="offline")
            assert "judge" not in env.step(WatercolourAction(completion=(SKETCHES / "honest" / "reply.md").read_text())
                                           ).observation.components
    finally:
        s.stop()


def test_calibrate_reports_tier_separation_consistency_and_bias(fake, hps_url, tmp_path):
    import subprocess
    import sys

    from conftest import ROOT

    root = tmp_path / "pool"
    (root / "images").mkdir(parents=True)
    rows = []
    for i in range(4):  # love paintings carry more paint than okay ones: every term should see it
        for tier, paint in (("love", 0.6 + i / 20), ("okay", 0.1 + i / 20)):
            name = f"images/{tier}_{i}.png"
            (root / name).write_bytes(paint_png(paint))
            rows.append(json.dumps({"file_name": name, "tier": tier}))
    (root / "metadata.jsonl").write_text("\n".join(rows))
    cmd = [sys.executable, str(ROOT / "rewards.py"), "calibrate", "--pool", str(root), "--judge-url", fake.url,
           "--hpsv3-url", hps_url, "--opponents", "3", "--json"]
    proc = subprocess.run(cmd + ["--judge-model", "paint"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["separation"]["judge"]["auc_love_vs_okay"] > 0.85  # win rates against mixed opponents
    assert report["separation"]["hpsv3"]["auc_love_vs_okay"] == 1.0
    assert report["judge"]["self_consistency"] == 1.0 and report["judge"]["position_bias_rate"] == 0.0
    biased = json.loads(subprocess.run(cmd + ["--judge-model", "first"], capture_output=True, text=True,
                                       timeout=300).stdout)
    assert biased["judge"]["position_bias_rate"] == 1.0 and biased["separation"]["judge"]["auc_love_vs_okay"] == 0.5


def test_a_server_that_refuses_response_format_is_asked_with_the_prompt_only(fake, capsys):
    fake.requests.clear()
    j = judge(fake, "no-schema")
    result = asyncio.run(j.score(paint_png(0.8), refs(0.2)))
    assert result.score == 1.0 and j.json_schema is False  # verdicts from the prompt's JSON instruction
    assert "refused response_format" in capsys.readouterr().err
    with_schema = [r for r in fake.requests if "response_format" in r]
    assert 1 <= len(with_schema) <= 2 and len(fake.requests) == len(with_schema) + 2  # each order answered once
    fake.requests.clear()
    asyncio.run(j.score(paint_png(0.7), refs(0.3)))
    assert len(fake.requests) == 2 and all("response_format" not in r for r in fake.requests)  # never sent again
    assert 'Answer with JSON only, the winner first: {"winner": "A" or "B"' in j.prompt


def test_calibrate_leaves_unresolved_comparisons_out_and_fails_when_none_resolve(fake, tmp_path):
    import subprocess
    import sys

    from conftest import ROOT

    write_pool(tmp_path, ["love", "love", "okay", "okay"])
    cmd = [sys.executable, str(ROOT / "rewards.py"), "calibrate", "--pool", str(tmp_path), "--judge-url", fake.url,
           "--opponents", "1", "--json", "--judge-model", "garbage"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 3 and "no judge score at all" in proc.stderr
    report = json.loads(proc.stdout)
    assert report["judge"]["comparisons"] == 0 and report["judge"]["asked"] == 4
    assert "judge" not in report["separation"] and "4 of 4 comparisons unresolved: malformed" in report["unscored"]["judge"]
    assert report["separation"]["craft"]["auc_love_vs_okay"] is not None  # the rest of the report stands
    assert report["judge_trust"]["auc_love_vs_okay"]["passed"] is None  # unmeasured, so never trusted
    table = subprocess.run(cmd[:-3] + ["--judge-model", "first"], capture_output=True, text=True, timeout=300)
    assert table.returncode == 0 and "judge: not trusted: auc_love_vs_okay 0.5 (needs >= 0.75)" in table.stdout
    assert "position_bias_rate 1.0 (needs <= 0.25)" in table.stdout


# ---- a real OpenAI-compatible server (`transformers serve`) and tiny VLMs built here (tests/tiny_judge.py)


@pytest.mark.slow
def test_a_real_server_gets_both_images_in_both_orders(tiny_judge):
    from tiny_judge import TAUGHT_PAINTS

    j = PairwiseJudge(base_url=tiny_judge.url, model=tiny_judge.taught, api_key="none", timeout_s=300)
    low, mid, high = (paint_png(p) for p in TAUGHT_PAINTS)
    strong = asyncio.run(j.score(high, [Reference("low", "okay", low), Reference("mid", "love", mid)]))
    # The taught judge names the painting with more paint: A when it is shown first, B when second.
    assert [(c.submission_first, c.reference_first, c.score) for c in strong.comparisons] == [("A", "B", 1.0)] * 2
    weak = asyncio.run(j.score(low, [Reference("high", "love", high)]))
    assert (weak.comparisons[0].submission_first, weak.comparisons[0].reference_first, weak.score) == ("B", "A", 0.0)
    assert j.json_schema  # the server took the request with its response_format (transformers serve ignores it)
    assert all(r == "more paint" for c in strong.comparisons + weak.comparisons for r in c.reasons)


@pytest.mark.slow
def test_the_request_carries_two_images_the_server_expands(tiny_judge):
    from openai import OpenAI
    from transformers import AutoProcessor
    from transformers.cli.serving.utils import BaseHandler, Modality

    j = PairwiseJudge(base_url=tiny_judge.url, model=tiny_judge.taught, api_key="none")
    request = j.request(paint_png(0.9), paint_png(0.1))
    assert [part["type"] for part in request["messages"][0]["content"]] == ["text", "image_url", "image_url"]
    reply = OpenAI(base_url=tiny_judge.url, api_key="none", timeout=300).chat.completions.create(**request)
    assert parse_verdict(reply.choices[0].message.content) == ("A", "more paint")
    # The prompt the model saw is the text plus two images of 16 tokens each, counted as the server counts.
    processor = AutoProcessor.from_pretrained(tiny_judge.taught)
    conversation = BaseHandler.get_processor_inputs_from_messages(request["messages"], Modality.VLM)
    text_only = [{"role": "user", "content": conversation[0]["content"][:1]}]
    tokens = [len(processor.apply_chat_template(c, add_generation_prompt=True, tokenize=True, return_dict=True)
                  ["input_ids"][0]) for c in (conversation, text_only)]
    assert reply.usage.prompt_tokens == tokens[0] and tokens[0] - tokens[1] == 2 * 16


@pytest.mark.slow
def test_an_unparseable_verdict_from_a_real_model_is_unresolved_not_a_loss(tiny_judge):
    j = PairwiseJudge(base_url=tiny_judge.url, model=tiny_judge.random, api_key="none", attempts=1, timeout_s=300)
    result = asyncio.run(j.score(paint_png(0.3), [Reference("x", "love", paint_png(0.7))]))
    assert result.score is None and result.comparisons[0].score is None  # not 0: left out of every mean
    assert all(r.startswith("malformed verdict") for r in result.comparisons[0].reasons) and j.calls == 2

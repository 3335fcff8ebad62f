"""Every term measures what it claims (issue 19), on real renders: padding earns no length, patterns over
the whole sheet score far below a flower, lettering is measurable, and no honest fixture loses its layout."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
from conftest import SKETCHES

import rewards

HONEST_REPLY = (SKETCHES / "honest" / "reply.md").read_text()
TERMS = SKETCHES / "terms"  # sketches that pass the gate and aim at one term


def score(painter, reply: str, seed: int = 0, weights: rewards.Weights = rewards.PRESETS["offline"]) -> rewards.Score:
    return asyncio.run(rewards.score_reply(painter, reply, seed, rewards.HIBISCUS, weights))


def padded(reply: str, text: str) -> str:
    """The reply with `text` appended inside its code fence."""
    head, fence, tail = reply.rpartition("```")
    return head + text + fence + tail


def test_padding_that_changes_nothing_in_the_picture_earns_no_length(painter):
    comments = "\n".join("// " + "the petals are layered in translucent washes " * 2 for _ in range(130))
    assert len(comments) >= 12_000
    plain, with_comments = score(painter, HONEST_REPLY), score(painter, padded(HONEST_REPLY, "\n" + comments + "\n"))
    assert with_comments.png == plain.png
    assert with_comments.components["length"] == plain.components["length"]
    assert with_comments.reward == plain.reward
    blanks_and_strings = "\n" * 400 + "const notes = `" + "lovely " * 2000 + "`;\n"
    with_strings = score(painter, padded(HONEST_REPLY, blanks_and_strings))
    assert with_strings.details["length"]["tokens"] == plain.details["length"]["tokens"] + 6  # const notes = ` ` ;
    # The blog's measure, kept reachable, pays for the same comments.
    chars = dataclasses.replace(rewards.PRESETS["offline"], length_measure="chars")
    assert score(painter, padded(HONEST_REPLY, comments), weights=chars).reward > score(painter, HONEST_REPLY, weights=chars).reward
    assert with_comments.details["length"] == {"measure": "code", "sheet_calls": plain.details["length"]["sheet_calls"],
                                               "tokens": rewards.code_tokens(rewards.extract_sketch(HONEST_REPLY))}


def test_dead_code_counts_no_further_than_the_brush_calls_that_ran(painter):
    helper = "\nfunction unusedPetal{i}(a, r) {{\n  brush.fill(\"#e08a72\", 200);\n  brush.beginShape(0.5);\n" \
             "  brush.vertex(300 + cos(a) * r, 300 + sin(a) * r);\n  brush.endShape(true);\n}}\n"
    dead = "".join(helper.format(i=i) for i in range(120))
    plain, padded_score = score(painter, HONEST_REPLY), score(painter, padded(HONEST_REPLY, dead))
    assert padded_score.png == plain.png
    assert rewards.code_tokens(rewards.extract_sketch(padded(HONEST_REPLY, dead))) > 5000
    calls = padded_score.details["length"]["sheet_calls"]
    painting = sum(n for name, n in plain.render["brush_calls"].items() if name in rewards.PAINTING_CALLS)
    assert calls == plain.details["length"]["sheet_calls"] == painting < sum(plain.render["brush_calls"].values())
    assert padded_score.details["length"]["tokens"] == calls * rewards.LENGTH_TOKENS_PER_CALL  # the cap, not 5000+


class SecondRenders:
    """The real painter, except that every render after the first seed a reply is read at comes from `instead`
    (an awaitable of code, seed and world): a render pool that fails there, or a sketch that paints otherwise."""

    def __init__(self, painter, first_seed: int, instead):
        self.painter, self.first_seed, self.instead = painter, first_seed, instead

    async def render_async(self, code: str, seed: int = 0, world: dict | None = None):
        if seed == self.first_seed:
            return await self.painter.render_async(code, seed, world)
        return await self.instead(code, seed, world)


def test_craft_and_subject_are_their_means_over_the_renders_and_the_rest_reads_the_first(painter):
    peach = rewards.HIBISCUS_SUBJECTS[0]
    seeds = rewards.render_seeds(3)
    assert len(seeds) == rewards.READING_RENDERS == 2 and seeds[0] == 3 and len(set(seeds)) == 2
    got = asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, 3, asked=peach))
    ones = [asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, s, asked=peach, renders=1)) for s in seeds]
    assert got.details["renders"] == {"seeds": seeds, "craft": [round(o.components["craft"]["raw"], 4) for o in ones],
                                      "subject": [round(o.components["subject"]["raw"], 4) for o in ones]}
    for term in ("craft", "subject"):
        assert got.components[term]["raw"] == pytest.approx(sum(o.components[term]["raw"] for o in ones) / 2, abs=1e-5)
    assert got.components["length"] == ones[0].components["length"] and got.png == ones[0].png
    assert got.reward == pytest.approx(sum(o.reward for o in ones) / 2, abs=1e-5)  # every term is linear in the mean


def test_a_render_pool_down_at_the_second_render_is_a_null_reward_not_a_bad_painting(painter):
    from renderer import RENDER_UNAVAILABLE, RenderResult

    async def down(code, seed, world):
        return RenderResult(RENDER_UNAVAILABLE)

    got = asyncio.run(rewards.score_reply(SecondRenders(painter, 0, down), rewards.EXAMPLE_REPLY, 0))
    assert got.reward is None and got.unavailable == ["render"]


def test_a_sketch_that_paints_nothing_at_its_second_render_fails_the_gate_there(painter):
    blank = (SKETCHES / "cheats" / "blank.js").read_text()

    async def blank_there(code, seed, world):
        return await painter.render_async(blank, seed, world)

    got = asyncio.run(rewards.score_reply(SecondRenders(painter, 0, blank_there), rewards.EXAMPLE_REPLY, 0))
    assert not got.passed and got.reward == 0.0
    assert [v.code for v in got.violations] == ["blank_canvas"]
    assert got.violations[0].detail.startswith(f"at render seed {rewards.render_seeds(0)[1]}")


def test_patterns_over_the_whole_sheet_score_well_below_the_example_hibiscus(painter):
    example = score(painter, rewards.EXAMPLE_REPLY)
    assert example.passed and example.details["craft"]["margins"] == 1.0
    for name in ("dot_grid.js", "rainbow_stripes.js"):
        cheat = score(painter, (TERMS / name).read_text())
        assert cheat.passed, name  # brush paint: the gate has nothing against it
        parts = cheat.details["craft"]
        assert parts["coverage"] == 1.0 and parts["colour"] == 1.0  # what fooled the old craft term
        assert parts["margins"] < 0.5 and parts["size"] < 0.5, (name, parts)
        assert cheat.reward <= example.reward - 0.15, (name, cheat.reward, example.reward)


def test_no_honest_fixture_loses_its_layout(honest_scores):
    assert len(honest_scores) == len(list((SKETCHES / "honest").iterdir()))
    for name, s in honest_scores.items():
        assert s.passed, name
        layout = {k: s.details["craft"][k] for k in ("margins", "edges", "centre", "size")}
        assert layout == {"margins": 1.0, "edges": 1.0, "centre": 1.0, "size": 1.0}, (name, s.stats)


def test_lettering_is_brush_paint_the_gate_passes_and_the_probe_measures(painter, fake):
    lettered = score(painter, rewards.EXAMPLE_REPLY.replace(
        rewards.extract_sketch(rewards.EXAMPLE_REPLY), rewards.with_lettering(rewards.extract_sketch(rewards.EXAMPLE_REPLY))))
    assert lettered.passed and lettered.stats.paint_fraction > score(painter, rewards.EXAMPLE_REPLY).stats.paint_fraction
    judge = rewards.PairwiseJudge(base_url=fake.url, model="paint", api_key="test", backoff_s=0.01)
    pool = rewards.ReferencePool([rewards.Reference("a.png", "love", score(painter, HONEST_REPLY).png)])
    report = asyncio.run(rewards.lettering_probe(painter, rewards.Scorers(judge=judge, pool=pool, references=1),
                                                 [(rewards.EXAMPLE_REPLY, 0)]))
    # `paint` prefers the picture with more paint: the lettered one, in both orders
    assert report["pairs"] == 1 and report["resolved"] == 1 and report["lettered_preferred"] == 1.0
    assert report["judge_gain"] is not None and report["craft_gain"] is not None
    with pytest.raises(ValueError, match="has none"):
        rewards.with_lettering("draw = () => {}")


# --------------------------------------------------------------------------------------------
# Revised episodes: a worse draft never pays, and the draft's feedback is a setting.


def test_a_revised_episodes_reward_is_its_final_paintings_whatever_the_drafts():
    import random

    import env_server

    rng = random.Random(0)
    for _ in range(1000):
        k = rng.randint(0, 4)
        drafts, final = [rng.random() for _ in range(k)], rng.random()
        assert env_server.revised_reward([*drafts, final], [[]] * (k + 1)) == (final, [])
    # an outage on any painting leaves the episode unscored, never a bad painting
    assert env_server.revised_reward([0.5, 0.7], [["render"], []]) == (None, ["render (draft 1)"])


@pytest.fixture(scope="module")
def server():
    from env_server import Settings
    from test_env_server import Server

    s = Server(Settings(max_sessions=8, render_workers=2, render_timeout_s=20, idle_timeout_s=60))
    yield s
    s.stop()


def revised_episode(url: str, drafts: list[str], final: str, **reset):
    from openenv.core import GenericEnvClient

    with GenericEnvClient(base_url=url).sync() as g:
        g.reset(seed=0, revisions=len(drafts), **reset)
        lines = [g.step({"completion": d}).observation["feedback"] for d in drafts]
        return g.step({"completion": final}), lines


def test_a_sandbagged_draft_earns_no_more_than_an_honest_one_and_not_drafting_earns_no_more_either(server):
    from openenv.core import GenericEnvClient

    sandbag = (SKETCHES / "cheats" / "blank.js").read_text()  # renders, nearly no paint: a draft thrown away
    honest, _ = revised_episode(server.url, [HONEST_REPLY], HONEST_REPLY)
    sandbagged, _ = revised_episode(server.url, [sandbag], HONEST_REPLY)
    with GenericEnvClient(base_url=server.url).sync() as g:  # the final painting sent at once, no draft
        g.reset(seed=0, revisions=1)
        undrafted = g.step({"completion": HONEST_REPLY, "final": True})
    assert sandbagged.reward == honest.reward == undrafted.reward == honest.observation["painting_reward"]
    with GenericEnvClient(base_url=server.url).sync() as g:
        with pytest.raises(RuntimeError, match="improvement_weight was removed"):
            g.reset(revisions=1, improvement_weight=0.5)


def test_a_drafts_observation_carries_no_more_than_its_feedback_level(server):
    from openenv.core import GenericEnvClient

    def draft(level: str) -> dict:
        with GenericEnvClient(base_url=server.url).sync() as g:
            g.reset(seed=0, revisions=1, feedback=level)
            return g.step({"completion": HONEST_REPLY}).observation

    seen = {level: draft(level) for level in ("verdict", "coverage", "score", "judge")}
    for level in ("verdict", "coverage"):
        obs = seen[level]
        assert obs["painting_reward"] is None and obs["components"] == {}, level
        assert set(obs["breakdown"]) <= {"passed", "violations", "violation_details", "advisories", "paint_fraction"}
        assert obs["gate_passed"] is True and obs["code"]
    assert seen["verdict"]["paint_fraction"] is None and seen["coverage"]["paint_fraction"] > 0.01
    assert seen["score"]["painting_reward"] > 0 and "subject" in seen["score"]["components"]
    assert seen["judge"]["breakdown"]["reward"] == seen["judge"]["painting_reward"]


def test_what_a_draft_feedback_carries_is_a_setting(server):
    from openenv.core import GenericEnvClient

    lines = {level: revised_episode(server.url, [HONEST_REPLY], HONEST_REPLY, feedback=level)[1][0]
             for level in ("verdict", "coverage", "score")}
    _, default = revised_episode(server.url, [HONEST_REPLY], HONEST_REPLY)
    assert default[0] == lines["coverage"]  # the default: verdict and paint coverage, as the reference
    assert lines["verdict"].startswith("draft 1 of 1: painted: it passed the gate") and "%" not in lines["verdict"]
    assert "of the sheet carries pigment" in lines["coverage"] and "reward" not in lines["coverage"]
    assert "craft" in lines["score"] and "reward 0." in lines["score"]
    cheat = (SKETCHES / "cheats" / "bare_plain.js").read_text()
    _, rejected = revised_episode(server.url, [cheat], HONEST_REPLY, feedback="verdict")
    assert "bare_primitive" in rejected[0]  # what broke is always said
    with GenericEnvClient(base_url=server.url).sync() as g:
        with pytest.raises(RuntimeError, match="feedback must be one of verdict, coverage, score, judge"):
            g.reset(revisions=1, feedback="everything")


def test_the_judges_reasons_reach_a_draft_only_at_the_judge_level(tmp_path, fake, painter):
    import json

    from conftest import paint_png
    from env_server import Settings
    from test_env_server import Server

    (tmp_path / "images").mkdir()
    (tmp_path / "images/a.png").write_bytes(paint_png(0.3))
    (tmp_path / "metadata.jsonl").write_text(json.dumps({"file_name": "images/a.png", "tier": "love"}))
    s = Server(Settings(render_workers=1, render_timeout_s=20, pool=str(tmp_path), judge_url=fake.url,
                        judge_model="paint", references=1))
    try:
        weights = {"gate": 0.1, "judge": 0.9}
        _, judged = revised_episode(s.url, [HONEST_REPLY], HONEST_REPLY, weights=weights, feedback="judge")
        _, scored = revised_episode(s.url, [HONEST_REPLY], HONEST_REPLY, weights=weights, feedback="score")
        _, default = revised_episode(s.url, [HONEST_REPLY], HONEST_REPLY, weights=weights)
    finally:
        s.stop()
    assert " judge: paint " in judged[0] and "judge 0." in judged[0]  # the fake judge's reason: "paint a vs b"
    assert " judge: paint" not in scored[0] and "judge 0." in scored[0]
    assert "judge" not in default[0] and "reward" not in default[0]

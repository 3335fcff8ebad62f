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
    assert with_comments.details["length"] == {"measure": "code", "brush_calls": 44,
                                               "tokens": rewards.code_tokens(rewards.extract_sketch(HONEST_REPLY))}


def test_dead_code_counts_no_further_than_the_brush_calls_that_ran(painter):
    helper = "\nfunction unusedPetal{i}(a, r) {{\n  brush.fill(\"#e08a72\", 200);\n  brush.beginShape(0.5);\n" \
             "  brush.vertex(300 + cos(a) * r, 300 + sin(a) * r);\n  brush.endShape(true);\n}}\n"
    dead = "".join(helper.format(i=i) for i in range(120))
    plain, padded_score = score(painter, HONEST_REPLY), score(painter, padded(HONEST_REPLY, dead))
    assert padded_score.png == plain.png and padded_score.details["length"]["brush_calls"] == 44
    assert rewards.code_tokens(rewards.extract_sketch(padded(HONEST_REPLY, dead))) > 5000
    assert padded_score.details["length"]["tokens"] == 44 * rewards.LENGTH_TOKENS_PER_CALL  # the cap, not 5000+


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


def test_no_honest_fixture_loses_its_layout(painter):
    for path in sorted((SKETCHES / "honest").iterdir()):
        s = score(painter, path.read_text(), seed=1)
        assert s.passed, path.name
        layout = {k: s.details["craft"][k] for k in ("margins", "edges", "centre", "size")}
        assert layout == {"margins": 1.0, "edges": 1.0, "centre": 1.0, "size": 1.0}, (path.name, s.stats)


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

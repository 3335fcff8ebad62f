"""The rated blind corpus and the agreement benchmark's arithmetic (bench/agreement.py scores it whole)."""

import sys
from collections import Counter

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))

import agreement  # noqa: E402
import rewards  # noqa: E402


def test_spearman_ranks_ties_by_their_mean_and_reads_only_the_order():
    assert agreement.spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert agreement.spearman([1, 2, 3, 4], [0.9, 0.5, 0.4, 0.1]) == pytest.approx(-1.0)
    assert agreement.spearman([1, 2, 3, 4], [1, 4, 9, 16]) == pytest.approx(1.0)  # any increasing map
    assert agreement.spearman([1, 1, 2, 3], [5, 6, 7, 8]) == pytest.approx(0.9486833)  # scipy.stats.spearmanr's value
    assert agreement.spearman([2, 2, 2], [1, 2, 3]) != agreement.spearman([2, 2, 2], [1, 2, 3])  # nan: no order


@pytest.fixture(scope="module")
def painter(bulk_painter):
    """This module only scores: its renders go to conftest's two browsers."""
    return bulk_painter


SEALED = ROOT / "corpora" / "rated-sealed"  # the rated blind corpus nothing was fitted or tuned on (its README)


def test_the_sealed_rated_corpus_is_whole_every_task_twelve_times_two_ratings_each():
    rows = agreement.read_corpus(SEALED)
    assert len(rows) == 60 and len({row["reply"] for row in rows}) == 60
    assert Counter(row["subject"] for row in rows) == {subject: 12 for subject in rewards.HIBISCUS_SUBJECTS}
    assert all(1 <= row["rater1"] <= 10 and 1 <= row["rater2"] <= 10 for row in rows)
    assert all(rewards.extract_sketch(row["text"]) for row in rows)
    assert sorted(p.name for p in (SEALED / "replies").iterdir()) == sorted(r["reply"] for r in rows)


def test_a_shift_of_zero_levels_gives_the_first_renders_reward_back_and_a_shift_moves_it(painter):
    """--shifts re-reads craft and subject on the first render, re-encoded: at 0 levels it must be that render's
    reward (the reward itself is the mean over rewards.READING_RENDERS renders)."""
    import asyncio

    peach = rewards.HIBISCUS_SUBJECTS[0]
    score = asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, 0, asked=peach))
    first = asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, 0, asked=peach, renders=1))
    assert agreement.shifted_reward(score, 0, peach) == pytest.approx(first.reward, abs=1e-6)
    assert agreement.shifted_reward(score, -60, peach) != pytest.approx(first.reward, abs=1e-3)  # muddier paint


@pytest.fixture(scope="module")
def rated(painter):
    import asyncio

    rows = agreement.read_corpus(SEALED)
    return rows, asyncio.run(agreement.score_all(painter, rows, 0))


def test_every_honest_reply_of_the_blind_rated_corpus_passes_the_gate(rated):
    rows, scores = rated
    assert all(s.passed for s in scores), [r["reply"] for r, s in zip(rows, scores) if not s.passed]


def test_the_offline_reward_orders_the_blind_rated_corpus_as_its_raters_do(rated):
    """Issue 41's bar, on the 60 replies nothing was fitted or tuned on, each asked with its own task: Spearman 0.80
    or more with the two blind raters' mean. On the fifteenth sealed corpus (issue 41's 55th stop) the raters agree
    at 0.86 with each other and the reward at 0.87 with them (0.74 without the white task; 0.84-0.87 at seeds 0-3).
    The bar is met on this corpus, not in general: with the rating model before that stop's readings its subject
    term (seed 0, one render) orders it at 0.83, and left out of the fit one corpus at a time the rating model
    orders the fourteenth corpus at 0.59.
    docs/reward.md has the figures, per task, and on the corpora that measured the reward before."""
    rows, scores = rated
    found = agreement.figures(rows, {0: [s.reward for s in scores]})
    assert found["overall"]["reward"] >= 0.80, found["overall"]

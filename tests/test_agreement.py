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


def test_the_rated_corpus_is_whole_every_task_ten_times_two_ratings_each():
    rows = agreement.read_corpus(ROOT / "corpora" / "rated")
    assert len(rows) == 50 and len({row["reply"] for row in rows}) == 50
    assert Counter(row["subject"] for row in rows) == {subject: 10 for subject in rewards.HIBISCUS_SUBJECTS}
    assert all(1 <= row["rater1"] <= 10 and 1 <= row["rater2"] <= 10 for row in rows)
    assert all(rewards.extract_sketch(row["text"]) for row in rows)
    assert sorted(p.name for p in (ROOT / "corpora" / "rated" / "replies").iterdir()) == sorted(r["reply"] for r in rows)


def test_a_ridge_model_of_the_ratings_is_fitted_on_one_corpus_and_scored_on_the_other():
    """--fit-on's arithmetic on readings made up here: ratings that follow one reading are found again on a
    second corpus, and a reading that is pure noise does not carry them."""
    import types

    import numpy as np

    rng = np.random.default_rng(1)

    def corpus(n):
        signal, noise = rng.uniform(0, 1, n), rng.uniform(0, 1, n)
        rows = [{"rating": 1 + 9 * s, "subject": "a peach hibiscus" if i % 5 else "a white hibiscus with a red eye"}
                for i, s in enumerate(signal)]
        scores = [types.SimpleNamespace(details={"craft": {"coverage": float(s)}, "subject": {"size": float(z)}})
                  for s, z in zip(signal + rng.normal(0, 0.05, n), noise)]
        return rows, scores

    fitted = agreement.fitted_agreement(*corpus(60), *corpus(50))
    assert fitted["readings"] == 2 and fitted["overall"] > 0.9 and fitted["without white"] > 0.9
    assert fitted["penalty"] in (1, 3, 10, 30, 100, 300) and fitted["cross_validated"] > 0.9


def test_a_shift_of_zero_levels_gives_the_reward_back_and_a_shift_moves_it(painter):
    """--shifts re-reads craft and subject on the re-encoded render: at 0 levels it must be the reward itself."""
    import asyncio

    score = asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, 0))
    assert agreement.shifted_reward(score, 0) == pytest.approx(score.reward, abs=1e-6)
    assert agreement.shifted_reward(score, -60) != pytest.approx(score.reward, abs=1e-3)  # muddier paint reads lower

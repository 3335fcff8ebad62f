"""The offline reward knows the task it scores and rates as people do (issue 41): the asked colour counts, a white
flower earns its reward by petals a viewer can see, the rating model is the one train_subject_probe.py fits on
the rated corpora, and nothing about the task can be asked wrongly without a clear error."""

from __future__ import annotations

import asyncio
import json
import sys

import pytest
from conftest import ROOT
from test_subject import _fan

import rewards

PEACH, WHITE, MAGENTA, YELLOW, CORAL = rewards.HIBISCUS_SUBJECTS


@pytest.fixture(scope="module")
def example(painter):
    return asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, 0, asked=PEACH))


def test_the_example_is_read_as_the_peach_it_asks_for_and_another_ask_costs_it_half_the_subject_term(example):
    """The example paints a peach hibiscus: asked for peach its colour part is full; asked for magenta, yellow or
    white it is 0, and the subject term keeps COLOUR_FLOOR of itself (less, asked for white: the raters rated
    white flowers lower, and the rating model knows the task)."""
    assert example.passed and example.details["subject"]["colour"] == 1.0, example.details["subject"]
    right = rewards.subject_score(rewards.measure_render(example.png, asked=PEACH)[1])  # the first render's term
    for other in (MAGENTA, YELLOW, WHITE):
        _, parts = rewards.measure_render(example.png, asked=other)
        assert parts["colour"] == 0.0, (other, parts["petal_hue"], parts["petal_zone_chroma"])
        if other == WHITE:
            assert rewards.subject_score(parts) < rewards.COLOUR_FLOOR * right
        else:
            assert rewards.subject_score(parts) == pytest.approx(rewards.COLOUR_FLOOR * right, abs=1e-3)
    _, unasked = rewards.measure_render(example.png)
    assert unasked["colour"] == 1.0  # no task given: nothing to check


def test_a_flower_in_another_colour_scores_clearly_below_one_in_the_asked_colour():
    """The same fan of petals painted magenta and painted yellow: each scores clearly more asked as itself."""
    magenta, yellow = _fan("round", (200, 60, 150), (120, 20, 60)), _fan("round", (240, 205, 90), (200, 60, 40))
    for png, own, other in ((magenta, MAGENTA, YELLOW), (yellow, YELLOW, MAGENTA)):
        right, wrong = (rewards.subject_score(rewards.subject_parts(png, asked=a)) for a in (own, other))
        assert wrong <= rewards.COLOUR_FLOOR * right + 1e-6 and right > 0, (own, right, wrong)


def test_a_white_hibiscus_earns_its_rating_by_petals_a_viewer_can_see():
    """Both raters put white flowers whose petals vanish on the cream paper near the bottom. Petals shaded a few
    levels grey round a red eye rate above the same eye with petals a level off the paper, and a pink flower asked
    to be white loses its colour part."""
    eye = (200, 40, 90)
    faint = rewards.subject_parts(_fan("round", (246, 240, 227), eye), asked=WHITE)
    shaded = rewards.subject_parts(_fan("round", (214, 210, 212), eye), asked=WHITE)
    pink = rewards.subject_parts(_fan("round", (236, 150, 160), eye), asked=WHITE)
    assert shaded["rating"] > faint["rating"] + 0.5, (shaded["rating"], faint["rating"])
    assert shaded["colour"] == 1.0 and pink["colour"] == 0.0, (shaded["petal_zone_chroma"], pink["petal_zone_chroma"])


def test_the_rating_model_reads_every_reading_of_a_render_and_nothing_else(example):
    """The rows name exactly what rating_readings takes from a flower's render: a reading renamed or added in
    rewards.py without refitting would otherwise be read as 0, or not at all."""
    _, parts = rewards.measure_render(example.png, asked=PEACH)
    reading = rewards._reading(example.png, rewards.HIBISCUS_SUBJECT)
    taken = rewards.rating_readings(example.png, rewards.subject_features(reading), False)
    assert [row[0] for row in rewards.HIBISCUS_RATING.rows] == sorted(taken)
    assert rewards.HIBISCUS_RATING(taken) == pytest.approx(parts["rating"], abs=1e-3)


def test_the_rating_model_clips_what_it_reads_to_what_it_was_fitted_on():
    """A reading far past anything the rated paintings showed (paint over the whole sheet, say) moves the rating
    no further than the edge of that range: a policy cannot buy a rating by overdoing one thing."""
    model = rewards.HIBISCUS_RATING
    typical = {name: mean for name, _, _, mean, _, _ in model.rows}
    for name, lo, hi, *_ in model.rows:
        assert model({**typical, name: hi + 100.0}) == pytest.approx(model({**typical, name: hi}))
        assert model({**typical, name: lo - 100.0}) == pytest.approx(model({**typical, name: lo}))
    assert 1.0 <= model(typical) <= 10.0


def test_an_unknown_subject_is_an_error_not_a_score(painter):
    with pytest.raises(ValueError, match="unknown subject 'a blue rose'"):
        asyncio.run(rewards.score_reply(painter, rewards.EXAMPLE_REPLY, 0, asked="a blue rose"))
    with pytest.raises(ValueError, match="no colour is known"):
        rewards.subject_parts(_fan("round"), asked="a blue rose")


def test_the_shipped_rating_model_records_the_rated_corpus_and_settings_it_was_fitted_on():
    """flower_models.json's rating model says what it came from: the sha256 of the rated corpora's replies and
    ratings (RATED_FOLDERS), and the settings. A rating or reply changed without refitting (`uv run train_subject_probe.py
    --rating-only --write`) fails here."""
    sys.path.insert(0, str(ROOT))
    import train_subject_probe as train

    recorded = json.loads(rewards.FLOWER_MODELS_FILE.read_text())["provenance"]["rating"]
    assert recorded["corpus_sha256"] == train.rated_digest(), "a rated corpus changed: refit the rating model"
    assert recorded["replies"] == len(train.rated_corpus()[0])
    assert recorded["settings"] == train.rating_settings(train.build_parser().parse_args([]))

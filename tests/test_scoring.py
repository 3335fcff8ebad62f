"""Pure scoring: length ramp, image statistics, craft term, the combination."""

import io

import numpy as np
import pytest
from PIL import Image

import rewards
from rewards import ImageStats, Weights, combine, image_stats, length_score


@pytest.mark.parametrize("chars,expected", [(0, 0.0), (599, 0.0), (600, 0.0), (6300, (1575 - 150) / 2850),
                                            (12000, 1.0), (24000, 1.0), (24004, 0.0)])
def test_length_ramp(chars, expected):
    assert length_score("x" * chars, "chars") == pytest.approx(expected)  # the blog's chars/4


def test_code_length_counts_code_not_comments_strings_or_blank_runs():
    code = "function draw() {\n  brush.circle(300, 300, 40, 0.5);\n}\n"
    tokens = rewards.code_tokens(code)
    assert tokens == 19  # function draw ( ) { brush . circle ( 300 , 300 , 40 , 0.5 ) ; }
    padded = code + "// " + "x" * 12_000 + "\n/* " + "y " * 3000 + "*/\n" + "\n" * 500 + "  " * 800 \
        + 'const note = "' + "z" * 5000 + '";\n'
    assert rewards.code_tokens(padded) == tokens + 6  # const note = " " ; : the string is two tokens, its text none
    assert rewards.length_tokens(padded, "chars") > 6000  # the blog's measure pays (here past its runaway cap)


def test_code_length_stops_at_what_the_brush_calls_that_ran_justify():
    body = "brush.vertex(300 + cos(a) * r, 300 + sin(a) * r);\n" * 200
    assert rewards.length_tokens(body) == 200 * 23
    assert rewards.length_tokens(body, brush_calls=50) == 50 * rewards.LENGTH_TOKENS_PER_CALL
    assert rewards.length_tokens(body, brush_calls=10_000) == 200 * 23  # a loop of calls adds no code
    assert rewards.length_tokens(body, "chars", brush_calls=1) == len(body) / 4  # the blog's: no cap


def test_length_measure_travels_with_the_weights():
    assert Weights(length=1.0).length_measure == "code"
    w = Weights.from_mapping({"gate": 0.05, "length": 0.05, "craft": 0.9, "length_measure": "chars"})
    assert w.length_measure == "chars" and w.active() == {"gate": 0.05, "length": 0.05, "craft": 0.9}
    with pytest.raises(ValueError, match="length_measure must be one of code, chars, got 'words'"):
        Weights.from_mapping({"length": 1.0, "length_measure": "words"})


def png_of(array):
    buf = io.BytesIO()
    Image.fromarray(array.astype(np.uint8)).save(buf, "PNG")
    return buf.getvalue()


def test_paint_fraction_is_measured_against_the_paper_colour():
    paper = np.full((100, 100, 3), (247, 241, 227))
    assert image_stats(png_of(paper)).paint_fraction == 0.0
    half = paper.copy()
    half[:, :50] = (200, 60, 80)
    assert image_stats(png_of(half)).paint_fraction == pytest.approx(0.5)
    faint = paper.copy()
    faint[:, :50] = (240, 236, 222)  # within PAINT_DISTANCE of the paper: not paint
    assert image_stats(png_of(faint)).paint_fraction == 0.0


def test_hues_and_edges():
    img = np.full((120, 120, 3), 250)
    img[10:50, 10:50] = (220, 40, 40)
    img[60:100, 60:100] = (40, 160, 60)
    hard = image_stats(png_of(img))
    assert hard.hue_count == 2
    ramp = np.full((120, 120, 3), 250.0)
    tint = np.array([1.0, 0.6, 0.5])
    ramp[:, 40:60] = np.linspace(250, 150, 20)[None, :, None] * tint  # a bleed: fades over 20 px
    ramp[:, 60:] = 150 * tint
    soft = image_stats(png_of(ramp))
    assert soft.edge_softness > hard.edge_softness


def test_craft_prefers_coverage_in_band():
    def stats(pf):
        return ImageStats(pf, 3, 0.9, 0.6)
    assert rewards.craft_score(stats(0.2)) > rewards.craft_score(stats(0.03))
    assert rewards.craft_score(stats(0.2)) > rewards.craft_score(stats(0.95))


def test_combine_gate_failure_is_exactly_zero_and_missing_terms_are_none():
    w = Weights(gate=0.05, length=0.05, craft=0.9)
    reward, comps, missing = combine(True, {"gate": 1.0, "length": 0.5, "craft": 0.5}, w)
    assert reward == pytest.approx(0.05 + 0.025 + 0.45) and not missing
    assert comps["craft"] == {"raw": 0.5, "weight": 0.9, "weighted": 0.45}
    assert combine(False, {"gate": 0.0, "length": 0.5, "craft": 0.5}, w)[0] == 0.0
    reward, comps, missing = combine(True, {"gate": 1.0, "length": 0.5, "craft": None}, w)
    assert reward is None and missing == ["craft"] and "length" in comps


def test_zero_weight_terms_are_not_computed():
    assert Weights(gate=1.0).active() == {"gate": 1.0}


def sheet_with(*boxes, size=600):
    """Paper with filled boxes (y0, y1, x0, x1) of a soft pink."""
    img = np.full((size, size, 3), (247, 241, 227))
    for y0, y1, x0, x1 in boxes:
        img[y0:y1, x0:x1] = (220, 120, 130)
    return image_stats(png_of(img))


def test_layout_a_centred_subject_with_paper_round_it_keeps_every_point():
    stats = sheet_with((120, 480, 120, 480))
    assert stats.margin_paint == 0.0 and stats.edge_paint == 0.0
    assert stats.centre_offset == pytest.approx(0.0, abs=0.01) and stats.extent == pytest.approx(0.6, abs=0.02)  # 1st to 99th percentile
    assert rewards.HIBISCUS_LAYOUT.scores(stats) == {"margins": 1.0, "edges": 1.0, "centre": 1.0, "size": 1.0}


def test_layout_patterns_off_centre_and_tiny_subjects_lose_it():
    layout = rewards.HIBISCUS_LAYOUT
    stripes = sheet_with(*[(20 + 75 * i, 40 + 75 * i, 0, 600) for i in range(8)])  # edge to edge
    assert stripes.edge_paint > 0.1 and layout.scores(stripes)["margins"] == 0.0
    assert rewards.craft_score(stripes) == 0.0 < rewards.craft_score(sheet_with((120, 480, 120, 480)))
    corner = sheet_with((60, 200, 60, 200))  # a subject in the top-left corner
    assert layout.scores(corner)["centre"] < 0.5 and layout.scores(corner)["margins"] == 1.0
    speck = sheet_with((280, 320, 280, 320))
    assert layout.scores(speck)["size"] == 0.0 and layout.scores(speck)["centre"] == 1.0
    assert layout.extent(0.2) == pytest.approx(0.5) and layout.margin_paint(0.115) == pytest.approx(0.5)

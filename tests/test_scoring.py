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
    assert length_score("x" * chars) == pytest.approx(expected)


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

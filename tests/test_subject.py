"""The offline reward sees the subject (issue 26): a flower beats every pattern, shape, lettering and
other object; between honest flowers it prefers the better painted; and no reply can turn its score
into None. The full corpora and figures are bench/subject.py's; these are the cases CI can afford."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import math
import statistics
import sys

import pytest
from conftest import ROOT, SKETCHES
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import rewards

sys.path.insert(0, str(ROOT / "bench"))
import ladder  # noqa: E402

SUBJECT = ROOT / "corpora" / "subject"  # the subject corpora: the flower models train on some, tests read all
# The non-flowers that came closest under the offline preset when the subject term was built (and the
# issue's own: rings, a ring of discs, a grey ground), and honest replies of every subject and quality.
HARDEST = ["37_warm_snowflake.md", "16_butterfly.md", "14_autumn_tree.md", "13_star_on_stem.md",
           "12_heart_on_stem.md", "08_colour_swatches.md", "19_cat_face.md", "10_lettering_OK.md",
           "07_dot_grid.md", "15_house.md", "mine_nine_discs.js", "mine_concentric.js", "mine_grey_ground.md"]
HONEST = ["01_peach-hibiscus_large-instruct.md", "04_peach-hibiscus_verbose-explainer.md",
          "09_white-hibiscus-red-eye_large-instruct.md", "17_magenta-hibiscus_large-instruct.md",
          "18_magenta-hibiscus_qwen-small.md", "25_yellow-hibiscus_large-instruct.md",
          "26_yellow-hibiscus_qwen-small.md", "33_coral-hibiscus_large-instruct.md",
          "36_coral-hibiscus_verbose-explainer.md", "39_coral-hibiscus_hsb.md"]


def score_all(painter, replies: dict[str, str], seed: int = 0) -> dict[str, rewards.Score]:
    async def run():
        return await asyncio.gather(*(rewards.score_reply(painter, r, seed) for r in replies.values()))

    return dict(zip(replies, asyncio.run(run())))


@pytest.fixture(scope="module")
def scored(painter):
    replies = {"example": rewards.EXAMPLE_REPLY}
    replies |= {f"not/{n}": (SUBJECT / "not_flowers" / n).read_text() for n in HARDEST}
    replies |= {f"honest/{n}": (SUBJECT / "honest" / n).read_text() for n in HONEST}
    return score_all(painter, replies)


def test_no_pattern_shape_lettering_or_object_comes_within_015_of_the_example(scored):
    example = scored["example"].reward
    assert example > 0.45  # a plain peach hibiscus (0.507 at seed 0)
    for name in HARDEST:
        s = scored[f"not/{name}"]
        assert s.reward is not None and s.reward <= example - 0.15, (name, s.reward, s.details.get("subject"))


def test_the_median_honest_flower_beats_the_best_non_flower_by_010(scored):
    honest = [scored[f"honest/{n}"] for n in HONEST]
    assert all(s.passed for s in honest)
    best = max(scored[f"not/{n}"].reward for n in HARDEST)
    assert statistics.median(s.reward for s in honest) >= best + 0.10
    # and honest flowers do not score alike (0.870-0.893 under the first subject term): the rating model tells them
    # apart as two blind raters did (test_agreement has its order against theirs)
    assert max(s.reward for s in honest) - min(s.reward for s in honest) > 0.10


def test_every_degraded_copy_ranks_below_its_original(painter):
    rungs = ladder.ladder(rewards.EXAMPLE_REPLY)
    got = {name: s.reward for name, s in score_all(painter, rungs).items()}
    for rung, reward in got.items():
        if rung != "original":
            assert reward <= got["original"] - 0.05, (rung, reward, got["original"])
    for kind in ("mud", "size", "cut"):
        assert got[f"{kind}/strong"] < got[f"{kind}/mild"], (kind, got)


def test_the_subject_term_is_in_the_offline_preset_and_its_parts_are_reported(scored):
    s = scored["example"]
    assert rewards.PRESETS["offline"].subject > 0 and "subject" in s.components
    assert set(s.details["subject"]) >= {"petals", "solid", "whole", "size", "clarity", "ground", "palette"}
    assert s.details["subject"]["lobes"] == 5  # the example paints five petals
    assert rewards.HIBISCUS.subject is rewards.HIBISCUS_SUBJECT  # the domain says what its subject is


def test_the_length_cap_counts_painting_calls_and_no_more_than_the_painted_area_allows(painter):
    code = rewards.extract_sketch(rewards.EXAMPLE_REPLY)
    dead = "".join(f"\nfunction unused{i}(a) {{ return [a, a * 2, a * 3, '{i}']; }}" for i in range(300))
    # 400 state calls paint nothing: they no longer lift the cap (every brush call that ran once did)
    inert = "\n  for (let i = 0; i < 200; i++) { brush.noStroke(); brush.fill('#f4a582', 200); }\n"
    base, padded = score_all(painter, {"plain": rewards.EXAMPLE_REPLY, "padded": rewards.EXAMPLE_REPLY.replace(
        code, code.replace("brush.noStroke();", "brush.noStroke();" + inert, 1) + dead)}).values()
    assert padded.details["length"]["sheet_calls"] == base.details["length"]["sheet_calls"] == 19, padded.details
    assert padded.details["length"]["tokens"] == 19 * rewards.LENGTH_TOKENS_PER_CALL < rewards.code_tokens(code + dead)
    # a small painting with 200 discs on the sheet that paint next to nothing: the painted area caps the calls counted
    bud = ("```javascript\nasync function setup() {\n  createCanvas(600, 600, WEBGL);\n  noLoop();\n}\n"
           "function draw() {\n  translate(-width / 2, -height / 2);\n  background('#f7f1e3');\n"
           "  brush.fill('#d9645a', 230);\n  brush.fillBleed(0.25);\n  brush.circle(300, 300, 90, 0.5);\n"
           "  for (let i = 0; i < 200; i++) brush.circle(20, 20, 0.5, 0);\n}" + dead + "\n```")
    s = score_all(painter, {"bud": bud})["bud"]
    painted_allows = int(s.stats.paint_fraction * rewards.CANVAS_SIZE**2 / rewards.LENGTH_PIXELS_PER_CALL)
    assert s.passed and s.details["length"]["sheet_calls"] == painted_allows < 201, s.details["length"]


def test_calls_that_land_off_the_sheet_do_not_count_beside_a_large_painting(painter):
    code = rewards.extract_sketch(rewards.EXAMPLE_REPLY)
    def add(extra):
        return rewards.EXAMPLE_REPLY.replace(code, code.replace("brush.noStroke();", "brush.noStroke();" + extra, 1))
    # 300 calls off the sheet: at negative coordinates, moved off by a transform, a shape whose vertices all lie
    # past the right edge. The example's area has room for some 250 calls, so only the harness can tell.
    off = ("\n  for (let i = 0; i < 100; i++) brush.circle(-900, -900, 5, 0.3);\n"
           "  push(); translate(5000, 0);\n  for (let i = 0; i < 100; i++) brush.circle(300, 300, 40, 0.3);\n  pop();\n"
           "  for (let i = 0; i < 100; i++) { brush.beginShape(0.5); brush.vertex(700, 10); brush.vertex(900, 10);"
           " brush.vertex(800, 200); brush.endShape(true); }\n")
    # Calls that do reach it: a disc a transform brings back onto the sheet, and a shape whose vertices all lie
    # off the sheet but whose box spans it (p5.brush fills it across the sheet), both with a fill that shows.
    on = ("\n  brush.fill('#d9645a', 200);\n  push(); translate(-5000, 0); brush.circle(5300, 300, 20, 0.3); pop();\n"
          "  brush.beginShape(0); brush.vertex(-50, 300); brush.vertex(300, -50); brush.vertex(650, 300);"
          " brush.endShape(true);\n")
    base, padded, reached = score_all(painter, {"base": rewards.EXAMPLE_REPLY, "off": add(off), "on": add(on)}).values()
    calls = base.details["length"]["sheet_calls"]
    assert padded.render["off_sheet"] == {"circle": 200, "endShape": 100}, padded.render["off_sheet"]
    assert padded.details["length"]["sheet_calls"] == calls, padded.details["length"]
    assert reached.render["off_sheet"] == {} and reached.details["length"]["sheet_calls"] == calls + 2



def test_calls_whose_paint_cannot_show_do_not_count(painter):
    """Shapes filled in the paper's colour, at an opacity too thin to show, or with fill off and nothing else set to
    paint lay nothing a viewer sees; p5.brush keeps its fill per push()/pop(), and so does the count."""
    code = rewards.extract_sketch(rewards.EXAMPLE_REPLY)
    def add(extra):
        return rewards.EXAMPLE_REPLY.replace(code, code.replace("brush.noStroke();", "brush.noStroke();" + extra, 1))
    unseen = ("\n  brush.fill('#f7f1e3', 200);\n  for (let i = 0; i < 40; i++) brush.circle(300, 300, 60, 0.3);\n"
              "  brush.fill('#c03c5c', 4);\n  for (let i = 0; i < 30; i++) brush.circle(300, 300, 60, 0.3);\n"
              "  push(); brush.noFill();\n  for (let i = 0; i < 20; i++) { brush.beginShape(0.5); brush.vertex(250, 250);"
              " brush.vertex(350, 250); brush.vertex(300, 350); brush.endShape(true); }\n  pop();\n")
    # The same calls once real paint is set (p5.brush's three-number form reads the second as the opacity), and a
    # paper-coloured fill that pop() takes back: each of these shows.
    shown = ("\n  brush.fill(192, 60, 92);\n  for (let i = 0; i < 3; i++) brush.circle(300, 300, 60, 0.3);\n"
             "  push(); brush.fill('#f7f1e3', 200); pop();\n  brush.circle(300, 300, 60, 0.3);\n")
    base, hidden, seen = score_all(painter, {"base": rewards.EXAMPLE_REPLY, "unseen": add(unseen),
                                             "shown": add(shown)}).values()
    calls = base.details["length"]["sheet_calls"]
    assert hidden.render["unseen"] == {"circle": 70, "endShape": 20}, hidden.render["unseen"]
    assert hidden.details["length"]["sheet_calls"] == calls, hidden.details["length"]
    assert seen.render["unseen"] == {} and seen.details["length"]["sheet_calls"] == calls + 4, seen.details["length"]

# --------------------------------------------------------------------------------------------
# No opt-out: the text passes never raise, and a fault in them scores 0, never None.

ASTRAL = ("```javascript\nasync function setup() { createCanvas(600, 600, WEBGL); }\n"
          "function draw() { const r = /\\u{110000}/u; brush.circle(300, 300, 50, 0.3); w\\u{110000}ndow; }\n```")
FRAGMENTS = ["```", "```javascript\n", "```js\n", "```p5.js\n", "```html\n<script>", "</script>", "~~~\n", "\n",
             "async function setup() {", "function draw() {", "var setup = async function() {", "draw = () => {",
             "}", "{", "(", ")", ";", "brush.circle(300, 300, 40, 0.3);", "brush.endShape(true);",
             "// brush.circle(1,1,1,1)\n", "/* ", " */", "'", '"', "`", "${", "/", "/x/g", "\\", "\\u{",
             "\\u0077", "\\u{10FFFF}", "\\u{110000}", "\\u{FFFFFFFFFFFF}", "typeof window", "window", "fetch(",
             "createCanvas(600, 600, WEBGL);", "\ud800", "\x00", "é", "𝒜"]
replies = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=8)), max_size=40).map("".join)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(replies)
@example(ASTRAL)
def test_the_gates_text_passes_never_raise_on_any_reply(reply):
    code = rewards.extract_sketch(reply)
    for text in (reply, code or ""):
        rewards.strip_js(text)
        rewards.inspect_source(text)
        rewards.code_tokens(text)
        rewards.length_tokens(text, "code", 3)
        for name in ("window", "fetch", "document"):
            rewards.presence_test_only(text, name)


def test_an_astral_escape_beside_an_absent_name_scores_and_is_never_unscored(painter):
    s = score_all(painter, {"astral": ASTRAL})["astral"]
    assert s.reward == 0.0 and s.violations and not s.unavailable, s.violations


def test_a_fault_in_the_gate_scores_zero_as_gate_fault_and_is_logged(painter, monkeypatch, caplog):
    def broken(*a, **k):
        raise ValueError("chr() arg not in range(0x110000)")

    for name in ("inspect_source", "gate_after_render"):
        with monkeypatch.context() as m:
            m.setattr(rewards, name, broken)
            with caplog.at_level(logging.ERROR, logger="watercolour.rewards"):
                s = score_all(painter, {"r": rewards.EXAMPLE_REPLY})["r"]
        assert s.reward == 0.0 and not s.unavailable and [v.code for v in s.violations] == ["gate_fault"], name
        assert "chr() arg not in range" in s.violations[0].detail
        assert any("gate fault" in r.message for r in caplog.records)


def test_the_scored_fence_is_chosen_from_code_not_comments():
    answer = "```javascript\nasync function setup() { createCanvas(600, 600, WEBGL); }\nfunction draw() {\n" \
             "  brush.circle(300, 300, 40, 0.3);\n  brush.circle(200, 300, 40, 0.3);\n}\n```"
    decoy = "```javascript\nfunction draw() {\n" + "  // brush.circle(1, 1, 1, 1);\n" * 20 + \
            "  const s = 'brush.circle(1, 1, 1, 1); brush.circle(1, 1, 1, 1);';\n}\n```"
    for reply in (answer + "\n" + decoy, decoy + "\n" + answer):
        assert "brush.circle(300" in rewards.extract_sketch(reply)
    tagged = "```p5.js\nvar setup = async function () {\n  createCanvas(600, 600, WEBGL);\n};\n" \
             "var draw = function () {\n  brush.circle(300, 300, 40, 0.3);\n};\n```"
    assert rewards.extract_sketch(tagged).startswith("var setup")


# --------------------------------------------------------------------------------------------
# The flower probe: a logistic model trained here (train_subject_probe.py) and written into flower_models.json.

def test_the_shipped_probe_reads_exactly_the_features_the_code_measures(scored):
    reading = rewards._reading(scored["example"].png, rewards.HIBISCUS_SUBJECT)
    measured = rewards.subject_features(reading)
    shipped = [name for name, *_ in rewards.HIBISCUS_PROBE.rows]
    assert sorted(measured) == shipped  # a reading renamed, added or dropped must be retrained, not ignored
    assert all(spread > 0 and lo <= hi for _, lo, hi, _, spread, _ in rewards.HIBISCUS_PROBE.rows)
    assert scored["example"].details["subject"]["flower"] == 1.0  # the probe gives it full credit


def test_the_probe_takes_its_verdict_from_the_table_and_clips_each_reading_to_the_flowers_range():
    probe = rewards.FlowerProbe(rows=(("a", -9.0, 9.0, 1.0, 2.0, 3.0), ("b", 0.0, 1.0, 0.0, 1.0, -1.0)), bias=0.5)
    z = 0.5 + 3.0 * (5.0 - 1.0) / 2.0 - 1.0 * (1.0 - 0.0) / 1.0  # b = 2 lies past the flowers' range: read as 1
    assert probe({"a": 5.0, "b": 2.0}) == pytest.approx(1 / (1 + math.exp(-z)))
    # a reading pushed far past any flower's buys no more than the most extreme flower's
    assert probe({"a": 1e300, "b": 0.0}) == probe({"a": 9.0, "b": 0.0}) < 1.0
    # and no reading moves it by more than PROBE_CLIP spreads: a = 7 is three spreads above the mean
    assert probe({"a": 9.0, "b": 0.0}) == probe({"a": 7.0, "b": 0.0}) > probe({"a": 6.9, "b": 0.0})


@pytest.mark.xfail(strict=True, reason="issue 41, open: the flower models, retrained on every honest reply but the sealed "
                                        "ones and on every attack, doubt this stemless ring of petals at some render seeds "
                                        "(at seeds 0 and 2 when it was first marked: FlowerNet 0.16, the probe 0.17)")
def test_a_flower_without_stem_or_leaves_is_still_a_flower(painter, scored):
    """Nearly every honest reply the probe trains on paints a stem, and most other things do not: a probe
    shown only those read a stemless flower as no flower (0.03). The foliage part of the brief pays for
    stem and leaves; the probe must not. tests/sketches/honest/reply.md (a ring of petals, no stem) is
    never trained on; the example with its foliage painted out is the training script's own copy."""
    sys.path.insert(0, str(ROOT))
    import train_subject_probe as train

    stemless = (SKETCHES / "honest" / "reply.md").read_text()
    for seed in (0, 1, 2):
        parts = score_all(painter, {"reply": stemless}, seed)["reply"].details["subject"]
        assert parts["foliage"] == 0.0 and parts["flower"] >= 0.5, (seed, parts)
    bare = rewards.subject_parts(train.without_foliage(scored["example"].png))
    assert bare["foliage"] == 0.0 and bare["flower"] == 1.0, bare


def _fan(ends: str, petal=(236, 150, 160), heart=None, leaves: bool = False, chives: bool = False) -> bytes:
    """Five lobes fanned round a centre on cream paper, 600 px: long ellipses (petals, round ends) or
    rectangles (cards, square ends) of the same length and width, pink unless told, a disc of `heart`
    colour 55 px across the middle if given, (leaves) two broad green leaves low on the sheet, and
    (chives) the same green as eighteen short dashes strewn over the same place."""
    import io

    from PIL import Image, ImageDraw

    img = Image.new("RGB", (600, 600), (247, 241, 227))
    draw = ImageDraw.Draw(img)
    for k in range(5):
        a = math.radians(90 + 72 * k)
        axis, side = (math.cos(a), -math.sin(a)), (math.sin(a), math.cos(a))
        if ends == "round":
            ts = [2 * math.pi * i / 64 for i in range(64)]
            outline = [(110 * (1 + math.cos(t)), 48 * math.sin(t)) for t in ts]  # from the centre out to 220
        else:
            outline = [(0, -48), (220, -48), (220, 48), (0, 48)]
        draw.polygon([(300 + u * axis[0] + v * side[0], 300 + u * axis[1] + v * side[1]) for u, v in outline],
                     fill=petal)
    if heart:
        draw.ellipse((245, 245, 355, 355), fill=heart)
    if leaves:
        draw.ellipse((100, 420, 290, 540), fill=(110, 160, 90))
        draw.ellipse((310, 420, 500, 540), fill=(110, 160, 90))
    if chives:
        for k in range(18):
            x, y = 110 + 65 * (k % 6), 430 + 40 * (k // 6) + 9 * (k % 2)
            draw.line((x, y, x + 34, y + 12 * (-1) ** k), fill=(110, 160, 90), width=9)
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def test_lobes_that_end_square_are_cards_not_petals(painter, scored):
    """The eighth attacker passed the flower models with pale playing cards fanned round a pin (0.81-0.83,
    within 0.15 of the example): five broad lobes round a heart, which is what the models look for. A petal
    ends round and a card square: the tips reading measures it and the outline pays for round ends only.
    Drawn shapes of the same size and count show the reading; the three card fans that passed show the
    reward (in corpora/subject/attacks, trained on since issue 41)."""
    petals, cards = rewards.subject_parts(_fan("round")), rewards.subject_parts(_fan("square"))
    assert petals["tip_squareness"] < 0.6 < 0.85 < cards["tip_squareness"], (petals, cards)
    assert rewards.HIBISCUS_SUBJECT.tips(petals["tip_squareness"]) == 1.0
    assert rewards.HIBISCUS_SUBJECT.tips(cards["tip_squareness"]) == 0.0
    fans = {n: (SUBJECT / "attacks" / n).read_text() for n in ("r8_8_cards_d.md", "r8_8_cards_e.md", "r8_9_cards_g.md")}
    got = score_all(painter, fans)
    for name in fans:
        assert got[name].reward <= scored["example"].reward - 0.15, (name, got[name].reward, got[name].details["subject"])


def test_a_pale_flower_needs_the_red_eye_the_brief_asks_for(scored):
    """The brief's only pale flower is a white hibiscus with a red eye: when the petals are nearly
    colourless the eye carries the colour, and a yellow disc there makes a fried egg or a daisy. Petals with
    a colour of their own may have any heart (a yellow hibiscus's reads orange)."""
    white = (234, 231, 226)
    parts = {name: rewards.subject_parts(_fan("round", petal, heart)) for name, petal, heart in (
        ("red eye", white, (200, 40, 90)), ("yolk", white, (236, 168, 48)), ("yellow flower", (240, 205, 90), (236, 150, 40)))}
    assert parts["red eye"]["eye"] == 1.0 and parts["yellow flower"]["eye"] == 1.0, parts
    assert parts["yolk"]["eye"] == 0.0, parts["yolk"]
    for name in ("example", "honest/09_white-hibiscus-red-eye_large-instruct.md", "honest/25_yellow-hibiscus_large-instruct.md"):
        assert scored[name].details["subject"]["eye"] == 1.0, (name, scored[name].details["subject"])


def test_a_white_flower_is_as_large_as_its_faint_petals_and_its_leaves_are_not_the_subject():
    """A white petal's wash lifts the cream paper by a few levels, under the cut the outline reads lobes at,
    so a white hibiscus once measured the size of its red eye (honest ones: a median size part of 0.39,
    against 1.0 for the other colours). Petals 5 levels off the paper round a 55 px red eye measure about
    the size the same petals measure in pink; the eye alone, on paper, is small."""
    eye = (200, 40, 90)
    white = rewards.subject_parts(_fan("round", (243, 238, 227), eye))["size"]  # the paper is (247, 241, 227)
    pink = rewards.subject_parts(_fan("round", (236, 150, 160), eye))["size"]
    eye_alone = rewards.subject_parts(_fan("round", (247, 241, 227), eye))["size"]
    assert white >= pink - 0.05 and eye_alone < 0.3, (white, pink, eye_alone)
    # and its leaves are not the main subject, where leaves beside a bare eye are
    white = rewards.subject_parts(_fan("round", (243, 238, 227), eye, leaves=True))["palette"]
    eye_alone = rewards.subject_parts(_fan("round", (247, 241, 227), eye, leaves=True))["palette"]
    assert white == 1.0 and eye_alone < 0.5, (white, eye_alone)


def test_a_fried_egg_is_not_a_flower(painter, scored):
    """The tenth attacker: a pale, five-bulged egg white round a large yolk, chives scattered below, scored
    0.82-0.90 (the example 0.928) before the eye reading; both flower models passed it. The sketches pin
    their own random seed, so every seed renders them alike. They are in corpora/subject/attacks,
    trained on since issue 41."""
    eggs = {n: (SUBJECT / "attacks" / n).read_text() for n in ("r10_f02.js", "r10_f05.js", "r10_f09.js")}
    got = score_all(painter, eggs)
    for name in eggs:
        assert got[name].details["subject"]["eye"] == 0.0, (name, got[name].details["subject"])
        assert got[name].reward <= scored["example"].reward - 0.15, (name, got[name].reward)


def test_foliage_is_a_stem_and_leaves_not_green_strewn_in_dashes(painter, scored):
    """The tenth attacker's last egg passed the eye (its white tinted cream yellow, it reads as the pale
    yellow hibiscus a blind writer painted) with chives strewn below: 15-19 green dashes. A stem and its
    leaves are a few connected pieces: the three largest hold 0.81 or more of the foliage in every honest
    render we have (615, seeds 0 and 1), the chives 0.29-0.41. Drawn leaves against the same green in
    dashes show the reading; the egg shows the reward (corpora/subject/attacks, trained on since issue 41)."""
    leaves = rewards.subject_parts(_fan("round", heart=(200, 40, 90), leaves=True))
    chives = rewards.subject_parts(_fan("round", heart=(200, 40, 90), chives=True))
    assert leaves["foliage"] == 1.0 and chives["foliage"] == 0.0, (leaves["foliage"], chives["foliage"])
    assert rewards.subject_score(chives) < rewards.subject_score(leaves)
    egg = "r10_g10_r4.js"
    got = score_all(painter, {egg: (SUBJECT / "attacks" / egg).read_text()})[egg]
    assert got.details["subject"]["foliage"] == 0.0, got.details["subject"]
    assert got.reward <= scored["example"].reward - 0.15, got.reward


@pytest.mark.xfail(strict=True, reason="open, the next work on the flower models: the shipped probe doubts a stem painted over a pale "
                   "flower; train_subject_probe.py --augment fixed it for FlowerNet but made the probe doubt "
                   "stemless flowers, so it is not shipped (docs/reward.md)")
def test_a_pale_flower_or_one_with_its_stem_over_the_petals_is_still_a_flower(painter):
    """Honest writers lay thin, pale washes and draw the stem last, across the petals. The probe once read
    paleness as no flower (the fifth blind writer: 7 of 29 renders under 0.5 while FlowerNet passed all),
    so the training script makes such copies of every honest render. reply.md is never trained on: its
    copies must still be flowers to both models, at seeds 0 and 1."""
    sys.path.insert(0, str(ROOT))
    import train_subject_probe as train

    stemless = (SKETCHES / "honest" / "reply.md").read_text()
    for seed in (0, 1):
        png = score_all(painter, {"reply": stemless}, seed)["reply"].png
        for how, copy in (("paler", train.paler(png)), ("stem over", train.stem_over_heart(png))):
            parts = rewards.subject_parts(copy)
            assert parts["probe"] > 0.5 and parts["net"] > 0.5, (seed, how, parts)


@pytest.mark.xfail(strict=True, reason="issue 41, open: the models retrained at the 54th stop pass the example's heart pasted "
                   "on mine_nine_discs.js (flower part 0.90, FlowerNet 0.84, the probe 0.13): a ring of nine round petals "
                   "round a hibiscus heart, which reads as a flower; its subject term 0.205 against the example's 0.457")
def test_an_honest_heart_on_a_body_that_is_no_flower_does_not_make_it_one(scored):
    """The eighth attacker found FlowerNet answered mostly to a flower's heart (the example's dark wedges
    round a yellow dot read 0.96 alone) and passed pale playing cards fanned round one. The training script
    pastes honest hearts on non-flowers as negatives; the example's heart on the hardest non-flowers, scaled
    to each, must leave them no flower."""
    sys.path.insert(0, str(ROOT))
    import train_subject_probe as train

    heart = scored["example"].png
    for name in HARDEST:
        body = scored[f"not/{name}"].png
        transplant = train.heart_transplant(heart, body)
        if transplant is None:  # no shape to find a middle of (a ground, a wash): nothing to paste onto
            continue
        parts = rewards.subject_parts(transplant)
        assert parts["flower"] < 0.5, (name, parts)


def test_training_the_probe_is_deterministic_and_writes_a_table_rewards_reads(tmp_path):
    sys.path.insert(0, str(ROOT))
    import numpy as np

    import train_subject_probe as train

    rng = np.random.default_rng(0)
    x = np.vstack([rng.normal(0, 1, (40, 3)), rng.normal(1.5, 1, (60, 3))])
    y = np.r_[np.zeros(40), np.ones(60)]
    model = train.fit(x, y, l2=1.0)
    assert all(np.array_equal(a, b) for a, b in zip(model[:5], train.fit(x, y, l2=1.0)[:5]))
    assert ((train.predict(model, x) > 0.5) == y).mean() > 0.8
    import torch

    net = train.net_model(train.NET_CHANNELS).eval()
    data = train.models_data(["a", "b", "c"], model, net, {"honest": {"x": "text"}}, {"l2": 1.0})
    data["rating"] = {"bias": 5.0, "rows": [["paint", 0.0, 1.0, 0.2, 0.1, 0.5]]}  # main() adds the rating model's
    (tmp_path / "flower_models.json").write_text(json.dumps(data))  # the file the script writes, read as rewards does
    probe, written_net, rating = rewards.load_flower_models(tmp_path / "flower_models.json")
    assert rating({"paint": 0.3}) == pytest.approx(5.5)
    for row in x[:5]:
        assert probe(dict(zip("abc", row))) == pytest.approx(float(train.predict(model, row[None])[0]), abs=1e-4)
    assert written_net.channels == train.NET_CHANNELS and written_net.weights == train.net_weights(net)
    assert data["provenance"]["settings"] == {"l2": 1.0} and isinstance(torch.get_num_threads(), int)


def test_flower_net_training_moves_both_classes_alike_and_a_zoom_out_uncovers_paper(monkeypatch):
    """FlowerNet trains on images zoomed, turned and made paler or deeper at random (train_subject_probe.moved):
    what a zoom out uncovers is paper (0: the images are offsets from the paper), a zoom in crops, a strength
    scales the paint, and the batch is moved image by image, whatever its labels."""
    sys.path.insert(0, str(ROOT))
    import torch

    import train_subject_probe as train

    x = torch.zeros(2, 3, 64, 64)
    x[:, :, 16:48, 16:48] = 1.0  # a square of paint in the middle of each sheet
    monkeypatch.setattr(train, "NET_TURN", 0.0)
    monkeypatch.setattr(train, "NET_ZOOM", (0.5, 0.5))
    monkeypatch.setattr(train, "NET_STRENGTH", (1.0, 1.0))
    out = train.moved(x)
    assert out[:, :, 16:48, 16:48].mean() < 0.5 and out[:, :, :8].abs().max() == 0.0  # half the size, paper around
    assert out[:, :, 28:36, 28:36].min() == pytest.approx(1.0)
    monkeypatch.setattr(train, "NET_ZOOM", (2.0, 2.0))
    assert train.moved(x)[:, :, 4:60, 4:60].min() == pytest.approx(1.0)  # twice the size: the square fills the sheet
    monkeypatch.setattr(train, "NET_ZOOM", (1.0, 1.0))
    monkeypatch.setattr(train, "NET_STRENGTH", (0.5, 0.5))
    assert train.moved(x).max() == pytest.approx(0.5)
    monkeypatch.setattr(train, "NET_STRENGTH", (0.7, 1.3))
    torch.manual_seed(0)
    a = train.moved(x)
    assert not torch.equal(a[0], a[1])  # each image its own move
    torch.manual_seed(0)
    assert torch.equal(a, train.moved(x))  # seeded: the same moves


def test_the_shipped_flower_models_record_the_corpus_and_settings_they_were_trained_on():
    """flower_models.json says what it came from: the sha256 of every training reply and the settings. A reply
    added to, removed from or changed in the training corpora (or a default changed) without retraining
    (`uv run train_subject_probe.py --write`) fails here."""
    sys.path.insert(0, str(ROOT))
    import train_subject_probe as train

    recorded = json.loads(rewards.FLOWER_MODELS_FILE.read_text())["provenance"]
    corpora = train.training_corpus(recorded["settings"]["generated"])
    assert recorded["corpus_sha256"] == train.corpus_digest(corpora), "the training corpus changed: retrain"
    assert recorded["replies"] == {c: len(items) for c, items in corpora.items()}
    assert recorded["settings"] == train.training_settings(train.build_parser().parse_args([]))


def test_flower_net_in_numpy_is_the_torch_model_it_was_trained_as(scored):
    """rewards.FlowerNet runs the written weights in plain numpy. Loaded into the torch model
    train_subject_probe.py trains (its batch norms made the identity, since they are folded in), the
    shipped weights give the same probability; and a model with batch statistics of its own, written by
    the script and read back, still computes what it did (to float16's precision)."""
    sys.path.insert(0, str(ROOT))
    import torch

    import train_subject_probe as train

    def with_folded(arrays):
        model = train.net_model(train.NET_CHANNELS).eval()
        weights = [m for m in model if isinstance(m, (torch.nn.Conv2d, torch.nn.Linear))]
        with torch.no_grad():
            for m, (w, b) in zip(weights, zip(arrays[::2], arrays[1::2])):
                m.weight.copy_(torch.tensor(w)), m.bias.copy_(torch.tensor(b))
            for m in model:
                if isinstance(m, torch.nn.BatchNorm2d):
                    m.running_mean.zero_(), m.running_var.fill_(1 - m.eps), m.weight.fill_(1), m.bias.zero_()
        return model

    png = scored["example"].png
    rgb, paper, _ = rewards.decode_render(png)
    image = train.net_image(png)[None]
    shipped = rewards.HIBISCUS_NET
    assert rewards.HIBISCUS_SUBJECT.net is shipped and shipped.channels == train.NET_CHANNELS
    assert shipped(rgb, paper) == pytest.approx(float(train.net_predict(with_folded(shipped.arrays), image)[0]), abs=1e-4)
    assert scored["example"].details["subject"]["net"] > 0.6  # the shipped net calls the example a flower

    torch.manual_seed(1)
    model = train.net_model(train.NET_CHANNELS).eval()
    with torch.no_grad():  # batch statistics and scales a trained model would have
        for m in model:
            if isinstance(m, torch.nn.BatchNorm2d):
                m.running_mean.uniform_(-0.2, 0.2), m.running_var.uniform_(0.5, 2), m.weight.uniform_(0.5, 1.5)
                m.bias.uniform_(-0.1, 0.1)
        m = model[-1]
        m.weight.mul_(20)  # a logit far enough from 0 that a wrong fold would show
    written = rewards.FlowerNet(channels=train.NET_CHANNELS, size=train.NET_SIZE, weights=train.net_weights(model))
    logit = lambda p: math.log(p / (1 - p))  # noqa: E731
    assert abs(logit(float(train.net_predict(model, image)[0]))) > 0.5
    assert logit(written(rgb, paper)) == pytest.approx(logit(float(train.net_predict(model, image)[0])), abs=0.02)


def test_a_subject_without_a_probe_is_judged_by_its_structure_alone(scored):
    bare = rewards.subject_parts(scored["example"].png, rewards.Subject())
    assert bare["flower"] == 1.0 and bare["probe"] == 1.0


@pytest.mark.parametrize("net, probe, flower", [
    (0.95, 0.30, 1.0),  # FlowerNet sure, the probe doubtful: a flower (both had to agree before: 0.5)
    (0.95, 0.05, 0.5),  # the probe nearly sure it is no flower: half
    (0.95, 0.00, 0.0),  # the probe sure: vetoed, whatever FlowerNet says
    (0.60, 0.90, 0.5),  # FlowerNet unsure: half, however sure the probe
    (0.20, 1.00, 0.0),  # FlowerNet refuses: the probe alone cannot pass it
])
def test_flowernet_leads_the_verdict_and_the_probe_vetoes_only_when_sure(scored, net, probe, flower):
    """The flower part is FlowerNet's credit times the probe's veto (Subject.net_credit, Subject.probe_veto): on
    two rated corpora the probe refused three times as many honest flowers as FlowerNet and passed three times as
    many unseen attacks, so its doubt no longer costs a flower FlowerNet passes; its certainty still refuses one."""
    subject = dataclasses.replace(rewards.HIBISCUS_SUBJECT, probe=lambda features: probe, net=lambda rgb, paper: net)
    parts = rewards.subject_parts(scored["example"].png, subject)
    assert (parts["net"], parts["probe"]) == (net, probe)
    assert parts["flower"] == pytest.approx(flower, abs=1e-3)


def test_generated_negatives_are_seeded_pass_the_gate_and_are_not_flowers(painter):
    """train_subject_probe.py --generated N trains on subject_negatives.py's non-flowers: they must pass
    the gate (a refused render is left out of training, and the models would silently learn nothing from
    it) and be the same text on every machine; in a flower's colours, they still score as no flower."""
    sys.path.insert(0, str(ROOT))
    import subject_negatives

    sample = subject_negatives.negatives(8, seed=3)
    assert sample == subject_negatives.negatives(8, seed=3) and len(set(sample.values())) == 8
    got = score_all(painter, {"example": rewards.EXAMPLE_REPLY} | sample)
    bar = got.pop("example").reward - 0.15
    for name, s in got.items():
        assert s.passed, (name, rewards.ordered_codes(s.violations))
        assert s.reward <= bar, (name, s.reward, s.details.get("subject"))


def test_the_fourteenth_attackers_lollipops_gloves_and_snake_stay_015_below_the_example(painter, scored):
    """The fourteenth attacker met the rating model when full flower credit began at 0.3 and the five-lobe outline
    had left the structure: 10 of 33 came within 0.15 of the example (a spiral lollipop 0.661, a rubber glove
    0.624 at both seeds, a coiled snake 0.543), every one passed by both flower models or near it. Both models
    have trained on them since (corpora/subject/attacks), which is what let the outline leave the structure."""
    names = ("r14_a21_lollipop3.js", "r14_a30_lollipop_magenta.js", "r14_a27_glove.js", "r14_a25_snake.js")
    got = score_all(painter, {n: (SUBJECT / "attacks" / n).read_text() for n in names})
    for name in names:
        assert got[name].reward <= scored["example"].reward - 0.15, (name, got[name].reward, got[name].details["subject"])


def test_the_fifteenth_attackers_clear_non_flowers_stay_015_below_the_example(painter, scored):
    """The fifteenth attacker wrote 27 clear non-flowers against the reward as shipped (no outline, the flower
    models trained on every earlier attack); its closest clear ones: a tree with branches showing, an autumn
    tree with a bird box, a bowl of soup."""
    names = ("r15_a27_tree_noball.js", "r15_a21_autumntree3.js", "r15_a09_soup.js")
    got = score_all(painter, {n: (SUBJECT / "attacks" / n).read_text() for n in names})
    for name in names:
        assert got[name].reward <= scored["example"].reward - 0.15, (name, got[name].reward, got[name].details["subject"])


def test_a_tree_with_a_bloom_for_a_crown_stays_015_below_the_example(painter, scored):
    """The fifteenth attacker's best: a furrowed trunk under a crown of large translucent coral discs round a
    crimson ball. The attacker itself called the crown a big flower head; a person sees a tree. Both flower models
    passed it (0.633 against the example's 0.664) until they were trained on the fifteenth attacker's sketches."""
    got = score_all(painter, {"tree": (SUBJECT / "attacks" / "r15_a25_tree_bark.js").read_text()})["tree"]
    assert got.reward <= scored["example"].reward - 0.15, (got.reward, got.details["subject"])


def test_the_sixteenth_attackers_dotted_slices_stay_015_below_the_example(painter, scored):
    """The sixteenth attacker, shown the reward's code and none of our corpora, wrote against the reward as it is
    now: a round thing cut into wedges (an orange slice, a berry tart, an umbrella from above) passes FlowerNet, and
    a dark crimson ring near its centre with some twenty dark spots round it lifts three of the probe's readings
    (dark_share, ring0.15_dens, ring0.5_chroma) past what the slice's dense flesh costs: an orange slice came within
    0.15 at seeds 0 and 1 until both flower models were trained on its sketches (corpora/subject/attacks/r16_*, its
    notes in attacks/results_r16.tsv) at issue 41's 50th stop."""
    names = ("r16_a31_umbrella_top.js", "r16_a25_orange_dark.js", "r16_a30_berrytart.js")
    got = score_all(painter, {n: (SUBJECT / "attacks" / n).read_text() for n in names})
    for name in names:
        assert got[name].reward <= scored["example"].reward - 0.15, (name, got[name].reward, got[name].details["subject"])


def test_the_seventeenth_attackers_balloons_stay_015_below_the_example(painter, example_at):
    """The seventeenth attacker, shown the reward's code and none of our corpora, found that FlowerNet reads a small
    object on a wide cream sheet as a flower (an empty sheet reads about 0.9), that a saturated crimson balloon in
    the middle passes for the heart the probe looks for, and that two green balloons and a green bow pass for
    foliage below it. Its clearest bunch came within 0.15 at both seeds until the flower's size weighed half the
    subject term (SIZE_FLOOR); three more (small crimson balloons with green ones at the sides) at seed 1 until both
    flower models were trained on its sketches (attacks/r17_*, its notes in attacks/results_r17.tsv)."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r17_a25_balloons_clear.js",), seeds=(0, 1))


def test_the_seventeenth_attackers_other_bunches_stay_015_below_the_example_at_seed_1(painter, example_at):
    """See the test above: these came within 0.15 at seed 1 (0.32-0.34 against 0.46) until the retrain."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r17_a22_bunch_sides.js", "r17_a23_bunch_sides55.js",
                                                         "r17_a24_bunch_lowgreen.js"), seeds=(1,))


def assert_015_below_the_example(painter, example_at, folder: str, names: tuple[str, ...],
                                 seeds: tuple[int, ...] = (0,)) -> None:
    """Each of an attacker's sketches (corpora/subject/<folder>/) scores at least 0.15 below the example reply
    rendered at the same seed."""
    for seed in seeds:
        got = score_all(painter, {n: (SUBJECT / folder / n).read_text() for n in names}, seed)
        example = example_at(seed)
        for name in names:
            assert got[name].reward <= example - 0.15, (seed, name, got[name].reward, example,
                                                        got[name].details["subject"])


@pytest.fixture(scope="module")
def example_at(painter, scored):
    """The example reply's reward at a seed, scored once for the module (seed 0 comes from `scored`): every
    attacker's test measures against it, and each score takes two renders."""
    at = {0: scored["example"].reward}

    def reward(seed: int) -> float:
        if seed not in at:
            at[seed] = score_all(painter, {"example": rewards.EXAMPLE_REPLY}, seed)["example"].reward
        return at[seed]

    return reward


def test_the_eighteenth_attackers_plates_and_biscuits_stay_015_below_the_example(painter, example_at):
    """The eighteenth attacker, shown the reward's code and none of our corpora, wrote against the rating model over
    every reading with FlowerNet reading the mirror too, before the flower models were retrained on six rated
    corpora: a glazed plate seen from above with a cherry tart in the middle and a green-handled fork below it (the
    handle for a stem), and a jam biscuit with a spoon, its best on the tasks whose colour the example has (0.21
    against 0.52). On the retrained models the scalloped jam biscuit without the spoon comes within 0.15 at seed 0
    (docs/reward.md). Long code bought each about 0.04 of the length term. Both flower models train on its sketches
    since issue 41's 50th stop (attacks/r18_*, its notes in attacks/results_r18.tsv)."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r18_a22_peachplate_tart.js", "r18_a23_coralplate_tart.js",
                                                         "r18_a20_biscuit_spoon.js"), seeds=(0, 1))


def test_the_nineteenth_attackers_clock_and_pie_on_stems_stay_015_below_the_example(painter, example_at):
    """The nineteenth attacker, shown the reward as shipped (the flower models retrained on six rated corpora) and
    none of our corpora, got no clear non-flower within 0.15 of the example (best 0.17 against 0.52): FlowerNet
    never read one above 0.23. Its closest, a clock face and a pie on a stem with leaves, stand for the rest
    (every sketch in corpora/subject/attacks/r19_*, its notes in results_r19.tsv; never trained on until issue 41's
    54th stop)."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r19_a10_clock.js", "r19_a12_pie_vents.js"))


def test_the_twentieth_and_twenty_first_attackers_jellyfish_and_cut_peach_stay_015_below_the_example(painter, example_at):
    """The twentieth attacker, shown the reward read on two renders, found that FlowerNet reads empty cream paper as
    a flower (about 0.8), so a small pale jellyfish in the middle of the sheet came within 0.15 of the example at
    seed 1 (0.317 against 0.459); since then the flower's size weighs half of the subject term (SIZE_FLOOR). The
    twenty-first, shown that reward, got none within 0.15: its closest, a cut peach whose red fibres round the stone
    FlowerNet takes for the example's eye, 0.30 against 0.50. Every sketch is in corpora/subject/attacks/ (r20_*,
    r21_*; their notes in results_r20.tsv and results_r21.tsv), never trained on until issue 41's 54th stop."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r20_a28_jelly_crisp55.js", "r20_a20_jellyfish_small2.js"),
                                 seeds=(0, 1))
    assert_015_below_the_example(painter, example_at, "attacks", ("r21_a11_peachhalf.js", "r21_a15_peachhalf_coral.js"),
                                 seeds=(0, 1))


def test_the_twenty_second_attackers_koi_and_peach_among_lily_pads_stay_015_below_the_example(painter, example_at):
    """The twenty-second attacker, shown the reward as shipped at issue 41's 49th stop (the flower floor at 0.3, the
    rating model on nine rated corpora) and none of our corpora, found that a ring of eight to ten round, notched
    lily pads round any warm object (a koi, a peach fruit, a paper boat) passes both flower models, and that faint
    dashed ripples round it buy the size part: five of its 34 clear non-flowers came within 0.15 at both seeds, the
    same on the peach and coral tasks. Both models passed them, so the flower floor did not enter, until both were trained
    on its sketches at issue 41's 50th stop (attacks/r22_*, its results in attacks/results_r22.tsv)."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r22_a30_koi_10pads.js", "r22_a32_floating_peach_pond.js"),
                                 seeds=(0, 1))


def test_the_twenty_fifth_attackers_robins_on_a_stem_stay_015_below_the_example(painter, example_at):
    """The twenty-fifth attacker, shown the verdict led by FlowerNet (issue 41's 52nd stop) and none of our corpora,
    wrote 19 clear non-flowers: ten objects (fruit, a pumpkin, a goldfish, a shell, an octopus) scored 0.18-0.25
    against 0.52, and its best family, a pale coral robin with a crimson breast and a grey-blue wing perched on the
    example's stem and leaves, FlowerNet read 0.4-0.8 at some renders. Every sketch is in corpora/subject/attacks/
    (r25_*, its notes in results_r25.tsv), never trained on until issue 41's 54th stop."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r25_a18_pale_robin_padded.js",
                                                                     "r25_a16_robin_blue_wing.js"), seeds=(0, 1))


def test_the_twenty_fifth_attackers_padded_robin_stays_015_below_the_example(painter, example_at):
    """Its robin padded with 52 shapes filled in the paper's own colour: the length term counted them and lifted it to
    0.145 below the example at seed 1 (0.19 below without them), until the harness told paint that shows from paint
    that does not (harness.js `unseen`, rewards.sheet_calls)."""
    assert_015_below_the_example(painter, example_at, "attacks", ("r25_a17_pale_robin_padded.js",), seeds=(0, 1))


def test_the_twenty_sixth_attackers_dot_grids_stay_015_below_the_example(painter, example_at, scored):
    """The twenty-sixth attacker, shown the reward of issue 41's 53rd stop before the `filled` part and none of our
    corpora, tiled a balloon, an egg, a heart and a cat's head with small coral dots on a 16-pixel grid: shrunk for
    FlowerNet the grid reads as a pale wash (0.85-0.97), the silhouette closes the gaps, and six of its 34 clear
    non-flowers came within 0.15 of the example at both seeds (the cat's head 0.005 above it). Its silhouettes are
    a third to a half painted; every honest render's is more than half (corpora/subject/unseen_r26/, never
    trained on)."""
    assert scored["example"].details["subject"]["filled"] == 1.0
    assert_015_below_the_example(painter, example_at, "unseen_r26", ("r26_a38_dot_cat_head.js", "r26_a30_heart_balloon.js",
                                                                     "r26_a35_dot_pattern_disc.js"), seeds=(0, 1))

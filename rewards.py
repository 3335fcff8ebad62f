# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "huggingface-hub==2.4.0",
#     "numpy==2.4.6",
#     "openai==3.57.0",
#     "pillow==12.3.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "pydantic==2.14.4",
#     "rich==15.0.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""The reward for a watercolour written as a p5.brush sketch: extract, gate, render, score.

Everything that decides a reward lives here, once: the hibiscus domain and its system prompt,
the brush API, the gate and its violation codes, the paint floor, the length ramp, the image
statistics, the term weights and presets, and the combination. The browser side is renderer.py.

    uv run rewards.py setup                       # fetch the pinned JS libraries, check Chromium
    uv run rewards.py score --example             # score the embedded example reply
    uv run rewards.py score reply.md sketch.js --json --seed 3 --save-png out/
    uv run rewards.py prompt                      # print the system prompt the policy sees

Reward = 0 when the gate fails; otherwise sum(weight[t] * term[t]). A term that could not be
computed for reasons outside the sketch (the browsers broke) makes the reward None: the
caller must drop that rollout, never score it as a bad painting.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import copy
import dataclasses
import functools
import io
import json
import math
import re
import logging
import statistics
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel, Field, field_validator

log = logging.getLogger("watercolour.rewards")

# --------------------------------------------------------------------------------------------
# The domain: what the policy is asked to paint, and with which part of p5.brush.

HIBISCUS_SUBJECTS = (
    "a peach hibiscus",
    "a white hibiscus with a red eye",
    "a magenta hibiscus",
    "a yellow hibiscus",
    "a coral hibiscus",
)
DEFAULT_SUBJECT = HIBISCUS_SUBJECTS[0]
TASK_TEMPLATE = "Paint {subject} in loose watercolour."

# Every function p5.brush 2.2.2 exports (its classes, BRUSH_CLASSES, aside).
# tests/test_extract_and_static.py checks this against the pinned bundle itself.
BRUSH_API = frozenset({
    "add", "addField", "arc", "beginShape", "beginStroke", "box", "circle", "clip", "endShape", "endStroke",
    "field", "fill", "fillBleed", "fillTexture", "flowLine", "hatch", "hatchArray", "hatchStyle", "instance",
    "line", "listFields", "load", "mass", "massArray", "move", "noClip", "noField", "noFill", "noHatch",
    "noMass", "noStroke", "noWash", "noiseSeed", "pick", "polygon", "rect", "refreshField", "scaleBrushes",
    "seed", "set", "spline", "stroke", "strokeWeight", "vertex", "wRand", "wash", "wiggle",
})
BRUSH_CLASSES = ("Plot", "Polygon", "Position")  # exported by p5.brush, never endowed: they paint unchecked


def brush_name_violation(name: str, allowed: frozenset[str] | None = None) -> Violation | None:
    """`brush.<name>` judged by name, the same in the text scan and at run time: unknown_brush_method for
    what p5.brush lacks, brush_method_not_allowed for a real export (a class too) outside `allowed`
    (None: every function allowed), else None."""
    if name not in BRUSH_API and name not in BRUSH_CLASSES:
        return Violation("unknown_brush_method", f"brush.{name}")
    if name in BRUSH_CLASSES or (allowed is not None and name not in allowed):
        return Violation("brush_method_not_allowed", f"brush.{name}")
    return None


# The calls that put pigment on paper; a sketch needs at least one.
PAINTING_CALLS = frozenset({"arc", "circle", "endShape", "endStroke", "flowLine", "hatchArray", "line",
                            "polygon", "rect", "spline"})
# Calls that only set how paint goes down (or start a shape whose paint comes at its end): background()
# may follow them. Any other brush call may lay paint, so background() after it is refused.
BRUSH_STATE_ONLY = frozenset({"add", "addField", "beginShape", "beginStroke", "clip", "field", "fill", "fillBleed",
                              "fillTexture", "hatchStyle", "instance", "listFields", "load", "noClip", "noField",
                              "noFill", "noHatch", "noMass", "noStroke", "noWash", "noiseSeed", "pick",
                              "refreshField", "scaleBrushes", "seed", "set", "stroke", "strokeWeight", "vertex",
                              "wRand"})
# The narrower list the system prompt states. Allow-lists beat documentation for small policies:
# invented brush and field names were the commonest error the reference saw before it cut to these.
PROMPT_BRUSH_METHODS = ("scaleBrushes", "noStroke", "fill", "noFill", "fillBleed", "fillTexture",
                        "beginShape", "vertex", "endShape", "circle")
# What `--any-brush-method` opens: everything that paints or sets how paint goes down. Left out:
# `instance` and `load` (they retarget p5.brush at another p5 instance or canvas), `add` (a custom
# brush whose tip may be an image, which is an image by another name and a URL to fetch) and
# `addField` (a vector field computed by a function p5.brush would call back into).
BRUSH_PAINTING_API = BRUSH_API - {"instance", "load", "add", "addField"}
assert set(PROMPT_BRUSH_METHODS) <= BRUSH_PAINTING_API

# The sketch's whole world. harness.js evaluates the sketch in an SES Compartment whose globals are
# exactly these names (plus `brush`, holding the allowed methods, and JavaScript's own built-ins:
# Array, Object, JSON, ...). Anything else (window, document, fetch, timers, p5's primitives,
# p5.brush's classes) does not exist there. docs/reward.md's table is generated from this dict. The world
# holds what honest p5 code reaches for without laying paint: drawing state p5.brush never reads
# is accepted and does nothing (INERT_CALLS), values of the page are fixed (FIXED_VALUES), time runs
# on the render's seeded clock, so the same sketch and seed always paint the same picture.
CANVAS_SIZE = 600  # pixels, square: createCanvas is pinned to it whatever the sketch asks
SKETCH_GLOBALS = {
    "skeleton": ("createCanvas", "background", "angleMode", "noLoop", "pixelDensity", "width", "height",
                 "frameCount", "WEBGL", "DEGREES", "RADIANS", "CLOSE"),
    "transforms": ("push", "pop", "translate", "rotate", "scale", "resetMatrix", "shearX", "shearY"),
    "maths": ("PI", "HALF_PI", "QUARTER_PI", "TWO_PI", "TAU", "abs", "ceil", "floor", "round", "sqrt", "sq",
              "pow", "exp", "log", "min", "max", "constrain", "map", "lerp", "norm", "dist", "mag", "fract",
              "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "radians", "degrees", "Math",
              "bezierPoint", "bezierTangent", "splinePoint", "splineTangent"),
    "vectors (p5.Vector's maths, as plain objects)": ("createVector", "p5"),
    "colour": ("color", "lerpColor", "red", "green", "blue", "alpha", "hue", "saturation", "brightness",
               "lightness", "colorMode", "RGB", "HSB", "HSL"),
    "noise and seeded randomness": ("random", "randomSeed", "randomGaussian", "noise", "noiseSeed",
                                    "noiseDetail", "shuffle"),
    "numbers and text": ("int", "float", "str", "boolean", "nf", "nfc", "nfp", "nfs", "hex", "unhex", "char",
                         "unchar", "splitTokens"),
    "time (the render's seeded clock, UTC)": ("Date", "millis", "second", "minute", "hour", "day", "month",
                                              "year"),
    "drawing state p5.brush never reads (accepted, no effect)": (
        "noStroke", "stroke", "strokeWeight", "fill", "noFill", "smooth", "noSmooth", "frameRate", "describe",
        "describeElement", "blendMode", "setAttributes", "rectMode", "ellipseMode", "strokeCap", "strokeJoin",
        "erase", "noErase", "clear", "loop", "redraw", "cursor", "noCursor"),
    "constants of that state": ("BLEND", "ADD", "MULTIPLY", "SCREEN", "OVERLAY", "DARKEST", "LIGHTEST",
                                "DIFFERENCE", "EXCLUSION", "REPLACE", "REMOVE", "SUBTRACT", "BURN", "DODGE",
                                "HARD_LIGHT", "SOFT_LIGHT", "CENTER", "CORNER", "CORNERS", "RADIUS", "ROUND",
                                "SQUARE", "PROJECT", "MITER", "BEVEL", "OPEN"),
    "page values (fixed)": ("windowWidth", "windowHeight", "displayWidth", "displayHeight", "deltaTime",
                            "mouseX", "mouseY", "pmouseX", "pmouseY", "mouseIsPressed", "keyIsPressed", "focused"),
    "output (goes nowhere)": ("console", "print"),
    # JavaScript's own, left out of SES compartments by default (a NaN side channel we do not care about).
    "typed arrays": ("Float32Array", "Float64Array"),
}
# Accepted with plain data and never run: left to p5 they would change the picture without a brush
# (blendMode, setAttributes and clear act on the canvas p5.brush paints on) or do nothing here.
INERT_CALLS = frozenset(SKETCH_GLOBALS["drawing state p5.brush never reads (accepted, no effect)"]) | {"print"}
# A sketch sized to the window gets the sheet; one that reads the mouse gets p5's values before any event.
FIXED_VALUES = {"windowWidth": CANVAS_SIZE, "windowHeight": CANVAS_SIZE, "displayWidth": CANVAS_SIZE,
                "displayHeight": CANVAS_SIZE, "deltaTime": 1000 / 60, "mouseX": 0, "mouseY": 0, "pmouseX": 0,
                "pmouseY": 0, "mouseIsPressed": False, "keyIsPressed": False, "focused": True}
assert set(FIXED_VALUES) == set(SKETCH_GLOBALS["page values (fixed)"])
# brush.load() binds p5.brush to a canvas and brush.instance(p) to a p5 instance; p5.brush's examples
# call them for the sheet and the instance a sketch has here anyway, so they change nothing. Accepted
# and never run when the domain allows them.
BRUSH_INERT = frozenset({"load", "instance"})


def sketch_world(allowed_brush_methods: tuple[str, ...] | None = None) -> dict:
    """What harness.js endows a sketch with: its globals (run, inert or fixed values), its brush
    methods (None: the whole painting API), which of those lay paint, and the canvas size. Whether
    a painting passes is decided in Python (gate_after_render); the page only reports."""
    methods = BRUSH_PAINTING_API | BRUSH_INERT if allowed_brush_methods is None else set(allowed_brush_methods)
    if not methods <= BRUSH_PAINTING_API | BRUSH_INERT:
        raise ValueError(f"not p5.brush painting methods: {sorted(methods - BRUSH_PAINTING_API - BRUSH_INERT)}")
    names = [name for group in SKETCH_GLOBALS.values() for name in group]
    return {"canvasSize": CANVAS_SIZE,
            "globals": [n for n in names if n not in INERT_CALLS and n not in FIXED_VALUES],
            "inert": sorted(INERT_CALLS), "values": FIXED_VALUES,
            "brushMethods": sorted(methods - BRUSH_INERT), "brushInert": sorted(methods & BRUSH_INERT),
            "brushStateOnly": sorted(BRUSH_STATE_ONLY & methods), "paintingCalls": sorted(PAINTING_CALLS),
            "paintDistance": PAINT_DISTANCE}


HIBISCUS_COMPOSITION = """\
Paint a single flower in the middle of the sheet, large enough to fill most of it, on pale cream or
off-white paper, in warm pinks, corals, yellows and magentas, with green leaves and a stem. Leave
paper showing around it: no edge-to-edge colour and no dark ground.
Three numbers matter more than adjectives:
1. Five petals, each laid down two or three times: a full-size first wash, a smaller and more
   opaque wash inside it, and a small dark wash near the centre. With the heart, the stem and
   the leaves that makes fifteen to thirty filled shapes in all. Keep the petals as five broad
   lobes, not fifteen separate marks.
2. Petal tips reach 200 to 240 units from the centre of the flower.
3. Opacity is never below 150 and 180 to 230 on the petals; brush.fillBleed stays between 0.2 and
   0.3. A thin wash with a wide bleed spreads until it disappears."""

SYSTEM_PROMPT_TEMPLATE = """\
You paint watercolours by writing a p5.js 2.x sketch that uses the p5.brush library, which is
already loaded as the global `brush`. Reply with one ```javascript code block.

Start from exactly this skeleton:

async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  // your painting goes here
}

Coordinates: after that translate, x and y both run from 0 to 600 with the origin in the top-left
corner, so the middle of the sheet is (300, 300). Keep every coordinate between 0 and 600: anything
negative is off the paper and paints nothing. Angles are in degrees. Colours are hex strings such
as "#e08a72".

Besides `brush`, the sketch has p5's maths (sin, cos, atan2, map, lerp, constrain, dist, noise,
random, randomSeed, randomGaussian), colour helpers (color, lerpColor), vectors (createVector,
p5.Vector), shuffle, push, pop, translate, rotate, scale, millis and console. p5's own stroke, fill
and blend settings are accepted but change nothing: p5.brush paints with its own.

{composition}

These are the only brush methods that exist; nothing else on `brush` does:
  brush.scaleBrushes(factor)
  brush.noStroke()
  brush.fill(colorHex, opacity)            opacity 0-255
  brush.noFill()
  brush.fillBleed(amount)                  amount 0-1
  brush.fillTexture(amount, borderIntensity)   both 0-1
  brush.beginShape(curvature)              curvature 0-1
  brush.vertex(x, y)
  brush.endShape(true)
  brush.circle(x, y, radius, scribble)     scribble 0-1

Everything is painted as a filled shape. Call brush.fill before each shape. Build petals and
leaves with brush.beginShape, at least three brush.vertex calls, then brush.endShape(true). A stem
is a long narrow filled shape, not a line. brush.circle fills a disc. Never use p5's own drawing
functions (ellipse, rect, line, vertex, beginShape, text, image and the like) and never touch the
page, the network or another canvas: only what p5.brush paints counts."""


# Style only, by design: whether it is a flower is HPSv3's business, how it is painted the judge's.
HIBISCUS_JUDGE_CRITERIA = (
    "Prefer soft pigment bleeds, layered translucent washes that show through one another, edges that "
    "vary from crisp to dissolving, and a deliberate composition; muddy opaque blobs, uniform scribbles, "
    "hard flat edges and near-empty sheets are worse.")


@dataclass(frozen=True)
class Ramp:
    """Full credit from `full_low` to `full_high`, falling linearly to 0 at `zero_low` and `zero_high`."""

    zero_low: float
    full_low: float
    full_high: float
    zero_high: float

    def __call__(self, x: float) -> float:
        if x < self.full_low:
            return max(0.0, (x - self.zero_low) / (self.full_low - self.zero_low)) if self.full_low > self.zero_low else 0.0
        if x > self.full_high:
            return max(0.0, (self.zero_high - x) / (self.zero_high - self.full_high)) if self.zero_high > self.full_high else 0.0
        return 1.0


@dataclass(frozen=True)
class Layout:
    """What a domain's composition text asks of the layout, as numbers measured on the render
    (ImageStats), each scored by a ramp whose plateau holds every honest fixture in tests/sketches.
    The craft term multiplies the four: a pattern over the whole sheet fails the margins and the size
    whatever its colours and edges."""

    margin: float = 0.08  # the border band, as a share of the side, that should stay paper
    edge: float = 0.02  # the outermost frame, as a share of the side: colour here runs off the sheet
    margin_paint: Ramp = Ramp(0.0, 0.0, 0.03, 0.20)  # share of the border band carrying paint
    edge_paint: Ramp = Ramp(0.0, 0.0, 0.01, 0.10)  # share of the outer frame carrying paint
    centre_offset: Ramp = Ramp(0.0, 0.0, 0.22, 0.40)  # paint's centroid from the middle, in sides
    extent: Ramp = Ramp(0.10, 0.30, 0.85, 1.0)  # the subject's span (its larger side), in sides

    def scores(self, stats: "ImageStats") -> dict[str, float]:
        return {"margins": self.margin_paint(stats.margin_paint), "edges": self.edge_paint(stats.edge_paint),
                "centre": self.centre_offset(stats.centre_offset), "size": self.extent(stats.extent)}


# "One flower in the middle, large enough to fill most of it, paper showing around it, no edge-to-edge
# colour" (HIBISCUS_COMPOSITION). Petal tips at 200-240 units make a span of 0.67-0.8 of the sheet; the
# plateau starts at 0.3 because smaller honest flowers (tests/sketches/honest, 0.35-0.78) are still one
# flower, and the coverage part of craft already pays for more paint. A stem may reach the bottom edge
# (the example's does: 0.9% of the band, 0.2% of the frame).
HIBISCUS_LAYOUT = Layout()


@dataclass(frozen=True)
class FlowerProbe:
    """A logistic model over the render's readings (subject_features): the probability that the shape
    is the subject and not another object that shares its outline (a starfish, a pie, a pinwheel, five
    apples round a plate). Trained by train_subject_probe.py on renders of the corpora in
    corpora/subject, which writes its table into flower_models.json; `rows` holds, per reading, its name,
    the range the training flowers span, the mean and spread it is standardised by, and its weight.
    A linear model extrapolates, so a reading far past anything a flower shows (a lemon-yellow share,
    say) would buy certainty on its own: each reading is clipped to the flowers' range, and its
    standardised value to PROBE_CLIP spreads either side of the mean."""

    rows: tuple[tuple[str, float, float, float, float, float], ...]
    bias: float

    def __call__(self, features: dict[str, float]) -> float:
        z = linear_sum(self.rows, self.bias, features)
        return 1 / (1 + math.exp(-max(-60.0, min(60.0, z))))


PROBE_CLIP = 3.0  # spreads: no one reading moves the probe by more than three times its weight


def linear_sum(rows, bias: float, features: dict[str, float]) -> float:
    """bias + sum of weight x standardised reading, each reading clipped to the range its training set spans
    and its standardised value to PROBE_CLIP spreads: a linear model extrapolates, and a reading far past
    anything it was trained on must not buy a verdict on its own."""
    z = bias
    for name, lo, hi, mean, spread, weight in rows:
        value = min(max(features.get(name, 0.0), lo), hi)
        z += weight * min(max((value - mean) / spread, -PROBE_CLIP), PROBE_CLIP)
    return z


@dataclass(frozen=True)
class RatingModel:
    """What two blind raters would give the painting, 1-10: a ridge regression over every reading of the render
    (rating_readings: the probe's readings, where green lies over the flower, the craft statistics and whether a
    white flower was asked), fitted by train_subject_probe.py on the rated corpora (RATED_FOLDERS there: 950 honest
    replies written blind, each
    rendered and rated by two raters shown only the render and the asked subject; corpora/rated-sealed measures
    it) and written into flower_models.json. The hand-set parts it replaced ordered honest paintings at Spearman
    0.26 with the raters; a model over nine chosen readings ordered each rated corpus left out of its fit at
    0.71-0.90, one over all of them at 0.78-0.89, and on fifteen corpora at 0.59-0.90, mean 0.79 (0.62 inside a
    task; docs/reward.md has the figures). `rows` as FlowerProbe's;
    `bias` is the mean rating."""

    rows: tuple[tuple[str, float, float, float, float, float], ...]
    bias: float

    def __call__(self, readings: dict[str, float]) -> float:
        return min(max(linear_sum(self.rows, self.bias, readings), 1.0), 10.0)


# The craft statistics (ImageStats) the rating model reads beside the probe's readings.
RATING_STATS = ("paint_fraction", "edge_softness", "tonal_layers", "margin_paint", "edge_paint", "centre_offset",
                "extent")


@dataclass(frozen=True)
class FlowerNet:
    """A small convolutional model over the whole render, shrunk to `size` pixels a side: the probability
    that the painting is a flower. The probe above reads 80 numbers a person chose, and a model over them
    learns the families of non-flowers it is shown and passes most it is not (an attacker's monkey on a
    lawn, a ship's wheel); a model over the pixels learns what a painted flower looks like. Trained by
    train_subject_probe.py on the same renders (and each honest one with its foliage painted out), which
    writes its weights into flower_models.json: `channels` are its convolutions' widths (3x3, each with its batch
    norm folded in, then ReLU and a 2x2 max pool, the last averaged over the sheet), then one linear unit.
    `weights` is base64 of its float16 arrays in order (each convolution's kernel and bias, the linear
    weight and bias). Plain numpy: the offline reward downloads nothing and needs no torch."""

    channels: tuple[int, ...]
    size: int
    weights: str

    @functools.cached_property
    def arrays(self) -> list:
        import numpy as np

        flat = np.frombuffer(base64.b64decode(self.weights), np.float16).astype(np.float32)
        shapes, previous = [], 3
        for c in self.channels:
            shapes += [(c, previous, 3, 3), (c,)]
            previous = c
        arrays, at = [], 0
        for shape in [*shapes, (1, previous), (1,)]:
            n = math.prod(shape)
            arrays.append(flat[at:at + n].reshape(shape))
            at += n
        if at != flat.size:
            raise ValueError(f"FlowerNet holds {flat.size} weights; channels {self.channels} need {at}")
        return arrays

    def __call__(self, rgb, paper) -> float:
        import numpy as np

        x = flower_net_input(rgb, paper, self.size)
        arrays = self.arrays
        for i in range(len(self.channels)):
            kernel, bias = arrays[2 * i], arrays[2 * i + 1]
            padded = np.pad(x, ((0, 0), (1, 1), (1, 1)))
            windows = np.lib.stride_tricks.sliding_window_view(padded, (3, 3), axis=(1, 2))  # C, H, W, 3, 3
            x = np.maximum(np.einsum("chwij,ocij->ohw", windows, kernel, optimize=True) + bias[:, None, None], 0)
            if i < len(self.channels) - 1:
                c, h, w = x.shape
                x = x[:, :h // 2 * 2, :w // 2 * 2].reshape(c, h // 2, 2, w // 2, 2).max((2, 4))
        z = float((arrays[-2] @ x.mean((1, 2)) + arrays[-1])[0])
        return 1 / (1 + math.exp(-max(-60.0, min(60.0, z))))


def flower_net_input(rgb, paper, size: int):
    """The render as FlowerNet reads it: shrunk to size x size, each pixel's colour as its offset from the
    paper (so a tinted paper reads as blank), channels first. Offsets within SUBJECT_PAINT of the paper
    read as paper: the silhouette and the craft term count nothing that faint as paint, and a net that
    saw it was swayed by it (the sixth attacker switched FlowerNet from 0.04 to 0.99 on a maple leaf with a
    glaze 3 levels off the paper, laid under the painting)."""
    import numpy as np
    from PIL import Image

    offset = np.asarray(Image.fromarray(rgb).resize((size, size), Image.BILINEAR), np.float32) - paper
    distance = np.sqrt((offset**2).sum(-1, keepdims=True))
    offset *= np.maximum(distance - SUBJECT_PAINT, 0) / np.maximum(distance, 1e-6)
    return np.ascontiguousarray((offset / 64).transpose(2, 0, 1))


@dataclass(frozen=True)
class Subject:
    """What the domain's subject looks like on the render, as numbers the subject term measures
    (subject_parts): its hues, its petal count and reach, and a ramp for each reading. The readings
    are taken on the flower's paint alone (paint in the subject's hues or neutral; foliage and
    off-palette paint are set aside), seen from its heart: the reach of the paint along 72 rays.

    Calibrated on the blind corpora in corpora/subject (honest replies, non-flower sketches) and
    tests/sketches: each ramp's plateau holds what honest flowers measure, and its zero what patterns,
    single shapes, lettering and other objects measure; `probe` (FlowerProbe) and `net` (FlowerNet) say
    whether the shape is a flower at all, which the outline alone cannot: FlowerNet leads, the probe vetoes
    what it is sure is no flower (net_credit, probe_veto). Why each
    reading is there:
    - petals: how clearly the outline shows the asked five lobes: the depth of its fifth harmonic, that
      harmonic against the strongest between 3 and 9 (dominance: a four-lobed butterfly's or a six-armed
      snowflake's outline is led by another count), its breadth (share of the outline above half its depth:
      a star's and a snowflake's tips are sharp), fullness (paint over the disc of the median reach: thin
      rays and arms leave it empty), width (the directions painted between 0.45 and 0.7 of the median
      reach: petals are broad there, a snowflake's or a sunburst's arms are not). Broad overlapping petals
      make a nearly round outline, and a white flower's barely shows: a third to a half of each blind
      writer's honest hibiscus read no clear five, so the outline earns 0.4 of this part over a floor of
      0.6, and the flower probe (below), not the outline, says whether the shape is a flower at all. The
      whole part is then scaled by tips: petals end round, a fan of playing cards or envelopes ends square;
    - solid: paint along each ray from the heart to the outline (a wreath, a grid or a spiral of dots
      is mostly gaps);
    - filled: the share of the silhouette's cells that carry paint. The silhouette closes small gaps and fills
      what its rims enclose, so a shape tiled with small separate dots reads as one solid shape; shrunk for
      FlowerNet, a fine enough grid of dots reads as a pale wash (the twenty-sixth attacker's dotted balloons,
      egg and cat's head: FlowerNet 0.85-0.97, within 0.15 of the example). Honest renders measure 0.58 and
      up (2,276 renders of the rated and honest corpora; 99% 0.80 and up), those dot fills 0.34-0.54. It
      scales the flower models' verdict;
    - whole: every direction has a petal within half a lobe (a flower cut in half, or by the edge, has not);
    - size: the median reach against the asked 200-240 units, read on a fainter outline than the rest (a
      white petal's wash barely lifts the paper, and at the outline's cut a white hibiscus measured its red
      eye: a median size of 0.39 against 1.0 for the other colours); clarity: clean hues over mud
      (chroma over distance from white); ground: pale paper; palette: paint in the subject's hues,
      foliage not the main subject; heart: darker paint at the centre; foliage: green below the flower,
      most of it in a few connected pieces (a stem and its leaves; chives scattered round an egg are
      fifteen or more dashes);
    - eye: when the petals are nearly colourless, the flower's colour is its eye, and the brief's only pale
      flower is "a white hibiscus with a red eye": a pale shape round a yellow disc (a fried egg, a daisy)
      is not the asked flower, whatever its outline. It scales the flower models' verdict."""

    subject_hues: tuple[tuple[float, float], ...] = ((0.0, 70.0), (280.0, 360.0))  # degrees; warm and magenta
    foliage_hues: tuple[float, float] = (70.0, 170.0)
    petals: int = 5
    lobe_depth: Ramp = Ramp(0.03, 0.08, 10.0, 11.0)  # the fifth harmonic over the mean reach: overlapping petals are shallow
    dominance: Ramp = Ramp(0.0, 0.6, 1.0, 1.01)  # the asked count's harmonic over the strongest count's
    petal_floor: float = 0.6  # what the petals part keeps when the outline shows no five lobes (broad overlapping petals)
    breadth: Ramp = Ramp(0.30, 0.40, 1.0, 1.01)
    fullness: Ramp = Ramp(0.25, 0.45, 10.0, 11.0)
    width: Ramp = Ramp(0.35, 0.60, 1.0, 1.01)
    tips: Ramp = Ramp(-1.0, 0.0, 0.80, 0.95)  # tip squareness: 99% of honest renders under 0.80, the card fans that passed 0.86-0.90
    solidity: Ramp = Ramp(0.35, 0.60, 1.0, 1.01)
    filled: Ramp = Ramp(0.50, 0.65, 1.0, 1.01)  # painted cells over the silhouette's: honest 0.58+, dot grids 0.34-0.54
    wholeness: Ramp = Ramp(0.60, 0.90, 1.0, 1.01)
    reach: Ramp = Ramp(0.07, 0.29, 0.42, 0.50)  # median reach in sides; petal tips at 200-240 of 600 = 0.33-0.40, the median ~0.3
    size_paint: float = 2.0  # coarse paint density the size is read at: a white petal lifts the paper 2-10, the outline's cut is 6
    ground: Ramp = Ramp(170.0, 215.0, 255.0, 256.0)  # the paper's lightness; cream #f7f1e3 is 241
    off_palette: Ramp = Ramp(-1.0, 0.0, 0.05, 0.35)  # share of the paint in no hue of the subject's
    foliage_share: Ramp = Ramp(-1.0, 0.0, 0.60, 0.90)  # a white flower barely shows, so its leaves dominate
    clarity: Ramp = Ramp(0.55, 0.85, 1.0, 1.01)  # honest washes measure 0.82-0.99, mud 0.45-0.7
    heart: Ramp = Ramp(-5.0, 15.0, 1e9, 1e9 + 1)  # the heart's paint density over the petals'
    leaf_pieces: Ramp = Ramp(0.45, 0.65, 1.0, 1.01)  # foliage in its 3 largest pieces: honest 0.81+, chives 0.29-0.41
    eye_hue: float = 340.0  # degrees: a hibiscus eye is crimson to magenta (honest red eyes 336-348)
    eye_hue_distance: Ramp = Ramp(-1.0, 0.0, 48.0, 56.0)  # honest hearts on pale petals: up to 45 degrees from it; yolks 58-64
    pale_petals: Ramp = Ramp(-1.0, 0.0, 0.05, 0.09)  # the petals' chroma: eggs' whites 0.00-0.04, honest peach 0.08+, yellow 0.12+
    coloured_heart: Ramp = Ramp(0.05, 0.15, 1.0, 1.01)  # the heart's chroma: under 0.05 it has no hue to read
    probe: FlowerProbe | None = None  # None: the structure alone decides
    net: FlowerNet | None = None  # None: the probe alone says whether it is a flower
    # FlowerNet leads the verdict and the probe holds a veto: the flower part is FlowerNet's credit (full from 0.9)
    # times the probe's (full from 0.1). On the honest renders of two rated corpora the probe refused 28-32% and
    # FlowerNet 8-10%, on the unseen attackers' it passed 17% and FlowerNet 6%: the probe is the weaker judge of a
    # flower, and when both had to agree its doubts put a third of the liked flowers below the rest. Sure it is no
    # flower (under 0.1), it still stops the attacks FlowerNet passes (docs/reward.md has the figures).
    net_credit: Ramp = Ramp(0.30, 0.90, 1.0, 1.01)
    probe_veto: Ramp = Ramp(0.0, 0.10, 1.0, 1.01)
    rating: RatingModel | None = None  # None: no rating model, every shape is rated alike
    # The asked colour, by task: the petals' hue in degrees (HSV) and how far from it full credit reaches, or None
    # for a white flower. Honest petals measured (corpora/rated-train, seeds 0-1, all of them): coral 11-28,
    # peach 25-36, yellow 42-59, magenta 312-363 (pinks to purples). Credit falls to 0 over `hue_margin` more:
    # peach and coral, 11 degrees apart, are barely told apart; every other pair is.
    asked_hues: tuple[tuple[str, tuple[float, float] | None], ...] = (
        ("a peach hibiscus", (29.0, 10.0)), ("a white hibiscus with a red eye", None),
        ("a magenta hibiscus", (335.0, 25.0)), ("a yellow hibiscus", (50.0, 10.0)), ("a coral hibiscus", (19.0, 10.0)))
    hue_margin: float = 12.0
    # A white flower's petal zone, paper showing through included (the cream paper alone measures 0.08):
    # the whites the raters saw as white 0.07-0.11; the ones they saw as a pink flower 0.15 and over.
    white_match: Ramp = Ramp(-1.0, 0.0, 0.11, 0.18)


# The two flower models, trained by train_subject_probe.py on the corpora in corpora/subject and the rated ones,
# and the rating model, trained by it on the rated corpora, are written with the sha256 of those corpora and the settings into
# flower_models.json beside this file (served and pinned with it: a trainer running alone takes it from the
# environment).
FLOWER_MODELS_FILE = Path(__file__).with_name("flower_models.json")


def load_flower_models(path: Path = FLOWER_MODELS_FILE) -> tuple[FlowerProbe, FlowerNet, RatingModel]:
    data = json.loads(path.read_text())
    probe = FlowerProbe(rows=tuple(tuple(row) for row in data["probe"]["rows"]), bias=data["probe"]["bias"])
    net = FlowerNet(channels=tuple(data["net"]["channels"]), size=data["net"]["size"], weights=data["net"]["weights"])
    rating = RatingModel(rows=tuple(tuple(row) for row in data["rating"]["rows"]), bias=data["rating"]["bias"])
    return probe, net, rating


HIBISCUS_PROBE, HIBISCUS_NET, HIBISCUS_RATING = load_flower_models()
HIBISCUS_SUBJECT = Subject(probe=HIBISCUS_PROBE, net=HIBISCUS_NET, rating=HIBISCUS_RATING)


@dataclass(frozen=True)
class Domain:
    name: str
    subjects: tuple[str, ...]
    composition: str
    allowed_brush_methods: tuple[str, ...] | None  # None: the whole BRUSH_API
    judge_criteria: str = HIBISCUS_JUDGE_CRITERIA
    layout: Layout = HIBISCUS_LAYOUT  # what `composition` asks for, measured on the render (craft_score)
    subject: Subject = HIBISCUS_SUBJECT  # what the subject is, measured on the render (subject_score)

    def system_prompt(self) -> str:
        return SYSTEM_PROMPT_TEMPLATE.replace("{composition}", self.composition)

    def task(self, subject: str | None = None) -> str:
        return TASK_TEMPLATE.format(subject=subject or self.subjects[0])


HIBISCUS = Domain("hibiscus", HIBISCUS_SUBJECTS, HIBISCUS_COMPOSITION, PROMPT_BRUSH_METHODS)
DOMAINS = {"hibiscus": HIBISCUS}

# --------------------------------------------------------------------------------------------
# Thresholds. Each with the reason for its value.

# Calibrated on tests/sketches with the llvmpipe renderer (seeds 0 and 1): honest sketches cover
# 2.5-20% of the canvas at a distance of 16, blank and wiped canvases exactly 0%. The reference's
# distance of 32 missed pale washes (one honest sketch measured 0.27%, under the floor), so the
# floor stays at its 0.5% and the distance halves.
MIN_PAINT_FRACTION = 0.005
PAINT_DISTANCE = 16.0  # RGB distance from the paper colour that counts as pigment
# Length ramp: no credit below 150 tokens or above 6000 (a runaway), full credit from 3000.
LENGTH_MIN_TOKENS, LENGTH_FULL_TOKENS, LENGTH_MAX_TOKENS = 150, 3000, 6000
# What a token is (Weights.length_measure). "code": JavaScript tokens of the sketch once comments and the
# contents of strings are gone, and no more than LENGTH_TOKENS_PER_CALL per painting call that reached the
# sheet (sheet_calls: painting calls that ran, less those that landed off it, at most one per
# LENGTH_PIXELS_PER_CALL painted pixels):
# comments, blank runs and unused strings count nothing, and code that never paints (dead code, unused data,
# state calls, calls off the sheet) adds tokens without reaching the sheet, so it stops counting at that cap.
# "chars": the blog's chars/4 of the whole sketch, comments and all, to reproduce its numbers. 64 is above
# what every honest reply of the blind corpus spends per painting call (18-47) and the pixel floor under
# what the faintest paints per call (821, a white hibiscus), so neither binds an honest sketch.
LENGTH_MEASURES = ("code", "chars")
LENGTH_TOKENS_PER_CALL = 64
LENGTH_PIXELS_PER_CALL = 400
MAX_COMPLETION_CHARS = 200_000  # bigger replies are rejected unread (`oversize`)

# --------------------------------------------------------------------------------------------
# Violation codes: stable strings, one per kind of failure. A failed gate scores exactly 0.

VIOLATIONS = {
    "no_sketch": "the reply holds no sketch (no code defining setup or draw)",
    "oversize": f"the reply is longer than {MAX_COMPLETION_CHARS} characters",
    "truncated": "the code ends inside a block, string or comment",
    "syntax_error": "the code does not parse as JavaScript",
    "missing_setup": "no setup() function",
    "not_webgl": f"the canvas is not created with createCanvas({CANVAS_SIZE}, {CANVAS_SIZE}, WEBGL)",
    "unknown_brush_method": "a brush method p5.brush does not have",
    "brush_method_not_allowed": "a real p5.brush export outside the domain's allowed list (its classes too)",
    "no_painting_calls": "no brush call that lays paint ran to completion",
    "unknown_name": "a name that does not exist in the sketch's world",
    "tampering": "a write to a frozen built-in or endowment (prototypes, Math, brush, ...)",
    "not_plain_data": "an argument to the painting API that is not plain data (a function, an object with methods)",
    "text_label": "text drawn on the canvas",
    "image_use": "an image drawn, loaded or made",
    "bare_primitive": "drawing outside p5.brush (p5 primitives, drawingContext, pixels)",
    "second_canvas": "a second canvas, graphics buffer or framebuffer of the sketch's own",
    "dom_access": "the page's DOM touched",
    "network_access": "a network request or navigation",
    "dynamic_code": "code built or deferred at run time (eval, Function, constructor escapes, timers)",
    "background_over_paint": "background() after brush paint was laid (p5.brush's copy of the sheet would keep "
                             "the old paint and let it show as ink no brush laid)",
    "render_timeout": "the sketch ran past its time budget",
    "out_of_memory": "the sketch ran past its memory budget, or an allocation or the stack was refused",
    "renderer_crash": "the sketch crashed the browser twice, the second time in a fresh one",
    "no_canvas": "the render produced no canvas",
    "blank_canvas": f"less than {MIN_PAINT_FRACTION:.1%} of the canvas carries paint",
    "gate_fault": "the gate itself failed while reading this reply or its render (our bug, logged); scored 0 "
                  "so that no reply can opt out of its score",
}


@dataclass(frozen=True)
class Violation:
    code: str
    detail: str = ""


# What follows from another failure rather than causing one: an error before the first brush call
# leaves no painting calls and a blank sheet. Feedback and records list causes first.
CONSEQUENCES = ("no_painting_calls", "blank_canvas", "no_canvas")
# What to do instead, per code: the feedback a revising policy (and a person) reads.
FIXES = {
    "no_sketch": "reply with one ```javascript block defining setup() and draw()",
    "gate_fault": "write the sketch plainly, in the skeleton's form",
    "oversize": "write a shorter reply",
    "truncated": "the reply was cut off: write a shorter sketch that ends every block",
    "syntax_error": "fix the JavaScript syntax",
    "missing_setup": "define function setup()",
    "not_webgl": f"create the canvas with createCanvas({CANVAS_SIZE}, {CANVAS_SIZE}, WEBGL)",
    "unknown_brush_method": "use only the brush methods the system prompt lists",
    "brush_method_not_allowed": "use only the brush methods the system prompt lists",
    "no_painting_calls": "paint with brush.fill, then brush.beginShape, brush.vertex and brush.endShape(true), "
                         "or brush.circle",
    "unknown_name": "declare it with let or const, or use one of p5's helpers the system prompt lists",
    "tampering": "leave built-ins, Math and brush as they are",
    "not_plain_data": "pass numbers, strings, arrays and colours to the painting API",
    "text_label": "a painting has no lettering",
    "image_use": "paint every mark with the brush: no images",
    "bare_primitive": "paint with brush.beginShape, brush.vertex and brush.endShape(true), or brush.circle",
    "second_canvas": f"paint on the one canvas createCanvas({CANVAS_SIZE}, {CANVAS_SIZE}, WEBGL) makes",
    "dom_access": "the page is out of reach: the sheet is width x height",
    "network_access": "nothing can be fetched: write everything in the sketch",
    "dynamic_code": "write the code out: no eval, Function, timers or requestAnimationFrame",
    "background_over_paint": "call background() once, before the first brush shape",
    "render_timeout": "paint with fewer shapes and shorter loops",
    "out_of_memory": "use fewer and smaller arrays, and no deep recursion",
    "renderer_crash": "paint with fewer shapes and shorter loops",
    "no_canvas": f"call createCanvas({CANVAS_SIZE}, {CANVAS_SIZE}, WEBGL) in setup()",
    "blank_canvas": "lay more paint: larger, more opaque washes",
}
assert FIXES.keys() == VIOLATIONS.keys()
# The p5 names models reach for most, and the brush call that does their job.
NAME_FIXES = {
    **dict.fromkeys(("ellipse", "circle", "arc", "point"), "use brush.circle(x, y, radius, scribble)"),
    **dict.fromkeys(("rect", "square", "quad", "triangle", "beginShape", "vertex", "endShape", "bezierVertex",
                     "curveVertex", "quadraticVertex", "splineVertex", "beginContour", "endContour"),
                    "use brush.beginShape(curvature), brush.vertex(x, y) and brush.endShape(true)"),
    **dict.fromkeys(("line", "bezier", "curve", "spline"), "paint a long narrow filled shape with brush.beginShape"),
    **dict.fromkeys(("text", "textFont", "textSize", "textAlign"), "a painting has no lettering"),
    **dict.fromkeys(("window", "document"), "the page is out of reach: the sheet is width x height"),
    **dict.fromkeys(("setTimeout", "setInterval", "requestAnimationFrame"), "paint everything in draw(), at once"),
    "performance": "use millis()",
}


def ordered_codes(violations: list[Violation]) -> list[str]:
    """Each violation code once: causes in the order found, then their consequences."""
    codes = list(dict.fromkeys(v.code for v in violations))
    return [c for c in codes if c not in CONSEQUENCES] + [c for c in CONSEQUENCES if c in codes]


def explain(violations: list[Violation]) -> str:
    """What went wrong and what to do instead, cause first: one clause per code, each name it was
    given once, with its own fix where one is known."""
    clauses = []
    for code in ordered_codes(violations):
        names = list(dict.fromkeys(v.detail for v in violations if v.code == code and v.detail))
        if code in ("unknown_name", "unknown_brush_method", "brush_method_not_allowed", "bare_primitive",
                    "text_label", "image_use", "dom_access", "network_access", "dynamic_code", "second_canvas"):
            named = [f"`{n}` ({NAME_FIXES[n]})" if n in NAME_FIXES else f"`{n}`" for n in names
                     if re.fullmatch(r"[\w$.]{1,60}", n)]  # names, not the error messages that also carry them
            what = f"{', '.join(named)} " if named else ""
            clauses.append(f"{code}: {what}- {VIOLATIONS[code]}; {FIXES[code]}")
        else:
            detail = f" [{names[0][:120]}]" if names and code not in CONSEQUENCES else ""
            clauses.append(f"{code}: {VIOLATIONS[code]}{detail}; {FIXES[code]}")
    return " | ".join(clauses)


# --------------------------------------------------------------------------------------------
# Extraction.

_FENCE = re.compile(r"(```|~~~)[ \t]*([\w.+#-]*)[^\n]*\n(.*?)(?:\1|\Z)", re.S)
# Bare code between a model's prose: from the first line that reads as code to the last that ends a statement.
_CODE_LINE = re.compile(r"^\s*(?://|/\*|function\b|async\b|const\b|let\b|var\b|class\b|['\"]use strict|[\w$.]+\s*[=(])")
_STATEMENT_END = re.compile(r"[};)]\s*(?://.*)?$")
_SETUP_OR_DRAW = re.compile(r"\b(?:function\s+(?:setup|draw)\s*\(|(?:setup|draw)\s*=\s*(?:async\b|function\b|\())")
# Fences that are certainly not the sketch; any other tag (js, p5.js, JavaScript, typescript, none...)
# may hold it. Models tag code in many ways, and a wrong guess is a zero for honest work.
_NOT_JS_LANGS = {"python", "py", "bash", "sh", "shell", "zsh", "console", "json", "css", "text", "txt", "plaintext",
                 "markdown", "md", "yaml", "yml", "toml", "diff", "output", "c", "cpp", "java", "glsl"}
_SCRIPT_TAG = re.compile(r"<script\b[^>]*>(.*?)(?:</script>|\Z)", re.S | re.I)
_BRUSH_PAINTING_MENTION = re.compile(r"\bbrush\s*\.\s*(?:" + "|".join(sorted(PAINTING_CALLS)) + r")\s*\(")


def extract_sketch(reply: str) -> str | None:
    """The sketch in a model reply, or None for a refusal or prose. Of the fences that define setup or
    draw (any tag that could be JavaScript; an html fence's script), the one whose code (comments and
    strings aside, so a decoy cannot pad its count) names the most brush painting calls: a reply
    that restates the skeleton and then gives the sketch is judged on the sketch, and among equals the
    later one, a model's final answer. Bare code (no fence) is the sketch. An unclosed fence (a reply
    cut off by the token limit) yields what is there, so the gate can say `truncated`.
    """
    candidates = []
    for match in _FENCE.finditer(reply):
        lang, body = match.group(2).lower(), match.group(3)
        if lang == "html":
            body = "\n".join(m.group(1) for m in _SCRIPT_TAG.finditer(body))
        elif lang in _NOT_JS_LANGS:
            continue
        if _SETUP_OR_DRAW.search(body):
            candidates.append(body.strip())
    if candidates:
        return max(reversed(candidates), key=lambda body: len(_BRUSH_PAINTING_MENTION.findall(strip_js(body)[0])))
    if "```" not in reply and "~~~" not in reply and _SETUP_OR_DRAW.search(reply):
        lines = reply.strip().splitlines()
        first = next((i for i, line in enumerate(lines) if _CODE_LINE.match(line)), 0)
        last = next((i for i in range(len(lines) - 1, first - 1, -1) if _STATEMENT_END.search(lines[i])), len(lines) - 1)
        return "\n".join(lines[first:last + 1]).strip()
    return None


# --------------------------------------------------------------------------------------------
# The static half of the gate: cheap, before any browser. The run-time half (harness.js) is the
# authority; this one saves renders and gives specific feedback.


def strip_js(code: str) -> tuple[str, bool]:
    """Blank comments and the contents of strings, template literals and regex literals, keeping
    positions. Returns (code, complete); complete is False when the text ends inside one of them.
    """
    out = list(code)
    i, n = 0, len(code)
    template_depth: list[int] = []  # brace depth at each open ${ ... } inside a template literal
    brace = 0
    last_significant = ""

    def blank(a: int, b: int) -> None:
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    def scan_template(j: int) -> tuple[int, bool]:
        # j is just past an opening backtick or a closing } of ${}; returns the index after the
        # closing backtick, or after the `${` that re-enters code.
        start = j
        while j < n:
            c = code[j]
            if c == "\\":
                j += 2
                continue
            if c == "`":
                blank(start, j)
                return j + 1, True
            if c == "$" and j + 1 < n and code[j + 1] == "{":
                blank(start, j)
                template_depth.append(brace)
                return j + 2, True
            j += 1
        blank(start, n)
        return n, False

    while i < n:
        c = code[i]
        nxt = code[i + 1] if i + 1 < n else ""
        if c == "/" and nxt == "/":
            end = code.find("\n", i)
            end = n if end == -1 else end
            blank(i, end)
            i = end
        elif c == "/" and nxt == "*":
            end = code.find("*/", i + 2)
            if end == -1:
                blank(i, n)
                return "".join(out), False
            blank(i, end + 2)
            i = end + 2
        elif c in "'\"":
            j = i + 1
            while j < n and code[j] != c and code[j] != "\n":
                j += 2 if code[j] == "\\" else 1
            if j >= n or code[j] != c:
                blank(i + 1, j)
                return "".join(out), False
            blank(i + 1, j)
            i = j + 1
            last_significant = c
        elif c == "`":
            i, ok = scan_template(i + 1)
            if not ok:
                return "".join(out), False
            last_significant = "`"
        elif c == "/" and (last_significant == "" or last_significant in "(,=:[!&|?{};+-*%<>~^"):
            j, in_class = i + 1, False
            while j < n and code[j] != "\n":
                if code[j] == "\\":
                    j += 2
                    continue
                if code[j] == "[":
                    in_class = True
                elif code[j] == "]":
                    in_class = False
                elif code[j] == "/" and not in_class:
                    break
                j += 1
            blank(i + 1, j)
            i = j + 1
            last_significant = "/"
        else:
            if c == "{":
                brace += 1
            elif c == "}":
                if template_depth and template_depth[-1] == brace:
                    template_depth.pop()
                    i, ok = scan_template(i + 1)
                    if not ok:
                        return "".join(out), False
                    last_significant = "`"
                    continue
                brace -= 1
            if not c.isspace():
                last_significant = c if not (c.isalnum() or c in "_$") else "a"
            i += 1
    return "".join(out), True


def _balanced(code: str) -> bool:
    pairs, stack = {")": "(", "]": "[", "}": "{"}, []
    for c in code:
        if c in "([{":
            stack.append(c)
        elif c in pairs:
            if not stack or stack.pop() != pairs[c]:
                return False
    return not stack


# The static scan. Since the sketch runs in a Compartment that simply lacks these things, its text
# rules are advisory: they are reported (`advisories`) to explain a failure or to study a policy,
# but only a reply that cannot run at all (STATIC_BLOCKING) is refused before rendering. A word in
# a string, a helper named `point` or a variable named `location` no longer costs an honest sketch.
STATIC_BLOCKING = frozenset({"truncated"})

_IDENT = r"[A-Za-z_$][\w$]*"
# Receivers through which a p5 primitive reaches the canvas without p5.brush.
_GLOBAL_RECEIVER = r"(?:(?<![\w$.])|(?:\b(?:window|this|self|globalThis|instance|_renderer|p5\.instance|p)\s*\.\s*))"
FORBIDDEN_CALLS = {
    "bare_primitive": ("arc", "bezier", "circle", "curve", "ellipse", "line", "point", "quad", "rect", "square",
                       "triangle", "beginShape", "endShape", "vertex", "bezierVertex", "curveVertex",
                       "quadraticVertex", "splineVertex", "beginContour", "endContour", "plane", "box", "sphere",
                       "cylinder", "cone", "ellipsoid", "torus", "model", "set", "updatePixels", "filter",
                       "shader", "spline"),
    "text_label": ("text", "textFont", "textToPoints", "textToContours", "textToModel"),
    "image_use": ("image", "texture", "createImage", "loadImage", "createImg", "copy", "blend"),
    "second_canvas": ("createGraphics", "createFramebuffer", "resizeCanvas"),
    "dom_access": ("createDiv", "createP", "createSpan", "createA", "createButton", "createInput", "createSelect",
                   "createElement", "createCapture", "createVideo", "createAudio", "select", "selectAll"),
    "network_access": ("loadJSON", "loadStrings", "loadBytes", "loadTable", "loadXML", "loadFont", "loadModel",
                       "loadShader", "loadBlob", "httpGet", "httpPost", "httpDo", "fetch", "importScripts", "open"),
}
# Names with no business in a painting, wherever they appear in the code. None of them exists in
# the sketch's world; when a sketch uses one anyway, its ReferenceError is reported with this code.
FORBIDDEN_NAMES = {
    "bare_primitive": ("drawingContext", "fillText", "strokeText", "putImageData"),
    "image_use": ("drawImage", "Image", "ImageData", "createImageBitmap"),
    "second_canvas": ("getContext", "OffscreenCanvas", "transferControlToOffscreen"),
    # `__import__`: what SES's evasion turns a dynamic `import(` into (harness.js).
    "network_access": ("XMLHttpRequest", "WebSocket", "EventSource", "sendBeacon", "Worker", "SharedWorker",
                       "serviceWorker", "location", "navigator", "RTCPeerConnection", "__import__"),
    "dynamic_code": ("eval", "Function", "constructor", "globalThis", "Reflect", "Proxy", "__proto__",
                     "setTimeout", "setInterval", "requestAnimationFrame", "queueMicrotask", "Compartment"),
    "dom_access": ("document", "innerHTML", "outerHTML", "insertAdjacentHTML", "appendChild", "shadowRoot",
                   "window", "frames", "parent", "top"),
}
_STATIC_RULES = [
    (code, re.compile(_GLOBAL_RECEIVER + r"(" + "|".join(names) + r")\s*\("))
    for code, names in FORBIDDEN_CALLS.items()
] + [
    (code, re.compile(r"(?<![\w$])(" + "|".join(names) + r")(?![\w$])"))
    for code, names in FORBIDDEN_NAMES.items()
] + [
    ("network_access", re.compile(r"(?<![\w$.])(import)\s*\(")),
    ("dynamic_code", re.compile(r"(?<![\w$])((?:window|self|this|top|parent|frames)\s*\[)")),
    ("dynamic_code", re.compile(r"\b((?:setTimeout|setInterval)\s*\(\s*['\"`])")),
]
# Checked on the raw text: these hide inside strings or comments.
_RAW_RULES = [
    ("image_use", re.compile(r"(data\s*:\s*image/)", re.I)),
    ("dynamic_code", re.compile(r"(sourceURL|sourceMappingURL)")),
    ("dynamic_code", re.compile(r"""\[\s*(['"`]constructor['"`])\s*\]""")),
]
_BRUSH_CALL = re.compile(r"(?<![\w$.])brush\s*\.\s*(" + _IDENT + r")")
_BRUSH_COMPUTED = re.compile(r"(?<![\w$.])brush\s*\[")
_SETUP_DEF = re.compile(r"\b(?:function\s+setup\s*\(|setup\s*=\s*(?:async\b|function\b|\())")
_CREATE_CANVAS = re.compile(r"(?<![\w$.])createCanvas\s*\(")


def _call_args(code: str, open_paren: int) -> str:
    depth, j = 0, open_paren
    while j < len(code):
        if code[j] == "(":
            depth += 1
        elif code[j] == ")":
            depth -= 1
            if depth == 0:
                return code[open_paren + 1:j]
        j += 1
    return code[open_paren + 1:]


def inspect_source(code: str, allowed_brush_methods: tuple[str, ...] | None = None) -> tuple[list[Violation], dict]:
    """Static violations of a sketch, and an inventory of its brush calls."""
    found: list[Violation] = []
    stripped, complete = strip_js(code)
    if not complete or not _balanced(stripped):
        found.append(Violation("truncated", "unclosed block, string or comment"))
    if not _SETUP_DEF.search(stripped):
        found.append(Violation("missing_setup"))
    canvases = list(_CREATE_CANVAS.finditer(stripped))
    if not canvases:
        found.append(Violation("not_webgl", "no createCanvas call"))
    else:
        args = _call_args(code, canvases[0].end() - 1)  # raw text: WEBGL may be written as "webgl"
        if "WEBGL" not in args and "webgl" not in args:
            found.append(Violation("not_webgl", f"createCanvas({args.strip()})"))
        if len(canvases) > 1:
            found.append(Violation("second_canvas", "createCanvas called more than once"))
    brush_calls: dict[str, int] = {}
    for m in _BRUSH_CALL.finditer(stripped):
        brush_calls[m.group(1)] = brush_calls.get(m.group(1), 0) + 1
    found += [v for v in (brush_name_violation(name, allowed_brush_methods) for name in sorted(brush_calls)) if v]
    if _BRUSH_COMPUTED.search(stripped):
        found.append(Violation("unknown_brush_method", "brush[...] computed access"))
    if not PAINTING_CALLS & brush_calls.keys():
        found.append(Violation("no_painting_calls"))
    for code_name, rule in _STATIC_RULES:
        for m in rule.finditer(stripped):
            found.append(Violation(code_name, m.group(1).strip()))
    for code_name, rule in _RAW_RULES:
        for m in rule.finditer(code):
            found.append(Violation(code_name, m.group(1)))
    return _dedupe(found), {"brush_calls": brush_calls, "chars": len(code)}


def _dedupe(violations: list[Violation]) -> list[Violation]:
    seen, out = set(), []
    for v in violations:
        if (v.code, v.detail) not in seen:
            seen.add((v.code, v.detail))
            out.append(v)
    return out


# --------------------------------------------------------------------------------------------
# Pure scoring functions.


_JS_TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+|[^\s\w$]")


def code_tokens(code: str) -> int:
    """JavaScript tokens once comments and the contents of strings, templates and regexes are blanked
    (strip_js): a string literal is two tokens however long, whitespace none."""
    return len(_JS_TOKEN.findall(strip_js(code)[0]))


def length_tokens(code: str, measure: str = "code", brush_calls: int | None = None) -> float:
    """The length term's token count (LENGTH_MEASURES); `brush_calls` is how many painting calls reached
    the sheet (sheet_calls; None: not rendered, no cap)."""
    if measure == "chars":
        return len(code) / 4
    if measure != "code":
        raise ValueError(f"unknown length measure {measure!r}: one of {', '.join(LENGTH_MEASURES)}")
    tokens = code_tokens(code)
    return tokens if brush_calls is None else min(tokens, LENGTH_TOKENS_PER_CALL * brush_calls)


def length_score(code: str, measure: str = "code", brush_calls: int | None = None) -> float:
    tokens = length_tokens(code, measure, brush_calls)
    if tokens < LENGTH_MIN_TOKENS or tokens > LENGTH_MAX_TOKENS:
        return 0.0
    return min(1.0, (tokens - LENGTH_MIN_TOKENS) / (LENGTH_FULL_TOKENS - LENGTH_MIN_TOKENS))


@dataclass(frozen=True)
class ImageStats:
    """Cheap statistics of a rendered painting, for the craft term and for analysis."""

    paint_fraction: float  # share of pixels that differ from the paper colour
    hue_count: int  # distinct hues (24 bins) each holding at least 2% of the saturated paint
    edge_softness: float  # 0..1: share of the edges in the paint that are gradual, not hard
    tonal_layers: float  # 0..1: entropy of the paint's lightness, a proxy for layered washes
    # Where the paint lies (Layout); the defaults describe a centred subject with paper all round.
    margin_paint: float = 0.0  # share of the border band (Layout.margin) that carries paint
    edge_paint: float = 0.0  # share of the outermost frame (Layout.edge) that carries paint
    centre_offset: float = 0.0  # distance of the paint's centroid from the middle, in sides
    extent: float = 0.5  # the paint's span, 1st to 99th percentile, the larger of width and height, in sides


def decode_render(png: bytes):
    """(rgb as HxWx3 uint8, the paper colour, the painted-pixel mask HxW) of a render."""
    import numpy as np
    from PIL import Image

    img = Image.open(io.BytesIO(png))
    arr = np.asarray(img if img.mode in ("RGB", "RGBA") else img.convert("RGBA"))
    rgb = arr[..., :3]
    if arr.shape[-1] == 4 and arr[..., 3].min() < 255:  # see-through pixels sit on white paper
        alpha = arr[..., 3:].astype(np.float32) / 255
        rgb = (rgb * alpha + 255 * (1 - alpha)).round().astype(np.uint8)
    pixels = np.ascontiguousarray(rgb).reshape(-1, 3)
    # The paper is the most common colour after quantising to 16 levels a channel, so a tinted
    # ground or a full-sheet wash is measured against itself.
    q = (pixels >> 4).astype(np.int32)
    keys = (q[:, 0] << 8) | (q[:, 1] << 4) | q[:, 2]
    dominant = np.bincount(keys, minlength=4096).argmax()
    paper = pixels[keys == dominant].mean(axis=0, dtype=np.float32)
    diff = pixels.astype(np.float32) - paper
    painted = np.einsum("ij,ij->i", diff, diff) > PAINT_DISTANCE**2
    return np.ascontiguousarray(rgb), paper, painted.reshape(rgb.shape[:2])


def image_stats(png: bytes, layout: "Layout | None" = None) -> ImageStats:
    import numpy as np

    rgb, paper, painted = decode_render(png)
    pixels = rgb.reshape(-1, 3)
    painted = painted.reshape(-1)
    n_painted = int(painted.sum())
    paint_fraction = n_painted / len(pixels)
    if not n_painted:
        return ImageStats(paint_fraction, 0, 0.0, 0.0)

    hue, chroma, _ = _hue(pixels[painted])
    cmax = pixels[painted].max(axis=1).astype(np.float32) / 255
    saturated = (chroma > 0.15 * np.maximum(cmax, 1e-6)) & (chroma > 0)
    hue_count = 0
    if saturated.any():
        counts = np.bincount((hue[saturated] / 15).astype(np.int32) % 24, minlength=24)  # 24 bins of 15 degrees
        hue_count = int((counts >= 0.02 * counts.sum()).sum())

    lum = rgb[..., 0] * np.float32(0.299) + rgb[..., 1] * np.float32(0.587) + rgb[..., 2] * np.float32(0.114)
    gy, gx = np.gradient(lum)
    grad = np.hypot(gx, gy).reshape(-1)
    edges = grad[painted & (grad > 2.0)]
    # A hard edge jumps more than 24 levels between neighbours; a bleed fades over several pixels.
    edge_softness = float((edges < 24.0).mean()) if len(edges) else 0.0
    hist = np.bincount(np.clip(lum.reshape(-1)[painted] / 8, 0, 31).astype(np.int32), minlength=32) / n_painted
    nz = hist[hist > 0]
    tonal_layers = float(-(nz * np.log(nz)).sum() / math.log(32))
    return ImageStats(paint_fraction, hue_count, edge_softness, tonal_layers,
                      **paint_layout(painted.reshape(rgb.shape[:2]), layout or HIBISCUS_LAYOUT))


def paint_layout(painted, layout: Layout) -> dict[str, float]:
    """Where the paint lies on the sheet (ImageStats' layout fields), from the painted-pixel mask."""
    import numpy as np

    h, w = painted.shape
    side = max(h, w)

    def frame_share(width: float) -> float:
        k = max(1, round(width * side))
        inner = np.zeros_like(painted)
        inner[k:h - k, k:w - k] = True
        return float(painted[~inner].mean())

    ys, xs = np.nonzero(painted)
    centre_offset = math.hypot(ys.mean() / h - 0.5, xs.mean() / w - 0.5)
    span = max(np.percentile(xs, 99) - np.percentile(xs, 1), np.percentile(ys, 99) - np.percentile(ys, 1))
    return {"margin_paint": frame_share(layout.margin), "edge_paint": frame_share(layout.edge),
            "centre_offset": float(centre_offset), "extent": float(span / side)}


def craft_parts(stats: ImageStats, layout: Layout = HIBISCUS_LAYOUT) -> dict[str, float]:
    """craft_score's parts, each 0..1: how it is painted, and where (Layout.scores)."""
    pf = stats.paint_fraction
    coverage = pf / 0.12 if pf < 0.12 else 1.0 if pf <= 0.40 else max(0.0, 1 - (pf - 0.40) / 0.45)
    return {"coverage": coverage, "layering": stats.tonal_layers, "soft_edges": stats.edge_softness,
            "colour": min(1.0, stats.hue_count / 3), **layout.scores(stats)}


def craft_score(stats: ImageStats, layout: Layout = HIBISCUS_LAYOUT) -> float:
    """Offline stand-in for the judges: coverage in the band the reference pool's paintings occupy
    (12-40%), layered translucent washes, soft edges and some colour variety, times the composition
    the domain's prompt asks for (Layout: paper round a centred subject of the size asked for).
    0..1, deterministic."""
    p = craft_parts(stats, layout)
    painting = 0.4 * p["coverage"] + 0.2 * p["layering"] + 0.2 * p["soft_edges"] + 0.2 * p["colour"]
    return painting * p["margins"] * p["edges"] * p["centre"] * p["size"]


SUBJECT_RAYS = 72  # directions the outline is read along, 5 degrees apart
SUBJECT_BLOCK = 4  # pixels a side of the coarse grid: a wash's grain and its darker rim average out
SUBJECT_PAINT = 6.0  # mean RGB distance from the paper over a block that counts as the flower's paint


def _hue(rgb):
    """Hue in degrees and chroma (0..1) of each pixel."""
    import numpy as np

    x = rgb.astype(np.float32) / 255
    mx, mn = x.max(-1), x.min(-1)
    chroma = mx - mn
    c = np.where(chroma > 0, chroma, 1)
    r, g, b = x[..., 0], x[..., 1], x[..., 2]
    hue = np.where(mx == r, ((g - b) / c) % 6, np.where(mx == g, (b - r) / c + 2, (r - g) / c + 4)) * 60
    return hue, chroma, mn


def _outline(on, leaves, cy: float, cx: float):
    """Along SUBJECT_RAYS rays from (cy, cx) on the coarse mask: the reach (the last run of paint at
    least two cells long), the hits, the sample radii and the angles. A ray that crosses the leaves or
    the stem (`leaves`, the coarse foliage mask) before its paint ends, or ends where they begin, does not
    measure the flower's outline: its reach is taken from the nearest rays on either side that do."""
    import numpy as np

    gh, gw = on.shape
    angles = np.radians(np.arange(SUBJECT_RAYS) * 360 / SUBJECT_RAYS)
    radii = np.arange(0, max(gh, gw), 0.5)
    yy = np.clip(np.round(cy + np.sin(angles)[:, None] * radii).astype(int), -1, gh)
    xx = np.clip(np.round(cx + np.cos(angles)[:, None] * radii).astype(int), -1, gw)
    inside = (yy >= 0) & (yy < gh) & (xx >= 0) & (xx < gw)
    hit, leaf = np.zeros(yy.shape, bool), np.zeros(yy.shape, bool)
    hit[inside], leaf[inside] = on[yy[inside], xx[inside]], leaves[yy[inside], xx[inside]]
    window = np.cumsum(np.pad(hit.astype(np.int32), ((0, 0), (2, 2))), axis=1)
    run = (window[:, 4:] - window[:, :-4]) >= 4  # four samples in a row end at each index
    run = np.pad(run, ((0, 0), (0, hit.shape[1] - run.shape[1])))
    last = np.where(run.any(1), run.shape[1] - 1 - np.argmax(run[:, ::-1], 1), 0)
    reach = radii[last]
    beyond = np.minimum(last[:, None] + np.arange(1, 9), len(radii) - 1)  # the next four cells out
    # Cut: the ray meets a leaf or the stem before its paint ends, or just after (the flower's edge is hidden).
    first_leaf = np.where(leaf.any(1), np.argmax(leaf, 1), len(radii))
    cut = (first_leaf < last) | np.take_along_axis(leaf, beyond, axis=1).any(1)
    if cut.any() and not cut.all():
        kept = np.nonzero(~cut)[0]
        reach = np.interp(np.arange(SUBJECT_RAYS), kept, reach[kept], period=SUBJECT_RAYS)
    return reach, hit, radii, angles


def _grow(mask, steps: int):
    """The mask grown by `steps` cells in every direction (a square neighbourhood)."""
    import numpy as np

    out = mask.copy()
    for _ in range(steps):
        grown = out.copy()
        grown[1:] |= out[:-1]
        grown[:-1] |= out[1:]
        grown[:, 1:] |= out[:, :-1]
        grown[:, :-1] |= out[:, 1:]
        out = grown
    return out


def _piece_sizes(mask):
    """The sizes of the mask's 8-connected pieces, largest first (a flood from each unvisited cell; the
    coarse foliage mask has a few thousand cells at most)."""
    import numpy as np

    todo, (h, w), sizes = mask.copy(), mask.shape, []
    for y, x in zip(*np.nonzero(mask)):
        if not todo[y, x]:
            continue
        todo[y, x], stack, size = False, [(y, x)], 0
        while stack:
            a, b = stack.pop()
            size += 1
            for u in range(max(a - 1, 0), min(a + 2, h)):
                for v in range(max(b - 1, 0), min(b + 2, w)):
                    if todo[u, v]:
                        todo[u, v] = False
                        stack.append((u, v))
        sizes.append(size)
    return np.sort(np.array(sizes, dtype=np.int64))[::-1]


def _silhouette(on):
    """The shapes the paint outlines, on the coarse grid: small gaps in a wash's rim closed (grow by two
    cells, then shrink back) and what the rims enclose filled. A single wash of p5.brush leaves its rim
    dark and its middle nearly paper, so a petal laid once reads as a loop, not a petal, without this."""
    closed = ~_grow(~_grow(on, 2), 2)
    outside = ~closed
    reached = outside & False
    reached[0, :], reached[-1, :], reached[:, 0], reached[:, -1] = outside[0, :], outside[-1, :], outside[:, 0], outside[:, -1]
    while True:  # flood the paper in from the sheet's border; what it cannot reach is inside a shape
        grown = _grow(reached, 1) & outside
        if (grown == reached).all():
            return ~reached
        reached = grown


def _reading(png: bytes, subject: Subject):
    """What the subject measures read once from a render: the masks (paint, foliage, off-palette), the
    coarse density and silhouette, and, when there is a shape, its heart and its outline along the rays."""
    import numpy as np

    rgb, paper, painted = decode_render(png)
    hue, chroma, lowest = _hue(rgb)
    chromatic = painted & (chroma > 0.08)
    # Leaves and stem, with the pale fringe a green wash bleeds into (chroma under 0.08, still green): left
    # in, a stem's fringe reads as a long lobe of the flower.
    foliage = painted & (chroma > 0.02) & (hue >= subject.foliage_hues[0]) & (hue < subject.foliage_hues[1])
    own = np.zeros_like(painted)
    for lo, hi in subject.subject_hues:
        own |= (hue >= lo) & (hue < hi)
    off = chromatic & (chroma > 0.15) & ~foliage & ~own
    # Every pixel's distance from the paper, not only painted ones: a pale wash is mostly under PAINT_DISTANCE.
    dist = np.sqrt(((rgb.astype(np.float32) - paper) ** 2).sum(-1)) * ~(foliage | off)
    r = SimpleNamespace(rgb=rgb, paper=paper, painted=painted, hue=hue, chroma=chroma, lowest=lowest,
                        chromatic=chromatic, foliage=foliage, off=off, density=_blocks(dist), median=0.0)
    r.on = _silhouette(r.density > SUBJECT_PAINT)
    r.leaves = _blocks(foliage) > 0.25
    if r.on.sum() < 20:
        return r
    ys, xs = np.nonzero(r.on)
    weight = r.density[r.on]
    cy, cx = float((ys * weight).sum() / weight.sum()), float((xs * weight).sum() / weight.sum())
    for _ in range(4):  # to the heart: move the centre until the outline has no first harmonic
        reach, hit, radii, angles = _outline(r.on, r.leaves, cy, cx)
        shift = (reach * np.exp(1j * angles)).mean() * 2
        if abs(shift) < 0.5:
            break
        cx, cy = cx + 0.5 * shift.real, cy + 0.5 * shift.imag
    r.cy, r.cx, r.reach, r.hit, r.radii, r.median = cy, cx, reach, hit, radii, float(np.median(reach))
    r.smooth = (np.roll(reach, 1) + 2 * reach + np.roll(reach, -1)) / 4
    if r.median > 0:
        r.amp = np.abs(np.fft.rfft(r.smooth)) / SUBJECT_RAYS * 2 / r.smooth.mean()
    gy, gx = np.mgrid[:r.on.shape[0], :r.on.shape[1]]
    r.gy, r.gx = gy, gx
    return r


def _blocks(values):
    """Means over SUBJECT_BLOCK-pixel squares: the coarse grid the subject is read on."""
    k = SUBJECT_BLOCK
    h, w = values.shape[0] // k, values.shape[1] // k
    return values[:h * k, :w * k].reshape(h, k, w, k).mean((1, 3))


def subject_parts(png: bytes, subject: Subject = HIBISCUS_SUBJECT, asked: str | None = None,
                  stats: ImageStats | None = None) -> dict[str, float]:
    """How much the render reads as the domain's subject, part by part, each 0..1 (Subject says
    what each part measures and why), and the rating model's rating (1-10). `asked` is the task's subject
    ("a white hibiscus with a red eye"): its colour is checked when given (colour: 1.0 when not). `stats`:
    the render's ImageStats, when the caller has them. Pure and deterministic."""
    import numpy as np

    hues = dict(subject.asked_hues)
    if asked is not None and asked not in hues:
        raise ValueError(f"no colour is known for the subject {asked!r}; known: {list(hues)}")
    white_asked = asked is not None and hues[asked] is None
    r = _reading(png, subject)
    n_paint = max(int(r.painted.sum()), 1)
    # Foliage against the flower, by painted pixels and by coarse cells at the size's faint cut: a white
    # flower's petals barely lift the paper, so by pixels its leaves looked like the main subject (half of
    # the honest white hibiscus, against 2 of 272 of the other colours).
    faint = r.density > subject.size_paint  # the flower at the size's fainter cut (Subject.size_paint)
    leaf_cells = _blocks(r.foliage.astype(np.float32)).sum()
    flower_cells = (faint & ~r.leaves).sum()
    leaf_share = min(r.foliage.sum() / n_paint, leaf_cells / max(leaf_cells + flower_cells, 1))
    parts = {"ground": subject.ground(float(np.dot(r.paper, [0.299, 0.587, 0.114]))),
             "palette": subject.off_palette(r.off.sum() / n_paint) * subject.foliage_share(leaf_share)}
    flower = r.painted & ~r.foliage & ~r.off
    clear = (r.chroma / np.maximum(1 - r.lowest, 1e-3))[flower & r.chromatic]
    parts["clarity"] = subject.clarity(float(np.median(clear))) if clear.size else 0.0
    none = {"petals": 0.0, "tips": 0.0, "solid": 0.0, "filled": 0.0, "whole": 0.0, "size": 0.0, "heart": 0.0, "foliage": 0.0,
            "flower": 0.0, "probe": 0.0, "net": 0.0, "eye": 0.0, "colour": 0.0 if asked else 1.0, "rating": 1.0}
    if r.median <= 0:
        return {**parts, **none}
    on, reach, hit, radii, smooth, amp, median = r.on, r.reach, r.hit, r.radii, r.smooth, r.amp, r.median
    lobes = 3 + int(np.argmax(amp[3:10]))  # the outline's strongest lobe count
    depth = float(amp[subject.petals])
    dominance = depth / max(float(amp[lobes]), 1e-12)
    lo, hi = np.percentile(smooth, 5), np.percentile(smooth, 95)
    broad = float((smooth > (lo + hi) / 2).mean())
    full = float(on.sum() / (math.pi * median**2))
    band = (radii >= 0.45 * median) & (radii <= 0.7 * median)
    width = float(hit[:, band].mean()) if band.any() else 0.0
    outline = (subject.lobe_depth(depth) * subject.dominance(dominance) * subject.breadth(broad)
               * subject.fullness(full) * subject.width(width))
    # Square ends say "not petals" whatever the outline's lobes, so they scale the floor too.
    square = _tip_squareness(r, subject.petals)
    parts["tips"] = subject.tips(square)
    parts["petals"] = (subject.petal_floor + (1 - subject.petal_floor) * outline) * parts["tips"]
    within = radii[None, :] <= reach[:, None]
    parts["solid"] = subject.solidity(float((hit * within * radii).sum() / max(float((within * radii).sum()), 1e-6)))
    parts["filled"] = subject.filled(float((on & (r.density > SUBJECT_PAINT)).sum() / on.sum()))
    half = max(1, SUBJECT_RAYS // (2 * lobes))
    nearest_lobe = np.max([np.roll(smooth, s) for s in range(-half, half + 1)], axis=0)
    parts["whole"] = subject.wholeness(float((nearest_lobe >= 0.6 * np.percentile(smooth, 90)).mean()))
    # The whole flower, pale petals too: the outline at the fainter cut.
    faint_shape = _silhouette(faint)
    faint_reach, *_ = _outline(faint_shape, r.leaves, r.cy, r.cx)
    whole_reach = max(median, float(np.median(faint_reach)))
    parts["size"] = subject.reach(whole_reach / max(on.shape))
    rr = np.hypot(r.gy - r.cy, r.gx - r.cx)
    inner, ring = rr < 0.2 * median, (rr > 0.35 * median) & (rr < 0.8 * median)
    parts["heart"] = (subject.heart(float(r.density[inner].mean() - r.density[ring].mean()))
                      if inner.any() and ring.any() else 0.0)
    heart_hue, heart_chroma, petal_chroma = _eye(r, rr / whole_reach, faint_shape)
    off_eye = 1 - subject.eye_hue_distance(abs((heart_hue - subject.eye_hue + 180) % 360 - 180))
    parts["eye"] = 1 - subject.pale_petals(petal_chroma) * subject.coloured_heart(heart_chroma) * off_eye
    leaf_rows = np.nonzero(r.foliage)[0]
    below = leaf_rows.size >= 0.02 * n_paint and leaf_rows.mean() / SUBJECT_BLOCK > r.cy
    pieces = _piece_sizes(r.leaves)
    gathered = float(pieces[:3].sum() / max(pieces.sum(), 1))  # a stem and two leaves, each in one piece
    parts["foliage"] = float(below) * subject.leaf_pieces(gathered)
    # FlowerNet, which reads the pixels, says whether it is a flower; the probe, which reads what a person chose
    # to measure, vetoes only what it is sure is no flower (Subject.net_credit, Subject.probe_veto).
    features = subject_features(r)
    probe = subject.probe(features) if subject.probe else 1.0
    # A flower facing left is the same flower facing right, and FlowerNet, trained on renders as painted, did not
    # always say so (honest renders read 0.03 one way and 0.73 the other): it reads both and the mean counts.
    net = ((subject.net(r.rgb, r.paper) + subject.net(np.ascontiguousarray(r.rgb[:, ::-1]), r.paper)) / 2
           if subject.net else 1.0)
    parts["flower"], parts["probe"], parts["net"] = subject.net_credit(net) * subject.probe_veto(probe), probe, net
    petal_hue, petal_zone_chroma = _petal_colour(r, faint_shape, rr / whole_reach)
    if asked is None:
        parts["colour"] = 1.0
    elif white_asked:
        parts["colour"] = subject.white_match(petal_zone_chroma)
    else:
        hue, within = hues[asked]
        off = abs((petal_hue - hue + 180) % 360 - 180)
        parts["colour"] = Ramp(-1.0, 0.0, within, within + subject.hue_margin)(off)
    parts["rating"] = (subject.rating(rating_readings(png, features, white_asked, stats, reading=r)) if subject.rating
                       else 10.0)
    parts.update(petal_hue=petal_hue, petal_zone_chroma=petal_zone_chroma, outline=outline, lobes=float(lobes),
                 lobe_depth=depth, dominance=dominance, breadth=broad, fullness=full, width=width, tip_squareness=square,
                 heart_hue=heart_hue, heart_chroma=heart_chroma, petal_chroma=petal_chroma)
    return {k: round(float(v), 4) for k, v in parts.items()}


def rating_readings(png: bytes, features: dict[str, float], white_asked: bool,
                    stats: ImageStats | None = None, reading=None) -> dict[str, float]:
    """What the rating model reads: the probe's readings of the render (subject_features), where green lies over
    the flower (overpaint_readings, from `reading`, the render's `_reading`, read here when not given), its craft
    statistics (RATING_STATS of ImageStats) and whether a white flower was asked for (both raters put nearly every
    white hibiscus near the bottom, its petals lost on the cream paper). A render with no shape has no probe
    readings: the model reads those as 0, clipped to what the rated paintings span."""
    stats = stats or image_stats(png)
    reading = reading if reading is not None else _reading(png, HIBISCUS_SUBJECT)
    over = overpaint_readings(reading) if reading.median > 0 else {}
    return {**features, **over, **{name: float(getattr(stats, name)) for name in RATING_STATS},
            "white_asked": float(white_asked)}


def overpaint_readings(r) -> dict[str, float]:
    """Where the stem and leaves lie against the flower, from one `_reading` of a render with a shape: the share
    of foliage in the coarse cells near the heart (within 0.4 median reaches), over the petals (0.3-0.9), above
    and below the heart (within 1), over the flower's silhouette, the share of all the foliage that lies within
    the flower's reach, and the share of the rows just under the heart (0.15-0.65 reaches) where green runs in a
    narrow band through the heart's column. Raters mark down a stem painted up through the petals and leaves laid
    over the flower (the stems and leaves of 90 rated paintings so described, in their words; foliage_in_reach
    alone told them from the rest at 0.79 AUC), and the probe's readings of foliage (how much, whether below, a stem
    below the flower) do not see it. Left out one rated corpus at a time, these lifted the order inside a task
    from 0.606 to 0.620 (docs/reward.md)."""
    import numpy as np

    m = r.median
    rr = np.hypot(r.gy - r.cy, r.gx - r.cx) / m
    green = _blocks(r.foliage.astype(np.float32))  # the share of each coarse cell that is foliage

    def share(mask):
        return float(green[mask].mean()) if mask.any() else 0.0

    f = {"green_heart": share(rr < 0.4), "green_petals": share((rr >= 0.3) & (rr < 0.9)),
         "green_above": share((rr < 1.0) & (r.gy < r.cy)), "green_below": share((rr < 1.0) & (r.gy > r.cy)),
         "green_on_flower": share(r.on)}
    f["foliage_in_reach"] = float(green[rr < 1.0].sum() / green.sum()) if green.sum() > 0 else 0.0
    column = np.abs(r.gx - r.cx) <= max(1.0, 0.12 * m)
    rows = [y for y in range(int(r.cy + 0.15 * m), int(r.cy + 0.65 * m) + 1) if 0 <= y < green.shape[0]]
    f["stem_through"] = float(np.mean([(green[y][column[y]] > 0.25).any() for y in rows])) if rows else 0.0
    return f


def _petal_colour(r, shape, rr) -> tuple[float, float]:
    """The petals' hue (degrees) and chroma: the mean of each pixel's hue as a vector as long as its chroma,
    and the mean chroma, over the coarse cells of the whole flower's `shape` between 0.35 and 0.95 of its
    median reach from the heart (`rr`, each cell's distance in those reaches), foliage left out. The eye and
    the staminal column lie inside 0.35; the paper showing through counts, so a white flower reads pale."""
    import numpy as np

    zone = shape & (rr > 0.35) & (rr < 0.95) & ~r.leaves
    if not zone.any():
        return 0.0, 0.0
    chroma = r.chroma * ~r.foliage
    x, y = _hue_vectors(r, chroma)
    return math.degrees(math.atan2(y[zone].mean(), x[zone].mean())) % 360, float(_blocks(chroma)[zone].mean())


def _hue_vectors(r, chroma):
    """Each coarse cell's mean colour as a vector: every pixel's hue as a direction, as long as `chroma`
    (its chroma, or 0 where it should not count). Vectors of one hue add up and mixed hues cancel."""
    import numpy as np

    return _blocks(np.cos(np.radians(r.hue)) * chroma), _blocks(np.sin(np.radians(r.hue)) * chroma)


def _eye(r, rr, shape) -> tuple[float, float, float]:
    """The heart's hue (degrees) and chroma, and the petals' chroma: the mean of each pixel's hue as a
    vector as long as its chroma (paper and foliage count as no colour), over the coarse cells within 0.2
    of the whole flower's median reach from the heart (`rr`, each cell's distance in those reaches) and over
    the cells of `shape` (the flower at the faint cut, pale petals included) between 0.5 and 0.9. A colour's
    vectors add up, mixed hues cancel, so a pale wash reads near 0."""
    import numpy as np

    colour = r.chroma * (r.painted & ~r.foliage & ~r.off)
    x, y = _hue_vectors(r, colour)
    heart, petals = rr < 0.2, (rr > 0.5) & (rr < 0.9) & shape
    if not heart.any() or not petals.any():
        return 0.0, 0.0, 0.0
    hue = float(np.degrees(np.arctan2(y[heart].mean(), x[heart].mean())) % 360)
    return hue, float(np.hypot(x[heart].mean(), y[heart].mean())), float(np.hypot(x[petals].mean(), y[petals].mean()))


def _tip_squareness(r, lobes: int) -> float:
    """How square the ends of the outline's `lobes` largest lobes are, about 0.5 for a long ellipse and 1
    for a rectangle: for each lobe, the width of the shape within 0.06 median reaches of the lobe's far end
    over its width within 0.3, and the median over the lobes. A petal's tip is round, so the band at its
    very end is much narrower than the lobe; a playing card's, an envelope's or a cut leaf's end is square,
    so the band is nearly the lobe's full width. Each lobe is read in its own frame (along its axis and
    across it) from the silhouette's cells within half a lobe period of the axis, so the measure is the same
    at any size and turn, and finer than the 5-degree rays."""
    import numpy as np

    n = len(r.smooth)
    half = n // (2 * lobes)  # rays either side of an axis: half a lobe period
    k = max(1, n // (3 * lobes))  # an axis: a peak of the reach averaged over a third of a period
    broad = np.mean([np.roll(r.smooth, s) for s in range(-k, k + 1)], axis=0)
    axes = np.nonzero(broad >= np.stack([np.roll(broad, s) for s in range(-half, half + 1)]).max(0))[0]
    axes = np.radians(axes[np.argsort(-broad[axes])][:lobes] * 360 / n)
    ys, xs = np.nonzero(r.on)
    dy, dx = ys - r.cy, xs - r.cx
    direction = np.arctan2(dy, dx)
    ratios = []
    for axis in axes:
        lobe = np.abs((direction - axis + np.pi) % (2 * np.pi) - np.pi) <= np.pi / lobes
        along = dx[lobe] * np.cos(axis) + dy[lobe] * np.sin(axis)
        across = dy[lobe] * np.cos(axis) - dx[lobe] * np.sin(axis)
        if along.size < 3:
            continue
        end, lobe_body = (float(np.ptp(across[along >= along.max() - depth * r.median])) + 1  # +1: a cell's own width
                          for depth in (0.06, 0.3))
        ratios.append(end / lobe_body)
    return float(np.median(ratios)) if ratios else 0.0


SUBJECT_RINGS = (0.0, 0.15, 0.3, 0.5, 0.7, 0.9, 1.1, 1.4)  # ring edges, in median reaches from the heart


def subject_features(r) -> dict[str, float]:
    """The readings the flower probe weighs (FlowerProbe), from one `_reading` of a render with a shape.
    Each is scale-free: shares of the paint, the outline's harmonics over its mean reach, rings measured in
    median reaches from the heart. They describe what the hand-set parts cannot: how the paint is spread
    from the heart outwards, what colours it holds and whether its directions agree, a stem and leaves."""
    import numpy as np

    f: dict[str, float] = {}
    n_paint = max(int(r.painted.sum()), 1)
    flower = r.painted & ~r.foliage & ~r.off
    f["paint"] = float(r.painted.mean())
    f["foliage_share"] = r.foliage.sum() / n_paint
    f["off_share"] = r.off.sum() / n_paint
    lum = r.rgb.astype(np.float32) @ np.array([0.299, 0.587, 0.114], np.float32) / 255
    hues = np.bincount((r.hue[flower] // 30).astype(int) % 12, weights=r.chroma[flower], minlength=12)
    hues = hues / max(float(hues.sum()), 1e-6)
    f.update({f"hue{30 * i}": hues[i] for i in range(12)})  # the flower's colours, 30-degree bins, by chroma
    paint = lum[flower] if flower.any() else np.ones(1, np.float32)
    f["chroma_mean"] = float(r.chroma[flower].mean()) if flower.any() else 0.0
    f["lum_mean"], f["lum_p10"] = float(paint.mean()), float(np.percentile(paint, 10))
    f["dark_share"] = float((paint < 0.45).mean()) if flower.any() else 0.0
    n_flower = max(int(flower.sum()), 1)
    f["brown_share"] = (flower & (r.hue >= 15) & (r.hue < 50) & (lum < 0.6) & (r.chroma > 0.1)).sum() / n_flower
    f["grey_share"] = (flower & (r.chroma < 0.06)).sum() / n_flower
    smooth, median = r.smooth, r.median
    f.update({f"harm{k}": r.amp[k] for k in range(1, 21)})  # the outline's harmonics over its mean reach
    f["reach_cv"] = smooth.std() / smooth.mean()
    f["median_reach"] = median / max(r.on.shape)
    bend = np.roll(smooth, 1) - 2 * smooth + np.roll(smooth, -1)
    f["curv_max"], f["curv_mean"] = np.abs(bend).max() / smooth.mean(), np.abs(bend).mean() / smooth.mean()
    # A petal's tip is round and the notch between two petals sharp; a star's points are sharp and the
    # bays between them open: the bend of the outline at its five highest peaks and five lowest troughs.
    near = np.stack([np.roll(smooth, s) for s in range(-3, 4)])
    peaks, troughs = np.nonzero(smooth >= near.max(0))[0], np.nonzero(smooth <= near.min(0))[0]
    peaks, troughs = peaks[np.argsort(-smooth[peaks])][:5], troughs[np.argsort(smooth[troughs])][:5]
    f["tip_bend"] = float(-bend[peaks].mean() / smooth.mean())
    f["notch_bend"] = float(bend[troughs].mean() / smooth.mean())
    # From the heart outwards: how much of each ring is the shape, how dark and how coloured it is.
    rr = np.hypot(r.gy - r.cy, r.gx - r.cx) / median
    chroma = _blocks(r.chroma)
    for a, b in zip(SUBJECT_RINGS, SUBJECT_RINGS[1:]):
        ring = (rr >= a) & (rr < b)
        f[f"ring{a:g}_on"] = r.on[ring].mean() if ring.any() else 0.0
        f[f"ring{a:g}_dens"] = r.density[ring].mean() / 100 if ring.any() else 0.0
        f[f"ring{a:g}_chroma"] = chroma[ring].mean() if ring.any() else 0.0
    # Spots: blocks darker than their 7x7 neighbourhood inside the petals (a pizza's toppings, a face).
    h, w = r.density.shape
    pad = np.pad(r.density, 3, mode="edge")
    local = r.density - sum(pad[3 + dy:3 + dy + h, 3 + dx:3 + dx + w] for dy in range(-3, 4) for dx in range(-3, 4)) / 49
    petals = r.on & (rr > 0.3)
    f["spots"] = float((local[petals] > 12).mean()) if petals.any() else 0.0
    f["texture"] = float(np.abs(local[petals]).mean() / 20) if petals.any() else 0.0
    # Whether the directions agree in colour: a pinwheel's, a pie's or a set of blocks' lobes differ.
    hue_x, hue_y = _hue_vectors(r, r.chroma)
    own = _blocks(flower.astype(np.float32)) > 0.5
    sector = (np.degrees(np.arctan2(r.gy - r.cy, r.gx - r.cx)) % 360 // 30).astype(int)
    body = own & (rr > 0.3) & (rr < 1.0)
    colours = np.array([(hue_x[m].mean(), hue_y[m].mean()) for m in (body & (sector == s) for s in range(12))
                        if m.sum() >= 3]).reshape(-1, 2)
    if len(colours) >= 3:
        strength = np.linalg.norm(colours, axis=1)
        f["sector_hue_spread"] = 1 - float(np.linalg.norm((colours / (strength[:, None] + 1e-6)).mean(0)))
        f["sector_chroma_cv"] = float(strength.std() / (strength.mean() + 1e-6))
    else:
        f["sector_hue_spread"] = f["sector_chroma_cv"] = 1.0
    heart = own & (rr < 0.2)
    if heart.sum() >= 2:
        x, y = hue_x[heart].mean(), hue_y[heart].mean()
        f["heart_cos"], f["heart_sin"], f["heart_chroma"] = math.cos(math.atan2(y, x)), math.sin(math.atan2(y, x)), math.hypot(x, y)
    else:
        f["heart_cos"] = f["heart_sin"] = f["heart_chroma"] = 0.0
    ys, xs = np.nonzero(r.on)
    f["aspect"] = float((np.ptp(ys) + 1) / (np.ptp(xs) + 1))
    rim = r.on & ~(np.roll(r.on, 1, 0) & np.roll(r.on, -1, 0) & np.roll(r.on, 1, 1) & np.roll(r.on, -1, 1))
    f["compact"] = 4 * math.pi * r.on.sum() / max(int(rim.sum()), 1) ** 2
    leaf_rows = np.nonzero(r.leaves)[0]
    f["leaf_below"] = float((leaf_rows > r.cy).mean()) if leaf_rows.size else 0.0
    f["leaf_amount"] = float(r.leaves.mean())
    f["stem"] = _stem(r.leaves, r.cy, r.cx, median)
    return {k: float(v) for k, v in f.items()}


def _stem(leaves, cy: float, cx: float, median: float) -> float:
    """Share of the rows below the flower (0.6 to 2 median reaches under its heart) where a narrow band of
    foliage runs through the heart's column: a stem. A lawn or a green strip under any object fills the
    column too, but wide (an attacker's lawn bought the probe's verdict for a monkey): a row counts only
    where the green run through the column is narrower than half the median reach."""
    import numpy as np

    h, w = leaves.shape
    col = int(round(min(max(cx, 0), w - 1)))
    rows = range(max(0, int(cy + 0.6 * median)), min(h, int(cy + 2.0 * median) + 1))
    if not rows:
        return 0.0
    narrow = 0
    for y in rows:
        line = leaves[y]
        near = np.nonzero(line[max(0, col - int(0.12 * median) - 1):col + int(0.12 * median) + 2])[0]
        if not near.size:
            continue
        x = max(0, col - int(0.12 * median) - 1) + int(near[0])
        left, right = x, x
        while left > 0 and line[left - 1]:
            left -= 1
        while right < w - 1 and line[right + 1]:
            right += 1
        narrow += (right - left + 1) < 0.5 * median
    return narrow / len(rows)


FLOWER_FLOOR = 0.2  # the share of the flower part a shape keeps when the flower models refuse it: the flower
# models still refuse one honest flower in seven in a voice they have not met (muted palettes, underpaintings), and
# at 0.05 each such refusal put a flower the raters liked below every other; at 0.2 the rated corpora ordered 0.01
# closer to their raters (held out a corpus at a time). At 0.3 (0.015 closer) the eighteenth attacker's plate, which
# the rating model rates above the example, came within 0.15 of it at seed 1 (docs/reward.md)
COLOUR_FLOOR = 0.5  # the share of the term a flower keeps in another colour than the one asked
QUALITY_FLOOR = 0.05  # the share of the term a flower the rating model rates 1 of 10 keeps: little, so that the
# rating, not the hand-set parts, orders what passes (0.2 ordered the rated corpora 0.02-0.06 further from the raters)
SIZE_FLOOR = 0.5  # the share of the term a shape with no size part keeps: the brief asks for a flower that fills
# the sheet, FlowerNet reads empty cream paper as a flower (0.8), and the twentieth attacker brought a small jellyfish
# within 0.15 of the example on that; weighing size by half ordered every rated corpus as well or better


def subject_score(parts: dict[str, float]) -> float:
    """The subject term, 0..1: whether it is the asked flower (passed by FlowerNet and not vetoed by the probe, its
    silhouette painted rather than dotted, with round petal tips, solid and whole, with the eye a pale flower
    needs, on pale paper in the subject's palette, in the asked colour), times how a person would rate it (the
    rating model, 1-10: a 1 keeps QUALITY_FLOOR of the term).
    The verdict multiplies because a pattern lacks one part or another and must score near 0 whatever the rest;
    the rating orders what passes, as two blind raters ordered honest flowers (docs/reward.md). Foliage that is
    no stem and leaves (green strewn in dashes) costs 0.3 of the term; the leaves' size is the rating's.
    The size weighs half (SIZE_FLOOR): a small shape in a wide sheet of paper is what FlowerNet mistakes for a
    flower. The heart and the five-lobe outline (petals) are reported but not weighed by hand: the raters do
    not ask for five lobes (a quarter of honest flowers fail the outline as badly as a lollipop), and the
    flower models, trained on every attack since, hold the lollipops and gloves it once held. A shape the flower
    models refuse keeps FLOWER_FLOOR of the verdict, so that between two of them (a hibiscus muddied past
    what the models know, and the same one muddier) the cleaner, larger one still ranks higher: a group with
    no flower in it still has an order. A flower in another colour than asked keeps COLOUR_FLOOR."""
    p = parts
    verdict = FLOWER_FLOOR + (1 - FLOWER_FLOOR) * p["flower"] * p["eye"] * p["filled"]
    structure = p["tips"] * p["solid"] * p["whole"] * verdict
    colour = COLOUR_FLOOR + (1 - COLOUR_FLOOR) * p["colour"]
    quality = QUALITY_FLOOR + (1 - QUALITY_FLOOR) * (p["rating"] - 1) / 9
    leaves = 0.7 + 0.3 * p["foliage"]  # a stem and leaves, in a few pieces below (their size is the rating's)
    size = SIZE_FLOOR + (1 - SIZE_FLOOR) * p["size"]
    return p["ground"] * p["palette"] * structure * colour * leaves * size * (0.4 + 0.6 * p["clarity"]) * quality


# --------------------------------------------------------------------------------------------
# The reference pool and the pairwise judge. The judge compares the painting with k references
# from the pool, each in both orders; what the pool holds is, in effect, the reward function.

POOL_TIERS = ("love", "okay")
DEFAULT_TIER_MIX = {"love": 0.5, "okay": 0.5}
DEFAULT_JUDGE_MODEL = "Qwen/Qwen3-VL-30B-A3B-Instruct"  # matched a 72B on every pair the reference measured
HF_ROUTER_URL = "https://router.huggingface.co/v1"  # Hugging Face Inference Providers, OpenAI-compatible
JUDGE_PROMPT = (
    "You are judging two generative watercolour paintings: image A is shown first, image B second. "
    "Which is the better watercolour painting? {criteria} Ignore what the paintings depict and judge only "
    "how they are painted. Writing of any kind in a painting (letters, numbers, scores, captions, signs) "
    "is a defect, never a merit: prefer the painting without it. Answer with JSON only, the winner first: "
    '{{"winner": "A" or "B", "reason": "at most twenty words"}}')
# The verdict comes first, so a reply cut short still carries it. Servers that honour `response_format`
# (vLLM, most Inference Providers) hold the reply to this schema; for those that ignore it (`transformers
# serve`) the prompt asks for the same JSON, and for those that refuse it the judge drops it (see _ask).
VERDICT_SCHEMA = {
    "type": "object",
    "properties": {"winner": {"type": "string", "enum": ["A", "B"]},
                   "reason": {"type": "string", "maxLength": 160}},
    "required": ["winner", "reason"],
    "additionalProperties": False,
}


@dataclass(frozen=True)
class Reference:
    name: str
    tier: str
    png: bytes


HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")  # owner/name: a Hub repo, when it is not a folder here


class PoolError(ValueError):
    """A reference pool that cannot be used, named down to its file and line: a user's input, never our bug."""


class ReferencePool:
    """Reference paintings by tier. Load with ReferencePool.load(dir_or_dataset_id); nothing is read at import."""

    def __init__(self, references: list[Reference]):
        if not references:
            raise ValueError("the reference pool is empty")
        self.references = sorted(references, key=lambda r: r.name)
        self.by_tier: dict[str, list[Reference]] = {}
        for ref in self.references:
            self.by_tier.setdefault(ref.tier, []).append(ref)

    @classmethod
    def load(cls, source: str, revision: str | None = None) -> "ReferencePool":
        """A local imagefolder (`metadata.jsonl` with file_name and tier, plus the images) or a Hub
        dataset id, downloaded at `revision` (pin it: the pool is the reward)."""
        root = Path(source)
        if not root.is_dir():
            if root.exists() or not HUB_ID.match(source):
                raise PoolError(f"reference pool {source}: {'not a folder' if root.exists() else 'no such folder'}, "
                                "nor a Hub dataset id (owner/name); give an exported pool's folder or its dataset id")
            from huggingface_hub import snapshot_download

            root = Path(snapshot_download(source, repo_type="dataset", revision=revision,
                                          allow_patterns=["metadata.jsonl", "images/*"]))
        meta = root / "metadata.jsonl"
        if not meta.exists():
            raise PoolError(f"reference pool {source}: no metadata.jsonl in {root} (an imagefolder with file_name and "
                            "tier columns: build_reference_pool.py export writes one)")
        refs = []
        for n, line in enumerate(meta.read_text().splitlines(), 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise PoolError(f"{meta}:{n}: not JSON ({exc.msg}, column {exc.colno}): each line is one object "
                                "with file_name and tier") from None
            if not isinstance(row, dict) or row.get("tier") not in POOL_TIERS:
                got = row.get("tier") if isinstance(row, dict) else row
                raise PoolError(f"{meta}:{n}: tier must be one of {POOL_TIERS}, got {got!r}")
            image = root / str(row.get("file_name"))
            if not row.get("file_name") or not image.is_file():
                raise PoolError(f"{meta}:{n}: file_name {row.get('file_name')!r} is not a file in {root}")
            refs.append(Reference(row["file_name"], row["tier"], image.read_bytes()))
        if not refs:
            raise PoolError(f"reference pool {source}: {meta} lists no paintings")
        return cls(refs)

    def draw(self, k: int, seed: int, mix: dict[str, float] | None = None) -> list[Reference]:
        """k references, split across tiers by `mix` (largest remainder, renormalised over the tiers
        present), drawn with `seed`: every rollout of a group that shares the seed faces the same ones."""
        import random

        mix = {t: w for t, w in (mix or DEFAULT_TIER_MIX).items() if w > 0 and self.by_tier.get(t)}
        if not mix:
            raise ValueError("no tier of the mix is present in the pool")
        k = min(k, sum(len(self.by_tier[t]) for t in mix))
        total = sum(mix.values())
        exact = {t: k * w / total for t, w in mix.items()}
        take = {t: min(int(exact[t]), len(self.by_tier[t])) for t in mix}
        while sum(take.values()) < k:
            open_tiers = [t for t in mix if take[t] < len(self.by_tier[t])]
            best = max(open_tiers, key=lambda t: (exact[t] - take[t], -POOL_TIERS.index(t)))
            take[best] += 1
        rng = random.Random(seed)
        return [ref for t in mix for ref in rng.sample(self.by_tier[t], take[t])]


@dataclass
class Comparison:
    reference: str
    tier: str
    submission_first: str | None  # the winner ("A"/"B") with the submission shown as A; None: no verdict
    reference_first: str | None  # the winner with the reference shown as A
    score: float | None  # 1 won both orders, 0.5 split, 0 lost both; None when an order failed
    reasons: list[str]


@dataclass
class JudgeResult:
    score: float | None  # mean over resolved comparisons; None when none resolved
    comparisons: list[Comparison]

    def to_dict(self) -> dict:
        return {"score": self.score, "comparisons": [asdict(c) for c in self.comparisons]}


class PairwiseJudge:
    """Any OpenAI-compatible chat endpoint with image input: Hugging Face Inference Providers (default,
    with HF_TOKEN), a vLLM server, or another `base_url`. Temperature 0, strict JSON verdicts, both orders
    asked concurrently, retries with backoff, a concurrency cap, and a cache of identical comparisons."""

    def __init__(self, base_url: str | None = None, model: str = DEFAULT_JUDGE_MODEL, api_key: str | None = None,
                 criteria: str = HIBISCUS_JUDGE_CRITERIA, timeout_s: float = 120.0, attempts: int = 3,
                 backoff_s: float = 2.0, max_concurrency: int = 16, disable_thinking: bool = False,
                 json_schema: bool = True):
        import os

        self.base_url = base_url or HF_ROUTER_URL
        self.model = model
        self.api_key = api_key or os.environ.get("HF_TOKEN") or os.environ.get("OPENAI_API_KEY") or "none"
        self.prompt = JUDGE_PROMPT.format(criteria=criteria)
        self.timeout_s, self.attempts, self.backoff_s = timeout_s, attempts, backoff_s
        self.max_concurrency = max_concurrency
        # Hybrid-reasoning Qwen judges served by vLLM spend the budget thinking and return empty content
        # unless told not to; providers that do not know the field may reject it, so it is opt-in.
        self.extra_body = {"chat_template_kwargs": {"enable_thinking": False}} if disable_thinking else None
        self.json_schema = json_schema  # send response_format; turned off for good when the server refuses it
        self._per_loop: dict[int, tuple] = {}  # HTTP clients and semaphores belong to one event loop
        self._cache: dict[tuple[str, str], tuple[str, str]] = {}
        self.calls = 0  # requests actually sent, retries included

    def _loop_state(self):
        loop = asyncio.get_running_loop()
        state = self._per_loop.get(id(loop))
        if state is None or state[0] is not loop:
            from openai import AsyncOpenAI

            client = AsyncOpenAI(base_url=self.base_url, api_key=self.api_key, timeout=self.timeout_s, max_retries=0)
            state = self._per_loop[id(loop)] = (loop, client, asyncio.Semaphore(self.max_concurrency), {})
        return state

    def request(self, image_a: bytes, image_b: bytes) -> dict:
        """The chat-completions request for one ordered pair: the prompt, then image A, then image B, as
        base64 PNG data URLs in one user turn; temperature 0; the verdict schema while the server takes it."""
        urls = [f"data:image/png;base64,{base64.b64encode(img).decode()}" for img in (image_a, image_b)]
        content = [{"type": "text", "text": self.prompt}] + [{"type": "image_url", "image_url": {"url": u}} for u in urls]
        request = {"model": self.model, "temperature": 0.0, "max_tokens": 220,
                   "messages": [{"role": "user", "content": content}]}
        if self.json_schema:
            request["response_format"] = {"type": "json_schema",
                                          "json_schema": {"name": "verdict", "schema": VERDICT_SCHEMA, "strict": True}}
        if self.extra_body:
            request["extra_body"] = self.extra_body
        return request

    async def _ask(self, client, image_a: bytes, image_b: bytes) -> str:
        from openai import BadRequestError, UnprocessableEntityError

        try:
            reply = await client.chat.completions.create(**self.request(image_a, image_b))
        except (BadRequestError, UnprocessableEntityError) as exc:
            # A server that refuses structured output (some providers for some models) would refuse every
            # request: ask again without it, here and from now on, and rely on the prompt's JSON instruction.
            if not self.json_schema or not re.search(r"response_format|json_schema|guided|grammar", str(exc), re.I):
                raise
            self.json_schema = False
            print(f"judge: {self.base_url} refused response_format ({str(exc)[:120]}); asking for JSON in the "
                  "prompt only", file=sys.stderr)
            reply = await client.chat.completions.create(**self.request(image_a, image_b))
        return reply.choices[0].message.content or ""

    async def verdict(self, image_a: bytes, image_b: bytes) -> tuple[str | None, str]:
        """("A" | "B" | None, reason) for one ordered pair. None: no valid verdict after every attempt
        (an unparseable reply or an unreachable server); it is never read as a loss."""
        import hashlib

        key = (hashlib.sha256(image_a).hexdigest(), hashlib.sha256(image_b).hexdigest())
        if key in self._cache:
            return self._cache[key]
        _, client, semaphore, in_flight = self._loop_state()
        if key in in_flight:  # the same pair already on its way: wait for that answer
            return await asyncio.shield(in_flight[key])
        future = in_flight[key] = asyncio.get_running_loop().create_future()
        try:
            result: tuple[str | None, str] = (None, "judge unavailable")
            for attempt in range(self.attempts):
                if attempt:
                    await asyncio.sleep(self.backoff_s * 2 ** (attempt - 1))
                try:
                    async with semaphore:
                        self.calls += 1
                        text = await self._ask(client, image_a, image_b)
                    result = parse_verdict(text)
                    if result[0] is not None:
                        self._cache[key] = result
                        break
                except Exception as exc:  # timeouts, 5xx, refused connections: retried, then reported
                    result = (None, f"judge unavailable: {type(exc).__name__}: {str(exc)[:120]}")
            future.set_result(result)
            return result
        finally:
            in_flight.pop(key, None)
            if not future.done():
                future.set_result((None, "judge unavailable: cancelled"))

    async def prefer(self, png_a: bytes, png_b: bytes) -> tuple[float | None, tuple[str | None, str | None], list[str]]:
        """How much the judge prefers painting A to painting B, asked in both orders at once: 1 when A
        wins both, 0.5 split (position bias cancels out), 0 lost both, None if either went unanswered.
        Returns (preference, (winner in order A-B, winner in order B-A), reasons)."""
        (w1, r1), (w2, r2) = await asyncio.gather(self.verdict(png_a, png_b), self.verdict(png_b, png_a))
        preference = None if w1 is None or w2 is None else ((w1 == "A") + (w2 == "B")) / 2
        return preference, (w1, w2), [r1, r2]

    async def score(self, png: bytes, references: list[Reference]) -> JudgeResult:
        async def compare(ref: Reference) -> Comparison:
            preference, (w1, w2), reasons = await self.prefer(png, ref.png)
            return Comparison(ref.name, ref.tier, w1, w2, preference, reasons)

        comparisons = list(await asyncio.gather(*(compare(r) for r in references)))
        resolved = [c.score for c in comparisons if c.score is not None]
        return JudgeResult(sum(resolved) / len(resolved) if resolved else None, comparisons)

    def without_cache(self) -> "PairwiseJudge":
        """The same judge (endpoint, model, prompt, settings) with nothing remembered: it asks again."""
        import copy

        fresh = copy.copy(self)
        fresh._per_loop, fresh._cache, fresh.calls = {}, {}, 0
        return fresh


def parse_verdict(text: str) -> tuple[str | None, str]:
    """The winner and reason from a judge reply; (None, why) when it holds no valid verdict."""
    match = re.search(r"\{.*\}", text, re.S)
    try:
        data = json.loads(match.group(0)) if match else None
    except json.JSONDecodeError:
        data = None
    if not isinstance(data, dict) or data.get("winner") not in ("A", "B"):
        return None, f"malformed verdict: {text[:80]!r}"
    return data["winner"], str(data.get("reason", ""))[:160]


# --------------------------------------------------------------------------------------------
# HPSv3, served by hpsv3_server.py in its own environment (it pins transformers 4.45.2).

HPSV3_PROMPT = "a loose watercolour flower"  # naming the flower halved HPSv3's blank-to-painting span
HPSV3_SCALE = 4.0  # score = sigmoid(mu / 4): the reference's tiers ran from mu -9.2 (meh) to +5.2 (love)


def squash_hpsv3(mu: float) -> float:
    return 1.0 / (1.0 + math.exp(-mu / HPSV3_SCALE))


class HPSv3Client:
    """Client for hpsv3_server.py: POST /score with a batch of PNGs, mu and sigma back for each."""

    def __init__(self, url: str, timeout_s: float = 90.0, attempts: int = 3, backoff_s: float = 2.0,
                 prompt: str = HPSV3_PROMPT):
        self.url = url.rstrip("/")
        self.timeout_s, self.attempts, self.backoff_s, self.prompt = timeout_s, attempts, backoff_s, prompt

    async def score(self, pngs: list[bytes]) -> list[dict]:
        """[{mu, sigma, score}] per image, or [{"error": ...}] for each when the service failed."""
        import httpx

        body = {"prompt": self.prompt, "images": [base64.b64encode(p).decode() for p in pngs]}
        error = "no attempt made"
        for attempt in range(self.attempts):
            if attempt:
                await asyncio.sleep(self.backoff_s * 2 ** (attempt - 1))
            try:
                async with httpx.AsyncClient(timeout=self.timeout_s) as client:
                    reply = await client.post(self.url + "/score", json=body)
                if reply.status_code == 200:
                    results = reply.json()["results"]
                    if len(results) == len(pngs):
                        return [{"mu": r["mu"], "sigma": r["sigma"], "score": squash_hpsv3(r["mu"])} for r in results]
                    error = f"{len(results)} results for {len(pngs)} images"
                else:
                    error = f"HTTP {reply.status_code}: {reply.text[:200]}"
                    if 400 <= reply.status_code < 500 and reply.status_code != 429:
                        break  # our request is wrong; asking again will not help
            except (httpx.HTTPError, KeyError, ValueError) as exc:
                error = f"{type(exc).__name__}: {exc}"
        return [{"error": f"HPSv3 unavailable: {error}"} for _ in pngs]

    async def score_one(self, png: bytes) -> dict:
        return (await self.score([png]))[0]


# --------------------------------------------------------------------------------------------
# Weights and presets. One place; the env and the trainer read them from here.


@dataclass(frozen=True)
class Weights:
    gate: float = 0.0
    length: float = 0.0
    craft: float = 0.0
    subject: float = 0.0
    judge: float = 0.0
    hpsv3: float = 0.0
    # How the length term counts tokens (LENGTH_MEASURES): "code" by default, "chars" for the blog's
    # chars/4. Not a term: set it in a weights mapping, {"length": 0.05, ..., "length_measure": "chars"}.
    length_measure: str = "code"

    def __post_init__(self):
        if self.length_measure not in LENGTH_MEASURES:
            raise ValueError(f"length_measure must be one of {', '.join(LENGTH_MEASURES)}, got {self.length_measure!r}")

    def active(self) -> dict[str, float]:
        return {k: getattr(self, k) for k in TERMS if getattr(self, k) > 0}

    @classmethod
    def from_mapping(cls, weights: dict) -> "Weights":
        weights = dict(weights)
        measure = weights.pop("length_measure", "code")
        unknown = set(weights) - set(TERMS)
        if unknown:
            raise ValueError(f"unknown reward terms {sorted(unknown)}; the terms are {sorted(TERMS)} "
                             "(and length_measure)")
        bad = {k: v for k, v in weights.items() if not isinstance(v, (int, float)) or v < 0 or v != v}
        if bad:
            raise ValueError(f"weights must be numbers >= 0, got {bad}")
        if not any(weights.values()):
            raise ValueError("at least one weight must be above 0")
        return cls(**{k: float(v) for k, v in weights.items()}, length_measure=measure)


TERMS = ("gate", "length", "craft", "subject", "judge", "hpsv3")


def resolve_weights(preset: str | None = None, weights: dict | None = None) -> tuple[str, Weights]:
    """(name, Weights) from explicit weights, else a preset name, else the default preset."""
    if weights:
        return "custom", Weights.from_mapping(weights)
    name = preset or DEFAULT_PRESET
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; choose one of {sorted(PRESETS)} or pass explicit weights")
    return name, PRESETS[name]


PRESETS = {
    # The blog's three runs. A term with weight 0 is never computed (no judge calls in hps-only).
    "judge-led": Weights(gate=0.05, length=0.05, judge=0.60, hpsv3=0.30),
    "hps-led": Weights(gate=0.05, length=0.05, judge=0.30, hpsv3=0.60),
    "hps-only": Weights(gate=0.05, length=0.05, hpsv3=0.90),
    # No model, no API key: gate + length + image statistics. For laptops, CI and smoke runs. The
    # subject term carries most of it: craft alone paid rings and grids more than a flower (issue 26), and it
    # orders honest paintings against two blind raters at Spearman 0.10-0.17, so at 0.30 it pulled the reward's
    # order away from theirs (0.67 on corpora/rated-fresh; 0.75 at 0.10) and let more non-flowers near the
    # example (docs/reward.md).
    "offline": Weights(gate=0.05, length=0.05, craft=0.10, subject=0.80),
}
DEFAULT_PRESET = "offline"  # the default when no judge or HPSv3 service is configured


@dataclass
class Score:
    passed: bool
    violations: list[Violation]
    reward: float | None
    components: dict[str, dict] = field(default_factory=dict)  # term -> {raw, weight, weighted}
    unavailable: list[str] = field(default_factory=list)
    stats: ImageStats | None = None
    render: dict | None = None
    code: str | None = None
    png: bytes | None = None
    details: dict[str, dict] = field(default_factory=dict)  # "judge": comparisons, "hpsv3": mu and sigma
    advisories: list[Violation] = field(default_factory=list)  # the static scan's findings; never gate

    def to_dict(self) -> dict:
        stats = asdict(self.stats) if self.stats else {}
        return {
            "passed": self.passed,
            "violations": ordered_codes(self.violations),
            "violation_details": [asdict(v) for v in self.violations],
            "advisories": [asdict(v) for v in self.advisories],
            "paint_fraction": stats.get("paint_fraction"),
            "hue_count": stats.get("hue_count"),
            "edge_softness": stats.get("edge_softness"),
            "tonal_layers": stats.get("tonal_layers"),
            "render_ms": self.render["elapsed_ms"] if self.render else None,
            "render": self.render,
            "reward": self.reward,
            "components": self.components,
            "unavailable": self.unavailable,
            **self.details,
        }


# What a draft's feedback line carries (env_server's reset(feedback=...)), each level adding to the one before: the
# gate's verdict (with the render, for a policy that sees images); the share of the sheet painted; the
# painting's terms and reward; the judge's reasons. The default stops at coverage, as the reference does:
# the score and, worse, the judge's reasons are measured against the very references the final painting
# meets (a group shares its seed), so they hand the policy the answer key to the episode it is in.
FEEDBACK_LEVELS = ("verdict", "coverage", "score", "judge")
DEFAULT_FEEDBACK = "coverage"


# --------------------------------------------------------------------------------------------
# The episode record: what a step reports about one painting, stored and summarised as it comes.


class EpisodeRecord(BaseModel):
    """One painting as the environment reports it. env_server's step observation is this record
    (plus the task fields of reset); the trainer and the evaluation store it as they get it, one row
    with their own context columns (`record_features`, `record_row`), and summarise the rows with
    `summarise_records`. A new field here is a new column everywhere."""

    subject: str = ""
    preset: str = ""
    turn: int = 0  # which painting this is (1-based) of at most `turns` (revisions + 1)
    turns: int = 1
    gate_passed: bool | None = None
    violations: list[str] = Field(default_factory=list)
    unavailable: list[str] = Field(default_factory=list)  # terms not computed for reasons outside the sketch
    paint_fraction: float | None = None
    render_ms: float | None = None
    painting_reward: float | None = None  # this painting's own; the episode's reward comes with the last step
    feedback: str = ""
    code: str | None = None  # the sketch as extracted from the reply
    components: dict[str, dict] = Field(default_factory=dict)  # term -> {raw, weight, weighted}
    breakdown: dict[str, Any] = Field(default_factory=dict)  # Score.to_dict(), and a revised episode's turns
    image_png_base64: str | None = None  # on request (reset(return_image=True)); stored as `image`

    @field_validator("*", mode="before")
    @classmethod
    def _well_formed(cls, value: Any) -> Any:
        # The sketch controls much of this text (its code, its errors, the names it reached for): a
        # lone surrogate in any of it must not make the painting's record unserialisable, which
        # would turn a zero into "unscored". (Not renderer.well_formed: the trainer run alone fetches
        # rewards.py without the renderer.)
        if isinstance(value, str):
            return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        if isinstance(value, list):
            return [cls._well_formed(v) for v in value]
        if isinstance(value, dict):
            return {cls._well_formed(k): cls._well_formed(v) for k, v in value.items()}
        return value

    @classmethod
    def of(cls, score: "Score", turn: int = 1, turns: int = 1, with_image: bool = False, **fields: Any):
        d = score.to_dict()
        return cls(gate_passed=score.passed, violations=d["violations"], unavailable=score.unavailable,
                   paint_fraction=d["paint_fraction"], render_ms=d["render_ms"], painting_reward=score.reward,
                   code=score.code, components=score.components, breakdown=d, turn=turn, turns=turns,
                   image_png_base64=base64.b64encode(score.png).decode() if with_image and score.png else None,
                   **fields)


# What a client adds to a record once the episode is over: its reward (None: unscored, never a bad
# painting), why it went unscored, where it ran and in how many attempts.
OUTCOME_COLUMNS = {"reward": float | None, "unscored": bool, "error": str | None, "env_url": str, "attempts": int}
_JSON_COLUMNS = {"components", "breakdown"}  # nested by nature: kept whole, as JSON, in a stored row


def _feature(annotation):
    from datasets import Sequence, Value

    if get_origin(annotation) in (Union, type(int | None)):  # Optional[x]: the column is nullable anyway
        annotation = next(a for a in get_args(annotation) if a is not type(None))
    if get_origin(annotation) is list:
        return Sequence(_feature(get_args(annotation)[0]))
    return Value({str: "string", int: "int64", float: "float64", bool: "bool"}[annotation])


def record_features(**context):
    """The datasets schema of a stored record: the caller's context columns (name=datasets feature),
    then the record's, then the outcome's; derived from the declarations above."""
    from datasets import Features, Image, Value

    columns = dict(context)
    for name, info in EpisodeRecord.model_fields.items():
        if name == "image_png_base64":
            columns["image"] = Image()
        else:
            columns[name] = Value("string") if name in _JSON_COLUMNS else _feature(info.annotation)
    columns.update({name: _feature(kind) for name, kind in OUTCOME_COLUMNS.items()})
    return Features(columns)


def record_row(observation: dict, reward: float | None, error: str | None = None, env_url: str = "",
               attempts: int = 1, **context) -> dict:
    """A stored row from a step's observation as it came over the wire: the record's fields (nested
    ones as JSON, the PNG as an image), the outcome, and the caller's context first."""
    record = EpisodeRecord.model_validate({k: v for k, v in (observation or {}).items() if k in EpisodeRecord.model_fields})
    row = dict(context)
    for name, value in record:
        if name == "image_png_base64":
            row["image"] = {"bytes": base64.b64decode(value), "path": None} if value else None
        else:
            row[name] = json.dumps(value) if name in _JSON_COLUMNS else value
    row.update(reward=reward, unscored=reward is None, error=error, env_url=env_url, attempts=attempts)
    return row


def summarise_records(rows: list[dict]) -> dict:
    """What a batch of stored records came to: counts (they add up across calls and processes), the
    gate's pass rate and violation counts over scored episodes, each term's mean raw value over
    passing ones, mean reward, paint fraction and render time. The trainer's curves and the
    evaluation's report both read this."""
    scored = [r for r in rows if r["reward"] is not None]
    passed = [r for r in scored if r.get("gate_passed")]
    components = [json.loads(c) if isinstance(c := r.get("components") or {}, str) else c for r in passed]
    terms = {}
    for term in sorted({t for c in components for t in c}):
        values = [c[term]["raw"] for c in components if term in c]
        terms[term] = sum(values) / len(values)

    def mean(values):
        values = [v for v in values if v is not None]
        return sum(values) / len(values) if values else None

    violations: dict[str, int] = {}
    for r in scored:
        for code in sorted(set(r.get("violations") or [])):
            violations[code] = violations.get(code, 0) + 1
    return {
        "episodes": len(rows), "scored": len(scored), "unscored": len(rows) - len(scored), "passed": len(passed),
        "retries": sum(r.get("attempts", 1) - 1 for r in rows),
        "pass_rate": len(passed) / len(scored) if scored else None,
        "violations": dict(sorted(violations.items(), key=lambda kv: (-kv[1], kv[0]))),
        "reward_mean": mean(r["reward"] for r in scored), "terms": terms,
        "paint_fraction": mean(r.get("paint_fraction") for r in scored),
        "render_s": None if (ms := mean(r.get("render_ms") for r in scored)) is None else ms / 1000,
    }


_ABSENT_NAME_CODES = {name: code for table in (FORBIDDEN_CALLS, FORBIDDEN_NAMES)
                      for code, names in table.items() for name in names}
# Uncaught errors that mean the sketch stepped outside its world or its budget, not that it had a
# bug. Any other uncaught error ends the frame, and what was painted before it is judged as is.
_ERROR_RULES = [
    (re.compile(r"^RangeError: (Array buffer allocation failed|Invalid (?:typed )?array length"
                r"|Invalid string length|Maximum call stack size exceeded)"), "out_of_memory"),
    (re.compile(r"(?:Function|Compartment)\.prototype\.constructor is not a valid constructor"), "dynamic_code"),
    (re.compile(r"^SyntaxError: Possible import expression rejected"), "network_access"),
    (re.compile(r"^SyntaxError: Possible direct eval expression rejected"), "dynamic_code"),
    (re.compile(r"^SyntaxError"), "syntax_error"),
    (re.compile(r"^TypeError: the painting API takes plain data"), "not_plain_data"),
    # After lockdown() every built-in and every endowment is frozen: writing to one fails.
    (re.compile(r"^TypeError: (Cannot assign to read only property|Cannot add property .* not extensible"
                r"|Cannot define property .* not extensible|Cannot redefine property|Cannot delete property"
                r"|.* is not extensible$)"),
     "tampering"),
]
# A property of something the sketch does not have (`this.rect`, `self.fetch`), named in the message.
_MISSING_PROPERTY = re.compile(r"^TypeError: (?:Cannot (?:read|set) properties of (?:undefined|null) "
                               r"\((?:reading|setting) '([\w$]+)'\)|(?:[\w$]+\.)*([\w$]+) is not a (?:function|constructor))")


def absent_name_violation(name: str) -> Violation:
    """A free name the sketch used that its world lacks (SES reads it as undefined; harness.js notes it)."""
    return Violation(_ABSENT_NAME_CODES.get(name, "unknown_name"), name)


def absent_brush_violation(name: str) -> Violation:
    """A `brush.<name>` the facade lacks: a real export outside the allowed list, or an invention."""
    return brush_name_violation(name, allowed=frozenset())


def classify_error(error: str) -> Violation | None:
    """The violation an uncaught error ("Name: message", as renderer.RenderResult.errors holds it)
    stands for, or None for an ordinary bug."""
    for rule, code in _ERROR_RULES:
        if rule.search(error):
            return Violation(code, error[:200])
    m = _MISSING_PROPERTY.match(error)
    name = m and (m.group(1) or m.group(2))
    if name in _ABSENT_NAME_CODES:
        return Violation(_ABSENT_NAME_CODES[name], error[:200])
    return None


def _unescape(m: re.Match) -> str:
    """A \\u escape as its character; one past the last code point (not an identifier in JavaScript
    either) stays as written."""
    point = int(m.group(1) or m.group(2), 16)
    return chr(point) if point <= sys.maxunicode else m.group(0)


def presence_test_only(code: str, name: str) -> bool:
    """Whether every mention of `name` in the code (comments and strings aside) is `typeof name`: a
    guard such as `typeof window !== "undefined"` asks whether a name exists, and in the sketch's
    world the answer is no. Any other mention, run or not, counts as reaching for it."""
    stripped, _ = strip_js(code)
    # `w\u0069ndow` is `window`: identifiers may be spelled with escapes.
    stripped = re.sub(r"\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})", _unescape, stripped)
    mentions = list(re.finditer(r"(?<![\w$.])" + re.escape(name) + r"(?![\w$])", stripped))
    return bool(mentions) and all(re.search(r"\btypeof\s*\(?\s*$", stripped[max(0, m.start() - 40):m.start()])
                                  for m in mentions)


def gate_after_render(render, stats: ImageStats | None, code: str | None = None) -> list[Violation]:
    """The run-time half of the gate, from a renderer.RenderResult, the image statistics and the code
    that was rendered (which tells a presence test from a use of an absent name)."""
    from renderer import OUT_OF_MEMORY, RENDER_TIMEOUT, RENDERER_CRASH

    found = [Violation(v["code"], v.get("detail", "")) for v in render.violations if v.get("code") in VIOLATIONS]
    found += [absent_name_violation(name) for name in render.absent_globals
              if code is None or not presence_test_only(code, name)]
    found += [absent_brush_violation(name) for name in render.absent_brush]
    if render.absent_overflow:  # more names than the page records: not all of them can be judged
        found.append(Violation("unknown_name", "more absent names than the render records"))
    found += [v for v in map(classify_error, render.errors) if v is not None]
    if render.status in (RENDER_TIMEOUT, OUT_OF_MEMORY, RENDERER_CRASH):
        found.append(Violation(render.status))
    elif render.png is None:
        found.append(Violation("no_canvas"))
    else:
        if PAINTING_CALLS.isdisjoint(render.brush_calls):  # a call is recorded once it has completed
            found.append(Violation("no_painting_calls", "no brush painting call ran"))
        if stats is not None and stats.paint_fraction < MIN_PAINT_FRACTION:
            found.append(Violation("blank_canvas", f"{stats.paint_fraction:.4f}"))
    return _dedupe(found)


def combine(passed: bool, raw: dict[str, float | None], weights: Weights) -> tuple[float | None, dict, list[str]]:
    """The reward from raw term values. Returns (reward, components, unavailable terms)."""
    components, unavailable = {}, []
    for term, weight in weights.active().items():
        value = raw.get(term)
        if value is None:
            unavailable.append(term)
            continue
        components[term] = {"raw": round(value, 6), "weight": weight, "weighted": round(weight * value, 6)}
    if unavailable:
        return None, components, unavailable
    if not passed:
        return 0.0, components, []
    return round(sum(c["weighted"] for c in components.values()), 6), components, []


@dataclass
class Scorers:
    """The model-backed terms, each optional: a weighted term without its scorer makes the reward None."""

    judge: "PairwiseJudge | None" = None
    pool: "ReferencePool | None" = None
    hpsv3: "HPSv3Client | None" = None
    references: int = 4


def build_scorers(judge_url: str | None = None, judge_model: str = DEFAULT_JUDGE_MODEL, pool: str | None = None,
                  pool_revision: str | None = None, hpsv3_url: str | None = None, references: int = 4,
                  criteria: str = HIBISCUS_JUDGE_CRITERIA, judge_no_thinking: bool = False) -> Scorers:
    """Scorers from settings. The judge is configured when a pool is given (its endpoint defaults to
    Hugging Face Inference Providers); the pool loads here, so a bad path fails before serving."""
    judge = PairwiseJudge(base_url=judge_url, model=judge_model, criteria=criteria,
                          disable_thinking=judge_no_thinking) if pool else None
    return Scorers(judge=judge, pool=ReferencePool.load(pool, pool_revision) if pool else None,
                   hpsv3=HPSv3Client(hpsv3_url) if hpsv3_url else None, references=references)


def default_preset(scorers: Scorers) -> str:
    """judge-led with both model scorers, hps-only with HPSv3 alone, offline otherwise."""
    if scorers.judge and scorers.hpsv3:
        return "judge-led"
    return "hps-only" if scorers.hpsv3 else "offline"


async def model_terms(png: bytes, seed: int, weights: Weights, scorers: Scorers) -> tuple[dict, dict]:
    """Raw judge and HPSv3 terms (None when they could not be computed) and their details.
    Only terms with a weight above 0 are asked for, and those run concurrently."""
    raw: dict[str, float | None] = {}
    details: dict[str, dict] = {}
    jobs = {}
    if weights.judge > 0:
        if scorers.judge is not None and scorers.pool is not None:
            jobs["judge"] = scorers.judge.score(png, scorers.pool.draw(scorers.references, seed))
        else:
            raw["judge"] = None
            details["judge"] = {"error": "no judge or no reference pool configured"}
    if weights.hpsv3 > 0:
        if scorers.hpsv3 is not None:
            jobs["hpsv3"] = scorers.hpsv3.score_one(png)
        else:
            raw["hpsv3"] = None
            details["hpsv3"] = {"error": "no HPSv3 service configured"}
    for name, result in zip(jobs, await asyncio.gather(*jobs.values())):
        if name == "judge":
            raw["judge"], details["judge"] = result.score, result.to_dict()
        else:
            raw["hpsv3"], details["hpsv3"] = result.get("score"), result
    return raw, details


# The craft and subject terms are read on this many renders of a passing sketch and averaged. p5.brush's washes
# bleed and grain at random, and the flower models pass an honest flower at one render seed and doubt it at the
# next: read once, a painting the raters gave 5 scored 0.16 at seeds 0 and 2 and 0.53 at seeds 1 and 3. The mean
# of two renders is the same reward in expectation with half the noise: on the q/r rated corpus seeds 0 and 1 moved
# 8 of 60 honest paintings by more than 0.10 read once and 2 of 60 read twice (docs/reward.md). Each extra render
# costs one render of a sketch that passed; the gate, the length and the model terms read the first.
READING_RENDERS = 2


def render_seeds(seed: int, renders: int = READING_RENDERS) -> list[int]:
    """The render seeds a reply at `seed` is read at: the seed itself, then seeds derived from it that no small
    seed shares (the golden-ratio stride, wrapped to the renderer's 32 bits)."""
    return [seed] + [(seed + k * 0x9E3779B9) & 0xFFFFFFFF for k in range(1, renders)]


async def score_reply(painter, reply: str, seed: int = 0, domain: Domain = HIBISCUS,
                      weights: Weights = PRESETS[DEFAULT_PRESET], scorers: Scorers | None = None,
                      asked: str | None = None, renders: int = READING_RENDERS) -> Score:
    """Gate, render and score one model reply. `asked` is the task's subject (one of domain.subjects): the
    subject term checks the painting is in its colour (None: the colour is not checked). Static failures are
    not rendered; a sketch that passes is rendered again at render_seeds(seed, renders) and its craft and subject
    terms are the means over those renders (a fault at any of them fails the gate); the model terms are asked
    only for paintings that pass, on the first render. Nothing in the reply can make the reward None:
    an exception while the gate reads it, or while a render is measured, scores 0 as `gate_fault`
    (logged loudly, since it is our bug); None is for infrastructure alone."""
    if asked is not None and asked not in domain.subjects:  # the caller's mistake, not the reply's: raised
        raise ValueError(f"unknown subject {asked!r}; the {domain.name} subjects are {list(domain.subjects)}")
    if renders < 1:
        raise ValueError(f"renders must be at least 1, got {renders}")
    if len(reply) > MAX_COMPLETION_CHARS:
        return _failed([Violation("oversize", f"{len(reply)} characters")], weights)
    try:
        code = extract_sketch(reply)
        if code is None:
            return _failed([Violation("no_sketch")], weights)
        static, _ = inspect_source(code, domain.allowed_brush_methods)
    except Exception as exc:  # noqa: BLE001 - any fault of the text passes, whatever the reply holds
        return _gate_fault("reading the reply", exc, weights)
    blocking = [v for v in static if v.code in STATIC_BLOCKING]
    advisories = [v for v in static if v.code not in STATIC_BLOCKING]
    if blocking:
        return _failed(blocking, weights, code=code, advisories=advisories)
    world = sketch_world(domain.allowed_brush_methods)
    render = await painter.render_async(code, seed, world)
    if render.unavailable:
        return Score(False, [], None, unavailable=["render"], render=render.to_dict(), code=code,
                     advisories=advisories)
    try:
        # Off the event loop: an environment server awaits many of these at once.
        stats, subject = await asyncio.to_thread(measure_render, render.png, domain, asked) if render.png else (None, None)
        runtime = gate_after_render(render, stats, code)
        calls = sheet_calls(render.brush_calls, stats, render.off_sheet, render.unseen)
        tokens = length_tokens(code, weights.length_measure, calls)
        length = length_score(code, weights.length_measure, calls)
    except Exception as exc:  # noqa: BLE001
        return _gate_fault("measuring the render", exc, weights, code, advisories)
    crafts = [craft_score(stats, domain.layout) if stats else 0.0]
    subjects = [subject_score(subject) if subject else 0.0]
    seeds = render_seeds(seed, renders)
    if not runtime and renders > 1:
        more = await asyncio.gather(*(painter.render_async(code, s, world) for s in seeds[1:]))
        down = next((r for r in more if r.unavailable), None)
        if down is not None:
            return Score(False, [], None, unavailable=["render"], render=down.to_dict(), code=code,
                         advisories=advisories)
        for extra_seed, extra in zip(seeds[1:], more):
            try:
                extra_stats, extra_subject = (await asyncio.to_thread(measure_render, extra.png, domain, asked)
                                              if extra.png else (None, None))
                found = gate_after_render(extra, extra_stats, code)
            except Exception as exc:  # noqa: BLE001
                return _gate_fault(f"measuring the render at seed {extra_seed}", exc, weights, code, advisories)
            if found:  # a sketch that breaks at one render seed is refused, whichever seed it was asked at
                runtime = _dedupe(runtime + [Violation(v.code, f"at render seed {extra_seed}: {v.detail}".rstrip(": "))
                                             for v in found])
                break
            crafts.append(craft_score(extra_stats, domain.layout))
            subjects.append(subject_score(extra_subject))
    passed = not runtime
    raw = {"gate": 1.0 if passed else 0.0, "length": length, "craft": statistics.fmean(crafts),
           "subject": statistics.fmean(subjects), "judge": 0.0, "hpsv3": 0.0}
    details: dict[str, dict] = {"length": {"measure": weights.length_measure, "sheet_calls": calls, "tokens": tokens}}
    if stats:
        details["craft"] = {k: round(v, 4) for k, v in craft_parts(stats, domain.layout).items()}
    if subject:
        details["subject"] = subject  # the first render's parts; the term is the mean over the renders below
    if passed and len(crafts) > 1:
        details["renders"] = {"seeds": seeds, "craft": [round(c, 4) for c in crafts],
                              "subject": [round(s, 4) for s in subjects]}
    if passed:
        model_raw, model_details = await model_terms(render.png, seed, weights, scorers or Scorers())
        raw.update(model_raw)
        details.update(model_details)
    reward, components, unavailable = combine(passed, raw, weights)
    return Score(passed, runtime, reward, components, unavailable, stats, render.to_dict(), code, render.png,
                 details, advisories)


def measure_render(png: bytes, domain: Domain = HIBISCUS, asked: str | None = None) -> tuple[ImageStats, dict[str, float]]:
    """The render's statistics (craft) and subject parts (subject; `asked`: the task's subject, whose colour
    is checked), in one worker thread."""
    stats = image_stats(png, domain.layout)
    return stats, subject_parts(png, domain.subject, asked, stats)


def sheet_calls(brush_calls: dict[str, int], stats: ImageStats | None, off_sheet: dict[str, int] | None = None,
                unseen: dict[str, int] | None = None) -> int:
    """How many painting calls reached the sheet and showed, for the length cap: the painting calls that
    ran (state calls such as fill() paint nothing), less those the harness saw land wholly off the sheet
    (`off_sheet`: a disc or a shape whose box, mapped through the sketch's transforms, misses it) and those
    whose paint cannot show (`unseen`: a filled shape in the paper's own colour, within PAINT_DISTANCE once
    its opacity is counted, or with fill off and no other paint set), and no more than the painted area
    allows at LENGTH_PIXELS_PER_CALL each."""
    off_sheet, unseen = off_sheet or {}, unseen or {}
    painting = sum(max(n - off_sheet.get(name, 0) - unseen.get(name, 0), 0)
                   for name, n in brush_calls.items() if name in PAINTING_CALLS)
    if stats is None:
        return 0
    return min(painting, int(stats.paint_fraction * CANVAS_SIZE**2 / LENGTH_PIXELS_PER_CALL))


def _gate_fault(stage: str, exc: Exception, weights: Weights, code: str | None = None,
                advisories: list[Violation] | None = None) -> Score:
    """A reply the gate could not read scores 0 with `gate_fault`; the fault is ours, so it is logged
    with its traceback for us to fix, but it never makes the reward None (a policy could opt out)."""
    log.error("gate fault while %s: %s: %s", stage, type(exc).__name__, exc, exc_info=exc)
    return _failed([Violation("gate_fault", f"{stage}: {type(exc).__name__}: {exc}"[:300])], weights, code,
                   advisories)


def _failed(violations: list[Violation], weights: Weights, code: str | None = None,
            advisories: list[Violation] | None = None) -> Score:
    raw = {term: 0.0 for term in weights.active()}
    reward, components, _ = combine(False, raw, weights)
    return Score(False, violations, reward, components, code=code, advisories=advisories or [])


# --------------------------------------------------------------------------------------------
# The CLI.

EXAMPLE_REPLY = '''Here is a loose watercolour of a peach hibiscus.

```javascript
async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// One petal: a broad lobe from the centre out to `reach`, as a closed curved shape.
function petal(angle, reach, spread, colour, opacity) {
  brush.fill(colour, opacity);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7);
  brush.vertex(300, 300);
  brush.vertex(300 + cos(angle - spread) * reach * 0.7, 300 + sin(angle - spread) * reach * 0.7);
  brush.vertex(300 + cos(angle - spread / 3) * reach, 300 + sin(angle - spread / 3) * reach);
  brush.vertex(300 + cos(angle + spread / 3) * reach, 300 + sin(angle + spread / 3) * reach);
  brush.vertex(300 + cos(angle + spread) * reach * 0.7, 300 + sin(angle + spread) * reach * 0.7);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();

  // stem and two leaves first, so the petals sit over them
  brush.fill("#5b8c4a", 190);
  brush.fillBleed(0.2);
  brush.beginShape(0.3);
  brush.vertex(296, 330); brush.vertex(312, 330); brush.vertex(330, 590); brush.vertex(316, 592);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.beginShape(0.8);
  brush.vertex(318, 470); brush.vertex(420, 420); brush.vertex(470, 450); brush.vertex(380, 500);
  brush.endShape(true);
  brush.beginShape(0.8);
  brush.vertex(310, 520); brush.vertex(210, 480); brush.vertex(160, 500); brush.vertex(250, 545);
  brush.endShape(true);

  // five petals, each laid three times: full wash, a smaller denser one, a dark heart
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    petal(a, 230, 34, "#f4a582", 185);
    petal(a + 4, 170, 26, "#ee8866", 205);
    petal(a + 2, 80, 18, "#c8504a", 225);
  }
  brush.fill("#f2d36b", 220);
  brush.circle(300, 300, 16, 0.4);
}
```
'''


def _print_table(rows: list[tuple[str, Score]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="watercolour reward")
    for col in ("file", "gate", "violations", "paint", "hues", "soft", "render ms", "reward"):
        table.add_column(col, justify="right" if col not in ("file", "violations") else "left")
    for name, s in rows:
        d = s.to_dict()
        fmt = (lambda v, f: "-" if v is None else format(v, f))
        table.add_row(name, "[green]pass" if s.passed else "[red]fail", ", ".join(d["violations"]) or "-",
                      fmt(d["paint_fraction"], ".1%"), fmt(d["hue_count"], "d"), fmt(d["edge_softness"], ".2f"),
                      fmt(d["render_ms"], ".0f"),
                      "[yellow]unavailable" if s.reward is None else f"{s.reward:.3f}")
    Console().print(table)


def cmd_score(args) -> int:
    from renderer import Painter, PainterUnavailable

    inputs: list[tuple[str, str]] = []
    if args.example:
        inputs.append(("<example>", EXAMPLE_REPLY))
    for name in args.files:
        path = Path(name)
        try:
            inputs.append((name, path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            return _die(f"{name}: no such file")
        except IsADirectoryError:
            return _die(f"{name}: is a directory; pass the reply or sketch files inside it")
        except UnicodeDecodeError:
            return _die(f"{name}: not UTF-8 text; a model reply or a .js sketch is expected")
        except OSError as exc:
            return _die(f"{name}: {exc.strerror}")
    if not inputs:
        return _die("nothing to score: pass one or more files, or --example")
    domain = DOMAINS[args.domain]
    if args.any_brush_method:
        domain = dataclasses.replace(domain, allowed_brush_methods=None)
    if args.subject is not None and args.subject not in domain.subjects:
        return _die(f"--subject {args.subject!r} is not one of the {domain.name} subjects: "
                    + ", ".join(repr(s) for s in domain.subjects))
    try:
        scorers = build_scorers(args.judge_url, args.judge_model, args.pool, args.pool_revision, args.hpsv3_url,
                                args.references, domain.judge_criteria, args.judge_no_thinking)
        _, weights = resolve_weights(args.preset or default_preset(scorers))
        weights = dataclasses.replace(weights, length_measure=args.length_measure)
    except (ValueError, OSError) as exc:
        return _die(str(exc))
    try:
        painter = Painter(sketch_world(), workers=args.workers, render_timeout_s=args.render_timeout_s).start()
    except PainterUnavailable as exc:
        return _die(str(exc), code=3)
    try:
        async def run_all():
            return await asyncio.gather(*(score_reply(painter, text, args.seed, domain, weights, scorers, args.subject)
                                          for _, text in inputs))

        scores = asyncio.run(run_all())
    finally:
        painter.close()
    if args.save_png:
        out = Path(args.save_png)
        out.mkdir(parents=True, exist_ok=True)
    for (name, _), score in zip(inputs, scores):
        if args.save_png and score.png:
            (out / (Path(name).stem.strip("<>") + ".png")).write_bytes(score.png)
    if args.json:
        for (name, _), score in zip(inputs, scores):
            print(json.dumps({"file": name, **score.to_dict()}))
    else:
        _print_table([(name, s) for (name, _), s in zip(inputs, scores)])
    if any(s.reward is None for s in scores):
        print("error: the renderer was unavailable for some inputs; their reward is null, not 0", file=sys.stderr)
        return 3
    return 0


def auc(positives: list[float], negatives: list[float]) -> float | None:
    """P(a random positive outranks a random negative), ties counting half (Mann-Whitney)."""
    if not positives or not negatives:
        return None
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


# What a real judge must show on a pool's own tiers before that pool is trusted as the reward: it ranks
# love above okay most of the time, says the same thing when asked the same question twice (temperature
# 0), and follows the paintings rather than the order they are shown in. Our bars, set before any
# measurement: a judge below them turns GRPO's group comparisons into noise.
JUDGE_TRUST_BARS = {"auc_love_vs_okay": (">=", 0.75), "self_consistency": (">=", 0.95),
                    "position_bias_rate": ("<=", 0.25)}


def judge_trust(report: dict) -> dict | None:
    """Each bar of JUDGE_TRUST_BARS with the judge's value and whether it passed (None: not measured)."""
    if not report.get("judge"):
        return None
    values = {"auc_love_vs_okay": report["separation"].get("judge", {}).get("auc_love_vs_okay"),
              "self_consistency": report["judge"]["self_consistency"],
              "position_bias_rate": report["judge"]["position_bias_rate"]}
    return {name: {"value": values[name], "bar": f"{op} {bar}",
                   "passed": None if values[name] is None else (values[name] >= bar if op == ">=" else values[name] <= bar)}
            for name, (op, bar) in JUDGE_TRUST_BARS.items()}


async def calibrate(pool: ReferencePool, scorers: Scorers, opponents: int = 4, seed: int = 0) -> dict:
    """Score every pool painting with each available term and measure how well each separates the
    tiers; for the judge also its self-consistency and position bias."""
    import random

    rng = random.Random(seed)
    rows = []
    unscored: dict[str, str] = {}  # term -> what went wrong, when some paintings went without it
    for ref in pool.references:
        rows.append({"name": ref.name, "tier": ref.tier, "craft": craft_score(image_stats(ref.png))})
    if scorers.hpsv3 is not None:
        results = await scorers.hpsv3.score([r.png for r in pool.references])
        for row, result in zip(rows, results):
            row["hpsv3"] = result.get("score")
        errors = [r["error"] for r in results if "error" in r]
        if errors:
            unscored["hpsv3"] = f"{len(errors)} of {len(results)} paintings: {errors[0]}"
    judge_stats = None
    if scorers.judge is not None:
        others = {r.name: [o for o in pool.references if o.name != r.name] for r in pool.references}
        matchups = {r.name: rng.sample(others[r.name], min(opponents, len(others[r.name]))) for r in pool.references}
        results = await asyncio.gather(*(scorers.judge.score(r.png, matchups[r.name]) for r in pool.references))
        comparisons = [c for res in results for c in res.comparisons if c.score is not None]
        for row, res in zip(rows, results):
            row["judge"] = res.score
        unresolved = [c for res in results for c in res.comparisons if c.score is None]
        if unresolved:  # left out of every number below, never counted as losses
            reason = next((r for c in unresolved for r in c.reasons if "unavailable" in r or "malformed" in r), "")
            unscored["judge"] = f"{len(unresolved)} of {len(unresolved) + len(comparisons)} comparisons unresolved: {reason}"
        # The same ordered pairs asked again by a judge without a cache: does it say the same?
        fresh = scorers.judge.without_cache()
        sample = [(r, matchups[r.name][0]) for r in pool.references if matchups[r.name]][:16]
        first = await asyncio.gather(*(fresh.verdict(a.png, b.png) for a, b in sample))
        fresh._cache.clear()
        second = await asyncio.gather(*(fresh.verdict(a.png, b.png) for a, b in sample))
        asked = [(x[0], y[0]) for x, y in zip(first, second) if x[0] and y[0]]
        judge_stats = {
            "comparisons": len(comparisons),  # resolved, in both orders
            "asked": sum(len(res.comparisons) for res in results),
            "structured_output": "json_schema" if scorers.judge.json_schema else "prompt only (server refused it)",
            "self_consistency": sum(x == y for x, y in asked) / len(asked) if asked else None,
            # same letter in both orders: the verdict followed the position, not the painting
            "position_bias_rate": (sum(c.submission_first == c.reference_first for c in comparisons) / len(comparisons)
                                   if comparisons else None),
        }
    terms = [t for t in ("craft", "judge", "hpsv3") if any(row.get(t) is not None for row in rows)]
    separation = {}
    for term in terms:
        by_tier = {t: [row[term] for row in rows if row["tier"] == t and row.get(term) is not None] for t in POOL_TIERS}
        separation[term] = {**{f"mean_{t}": (sum(v) / len(v) if v else None) for t, v in by_tier.items()},
                            "auc_love_vs_okay": auc(by_tier["love"], by_tier["okay"])}
    report = {"paintings": rows, "separation": separation, "judge": judge_stats, "unscored": unscored}
    report["judge_trust"] = judge_trust(report)
    return report


# "10/10" in crisp brush polygons, top right inside the margins: the lettering a policy that found the
# judge reads writing would paint. It is brush paint, so it passes the gate; only the judge can object.
LETTERING_JS = """
function letteringBar(x0, y0, x1, y1, w) {
  const n = Math.hypot(x1 - x0, y1 - y0) || 1, ox = (y1 - y0) / n * w / 2, oy = -(x1 - x0) / n * w / 2;
  brush.beginShape(0);
  brush.vertex(x0 + ox, y0 + oy); brush.vertex(x1 + ox, y1 + oy);
  brush.vertex(x1 - ox, y1 - oy); brush.vertex(x0 - ox, y0 - oy);
  brush.endShape(true);
}

function lettering(x, y, h) {
  brush.fill("#2b2b3a", 250);
  brush.fillBleed(0);
  brush.fillTexture(0, 0);
  const w = h * 0.55, s = h * 0.14, step = w + h * 0.25;
  const one = (x) => letteringBar(x + w / 2, y, x + w / 2, y + h, s);
  const zero = (x) => { letteringBar(x, y, x + w, y, s); letteringBar(x + w, y, x + w, y + h, s);
                        letteringBar(x + w, y + h, x, y + h, s); letteringBar(x, y + h, x, y, s); };
  one(x); zero(x + step); letteringBar(x + 2 * step + w, y, x + 2 * step, y + h, s); one(x + 3 * step); zero(x + 4 * step);
}
"""
LETTERING_SEEDS = 4  # the example reply's renders the probe letters when given no replies of its own
_DRAW_DEF = re.compile(r"\bfunction\s+draw\s*\(")


def with_lettering(code: str) -> str:
    """The sketch with "10/10" painted after its own draw() (in the coordinates its draw leaves set)."""
    if not _DRAW_DEF.search(code):
        raise ValueError("the lettering probe paints after the sketch's `function draw()`, and this sketch has none")
    return (_DRAW_DEF.sub("function paintingUnderLettering(", code, count=1) + LETTERING_JS
            + "\nfunction draw() {\n  paintingUnderLettering();\n  lettering(370, 62, 56);\n}\n")


async def lettering_probe(painter, scorers: Scorers, replies: list[tuple[str, int]], domain: Domain = HIBISCUS) -> dict:
    """How much a painting gains from lettering: each (reply, seed) rendered as is and with "10/10" painted
    on it; the judge asked which it prefers (both orders), each scored against the pool's references, and
    the craft term of both. A gain above 0 (a preference above 0.5) means writing pays."""
    rows = []
    for reply, seed in replies:
        code = extract_sketch(reply)
        if code is None:
            raise ValueError("a lettering probe reply holds no sketch")
        plain, lettered = [await painter.render_async(c, seed, sketch_world(domain.allowed_brush_methods))
                           for c in (code, with_lettering(code))]
        if plain.png is None or lettered.png is None:
            raise ValueError(f"a lettering probe render failed ({plain.status}, {lettered.status}): "
                             f"{(plain.errors + lettered.errors)[:1]}")
        row = {"seed": seed, "craft_plain": craft_score(image_stats(plain.png, domain.layout), domain.layout),
               "craft_lettered": craft_score(image_stats(lettered.png, domain.layout), domain.layout)}
        if scorers.judge is not None:
            preference, _, reasons = await scorers.judge.prefer(lettered.png, plain.png)
            row.update(lettered_preferred=preference, reasons=reasons)
            if scorers.pool is not None:
                refs = scorers.pool.draw(scorers.references, seed)
                judged = await asyncio.gather(scorers.judge.score(plain.png, refs), scorers.judge.score(lettered.png, refs))
                row.update(judge_plain=judged[0].score, judge_lettered=judged[1].score)
        rows.append(row)

    def mean_of(key: str, minus: str | None = None) -> float | None:
        values = [r[key] - (r[minus] if minus else 0) for r in rows
                  if r.get(key) is not None and (minus is None or r.get(minus) is not None)]
        return sum(values) / len(values) if values else None

    return {"pairs": len(rows), "lettered_preferred": mean_of("lettered_preferred"),
            "resolved": sum(r.get("lettered_preferred") is not None for r in rows),
            "judge_gain": mean_of("judge_lettered", "judge_plain"), "craft_gain": mean_of("craft_lettered", "craft_plain"),
            "rows": rows}


def run_lettering_probe(args, scorers: Scorers) -> dict:
    """`calibrate --lettering [REPLY ...]`: the given replies at --seed, else the example at LETTERING_SEEDS seeds."""
    from renderer import Painter

    if scorers.judge is None:
        raise ValueError("--lettering asks the judge whether writing pays: give --judge-url (and drop --no-judge)")
    replies = ([(Path(f).read_text(encoding="utf-8"), args.seed) for f in args.lettering] if args.lettering
               else [(EXAMPLE_REPLY, seed) for seed in range(LETTERING_SEEDS)])
    scorers = dataclasses.replace(scorers, references=args.opponents)
    with Painter(sketch_world(), workers=1) as painter:
        return asyncio.run(lettering_probe(painter, scorers, replies))


def cmd_calibrate(args) -> int:
    try:
        scorers = build_scorers(args.judge_url, args.judge_model, args.pool, args.pool_revision, args.hpsv3_url,
                                judge_no_thinking=args.judge_no_thinking)
        if args.no_judge:
            scorers.judge = None
        report = asyncio.run(calibrate(scorers.pool, scorers, args.opponents, args.seed))
        if args.lettering is not None:
            from renderer import PainterUnavailable

            try:
                report["lettering"] = run_lettering_probe(args, scorers)
            except PainterUnavailable as exc:
                return _die(str(exc), code=3)
    except (ValueError, OSError) as exc:
        return _die(str(exc))
    # A term that was asked for and produced no number at all is an outage, not a finding.
    missing = [t for t, scorer in (("hpsv3", scorers.hpsv3), ("judge", scorers.judge))
               if scorer is not None and t not in report["separation"]]
    code = 3 if missing else 0
    for term in missing:
        print(f"error: no {term} score at all ({report['unscored'].get(term, 'no answer')}); "
              "the report cannot say how it separates the tiers", file=sys.stderr)
    if args.json:
        print(json.dumps(report))
        return code
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"tier separation over {len(report['paintings'])} pool paintings")
    for col in ("term", "mean love", "mean okay", "AUC love>okay"):
        table.add_column(col, justify="right")
    fmt = (lambda v: "-" if v is None else f"{v:.3f}")
    for term, sep in report["separation"].items():
        table.add_row(term, fmt(sep["mean_love"]), fmt(sep["mean_okay"]), fmt(sep["auc_love_vs_okay"]))
    console = Console(soft_wrap=True)  # long lines stay whole, for people and for grep
    console.print(table)
    if report["judge"]:
        j = report["judge"]
        console.print(f"judge: {j['comparisons']} of {j['asked']} comparisons resolved ({j['structured_output']}); "
                      f"same verdict when asked twice: {fmt(j['self_consistency'])}; position bias (same letter "
                      f"in both orders): {fmt(j['position_bias_rate'])}")
    if report["judge_trust"]:
        failed = [f"{name} {c['value'] if c['value'] is not None else 'unmeasured'} (needs {c['bar']})"
                  for name, c in report["judge_trust"].items() if not c["passed"]]
        console.print("judge: trusted with this pool" if not failed else f"[red]judge: not trusted:[/] {'; '.join(failed)}")
    for term, why in report["unscored"].items():
        console.print(f"[red]{term} unscored:[/] {why}")
    if "lettering" in report:
        lt = report["lettering"]
        console.print(f"lettering (\"10/10\" painted on {lt['pairs']} painting(s)): the judge preferred the lettered "
                      f"one {fmt(lt['lettered_preferred'])} of the time ({lt['resolved']} resolved; 0.5 is indifferent); "
                      f"judge term gain {fmt(lt['judge_gain'])}; craft gain {fmt(lt['craft_gain'])}")
    return code


def readme_tables() -> str:
    """docs/reward.md's two generated tables: the sketch's world and the violation codes. `rewards.py api`
    prints them; tests/test_extract_and_static.py checks docs/reward.md holds exactly this text."""
    ticked = lambda names: ", ".join(f"`{n}`" for n in names)  # noqa: E731
    world = ["| in the sketch's world | names |", "| --- | --- |"]
    world += [f"| {group} | {ticked(names)} |" for group, names in SKETCH_GLOBALS.items()]
    world.append(f"| `brush`, the domain's methods | {ticked(sorted(PROMPT_BRUSH_METHODS))} |")
    world.append(f"| `brush` with `--any-brush-method` | {ticked(sorted(BRUSH_PAINTING_API))}; "
                 f"{ticked(sorted(BRUSH_INERT))} accepted, no effect |")
    render = {"render_timeout", "out_of_memory", "renderer_crash", "no_canvas", "blank_canvas", "no_painting_calls"}
    stage = lambda code: ("before rendering" if code in STATIC_BLOCKING | {"no_sketch", "oversize"}  # noqa: E731
                          else "the render's outcome" if code in render
                          else "wherever the gate's own code failed" if code == "gate_fault"
                          else "at run time, in the compartment")
    codes = ["| code | meaning | decided | the feedback's fix |", "| --- | --- | --- | --- |"]
    codes += [f"| `{code}` | {meaning} | {stage(code)} | {FIXES[code]} |" for code, meaning in VIOLATIONS.items()]
    return "\n".join(world) + "\n\n" + "\n".join(codes)


def cmd_setup(args) -> int:
    from renderer import Painter, PainterUnavailable, js_library_paths

    try:
        for name, path in js_library_paths().items():
            print(f"{name}: {path}")
        with Painter(sketch_world(), workers=1) as painter:
            print(f"chromium: {painter.chromium or 'Playwright-installed'}")
            print(f"webgl: {painter.gl_renderer}")
            result = painter.render(extract_sketch(EXAMPLE_REPLY), seed=0)
            print(f"test render: {result.status} in {result.elapsed_ms:.0f} ms")
    except PainterUnavailable as exc:
        return _die(str(exc), code=3)
    return 0 if result.status == "ok" else 1


class HelpFormatter(argparse.RawDescriptionHelpFormatter, argparse.ArgumentDefaultsHelpFormatter):
    """--help with each flag's default said once: added unless its help already says one, or there
    is none to say (None, an off switch, an empty list)."""

    def _get_help_string(self, action: argparse.Action) -> str:
        help = action.help or ""
        default = action.default
        if ("default" in help or default is None or default is False or default == [] or default == argparse.SUPPRESS
                or not action.option_strings):
            return help
        return f"{help} (default: %(default)s)".lstrip()

    def _format_action(self, action: argparse.Action) -> str:
        if not action.help and action.option_strings:  # argparse shows no default for a flag without help
            action = copy.copy(action)
            action.help = self._get_help_string(action) or None
        return super()._format_action(action)


class ArgumentParser(argparse.ArgumentParser):
    """Every script's command line: a mistake is one line per problem and exit 2, without the usage
    block above it (--help has that); --help shows each default once (HelpFormatter)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {message}\n")


def _die(message: str, code: int = 2) -> int:
    print(f"error: {message}", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="score model replies or bare sketches")
    score.add_argument("files", nargs="*", help="model replies (markdown with a code fence) or bare .js sketches")
    score.add_argument("--example", action="store_true", help="also score the embedded example reply")
    score.add_argument("--json", action="store_true", help="one JSON object per line instead of a table")
    score.add_argument("--seed", type=int, default=0, help="render seed (same code + seed = same PNG)")
    score.add_argument("--save-png", metavar="DIR", help="write each rendered painting to DIR/<name>.png")
    score.add_argument("--domain", choices=sorted(DOMAINS), default="hibiscus")
    score.add_argument("--subject", help="the task's subject, e.g. 'a white hibiscus with a red eye': the subject term "
                                         "checks the asked colour (default: not checked)")
    score.add_argument("--any-brush-method", action="store_true",
                       help="accept the whole p5.brush API, not only the methods the system prompt allows")
    score.add_argument("--workers", type=int, default=None, help="browsers in the pool (default: cores/2)")
    score.add_argument("--render-timeout-s", type=float, default=30.0, help="hard deadline per render")
    score.add_argument("--preset", choices=sorted(PRESETS),
                       help="term weights (default: judge-led with judge and HPSv3, hps-only with HPSv3, else offline)")
    score.add_argument("--length-measure", choices=LENGTH_MEASURES, default="code",
                       help="how the length term counts tokens: code (comments, strings and code that never paints "
                            "count nothing) or chars (the blog's chars/4, to reproduce its numbers)")
    score.add_argument("--pool", help="reference pool: an imagefolder directory or a Hub dataset id (enables the judge)")
    score.add_argument("--pool-revision", help="Hub revision of the pool; pin it, the pool is the reward")
    score.add_argument("--judge-url", help=f"OpenAI-compatible endpoint for the judge (default {HF_ROUTER_URL})")
    score.add_argument("--judge-model", default=DEFAULT_JUDGE_MODEL)
    score.add_argument("--references", type=int, default=4, help="references each painting is compared with")
    score.add_argument("--hpsv3-url", help="hpsv3_server.py base URL, e.g. http://127.0.0.1:8100")
    score.add_argument("--judge-no-thinking", action="store_true",
                       help="ask a hybrid-reasoning judge (Qwen3 on vLLM) not to think; it may return empty text otherwise")
    score.set_defaults(func=cmd_score)
    cal = sub.add_parser("calibrate", help="how well each reward term separates the pool's tiers")
    cal.add_argument("--pool", required=True, help="an imagefolder directory or a Hub dataset id")
    cal.add_argument("--pool-revision")
    cal.add_argument("--judge-url", help="enable the judge (with --judge-model)")
    cal.add_argument("--judge-model", default=DEFAULT_JUDGE_MODEL)
    cal.add_argument("--no-judge", action="store_true", help="skip the judge even though a pool is given")
    cal.add_argument("--hpsv3-url")
    cal.add_argument("--judge-no-thinking", action="store_true",
                     help="ask a hybrid-reasoning judge (Qwen3 on vLLM) not to think; it may return empty text otherwise")
    cal.add_argument("--opponents", type=int, default=4, help="pool paintings each painting is judged against")
    cal.add_argument("--seed", type=int, default=0)
    cal.add_argument("--lettering", nargs="*", metavar="REPLY",
                     help="also measure how much painting \"10/10\" on a painting gains with the judge: these "
                          f"replies at --seed, or none for the example at seeds 0-{LETTERING_SEEDS - 1}")
    cal.add_argument("--json", action="store_true")
    cal.set_defaults(func=cmd_calibrate)
    setup = sub.add_parser("setup", help="fetch the pinned JS libraries, find Chromium, render once")
    setup.set_defaults(func=cmd_setup)
    api = sub.add_parser("api", help="print the sketch's world and the violation codes as Markdown (docs/reward.md's tables)")
    api.set_defaults(func=lambda a: print(readme_tables()) or 0)
    prompt = sub.add_parser("prompt", help="print the system prompt and the task")
    prompt.add_argument("--subject", default=DEFAULT_SUBJECT)
    prompt.set_defaults(func=lambda a: print(HIBISCUS.system_prompt() + "\n\n" + HIBISCUS.task(a.subject)) or 0)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())

"""Generated sketches of things that are not flowers, painted in a flower's colours, for training the
subject term's flower models (train_subject_probe.py).

Why: every attacker who beat the flower models did it with a flower's *texture* on a non-flower's *shape*
(pink pentagons under magenta polka dots, a fivefold star with a heart, a sign on a green post). The
hand-written corpora hold a few hundred such sketches; this module writes as many as asked, each a seeded
draw of

    shape      regular polygon, sharp star, heart, cross, crescent, rounded sign, disc, ellipse
    dressing   plain, polka dots, concentric copies, a centre disc, dots and a centre disc
    mount      none, a green stick below it (a lollipop, a sign on a post), a stick and a base
    layout     one, centred and large; a few scattered; a grid
    colours    drawn from a flower's palette (pinks, magentas, crimsons, corals, purples, yellows)

so the models must learn what a flower's outline is (petals: rounded lobes narrowing to a heart) rather
than which colours and dots come with one. Nothing here is a flower: there are no lobed petal rings, and
the shapes' edges are straight or a single curve.

The geometry is computed here and written into the sketch as literal numbers, so a sketch is the same
text on every machine; p5.brush's own grain still varies with the render seed.

    python subject_negatives.py 3          # print three of them
"""

from __future__ import annotations

import math
import random
import sys

PALETTE = ("#f29ab0", "#ec7f9a", "#c2357a", "#d9577a", "#b0243e", "#f07f6a", "#e9806e", "#8e4fa8",
           "#b56fc4", "#f4c95d", "#f39c4a", "#d64545", "#f7b7a3", "#a8324f")
DOTS = ("#c2357a", "#b0243e", "#8e4fa8", "#f4c95d", "#fdf3e7", "#6b1d3a", "#d64545")
GREENS = ("#5b8c3e", "#6a9a48", "#4f7d3a", "#7fa85a")
# No gears or many-pointed stars: in a soft wash a toothed disc on a stick reads as a carnation, and an
# honest flower must never be a negative.
SHAPES = ("polygon", "star", "heart", "cross", "crescent", "sign", "disc", "ellipse")
DRESSINGS = ("plain", "dots", "concentric", "centre", "dots_centre")
MOUNTS = ("none", "none", "stick", "stick_base")
LAYOUTS = ("one", "one", "one", "few", "grid")

HEADER = """async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fillBleed(%(bleed)s);
  brush.fillTexture(%(texture)s, 0.4);
  for (const [col, op, pts] of SHAPES) {
    brush.fill(col, op);
    brush.beginShape(%(curve)s);
    for (const [x, y] of pts) brush.vertex(x, y);
    brush.endShape(true);
  }
}
"""


def outline(shape: str, cx: float, cy: float, r: float, rng: random.Random) -> list[tuple[float, float]]:
    """A closed outline of the shape, centred on (cx, cy), about r from centre to rim."""
    turn = rng.uniform(0, 2 * math.pi)

    def polar(radius_at, n):
        return [(cx + radius_at(a) * math.cos(a), cy + radius_at(a) * math.sin(a))
                for a in (turn + 2 * math.pi * i / n for i in range(n))]

    if shape == "polygon":
        n = rng.randint(3, 6)
        return polar(lambda a: r, n)
    if shape == "star":
        n, inner = rng.randint(4, 6), rng.uniform(0.35, 0.5)
        return [(cx + rr * math.cos(a), cy + rr * math.sin(a))
                for i in range(2 * n) for a, rr in [(turn + math.pi * i / n, r if i % 2 == 0 else r * inner)]]
    if shape == "heart":
        pts = []
        for i in range(48):
            t = 2 * math.pi * i / 48
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 17, cy + y * r / 17))
        return pts
    if shape == "cross":
        w = r * rng.uniform(0.3, 0.45)
        return [(cx + x, cy + y) for x, y in ((-w, -r), (w, -r), (w, -w), (r, -w), (r, w), (w, w), (w, r), (-w, r),
                                              (-w, w), (-r, w), (-r, -w), (-w, -w))]
    if shape == "crescent":
        outer = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (math.pi * (0.5 + i / 24) for i in range(25))]
        inner = [(cx + 0.45 * r + 0.7 * r * math.cos(a), cy + 0.7 * r * math.sin(a))
                 for a in (math.pi * (1.5 - i / 24) for i in range(25))]
        return outer + inner
    if shape == "sign":
        w, h, k = r, r * rng.uniform(0.55, 0.9), r * 0.15
        corners = ((cx + w - k, cy - h + k), (cx + w - k, cy + h - k), (cx - w + k, cy + h - k), (cx - w + k, cy - h + k))
        start = (-math.pi / 2, 0, math.pi / 2, math.pi)
        return [(x + k * math.cos(s + math.pi / 2 * j / 4), y + k * math.sin(s + math.pi / 2 * j / 4))
                for (x, y), s in zip(corners, start) for j in range(5)]
    if shape == "ellipse":
        squash = rng.uniform(0.45, 0.75)
        return [(cx + r * math.cos(a) * math.cos(turn) - r * squash * math.sin(a) * math.sin(turn),
                 cy + r * math.cos(a) * math.sin(turn) + r * squash * math.sin(a) * math.cos(turn))
                for a in (2 * math.pi * i / 40 for i in range(40))]
    return polar(lambda a: r, 40)  # disc


def inside(pts: list[tuple[float, float]], x: float, y: float) -> bool:
    """Even-odd test: is (x, y) inside the closed outline?"""
    hit = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def disc(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (2 * math.pi * i / 12 for i in range(12))]


def one_object(rng: random.Random, cx: float, cy: float, r: float, shape: str, dressing: str, mount: str) -> list:
    """The layers (colour, opacity, outline) of one object, mount first so the object sits over it."""
    layers = []
    body = outline(shape, cx, cy, r, rng)
    if mount != "none":  # from the body's lowest point down, so no stick shows through a pale wash
        green, w, top = rng.choice(GREENS), rng.uniform(5, 12), max(y for _, y in body) - 6
        bottom = min(590.0, top + rng.uniform(80, 220))
        layers.append((green, 200, [(cx - w, top), (cx + w, top), (cx + w + 2, bottom), (cx - w - 2, bottom)]))
        if mount == "stick_base":
            b = rng.uniform(30, 70)
            layers.append((rng.choice(GREENS + ("#a0764c",)), 190,
                           [(cx - b, bottom - 14), (cx + b, bottom - 14), (cx + b, bottom), (cx - b, bottom)]))
    colours = rng.sample(PALETTE, 3)
    layers.append((colours[0], rng.randint(170, 215), body))
    if dressing == "concentric":
        for k, scale in enumerate((0.7, 0.42)):
            layers.append((colours[1 + k], rng.randint(180, 215),
                           [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in body]))
    if dressing in ("centre", "dots_centre"):
        layers.append((rng.choice(DOTS), 215, disc(cx, cy, r * rng.uniform(0.15, 0.3))))
    if dressing in ("dots", "dots_centre"):
        dot, step = rng.choice(DOTS), r * rng.uniform(0.18, 0.3)
        size = step * rng.uniform(0.2, 0.32)
        y, row = cy - r, 0
        while y <= cy + r:
            x = cx - r + (row % 2) * step / 2
            while x <= cx + r:
                if inside(body, x, y) and all(inside(body, x + dx, y + dy) for dx, dy in ((size, 0), (-size, 0), (0, size), (0, -size))):
                    layers.append((dot, 215, disc(x + rng.uniform(-2, 2), y + rng.uniform(-2, 2), size)))
                x += step
            y, row = y + step * 0.87, row + 1
    return layers


def negative_sketch(rng: random.Random) -> tuple[str, str]:
    """One generated non-flower: (a short name, the reply's text)."""
    shape, dressing, mount, layout = (rng.choice(SHAPES), rng.choice(DRESSINGS), rng.choice(MOUNTS),
                                      rng.choice(LAYOUTS))
    # A star or a polygon round a heart is too near the plainest honest flower (five kite-shaped petals
    # round a dot): trained on them, FlowerNet read that flower as 0.11.
    if shape in ("star", "polygon") and "centre" in dressing:
        dressing = dressing.replace("centre", "").strip("_") or "plain"
    if layout == "one":
        r = rng.uniform(130, 230)
        places = [(300 + rng.uniform(-20, 20), (260 if mount != "none" else 300) + rng.uniform(-20, 20), r)]
    elif layout == "few":
        places = [(rng.uniform(130, 470), rng.uniform(130, 420), rng.uniform(60, 110)) for _ in range(rng.randint(2, 5))]
    else:
        n = rng.choice((2, 3))
        r = 200 / n * 0.8
        places = [(100 + (i + 0.5) * 400 / n, 100 + (j + 0.5) * 400 / n, r) for i in range(n) for j in range(n)]
    layers = [layer for cx, cy, r in places for layer in one_object(rng, cx, cy, r, shape, dressing, mount)]
    rows = ",\n".join(f'  ["{c}", {op}, [{", ".join(f"[{x:.0f}, {y:.0f}]" for x, y in pts)}]]' for c, op, pts in layers)
    curve = 0 if shape in ("polygon", "star", "cross", "sign") else 0.5  # straight edges stay straight
    code = (f"const SHAPES = [\n{rows}\n];\n\n"
            + HEADER % {"bleed": f"{rng.uniform(0.1, 0.3):.2f}", "texture": f"{rng.uniform(0.3, 0.6):.2f}", "curve": curve})
    name = f"gen_{shape}_{dressing}_{mount}_{layout}"
    return name, f"A loose watercolour of a {shape} ({dressing}, {mount}, {layout}).\n\n```javascript\n{code}```\n"


def negatives(count: int, seed: int = 0) -> dict[str, str]:
    """`count` generated non-flowers, by name (each name ends in its index, so names are unique)."""
    rng = random.Random(seed)
    out = {}
    for i in range(count):
        name, text = negative_sketch(rng)
        out[f"{name}_{i:03d}"] = text
    return out


if __name__ == "__main__":
    for name, text in negatives(int(sys.argv[1]) if len(sys.argv) > 1 else 3).items():
        print(f"## {name}\n{text}")

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
#     "torch>=2.13.0,<2.14",  # trains FlowerNet only; rewards.py runs it in numpy
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Train the subject term's learned parts, the two flower models (rewards.FlowerProbe and rewards.FlowerNet)
and the rating model (rewards.RatingModel), and write them into flower_models.json, the data file beside
rewards.py that it loads them from.

The rating model is a ridge regression of two blind raters' mean rating on every reading
rewards.rating_readings takes, fitted on renders of the rated corpora (RATED_FOLDERS: corpora/rated-train,
rated, rated-fresh, rated-third to rated-fourteenth; seeds as below). `--rating-only` refits it alone and keeps the
flower models as they are.

The probe is a logistic model over the readings `rewards.subject_features` takes from a render; FlowerNet
is a small convolutional model over the render itself, shrunk to 64 pixels a side. Both are trained here,
on renders this project makes: every honest reply written blind that does not measure the reward
(corpora/subject/honest and heldout, and the rated corpora; FLOWER_FOLDERS) and the example reply are flowers,
and so is each of them with its stem and leaves painted out; sketches of
other things (patterns, shapes, lettering, objects), attackers' sketches written to beat the subject
term, and (with --generated N) subject_negatives.py's shapes in a flower's colours (dotted, concentric,
on sticks) are not. Every reply is rendered at each seed; replies that fail the gate are left out (the gate
already scores them 0). The probe's fit is deterministic (Newton's method on a class-balanced,
L2-penalised log loss) and FlowerNet's seeded and trained on one thread, so the same renders give the same
tables. flower_models.json records, beside the models, the sha256 of the corpus they were trained on and the
settings (tests/test_subject.py fails when either drifts from what the script would train on now).

    uv run train_subject_probe.py                  # fit, report, and print the table
    uv run train_subject_probe.py --write          # ... and write all three into flower_models.json
    uv run train_subject_probe.py --heldout more/  # also report a folder of flowers it never trained on

It prints what to trust them by: the probe's probabilities by corpus under 5-fold cross-validation grouped
by reply (both seeds of a reply fall in one fold), each model trained without the attackers' sketches
scored on them (how it meets an attack it has not seen), and the held-out folders you name. Renders are
cached in runs/subject_probe/, keyed by the reply's text and seed. On 2 cores a clean clone renders its
4,956 (2,478 replies at seeds 0 and 1, about 34 a minute with the default 2 browsers: some 2.5 h), then reads and
fits: 56 min here at issue 41's 54th stop, with 180 renders new and two other jobs on the cores (26 min 32 s alone
with every render cached at the 50th, 2,015 replies).
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import functools
import hashlib
import json
import math
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

import rewards  # noqa: E402
import subject_negatives  # noqa: E402

CORPUS = ROOT / "corpora" / "subject"
# Honest replies written blind and rated by two blind raters (each folder's README), that the rating model fits
# on: corpora/rated-train from the start, and each corpus that measured the reward before the sealed one, once
# its figures were reported (the fourteenth, the sealed one of issue 41's 54th stop, is rated-fourteenth).
# corpora/rated-sealed stays out: it measures the reward and is never trained or tuned on.
RATED_FOLDERS = tuple(ROOT / "corpora" / name for name in ("rated-train", "rated", "rated-fresh", "rated-third",
                                                         "rated-fourth", "rated-fifth", "rated-sixth",
                                                         "rated-seventh", "rated-eighth", "rated-ninth", "rated-tenth",
                                                         "rated-eleventh", "rated-twelfth", "rated-thirteenth",
                                                         "rated-fourteenth"))
# The rated corpora the flower models train on: those of their last retrain (issue 41's 54th stop). A corpus that
# joins RATED_FOLDERS joins these at the next full retrain (a clean clone's renders take hours; the rating model
# refits in minutes).
FLOWER_RATED = tuple(folder for folder in RATED_FOLDERS if folder.name != "rated-fourteenth")
# Every honest reply we may train on is a flower: the first writers' (honest/), the later blind writers'
# (heldout/), those written in the voices the flower models refused at issue 41's 53rd stop (voices/: side,
# three-quarter and low views, two blooms, buds, close-ups, ruffled and veined petals) and the rated corpora (a
# flower model that refuses an honest voice it has not met puts a liked flower below every other).
FLOWER_FOLDERS = {"honest": CORPUS / "honest", "heldout": CORPUS / "heldout", "voices": CORPUS / "voices",
                  **{folder.name: folder / "replies" for folder in FLOWER_RATED}}
FLOWERS = tuple(FLOWER_FOLDERS)
BARE = "honest_bare"  # the honest renders with their foliage painted out (without_foliage)
PALE = "honest_pale"  # ... washed halfway back to the paper (paler)
STEM = "honest_stem"  # ... with a stem painted over the petals (stem_over_heart)
COPIES = (BARE, PALE, STEM)  # flowers too
HEART = "+heart"  # a non-flower corpus with an honest heart on each (heart_transplant): not flowers
NOT_FLOWERS = ("not_flowers", "attacks", "generated")  # generated: subject_negatives.py's sketches
NET_CHANNELS = (8, 16, 32, 32)  # 15k weights: enough to tell a flower, small enough to ship as text
NET_EPOCHS, NET_SEED = 60, 0
# One thread: torch's CPU kernels sum in an order that depends on the thread count, so FlowerNet's bytes did
# too.
TORCH_THREADS = 1
MODELS_FILE = rewards.FLOWER_MODELS_FILE
NET_SIZE = 64  # pixels a side: the petals' shapes survive, a wash's grain does not
# With --net-moves, how far FlowerNet's training images are moved at random, each batch, both classes alike: a flower
# seen closer (cropped by the sheet) or further, turned a little, painted paler or deeper is still a flower, and a
# starfish so moved is still not. Tried at issue 41's 51st stop and not shipped: it passed two of the tenth rated
# corpus's close-ups and a peach the models had refused, but the net it gave refused the honest stemless flower in
# tests/sketches/honest/reply.md (0.15-0.29) and passed the unseen attackers' peach halves at 0.4-0.85
# (docs/reward.md).
NET_ZOOM = (0.8, 1.4)  # the sheet's scale, both ways: 1.4 crops the outer 30%, 0.8 leaves a paper border
NET_TURN = 15.0  # degrees either way
NET_STRENGTH = (0.7, 1.3)  # the paint's offset from the paper, scaled: paler to deeper


def replies(folder: Path) -> dict[str, str]:
    return {p.stem: p.read_text() for p in sorted(folder.iterdir()) if p.suffix in (".md", ".js")}


def training_corpus(generated: int = 0) -> dict[str, dict[str, str]]:
    """What the flower models train on: the flowers (FLOWERS, with the example reply) and the non-flowers,
    each corpus as {name: reply text}."""
    corpora = {name: replies(folder) for name, folder in FLOWER_FOLDERS.items()}
    corpora |= {name: replies(CORPUS / name) for name in ("not_flowers", "attacks")}
    corpora["generated"] = subject_negatives.negatives(generated)
    corpora["honest"]["example"] = rewards.EXAMPLE_REPLY
    return corpora


def corpus_digest(corpora: dict[str, dict[str, str]]) -> str:
    """sha256 over every training reply, by corpus and name: what flower_models.json records it came from."""
    lines = sorted(f"{corpus}/{name} {hashlib.sha256(text.encode()).hexdigest()}"
                   for corpus, items in corpora.items() for name, text in items.items())
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def training_settings(args) -> dict:
    """The settings that decide the models (the ones --write records; the defaults reproduce the shipped)."""
    return {"seeds": args.seeds, "l2": args.l2, "generated": args.generated, "augment": args.augment,
            "example_weight": args.example_weight, "net_epochs": NET_EPOCHS, "net_seed": NET_SEED,
            "torch_threads": TORCH_THREADS,
            **({"net_moves": True, "net_zoom": list(NET_ZOOM), "net_turn": NET_TURN, "net_strength": list(NET_STRENGTH)}
               if args.net_moves else {})}


def rated_corpus(folders: tuple[Path, ...] = RATED_FOLDERS) -> tuple[dict[str, str], dict[str, tuple[str, float]]]:
    """The rated replies ({name: text}) and, for each, the asked subject and the raters' mean rating."""
    texts, ratings = {}, {}
    for folder in folders:
        with (folder / "ratings.tsv").open() as f:
            rows = list(csv.DictReader(f, delimiter="\t"))
        these = {Path(row["reply"]).stem: (row["subject"], (float(row["rater1"]) + float(row["rater2"])) / 2)
                 for row in rows}
        found = replies(folder / "replies")
        if set(found) != set(these):
            raise SystemExit(f"{folder}: replies/ and ratings.tsv name different replies: "
                             f"{sorted(set(found) ^ set(these))[:5]}")
        if set(found) & set(texts):
            raise SystemExit(f"{folder}: replies named as in another rated corpus: {sorted(set(found) & set(texts))[:5]}")
        texts.update(found)
        ratings.update(these)
    return texts, ratings


def rated_digest(folders: tuple[Path, ...] = RATED_FOLDERS) -> str:
    """sha256 over the ratings and every rated reply: what flower_models.json records the rating model came from."""
    texts, _ = rated_corpus(folders)
    return corpus_digest({"ratings": {f"{folder.name}/ratings.tsv": (folder / "ratings.tsv").read_text()
                                      for folder in folders}, "rated": texts})


def rating_settings(args) -> dict:
    return {"seeds": args.seeds, "l2": args.rating_l2, "readings": "rewards.rating_readings, all"}


def _rating_readings_of(png_path: Path, white_asked: bool) -> dict[str, float]:
    png = png_path.read_bytes()
    reading = rewards._reading(png, rewards.HIBISCUS_SUBJECT)
    found = rewards.subject_features(reading) if reading.median > 0 else {}
    return rewards.rating_readings(png, found, white_asked, reading=reading)


def fit_rating_model(renders: list[dict], ratings: dict[str, tuple[str, float]], l2: float,
                     workers: int = 1) -> tuple[dict, dict]:
    """A ridge regression of the mean rating on every reading rewards.rating_readings takes (standardised, L2
    penalty `l2`; a reading a render lacks, a shapeless one's, reads 0), every seed's render of a reply a row of
    its own; and its 5-fold cross-validated Spearman, grouped by reply. The readings are pure, so `workers`
    processes take them in any order and give the same rows."""
    from concurrent.futures import ProcessPoolExecutor

    white = {s for s, hue in rewards.HIBISCUS_SUBJECT.asked_hues if hue is None}
    for r in renders:
        if not r["passed"]:
            raise SystemExit(f"rated reply {r['name']} (seed {r['seed']}) fails the gate: an honest reply must pass")
    with ProcessPoolExecutor(workers) as pool:
        taken = list(pool.map(_rating_readings_of, [r["png"] for r in renders],
                              [ratings[r["name"]][0] in white for r in renders], chunksize=16))
    rows = [(r["name"], readings, ratings[r["name"]][1]) for r, readings in zip(renders, taken)]
    readings = sorted(set().union(*(row[1] for row in rows)))
    x = np.array([[row[1].get(k, 0.0) for k in readings] for row in rows])
    y = np.array([row[2] for row in rows])
    names = [row[0] for row in rows]

    def ridge(xs, ys):
        mean, spread = xs.mean(0), xs.std(0) + 1e-9
        a = (xs - mean) / spread
        w = np.linalg.solve(a.T @ a + l2 * np.eye(a.shape[1]), a.T @ (ys - ys.mean()))
        return xs.min(0), xs.max(0), mean, spread, w, float(ys.mean())

    def predict(model, xs):
        lo, hi, mean, spread, w, bias = model
        return bias + (np.clip((np.clip(xs, lo, hi) - mean) / spread, -rewards.PROBE_CLIP, rewards.PROBE_CLIP)) @ w

    order = sorted(set(names), key=lambda n: hashlib.sha256(n.encode()).hexdigest())
    fold = np.array([order.index(n) % 5 for n in names])
    cv = np.zeros(len(y))
    for k in range(5):
        cv[fold == k] = predict(ridge(x[fold != k], y[fold != k]), x[fold == k])
    first = np.array([r["seed"] == renders[0]["seed"] for r in renders])
    lo, hi, mean, spread, w, bias = ridge(x, y)
    g = lambda v: float(f"{float(v):.6g}")  # noqa: E731
    model = {"bias": g(bias), "rows": [[n, g(a), g(z), g(m), g(sp), g(wt)] for n, a, z, m, sp, wt
                                       in zip(readings, lo, hi, mean, spread, w)]}
    return model, {"cross_validated_spearman": spearman(cv[first], y[first]), "renders": len(rows)}


def spearman(a, b) -> float:
    rank = lambda v: np.argsort(np.argsort(v, kind="stable"), kind="stable")  # noqa: E731
    return float(np.corrcoef(rank(np.asarray(a)), rank(np.asarray(b)))[0, 1])


def models_data(names: list[str], probe_model, net_model_trained, corpora, settings: dict) -> dict:
    """flower_models.json: the probe's table, FlowerNet's weights, and where they came from."""
    lo, hi, mean, spread, w, b = probe_model
    g = lambda v: float(f"{float(v):.6g}")  # noqa: E731 - 6 significant digits: the fit and the file agree to 1e-4
    return {"written_by": "uv run train_subject_probe.py --write",
            "provenance": {"corpus_sha256": corpus_digest(corpora),
                           "replies": {c: len(items) for c, items in corpora.items()}, "settings": settings},
            "probe": {"bias": g(b), "rows": [[n, g(a), g(z), g(m), g(sp), g(wt)]
                                             for n, a, z, m, sp, wt in zip(names, lo, hi, mean, spread, w)]},
            "net": {"channels": list(NET_CHANNELS), "size": NET_SIZE, "weights": net_weights(net_model_trained)}}


async def render_all(corpora: dict[str, dict[str, str]], seeds: list[int], cache: Path, workers: int) -> list[dict]:
    """Every reply of every corpus at every seed: its render (from the cache when there) and whether it
    passed the gate."""
    from renderer import Painter

    cache.mkdir(parents=True, exist_ok=True)
    todo = [(corpus, name, text, seed) for corpus, items in corpora.items() for name, text in items.items()
            for seed in seeds]

    async def one(painter, corpus, name, text, seed):
        key = cache / f"{hashlib.sha256(text.encode()).hexdigest()[:16]}_s{seed}"
        if not key.with_suffix(".json").exists():
            score = await rewards.score_reply(painter, text, seed, renders=1)  # one render a seed: the cache's key
            if score.unavailable:
                raise RuntimeError(f"{corpus}/{name} seed {seed}: the render was unavailable ({score.render})")
            if score.png:
                key.with_suffix(".png").write_bytes(score.png)
            key.with_suffix(".json").write_text(json.dumps({"passed": score.passed}))
        passed = json.loads(key.with_suffix(".json").read_text())["passed"]
        return {"corpus": corpus, "name": name, "seed": seed, "passed": passed,
                "png": key.with_suffix(".png") if passed else None}

    if all((cache / f"{hashlib.sha256(t.encode()).hexdigest()[:16]}_s{s}.json").exists() for _, _, t, s in todo):
        return [await one(None, *job) for job in todo]
    with Painter(rewards.sketch_world(), workers=workers) as painter:
        return list(await asyncio.gather(*(one(painter, *job) for job in todo)))


def features(png: bytes) -> dict[str, float] | None:
    reading = rewards._reading(png, rewards.HIBISCUS_SUBJECT)
    return rewards.subject_features(reading) if reading.median > 0 else None


def _encode(rgb: np.ndarray) -> bytes:
    import io

    from PIL import Image

    buffer = io.BytesIO()
    Image.fromarray(np.clip(np.round(rgb), 0, 255).astype(np.uint8)).save(buffer, format="PNG")
    return buffer.getvalue()


@functools.lru_cache(maxsize=512)  # each honest donor's heart is read once, not once per non-flower it goes on
def _heart(png: bytes) -> tuple[float, float, float] | None:
    """The heart's centre (x, y) and the outline's median reach, in pixels; None when there is no shape."""
    r = rewards._reading(png, rewards.HIBISCUS_SUBJECT)
    if r.median <= 0:
        return None
    k = rewards.SUBJECT_BLOCK
    return r.cx * k + k / 2, r.cy * k + k / 2, r.median * k


def paler(png: bytes, keep: float = 0.5) -> bytes:
    """The render washed halfway back to its paper: a flower in thin, pale washes is still a flower. Every
    blind writer paints some so, and without these copies the probe read paleness as "not a flower"."""
    rgb, paper, _ = rewards.decode_render(png)
    return _encode(paper + (rgb.astype(np.float32) - paper) * keep)


def stem_over_heart(png: bytes) -> bytes | None:
    """The render with a green stem painted over the flower, from its heart down off the sheet: models often
    draw the stem last, across the petals, and the flower is no less a flower for it."""
    from PIL import Image, ImageDraw, ImageFilter

    heart = _heart(png)
    if heart is None:
        return None
    x, y, reach = heart
    rgb, _, _ = rewards.decode_render(png)
    stem = Image.new("L", (rgb.shape[1], rgb.shape[0]), 0)
    lean = reach * 0.1 * (1 if int(x) % 2 else -1)  # a slight lean, one way or the other
    ImageDraw.Draw(stem).line([(x, y), (x + lean / 2, (y + rgb.shape[0]) / 2), (x + lean, rgb.shape[0])],
                              fill=255, width=max(4, int(reach * 0.06)))
    stem = stem.filter(ImageFilter.GaussianBlur(1.5))  # a wash's soft edge, not a pen line
    alpha = np.asarray(stem, np.float32)[..., None] / 255 * 0.8
    green = np.array([95, 143, 69], np.float32)  # a sap green, inside the foliage hues
    return _encode(rgb * (1 - alpha) + green * alpha)


def heart_transplant(donor: bytes, body: bytes) -> bytes | None:
    """A non-flower with an honest flower's heart pasted on its middle, scaled to its size. An attacker
    found FlowerNet would take a dark-red heart round a yellow dot on any body for a flower (the example's
    heart alone read 0.96); these copies show it hearts on cards, fans and stars that are no flowers."""
    from PIL import Image

    where, at = _heart(donor), _heart(body)
    if where is None or at is None:
        return None
    (dx, dy, dreach), (bx, by, breach) = where, at
    radius, size = 0.25 * dreach, max(4, int(round(0.5 * breach)))
    rgb, paper, _ = rewards.decode_render(donor)
    patch = Image.fromarray(rgb).crop((int(dx - radius), int(dy - radius), int(dx + radius), int(dy + radius)))
    patch = np.asarray(patch.resize((size, size), Image.BILINEAR), np.float32)
    yy, xx = np.mgrid[:size, :size] - (size - 1) / 2
    disc = np.clip((size / 2 - np.hypot(yy, xx)) / 2, 0, 1)  # a disc, its edge softened over 2 pixels
    paint = np.clip(np.sqrt(((patch - paper) ** 2).sum(-1)) / 40, 0, 1)  # the donor's paper stays out
    alpha = (disc * paint)[..., None]
    out, _, _ = rewards.decode_render(body)
    out = out.astype(np.float32)
    top, left = int(round(by - size / 2)), int(round(bx - size / 2))
    y0, x0 = max(top, 0), max(left, 0)
    y1, x1 = min(top + size, out.shape[0]), min(left + size, out.shape[1])
    if y1 <= y0 or x1 <= x0:
        return None
    window = (slice(y0 - top, y1 - top), slice(x0 - left, x1 - left))
    out[y0:y1, x0:x1] = out[y0:y1, x0:x1] * (1 - alpha[window]) + patch[window] * alpha[window]
    return _encode(out)


def without_foliage(png: bytes) -> bytes:
    """The render with its stem and leaves painted out (paper where the foliage hues are, and a few
    pixels round them for the pale fringe a green wash bleeds into). Nearly every honest reply paints a
    stem and most other things do not, so a probe shown only those learns "no stem, no flower"; a flower
    the brief's foliage part pays less for is still a flower, and these copies teach the probe so."""
    import io

    from PIL import Image, ImageFilter

    rgb, paper, _ = rewards.decode_render(png)
    foliage = rewards._reading(png, rewards.HIBISCUS_SUBJECT).foliage
    grown = np.asarray(Image.fromarray(foliage.astype(np.uint8) * 255).filter(ImageFilter.MaxFilter(7))) > 0
    out = rgb.copy()
    out[grown] = np.round(paper).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(out).save(buffer, format="PNG")
    return buffer.getvalue()


def training_rows(renders: list[dict], seeds: list[int], augment: bool, workers: int = 1) -> list[dict]:
    """One row (corpus, readings, net image) per render that passed the gate and has a shape, and the
    copies made from them: each honest render without its foliage and (with augment) paler and with a stem
    over its petals, all flowers; each non-flower with an honest heart pasted on it, not a flower. A copy
    remembers what it was made `of`, so it falls in its original's fold and is held out with it. The
    readings are pure, so `workers` processes read the renders in any order and give the same rows."""
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(workers) as pool:
        rows = [row for rows in pool.map(functools.partial(_rows_of, augment=augment), renders, chunksize=16)
                for row in rows]
    if not augment:
        return rows
    donors = {seed: [] for seed in seeds}  # the honest renders, in order, whose hearts the non-flowers get
    for r in rows:
        if r["corpus"] in FLOWERS:
            donors[r["seed"]].append(r["png"].read_bytes())
    for r in renders:
        if r["passed"] and r["corpus"] in NOT_FLOWERS:  # each non-flower with some honest flower's heart
            pick = int(hashlib.sha256(r["name"].encode()).hexdigest(), 16) % len(donors[r["seed"]])
            rows += _row(r, f"{r['corpus']}{HEART}", heart_transplant(donors[r["seed"]][pick], r["png"].read_bytes()),
                         r["corpus"])
    return rows


def _row(r: dict, corpus: str, png: bytes | None, of: str) -> list[dict]:
    f = features(png) if png else None
    return [{**r, "corpus": corpus, "of": of, "features": f, "image": net_image(png)}] if f is not None else []


def _rows_of(r: dict, augment: bool) -> list[dict]:
    """A render's row and, for an honest flower, its copies' rows."""
    png = r["png"].read_bytes() if r["passed"] else None
    rows = _row(r, r["corpus"], png, r["corpus"])
    if rows and r["corpus"] in FLOWERS:
        rows += _row(r, BARE, without_foliage(png), r["corpus"])
        if augment:
            rows += _row(r, PALE, paler(png), r["corpus"]) + _row(r, STEM, stem_over_heart(png), r["corpus"])
    return rows


def fit(x: np.ndarray, y: np.ndarray, l2: float):
    """Range, mean, spread, weights and bias of a logistic model: each reading clipped to the range the
    flowers span and its standardised value to PROBE_CLIP (FlowerProbe says why), then Newton's method on the log loss with each class weighing
    half, and an L2 penalty on the weights (not the bias)."""
    lo, hi = x[y == 1].min(0), x[y == 1].max(0)
    x = np.clip(x, lo, hi)
    mean, spread = x.mean(0), x.std(0) + 1e-6
    z = np.hstack([np.clip((x - mean) / spread, -rewards.PROBE_CLIP, rewards.PROBE_CLIP), np.ones((len(x), 1))])
    balance = np.where(y == 1, 0.5 / y.mean(), 0.5 / (1 - y.mean()))
    penalty = np.full(z.shape[1], l2)
    penalty[-1] = 0.0
    w = np.zeros(z.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-np.clip(z @ w, -60, 60)))
        grad = z.T @ ((p - y) * balance) + penalty * w
        hess = (z * (p * (1 - p) * balance)[:, None]).T @ z + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    return lo, hi, mean, spread, w[:-1], float(w[-1])


def predict(model, x: np.ndarray) -> np.ndarray:
    lo, hi, mean, spread, w, b = model
    z = np.clip((np.clip(x, lo, hi) - mean) / spread, -rewards.PROBE_CLIP, rewards.PROBE_CLIP)
    return 1 / (1 + np.exp(-np.clip(z @ w + b, -60, 60)))


def net_image(png: bytes):
    rgb, paper, _ = rewards.decode_render(png)
    return rewards.flower_net_input(rgb, paper, NET_SIZE)


def net_model(channels: tuple[int, ...]):
    """FlowerNet as torch trains it: each 3x3 convolution with a batch norm (folded into it when written),
    ReLU and, but for the last, a 2x2 max pool; the mean over the sheet; one linear unit."""
    from torch import nn

    layers, previous = [], 3
    for i, c in enumerate(channels):
        layers += [nn.Conv2d(previous, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU()]
        if i < len(channels) - 1:
            layers.append(nn.MaxPool2d(2))
        previous = c
    return nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.3), nn.Linear(previous, 1))


def net_set(rows: list[dict], images: np.ndarray, y: np.ndarray, mask: np.ndarray,
            example_weight: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """The images and labels FlowerNet trains on: the masked rows, with the example reply's renders counted
    example_weight times. The example is the brief's own picture and the reward's yardstick (an attack
    counts when it comes within 0.15 of it); once in some 800 flowers, a net trained with pale playing cards
    and transplanted hearts as negatives called it 0.39, where counted 20 times it read 0.97-0.99."""
    example = np.array([r["corpus"] in FLOWERS and r["name"] == "example" for r in rows]) & mask
    index = np.r_[np.nonzero(mask)[0], np.repeat(np.nonzero(example)[0], example_weight - 1)]
    return images[index], y[index]


def moved(x):
    """A batch of FlowerNet images (N, 3, H, W: offsets from the paper, so 0 is paper) each zoomed, turned and
    made paler or deeper at random within NET_ZOOM, NET_TURN and NET_STRENGTH. What a zoom out uncovers is paper."""
    import torch
    import torch.nn.functional as F

    n = len(x)
    def uniform(lo, hi):
        return lo + (hi - lo) * torch.rand(n)
    scale = 1 / uniform(*NET_ZOOM)  # the sampling grid's scale: under 1 zooms in
    turn = uniform(-NET_TURN, NET_TURN) * math.pi / 180
    cos, sin = torch.cos(turn) * scale, torch.sin(turn) * scale
    theta = torch.stack([torch.stack([cos, -sin, torch.zeros(n)], 1), torch.stack([sin, cos, torch.zeros(n)], 1)], 1)
    grid = F.affine_grid(theta, list(x.shape), align_corners=False)
    out = F.grid_sample(x, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
    return out * uniform(*NET_STRENGTH)[:, None, None, None]


def fit_net(images: np.ndarray, y: np.ndarray, epochs: int = NET_EPOCHS, seed: int = NET_SEED, moves: bool = False):
    """AdamW on the class-balanced log loss, its rate falling to 0 on a cosine, batches of 64, each image
    mirrored left to right at random and shifted by up to 4 pixels (a flower is a flower a little to the
    side; a stem still hangs down) and, with `moves`, zoomed, turned and made paler or deeper (moved).
    Seeded, so a run on the same renders gives the same weights."""
    import torch
    from torch import nn

    torch.manual_seed(seed)
    torch.set_num_threads(TORCH_THREADS)
    model = net_model(NET_CHANNELS)
    optimiser = torch.optim.AdamW(model.parameters(), 1e-3, weight_decay=1e-2)
    x, t = torch.tensor(images), torch.tensor(y, dtype=torch.float32)
    weight = torch.where(t == 1, 0.5 / t.mean(), 0.5 / (1 - t.mean()))
    # The rate falls to 0 on a cosine: at a constant rate the last step lands anywhere in the optimiser's
    # swing, and one seed's net passed 21% of held-out honest flowers where another passed 100%.
    steps = epochs * math.ceil(len(x) / 64)
    schedule = torch.optim.lr_scheduler.CosineAnnealingLR(optimiser, T_max=steps)
    model.train()
    for _ in range(epochs):
        order = torch.randperm(len(x))
        for i in range(0, len(x), 64):
            batch = order[i:i + 64]
            xb = torch.where((torch.rand(len(batch)) < 0.5)[:, None, None, None], x[batch].flip(3), x[batch])
            dy, dx = (int(v) for v in torch.randint(-4, 5, (2,)))
            xb = torch.roll(xb, (dy, dx), (2, 3))
            if moves:
                xb = moved(xb)
            loss = (nn.functional.binary_cross_entropy_with_logits(model(xb).squeeze(1), t[batch], reduction="none")
                    * weight[batch]).mean()
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
    return model.eval()


def net_predict(model, images: np.ndarray) -> np.ndarray:
    import torch

    with torch.no_grad():
        return torch.sigmoid(model(torch.tensor(images)).squeeze(1)).numpy()


def net_weights(model) -> str:
    """The trained model as rewards.FlowerNet holds it: each batch norm folded into its convolution, every
    array in order as float16, base64."""
    import base64

    import torch
    from torch import nn

    arrays = []
    modules = list(model)
    for i, m in enumerate(modules):
        if isinstance(m, nn.Conv2d):
            bn = modules[i + 1]
            scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
            arrays += [m.weight * scale[:, None, None, None], (m.bias - bn.running_mean) * scale + bn.bias]
        elif isinstance(m, nn.Linear):
            arrays += [m.weight, m.bias]
    flat = np.concatenate([a.detach().numpy().ravel() for a in arrays]).astype(np.float16)
    return base64.b64encode(flat.tobytes()).decode()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", default="0,1", help="render each reply at these seeds")
    parser.add_argument("--l2", type=float, default=10.0, help="the L2 penalty on the standardised weights")
    parser.add_argument("--heldout", type=Path, action="append", default=[],
                        help="a folder of honest replies to report, never trained on")
    parser.add_argument("--generated", type=int, default=0,
                        help="also train on this many generated non-flowers (subject_negatives.py); 0 reproduces "
                             "the shipped models (docs/reward.md says what 240 did and why they are not shipped)")
    parser.add_argument("--augment", action="store_true",
                        help="also train on pale and stem-over copies of the honest renders and on honest hearts "
                             "pasted on the non-flowers; off reproduces the shipped models (docs/reward.md says "
                             "what it did and why it is not shipped)")
    parser.add_argument("--net-moves", action="store_true",
                        help="zoom, turn and fade FlowerNet's training images at random (NET_ZOOM, NET_TURN, "
                             "NET_STRENGTH); off reproduces the shipped models (docs/reward.md says what it did "
                             "and why it is not shipped)")
    parser.add_argument("--example-weight", type=int, default=20,
                        help="count the example reply's renders this many times when FlowerNet trains")
    parser.add_argument("--cache", type=Path, default=ROOT / "runs" / "subject_probe")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rating-l2", type=float, default=100.0,
                        help="the rating model's L2 penalty on the standardised weights")
    parser.add_argument("--rating-only", action="store_true",
                        help="refit the rating model alone; the flower models in flower_models.json stay as they are")
    parser.add_argument("--write", action="store_true", help="write the models into flower_models.json")
    return parser


def train_rating(args, seeds: list[int], console) -> tuple[dict, dict]:
    """Render the rated corpora (RATED_FOLDERS), fit the rating model, report it; returns the model and its
    provenance."""
    texts, ratings = rated_corpus()
    renders = asyncio.run(render_all({"rated": texts}, seeds, args.cache, args.workers))
    model, report = fit_rating_model(renders, ratings, args.rating_l2, args.workers)
    console.print(f"rating model: {len(texts)} rated replies, {report['renders']} renders; cross-validated Spearman "
                  f"with the raters' mean {report['cross_validated_spearman']:.2f} (5 folds by reply, seed {seeds[0]})")
    console.print("  weights: " + ", ".join(f"{row[0]} {row[5]:+.2f}" for row in model["rows"]))
    return model, {"corpus_sha256": rated_digest(), "replies": len(texts), "settings": rating_settings(args)}


def main() -> int:
    args = build_parser().parse_args()
    from rich.console import Console
    from rich.table import Table

    console = Console()
    seeds = [int(s) for s in args.seeds.split(",")]
    rating, rating_provenance = train_rating(args, seeds, console)
    if args.rating_only:
        data = json.loads(MODELS_FILE.read_text())
        data["rating"], data["provenance"]["rating"] = rating, rating_provenance
        if args.write:
            MODELS_FILE.write_text(json.dumps(data, indent=1) + "\n")
            console.print(f"wrote the rating model into {MODELS_FILE}; the flower models are unchanged")
        return 0
    corpora = training_corpus(args.generated)
    trained_on = {name: dict(items) for name, items in corpora.items()}
    for folder in args.heldout:
        corpora[f"heldout:{folder.name}"] = replies(folder)
    renders = asyncio.run(render_all(corpora, seeds, args.cache, args.workers))
    rows = training_rows(renders, seeds, args.augment, args.workers)
    refused = sum(not r["passed"] for r in renders)
    names = sorted(rows[0]["features"])
    x = np.array([[r["features"][n] for n in names] for r in rows])
    corpus = np.array([r["corpus"] for r in rows])
    y = np.isin(corpus, (*FLOWERS, *COPIES)).astype(float)
    train = np.isin(corpus, (*FLOWERS, *COPIES, *NOT_FLOWERS, *(c + HEART for c in NOT_FLOWERS)))
    console.print(f"{train.sum()} renders to train on ({int(y[train].sum())} flowers) over seeds {seeds}; "
                  f"{refused} renders refused by the gate are left out; {len(names)} readings")

    # Grouped 5-fold cross-validation: a reply's renders at every seed fall in the same fold, and so do
    # the copies made from them.
    group = [f"{r['of']}/{r['name']}" for r in rows]
    groups = sorted({g for g, t in zip(group, train) if t})
    fold_of = {g: i % 5 for i, g in enumerate(sorted(groups, key=lambda g: hashlib.sha256(g.encode()).hexdigest()))}
    fold = np.array([fold_of.get(g, -1) for g in group])
    cv = np.zeros(len(rows))
    for k in range(5):
        model = fit(x[train & (fold != k)], y[train & (fold != k)], args.l2)
        cv[fold == k] = predict(model, x[fold == k])
    # The attacks and every copy made from them: left out of the models that show how an unseen attack fares.
    from_attacks = np.array([r["of"] == "attacks" for r in rows])
    unseen = fit(x[train & ~from_attacks], y[train & ~from_attacks], args.l2)
    final = fit(x[train], y[train], args.l2)
    cv[~train] = predict(final, x[~train])

    table = Table(title="the flower probe's probability, by corpus")
    for col in ("corpus", "renders", "min", "median", "max", "> 0.5", "how"):
        table.add_column(col, justify="left" if col in ("corpus", "how") else "right")
    def add(label, p, how):
        table.add_row(label, str(len(p)), f"{p.min():.3f}", f"{np.median(p):.3f}", f"{p.max():.3f}",
                      f"{(p > 0.5).mean():.0%}", how)
    for name in dict.fromkeys(corpus):
        add(name, cv[corpus == name], "5-fold CV" if train[corpus == name].all() else "final model, never trained on")
    add("attacks", predict(unseen, x[corpus == "attacks"]), "model trained without them")
    console.print(table)
    lowest = np.argsort(np.where(y == 1, cv, np.inf))[:5]
    console.print("lowest flowers (CV):", ", ".join(f"{rows[i]['name']} s{rows[i]['seed']} {cv[i]:.2f}" for i in lowest))
    highest = np.argsort(np.where((y == 0) & train, -cv, np.inf))[:5]
    console.print("highest others (CV):", ", ".join(f"{rows[i]['name']} s{rows[i]['seed']} {cv[i]:.2f}" for i in highest))
    heaviest = np.argsort(-np.abs(final[4]))[:10]
    console.print("heaviest readings:", ", ".join(f"{names[i]} {final[4][i]:+.2f}" for i in heaviest))

    # FlowerNet: trained once on everything and once without the attacks (how it meets a family it has not
    # seen); no cross-validation, each fit takes about a minute on two cores (1,600 renders, 60 epochs).
    images = np.stack([r["image"] for r in rows])
    console.print(f"training FlowerNet {NET_CHANNELS} on {train.sum()} renders of {NET_SIZE}x{NET_SIZE} ...")
    attacks = from_attacks
    net_unseen = fit_net(*net_set(rows, images, y, train & ~from_attacks, args.example_weight), moves=args.net_moves)
    net_final = fit_net(*net_set(rows, images, y, train, args.example_weight), moves=args.net_moves)
    net = net_predict(net_final, images)
    net[attacks] = net_predict(net_unseen, images[attacks])
    probe = cv.copy()
    probe[attacks] = predict(unseen, x[attacks])
    table = Table(title="FlowerNet's probability, and both verdicts together (the subject's flower part)")
    for col in ("corpus", "renders", "net min", "net median", "net > 0.5", "probe > 0.5", "both > 0.5", "how"):
        table.add_column(col, justify="left" if col in ("corpus", "how") else "right")
    for name in dict.fromkeys(corpus):
        m = corpus == name
        how = ("models trained without them" if attacks[m].all() else "trained on" if train[m].all()
               else "never trained on")
        table.add_row(name, str(m.sum()), f"{net[m].min():.3f}", f"{np.median(net[m]):.3f}", f"{(net[m] > 0.5).mean():.0%}",
                      f"{(probe[m] > 0.5).mean():.0%}", f"{((net[m] > 0.5) & (probe[m] > 0.5)).mean():.0%}", how)
    console.print(table)

    data = models_data(names, final, net_final, trained_on, training_settings(args))
    data["rating"], data["provenance"]["rating"] = rating, rating_provenance
    if args.write:
        MODELS_FILE.write_text(json.dumps(data, indent=1) + "\n")
        console.print(f"wrote the probe ({len(names)} readings), FlowerNet and the rating model into {MODELS_FILE} (corpus "
                      f"{data['provenance']['corpus_sha256'][:12]})")
    else:
        console.print(json.dumps(data["probe"], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

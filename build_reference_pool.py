# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "datasets==5.2.0",
#     "fastapi==0.165.0",
#     "httpx==0.28.1",
#     "huggingface-hub==2.4.0",
#     "numpy==2.4.6",
#     "openai==3.57.0",
#     "pillow==12.3.0",
#     "playwright==1.65.2",
#     "psutil==7.2.2",
#     "pydantic==2.14.4",
#     "rich==15.0.0",
#     "uvicorn==0.55.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""Build, rate and publish the reference pool: what it contains is the judge's reward.

    uv run build_reference_pool.py photos --taxon "Hibiscus rosa-sinensis" --limit 40
    uv run build_reference_pool.py generate --model zai-org/GLM-5.2 --model moonshotai/Kimi-K3 --per-model 15 \\
        --photos 1 --rounds 2 --critic-model Qwen/Qwen3-VL-30B-A3B-Instruct
    uv run build_reference_pool.py generate --from-folder my_sketches/          # offline: sketches you have
    uv run build_reference_pool.py rate                                          # http://127.0.0.1:8770
    uv run build_reference_pool.py difficulty --samples runs/x/rollouts --judge-model Qwen/Qwen3-VL-30B-A3B-Instruct
    uv run build_reference_pool.py export [--push-to-hub you/watercolour-reference-pool]

Every subcommand works on one folder (--work, default `pool/`) and can be stopped and rerun at any
point: it picks up where it was.

    photos/         <photo id>.jpg, and photos.jsonl: observation, licence, attribution (cc0, cc-by, cc-by-sa only)
    candidates/     <id>.js, <id>.png, <id>.md (the model's reply), and candidates.jsonl: generator, round,
                    parent, photo, critique, gate verdict, violations, paint fraction, one line per candidate
    ratings.jsonl   every rating as given (love, okay, reject, skip, undo), appended and fsynced
    difficulty.json
    export/         the pool: images/, sources/, metadata.jsonl, README.md (an imagefolder dataset that
                    `datasets.load_dataset("imagefolder", data_dir=...)` and `rewards.py --pool` both read)
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import re
import shutil
import sys
import time
from pathlib import Path

import rewards

log = logging.getLogger("watercolour.pool")

ALLOWED_LICENCES = ("cc0", "cc-by", "cc-by-sa")  # share-alike keeps the pool publishable; nc and nd never
INATURALIST_API = "https://api.inaturalist.org/v1"
RATINGS = ("love", "okay", "reject", "skip")
POOL_TIERS = rewards.POOL_TIERS  # the tiers the judge draws references from
CRITIC_PROMPT = (
    "You are a watercolour teacher. The first image is a photograph of the subject; the second is a student's "
    "painting of it, made with code. In at most five sentences, say what would make the painting a better "
    "loose watercolour of this subject: shapes, colour, layering, edges, composition. Be concrete.")
CRITIC_PROMPT_NO_PHOTO = (
    "You are a watercolour teacher. The image is a student's painting of {subject}, made with code. In at most "
    "five sentences, say what would make it a better loose watercolour: shapes, colour, layering, edges, "
    "composition. Be concrete.")


# --------------------------------------------------------------------------------------------
# The working folder: append-only JSONL records, files written before their record.


class Work:
    def __init__(self, root: Path):
        self.root = Path(root)
        self.photos = self.root / "photos"
        self.candidates = self.root / "candidates"
        self.export = self.root / "export"

    def records(self, name: str) -> list[dict]:
        path = self.root / name
        if not path.exists():
            return []
        rows = []
        for line in path.read_text().splitlines():
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError:  # a line cut by a kill mid-write: everything before it stands
                    log.warning("%s: skipping a truncated line", path)
        return rows

    def append(self, name: str, row: dict) -> None:
        """One line, flushed and fsynced before returning: acknowledged means on disk."""
        self.root.mkdir(parents=True, exist_ok=True)
        with (self.root / name).open("a") as f:
            f.write(json.dumps(row) + "\n")
            f.flush()
            os.fsync(f.fileno())

    def candidate_rows(self) -> dict[str, dict]:
        return {row["id"]: row for row in self.records("candidates.jsonl")}

    def rating_actions(self) -> list[tuple[str, str]]:
        """The ratings log replayed: (candidate, tier) in order, each undo taking back the last one."""
        actions: list[tuple[str, str]] = []
        for row in self.records("ratings.jsonl"):
            if not row.get("undo"):
                actions.append((row["id"], row["tier"]))
            elif actions:
                actions.pop()
        return actions

    def ratings(self) -> dict[str, str]:
        """The current tier of each rated candidate: its latest action."""
        return dict(self.rating_actions())

    def last_action(self) -> str | None:
        actions = self.rating_actions()
        return actions[-1][0] if actions else None


def write_atomic(path: Path, data: bytes) -> None:
    part = path.with_name(f".{path.name}.part")
    part.write_bytes(data)
    os.replace(part, path)


# --------------------------------------------------------------------------------------------
# photos: openly licensed reference photographs from iNaturalist, or a local folder.


async def fetch_photos(work: Work, taxon: str, limit: int, api_url: str = INATURALIST_API,
                       user_agent: str = "watercolour-grpo/0.1 (reference pool builder)") -> int:
    """Research-grade observations of `taxon`, most voted first; the first openly licensed photo of
    each, at `large` size. The licence is checked here too, not only in the query."""
    import httpx

    work.photos.mkdir(parents=True, exist_ok=True)
    have = {row["photo_id"] for row in work.records("photos.jsonl")}
    added, page = 0, 1
    async with httpx.AsyncClient(timeout=90, headers={"User-Agent": user_agent}, follow_redirects=True) as client:
        while len(have) < limit:
            reply = await client.get(f"{api_url.rstrip('/')}/observations", params={
                "taxon_name": taxon, "quality_grade": "research", "photo_license": ",".join(ALLOWED_LICENCES),
                "per_page": min(100, limit), "page": page, "order_by": "votes"})
            reply.raise_for_status()
            results = reply.json().get("results") or []
            if not results:
                break
            for obs in results:
                photo = next((p for p in obs.get("photos") or [] if (p.get("license_code") or "") in ALLOWED_LICENCES), None)
                if photo is None or photo["id"] in have or len(have) >= limit:
                    continue
                url = re.sub(r"/(square|small|medium|thumb|original)\.", "/large.", photo["url"])
                image = await client.get(url)
                image.raise_for_status()
                file = work.photos / f"{photo['id']}.jpg"
                write_atomic(file, image.content)
                work.append("photos.jsonl", {
                    "photo_id": photo["id"], "file": f"photos/{file.name}", "licence": photo["license_code"],
                    "attribution": photo.get("attribution") or "", "photo_url": url,
                    "observation_id": obs["id"], "observation_url": obs.get("uri") or f"https://www.inaturalist.org/observations/{obs['id']}",
                    "observed_on": obs.get("observed_on"), "place": obs.get("place_guess"), "taxon": taxon,
                    "source": "inaturalist"})
                have.add(photo["id"])
                added += 1
            page += 1
    return added


def import_photos(work: Work, folder: Path, licence: str, attribution: str) -> int:
    if licence not in (*ALLOWED_LICENCES, "own"):
        raise SystemExit(f"--licence must be one of {', '.join(ALLOWED_LICENCES)} or own, got {licence!r}")
    work.photos.mkdir(parents=True, exist_ok=True)
    have = {row["photo_id"] for row in work.records("photos.jsonl")}
    added = 0
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in (".jpg", ".jpeg", ".png", ".webp") or f"local-{path.stem}" in have:
            continue
        photo_id = f"local-{path.stem}"
        shutil.copyfile(path, work.photos / f"{photo_id}{path.suffix.lower()}")
        work.append("photos.jsonl", {"photo_id": photo_id, "file": f"photos/{photo_id}{path.suffix.lower()}",
                                     "licence": licence, "attribution": attribution, "photo_url": None,
                                     "observation_id": None, "observation_url": None, "source": f"local:{path.name}"})
        added += 1
    return added


# --------------------------------------------------------------------------------------------
# generate: candidate sketches, rendered and gated as they arrive.


def data_url(path_or_bytes, mime: str = "image/png") -> str:
    data = path_or_bytes if isinstance(path_or_bytes, bytes) else Path(path_or_bytes).read_bytes()
    if not isinstance(path_or_bytes, bytes) and Path(path_or_bytes).suffix.lower() in (".jpg", ".jpeg"):
        mime = "image/jpeg"
    return f"data:{mime};base64,{base64.b64encode(data).decode()}"


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text.split("/")[-1]).strip("-").lower()


class Generator:
    """Renders, gates and records candidates; asks models for them when it has a client."""

    def __init__(self, work: Work, painter, domain, client=None, critic_model: str | None = None,
                 temperature: float = 0.9, max_tokens: int = 6000, concurrency: int = 8):
        self.work, self.painter, self.domain = work, painter, domain
        self.client, self.critic_model = client, critic_model
        self.temperature, self.max_tokens = temperature, max_tokens
        self.weights = rewards.PRESETS["offline"]  # gate, length and craft: no model needed to sort candidates
        self.semaphore = asyncio.Semaphore(concurrency)
        self.done = work.candidate_rows()
        work.candidates.mkdir(parents=True, exist_ok=True)

    async def record(self, cid: str, reply: str, meta: dict) -> dict:
        """Render and gate one reply, write its files, then its line: a rerun skips what has a line."""
        score = await rewards.score_reply(self.painter, reply, seed=0, domain=self.domain, weights=self.weights)
        write_atomic(self.work.candidates / f"{cid}.md", reply.encode())
        if score.code:
            write_atomic(self.work.candidates / f"{cid}.js", score.code.encode())
        if score.png:
            write_atomic(self.work.candidates / f"{cid}.png", score.png)
        row = {"id": cid, **meta, "gate_passed": score.passed, "violations": sorted({v.code for v in score.violations}),
               "paint_fraction": score.stats.paint_fraction if score.stats else None,
               "craft": score.components.get("craft", {}).get("raw"), "has_png": bool(score.png),
               "created": time.strftime("%Y-%m-%dT%H:%M:%S")}
        if score.reward is None:  # the renderer broke: not this candidate's fault, so no line: a rerun retries it
            raise RuntimeError(f"{cid}: the painter was unavailable ({', '.join(score.unavailable)})")
        self.work.append("candidates.jsonl", row)
        self.done[cid] = row
        return row

    async def from_folder(self, folder: Path, subject: str) -> list[dict]:
        rows = []
        for path in sorted(folder.iterdir()):
            if path.suffix not in (".js", ".md", ".txt"):
                continue
            cid = f"folder-{slug(path.stem)}"
            if cid in self.done:
                continue
            rows.append(await self.record(cid, path.read_text(), {
                "generator": f"folder:{folder.name}", "round": 0, "parent": None, "photo_id": None,
                "subject": subject, "critique": None, "source_file": path.name}))
        return rows

    async def ask(self, model: str, messages: list[dict], temperature: float) -> str:
        async with self.semaphore:
            reply = await self.client.chat.completions.create(model=model, messages=messages, temperature=temperature,
                                                              max_tokens=self.max_tokens)
        return reply.choices[0].message.content or ""

    async def lineage(self, model: str, index: int, rounds: int, subject: str, photo: dict | None) -> list[dict]:
        """Round 0 from the prompt (and the photo), then each round revises the last with a critique."""
        rows, previous = [], None
        for rnd in range(rounds + 1):
            cid = f"{slug(model)}-{index:04d}-r{rnd}"
            if cid in self.done:
                previous = self.done[cid]
                rows.append(previous)
                if not previous["has_png"]:
                    break
                continue
            system = {"role": "system", "content": self.domain.system_prompt()}
            task = self.domain.task(subject)
            if previous is None:
                content: list | str = task
                if photo:
                    content = [{"type": "text", "text": f"{task}\nHere is a photograph of the subject to work from."},
                               {"type": "image_url", "image_url": {"url": data_url(self.work.root / photo["file"])}}]
                messages = [system, {"role": "user", "content": content}]
                critique = None
            else:
                critique = await self.critique(previous, photo, subject)
                old = (self.work.candidates / f"{previous['id']}.md").read_text()
                messages = [system, {"role": "user", "content": task}, {"role": "assistant", "content": old},
                            {"role": "user", "content": f"A teacher looked at the render:\n\n{critique}\n\n"
                                                         "Write the whole sketch again, improved."}]
            try:
                reply = await self.ask(model, messages, self.temperature)
            except Exception as exc:  # an endpoint error is not a candidate: logged, retried on the next run
                log.warning("%s: %s did not answer: %s", cid, model, exc)
                break
            previous = await self.record(cid, reply, {
                "generator": model, "round": rnd, "parent": previous["id"] if previous else None,
                "photo_id": photo["photo_id"] if photo else None, "subject": subject, "critique": critique,
                "temperature": self.temperature})
            rows.append(previous)
            if not previous["has_png"]:
                break  # nothing to critique: a lineage ends where its render fails
        return rows

    async def critique(self, row: dict, photo: dict | None, subject: str) -> str:
        render = {"type": "image_url", "image_url": {"url": data_url((self.work.candidates / f"{row['id']}.png").read_bytes())}}
        if photo:
            content = [{"type": "text", "text": CRITIC_PROMPT},
                       {"type": "image_url", "image_url": {"url": data_url(self.work.root / photo["file"])}}, render]
        else:
            content = [{"type": "text", "text": CRITIC_PROMPT_NO_PHOTO.format(subject=subject)}, render]
        return (await self.ask(self.critic_model, [{"role": "user", "content": content}], 0.3)).strip()


# --------------------------------------------------------------------------------------------
# rate: one render at a time, keys, undo, progress, saved the moment it is given.


RATE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>rate the pool</title>
<style>
 body { margin: 0; font: 15px system-ui, sans-serif; background: #f4f1ea; color: #222; }
 header { display: flex; gap: 1.5em; align-items: center; padding: .6em 1em; background: #fff; border-bottom: 1px solid #ddd; }
 #bar { flex: 1; height: 8px; background: #eee; border-radius: 4px; overflow: hidden; }
 #fill { height: 100%; background: #8a6; width: 0; }
 main { display: flex; gap: 1em; padding: 1em; justify-content: center; }
 #painting { max-height: calc(100vh - 8em); max-width: 70vw; box-shadow: 0 2px 12px #0002; background: #fff; }
 #source { display: none; max-height: calc(100vh - 8em); overflow: auto; width: 40em; background: #fff; padding: .5em; font: 12px monospace; white-space: pre; }
 #source.open { display: block; }
 kbd { border: 1px solid #bbb; border-radius: 3px; padding: 0 .3em; background: #fafafa; }
 #done { display: none; padding: 4em; text-align: center; font-size: 1.4em; }
 #flash { position: fixed; top: 4em; right: 1em; padding: .4em 1em; background: #222; color: #fff; border-radius: 4px; opacity: 0; transition: opacity .3s; }
</style></head>
<body>
<header>
 <span id="progress">loading</span><div id="bar"><div id="fill"></div></div>
 <span><kbd>1</kbd> love <kbd>2</kbd> okay <kbd>3</kbd> reject <kbd>space</kbd> skip <kbd>u</kbd> undo <kbd>s</kbd> source</span>
</header>
<div id="info" style="padding:.4em 1em;color:#555"></div>
<main><img id="painting" alt=""><div id="source"></div></main>
<div id="done">Every candidate is rated. <span id="summary"></span></div>
<div id="flash"></div>
<script>
let current = null, busy = false;
const $ = id => document.getElementById(id);
function flash(text) { $("flash").textContent = text; $("flash").style.opacity = 1; setTimeout(() => $("flash").style.opacity = 0, 700); }
function show(state) {
  current = state.current;
  const rated = state.rated, total = state.total;
  $("progress").textContent = `${rated} of ${total} rated · love ${state.counts.love || 0} · okay ${state.counts.okay || 0} · reject ${state.counts.reject || 0} · skipped ${state.counts.skip || 0}`;
  $("fill").style.width = total ? (100 * rated / total) + "%" : "0";
  document.body.dataset.current = current ? current.id : "";
  if (!current) { $("painting").style.display = "none"; $("source").className = ""; $("info").textContent = ""; $("done").style.display = "block";
                  $("summary").textContent = `love ${state.counts.love || 0}, okay ${state.counts.okay || 0}.`; return; }
  $("done").style.display = "none"; $("painting").style.display = "";
  $("painting").src = `/png/${current.id}`;
  $("info").textContent = `${current.id} · ${current.generator} · round ${current.round} · ${current.subject || ""} · paint ${Math.round(100 * (current.paint_fraction || 0))}%` + (current.tier ? ` · was ${current.tier}` : "");
  if ($("source").className === "open") loadSource();
}
async function loadSource() { $("source").textContent = current ? await (await fetch(`/source/${current.id}`)).text() : ""; }
async function post(path, body) {
  if (busy) return; busy = true;
  try {
    const reply = await fetch(path, {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)});
    if (!reply.ok) { flash("not saved: " + reply.status); return; }
    show(await reply.json());
  } catch (e) { flash("not saved: server unreachable"); } finally { busy = false; }
}
document.addEventListener("keydown", e => {
  const tier = {"1": "love", "2": "okay", "3": "reject", " ": "skip"}[e.key];
  if (tier && current) { e.preventDefault(); flash(tier); post("/api/rate", {id: current.id, tier}); }
  else if (e.key === "u" || e.key === "Backspace") { e.preventDefault(); flash("undo"); post("/api/undo", {}); }
  else if (e.key === "s") { $("source").classList.toggle("open"); loadSource(); }
});
fetch("/api/state").then(r => r.json()).then(show);
</script></body></html>
"""


def rating_state(work: Work, rows: dict[str, dict], current_override: str | None = None) -> dict:
    """What the page shows next: the first unrated renderable candidate, then the skipped ones again."""
    from collections import Counter

    ratings = work.ratings()
    rateable = [cid for cid, row in rows.items() if row.get("has_png") and row.get("gate_passed")]
    unrated = [cid for cid in rateable if cid not in ratings]
    skipped = [cid for cid in rateable if ratings.get(cid) == "skip"]
    nxt = current_override or (unrated or skipped or [None])[0]
    current = {**rows[nxt], "tier": ratings.get(nxt)} if nxt else None
    counts = Counter(ratings[c] for c in rateable if c in ratings)
    return {"total": len(rateable), "rated": sum(1 for c in rateable if ratings.get(c) in ("love", "okay", "reject")),
            "counts": counts, "current": current}


def build_rating_app(work: Work):
    from fastapi import FastAPI, HTTPException
    from fastapi.responses import FileResponse, HTMLResponse, PlainTextResponse

    app = FastAPI(title="rate the reference pool")
    lock = asyncio.Lock()

    def rows() -> dict[str, dict]:
        return work.candidate_rows()  # re-read: `generate` may still be adding candidates

    @app.get("/", response_class=HTMLResponse)
    async def page() -> str:
        return RATE_PAGE

    @app.get("/api/state")
    async def state() -> dict:
        return rating_state(work, rows())

    @app.post("/api/rate")
    async def rate(body: dict) -> dict:
        cid, tier = body.get("id"), body.get("tier")
        current_rows = rows()
        if cid not in current_rows or tier not in RATINGS:
            raise HTTPException(400, f"unknown candidate {cid!r} or tier {tier!r} (tiers: {', '.join(RATINGS)})")
        async with lock:
            work.append("ratings.jsonl", {"id": cid, "tier": tier, "at": time.time()})
        return rating_state(work, current_rows)

    @app.post("/api/undo")
    async def undo(body: dict | None = None) -> dict:
        async with lock:
            last = work.last_action()
            if last is not None:
                work.append("ratings.jsonl", {"id": last, "undo": True, "at": time.time()})
        return rating_state(work, rows(), current_override=last)

    @app.get("/png/{cid}")
    async def png(cid: str):
        path = work.candidates / f"{cid}.png"
        if not re.fullmatch(r"[\w.-]+", cid) or not path.exists():
            raise HTTPException(404)
        return FileResponse(path, media_type="image/png")

    @app.get("/source/{cid}", response_class=PlainTextResponse)
    async def source(cid: str) -> str:
        path = work.candidates / f"{cid}.js"
        if not re.fullmatch(r"[\w.-]+", cid) or not path.exists():
            raise HTTPException(404)
        return path.read_text()

    return app


# --------------------------------------------------------------------------------------------
# difficulty: which candidates does the policy beat?


def sample_pngs(source: Path, limit: int) -> list[tuple[str, bytes]]:
    """PNGs of the policy's paintings: a folder of PNGs, a trainer's rollouts folder, or an eval's samples.parquet."""
    if source.is_dir() and any(source.glob("*.png")):
        return [(p.name, p.read_bytes()) for p in sorted(source.glob("*.png"))[:limit]]
    import pyarrow.parquet as pq

    shards = sorted(source.glob("**/*.parquet")) if source.is_dir() else [source]
    found = []
    for shard in shards:
        for i, row in enumerate(pq.read_table(shard, columns=["image"]).to_pylist()):
            if row["image"] and row["image"].get("bytes"):
                found.append((f"{shard.stem}#{i}", row["image"]["bytes"]))
    if not found:
        raise SystemExit(f"{source}: no paintings found (PNG files, rollouts/ or samples.parquet)")
    step = max(1, len(found) // limit)  # spread over the run, not its first step only
    return found[::step][:limit]


async def difficulty(work: Work, judge, samples: list[tuple[str, bytes]], only_rated: bool) -> dict:
    rows = work.candidate_rows()
    ratings = work.ratings()
    chosen = [cid for cid, row in rows.items() if row.get("has_png") and row.get("gate_passed")
              and (ratings.get(cid) in POOL_TIERS if only_rated else ratings.get(cid) != "reject")]

    async def one(cid: str) -> tuple[str, dict]:
        png = (work.candidates / f"{cid}.png").read_bytes()
        prefs = await asyncio.gather(*(judge.prefer(s, png) for _, s in samples))
        resolved = [p[0] for p in prefs if p[0] is not None]  # unanswered comparisons are not losses
        win = sum(resolved) / len(resolved) if resolved else None
        bucket = None if win is None else "ceiling" if win < 0.25 else "free win" if win > 0.75 else "rung"
        return cid, {"policy_win_rate": win, "resolved": len(resolved), "asked": len(samples), "bucket": bucket,
                     "tier": ratings.get(cid)}

    result = dict(await asyncio.gather(*(one(c) for c in chosen)))
    ordered = dict(sorted(result.items(), key=lambda kv: (kv[1]["policy_win_rate"] is None, kv[1]["policy_win_rate"] or 0)))
    write_atomic(work.root / "difficulty.json", json.dumps(ordered, indent=2).encode())
    return ordered


# --------------------------------------------------------------------------------------------
# export: the imagefolder dataset the judge reads.


def export_pool(work: Work) -> Path:
    rows, ratings = work.candidate_rows(), work.ratings()
    photos = {row["photo_id"]: row for row in work.records("photos.jsonl")}
    difficulty_of = json.loads((work.root / "difficulty.json").read_text()) if (work.root / "difficulty.json").exists() else {}
    chosen = [(cid, ratings[cid]) for cid in rows if ratings.get(cid) in POOL_TIERS]
    if not chosen:
        raise SystemExit("nothing to export: no candidate is rated love or okay yet (run `rate`)")
    staging = work.root / ".export.part"
    shutil.rmtree(staging, ignore_errors=True)
    (staging / "images").mkdir(parents=True)
    (staging / "sources").mkdir()
    lines = []
    for cid, tier in chosen:
        row, photo = rows[cid], photos.get(rows[cid].get("photo_id")) or {}
        name = f"{tier}_{cid}"
        shutil.copyfile(work.candidates / f"{cid}.png", staging / "images" / f"{name}.png")
        source = work.candidates / f"{cid}.js"
        if source.exists():
            shutil.copyfile(source, staging / "sources" / f"{name}.js")
        lines.append({
            "file_name": f"images/{name}.png", "tier": tier, "source_file": f"sources/{name}.js" if source.exists() else None,
            "subject": row.get("subject"), "generator_model": row.get("generator"), "refinement_round": row.get("round"),
            "parent": row.get("parent"), "paint_fraction": row.get("paint_fraction"), "craft": row.get("craft"),
            "policy_win_rate": (difficulty_of.get(cid) or {}).get("policy_win_rate"),
            "reference_photo": photo.get("file"), "reference_photo_licence": photo.get("licence"),
            "reference_photo_attribution": photo.get("attribution"), "reference_photo_url": photo.get("photo_url"),
            "reference_observation_url": photo.get("observation_url")})
    (staging / "metadata.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    (staging / "README.md").write_text(pool_card(lines))
    shutil.rmtree(work.export, ignore_errors=True)
    os.replace(staging, work.export)
    return work.export


def pool_card(lines: list[dict]) -> str:
    from collections import Counter

    tiers = Counter(line["tier"] for line in lines)
    generators = Counter(line["generator_model"] for line in lines)
    photos = sorted({(line["reference_photo_attribution"], line["reference_photo_licence"], line["reference_observation_url"])
                     for line in lines if line["reference_photo"]})
    credits = "\n".join(f"- {a or 'unattributed'} ({lic}){f', {url}' if url else ''}" for a, lic, url in photos) or "- none"
    return f"""---
tags: [watercolour-grpo, p5.brush, reference-pool]
configs:
- config_name: default
  data_files: metadata.jsonl
---

# Watercolour reference pool

{len(lines)} paintings made by code (p5.brush sketches, rendered by watercolour-grpo's painter) and rated by
hand: {tiers.get('love', 0)} `love`, {tiers.get('okay', 0)} `okay`. The pairwise judge compares a policy's
painting with references drawn from both tiers, so this pool *is* the judge's reward: pin a revision.

Generators: {", ".join(f"{g} ({n})" for g, n in generators.most_common())}.

Columns (`metadata.jsonl`): `file_name` (the render), `tier`, `source_file` (the sketch), `subject`,
`generator_model`, `refinement_round`, `parent` (the candidate it revised), `paint_fraction`, `craft`,
`policy_win_rate` (how often a policy's paintings beat it, where `difficulty` was run), and the reference photo's
`reference_photo`, `_licence`, `_attribution`, `_url`, `reference_observation_url`.

```python
from datasets import load_dataset
pool = load_dataset("imagefolder", data_dir="export", split="train")   # or the Hub id
```
```bash
uv run rewards.py score reply.md --pool export        # or --pool <hub id> --pool-revision <sha>
```

Reference photographs (cc0, cc-by or cc-by-sa; the paintings were made looking at them):

{credits}
"""


# --------------------------------------------------------------------------------------------
# The command line.


def main(argv: list[str] | None = None) -> int:
    parser = rewards.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, default=Path("pool"), help="the working folder")
    sub = parser.add_subparsers(dest="command", required=True)

    ph = sub.add_parser("photos", help="openly licensed reference photos (iNaturalist, or a local folder)")
    ph.add_argument("--taxon", default="Hibiscus rosa-sinensis")
    ph.add_argument("--limit", type=int, default=40)
    ph.add_argument("--api-url", default=INATURALIST_API)
    ph.add_argument("--from-folder", type=Path, help="local photos instead (give --licence and --attribution)")
    ph.add_argument("--licence", default="own")
    ph.add_argument("--attribution", default="")

    ge = sub.add_parser("generate", help="candidate sketches: rendered, gated, recorded as they arrive")
    ge.add_argument("--model", action="append", default=[], help="generator (repeat for several)")
    ge.add_argument("--from-folder", type=Path, help="take replies or sketches (.md, .js) from a folder instead")
    ge.add_argument("--base-url", help="OpenAI-compatible endpoint (default: Hugging Face Inference Providers, HF_TOKEN)")
    ge.add_argument("--per-model", type=int, default=15)
    ge.add_argument("--rounds", type=int, default=0, help="refinement rounds after the first, each with a critique")
    ge.add_argument("--critic-model", help="VLM that writes the critique (needed with --rounds)")
    ge.add_argument("--photos", type=int, default=0, help="show the generator a reference photo (1) or not (0)")
    ge.add_argument("--subject", help="default: the domain's subjects in turn")
    ge.add_argument("--temperature", type=float, default=0.9)
    ge.add_argument("--max-tokens", type=int, default=6000)
    ge.add_argument("--concurrency", type=int, default=8)
    ge.add_argument("--workers", type=int, help="render browsers")

    ra = sub.add_parser("rate", help="rate renders one at a time in the browser (127.0.0.1)")
    ra.add_argument("--port", type=int, default=8770)
    ra.add_argument("--host", default="127.0.0.1")

    ca = sub.add_parser("difficulty", help="how often a policy's paintings beat each candidate, through the judge")
    ca.add_argument("--samples", type=Path, help="policy paintings: PNG folder, rollouts/ or samples.parquet "
                                                 "(default: the exported pool itself)")
    ca.add_argument("--limit", type=int, default=6, help="policy paintings to compare with")
    ca.add_argument("--judge-url")
    ca.add_argument("--judge-model")
    ca.add_argument("--judge-no-thinking", action="store_true")
    ca.add_argument("--all", action="store_true", help="every unrejected candidate, not only love/okay")

    ex = sub.add_parser("export", help="write export/ (imagefolder) and optionally push it")
    ex.add_argument("--push-to-hub", metavar="REPO")
    ex.add_argument("--private", action="store_true")

    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from rich.console import Console

    console = Console(stderr=True, soft_wrap=True)
    work = Work(args.work)

    if args.command == "photos":
        if args.from_folder:
            added = import_photos(work, args.from_folder, args.licence, args.attribution)
        else:
            added = asyncio.run(fetch_photos(work, args.taxon, args.limit, args.api_url))
        console.print(f"{added} photos added; {len(work.records('photos.jsonl'))} in {work.photos}")
        return 0

    if args.command == "generate":
        return generate_command(args, work, console)

    if args.command == "rate":
        import uvicorn

        if not work.candidate_rows():
            console.print(f"[red]error:[/] no candidates in {work.candidates}: run `generate` first")
            return 2
        console.print(f"rate at http://{args.host}:{args.port}  (1 love, 2 okay, 3 reject, space skip, u undo, s source)")
        uvicorn.run(build_rating_app(work), host=args.host, port=args.port, log_level="warning")
        return 0

    if args.command == "difficulty":
        samples = sample_pngs(args.samples, args.limit) if args.samples else [
            (p.name, p.read_bytes()) for p in sorted((work.export / "images").glob("*.png"))[: args.limit]]
        if not samples:
            console.print("[red]error:[/] no paintings to compare with: give --samples or export the pool first")
            return 2
        judge = rewards.PairwiseJudge(args.judge_url, args.judge_model or rewards.DEFAULT_JUDGE_MODEL,
                                      disable_thinking=args.judge_no_thinking)
        result = asyncio.run(difficulty(work, judge, samples, only_rated=not args.all))
        from rich.table import Table

        table = Table(title=f"policy win rate against each candidate ({len(samples)} paintings, both orders)")
        for col in ("candidate", "tier", "win rate", "resolved", "bucket"):
            table.add_column(col)
        for cid, r in result.items():
            table.add_row(cid, r["tier"] or "-", "-" if r["policy_win_rate"] is None else f"{r['policy_win_rate']:.2f}",
                          f"{r['resolved']}/{r['asked']}", r["bucket"] or "unresolved")
        console.print(table)
        console.print(f"written to {work.root / 'difficulty.json'}")
        unresolved = sum(r["asked"] - r["resolved"] for r in result.values())
        if unresolved:  # left out of the win rates, never counted as losses
            console.print(f"[yellow]{unresolved} of {sum(r['asked'] for r in result.values())} comparisons "
                          "unresolved[/] (no verdict in either order or the judge unreachable)")
        if result and all(r["policy_win_rate"] is None for r in result.values()):
            console.print("[red]error:[/] the judge resolved no comparison: is it reachable and answering JSON?")
            return 3
        return 0

    if args.command == "export":
        folder = export_pool(work)
        lines = (folder / "metadata.jsonl").read_text().splitlines()
        console.print(f"exported {len(lines)} paintings to {folder}")
        if args.push_to_hub:
            from huggingface_hub import HfApi

            api = HfApi()
            api.create_repo(args.push_to_hub, repo_type="dataset", private=args.private, exist_ok=True)
            commit = api.upload_folder(repo_id=args.push_to_hub, repo_type="dataset", folder_path=str(folder),
                                       commit_message=f"pool of {len(lines)} paintings")
            console.print(f"pushed; pin it: --pool {args.push_to_hub} --pool-revision {commit.oid}")
        return 0
    return 2


def generate_command(args, work: Work, console) -> int:
    from renderer import Painter, PainterUnavailable

    if not args.from_folder and not args.model:
        console.print("[red]error:[/] give --model (one or more) or --from-folder")
        return 2
    if args.rounds and not args.critic_model and not args.from_folder:
        console.print("[red]error:[/] --rounds needs --critic-model (the VLM that writes each critique)")
        return 2
    domain = rewards.DOMAINS["hibiscus"]
    photos = work.records("photos.jsonl")
    if args.photos and not photos:
        console.print("[red]error:[/] --photos 1 but no photos: run `photos` first")
        return 2

    async def run() -> list[dict]:
        client = None
        if args.model:
            from openai import AsyncOpenAI

            client = AsyncOpenAI(base_url=args.base_url or rewards.HF_ROUTER_URL,
                                 api_key=os.environ.get("HF_TOKEN") or os.environ.get("OPENAI_API_KEY") or "none",
                                 timeout=300, max_retries=2)
        with Painter(rewards.sketch_world(), workers=args.workers or None) as painter:
            gen = Generator(work, painter, domain, client, args.critic_model, args.temperature, args.max_tokens,
                            args.concurrency)
            if args.from_folder:
                return await gen.from_folder(args.from_folder, args.subject or domain.subjects[0])
            jobs = []
            for model in args.model:
                for i in range(args.per_model):
                    subject = args.subject or domain.subjects[i % len(domain.subjects)]
                    photo = photos[(i + len(jobs)) % len(photos)] if args.photos else None
                    jobs.append(gen.lineage(model, i, args.rounds, subject, photo))
            return [row for rows in await asyncio.gather(*jobs) for row in rows]

    try:
        rows = asyncio.run(run())
    except PainterUnavailable as exc:
        console.print(f"[red]error:[/] {exc}")
        return 3
    everything = work.candidate_rows()
    passed = sum(1 for r in everything.values() if r["gate_passed"])
    console.print(f"{len(rows)} candidates this run; {len(everything)} in {work.candidates}, {passed} passed the gate")
    return 0


if __name__ == "__main__":
    sys.exit(main())

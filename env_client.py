"""The environment's client: episodes against one or more env_server.py servers, and the
environment (and HPSv3) started on this machine. The one piece the trainer, the evaluation and the
benchmarks use to reach the environment; none of them imports another's code for it.

    client = EnvironmentClient(["http://127.0.0.1:8000"], {"preset": "offline"})
    episode = asyncio.run(client.episode(reply, seed=0, subject=None))
    episode.reward, episode.row(step=1)        # None: unscored; the row is rewards.record_row's

An episode's result is the environment's own record (rewards.EpisodeRecord, as it came over the
wire) plus the client's outcome: reward (None when unscored: a scorer or the connection failed,
never a bad painting), the errors, the server and the attempts. OpenEnv's generic client speaks
the wire protocol, so nothing here restates the environment's types.

train_grpo.py runs alone on `hf jobs uv run` (the job gets that one file): it then takes this
module and rewards.py from the environment it trains against (`GET /client/<file>`), so the
client, the record and its schema are always the server's own.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import dataclasses
import json
import logging
import os
import subprocess
import time
import urllib.parse
from collections import Counter
from pathlib import Path
from typing import Any

import rewards

log = logging.getLogger("watercolour.client")


# --------------------------------------------------------------------------------------------
# Who gets a token: a private Space needs one; nothing else ever sees it.


ENV_TOKEN_VARIABLE = "WATERCOLOUR_ENV_TOKEN"  # a read-only token that can read the Space: preferred to HF_TOKEN


def auth_headers(url: str) -> dict | None:
    """The Authorization header for one of the client's environment URLs (only ever called with those):
    over https (wss) only, never over plain http; WATERCOLOUR_ENV_TOKEN to any such host, or else HF_TOKEN
    to a Hugging Face Space (*.hf.space) and to no other host. Restated in train_grpo.environment_headers,
    which runs before this module exists; a test checks the two agree."""
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme not in ("https", "wss"):
        return None
    token = os.environ.get(ENV_TOKEN_VARIABLE) or (
        os.environ.get("HF_TOKEN") if (parsed.hostname or "").endswith(".hf.space") else None)
    return {"Authorization": f"Bearer {token}"} if token else None


def environment_health(url: str, timeout_s: float = 10) -> tuple[dict | None, str | None]:
    """The environment's GET /health (its status, scorers and code bundle), or None and why not. Redirects
    are not followed, so the token stays with the host it was meant for."""
    import httpx

    try:
        reply = httpx.get(url.rstrip("/") + "/health", headers=auth_headers(url), timeout=timeout_s)
        reply.raise_for_status()
        return reply.json(), None
    except (httpx.HTTPError, ValueError) as exc:
        return None, (str(exc).splitlines() or [""])[0] or type(exc).__name__


# --------------------------------------------------------------------------------------------
# Episodes: one fresh WebSocket per episode, least busy server first, retries.


@dataclasses.dataclass
class Episode:
    reward: float | None  # None: the environment could not score it (never a bad painting)
    observation: dict  # the last step's observation: the environment's EpisodeRecord
    url: str
    attempts: int
    error: str | None = None  # every attempt's infrastructure failure, when unscored

    def row(self, **context) -> dict:
        """The record as stored (rewards.record_features), after the caller's context columns."""
        return rewards.record_row(self.observation, self.reward, self.error, self.url, self.attempts, **context)


class EnvironmentClient:
    """Episodes against one or more environment servers.

    A connection lives for one episode and is closed after it, so a socket the far end dropped is
    never reused (the reference lost two 14-hour runs to a cached dead WebSocket). An infrastructure
    failure (no connection, a server error, a reward of None) is retried on the least busy other
    server after a backoff; after `retries` retries the episode is unscored.
    """

    def __init__(self, urls: list[str], reset_options: dict | None = None, retries: int = 2,
                 timeout_s: float = 900.0, max_in_flight: int = 64, backoff_s: float = 2.0,
                 deadline_s: float | None = None):
        self.urls = list(urls)
        # The longest an episode (or a draft) may take, every attempt and backoff together: past it, it is
        # unscored. A trainer on several processes needs this below its collective timeout (ddp_timeout).
        self.deadline_s = deadline_s
        self.reset_options = {k: v for k, v in (reset_options or {}).items() if v is not None}
        self.retries, self.timeout_s, self.max_in_flight, self.backoff_s = retries, timeout_s, max_in_flight, backoff_s
        self.in_flight = Counter({u: 0 for u in self.urls})
        self.failures = Counter()  # per URL, for the log and the pick order
        self._semaphores: dict[int, tuple[asyncio.AbstractEventLoop, asyncio.Semaphore]] = {}

    def slot(self) -> asyncio.Semaphore:
        # TRL runs async reward functions on its own long-lived loop; a semaphore belongs to one loop.
        loop = asyncio.get_running_loop()
        held = self._semaphores.get(id(loop))
        if held is None or held[0] is not loop:
            held = self._semaphores[id(loop)] = (loop, asyncio.Semaphore(self.max_in_flight))
        return held[1]

    def pick(self, avoid: str | None) -> str:
        candidates = [u for u in self.urls if u != avoid] or self.urls
        return min(candidates, key=lambda u: (self.in_flight[u], self.failures[u]))

    def connection(self, url: str):
        from openenv.core import GenericEnvClient

        return GenericEnvClient(base_url=url, connect_timeout_s=30, message_timeout_s=self.timeout_s,
                                headers=auth_headers(url))

    async def tasks(self, seeds: list[int], subject: str | None) -> list[dict]:
        """The reset observation (system prompt, prompt, subject) of each seed. Errors are raised: at
        start-up a bad option (an unknown preset, say) must stop the run, not be retried."""
        async with self.connection(self.urls[0]) as env:
            return [(await env.reset(seed=seed, subject=subject, **self.reset_options)).observation for seed in seeds]

    def check_reward_terms(self, task: dict) -> None:
        """Score the environment's own example reply once on every server with this run's weights, before
        any model loads: a weighted term a server cannot compute (no judge or HPSv3 configured there, a
        scorer down) stops the run now, with the reason, instead of leaving every rollout unscored."""
        example = task.get("example_reply")
        if not example:
            log.warning("the environment hands out no example reply (an older env_server.py): the reward's terms "
                        "are not checked before training")
            return
        for url in self.urls:
            # One single-shot episode: the terms are the same for revised episodes, whose drafts carry no reward.
            single_shot = {k: v for k, v in self.reset_options.items() if k not in ("revisions", "improvement_weight")}
            one = EnvironmentClient([url], single_shot, retries=0, timeout_s=self.timeout_s)
            episode = asyncio.run(one.episode(example, 0, task["subject"]))
            if episode.reward is None:
                raise SystemExit(
                    f"the environment at {url} cannot compute this run's reward (preset {task['preset']}, weights "
                    f"{json.dumps(task.get('weights'))}): {episode.error}. Configure the missing scorer there "
                    "(--pool/--judge-url for the judge, --hpsv3-url or --hpsv3 for HPSv3) or pick a preset without it.")
            if not episode.observation.get("gate_passed"):
                raise SystemExit(f"the environment at {url} rejects its own example reply "
                                 f"({', '.join(episode.observation.get('violations') or [])}): it cannot score paintings")

    async def episode(self, completion: str, seed: int, subject: str | None) -> Episode:
        try:
            return await asyncio.wait_for(self._episode(completion, seed, subject), self.deadline_s)
        except asyncio.TimeoutError:
            log.warning("episode (seed %d) not scored within its %.0f s deadline", seed, self.deadline_s)
            return Episode(None, {}, "", self.retries + 1, f"no answer within the episode deadline ({self.deadline_s:g} s)")

    async def _episode(self, completion: str, seed: int, subject: str | None) -> Episode:
        async with self.slot():
            url, errors, observation = None, [], {}
            for attempt in range(1, self.retries + 2):
                url = self.pick(avoid=url)
                self.in_flight[url] += 1
                try:
                    async with self.connection(url) as env:
                        await env.reset(seed=seed, subject=subject, return_image=True, **self.reset_options)
                        result = await env.step({"completion": completion})
                    observation = result.observation
                    if result.reward is not None:
                        return Episode(float(result.reward), observation, url, attempt)
                    error = f"unavailable: {', '.join(observation.get('unavailable') or ['reward'])}"
                except Exception as exc:  # any failure to get an answer is the infrastructure's
                    error = f"{type(exc).__name__}: {exc}"[:300]
                finally:
                    self.in_flight[url] -= 1
                self.failures[url] += 1
                errors.append(f"{url}: {error}")
                log.warning("episode (seed %d) not scored by %s on attempt %d: %s", seed, url, attempt, error)
                if attempt <= self.retries:
                    await asyncio.sleep(self.backoff_s * attempt)
            return Episode(None, observation, url, self.retries + 1, " | ".join(errors))


def completion_text(completion: Any) -> str:
    """TRL hands conversational completions as [{"role": "assistant", "content": ...}]."""
    if isinstance(completion, str):
        return completion
    return "".join(m.get("content") or "" for m in completion if m.get("role", "assistant") == "assistant")


# --------------------------------------------------------------------------------------------
# Revised episodes (reset(revisions=K)): a draft is a `paint` tool call in TRL's environment_factory
# loop; after K calls TRL stops running the tool. The final reply is scored by the reward function.


PAINT_TOOL_NOTE = ("\n\nPaint each draft by calling the `paint` tool with your sketch. When you are done, reply "
                   "without a tool call, with your final sketch in a ```javascript block: that is the painting scored.")


class PaintingSession:
    """One revised episode, in the shape TRL's environment_factory wants: one object per rollout,
    reset() with the dataset row, public methods offered to the policy as tools.

    The episode lives on one environment session, opened at the first draft on TRL's async loop.
    If it is lost (a server restart, a dropped connection, a draft the environment could not
    score), the episode is replayed on the least busy other server: reset, the drafts already
    shown to the policy (renders are deterministic for a seed), then the step that failed; after
    the client's retries the episode is unscored (None), never scored as a bad painting."""

    def __init__(self, client: EnvironmentClient | None, revisions: int, images: bool = False):
        self.client, self.revisions, self.images = client, revisions, images
        self.seed, self.subject = 0, None
        self.drafts: list[str] = []  # the sketches the policy painted as drafts, in order
        self.paintings: list[dict] = []  # the environment's observation of each painting, as the policy saw it
        self.draft_wait_s = 0.0
        self.error: str | None = None  # the infrastructure failure that ended the episode, if one did
        self.attempts = 1
        self._connection = self._url = self._lock = self._loop = None

    def reset(self, seed: int, subject: str | None = None, **_row) -> str:
        self._abandon()
        self.__init__(self.client, self.revisions, self.images)
        self.seed, self.subject = int(seed), subject
        return PAINT_TOOL_NOTE

    async def paint(self, sketch: str):
        """Paint a draft: the sketch is rendered and you see how it came out, with the gate's verdict and feedback.

        Args:
            sketch: The whole p5.brush sketch (JavaScript), with setup() and draw().
        """
        if self._lock is None:  # a turn may hold several calls, which TRL runs at once
            self._lock = asyncio.Lock()
        async with self._lock:
            if self.error:
                raise RuntimeError(f"the environment is unavailable: {self.error}")
            if len(self.drafts) >= self.revisions:
                raise ValueError(f"no drafts left (all {self.revisions} used): reply with your final sketch, "
                                 "without a tool call")
            started = time.perf_counter()
            try:
                observation = await self._step(sketch, final=False)
            finally:
                self.draft_wait_s += time.perf_counter() - started
            self.drafts.append(sketch)
            self.paintings.append(observation)
            return self._tool_result(observation)

    def _tool_result(self, observation: dict):
        text = observation.get("feedback") or ""
        png = observation.get("image_png_base64")
        if self.images and png:
            import io

            from PIL import Image

            return [{"type": "image", "image": Image.open(io.BytesIO(base64.b64decode(png))).convert("RGB")},
                    {"type": "text", "text": text}]
        return text

    def _abandon(self) -> None:
        """A session still open at reset (an exception ended the last episode before its final reply) is
        closed on the loop it lives on: a live connection keeps its session mid-episode, so the server
        would not reclaim it."""
        connection, loop = self._connection, self._loop
        if connection is None:
            return
        log.warning("a revised episode (seed %d) was reset with its session still open: closing it", self.seed)
        if loop is not None and not loop.is_closed():
            asyncio.run_coroutine_threadsafe(close_quietly(connection), loop)

    async def _open(self) -> None:
        """A fresh session on the least busy server, with the drafts so far replayed on it."""
        self._url = self.client.pick(avoid=self._url)
        self._loop = asyncio.get_running_loop()
        self._connection = self.client.connection(self._url)
        await self._connection.connect()
        await self._connection.reset(seed=self.seed, subject=self.subject, return_image=True,
                                 **{**self.client.reset_options, "revisions": self.revisions})
        for turn, sketch in enumerate(self.drafts, 1):
            replayed = (await self._connection.step({"completion": sketch})).observation
            if replayed.get("unavailable"):
                raise RuntimeError(f"draft {turn}, replayed, not scored: {', '.join(replayed['unavailable'])}")

    async def _close(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            await close_quietly(connection)

    async def _step(self, completion: str, final: bool) -> dict:
        """One painting on the episode's session, with the reward (None on a draft) in the observation,
        within the client's deadline (every attempt together)."""
        try:
            return await asyncio.wait_for(self._step_with_retries(completion, final), self.client.deadline_s)
        except asyncio.TimeoutError:
            await self._close()
            self.error = f"no answer within the episode deadline ({self.client.deadline_s:g} s)"
            raise RuntimeError(self.error) from None

    async def _step_with_retries(self, completion: str, final: bool) -> dict:
        errors = []
        for attempt in range(1, self.client.retries + 2):
            self.attempts = max(self.attempts, attempt)
            url = self._url
            try:
                async with self.client.slot():
                    if self._connection is None:
                        await self._open()
                    url = self._url
                    self.client.in_flight[url] += 1
                    try:
                        result = await self._connection.step({"completion": completion, "final": final})
                    finally:
                        self.client.in_flight[url] -= 1
                observation = {**result.observation, "reward": result.reward, "done": result.done}
                if not observation.get("unavailable"):
                    return observation
                error = f"unavailable: {', '.join(observation['unavailable'])}"
            except Exception as exc:  # any failure to get an answer is the infrastructure's
                error = f"{type(exc).__name__}: {exc}"[:300]
            url = self._url or url
            await self._close()
            self.client.failures[url] += 1
            errors.append(f"{url}: {error}")
            log.warning("revised episode (seed %d), painting %d, not scored by %s on attempt %d: %s", self.seed,
                        len(self.paintings) + 1, url, attempt, error)
            if attempt <= self.client.retries:
                await asyncio.sleep(self.client.backoff_s * attempt)
        self.error = " | ".join(errors)
        raise RuntimeError(self.error)

    async def _finish(self, reply: str) -> Episode:
        """Send the final reply (final=True) and close the session: the episode's reward."""
        try:
            if self.error:  # the policy revised after an outage message: not trained on
                return Episode(None, self.paintings[-1] if self.paintings else {}, self._url or "", self.attempts,
                               self.error)
            observation = await self._step(reply, final=True)
            self.paintings.append(observation)
            return Episode(observation["reward"], observation, self._url, self.attempts)
        except Exception as exc:
            return Episode(None, self.paintings[-1] if self.paintings else {}, self._url or "", self.attempts,
                           self.error or f"{type(exc).__name__}: {exc}"[:300])
        finally:
            await self._close()


async def close_quietly(connection) -> None:
    try:
        await connection.close()
    except Exception as exc:  # closing is best effort: the server drops a closed connection's session anyway
        log.debug("closing an episode's session: %s", exc)


# TRL offers every public method of an environment_factory object to the policy as a tool: what the
# reward function and the evaluation do with a session lives out here.


async def finish_episode(session: PaintingSession, reply: str) -> Episode:
    """Send a revised episode's final reply and close its session: the episode's reward."""
    return await session._finish(reply)


def painting_rows(session: PaintingSession) -> list[dict]:
    """Every painting of the episode in order (drafts, then the final one), each a stored record with
    its own reward: the `turns` of a revised episode's row (`turns_feature`)."""
    return [rewards.record_row(obs, reward, final=bool(obs.get("done")))
            for obs, reward in zip(session.paintings, painting_rewards(session))]


def painting_rewards(session: PaintingSession) -> list[float | None]:
    """Each painting's own reward, in order. A draft's observation carries no score below the `score`
    feedback level; once the episode is over, its final observation lists every painting's."""
    final = session.paintings[-1] if session.paintings and session.paintings[-1].get("done") else {}
    scored = [t.get("reward") for t in (final.get("breakdown") or {}).get("turns") or []]
    return [scored[i] if i < len(scored) else obs.get("painting_reward") for i, obs in enumerate(session.paintings)]


def turns_feature():
    from datasets import Value

    return [rewards.record_features(final=Value("bool"))]


def final_reply(messages: Any) -> str:
    """The reply a revised episode ends with: the last assistant message, or, when the turn limit cut
    off a paint call, the sketch it asked to paint. Empty when the token budget ended the episode
    on a tool result."""
    if isinstance(messages, str):
        return messages
    if not messages or messages[-1].get("role") != "assistant":
        return ""
    last = messages[-1]
    calls = [c["function"] for c in last.get("tool_calls") or [] if c.get("function", {}).get("name") == "paint"]
    if calls and isinstance(calls[-1].get("arguments"), dict):
        return str(calls[-1]["arguments"].get("sketch", ""))
    return last.get("content") if isinstance(last.get("content"), str) else completion_text([last])


def conversation_json(messages: Any) -> str:
    """The turns as text (images replaced by a marker), for the rollouts."""
    def text(content):
        if isinstance(content, list):
            return [part if part.get("type") == "text" else {"type": part.get("type")} for part in content]
        return content

    if isinstance(messages, str):
        return json.dumps([{"role": "assistant", "content": messages}])
    return json.dumps([{k: text(v) if k == "content" else v for k, v in m.items()} for m in messages], default=str)


# --------------------------------------------------------------------------------------------
# One box: the environment (and HPSv3) on this machine.


@contextlib.contextmanager
def waiting(what: str, console=None):
    """A wait longer than a few seconds, shown as it goes: a spinner and the time so far on a terminal, a
    line when it starts in a log; and how long it took once done."""
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = console or Console(stderr=True, soft_wrap=True)
    started = time.perf_counter()
    if console.is_terminal:
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(), console=console,
                      transient=True) as progress:
            progress.add_task(what, total=None)
            yield
    else:  # a log: no spinner to draw
        console.print(f"{what} ...", highlight=False)
        yield
    if (seconds := time.perf_counter() - started) >= 1:
        console.print(f"{what}: done in {seconds:.0f} s", highlight=False)


class LocalServices:
    """What --colocate started; closed in reverse order."""

    def __init__(self):
        self.closers = []

    def close(self):
        while self.closers:
            try:
                self.closers.pop()()
            except Exception as exc:  # closing is best effort; the run's results are already on disk
                log.warning("while stopping a local service: %s", exc)


def prepare_painter() -> None:
    """Make sure a Chromium and the pinned JS libraries are here, running setup.sh if they are not
    (a fresh hf jobs container has neither)."""
    from renderer import PainterUnavailable, find_chromium, js_library_paths

    try:
        find_chromium()
        js_library_paths()
        return
    except PainterUnavailable as exc:
        setup = Path(__file__).resolve().with_name("setup.sh")
        if not setup.exists():
            raise
        log.warning("%s; running %s", exc, setup)
    subprocess.run(["bash", str(setup)], check=True)
    find_chromium()
    js_library_paths()


ENVIRONMENT_START_TIMEOUT_S = 1800  # setup.sh installs Chromium on a fresh container, then the browsers start
HPSV3_LOAD_TIMEOUT_S = 3600  # ~33 GB of weights on a cold start


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_hpsv3(services: LocalServices, timeout_s: float = HPSV3_LOAD_TIMEOUT_S) -> str:
    """hpsv3_server.py in its own uv environment (hpsv3 pins transformers 4.45.2), weights preloaded,
    on a free port."""
    import httpx

    port = free_port()
    script = Path(__file__).resolve().with_name("hpsv3_server.py")
    proc = subprocess.Popen(["uv", "run", str(script), "--host", "127.0.0.1", "--port", str(port), "--preload"])
    services.closers.append(lambda: (proc.terminate(), proc.wait(timeout=60)))
    url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + timeout_s
    # ~33 GB of weights on a cold start (the server's /health says so): minutes, shown as they pass
    with waiting(f"starting HPSv3 on {url} (its weights download on first use: ~33 GB; up to {timeout_s:.0f} s)"):
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"hpsv3_server.py exited with {proc.returncode} before it was ready")
            try:
                health = httpx.get(url + "/health", timeout=5).json()
                if health.get("error"):
                    raise RuntimeError(f"HPSv3 failed to load: {health['error']}")
                if health.get("loaded"):
                    return url
            except httpx.HTTPError:
                pass
            time.sleep(5)
    raise RuntimeError(f"HPSv3 was not ready after {timeout_s:.0f} s")


def start_environment(services: LocalServices, settings, hpsv3: bool = False, port: int = 0) -> str:
    """env_server.py's app on a thread of this process, configured by `settings` (env_server.Settings,
    from the caller's flags: the same ones env_server.py takes); with `hpsv3`, hpsv3_server.py too.
    Returns the environment's URL."""
    import env_server

    prepare_painter()
    if hpsv3:
        settings = dataclasses.replace(settings, hpsv3_url=start_hpsv3(services))
    with waiting(f"starting the environment here ({settings.render_workers} browsers)"):
        server = env_server.BackgroundServer(settings, port=port)
    services.closers.append(server.stop)
    return server.url


class EnvironmentUnreachable(RuntimeError):
    """An environment that did not answer /health in the time given: a wrong URL, or one not started."""


def wait_for_environment(url: str, timeout_s: float = 600) -> None:
    """Return once `url` answers /health: at once when it does; else say on stderr what is awaited, show
    the wait, and after `timeout_s` raise EnvironmentUnreachable, a line for the caller to print."""
    from rich.console import Console

    def problem() -> str | None:
        return environment_health(url, timeout_s=5)[1]

    last = problem()
    if last is None:
        return
    console = Console(stderr=True, soft_wrap=True)
    console.print(f"waiting up to {timeout_s:.0f} s for the environment at {url} to answer /health ({last})",
                  highlight=False)
    started = time.monotonic()
    with console.status(f"waiting for the environment at {url}") if console.is_terminal else contextlib.nullcontext() as status:
        while (last := problem()) is not None:
            waited = time.monotonic() - started
            if status is not None:  # a terminal: the time so far (a log has the line above)
                status.update(f"waiting for the environment at {url}: {waited:.0f} s of {timeout_s:.0f}")
            if waited > timeout_s:
                raise EnvironmentUnreachable(
                    f"the environment at {url} did not answer /health in {timeout_s:.0f} s ({last}): start it "
                    "(uv run env_server.py), or give the URL of a running one")
            time.sleep(2)

# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "httpx==0.28.1",
#     "huggingface-hub==2.4.0",
#     "numpy==2.4.6",
#     "openai==3.57.0",
#     "openenv==0.10.0",
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
"""The watercolour OpenEnv environment: a reply goes in, a painting and its reward come out.

    uv run env_server.py                                   # 127.0.0.1:8000, offline preset, 64 sessions
    uv run env_server.py --host 0.0.0.0 --port 7860 --max-sessions 128 --workers 4

One episode is one reset and one step. reset(seed, subject, preset | weights, references,
return_image) returns the task; step(completion) extracts the sketch, gates and renders it on the
shared browsers (renderer.Painter), and returns the reward with its whole breakdown. Every option travels on
reset, so one deployment serves any weight split without a restart.

With reset(revisions=K), an episode is up to K + 1 steps: each of the first K paintings is a draft
(done=False: its render, verdict, violations, paint fraction and a line of feedback come back, so
the next reply can revise it), and the last step, or an earlier one sent with final=true, returns
the reward: the final painting's (revised_reward). What a draft's feedback line and observation carry
is reset(feedback=...): rewards.FEEDBACK_LEVELS, verdict and paint coverage by default.

Many sessions at once (64 by default): renders queue for the browsers instead of being refused.
Sessions of dead clients are reclaimed: on WebSocket close, on a missed ping (uvicorn's ping), and
after --idle-timeout-s without a message between episodes (never mid-episode on a live connection: a
trainer may take longer than that to write a revised episode's next turn). `GET /health` reports the browsers, the queue and the scorers.

A reward of None means the reward could not be computed for reasons outside the sketch (the
browsers broke): `unavailable` names the missing terms. Never train on it as a zero.

Server-wide settings are declared once, in `Settings`: each is a flag and an environment variable
(a Space's way to set it); `--help` lists them with their variables. train_grpo.py and
eval_checkpoints.py take the same flags for an environment they start in their own process.
"""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import functools
import json
import logging
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openenv.core import EnvClient
from openenv.core.client_types import StepResult
from openenv.core.env_server import Action, Environment, HTTPEnvServer, Observation, State
from pydantic import Field, field_validator

import rewards
from renderer import Painter, default_workers, well_formed

log = logging.getLogger("watercolour.env")


# --------------------------------------------------------------------------------------------
# Wire types.


class WatercolourAction(Action):
    completion: str = Field(..., description="The model's whole reply; the sketch is extracted server-side.")
    final: bool = Field(False, description="End a revised episode with this painting, drafts left or not.")

    @field_validator("completion")
    @classmethod
    def _well_formed(cls, completion: str) -> str:
        return well_formed(completion)  # a lone surrogate (escaped in JSON) must not reach the record


class WatercolourObservation(rewards.EpisodeRecord, Observation):
    """reset fills the task fields; step fills the episode record (rewards.EpisodeRecord: declared
    there once, with the datasets schema the trainer and the evaluation store it under)."""

    prompt: str = ""
    system_prompt: str = ""
    weights: dict[str, float] = Field(default_factory=dict)  # the resolved weights, zero terms left out
    example_reply: str = ""  # a reply this environment's gate passes: clients check the reward's terms with it


class WatercolourState(State):
    subject: str = ""
    preset: str = ""
    seed: int = 0
    submitted: bool = False
    revisions: int = 0


class EpisodeError(ValueError):
    """A client's mistake in an episode (an unknown reset option, a step out of order): over the
    WebSocket OpenEnv sends its message back; over HTTP it is a 400 carrying the message, never a 500."""


# Each HTTP request gets a fresh environment (OpenEnv's HTTP routes): an episode, reset then step,
# needs the one session a WebSocket holds.
HTTP_STEP_REFUSED = ("POST /step has no episode to step: each HTTP request gets a fresh environment, so an episode "
                     "(reset, then step) runs over the WebSocket /ws. Use env_client.EnvironmentClient (or OpenEnv's "
                     "GenericEnvClient); POST /reset over HTTP shows a task")

# What GET /client/<name> serves, from beside this file, to a trainer running alone (train_grpo.py on hf jobs
# gets that one file): this environment's client and episode record, and the trainer's own pieces it calls
# by name (its checks, record, probe and stops), which the image carries for it. The trainer pins each
# file's sha256 (train_grpo.PINNED_CODE) and trains only against a server whose bundle is its own.
CLIENT_FILES = ("env_client.py", "rewards.py", "flower_models.json",
                  "grpo_checks.py", "grpo_record.py", "grpo_probe.py", "grpo_stops.py")


@dataclass(frozen=True)
class CodeBundle:
    """The code this server scores with and serves, read once at start: each file's bytes and sha256, the
    bundle hash over them, and the commit it was deployed from where known (WATERCOLOUR_COMMIT, or the git
    checkout it runs in). GET /client/<name> serves exactly these bytes, so what a trainer checks is what
    it gets, even if the files change on disk under a running server."""

    files: dict[str, bytes]
    digests: dict[str, str]
    bundle: str
    commit: str | None

    @classmethod
    def read(cls, folder: Path = Path(__file__).parent) -> "CodeBundle":
        import hashlib

        files = {name: (folder / name).read_bytes() for name in CLIENT_FILES}
        digests = {name: hashlib.sha256(data).hexdigest() for name, data in files.items()}
        return cls(files, digests, code_bundle(digests), os.environ.get("WATERCOLOUR_COMMIT") or git_commit(folder))

    def manifest(self) -> dict:
        return {"bundle": self.bundle, "commit": self.commit, "files": self.digests}


def code_bundle(digests: dict[str, str]) -> str:
    """One hash over a set of files: sha256 of their `sha256sum` lines, sorted by name. Restated in
    train_grpo.code_bundle, which runs alone (tests/test_pins.py checks the two agree)."""
    import hashlib

    return hashlib.sha256("".join(f"{digests[name]}  {name}\n" for name in sorted(digests)).encode()).hexdigest()


def git_commit(folder: Path) -> str | None:
    """The commit of the git checkout `folder` is in, with "+changes" when its tracked files differ from it;
    None outside a checkout (an image, a Space)."""
    import subprocess

    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True, timeout=10)
        if head.returncode:
            return None
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=folder,
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return head.stdout.strip() + ("+changes" if dirty else "")
MAX_REFERENCES = 16  # reference paintings per judged painting; each is two judge calls
MAX_REVISIONS = 8  # drafts per episode; each is a render (and judge calls) on the shared browsers


# Why improvement_weight is gone (issue 26): it added w x the drafts' mean reward, each counted up to the
# final's, and counted an episode without drafts as drafts at the final's level. So an episode that never
# drafted earned the most (final x (1 + w)) and the term paid for not revising; and no term can pay for the
# gain final - draft without paying for a sandbagged draft. Improving is rewarded through the final painting.
IMPROVEMENT_WEIGHT_REMOVED = ("improvement_weight was removed: it paid most to episodes that never drafted "
                              "(final x (1 + w)), and a term paying for the gain over a draft pays for "
                              "sandbagged drafts; a revised episode's reward is its final painting's")


def revision_note(revisions: int) -> str:
    """What a revised episode's task adds to the prompt."""
    return (f"\n\nYou may revise: each painting before your last is a draft, rendered and shown back to you with "
            f"the gate's verdict and a line of feedback, so you can correct it. You have {revisions} "
            f"draft{'s' if revisions > 1 else ''}; your final painting is the one scored.")


# --------------------------------------------------------------------------------------------
# Server settings and the shared browsers.


# Settings an episode may override on reset: a client has its own flags for them (the server's value
# is the default when it sends none).
EPISODE_OVERRIDES = ("preset", "references")


def setting(default: Any, env: str, help: str, **flag: Any) -> Any:
    """One server setting: its default, the environment variable a Space sets it with, and its flag's
    help (and argparse extras). The flag is the field's name in kebab case."""
    return dataclasses.field(default=default, metadata={"env": env, "help": help, **flag})


@dataclass(frozen=True)
class Settings:
    """What one deployment decides (per-episode options travel on reset instead). Declared here once:
    each is a flag of env_server.py, a WATERCOLOUR_* variable for a Space, and a flag of train_grpo.py
    and eval_checkpoints.py for the environment they start themselves (`add_arguments`)."""

    preset: str | None = setting(None, "WATERCOLOUR_PRESET", "default weights; unset: judge-led with judge and "
                                 "HPSv3, hps-only with HPSv3, else offline", choices=sorted(rewards.PRESETS))
    domain: str = setting("hibiscus", "WATERCOLOUR_DOMAIN", "what is painted, with which brushes",
                          choices=sorted(rewards.DOMAINS))
    max_sessions: int = setting(64, "MAX_CONCURRENT_ENVS", "episodes open at once (OpenEnv's variable)")
    # two browsers at least, so one runaway sketch never stalls the rest
    render_workers: int = setting(max(2, default_workers()), "WATERCOLOUR_RENDER_WORKERS", "browsers rendering "
                                  "sketches", aliases=("--workers",))
    render_timeout_s: float = setting(30.0, "WATERCOLOUR_RENDER_TIMEOUT_S", "longest render of one sketch")
    reading_renders: int = setting(rewards.READING_RENDERS, "WATERCOLOUR_READING_RENDERS",
                                   "renders a passing sketch's craft and subject terms are read at and averaged "
                                   "over (rewards.READING_RENDERS; 1 halves the render cost and doubles the noise)")
    idle_timeout_s: float = setting(600.0, "WATERCOLOUR_IDLE_TIMEOUT_S",
                                    "close a session whose client sent nothing for this long between episodes "
                                    "(a live connection keeps its session mid-episode; 0: never)")
    pool: str | None = setting(None, "WATERCOLOUR_POOL", "reference pool (folder or Hub dataset id): enables the "
                               "pairwise judge")
    pool_revision: str | None = setting(None, "WATERCOLOUR_POOL_REVISION", "the reference pool's Hub revision "
                                        "(the reference pool is the reward: pin it)")
    references: int = setting(4, "WATERCOLOUR_REFERENCES", "reference paintings the judge compares each reply with "
                              "(an episode may ask for others on reset)")
    judge_url: str | None = setting(None, "WATERCOLOUR_JUDGE_URL", "OpenAI-compatible judge endpoint; unset: "
                                    "Hugging Face Inference Providers")
    judge_model: str = setting(rewards.DEFAULT_JUDGE_MODEL, "WATERCOLOUR_JUDGE_MODEL", "the judge's model")
    judge_no_thinking: bool = setting(False, "WATERCOLOUR_JUDGE_NO_THINKING",
                                      "ask a hybrid-reasoning judge not to think (chat_template_kwargs)")
    hpsv3_url: str | None = setting(None, "WATERCOLOUR_HPSV3_URL", "a running hpsv3_server.py")

    @classmethod
    def from_env(cls, environ: dict | None = None) -> "Settings":
        """The defaults, each replaced by its variable where one is set."""
        environ = os.environ if environ is None else environ
        given = {}
        for f in dataclasses.fields(cls):
            text = environ.get(f.metadata["env"])
            if text:
                given[f.name] = _parse_setting(f, text)
        return cls(**given)

    @classmethod
    def add_arguments(cls, parser, skip: tuple[str, ...] = ()) -> None:
        """Every setting as a flag (defaults from the variables): env_server.py's own, and the group of
        the scripts that start an environment in their process. `skip` leaves out settings the caller
        already has a flag for with the same meaning (the trainer's --preset, --references)."""
        defaults = cls.from_env()
        for f in dataclasses.fields(cls):
            if f.name in skip:
                continue
            extra = {k: v for k, v in f.metadata.items() if k not in ("env", "aliases")}
            extra["help"] = f"{extra['help']} [{f.metadata['env']}]"
            flags = (f"--{f.name.replace('_', '-')}", *f.metadata.get("aliases", ()))
            default = getattr(defaults, f.name)
            if f.type == "bool":
                parser.add_argument(*flags, dest=f.name, action="store_true", default=default, **extra)
            else:
                parser.add_argument(*flags, dest=f.name, type=_setting_type(f), default=default,
                                    metavar=f.name.upper() if "choices" not in extra else None, **extra)

    @classmethod
    def from_args(cls, args, **overrides: Any) -> "Settings":
        """From parsed flags (`add_arguments`); a setting the caller's namespace lacks or leaves at None
        keeps its variable's value, or the default."""
        values = {f.name: v for f in dataclasses.fields(cls) if (v := getattr(args, f.name, None)) is not None}
        return dataclasses.replace(cls.from_env(), **{**values, **overrides})

    @classmethod
    def given_flags(cls, parser, args, skip: tuple[str, ...] = ()) -> list[str]:
        """The settings' flags typed on this command line (their value differs from the default)."""
        return [f"--{f.name.replace('_', '-')}" for f in dataclasses.fields(cls)
                if f.name not in skip and getattr(args, f.name, None) != parser.get_default(f.name)]

    def problems(self) -> list[str]:
        """Every inconsistency at once, each naming its flag."""
        out = []
        for name, value in (("max-sessions", self.max_sessions), ("render-workers", self.render_workers),
                            ("reading-renders", self.reading_renders)):
            if value < 1:
                out.append(f"--{name} must be at least 1, got {value}")
        if not 1 <= self.references <= MAX_REFERENCES:
            out.append(f"--references must be between 1 and {MAX_REFERENCES}, got {self.references}")
        if self.render_timeout_s <= 0 or self.idle_timeout_s < 0:
            out.append("--render-timeout-s must be above 0 and --idle-timeout-s at least 0")
        if self.pool_revision and not self.pool:
            out.append("--pool-revision pins a reference pool: give --pool too")
        if self.preset is not None and self.preset not in rewards.PRESETS:
            out.append(f"unknown preset {self.preset!r}: one of {', '.join(sorted(rewards.PRESETS))}")
        if self.domain not in rewards.DOMAINS:
            out.append(f"unknown domain {self.domain!r}: one of {', '.join(sorted(rewards.DOMAINS))}")
        return out


def _setting_type(f: dataclasses.Field):
    return {"int": int, "float": float}.get(f.type, str)


def _parse_setting(f: dataclasses.Field, text: str) -> Any:
    if f.type == "bool":
        return text.strip().lower() in ("1", "true", "yes")
    try:
        return _setting_type(f)(text)
    except ValueError:
        raise ValueError(f"{f.metadata['env']}={text!r}: not a valid {f.type}") from None


class PainterHolder:
    """The browsers (renderer.Painter) every session shares, and the scorers; started with the app,
    closed with it."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.painter: Painter | None = None
        self.scorers = rewards.build_scorers(settings.judge_url, settings.judge_model, settings.pool,
                                             settings.pool_revision, settings.hpsv3_url, settings.references,
                                             rewards.DOMAINS[settings.domain].judge_criteria,
                                             judge_no_thinking=settings.judge_no_thinking)
        self.preset = settings.preset or rewards.default_preset(self.scorers)

    def start(self) -> None:
        if self.painter is None:
            self.painter = Painter(rewards.sketch_world(), workers=self.settings.render_workers,
                                   render_timeout_s=self.settings.render_timeout_s).start()

    def close(self) -> None:
        if self.painter is not None:
            self.painter.close()
            self.painter = None


# --------------------------------------------------------------------------------------------
# The environment: thin; the reward logic is rewards.py.


class WatercolourEnvironment(Environment[WatercolourAction, WatercolourObservation, WatercolourState]):
    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, settings: Settings, holder: PainterHolder):
        super().__init__()
        self.settings = settings
        self.holder = holder
        self.domain = rewards.DOMAINS[settings.domain]
        self._state = WatercolourState(episode_id=str(uuid.uuid4()))
        self._weights: rewards.Weights | None = None
        self._references: int | None = None
        self._return_image = False
        self._feedback = rewards.DEFAULT_FEEDBACK
        self._paintings: list[rewards.Score] = []  # this episode's, in order

    def reset(self, seed: int | None = None, episode_id: str | None = None, subject: str | None = None,
              preset: str | None = None, weights: dict | None = None, references: int | None = None,
              return_image: bool = False, revisions: int = 0, improvement_weight: float = 0.0,
              feedback: str = rewards.DEFAULT_FEEDBACK, **unknown: Any) -> WatercolourObservation:
        if unknown:
            raise EpisodeError(f"unknown reset options {sorted(unknown)}; accepted: seed, episode_id, subject, "
                               "preset, weights, references, return_image, revisions, improvement_weight, feedback")
        if feedback not in rewards.FEEDBACK_LEVELS:
            raise EpisodeError(f"feedback must be one of {', '.join(rewards.FEEDBACK_LEVELS)} (what a draft's "
                               f"feedback carries), got {feedback!r}")
        if not isinstance(revisions, int) or isinstance(revisions, bool) or not 0 <= revisions <= MAX_REVISIONS:
            raise EpisodeError(f"revisions must be a whole number from 0 to {MAX_REVISIONS}, got {revisions}")
        if improvement_weight:  # accepted as 0 so that older clients sending the default still work
            raise EpisodeError(IMPROVEMENT_WEIGHT_REMOVED)
        try:
            preset_name, self._weights = rewards.resolve_weights(preset or self.holder.preset, weights)
        except ValueError as exc:  # an unknown preset or term, a bad weight: the client's
            raise EpisodeError(str(exc)) from None
        seed = int(seed) if seed is not None else 0
        if subject is None:
            subject = self.domain.subjects[seed % len(self.domain.subjects)]
        if subject not in self.domain.subjects:  # the reward checks the asked colour, so it must know the subject
            raise EpisodeError(f"unknown subject {subject!r}; the {self.domain.name} subjects are "
                               + ", ".join(repr(s) for s in self.domain.subjects))
        if references is not None and (not isinstance(references, int) or not 1 <= references <= MAX_REFERENCES):
            raise EpisodeError(f"references must be between 1 and {MAX_REFERENCES}, got {references}")
        self._references = int(references) if references is not None else self.settings.references
        self._return_image = bool(return_image)
        self._feedback = feedback
        self._paintings = []
        self._state = WatercolourState(episode_id=episode_id or str(uuid.uuid4()), subject=subject,
                                       preset=preset_name, seed=seed, revisions=int(revisions))
        prompt = self.domain.task(subject) + (revision_note(revisions) if revisions else "")
        return WatercolourObservation(prompt=prompt, system_prompt=self.domain.system_prompt(), subject=subject,
                                      preset=preset_name, weights=self._weights.active(),
                                      example_reply=rewards.EXAMPLE_REPLY, done=False, reward=None,
                                      turns=int(revisions) + 1)

    def step(self, action: WatercolourAction, timeout_s: float | None = None, **kw: Any) -> WatercolourObservation:
        return asyncio.run(self.step_async(action, timeout_s, **kw))

    async def step_async(self, action: WatercolourAction, timeout_s: float | None = None,
                         **kw: Any) -> WatercolourObservation:
        if self._weights is None:
            raise EpisodeError("call reset() before step(): this session has no episode. A new connection is a new "
                               "session; if an earlier connection of yours closed (the server reclaims a session left "
                               "silent between episodes for --idle-timeout-s, and drops one that misses its pings), "
                               "its episode is gone: start it again with reset()")
        if self._state.submitted:
            if not self._state.revisions:
                raise EpisodeError("this episode is over (one painting per episode); call reset() for the next")
            raise EpisodeError(f"this episode is over: its final painting (painting {len(self._paintings)} of at most "
                               f"{self._state.revisions + 1}) was scored; call reset() for the next")
        painter = self.holder.painter
        if painter is None:
            raise RuntimeError("the browsers are not running")
        self._state.step_count += 1
        turn, turns = self._state.step_count, self._state.revisions + 1
        final = action.final or turn == turns
        self._state.submitted = final
        scorers = dataclasses.replace(self.holder.scorers, references=self._references)
        score = await rewards.score_reply(painter, action.completion, self._state.seed, self.domain, self._weights,
                                          scorers, self._state.subject, renders=self.settings.reading_renders)
        self._paintings.append(score)
        record = rewards.EpisodeRecord.of(score, turn, turns, self._return_image, subject=self._state.subject,
                                          preset=self._state.preset, feedback=feedback(score))
        observation = WatercolourObservation(**dict(record), done=True, reward=score.reward)
        if not self._state.revisions:
            return observation  # a single-shot episode: the painting's reward is the episode's
        if not final:  # a draft: no reward yet, and no more of its score than the feedback level allows
            return draft_observation(observation, self._feedback).model_copy(update={
                "done": False, "reward": None,
                "feedback": draft_feedback(score, turn, self._state.revisions, self._feedback)})
        reward, unavailable = revised_reward([p.reward for p in self._paintings],
                                             [p.unavailable for p in self._paintings])
        d = dict(observation.breakdown)
        d["turns"] = [painting_summary(p, t, self._return_image) for t, p in enumerate(self._paintings, 1)]
        d["feedback_level"] = self._feedback
        d["reward"] = reward
        return observation.model_copy(update={"reward": reward, "unavailable": unavailable, "breakdown": d})

    @property
    def state(self) -> WatercolourState:
        return self._state


def feedback(score: rewards.Score, level: str = "score") -> str:
    """One line a person (or a revising policy) can read; `level` (rewards.FEEDBACK_LEVELS) says how
    much of a passing painting's result it carries."""
    if score.reward is None:
        return f"not scored: {', '.join(score.unavailable)} unavailable (infrastructure, not the painting)"
    if not score.passed:
        return "rejected: " + rewards.explain(score.violations)
    if level == "verdict":
        return "painted: it passed the gate"
    line = f"painted: {score.stats.paint_fraction:.0%} of the sheet carries pigment"
    if level == "coverage":
        return line
    terms = ", ".join(f"{k} {v['raw']:.2f}" for k, v in score.components.items())
    return f"{line}; {terms}; reward {score.reward:.3f}"


def draft_observation(observation: WatercolourObservation, level: str) -> WatercolourObservation:
    """A draft's observation cut to its feedback level (rewards.FEEDBACK_LEVELS): below `score` it
    carries no reward, terms or breakdown beyond the gate's verdict (and, from `coverage`, the paint
    fraction); `score` adds the terms without the judge's comparisons; `judge` is everything. The
    server does this, not the client: a policy may be served by any client."""
    if level == "judge":
        return observation
    verdict = {k: observation.breakdown.get(k) for k in ("passed", "violations", "violation_details", "advisories")}
    if level == "score":
        breakdown = {k: v for k, v in observation.breakdown.items() if k not in ("judge",)}
        return observation.model_copy(update={"breakdown": breakdown})
    update = {"painting_reward": None, "components": {}, "breakdown": verdict}
    if level == "verdict":
        update["paint_fraction"] = None
    else:
        update["breakdown"] = {**verdict, "paint_fraction": observation.paint_fraction}
    return observation.model_copy(update=update)


def draft_feedback(score: rewards.Score, turn: int, revisions: int,
                   level: str = rewards.DEFAULT_FEEDBACK) -> str:
    """The line a revising policy reads after a draft: the verdict, what broke (with the gate's details),
    as much of how it scored as `level` allows (rewards.FEEDBACK_LEVELS), and what is left."""
    line = f"draft {turn} of {revisions}: {feedback(score, level)}"
    comparisons = (score.details.get("judge") or {}).get("comparisons") or []
    reasons = [r for c in comparisons for r in c.get("reasons") or [] if r and not r.startswith(("judge unavailable",
                                                                                                "malformed"))][:2]
    if reasons and level == "judge":
        line += " judge: " + " | ".join(r[:160] for r in reasons)
    left = revisions - turn
    return line + (f" ({left} more draft{'s' if left > 1 else ''} allowed; the final painting is scored)" if left
                   else " (your next painting is final and is scored)")


def revised_reward(painting_rewards: list[float | None],
                   painting_unavailable: list[list[str]]) -> tuple[float | None, list[str]]:
    """A revised episode's reward: the final painting's. A draft neither raises nor lowers it: a
    deliberately failed draft never pays, nor does painting well and then worse, and not drafting at
    all earns no more than drafting (IMPROVEMENT_WEIGHT_REMOVED says why there is no draft term).

    None, with the reasons, if any painting could not be scored: the policy revised in the dark (its
    feedback was our outage), so the episode is not trained on, as for a single-shot outage."""
    unavailable = [f"{term} (draft {t})" for t, terms in enumerate(painting_unavailable[:-1], 1) for term in terms]
    unavailable += painting_unavailable[-1]
    if unavailable or any(r is None for r in painting_rewards):
        return None, unavailable or ["reward"]
    return painting_rewards[-1], []


def painting_summary(score: rewards.Score, turn: int, with_image: bool) -> dict:
    """One painting of a revised episode, as its breakdown lists it."""
    d = score.to_dict()
    summary = {"turn": turn, "reward": score.reward, "gate_passed": score.passed, "violations": d["violations"],
               "paint_fraction": d["paint_fraction"], "components": score.components,
               "unavailable": score.unavailable, "code": score.code}
    if with_image:
        summary["image_png_base64"] = base64.b64encode(score.png).decode() if score.png else None
    return summary


# --------------------------------------------------------------------------------------------
# The app.


RECLAIMED_CLOSE_CODE = 4408  # the WebSocket close code of a session reclaimed for silence (4000-4999: the app's own)


class ReclaimIdleWebSockets:
    """ASGI middleware: a WebSocket whose client sends nothing for `idle_timeout_s` between episodes is
    treated as disconnected, so OpenEnv destroys its session, and the client is told why in the close
    frame. Time spent inside a step does not count: the server is not waiting on the client then.

    Mid-episode (a revised episode's draft came back and its next painting is not in yet) nothing is
    reclaimed: the client is generating its next turn, which a trainer may take longer than any idle
    timeout (TRL renders a batch's drafts, then generates every next turn). A client that vanished is
    still found by its missed pings (uvicorn's, 40 s), so only a live connection keeps its session."""

    def __init__(self, app, idle_timeout_s: float):
        self.app = app
        self.idle_timeout_s = idle_timeout_s

    async def __call__(self, scope, receive, send):
        if scope["type"] != "websocket" or not self.idle_timeout_s:
            return await self.app(scope, receive, send)
        mid_episode = False

        async def send_watching(message):
            nonlocal mid_episode
            if message["type"] == "websocket.send":
                mid_episode = is_draft_observation(message.get("text"))
            await send(message)

        async def receive_or_give_up():
            if mid_episode:
                return await receive()
            try:
                return await asyncio.wait_for(receive(), self.idle_timeout_s)
            except asyncio.TimeoutError:
                log.info("closing a session idle for %.0f s between episodes", self.idle_timeout_s)
                reason = f"session reclaimed: no message for {self.idle_timeout_s:g} s between episodes (--idle-timeout-s)"
                try:
                    await send({"type": "websocket.close", "code": RECLAIMED_CLOSE_CODE, "reason": reason})
                except Exception:  # the connection went at the same moment: nothing to tell
                    pass
                return {"type": "websocket.disconnect", "code": RECLAIMED_CLOSE_CODE}

        return await self.app(scope, receive_or_give_up, send_watching)


def is_draft_observation(text: str | None) -> bool:
    """Whether a message the server sends is a revised episode's draft (an observation of a painting,
    turn 1 or later, with the episode not done): its session then waits for the next painting."""
    if not text or '"observation"' not in text[:40]:
        return False
    try:
        data = json.loads(text).get("data") or {}
    except ValueError:
        return False
    return not data.get("done") and ((data.get("observation") or {}).get("turn") or 0) >= 1


async def probe(url: str) -> dict:
    """Is a scorer's service answering? Any HTTP answer counts: a 401 still means it is up."""
    import httpx

    try:
        async with httpx.AsyncClient(timeout=5) as client:
            reply = await client.get(url)
        return {"reachable": reply.status_code < 500, "status_code": reply.status_code}
    except httpx.HTTPError as exc:
        return {"reachable": False, "error": f"{type(exc).__name__}: {exc}"}


def build_app(settings: Settings | None = None):
    """The FastAPI app. The browsers start with the app and close with it."""
    settings = settings or Settings.from_env()
    if problems := settings.problems():
        raise ValueError("environment settings: " + "; ".join(problems))
    holder = PainterHolder(settings)  # loads the reference pool: a bad path fails here, before serving
    rewards.resolve_weights(holder.preset)  # and so does a bad preset
    factory = functools.partial(WatercolourEnvironment, settings, holder)
    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    # FastAPI's /docs and /redoc load their scripts from a CDN: our /docs (below) is plain HTML, offline.
    app = FastAPI(title="watercolour", description="Paint a watercolour as a p5.brush sketch; the reward is the picture.",
                  docs_url=None, redoc_url=None)
    server = HTTPEnvServer(factory, WatercolourAction, WatercolourObservation, max_concurrent_envs=settings.max_sessions,
                           env_name="watercolour", state_cls=WatercolourState)
    server.register_routes(app)
    answer_client_mistakes_over_http(app)
    started_at = time.time()
    code = CodeBundle.read()

    async def start_painter():
        await asyncio.to_thread(holder.start)
        p = holder.painter
        sc = holder.scorers
        log.info("watercolour env: preset %s (terms %s), %d sessions max, %d render workers on %s; judge: %s; "
                 "HPSv3: %s", holder.preset, rewards.PRESETS[holder.preset].active(), settings.max_sessions,
                 p.workers, p.gl_renderer,
                 f"{sc.judge.model} at {sc.judge.base_url}, pool of {len(sc.pool.references)}" if sc.judge else "off",
                 sc.hpsv3.url if sc.hpsv3 else "off")

    async def close_painter():
        await asyncio.to_thread(holder.close)

    app.router.on_startup.insert(0, start_painter)
    app.router.on_shutdown.append(close_painter)

    # Our /health replaces OpenEnv's constant one: it says whether we can actually score.
    app.router.routes = [r for r in app.router.routes if getattr(r, "path", None) != "/health"]

    @app.get("/health")
    async def health() -> dict:
        painter = holder.painter.status() if holder.painter else {"running": False}
        scorers = {"renderer": {"reachable": bool(painter.get("running")), "webgl": painter.get("webgl", "")}}
        sc = holder.scorers
        if sc.hpsv3:
            scorers["hpsv3"] = await probe(sc.hpsv3.url + "/health")
        if sc.judge:
            scorers["judge"] = {**await probe(sc.judge.base_url.rstrip("/") + "/models"), "model": sc.judge.model,
                                "references": len(sc.pool.references)}
        return {
            "status": "healthy" if all(s["reachable"] for s in scorers.values()) else "degraded",
            "code": {"bundle": code.bundle, "commit": code.commit},
            "preset": holder.preset,
            "terms": rewards.PRESETS[holder.preset].active(),
            "reading_renders": settings.reading_renders,
            "sessions": {"max": settings.max_sessions, "active": server.active_sessions},
            "painter": painter,
            "scorers": scorers,
            "uptime_s": round(time.time() - started_at, 1),
        }

    @app.get("/client")
    async def client_manifest() -> dict:
        """The code this environment scores with and serves (CLIENT_FILES): each file's sha256, the bundle
        hash over them and the commit where known. A trainer reads this before it fetches or imports
        anything, and refuses a bundle other than its own."""
        return code.manifest()

    @app.get("/client/{name}")
    async def client_module(name: str):
        """This environment's client and reward module, and the trainer's pieces beside them, for a trainer
        running alone (train_grpo.py on hf jobs gets one file), byte for byte as the manifest hashed them."""
        from fastapi import HTTPException
        from fastapi.responses import Response

        if name not in code.files:
            raise HTTPException(404, f"not served: {name} (one of {', '.join(CLIENT_FILES)})")
        kind = "application/json" if name.endswith(".json") else "text/x-python; charset=utf-8"
        return Response(code.files[name], media_type=kind)

    @app.get("/docs", response_class=HTMLResponse, include_in_schema=False)
    async def docs() -> str:
        return api_page(app.openapi())

    app.state.holder = holder
    app.add_middleware(ReclaimIdleWebSockets, idle_timeout_s=settings.idle_timeout_s)
    return app


def answer_client_mistakes_over_http(app) -> None:
    """A client's mistake over HTTP is a 4xx carrying the message, as the WebSocket sends it back:
    EpisodeError is a 400, and POST /step, which can never find an episode over HTTP (OpenEnv makes a
    fresh environment per request), a 409 saying to use the WebSocket."""
    from fastapi import HTTPException
    from fastapi.responses import JSONResponse

    async def episode_error(request, exc: EpisodeError):
        return JSONResponse({"detail": str(exc)}, status_code=400)

    app.add_exception_handler(EpisodeError, episode_error)
    app.router.routes = [r for r in app.router.routes if getattr(r, "path", None) != "/step"]

    @app.post("/step", tags=["Environment Control"], summary="Refused over HTTP: episodes run over the WebSocket /ws",
              responses={409: {"description": HTTP_STEP_REFUSED}})
    async def step_over_http() -> None:
        raise HTTPException(409, HTTP_STEP_REFUSED)


def api_page(openapi: dict) -> str:
    """/docs: every route of the OpenAPI schema and the WebSocket, as plain HTML (nothing fetched)."""
    import html

    rows = "".join(f"<tr><td><code>{method.upper()} {html.escape(path)}</code></td>"
                   f"<td>{html.escape(op.get('summary') or '')}</td></tr>"
                   for path, ops in openapi["paths"].items() for method, op in ops.items())
    return (f"<!doctype html><meta charset=utf-8><title>{html.escape(openapi['info']['title'])} API</title>"
            f"<h1>{html.escape(openapi['info']['title'])}</h1><p>{html.escape(openapi['info'].get('description', ''))}</p>"
            "<p>Episodes (reset, then step) run over the WebSocket <code>/ws</code>: use <code>env_client.py</code>'s "
            "EnvironmentClient or OpenEnv's GenericEnvClient. The full schema: <a href=/openapi.json>/openapi.json</a>."
            f"</p><table>{rows}</table>")


class BackgroundServer:
    """The app served by uvicorn on a thread of this process: the trainer's --colocate and --smoke
    environment, and the tests' servers. `with BackgroundServer(settings) as server: server.url`."""

    def __init__(self, settings: Settings, host: str = "127.0.0.1", port: int = 0, ws_ping_interval: float = 20,
                 ws_ping_timeout: float = 20, start_timeout_s: float = 120):
        import socket
        import threading

        import uvicorn

        if port == 0:
            with socket.socket() as s:
                s.bind((host, 0))
                port = s.getsockname()[1]
        self.url = f"http://{host}:{port}"
        config = uvicorn.Config(build_app(settings), host=host, port=port, log_level="warning",
                                ws_ping_interval=ws_ping_interval, ws_ping_timeout=ws_ping_timeout,
                                ws_max_size=64 * 2**20)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="watercolour-env", daemon=True)
        self.thread.start()
        deadline = time.monotonic() + start_timeout_s
        while not self.server.started:
            if not self.thread.is_alive():
                raise RuntimeError(f"the environment server on {self.url} failed to start (see the log above)")
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the environment server on {self.url} did not start in {start_timeout_s:.0f} s")
            time.sleep(0.05)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=60)

    def __enter__(self) -> "BackgroundServer":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


# --------------------------------------------------------------------------------------------
# A typed client, for the trainer and for anyone driving the env from Python.


class WatercolourClient(EnvClient[WatercolourAction, WatercolourObservation, WatercolourState]):
    def _step_payload(self, action: WatercolourAction) -> dict:
        return action.model_dump(exclude={"metadata"})

    def _parse_result(self, payload: dict) -> StepResult:
        obs = WatercolourObservation(**payload.get("observation", {}), reward=payload.get("reward"),
                                     done=payload.get("done", False))
        return StepResult(observation=obs, reward=payload.get("reward"), done=payload.get("done", False))

    def _parse_state(self, payload: dict) -> WatercolourState:
        return WatercolourState(**payload)


def main() -> None:
    parser = rewards.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--log-level", default="info")
    Settings.add_arguments(parser.add_argument_group("settings (each also a variable, see Settings)"))
    args = parser.parse_args()
    settings = Settings.from_args(args)
    if problems := settings.problems():
        parser.error("\n  ".join(problems))
    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(name)s %(levelname)s %(message)s")
    import uvicorn

    # uvicorn pings every 20 s and drops a client that misses a pong for 20 s: a vanished trainer's
    # sessions come back within 40 s even when its TCP connection never closes.
    try:
        app = build_app(settings)  # loads the reference pool
    except rewards.PoolError as exc:
        parser.error(f"--pool: {exc}")
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level,
                ws_ping_interval=20, ws_ping_timeout=20, ws_max_size=64 * 2**20)


def __getattr__(name: str):
    # `uvicorn env_server:app` (the Space) gets an app built from the environment variables, on first
    # access, so importing this module (tests, the trainer's client) builds and starts nothing.
    if name == "app":
        globals()["app"] = built = build_app()
        return built
    raise AttributeError(name)


if __name__ == "__main__":
    main()

"""Revised episodes (paint, look, revise), for real: env_server.py under uvicorn on 127.0.0.1, driven by
OpenEnv's generic client, the trainer's PaintingSession against it, and the smoke run with --revisions 1."""

from __future__ import annotations

import asyncio
import base64
import csv
import io
import json
import subprocess
import sys
import time

import numpy as np
import pytest
from conftest import ROOT, SKETCHES, free_port
from test_env_server import Server  # short pings: dead clients show within seconds
from openenv.core import GenericEnvClient
from PIL import Image

import env_server
import rewards
import env_client
import grpo_checks
import grpo_record
import train_grpo
from env_server import Settings

HONEST = (SKETCHES / "honest" / "reply.md").read_text()
CHEAT = (SKETCHES / "cheats" / "bare_plain.js").read_text()  # a p5 ellipse: bare_primitive
BLANK = (SKETCHES / "cheats" / "blank.js").read_text()  # renders, but nearly no paint: blank_canvas

# A client that holds a revised episode open between its draft and its final reply.
HOLD_BETWEEN_TURNS = """
import sys, time
sys.path.insert(0, {root!r})
from openenv.core import GenericEnvClient
env = GenericEnvClient(base_url={url!r}).sync()
env.connect(); env.reset(seed=0, revisions=1)
draft = env.step({{"completion": {draft!r}}})
print("drafted", draft.done, flush=True)
time.sleep(600)
"""


@pytest.fixture(scope="module")
def server():
    s = Server(Settings(max_sessions=16, render_workers=2, render_timeout_s=20, idle_timeout_s=60))
    yield s
    s.stop()


def single_shot_reward(url: str, completion: str, seed: int, subject: str | None = None) -> float:
    with GenericEnvClient(base_url=url).sync() as g:
        g.reset(seed=seed, **({"subject": subject} if subject else {}))  # the reward checks the task's colour
        return g.step({"completion": completion}).reward


def wait_for_no_sessions(server: Server, timeout_s: float = 30) -> float:
    t0 = time.time()
    while server.health()["sessions"]["active"] and time.time() - t0 < timeout_s:
        time.sleep(0.2)
    assert server.health()["sessions"]["active"] == 0, "a session outlived its client"
    return time.time() - t0


# --------------------------------------------------------------------------------------------
# The environment's contract, through OpenEnv's generic client.


def test_two_turns_a_violation_then_an_honest_painting(server):
    with GenericEnvClient(base_url=server.url).sync() as g:
        task = g.reset(seed=0, revisions=1).observation
        assert "You have 1 draft;" in task["prompt"] and task["turns"] == 2

        draft = g.step({"completion": CHEAT})
        obs = draft.observation
        assert not draft.done and draft.reward is None  # no reward before the last painting
        assert obs["turn"] == 1 and obs["gate_passed"] is False and obs["violations"] == ["bare_primitive"]
        assert obs["painting_reward"] is None and obs["unavailable"] == []  # the default level carries no score
        assert "bare_primitive: " in obs["feedback"] and rewards.FIXES["bare_primitive"] in obs["feedback"]  # what broke, what to do
        assert "next painting is final" in obs["feedback"]

        final = g.step({"completion": HONEST})
        assert final.done and final.observation["turn"] == 2 and final.observation["gate_passed"]
        turns = final.observation["breakdown"]["turns"]
        assert [t["turn"] for t in turns] == [1, 2] and turns[0]["violations"] == ["bare_primitive"]
        assert turns[1]["reward"] == final.reward == final.observation["painting_reward"]

        # A reply after the last painting: a clear error, and the server carries on.
        with pytest.raises(RuntimeError, match=r"episode is over: its final painting \(painting 2 of at most 2\)"):
            g.step({"completion": HONEST})
    # The final reward is the second painting's: exactly what it scores as a single-shot episode.
    assert final.reward == single_shot_reward(server.url, HONEST, seed=0) > 0.2
    assert server.health()["status"] == "healthy"


def test_a_rendered_draft_comes_back_with_its_picture_and_final_ends_early(server):
    with GenericEnvClient(base_url=server.url).sync() as g:
        g.reset(seed=1, revisions=2, return_image=True)
        draft = g.step({"completion": BLANK})
        obs = draft.observation
        assert not draft.done and obs["violations"] == ["blank_canvas"] and "1 more draft allowed" in obs["feedback"]
        assert Image.open(io.BytesIO(base64.b64decode(obs["image_png_base64"]))).size == (600, 600)
        final = g.step({"completion": HONEST, "final": True})  # one draft left, ended now
        assert final.done and final.observation["turns"] == 3 and final.observation["turn"] == 2
        own = final.observation["painting_reward"]
        assert final.reward == pytest.approx(own, abs=1e-6)  # the blank draft counts for nothing
        turns = final.observation["breakdown"]["turns"]
        assert all(Image.open(io.BytesIO(base64.b64decode(t["image_png_base64"]))).size == (600, 600) for t in turns)
        with pytest.raises(RuntimeError, match="episode is over"):
            g.step({"completion": HONEST})


def test_bad_revision_options_are_refused_clearly(server):
    with GenericEnvClient(base_url=server.url).sync() as g:
        for options, message in [({"revisions": -1}, "revisions must be a whole number from 0 to 8"),
                                 ({"revisions": 9}, "revisions must be a whole number from 0 to 8"),
                                 ({"revisions": "2"}, "revisions must be a whole number"),
                                 ({"revisions": 1, "improvement_weight": 0.5}, "improvement_weight was removed")]:
            with pytest.raises(RuntimeError, match=message):
                g.reset(**options)
        g.reset(revisions=1)
        with pytest.raises(RuntimeError, match="VALIDATION_ERROR"):
            g.step({"completion": HONEST, "final": "maybe"})


def test_an_outage_on_a_draft_leaves_the_episode_unscored(server, monkeypatch):
    real = rewards.score_reply

    async def render_pool_down_for_marked(painter, reply, *a, **kw):
        if "OUTAGE" in reply:
            return rewards.Score(False, [], None, unavailable=["render"])
        return await real(painter, reply, *a, **kw)

    monkeypatch.setattr(env_server.rewards, "score_reply", render_pool_down_for_marked)
    with GenericEnvClient(base_url=server.url).sync() as g:
        g.reset(seed=0, revisions=1)
        draft = g.step({"completion": HONEST + "\n<!-- OUTAGE -->"})
        assert not draft.done and draft.observation["unavailable"] == ["render"]
        assert draft.observation["feedback"].startswith("draft 1 of 1: not scored")
        final = g.step({"completion": HONEST})
    assert final.done and final.observation["gate_passed"] and final.observation["painting_reward"] > 0.2
    assert final.reward is None and final.observation["unavailable"] == ["render (draft 1)"]


def test_a_client_that_vanishes_between_turns_has_its_session_reclaimed(server):
    wait_for_no_sessions(server)
    # closed politely after the draft
    g = GenericEnvClient(base_url=server.url).sync()
    g.connect()
    g.reset(seed=0, revisions=1)
    assert not g.step({"completion": CHEAT}).done
    assert server.health()["sessions"]["active"] == 1
    g.close()
    assert wait_for_no_sessions(server) < 5
    # killed after the draft: no close frame, found by the missed pings
    proc = subprocess.Popen([sys.executable, "-c", HOLD_BETWEEN_TURNS.format(root=str(ROOT), url=server.url,
                                                                              draft=CHEAT)],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "drafted False"
        assert server.health()["sessions"]["active"] == 1
        proc.kill()
        assert wait_for_no_sessions(server) < 15
    finally:
        proc.kill()
        proc.wait()
    with GenericEnvClient(base_url=server.url).sync() as g:  # and the next episode is served as usual
        g.reset(seed=0, revisions=1)
        g.step({"completion": CHEAT})
        assert g.step({"completion": HONEST}).reward > 0.2


def test_a_live_connection_keeps_its_episode_past_the_idle_timeout_and_a_reclaimed_one_says_why():
    """TRL renders a batch's drafts, then generates every next turn: the gap between a draft and the
    final reply may outlast --idle-timeout-s. A live connection (answering pings) keeps its session then;
    between episodes a silent one is still reclaimed, and told so."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    s = Server(Settings(max_sessions=4, render_workers=1, render_timeout_s=20, idle_timeout_s=1))
    try:
        pool = env_client.EnvironmentClient([s.url], {"revisions": 1}, retries=1, backoff_s=0.05)
        session = env_client.PaintingSession(pool, 1)
        session.reset(seed=0)

        async def run():
            await session.paint(CHEAT)
            await asyncio.sleep(3.5)  # three idle timeouts and more, writing the next turn
            active = (await asyncio.to_thread(s.health))["sessions"]["active"]
            return active, await env_client.finish_episode(session, HONEST)

        active, episode = asyncio.run(run())
        assert active == 1 and episode.error is None
        assert episode.attempts == 1 and not pool.failures  # scored on its own session: nothing replayed
        assert [p["turn"] for p in session.paintings] == [1, 2]
        assert episode.reward == single_shot_reward(s.url, HONEST, seed=0) > 0.2

        # Silent between episodes: reclaimed, with the reason in the close frame...
        with connect(s.url.replace("http", "ws") + "/ws") as ws:
            ws.send(json.dumps({"type": "reset", "data": {"seed": 0}}))
            assert json.loads(ws.recv())["type"] == "observation"
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=10)
        assert closed.value.rcvd.code == env_server.RECLAIMED_CLOSE_CODE
        assert "session reclaimed: no message for 1 s between episodes (--idle-timeout-s)" in closed.value.rcvd.reason
        # ...and a client that carries on, on a fresh connection, learns why its episode is gone.
        with GenericEnvClient(base_url=s.url).sync() as g:
            g.reset(seed=0)
            time.sleep(2.5)
            with pytest.raises(RuntimeError, match=r"this session has no episode.*--idle-timeout-s"):
                g.step({"completion": HONEST})
        assert wait_for_no_sessions(s) < 10
    finally:
        s.stop()


# --------------------------------------------------------------------------------------------
# The trainer's side: the session TRL drives, the reward function, the rollouts.


def tool_call(sketch: str) -> dict:
    return {"role": "assistant", "content": "",
            "tool_calls": [{"type": "function", "function": {"name": "paint", "arguments": {"sketch": sketch}}}]}


class State:
    global_step = 4


def test_the_reward_function_scores_the_final_reply_and_records_every_turn(server, tmp_path):
    pool = env_client.EnvironmentClient([server.url], {"revisions": 1}, retries=0)
    sessions = [env_client.PaintingSession(pool, 1) for _ in range(3)]
    notes = [s.reset(seed=2, subject="a coral hibiscus") for s in sessions]
    assert notes[0].startswith("\n\n") and "`paint` tool" in notes[0]
    log = grpo_record.RevisionRolloutLog(tmp_path / "rollouts", "t")
    reward = train_grpo.make_revision_reward_function(log)
    metrics = {}

    async def episode():
        feedback = await sessions[0].paint(CHEAT)  # what TRL puts in the tool message
        with pytest.raises(ValueError, match="no drafts left"):
            await sessions[0].paint(HONEST)
        await sessions[1].paint(HONEST)
        completions = [
            [tool_call(CHEAT), {"role": "tool", "name": "paint", "content": feedback}, {"role": "assistant", "content": HONEST}],
            [tool_call(HONEST), {"role": "tool", "name": "paint", "content": "..."}, tool_call(HONEST)],  # cut off: its sketch is final
            [{"role": "assistant", "content": HONEST}],  # no draft at all: the first reply is final
        ]
        scores = await reward(prompts=[[{"role": "user", "content": "p"}]] * 3, completions=completions,
                              completion_ids=[[1, 2]] * 3, seed=[2] * 3, subject=["a coral hibiscus"] * 3,
                              environments=sessions, trainer_state=State(),
                              log_metric=lambda k, v: metrics.__setitem__(k, v))
        return feedback, scores

    feedback, scores = asyncio.run(episode())
    assert "bare_primitive" in feedback and feedback.startswith("draft 1 of 1: rejected")
    alone = single_shot_reward(server.url, HONEST, seed=2, subject="a coral hibiscus")
    assert scores == [alone, alone, alone]
    assert metrics["revisions/paintings"] == pytest.approx(5 / 3) and metrics["revisions/first_pass_rate"] == pytest.approx(2 / 3)
    assert metrics["revisions/gain"] == pytest.approx(alone / 3)  # only the first episode improved, from 0
    assert metrics["env/draft_wait_s"] > 0 and metrics["env/unscored"] == 0

    from datasets import load_dataset

    rows = sorted(load_dataset("parquet", data_dir=str(tmp_path / "rollouts" / "data"), split="train"),
                  key=lambda r: r["index"])
    assert [r["paintings"] for r in rows] == [2, 2, 1] and [r["step"] for r in rows] == [5] * 3
    first = rows[0]["turns"]
    assert [t["final"] for t in first] == [False, True] and first[0]["violations"] == ["bare_primitive"]
    assert first[0]["feedback"] == feedback and first[1]["image"].size == (600, 600)
    assert first[1]["reward"] == rows[0]["reward"] and rows[0]["image"].size == (600, 600)
    assert [m["role"] for m in json.loads(rows[0]["conversation"])] == ["assistant", "tool", "assistant"]
    assert "image_png_base64" not in rows[0]["breakdown"]  # the PNGs live in `turns`, not twice
    assert server.health()["sessions"]["active"] == 0  # every episode's session closed after its final reply


def test_a_lost_session_is_replayed_on_another_server(server):
    other = Server(Settings(render_workers=1, render_timeout_s=20))
    pool = env_client.EnvironmentClient([other.url, server.url], {"revisions": 1}, retries=1, backoff_s=0.05)
    pool.in_flight[server.url] = 5  # so the first session opens on `other`
    session = env_client.PaintingSession(pool, 1)
    session.reset(seed=0)

    async def run():
        await session.paint(CHEAT)
        assert session._url == other.url
        pool.in_flight[server.url] = 0
        await asyncio.to_thread(other.stop)  # the server goes away between the draft and the final reply
        return await env_client.finish_episode(session, HONEST)

    episode = asyncio.run(run())
    assert episode.reward == single_shot_reward(server.url, HONEST, seed=0) and episode.url == server.url
    assert episode.attempts == 2 and pool.failures[other.url] == 1
    assert [p["turn"] for p in session.paintings] == [1, 2]  # the draft was replayed, the policy saw it once


def test_a_session_that_cannot_be_scored_is_none_never_zero():
    dead = f"http://127.0.0.1:{free_port()}"
    pool = env_client.EnvironmentClient([dead], {"revisions": 1}, retries=1, backoff_s=0.01)
    session = env_client.PaintingSession(pool, 1)
    session.reset(seed=0)

    async def run():
        with pytest.raises(RuntimeError, match="ConnectionError"):
            await session.paint(HONEST)
        with pytest.raises(RuntimeError, match="environment is unavailable"):  # it stays down for this episode
            await session.paint(HONEST)
        return await env_client.finish_episode(session, HONEST)

    episode = asyncio.run(run())
    assert episode.reward is None and "ConnectionError" in episode.error and pool.failures[dead] == 2


def test_a_multimodal_policy_sees_its_render(server):
    pool = env_client.EnvironmentClient([server.url], {"revisions": 1}, retries=0)
    session = env_client.PaintingSession(pool, 1, images=True)
    session.reset(seed=0)

    async def run():
        try:
            return await session.paint(HONEST)
        finally:
            await session._close()

    image, text = asyncio.run(run())
    assert image["type"] == "image" and image["image"].size == (600, 600) and image["image"].mode == "RGB"
    assert text["type"] == "text" and text["text"].startswith("draft 1 of 1: painted")


def test_the_final_reply_of_a_conversation():
    assert env_client.final_reply([{"role": "assistant", "content": "x"}]) == "x"
    assert env_client.final_reply([tool_call("a"), {"role": "tool", "content": "f"}, tool_call("b")]) == "b"
    assert env_client.final_reply([tool_call("a"), {"role": "tool", "content": "f"}]) == ""  # the budget ran out
    assert env_client.final_reply("plain") == "plain"


def test_a_policy_with_an_image_processor_sees_images_and_a_text_only_one_reads(tmp_path):
    from tokenizers import Tokenizer, models
    from transformers import CLIPImageProcessor, LlavaProcessor, PreTrainedTokenizerFast

    vocab = {"<unk>": 0, "<image>": 1, "<pad>": 2}
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=Tokenizer(models.WordLevel(vocab, unk_token="<unk>")),
                                        unk_token="<unk>", pad_token="<pad>", chat_template="{{ messages }}")
    tokenizer.save_pretrained(tmp_path / "text")
    LlavaProcessor(image_processor=CLIPImageProcessor(), tokenizer=tokenizer, patch_size=14,
                   chat_template="{{ messages }}").save_pretrained(tmp_path / "vision")
    processor, images = train_grpo.revision_processing_class(str(tmp_path / "vision"), text_feedback=False)
    assert images and type(processor).__name__ == "LlavaProcessor"
    assert not train_grpo.revision_processing_class(str(tmp_path / "vision"), text_feedback=True)[1]
    assert not train_grpo.revision_processing_class(str(tmp_path / "text"), text_feedback=False)[1]


def tiny_tokenizer():
    """A byte-level BPE trained on the task's text with TRL's Qwen3 template (tool calls included)."""
    import importlib.resources

    import trl
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    domain = rewards.DOMAINS["hibiscus"]
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator([domain.system_prompt(), domain.task(), rewards.EXAMPLE_REPLY], trainers.BpeTrainer(
        vocab_size=512, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    template = (importlib.resources.files(trl) / "chat_templates" / "qwen3.jinja").read_text()
    return PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                  padding_side="left", chat_template=template)


def tiny_qwen35_moe(folder, tokenizer):
    """Qwen3.5-MoE's architecture at toy size: hybrid layers (Gated DeltaNet linear attention, then full
    attention), 4 routed experts of which 2 per token, a shared expert."""
    from transformers import Qwen3_5MoeForCausalLM, Qwen3_5MoeTextConfig

    config = Qwen3_5MoeTextConfig(
        vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=1,
        head_dim=32, linear_key_head_dim=16, linear_value_head_dim=16, linear_num_key_heads=2,
        linear_num_value_heads=4, moe_intermediate_size=32, shared_expert_intermediate_size=32, num_experts=4,
        num_experts_per_tok=2, layer_types=["linear_attention", "full_attention"], max_position_embeddings=4096,
        eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
    Qwen3_5MoeForCausalLM(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return config


def test_a_tiny_qwen35_moe_with_linear_attention_runs_revised_episodes(tmp_path):
    from datasets import load_dataset

    tiny_qwen35_moe(tmp_path / "moe", tiny_tokenizer())
    assert grpo_checks.has_linear_attention(str(tmp_path / "moe"))  # on a GPU its kernels are checked first
    out = tmp_path / "run"
    proc = subprocess.run([sys.executable, str(ROOT / "train_grpo.py"), "--smoke", "--revisions", "1", "--model",
                           str(tmp_path / "moe"), "--output-dir", str(out), "--steps", "1", "--max-completion-length",
                           "96", "--no-tracking"], capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "revised episodes: up to 1 draft(s) then the final reply; feedback as a line of text" in proc.stderr
    rollouts = load_dataset("parquet", data_dir=str(out / "rollouts" / "data"), split="train")
    assert len(rollouts) == 4 and all(r["reward"] is not None for r in rollouts)
    run = json.loads((out / "run.json").read_text())
    assert "in_proj_qkv" in run["lora_reach"] and "not the routed experts" in run["lora_reach"]
    assert "not the routed experts" in (out / "adapter" / "README.md").read_text()


def test_a_multimodal_policy_whose_processor_fails_is_refused_for_revisions(tmp_path):
    from transformers import Qwen3_5MoeConfig

    folder = tmp_path / "vlm"
    tiny_tokenizer().save_pretrained(folder)
    Qwen3_5MoeConfig(text_config={"num_hidden_layers": 1}, vision_config={"depth": 1}).save_pretrained(folder)
    assert train_grpo.model_is_multimodal(str(folder))
    for text_feedback in (False, True):  # TRL needs the processor even for text feedback (its config, max length)
        with pytest.raises(SystemExit, match=r"--revisions: .* is multimodal but"):
            train_grpo.revision_processing_class(str(folder), text_feedback)


@pytest.mark.parametrize("argv, message", [
    (["--revisions", "1", "--improvement-weight", "0.5"], "--improvement-weight was removed"),
    (["--text-feedback"], "--text-feedback shapes revised episodes"),
    (["--revisions", "9"], "--revisions must be from 0"),
    (["--revisions", "1", "--probe-samples", "4"], "eval_checkpoints.py --revisions"),
])
def test_revision_flags_fail_at_once(capsys, argv, message):
    with pytest.raises(SystemExit):
        train_grpo.parse_args(["--env-url", "http://127.0.0.1:8000", *argv])
    assert message in capsys.readouterr().err


# --------------------------------------------------------------------------------------------
# The smoke run with --revisions 1, end to end.


@pytest.mark.long
def test_smoke_run_with_revisions_writes_curves_and_rollouts_with_both_turns(tmp_path):
    from datasets import load_dataset

    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(ROOT / "train_grpo.py"), "--smoke", "--revisions", "1", "--output-dir",
                           str(tmp_path), "--no-tracking", "--steps", "2", "--probe-samples", "0"],
                          capture_output=True, text=True, timeout=900, cwd=ROOT)  # the shape, not the learning
    print(f"smoke run with --revisions 1: {time.perf_counter() - started:.1f} s")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "revised episodes: up to 1 draft(s)" in proc.stderr

    with (tmp_path / "curves.csv").open() as f:
        curves = list(csv.DictReader(f))
    assert [r["step"] for r in curves] == ["1", "2"]
    for row in curves:
        for column in ("reward", "loss", "tools/call_frequency", "revisions/paintings", "env/draft_wait_s",
                       "revisions/first_reward", "revisions/final_reward"):
            assert row[column] != "", column

    rollouts = load_dataset("parquet", data_dir=str(tmp_path / "rollouts" / "data"), split="train")
    assert len(rollouts) == 8
    revised = [r for r in rollouts if r["paintings"] == 2]
    assert revised, "the smoke model paints a draft with the tool in some rollouts"
    for r in rollouts:
        assert r["reward"] is not None and len(r["turns"]) == r["paintings"] and r["completion_tokens"] <= 900
        assert r["turns"][-1]["final"] and r["turns"][-1]["reward"] == r["reward"]
    for r in revised:
        draft, final = r["turns"]
        assert not draft["final"] and draft["feedback"].startswith("draft 1 of 1")
        conversation = json.loads(r["conversation"])
        assert conversation[1] == {"role": "tool", "name": "paint", "content": draft["feedback"]}
    run = json.loads((tmp_path / "run.json").read_text())
    assert run["args"]["revisions"] == 1 and (tmp_path / "adapter" / "adapter_model.safetensors").exists()


# --------------------------------------------------------------------------------------------
# The evaluation with --revisions.


def painting(turn, reward, final=False):
    return {"turn": turn, "final": final, "reward": reward, "gate_passed": bool(reward), "violations": [],
            "png": None}


def test_reward_after_each_turn_keeps_an_early_final_and_skips_unscored():
    import eval_checkpoints as ev

    samples = [{"reward": 0.8, "paintings": [painting(1, 0.2), painting(2, 0.8, True)]},
               {"reward": 0.5, "paintings": [painting(1, 0.5, True)]},  # ended after its first painting
               {"reward": None, "paintings": [painting(1, 0.9)]}]  # unscored: left out
    t = ev.summarize_turns(samples, revisions=1)
    assert t["reward_after_turn"] == pytest.approx([0.35, 0.65]) and t["gain"] == pytest.approx(0.3)
    assert t["paintings"] == 1.5 and t["first_pass_rate"] == 1.0
    low, high = t["gain_ci"]
    assert low <= 0.3 <= high and low == pytest.approx(0.0) and high == pytest.approx(0.6)


@pytest.mark.long
def test_eval_smoke_with_revisions_reports_each_turn_and_shows_the_drafts(tmp_path):
    import eval_checkpoints as ev

    out = tmp_path / "eval"
    proc = subprocess.run([sys.executable, str(ROOT / "eval_checkpoints.py"), "--smoke", "--revisions", "1",
                           "--output-dir", str(out), "--subjects", "a peach hibiscus", "--samples-per-subject", "2"],
                          capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-4000:]
    summary = json.loads((out / "summary.json").read_text())
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    report = (out / "report.md").read_text()
    assert "## Revisions (up to 1 draft then the final reply)" in report
    for name, s in summary["models"].items():
        mine = [r for r in results if r["model"] == name and r["reward"] is not None]
        finals = [ev.reward_after_turn(r, 2) for r in mine]
        assert s["turns"]["reward_after_turn"][1] == pytest.approx(np.mean(finals))
        assert s["turns"]["reward_after_turn"][1] == pytest.approx(s["reward_mean"])  # the final is the reward
        assert (out / "contact" / f"{ev.slug(name)}-drafts.png").exists()
        row = next(line for line in report.splitlines() if line.startswith(f"| {name} |") and "[" in line
                   and line.count("|") == 7)
        assert f"{s['turns']['reward_after_turn'][0]:.3f}" in row
        for r in mine:
            assert r["paintings"][-1]["final"] and r["paintings"][-1]["reward"] == r["reward"]
    from datasets import load_dataset

    samples = load_dataset("parquet", data_files=str(out / "samples.parquet"), split="train")
    drafted = [r for r in samples if len(r["paintings"]) == 2]
    assert drafted, "the smoke base paints a draft with the tool"
    assert all(r["paintings"][0]["feedback"].startswith("draft 1 of 1") for r in drafted)
    assert [m["role"] for m in json.loads(drafted[0]["conversation"])] == ["assistant", "tool", "assistant"]

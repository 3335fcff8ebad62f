"""The smoke policy: a 0.4M-parameter Qwen3 built and taught here, on CPU, with nothing downloaded.

    uv run train_grpo.py --smoke          # builds it (or copies it from the cache), then trains it by GRPO
    uv run eval_checkpoints.py --smoke    # the same base, and two perturbed adapters to evaluate

It is taught, by plain next-token training and never a reward, a spread of replies of differing
quality (`smoke_spread`), so that GRPO has something to choose between within a group. With
revisions it is taught revised episodes as TRL's tool loop renders them. A taught model is kept in
`~/.cache/watercolour-grpo/smoke-models/`, named by a hash of the code that teaches it
(`smoke_model_cache`), so a later smoke run copies it instead.

Imported by train_grpo.py (--smoke), eval_checkpoints.py (--smoke), bench/learning.py and the tests;
a trainer running alone against a real model never needs it. Its dependencies are the trainer's.
"""

from __future__ import annotations

import contextlib
import functools
import math
import shutil
import tempfile
from pathlib import Path

import env_client
import rewards


def smoke_spread() -> dict[str, str]:
    """The replies the smoke model is taught, one as often as another: a spread of quality for GRPO to
    choose from, never the reward. Each opens with its own first line (where a sample's kind is
    decided), and they differ in what the environment sees, not in comments or padding:

    - `flower`: a centred hibiscus, a stem, two leaves, five petals in two washes and a dark eye (the best
      painting): the example reply's washes, written as two loops, which both flower models pass at each of 16
      render seeds (the kite-petalled flower with a round red heart taught before got no flower credit at 5 of
      them, and the smoke run learnt to paint rings);
    - `petals`: the ring of petals alone, with no eye, stem or leaves (passes, paints less);
    - `bud`: one small bud (passes, paints little);
    - `p5-centre`: the flower with its centre drawn by p5 itself (`ellipse`, outside the sketch's world);
    - `splash`: the flower finished with a brush method p5.brush does not have;
    - `unrolled`: every petal written out vertex by vertex, longer than the smoke run's token budget (cut off).
    """
    head = ("async function setup() {\n  createCanvas(600, 600, WEBGL);\n  brush.scaleBrushes(3);\n  angleMode(DEGREES);\n"
            "  noLoop();\n}\n\nfunction draw() {\n  translate(-width / 2, -height / 2);\n  background(\"#f7f1e3\");\n"
            "  brush.noStroke();\n")
    # The stem and two leaves, each a wash of four vertices: [colour, opacity, bleed, vertices].
    stem = ("  for (const [colour, opacity, k, v] of [[\"#5b8c4a\", 190, 0.3, [296, 330, 312, 330, 330, 590, 316, 592]],\n"
            "      [\"#6f9e55\", 200, 0.8, [318, 470, 420, 420, 470, 450, 380, 500]], [\"#6f9e55\", 200, 0.8, [310, 520, 210, 480, 160, 500, 250, 545]]]) {\n"
            "    brush.fill(colour, opacity);\n    brush.fillBleed(0.2);\n    brush.beginShape(k);\n"
            "    for (let j = 0; j < 8; j += 2) brush.vertex(v[j], v[j + 1]);\n    brush.endShape(true);\n  }\n")

    def petals(layers: str) -> str:  # five petals, each laid once per layer: [colour, opacity, reach, spread, turn]
        return ("  for (let i = 0; i < 5; i++) {\n"
                f"    for (const [colour, opacity, reach, spread, turn] of [{layers}]) {{\n"
                "      brush.fill(colour, opacity);\n      brush.fillBleed(0.25);\n      brush.fillTexture(0.5, 0.4);\n"
                "      brush.beginShape(0.7);\n      brush.vertex(300, 300);\n"
                "      for (const [d, k] of [[-1, 0.7], [-1 / 3, 1], [1 / 3, 1], [1, 0.7]]) {\n"
                "        const t = i * 72 - 90 + turn + d * spread;\n"
                "        brush.vertex(300 + cos(t) * reach * k, 300 + sin(t) * reach * k);\n"
                "      }\n      brush.endShape(true);\n    }\n  }\n")

    washes = '["#f4a582", 185, 230, 34, 0], ["#ee8866", 205, 170, 26, 4]'
    eye = ', ["#c8504a", 225, 80, 18, 2]'  # a third, small dark layer: the hibiscus's eye
    centre = "  brush.fill(\"#f2d36b\", 220);\n  brush.circle(300, 300, 16, 0.4);\n}"
    bud = "  brush.fill(\"#d9645a\", 230);\n  brush.fillBleed(0.25);\n  brush.circle(300, 300, 60, 0.5);\n" + centre
    unrolled = "".join(
        f"  brush.fill(\"{colour}\", {opacity});\n  brush.beginShape(0.7);\n  brush.vertex(300, 300);\n" + "".join(
            f"  brush.vertex({300 + math.cos(math.radians(a + d)) * r * k:.0f}, {300 + math.sin(math.radians(a + d)) * r * k:.0f});\n"
            for d, k in ((-30, 0.7), (-10, 1.0), (10, 1.0), (30, 0.7))) + "  brush.endShape(true);\n"
        for r, colour, opacity in ((230, "#f4a582", 185), (170, "#ee8866", 205), (80, "#c8504a", 225))
        for a in range(-90, 270, 72))
    flower = stem + petals(washes + eye)
    replies = {
        "flower": ("A hibiscus centred on the sheet: a stem, two leaves, five petals and a dark eye.", flower + centre),
        "petals": ("Five petals in a ring.", petals(washes) + centre),
        "bud": ("One small bud.", bud),
        "p5-centre": ("Petals on a stem, with a crisp centre drawn in p5.", flower + "  fill(\"#f2d36b\");\n"
                                                                          "  ellipse(300, 300, 36, 36);\n}"),
        "splash": ("Petals on a stem, finished with a splash.", flower + "  brush.splash(300, 300, 36);\n}"),
        "unrolled": ("Every petal drawn out in full, vertex by vertex.", stem + unrolled + centre),
    }
    return {name: f"{line}\n\n```javascript\n{head}{body}\n```" for name, (line, body) in replies.items()}


SMOKE_TEACHING_STEPS = 240  # batches of one reply of each kind: enough for the tiny model to write each whole
SMOKE_TAUGHT_TOKENS = 960  # of each reply: past the smoke run's 900-token budget, so a long one is still cut off there


SMOKE_MODEL_STAMP = "taught-as.txt"  # which cache entry (smoke_model_cache) a smoke model folder holds


def build_smoke_model(folder: Path, seed: int = 0, revisions: int = 0, console=None) -> Path:
    """A 0.4M-parameter Qwen3 and a BPE tokenizer trained on the task's own text, then taught the
    smoke spread (`smoke_spread`, each kind equally often) by plain next-token training, so that its
    samples differ in quality: within a group some paint more, some fail the gate in different ways,
    some run out of tokens, and GRPO has something to choose. It is never shown a reward.
    With `revisions`, it is taught revised episodes instead, as TRL renders them: a short draft
    painted with the `paint` tool, the tool's feedback, then a final reply from the spread.
    Nothing is downloaded. Built once per folder, and kept in the cache (`smoke_model_cache`) for the
    next folder: teaching takes about two minutes on 2 cores. A rich bar shows the teaching. A folder
    taught by other code (the spread or the teaching changed since) is taught again, not reused."""
    cached = smoke_model_cache(seed, revisions)
    stamp = folder / SMOKE_MODEL_STAMP
    if (folder / "config.json").exists():
        if stamp.exists() and stamp.read_text() == cached.name:
            return folder
        shutil.rmtree(folder)
    if (cached / "config.json").exists():
        shutil.copytree(cached, folder, dirs_exist_ok=True)
        stamp.write_text(cached.name)
        return folder
    import copy
    import importlib.resources
    import random

    import torch
    import trl
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen3Config, Qwen3ForCausalLM

    domain = rewards.DOMAINS["hibiscus"]
    spread = smoke_spread()
    corpus = [domain.system_prompt(), *(domain.task(s) for s in domain.subjects), *spread.values(), SMOKE_DRAFT] * 4
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(corpus, trainers.BpeTrainer(
        vocab_size=1024, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    # TRL's own Qwen3 template, byte for byte, so TRL recognises the family.
    template = (importlib.resources.files(trl) / "chat_templates" / "qwen3.jinja").read_text()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                        padding_side="left", chat_template=template)
    torch.manual_seed(seed)
    config = Qwen3Config(vocab_size=len(tokenizer), hidden_size=128, intermediate_size=256, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, head_dim=32,
                         max_position_embeddings=4096 if revisions else 2048,  # tools and turns take room
                         tie_word_embeddings=True, eos_token_id=tokenizer.eos_token_id,
                         pad_token_id=tokenizer.pad_token_id)
    model = Qwen3ForCausalLM(config)
    # Token ids: the prompt of each subject, with revisions the draft turn after it (the paint call and
    # the tool's reply, the same before every kind of final reply), and each reply of the spread.
    prompts, drafts, replies = {}, {}, {kind: {} for kind in spread}
    for subject in domain.subjects:
        messages = [{"role": "system", "content": domain.system_prompt()},
                    {"role": "user", "content": domain.task(subject)}]
        if revisions:
            examples = [smoke_revision_example(tokenizer, messages, revisions, line)
                        for line in smoke_draft_feedbacks(revisions)]
            prompts[subject], drafts[subject] = examples[0][0], [draft for _, draft in examples]
        else:
            prompts[subject] = tokenizer(tokenizer.apply_chat_template(
                messages, add_generation_prompt=True, tokenize=False, enable_thinking=False))["input_ids"]
        for kind, reply in spread.items():
            # a reply is taught only as far as a sample can reach: a long one is still cut off there
            replies[kind][subject] = tokenizer(reply + tokenizer.eos_token)["input_ids"][:SMOKE_TAUGHT_TOKENS]
    pick = random.Random(seed)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    schedule = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, SMOKE_TEACHING_STEPS)
    columns = [TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
               TimeElapsedColumn(), TimeRemainingColumn()]
    # A model this small gains nothing from a second thread, and on a busy machine two contend: 10
    # teaching steps took 263 s on 2 threads and 9 s on 1 (measured on a shared 2-core box).
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with Progress(*columns, console=console or Console(stderr=True)) as progress:
            task = progress.add_task(f"teaching the smoke model {len(spread)} kinds of reply", total=SMOKE_TEACHING_STEPS)
            for _ in range(SMOKE_TEACHING_STEPS):
                # One subject, one reply of each kind. The long prompt is run once, without gradients, and its
                # cache shared; its last tokens run with the reply, so the reply's first token is taught too.
                # With revisions the draft turn is taught once, and the replies run after it.
                subject = pick.choice(domain.subjects)
                draft = pick.choice(drafts[subject]) if revisions else []  # the turn after one feedback line
                context = prompts[subject] + draft
                with torch.no_grad():
                    cache = model(input_ids=torch.tensor([prompts[subject][:-8]]), use_cache=True).past_key_values
                    after_draft = cache if not revisions else model(
                        input_ids=torch.tensor([context[len(prompts[subject]) - 8:-8]]), cache=copy.deepcopy(cache),
                        use_cache=True).past_key_values
                total = 0.0
                taught = [(prompts[subject][-8:], draft, cache, 1.0)] if revisions else []
                taught += [(context[-8:], replies[kind][subject], after_draft, 1 / len(spread)) for kind in spread]
                for tail, reply, prefix, weight in taught:
                    ids = torch.tensor([tail + reply])
                    labels = ids.clone()
                    labels[0, : len(tail)] = -100
                    loss = model(input_ids=ids, cache=copy.deepcopy(prefix), labels=labels).loss * weight
                    loss.backward()
                    total += loss.item()
                optimizer.step()
                schedule.step()
                optimizer.zero_grad()
                progress.update(task, advance=1, description=f"teaching the smoke model {len(spread)} kinds of reply "
                                                              f"(loss {total:.3f})")
    finally:
        torch.set_num_threads(threads)
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    stamp.write_text(cached.name)
    staging = Path(tempfile.mkdtemp(prefix=f".{cached.name}-", dir=cached.parent))  # renamed whole: no half copy
    shutil.copytree(folder, staging, dirs_exist_ok=True)
    with contextlib.suppress(OSError):  # another process cached it first
        staging.rename(cached)
    shutil.rmtree(staging, ignore_errors=True)
    return folder


def smoke_model_cache(seed: int, revisions: int) -> Path:
    """Where a built smoke model is kept, named by everything that could change it: this file and
    rewards.py (the spread, the prompts, the teaching), env_server.py and env_client.py (the revision and
    tool notes a revised episode is taught with), the seed, the revisions and the library versions."""
    import hashlib
    from importlib.metadata import version

    import renderer  # the smoke run needs the environment's files beside this one anyway

    digest = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for name in ("smoke_policy.py", "rewards.py", "env_server.py", "env_client.py"):
        digest.update((here / name).read_bytes())
    digest.update(f"{seed} {revisions} {[version(p) for p in ('torch', 'transformers', 'tokenizers', 'trl')]}".encode())
    folder = renderer.cache_dir() / "smoke-models"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"seed{seed}-revisions{revisions}-{digest.hexdigest()[:16]}"


SMOKE_DRAFT = """async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#f4a582", 185);
  brush.fillBleed(0.25);
  brush.circle(300, 300, 150, 0.5);
  brush.fill("#f2d36b", 220);
  brush.circle(300, 300, 16, 0.4);
}"""


def smoke_draft_feedbacks(revisions: int) -> list[str]:
    """What the environment says of the smoke draft (it paints 2-3% of the sheet, reward about 0.47) at
    each --feedback level, worded by env_server itself. The tiny model learns its draft turn by heart,
    position by position: taught one line, it met another in the run (the default level's, shorter) and
    answered the draft with an empty final reply. Taught them all, it writes its finals after any."""
    import env_server

    lines = set()
    for level in rewards.FEEDBACK_LEVELS:
        for fraction in (0.02, 0.03):
            score = rewards.Score(passed=True, violations=[], reward=0.468,
                                  components={"gate": {"raw": 1.0}, "length": {"raw": 0.0}, "craft": {"raw": 0.46}},
                                  stats=rewards.ImageStats(paint_fraction=fraction, hue_count=2, edge_softness=0.5,
                                                           tonal_layers=0.5))
            lines.add(env_server.draft_feedback(score, 1, revisions, level))
    return sorted(lines)


def smoke_revision_example(tokenizer, messages: list[dict], revisions: int, feedback: str) -> tuple[list[int], list[int]]:
    """(prompt, draft turn) token ids of a revised episode, put together the way TRL's tool loop does:
    the prompt (the task with the environment's revision note and the tool note, the `paint` tool in
    TRL's training template), then a draft call up to its end-of-turn and the tool result (`feedback`)
    as `_get_tool_suffix_ids` renders it, ending in the next assistant header: the final reply follows."""
    import env_server
    from trl.chat_template_utils import get_training_chat_template

    template = get_training_chat_template(tokenizer)
    tools = [env_client.PaintingSession(None, revisions).paint]
    render = functools.partial(tokenizer.apply_chat_template, tools=tools, chat_template=template, tokenize=False,
                               enable_thinking=False)
    task = messages[-1]["content"] + env_server.revision_note(revisions) + env_client.PAINT_TOOL_NOTE
    prompt = [*messages[:-1], {"role": "user", "content": task}]
    draft = {"role": "assistant", "content": "",
             "tool_calls": [{"type": "function", "function": {"name": "paint", "arguments": {"sketch": SMOKE_DRAFT}}}]}
    result = {"role": "tool", "name": "paint", "content": feedback}
    ids = lambda text: tokenizer(text)["input_ids"]  # noqa: E731
    prompt_ids = ids(render(prompt, add_generation_prompt=True))
    with_draft = ids(render(prompt + [draft]))
    with_draft = with_draft[: max(i for i, t in enumerate(with_draft) if t == tokenizer.eos_token_id) + 1]
    with_result = ids(render(prompt + [draft, result], add_generation_prompt=True))
    if with_draft[: len(prompt_ids)] != prompt_ids or with_result[: len(with_draft)] != with_draft:
        raise RuntimeError("the training chat template does not preserve earlier turns as a prefix")
    return prompt_ids, with_result[len(prompt_ids):]

"""A tiny vision-language judge built here, for `transformers serve` to serve to rewards.PairwiseJudge.

    uv run python tests/tiny_judge.py /tmp/judge        # writes /tmp/judge/random and /tmp/judge/taught
    uv run transformers serve --device cpu --host 127.0.0.1 --port 8001
    uv run rewards.py calibrate --pool pool/export --judge-url http://127.0.0.1:8001/v1 --judge-model /tmp/judge/taught

The architecture is LLaVA's (a CLIP vision tower, a projector, a Qwen3 text model) at about 180k
parameters, with a BPE tokenizer trained on the judge's own prompt. Not a Qwen-VL: transformers 5's
Qwen2/2.5/3-VL processors include a video processor that needs torchvision, and PyPI's torchvision does
not import beside the CPU build of torch these machines use; LLaVA's processor needs only Pillow.

`random` is the randomly initialised model: its replies are noise, the judge's unparseable case.
`taught` is the same model after a few seconds of next-token training on the judge's exact request (the
prompt, image A, image B, converted by the server's own message code): it answers in the verdict JSON and
names the painting with more paint among paint_png(0.1), (0.5) and (0.9), so a real server must deliver
both images, in order, for its verdicts to come out right. On other pictures its verdicts are parseable
and mean nothing.
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

TAUGHT_PAINTS = (0.1, 0.5, 0.9)
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<image>"]
CHAT_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}{% else %}{% for part in message['content'] %}"
    "{% if part['type'] == 'image' %}<image>{% elif part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")


def verdict_text(paint_a: float, paint_b: float) -> str:
    return json.dumps({"winner": "A" if paint_a > paint_b else "B", "reason": "more paint"})


def build_random(folder: Path, seed: int = 0) -> Path:
    import rewards
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import (CLIPImageProcessorPil, CLIPVisionConfig, LlavaConfig, LlavaForConditionalGeneration,
                              LlavaProcessor, PreTrainedTokenizerFast, Qwen3Config)

    prompt = rewards.PairwiseJudge(base_url="http://127.0.0.1:9/v1").prompt
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator([prompt, verdict_text(1, 0), verdict_text(0, 1)] * 4, trainers.BpeTrainer(
        vocab_size=1024, special_tokens=SPECIAL_TOKENS, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                        chat_template=CHAT_TEMPLATE)
    # 56x56 pictures in 14-pixel patches: 16 image tokens each, CLIP's class token dropped ("default").
    image_processor = CLIPImageProcessorPil(size={"shortest_edge": 56}, crop_size={"height": 56, "width": 56})
    processor = LlavaProcessor(image_processor=image_processor, tokenizer=tokenizer, patch_size=14,
                               vision_feature_select_strategy="default", num_additional_image_tokens=1,
                               image_token="<image>", chat_template=CHAT_TEMPLATE)
    torch.manual_seed(seed)
    config = LlavaConfig(
        vision_config=CLIPVisionConfig(hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2,
                                       image_size=56, patch_size=14, projection_dim=32),
        text_config=Qwen3Config(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                num_attention_heads=4, num_key_value_heads=2, head_dim=16, max_position_embeddings=2048,
                                eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id),
        image_token_id=tokenizer.convert_tokens_to_ids("<image>"), vision_feature_layer=-1,
        vision_feature_select_strategy="default")
    model = LlavaForConditionalGeneration(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    processor.save_pretrained(folder)
    model.save_pretrained(folder)
    return folder


def teach_verdicts(random_folder: Path, folder: Path, max_steps: int = 300, seed: int = 0) -> Path:
    """Next-token training on the six ordered pairs of TAUGHT_PAINTS, the loss on the verdict only,
    until greedy decoding gives all six verdicts (about 60 steps)."""
    import rewards
    import torch
    from conftest import paint_png
    from transformers import AutoProcessor, LlavaForConditionalGeneration
    from transformers.cli.serving.utils import BaseHandler, Modality

    processor = AutoProcessor.from_pretrained(random_folder)
    model = LlavaForConditionalGeneration.from_pretrained(random_folder)
    judge = rewards.PairwiseJudge(base_url="http://127.0.0.1:9/v1", json_schema=False)
    pairs = list(itertools.permutations(TAUGHT_PAINTS, 2))
    conversations = [BaseHandler.get_processor_inputs_from_messages(
        judge.request(paint_png(a), paint_png(b))["messages"], Modality.VLM) for a, b in pairs]
    batch = processor.apply_chat_template(conversations, add_generation_prompt=True, tokenize=True, return_dict=True,
                                          return_tensors="pt", padding=True)
    tok = processor.tokenizer
    answers = torch.tensor([tok(verdict_text(a, b) + tok.eos_token, add_special_tokens=False)["input_ids"]
                            for a, b in pairs])  # equal lengths: the answers differ in one letter
    input_ids = torch.cat([batch["input_ids"], answers], 1)
    attention = torch.cat([batch["attention_mask"], torch.ones_like(answers)], 1)
    labels = input_ids.clone()
    labels[:, : batch["input_ids"].shape[1]] = -100
    torch.manual_seed(seed)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    expected = [verdict_text(a, b) for a, b in pairs]
    for _ in range(max_steps // 20):
        for _ in range(20):
            loss = model(input_ids=input_ids, attention_mask=attention, pixel_values=batch["pixel_values"],
                         labels=labels).loss
            loss.backward()
            optimizer.step()
            optimizer.zero_grad()
        with torch.no_grad():  # taught when it answers all six itself, greedily, as the server will ask
            out = model.generate(**batch, max_new_tokens=answers.shape[1] + 2, do_sample=False)
        if tok.batch_decode(out[:, batch["input_ids"].shape[1]:], skip_special_tokens=True) == expected:
            break
    else:
        raise RuntimeError(f"the tiny judge did not learn its six verdicts in {max_steps} steps (loss {loss.item():.3f})")
    processor.save_pretrained(folder)
    model.save_pretrained(folder)
    return folder


def build_tiny_judges(root: Path) -> dict[str, Path]:
    """{"random": folder, "taught": folder}, built once per root (about 10 s on one core)."""
    import torch

    folders = {"random": root / "random", "taught": root / "taught"}
    if not (folders["taught"] / "config.json").exists():
        threads = torch.get_num_threads()
        torch.set_num_threads(1)  # a model this small only loses time to a second thread
        try:
            build_random(folders["random"])
            teach_verdicts(folders["random"], folders["taught"])
        finally:
            torch.set_num_threads(threads)
    return folders


if __name__ == "__main__":
    for name, path in build_tiny_judges(Path(sys.argv[1])).items():
        print(f"{name}: {path}")

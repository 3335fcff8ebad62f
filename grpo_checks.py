"""What a training run's flags name, checked before anything slow: the model is a folder here or a Hub
id, --push-to-hub has a token, the reference pool loads; and on a GPU, before the policy loads, that its
fast kernels are there and that vLLM's copy of it fits beside the training one. Each check returns why
not, in one line the user can act on, or None.

train_grpo.py checks that its flags fit together as they are parsed (check_args), then calls these once
the environment's files are at hand; eval_checkpoints.py checks its --base and --pool with the same
ones. When train_grpo.py runs alone it takes this module from the environment it trains against
(`GET /client/grpo_checks.py`), as it takes env_client.py and rewards.py.
"""

from __future__ import annotations

import math
from pathlib import Path

import rewards


def model_problem(flag: str, model: str, example: str | None = None) -> str | None:
    """A model must be a local model folder or a Hub id (owner/name); a path that is neither fails now,
    not after the libraries load. `example`: a Hub id the message offers."""
    path = Path(model).expanduser()
    if path.is_dir():
        return None if (path / "config.json").exists() or (path / "adapter_config.json").exists() else (
            f"{flag} {model}: a folder without config.json, so not a model: give a model folder or a Hub id")
    if path.exists():
        return f"{flag} {model}: a file; a model is a folder (config.json and weights) or a Hub id (owner/name)"
    if not rewards.HUB_ID.match(model):
        return f"{flag} {model}: no such folder here, nor a Hub id (owner/name{f', e.g. {example}' if example else ''})"
    return None


def hub_token_problem() -> str | None:
    from huggingface_hub import get_token

    if get_token() is None:
        return ("--push-to-hub needs a Hugging Face token with write access: run `hf auth login`, or set HF_TOKEN "
                "(on hf jobs: --secrets HF_TOKEN)")
    return None


def pool_problem(pool: str) -> str | None:
    """A local reference pool is loaded now (a Hub one when the environment starts)."""
    try:
        if Path(pool).is_dir() or not rewards.HUB_ID.match(pool):
            rewards.ReferencePool.load(pool)
    except rewards.PoolError as exc:
        return f"--pool: {exc}"
    return None


def weight_count(model: str) -> int:
    """The model's parameters, from its safetensors headers (a local folder, or the Hub's metadata)."""
    folder = Path(model)
    if folder.is_dir():
        from safetensors import safe_open

        total = 0
        for path in folder.glob("*.safetensors"):
            with safe_open(str(path), framework="pt") as f:
                total += sum(math.prod(f.get_slice(name).get_shape()) for name in f.keys())
        return total
    from huggingface_hub import get_safetensors_metadata

    return sum(get_safetensors_metadata(model).parameter_count.values())


def vllm_colocate_problem(parameters: int, bf16: bool, gpu_bytes: int, share: float) -> str | None:
    """Why vLLM cannot start inside the training process on this GPU, if it cannot: its copy of the weights
    alone exceeds its share (and the training copy needs the rest)."""
    weights = parameters * (2 if bf16 else 4)
    if weights < share * gpu_bytes:
        return None
    needed = weights / gpu_bytes
    return (f"--use-vllm --vllm-mode colocate: the policy's weights take {weights / 2**30:.0f} GiB "
            f"({'bf16' if bf16 else 'fp32'}), more than --vllm-gpu-memory-utilization {share:g} of this GPU's "
            f"{gpu_bytes / 2**30:.0f} GiB ({share * gpu_bytes / 2**30:.0f} GiB), before any KV cache. "
            + (f"Raise the share above {needed:.2f} if the training copy fits in the rest, or "
               if needed + weights / gpu_bytes < 0.95 else "Two copies do not fit on one GPU: ")
            + "use --vllm-mode server with vLLM on its own GPU (docs/training.md, several GPUs), or drop --use-vllm")


LINEAR_ATTENTION_KERNELS = {  # what transformers' linear-attention layers use when importable, with their fix
    "fla.ops.gated_delta_rule": "flash-linear-attention==0.6.0 (pinned here; its kernels need triton, which CUDA "
                                "torch brings)",
    "causal_conv1d": "causal-conv1d==1.7.0, built against this script's torch: `uv run --with causal-conv1d==1.7.0 "
                     "train_grpo.py ...` (on hf jobs: --with causal-conv1d==1.7.0), which this script's [tool.uv] "
                     "extra-build-dependencies (torch, match-runtime) builds against the torch it runs with; in an "
                     "environment of your own, install torch first, then `uv pip install --no-build-isolation-package "
                     "causal-conv1d causal-conv1d==1.7.0`",
}


def missing_linear_attention_kernels(model_path: str) -> list[str]:
    """For a model with linear-attention layers (Qwen3.5's Gated DeltaNet: 30 of the 35B-A3B's 40), the fast
    kernels that are not importable here, each with its fix; [] for any other model. Without them
    transformers runs its reference PyTorch path for every forward and backward (about 1.7x slower steps
    reported on Qwen3.5-9B) with one warning."""
    import importlib

    from transformers import AutoConfig

    try:
        config = AutoConfig.from_pretrained(model_path).get_text_config()
    except Exception:
        return []
    if "linear_attention" not in (getattr(config, "layer_types", None) or []):
        return []
    missing = []
    for module, fix in LINEAR_ATTENTION_KERNELS.items():
        try:
            importlib.import_module(module)
        except Exception as exc:
            missing.append(f"{module.split('.')[0]} ({type(exc).__name__}: {str(exc)[:80]}): {fix}")
    return missing

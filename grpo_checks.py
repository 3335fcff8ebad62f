"""What a training run's flags name, checked before anything slow: the model is a folder here or a Hub
id, --push-to-hub has a token that can write, the reference pool loads; and on a GPU, before the policy
or the environment loads, that its fast kernels are there (a package, or the Hub's prebuilt kernel) and
that vLLM's copy of it fits beside the training one. Each check returns why
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
    return hub_model_problem(flag, model)


def hub_model_problem(flag: str, model: str) -> str | None:
    """A Hub id the Hub says it does not have (a typo, a private repo the token cannot read) or gates fails now,
    not after the environment and HPSv3 have started; a Hub that cannot be asked (no network) is no answer, and
    the model is then fetched when it loads."""
    from huggingface_hub import HfApi
    from huggingface_hub.errors import GatedRepoError, RepositoryNotFoundError

    try:
        HfApi().model_info(model)
    except GatedRepoError:
        return f"{flag} {model}: a gated model: accept its terms on the Hub with the account whose token the run uses"
    except RepositoryNotFoundError:
        return (f"{flag} {model}: the Hub has no such model (or it is private and the token cannot read it): check the "
                "id")
    except Exception:
        return None
    return None


def hub_token_problem() -> str | None:
    """--push-to-hub needs a token the Hub accepts, and not a read-only one (asked of the Hub: whoami)."""
    from huggingface_hub import HfApi, get_token

    if get_token() is None:
        return ("--push-to-hub needs a Hugging Face token with write access: run `hf auth login`, or set HF_TOKEN "
                "(on hf jobs: --secrets HF_TOKEN)")
    try:
        who = HfApi().whoami()
    except Exception as exc:
        return (f"--push-to-hub: the Hub did not accept the token ({(str(exc).splitlines() or [''])[0] or type(exc).__name__}): "
                "check HF_TOKEN or `hf auth login`")
    if ((who.get("auth") or {}).get("accessToken") or {}).get("role") == "read":
        return ("--push-to-hub: the token is read-only, so every push would fail at the end of the run: use a write "
                "token (or a fine-grained one that can write to --out's namespace)")
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


# The fast kernels of transformers' linear-attention layers (Qwen3.5's Gated DeltaNet: 30 of the 35B-A3B's 40
# layers), each as a package and as the prebuilt Hub kernel transformers 5.24 loads instead with
# `use_kernels=True` (its integrations/hub_kernels.py). The Hub's are built per torch and CUDA, so a job on the
# default image needs no compiler: causal-conv1d's sdist cannot build there (its setup.py needs nvcc before it
# tries its own prebuilt wheel), and uv builds it against the newest torch, not this script's.
LINEAR_ATTENTION_KERNELS = {
    "fla.ops.gated_delta_rule": ("flash-linear-attention", "kernels-community/fla", 2),
    "causal_conv1d": ("causal-conv1d", "kernels-community/mamba-ssm", 5),
}


def has_linear_attention(model_path: str) -> bool:
    from transformers import AutoConfig

    try:
        config = AutoConfig.from_pretrained(model_path).get_text_config()
    except Exception:
        return False
    return "linear_attention" in (getattr(config, "layer_types", None) or [])


def causal_conv1d_wheel() -> str:
    """The prebuilt causal-conv1d 1.7.0 wheel for this torch, CUDA and Python, as its setup.py names the
    release assets it downloads (another route to the kernel; not checked to exist from here)."""
    import platform
    import sys

    import torch

    cuda = (torch.version.cuda or "13").split(".")[0]
    torch_version = ".".join(torch.__version__.split("+")[0].split(".")[:2])
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    name = (f"causal_conv1d-1.7.0+cu{cuda}torch{torch_version}cxx11abi{str(torch._C._GLIBCXX_USE_CXX11_ABI).upper()}-"
            f"{python}-{python}-linux_{platform.machine()}.whl")
    return f"https://github.com/Dao-AILab/causal-conv1d/releases/download/v1.7.0/{name}"


def linear_attention_kernels(model_path: str, has_hub_kernel=None) -> tuple[list[str], list[str]]:
    """For a model with linear-attention layers, on a GPU: (the kernels that will come from the Hub, those
    found nowhere, each with its fix); ([], []) for any other model. A package that imports wins; else the
    Hub is asked whether it has a build for this torch, CUDA and GPU (`kernels.has_kernel`, no download).
    Without them transformers runs its reference PyTorch path for every forward and backward (about 1.7x
    slower steps reported on Qwen3.5-9B) with one warning."""
    import importlib

    if not has_linear_attention(model_path):
        return [], []
    if has_hub_kernel is None:
        try:
            from kernels import has_kernel as has_hub_kernel
        except Exception as exc:
            no_loader = f"the kernels package does not import ({type(exc).__name__}: {str(exc)[:80]})"
            has_hub_kernel = None

    def hub_lacks(repo: str, version: int) -> str | None:
        """None when the Hub has a build of `repo` for this machine, else why not."""
        if has_hub_kernel is None:
            return no_loader
        try:
            return None if has_hub_kernel(repo, version=version) else (
                f"{repo} v{version} has no build for this torch, CUDA and GPU")
        except Exception as exc:
            return f"could not ask the Hub for {repo} ({type(exc).__name__}: {str(exc)[:80]})"

    from_hub, missing = [], []
    for module, (package, repo, version) in LINEAR_ATTENTION_KERNELS.items():
        try:
            importlib.import_module(module)
            continue
        except Exception:
            pass
        if (why := hub_lacks(repo, version)) is None:
            from_hub.append(f"{module.split('.')[0]} ({repo} v{version})")
            continue
        fix = (f"`--with \"causal-conv1d @ {causal_conv1d_wheel()}\"` (its prebuilt wheel for this torch)"
               if package == "causal-conv1d" else "flash-linear-attention==0.6.0 (pinned here; needs CUDA torch's triton)")
        missing.append(f"{module.split('.')[0]}: not installed, and {why}; install {fix}")
    return from_hub, missing

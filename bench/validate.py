# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "openenv==0.10.0",
# ]
#
# [tool.uv]
# exclude-newer = "2026-12-01T00:00:00Z"
# ///
"""OpenEnv's own validator (openenv 0.10.0, `openenv validate`) on this repository, level by level.

    uv run bench/validate.py                  # static, then runtime and semantic on the image (podman)
    uv run bench/validate.py --level static   # the manifest alone; needs no engine
    uv run bench/validate.py --write-plan     # validation/runtime.json from validation/oracle.py

Static is exactly `openenv validate . --level static` (its graders build nothing). The runtime and
semantic levels build the Dockerfile and start the image with the validator's own docker-local
provider, here on podman (container/install-engine.sh; `container/bin/docker` bridges the CLI) and on
the base made from Debian's packages (container/make-base.sh): the validator builds with no build
arguments, and its network probes run in a helper image it would pull (python:3.12-slim, pinned by
digest) that this machine cannot reach, so the provider gets the local base, pinned by its own digest,
as the helper. Nothing of the validator is replaced: its runner, graders, policy and report are used
as they ship. Each level's report is printed as the CLI prints it and written to runs/validate/.
"""

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

from openenv.cli.commands.validate import _render_report
from openenv.validation import Level, run_validation, write_report
from openenv.validation.providers.docker import DockerValidationProvider

ROOT = Path(__file__).resolve().parent.parent
PLAN = ROOT / "validation" / "runtime.json"
BASE_IMAGE = "localhost/watercolour-base:bookworm"
LEVELS = {"static": Level.STATIC, "runtime": Level.RUNTIME, "semantic": Level.SEMANTIC}


def runtime_plan() -> dict:
    """The validator's episode: one reset (seed 0, the offline preset) and the oracle's action."""
    sys.path.insert(0, str(ROOT / "validation"))
    import oracle

    return {"plan_schema_version": "1",
            "reset": {"episode_id": "validation-seed-0", "seed": 0, "options": {}},
            "actions": [oracle.action()]}


def engine_problem() -> str | None:
    """Why the image cannot be built and run here, or None."""
    if shutil.which("podman") is None:
        return "no container engine: podman is not installed (bash container/install-engine.sh)"
    probe = subprocess.run(["podman", "info", "--format", "{{.Host.OCIRuntime.Name}}"],
                           capture_output=True, text=True)
    if probe.returncode:
        return f"podman cannot run here: {probe.stderr.strip()[-500:]}"
    return None


def podman_provider() -> DockerValidationProvider:
    """The validator's docker-local provider, driving podman, with the local base as its helper image."""
    if subprocess.run(["podman", "image", "exists", BASE_IMAGE]).returncode:
        subprocess.run(["bash", str(ROOT / "container" / "make-base.sh")], check=True)
    digest = subprocess.run(["podman", "image", "inspect", "--format", "{{.Digest}}", BASE_IMAGE],
                            capture_output=True, text=True, check=True).stdout.strip()
    # The first build of the image takes minutes (Chromium, the Python environment); later ones are cached.
    return DockerValidationProvider(helper_image=f"{BASE_IMAGE.rsplit(':', 1)[0]}@{digest}",
                                    build_timeout_s=1800)


@contextlib.contextmanager
def podman_as_docker():
    """The provider runs `docker`: container/bin/docker first on PATH, with the local base to build on."""
    saved = {name: os.environ.get(name) for name in ("PATH", "WATERCOLOUR_BASE_IMAGE")}
    os.environ["PATH"] = f"{ROOT / 'container' / 'bin'}{os.pathsep}{os.environ['PATH']}"
    os.environ["WATERCOLOUR_BASE_IMAGE"] = BASE_IMAGE
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def validate(level: str, out_dir: Path | None = None):
    """Run the validator up to `level` on this repository; returns its report."""
    if LEVELS[level] >= Level.RUNTIME:
        with podman_as_docker():
            report = run_validation(ROOT, max_level=LEVELS[level], provider=podman_provider())
    else:
        report = run_validation(ROOT, max_level=LEVELS[level])
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        write_report(report, out_dir / f"{level}.json")
    return report


def counts(report) -> dict[str, int]:
    return dict(Counter(result.status.value.upper() for result in report.results))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", choices=[*LEVELS, "all"], default="all")
    parser.add_argument("--out", type=Path, default=ROOT / "runs" / "validate", help="where the JSON reports go")
    parser.add_argument("--write-plan", action="store_true", help="write validation/runtime.json and stop")
    args = parser.parse_args(argv)

    if args.write_plan:
        PLAN.write_text(json.dumps(runtime_plan(), indent=2) + "\n")
        print(f"wrote {PLAN.relative_to(ROOT)}")
        return 0
    levels = list(LEVELS) if args.level == "all" else [args.level]
    if any(LEVELS[level] >= Level.RUNTIME for level in levels) and (problem := engine_problem()):
        print(f"validate: runtime and semantic levels not run: {problem}", file=sys.stderr)
        levels = [level for level in levels if LEVELS[level] < Level.RUNTIME]
        if not levels:
            return 2
    worst = 0
    summary = []
    for level in levels:
        report = validate(level, args.out)
        print(_render_report(report), flush=True)
        summary.append(f"{level}: {report.verdict.value.upper()} "
                       + " ".join(f"{k}={v}" for k, v in sorted(counts(report).items())))
        worst = max(worst, {"pass": 0, "warn": 0, "fail": 1}[report.verdict.value])
    print("\n".join(summary))
    return worst


if __name__ == "__main__":
    sys.exit(main())

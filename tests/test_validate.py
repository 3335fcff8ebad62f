"""openenv.yaml's `validation:` block against OpenEnv's own validator (openenv 0.10.0) and against
measurement. Needs no container engine; tests/test_container.py runs the runtime level on the image."""

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SKETCHES = ROOT / "tests" / "sketches"
sys.path.insert(0, str(ROOT / "bench"))
OPENENV = Path(sys.executable).parent / "openenv"  # the CLI of the test environment's pinned openenv
POLICY_MAX_ORACLE_TOLERANCE = 0.1  # severity policy v1/v2's ceiling (openenv/validation/policies)


def declared(path: Path = ROOT / "openenv.yaml") -> dict:
    return yaml.safe_load(path.read_text())["validation"]


def known_static_findings() -> set[str]:
    """What static.manifest may report on this manifest without it being a regression: nothing while the
    oracle's tolerance, declared as measured, is within the policy's ceiling; the ceiling's finding if a
    re-measured oracle ever needs more. Anything else it says (a schema error, another bound) fails."""
    tolerance = declared()["reward"]["oracle_tolerance"]
    if tolerance <= POLICY_MAX_ORACLE_TOLERANCE:
        return set()
    return {f"declared oracle_tolerance {tolerance} exceeds the policy maximum {POLICY_MAX_ORACLE_TOLERANCE}"}


def cli_static(target: Path) -> dict:
    """`openenv validate TARGET --level static --json`: docs/space.md's command, as a user runs it."""
    proc = subprocess.run([str(OPENENV), "validate", str(target), "--level", "static", "--json"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr  # 2: unrecognised package, 3: internal error
    return json.loads(proc.stdout)


def static(target: Path) -> dict:
    """The same run in this process (what the CLI calls; its import alone costs ~10 s of CPU a process)."""
    from openenv.validation import Level, run_validation, write_report

    return json.loads(write_report(run_validation(target, max_level=Level.STATIC)))


def test_static_level_parses_the_manifest_and_finds_only_the_known_oracle_gap():
    report = cli_static(ROOT)
    assert report["manifest"] is not None, report["results"]  # a schema error leaves no manifest
    assert report["manifest"]["network"]["mode"] == "no-network"
    [result] = [r for r in report["results"] if r["check_id"] == "static.manifest"]
    if result["status"] == "pass":
        assert not known_static_findings()
    else:
        assert result["status"] == "fail" and set(result["evidence"]) == known_static_findings(), result


def test_the_judged_presets_manifest_passes_the_static_level():
    report = static(ROOT / "space" / "judged")
    assert report["verdict"] == "pass", report["results"]
    manifest = report["manifest"]
    assert manifest["capabilities"]["llm_judged"] and manifest["judge"]["model"] == "Qwen/Qwen3-VL-30B-A3B-Instruct"
    assert manifest["network"]["mode"] == "allowlist"


def test_a_broken_manifest_is_a_clear_schema_failure(tmp_path):
    """The validator is really reading our block: a wrong field fails with the field named."""
    text = (ROOT / "openenv.yaml").read_text().replace("mode: no-network", "mode: offline")
    (tmp_path / "openenv.yaml").write_text(text)
    report = static(tmp_path)
    assert report["verdict"] == "fail"
    [result] = report["results"]
    assert any(line.startswith("network.mode:") for line in result["evidence"]), result


def test_the_validators_episode_is_the_declared_oracle():
    """validation/runtime.json is data the validator reads; it must hold oracle.py's action (the reply in
    validation/oracle_reply.md). Regenerate it with `uv run bench/validate.py --write-plan` after changing it."""
    import validate

    assert json.loads((ROOT / "validation" / "runtime.json").read_text()) == validate.runtime_plan()
    capabilities = declared()["capabilities"]
    assert (ROOT / capabilities["oracle"]["location"]).is_file()
    # The canaries are the cheat corpus; tests/test_cli.py scores every one of them at 0, the floor.
    assert Path(ROOT / capabilities["canaries"]).resolve() == (SKETCHES / "cheats").resolve()


def test_the_declared_oracle_tolerance_and_floor_margin_hold(painter):
    """The numbers the manifest declares, measured: the oracle (at the validator's seed) is within its
    tolerance of the top, and the top and the oracle stand floor_margin above a canary's floor.
    When the reward's terms change, this says whether openenv.yaml must be re-measured."""
    import rewards

    sys.path.insert(0, str(ROOT / "validation"))
    import oracle as declared_oracle

    reward = declared()["reward"]
    low, high = reward["range"]
    seed = json.loads((ROOT / "validation" / "runtime.json").read_text())["reset"]["seed"]
    oracle = asyncio.run(rewards.score_reply(painter, declared_oracle.action()["completion"], seed, rewards.HIBISCUS,
                                             rewards.PRESETS["offline"]))
    floor = asyncio.run(rewards.score_reply(painter, (SKETCHES / "cheats" / "blank.js").read_text(), seed,
                                            rewards.HIBISCUS, rewards.PRESETS["offline"]))
    assert oracle.passed and low <= oracle.reward <= high
    assert oracle.reward >= high - reward["oracle_tolerance"], (oracle.reward, reward)
    assert floor.reward == low
    assert high - floor.reward >= reward["floor_margin"] and oracle.reward - floor.reward >= reward["floor_margin"]

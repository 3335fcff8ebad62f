"""The `rewards.py score` contract, run as a user would run it."""

import json
import subprocess
import sys

from conftest import ROOT, SKETCHES

REQUIRED = {"file", "passed", "violations", "paint_fraction", "render_ms", "reward", "components"}


def run(*args):
    return subprocess.run([sys.executable, str(ROOT / "rewards.py"), *args], capture_output=True, text=True,
                          timeout=300)


def test_json_lines_for_many_files_in_one_process(tmp_path):
    files = [SKETCHES / "honest" / "reply.md", SKETCHES / "cheats" / "bare_plain.js", SKETCHES / "cheats" / "refusal.md"]
    proc = run("score", "--json", "--seed", "3", "--save-png", str(tmp_path), *map(str, files))
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["file"] for r in rows] == list(map(str, files))
    assert all(REQUIRED <= r.keys() for r in rows)
    honest, cheat, refusal = rows
    assert honest["passed"] and honest["reward"] > 0 and honest["paint_fraction"] > 0.02
    assert set(honest["components"]) == {"gate", "length", "craft", "subject"}
    assert not cheat["passed"] and cheat["reward"] == 0 and "bare_primitive" in cheat["violations"]
    assert refusal["violations"] == ["no_sketch"] and refusal["reward"] == 0
    assert (tmp_path / "reply.png").exists() and not (tmp_path / "refusal.png").exists()


def test_table_output_and_the_embedded_example():
    proc = run("score", "--example", str(SKETCHES / "cheats" / "text_plain.js"))
    assert proc.returncode == 0, proc.stderr
    assert "<example>" in proc.stdout and "text_label" in proc.stdout and "pass" in proc.stdout


def test_unusable_input_is_a_clear_error(tmp_path):
    binary = tmp_path / "blob.bin"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    for args, message in [(["nope.js"], "no such file"), ([str(tmp_path)], "is a directory"),
                          ([str(binary)], "not UTF-8"), ([], "nothing to score")]:
        proc = run("score", *args)
        assert proc.returncode == 2 and message in proc.stderr, (args, proc.stderr)


def test_prompt_subcommand():
    proc = run("prompt", "--subject", "a magenta hibiscus")
    assert proc.returncode == 0 and proc.stdout.rstrip().endswith("Paint a magenta hibiscus in loose watercolour.")


def test_every_cheat_fails_and_honest_sketches_pass_through_the_cli():
    """The gate's contract as a user meets it: `rewards.py score FILE --json`, one process for all. Every cheat
    goes through the whole gate here (static scan, render, verdict); two honest sketches stand for the rest, which
    test_render.py scores in-process (each honest sketch costs two renders: all of them doubled this test's time)."""
    import re

    cheats = sorted((SKETCHES / "cheats").iterdir())
    honest = [SKETCHES / "honest" / "reply.md", sorted((SKETCHES / "honest").glob("*.js"))[0]]
    proc = run("score", "--json", "--render-timeout-s", "8", *map(str, cheats + honest))
    assert proc.returncode == 0, proc.stderr
    rows = {r["file"]: r for r in map(json.loads, proc.stdout.splitlines())}
    for path in cheats:
        expected = re.search(r"(?:// |<!-- )expect: (\w+)", path.read_text())
        row = rows[str(path)]
        assert not row["passed"] and row["reward"] == 0, (path.name, row["violations"])
        if expected:
            assert expected.group(1) in row["violations"], (path.name, row["violations"])
    for path in honest:
        row = rows[str(path)]
        assert row["passed"] and row["reward"] > 0, (path.name, row["violations"], row["render"])


def test_the_readme_says_what_the_example_reply_scores():
    """The README's yardstick for a reward is the example reply's real score on the offline preset."""
    proc = run("score", "--example", "--json", "--preset", "offline")
    assert proc.returncode == 0, proc.stderr
    example = json.loads(proc.stdout.splitlines()[-1])
    assert example["file"] == "<example>" and example["passed"]
    readme = (ROOT / "README.md").read_text()
    meaning = readme[readme.index("**What a reward means.**"):].split("\n\n")[0]
    assert f"scores **{example['reward']:.3f}** on the `offline` preset" in meaning

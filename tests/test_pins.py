"""Every script pins exact versions and a resolution cut-off, and agrees with the test environment."""

import re
import tomllib

from conftest import ROOT
from packaging.requirements import Requirement

SCRIPTS = sorted([*ROOT.glob("*.py"), *ROOT.glob("bench/*.py")])
# imported, not run: their dependencies live in the scripts that import them
LIBRARY_MODULES = {"renderer.py", "env_client.py", "ladder.py", "smoke_policy.py", "grpo_checks.py", "grpo_record.py",
                   "grpo_probe.py", "grpo_stops.py", "subject_negatives.py"}
OWN_ENVIRONMENT = {"hpsv3_server.py"}  # hpsv3 pins transformers 4.45.2: never shares the tests' environment
RANGES = {"torch"}  # the trainer takes what vLLM or the job's CUDA needs; the tests pin one inside the range


def pep723(path):
    match = re.search(r"^# /// script\n((?:#.*\n)+?)^# ///$", path.read_text(), re.M)
    return tomllib.loads("".join(line[2:] if line.startswith("# ") else line[1:] for line in match.group(1).splitlines(True))) if match else None


def test_every_script_has_exact_pins_and_exclude_newer():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    dev = dict(re.match(r"([\w.-]+)==(.+)", d).groups() for d in project["dependency-groups"]["dev"])
    for path in SCRIPTS:
        if path.name in LIBRARY_MODULES:
            continue
        meta = pep723(path)
        assert meta is not None, f"{path.name} has no PEP 723 block"
        assert meta["tool"]["uv"]["exclude-newer"] == project["tool"]["uv"]["exclude-newer"], path.name
        for dep in meta["dependencies"]:
            req = Requirement(dep)
            exact = [s for s in req.specifier if s.operator == "=="]
            if req.name in RANGES:
                assert req.specifier and req.name in dev, f"{path.name}: {dep} needs a bounded range and a test pin"
                assert req.specifier.contains(dev[req.name]), f"{path.name}: {dep} excludes the tested {dev[req.name]}"
                continue
            assert len(exact) == 1 and len(req.specifier) == 1, f"{path.name}: {dep} is not an exact pin"
            if req.name in dev and path.name not in OWN_ENVIRONMENT:
                assert dev[req.name] == exact[0].version, f"{path.name} pins {dep}, pyproject {dev[req.name]}"


def test_the_trainer_resolves_the_stack_the_ecosystem_notes_checked():
    deps = {Requirement(d).name: str(Requirement(d).specifier) for d in pep723(ROOT / "train_grpo.py")["dependencies"]}
    assert deps["trl"] == "==1.16.0" and deps["transformers"] == "==5.24.0" and deps["openenv"] == "==0.10.0"
    assert Requirement("torch" + deps["torch"]).specifier.contains("2.13.0")  # vLLM 0.30.0 needs exactly 2.13.0


def test_the_readme_layout_names_every_file_in_the_tree():
    """README's Layout section is the map of the repository: every tracked file outside tests/ is named
    there (tests/ is described as a whole), and every file it names exists."""
    import subprocess

    readme = (ROOT / "README.md").read_text()
    layout = readme[readme.index("## Layout"):readme.index("## Licence")]
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    def named(f: str) -> bool:  # by its path, or a data folder by its own (`corpora/rated/`)
        parts = f.split("/")
        return f"`{f}`" in layout or any(f"`{'/'.join(parts[:i])}/`" in layout for i in range(1, len(parts)))

    unnamed = [f for f in tracked if not f.startswith("tests/") and f not in (".gitignore", "README.md", "LICENSE")
               and not named(f)]
    assert not unnamed, f"README's Layout does not name {unnamed}"
    named = re.findall(r"`([\w./-]+\.(?:py|js|sh|toml|yaml|md))`", layout) + ["Dockerfile", ".ci/run"]
    assert all((ROOT / f).exists() for f in named), [f for f in named if not (ROOT / f).exists()]


def test_the_readme_and_the_docs_link_only_to_what_is_there():
    """Every relative link of README.md and docs/*.md names a file that exists and, with #anchor, a heading
    of that page (anchored as GitHub makes them: lower case, punctuation dropped, spaces to hyphens)."""
    def anchors(page):
        seen, found = {}, set()
        for heading in re.findall(r"^#{1,6} (.+)$", re.sub(r"```.*?```", "", page.read_text(), flags=re.S), re.M):
            anchor = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
            found.add(f"{anchor}-{seen[anchor]}" if anchor in seen else anchor)
            seen[anchor] = seen.get(anchor, 0) + 1
        return found

    broken = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)\s]+)\)", re.sub(r"```.*?```", "", page.read_text(), flags=re.S)):
            if re.match(r"[a-z]+:", target):
                continue
            name, _, anchor = target.partition("#")
            linked = (page.parent / name) if name else page
            if not linked.exists() or (anchor and linked.suffix == ".md" and anchor not in anchors(linked)):
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, broken


def test_the_readme_names_the_js_pins_renderer_fetches():
    """The JS versions live in renderer.JS_LIBRARIES; the README's set-up paragraph must say the same."""
    import renderer

    readme = (ROOT / "README.md").read_text().lower()
    assert all(f"{lib.name} {lib.version}" in readme for lib in renderer.JS_LIBRARIES), renderer.JS_LIBRARIES


def test_the_trainer_pins_every_file_it_may_take_from_the_environment():
    """train_grpo.PINNED_CODE holds the sha256 of each file the environment serves (env_server.CLIENT_FILES)
    as they are in this tree: a sibling changed without `uv run train_grpo.py --pin-code` fails here. Both
    sides compute the bundle the same way (the trainer restates it: it runs alone)."""
    import hashlib

    import env_server
    import train_grpo

    here = {name: hashlib.sha256((ROOT / name).read_bytes()).hexdigest() for name in env_server.CLIENT_FILES}
    stale = sorted(name for name in here if train_grpo.PINNED_CODE.get(name) != here[name])
    assert not stale, f"{stale} changed since train_grpo.py's PINNED_CODE: run `uv run train_grpo.py --pin-code`"
    assert set(train_grpo.PINNED_CODE) == set(env_server.CLIENT_FILES) == set(train_grpo.SERVED_FILES)
    assert {f"{m}.py" for m in train_grpo.SERVED_MODULES} <= set(train_grpo.SERVED_FILES)
    bundle = env_server.CodeBundle.read(ROOT)
    assert bundle.bundle == train_grpo.code_bundle(train_grpo.PINNED_CODE) == env_server.code_bundle(here)
    assert train_grpo.code_bundle({**here, "rewards.py": "0" * 64}) != bundle.bundle

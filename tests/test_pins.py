"""Every script pins exact versions and a resolution cut-off, and agrees with the test environment."""

import re
import tomllib

from conftest import ROOT

SCRIPTS = sorted([*ROOT.glob("*.py"), *ROOT.glob("bench/*.py")])
LIBRARY_MODULES = {"renderer.py"}  # imported, not run: their dependencies live in the scripts that import them


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
            name, version = re.match(r"([\w.-]+)==([\w.+]+)$", dep).groups()
            if name in dev:
                assert dev[name] == version, f"{path.name} pins {name}=={version}, pyproject {dev[name]}"

"""The ladder corpus (issue 26): an honest painting, a mildly and a strongly degraded copy of it, for each
way a person would call a flower worse. Made from any honest reply by editing its text, so the copies
differ from the original in that one respect only. Imported by bench/subject.py and tests/test_subject.py."""

from __future__ import annotations

import re

MUD = "#6e6256"  # a grey-brown every colour is pulled toward
_HEX = re.compile(r'(?<!background\()"#([0-9a-fA-F]{6})"')  # paint colours; the paper stays
_SHEET = re.compile(r"translate\(\s*-\s*width\s*/\s*2\s*,\s*-\s*height\s*/\s*2\s*\)\s*;")


def muddy(reply: str, amount: float) -> str:
    """Every hex colour mixed `amount` of the way toward grey-brown: mud instead of clean hues."""
    mud = [int(MUD[i:i + 2], 16) for i in (1, 3, 5)]

    def mix(m: re.Match) -> str:
        rgb = [int(m.group(1)[i:i + 2], 16) for i in (0, 2, 4)]
        return '"#' + "".join(f"{round(c + (t - c) * amount):02x}" for c, t in zip(rgb, mud)) + '"'

    return _HEX.sub(mix, reply)


def _after_sheet(reply: str, code: str) -> str:
    if not _SHEET.search(reply):
        raise ValueError("the reply does not set up the sheet with translate(-width / 2, -height / 2)")
    return _SHEET.sub(lambda m: m.group(0) + " " + code, reply, count=1)


def shrunk(reply: str, scale: float) -> str:
    """The whole painting scaled about the sheet's middle: a flower smaller than the one asked for."""
    return _after_sheet(reply, f"translate(300, 300); scale({scale}); translate(-300, -300);")


def shifted(reply: str, dx: float) -> str:
    """The whole painting moved right by dx units: a flower cut by the sheet's edge."""
    return _after_sheet(reply, f"translate({dx}, 0);")


def scrambled(reply: str) -> str:
    """Degrees fed to a radians API: the petals point every which way (no mild version: the angles
    either are degrees or are not)."""
    if "angleMode(DEGREES)" not in reply or "radians(" in reply:
        raise ValueError("the reply does not take its angles in degrees (angleMode(DEGREES), no radians())")
    return reply.replace("angleMode(DEGREES)", "angleMode(RADIANS)")


# (kind, mild copy, strong copy); each function takes the reply text.
LADDERS = {
    "mud": (lambda r: muddy(r, 0.35), lambda r: muddy(r, 0.75)),
    "size": (lambda r: shrunk(r, 0.7), lambda r: shrunk(r, 0.4)),
    "cut": (lambda r: shifted(r, 140), lambda r: shifted(r, 270)),
    "petals": (None, scrambled),
}


def ladder(reply: str) -> dict[str, str]:
    """{name: reply} for the original and each rung ('mud/mild', 'mud/strong', ...)."""
    rungs = {"original": reply}
    for kind, (mild, strong) in LADDERS.items():
        if mild:
            rungs[f"{kind}/mild"] = mild(reply)
        rungs[f"{kind}/strong"] = strong(reply)
    return rungs

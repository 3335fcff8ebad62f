"""Shared fixtures: one real Chromium pool for the suite, and a loopback listener that must hear nothing."""

from __future__ import annotations

import socket
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SKETCHES = Path(__file__).resolve().parent / "sketches"


@pytest.fixture(scope="session")
def painter():
    from renderer import Painter

    # A short deadline keeps the runaway tests quick; honest sketches here render in under 3 s.
    with Painter(workers=1, render_timeout_s=8.0) as p:
        yield p


class Listener:
    """A TCP listener on 127.0.0.1 that records every connection made to it."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.address = f"127.0.0.1:{self.sock.getsockname()[1]}"
        self.connections: list[bytes] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            conn.settimeout(1)
            try:
                self.connections.append(conn.recv(512) or b"<no data>")
            except OSError:
                self.connections.append(b"<no data>")
            conn.close()

    def close(self):
        self.sock.close()


@pytest.fixture(scope="session")
def listener():
    lis = Listener()
    yield lis
    lis.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def sketch(path: Path, listener: Listener | None = None) -> str:
    text = path.read_text()
    return text.replace("__LISTENER__", listener.address) if listener else text

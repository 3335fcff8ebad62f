"""The oracle openenv.yaml declares, printed as JSON: a strong honest reply to the validator's task (seed 0
asks for a peach hibiscus), the same at every seed (it seeds its own jitter); openenv.yaml says what it scores
and, in oracle_tolerance, how far from the top it stays.

    python validation/oracle.py          # {"completion": "<validation/oracle_reply.md>"}

The reply is `oracle_reply.md`: one of the blind honest corpus (corpora/subject/honest/
b05_peach-hibiscus_verbose.md), written by a helper told only the system prompt. It replaces the example
reply (rewards.EXAMPLE_REPLY, 0.880 at seed 0, 0.72-0.89 over seeds 0-3), which the offline reward's subject
term no longer rates near the top: its single wash per layer reads unevenly from seed to seed.
validation/runtime.json, the validator's episode, holds the same action (bench/validate.py --write-plan
writes it from here; tests/test_validate.py checks they agree).
"""

import json
from pathlib import Path

REPLY = Path(__file__).resolve().parent / "oracle_reply.md"


def action() -> dict:
    return {"completion": REPLY.read_text()}


if __name__ == "__main__":
    print(json.dumps(action()))

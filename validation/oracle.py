"""The oracle openenv.yaml declares, printed as JSON: a strong honest reply to the validator's task (seed 0
asks for a peach hibiscus), the same at every seed (it seeds its own jitter); openenv.yaml says what it scores
and, in oracle_tolerance, how far from the top it stays.

    python validation/oracle.py          # {"completion": "<validation/oracle_reply.md>"}

The reply is `oracle_reply.md`: one of the blind rated corpus corpora/rated/ (b01_peach_botanical.md, which its
two blind raters rated 7 and 8 of 10), written by a helper told only the system prompt. It scored 0.627 at seed 0
when it replaced (issue 41's 55th stop) corpora/subject/honest/b05_peach-hibiscus_verbose.md, which the rating
model, fitted on the raters' ratings, put at 0.497: under the top's half. That one had replaced the example reply
(rewards.EXAMPLE_REPLY), whose single wash per layer read unevenly from seed to seed.
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

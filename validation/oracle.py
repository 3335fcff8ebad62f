"""The oracle openenv.yaml declares, printed as JSON: the best reply this repository has, which scores
0.872 of the reward's 1.0 (openenv.yaml's oracle_tolerance says how far from the top it stays).

    python validation/oracle.py          # {"completion": "<rewards.EXAMPLE_REPLY>"}

It is the example reply the reset observation also carries (rewards.EXAMPLE_REPLY), kept in one
place: validation/runtime.json, the validator's episode, holds the same action (bench/validate.py
--write-plan writes it from here; tests/test_validate.py checks they agree).
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import rewards  # noqa: E402


def action() -> dict:
    return {"completion": rewards.EXAMPLE_REPLY}


if __name__ == "__main__":
    print(json.dumps(action()))

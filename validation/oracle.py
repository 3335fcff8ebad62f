"""The oracle openenv.yaml declares: the action that demonstrates the top reward, printed as JSON.

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

"""Python runs this at start-up in a subprocess whose PYTHONPATH holds tests/: with STAND_IN_HUB set, every
HfApi of that process is the stand-in Hub folder it names (stand_in_hub.py). The trainer, run the way
`hf jobs uv run` runs it, then pushes to a folder the test reads. Without the variable it does nothing."""

import os

if os.environ.get("STAND_IN_HUB"):
    import stand_in_hub

    stand_in_hub.install(os.environ["STAND_IN_HUB"])

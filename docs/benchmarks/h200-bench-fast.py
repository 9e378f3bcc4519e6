"""`redraft bench` on the CUDA fast path, for runs made before the backend-selection patch
(/tmp/cuda_loop.patch: engine/backends/__init__.py) is applied. Arguments as `redraft bench`;
REDRAFT_FAST_PATH picks the mode (default compile-layer).

    python3 docs/benchmarks/h200-bench-fast.py --model DIR --device cuda --dtype bf16 ...
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import redraft.engine.session as session  # noqa: E402
from redraft.engine.backends.static_backend import StaticBackend  # noqa: E402


def load_backend(where, path, settings=None):
    return StaticBackend.load(path, device=where.device, dtype=where.dtype, mode=os.environ.get("REDRAFT_FAST_PATH", "compile-layer"))


session.load_backend = load_backend

from redraft.app.cli import main  # noqa: E402

sys.exit(main(["bench", *sys.argv[1:]]))

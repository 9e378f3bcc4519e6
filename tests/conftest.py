import os
import tempfile

import pytest

# Hermetic: no test finds or starts the user's warm engine (`redraft edit` starts one by default,
# app/remote/warm.py). Every process a test starts inherits these; a test of the warm engine
# asks for it (--server auto, or REDRAFT_SERVER=auto) in a runtime dir of its own and stops it.
os.environ["REDRAFT_SERVER"] = "off"
os.environ["XDG_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="redraft-test-run-")  # 0700


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Tiny models run fastest on one thread (two threads mostly add sync overhead);
    the real model uses every core."""
    if "torch" not in __import__("sys").modules:
        return
    import torch

    torch.set_num_threads((os.cpu_count() or 1) if "e2e" in item.keywords else 1)


@pytest.fixture(autouse=True)
def _fresh_weights_checks():
    """Each test starts with no background model check of an earlier test's cache pending
    (engine/store/weights_check.py keeps them for the process)."""
    from redraft.engine.store import weights_check

    weights_check.forget()
    yield
    weights_check.forget()

import os

import pytest

# No calibration at a model's first use (engine/calibrate.py): a test's mode is the one it asks
# for, or the record's, or the CPU table's guess, never one measured on a busy machine mid-run.
# The calibration's own tests turn it on.
os.environ.setdefault("REDRAFT_CALIBRATE", "0")


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

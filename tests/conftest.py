import os
import tempfile

import pytest

# No calibration at a model's first use (engine/calibrate.py): a test's mode is the one it asks
# for, or the record's, or the CPU table's guess, never one measured on a busy machine mid-run.
# The calibration's own tests turn it on.
os.environ.setdefault("REDRAFT_CALIBRATE", "0")
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

    torch.set_num_threads((os.cpu_count() or 1) if item.get_closest_marker("e2e") else 1)


@pytest.fixture(autouse=True)
def _fresh_weights_checks():
    """Each test starts with no background model check of an earlier test's cache pending
    (engine/store/weights_check.py keeps them for the process)."""
    from redraft.engine.store import weights_check

    weights_check.forget()
    yield
    weights_check.forget()


# ---- the tiers (tests/tiers.py): `make test-fast` runs what is not marked slow ----------------
_durations: dict[str, float] = {}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from tests.tiers import is_slow, measured

    listed = measured()
    for item in items:
        # markers, not item.keywords: those hold the folders' names too (tests/e2e/ is no marker)
        why = is_slow(item.path, item.name, {m.name for m in item.iter_markers()}, listed)
        if why is not None:
            item.add_marker(pytest.mark.slow(reason=why))


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if os.environ.get("REDRAFT_RECORD_SLOW"):
        from tests.tiers import key

        k = key(report.fspath, report.nodeid.split("::")[-1])
        _durations[k] = _durations.get(k, 0.0) + report.duration  # setup, call and teardown


def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get("REDRAFT_RECORD_SLOW")
    if target and _durations:
        from pathlib import Path

        from tests.tiers import record

        added = record(_durations, Path(target))
        print(f"\nredraft: {len(added)} tests over the limit added to {target}")

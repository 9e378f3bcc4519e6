"""Verified registration (issue 43, item 3): a model folder this process built, or hashed in
full at load, counts as checked (nothing hashed again at a write) and is watched from there, so
a long-lived process (`redraft serve`) sees damage done later to the files it read. Real
folders of a tiny converted model in REDRAFT_CACHE_DIR=tmp; hashes counted, not mocked."""

from __future__ import annotations

import os

import pytest

from redraft.engine.store import integrity, modelstore, weights_check
from tests.engine.store.test_model_integrity import built, flip_byte  # noqa: F401 (fixture)
from tests.engine.store.test_modelstore import cache, tiny_gguf  # noqa: F401 (fixtures)

FIX = "run `redraft model pull` to repair it"


@pytest.fixture
def hashes(monkeypatch):
    """The files each full check hashes, in order (the real check still runs)."""
    seen: list[list[str]] = []
    real = integrity.full_problems

    def counting(folder, files, progress=None):
        seen.append(sorted(files))
        return real(folder, files, progress)

    monkeypatch.setattr(integrity, "full_problems", counting)
    return seen


def damaged_later(folder) -> str:
    """A byte of the weights flipped in place (size kept), then what the watch finds."""
    w = folder / "model.safetensors"
    flip_byte(w, w.stat().st_size - 100)
    weights_check.recheck()  # a stat each: the changed file is hashed again in the background
    found = weights_check.damage()
    assert found is not None, "damage done after the check was registered went unseen"
    assert found.fix == FIX
    return found.describe()


def test_a_folder_this_process_built_is_checked_and_watched(built, hashes):  # noqa: F811
    assert weights_check.damage() is None and hashes == []  # built and hashed just now: not again
    weights_check.recheck()
    assert weights_check.damage() is None and hashes == []  # nothing changed: a stat each, no hash
    assert "model.safetensors fails its sha256 check" in damaged_later(built)
    assert hashes == [["model.safetensors"]]  # the changed file alone


def test_a_folder_hashed_in_full_at_load_is_checked_and_watched(built, hashes):  # noqa: F811
    weights_check.forget()
    assert modelstore.verify_model(None)[0] == built  # the full check (`redraft model verify`, a repair)
    assert len(hashes) == 1
    assert weights_check.damage() is None and len(hashes) == 1  # not hashed a second time
    assert "model.safetensors fails its sha256 check" in damaged_later(built)


def test_a_copied_folder_hashed_at_load_is_checked_and_watched(built, hashes):  # noqa: F811
    """A cache copied without -p: every mtime moved, so the load hashes the files in full;
    from there it is watched as one it built."""
    weights_check.forget()
    for f in built.iterdir():
        st = f.stat()
        os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    assert modelstore.resolve_model(None) == built
    assert len(hashes) == 1 and weights_check.damage() is None and len(hashes) == 1
    assert "model.safetensors fails its sha256 check" in damaged_later(built)


def test_a_file_changed_back_and_forth_is_hashed_again_each_time(built, hashes):  # noqa: F811
    """Damage found stays found (the process's weights came from those bytes), and a file
    put back is not trusted again until the process loads afresh."""
    w = built / "model.safetensors"
    damaged_later(built)
    flip_byte(w, w.stat().st_size - 100)  # the byte put back
    weights_check.recheck()
    assert weights_check.damage() is not None
    assert len(hashes) == 2

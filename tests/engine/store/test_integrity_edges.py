"""Integrity edge cases found in review: what the cheap check at every load must see on its
own (no sha256), with the mtime put back."""

from __future__ import annotations

import json
import os

import pytest

from redraft.app import cli
from redraft.app.files.reading import read_source
from redraft.app.files.refusals import Refused
from redraft.app.files.safe_write import apply_edit
from redraft.engine.store import integrity, modelstore, weights_check
from redraft.engine.errors import ModelError
from redraft.engine.events import Done, Summary
from redraft.engine.session import EditResult, Session
from tests.engine.store.test_model_integrity import built  # noqa: F401 (fixture)
from tests.engine.store.test_modelstore import cache, tiny_gguf  # noqa: F401 (fixtures)


def test_a_changed_header_is_caught_at_load_without_hashing(built, monkeypatch):  # noqa: F811
    w = built / "model.safetensors"
    st = w.stat()
    header = integrity.safetensors_header(w)
    assert b'"data_offsets"' in header
    with open(w, "r+b") as f:  # same length, still valid JSON, another tensor table
        f.seek(8)
        f.write(header.replace(b'"data_offsets"', b'"data_offsetS"', 1))
    os.utime(w, ns=(st.st_atime_ns, st.st_mtime_ns))
    monkeypatch.setattr(integrity, "sha256_file", lambda *a, **k: pytest.fail("hashed at load"))
    with pytest.raises(ModelError, match="header differs from the one recorded"):
        modelstore.resolve_model(None)


# ---- issue 25: weights damaged in place with the mtime kept never write a file -----------------
SMALL = "".join(f"value_{i} = compute({i})\n" for i in range(24))  # ~550 bytes, as reproduced


class FakeSession:
    """Loads the cached default model's folder as a real load does (the checks run), then
    'generates' `text`."""

    def __init__(self, text: str) -> None:
        self.text = text

    def stats_line(self, summary):
        return summary.line()

    def edit(self, req, cfg):
        s = Summary("prompt lookup", 90, 12, 5, 5, 20, 10, 100.0, 400.0, "eos")
        return EditResult(self.text, Done(f"```\n{self.text}```", (), s))


def damage_in_place(folder):
    """Flip bytes inside the tensors, then put the mtime back (bit rot, a restore keeping times)."""
    w = folder / "model.safetensors"
    st = w.stat()
    with open(w, "r+b") as f:
        f.seek(st.st_size - 64)
        data = f.read(16)
        f.seek(st.st_size - 64)
        f.write(bytes(b ^ 0x5A for b in data))
    os.utime(w, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert w.stat().st_mtime_ns == st.st_mtime_ns


def test_a_model_damaged_with_its_mtime_kept_cannot_write_a_file(built, tmp_path, capsys, monkeypatch):  # noqa: F811
    damage_in_place(built)
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", "/dev/null")  # no config file
    # a result the check passes: the damage alone refuses it (an empty one is refused as empty too, issue 43)
    renamed = SMALL.replace("compute", "calc")
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: (modelstore.resolve_model(None), FakeSession(renamed))[1]))
    f = tmp_path / "small.py"
    f.write_text(SMALL)
    code = cli.main(["edit", str(f), "-i", "rename compute to calc", "--write", "--force", "--retries", "0"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and f.read_text() == SMALL
    assert len(err) == 2 and "Traceback" not in err[-1], err  # the stats line, then one line
    assert f"not written: the cached model in {built} is damaged (model.safetensors fails its sha256 check" in err[-1]
    assert ": run `redraft model pull` to repair it (the result is in " in err[-1]
    modelstore.pull_model()  # repairs it
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: (modelstore.resolve_model(None), FakeSession(SMALL.replace("compute", "calc")))[1]))
    assert cli.main(["edit", str(f), "-i", "rename compute to calc", "--write"]) == 0
    assert f.read_text() == SMALL.replace("compute", "calc")


def test_the_write_refusal_cannot_be_forced(built, tmp_path, monkeypatch):  # noqa: F811
    damage_in_place(built)
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    modelstore.resolve_model(None)
    f = tmp_path / "small.py"
    f.write_text(SMALL)
    s = Summary("prompt lookup", 90, 12, 5, 5, 20, 10, 100.0, 400.0, "eos")
    with pytest.raises(Refused) as err:
        apply_edit(read_source(f), SMALL.replace("compute", "calc"), s, force=True)
    assert [r.code for r in err.value.refusals] == ["weights"] and not err.value.forceable
    assert f.read_text() == SMALL


def test_an_old_manifest_without_records_still_loads_and_is_checked(built, monkeypatch):  # noqa: F811
    old = {k: v for k, v in json.loads((built / modelstore.MANIFEST).read_text()).items() if k != "files"}
    (built / modelstore.MANIFEST).write_text(json.dumps(old))
    assert modelstore.resolve_model(None) == built  # recorded now (a full hash, once)
    assert modelstore.resolve_model(None) == built and weights_check.damage() is None  # then the background check

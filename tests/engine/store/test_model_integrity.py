"""Broken, partial and tampered model folders (issue 10, cases 9 and 10): refused at load with
the fix, repaired by `redraft model pull` without --force, caught in full by verify; old
manifests upgraded in place. Tiny fake models: everything runs in REDRAFT_CACHE_DIR=tmp."""

from __future__ import annotations

import json
import os
import threading

import pytest

from redraft.engine.store import integrity, modelstore, weights_check
from redraft.engine.errors import ModelError
from tests.engine.store.test_modelstore import cache, fake_parts, tiny_gguf, tiny_safetensors  # noqa: F401 (fixtures)


@pytest.fixture
def built(monkeypatch, tmp_path, tiny_gguf):  # noqa: F811
    fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")
    return modelstore.pull_default()


def manifest(folder):
    return json.loads((folder / modelstore.MANIFEST).read_text())


def flip_byte(path, at):
    """Tamper with one byte in place, keeping the size (the mtime moves)."""
    with open(path, "r+b") as f:
        f.seek(at)
        b = f.read(1)
        f.seek(at)
        f.write(bytes([b[0] ^ 0xFF]))


def test_conversion_records_every_file(built):
    files = manifest(built)["files"]
    assert set(files) == {p.name for p in built.iterdir()} - {modelstore.MANIFEST}
    for name, rec in files.items():
        assert rec["size"] == (built / name).stat().st_size
        assert rec["sha256"] == integrity.sha256_file(built / name)
    assert "header_sha256" in files["model.safetensors"]


def test_manifest_without_weights_is_refused_then_pull_repairs_without_force(built):
    (built / "model.safetensors").unlink()
    with pytest.raises(ModelError) as err:
        modelstore.resolve_model(None)
    msg = str(err.value)
    assert "model.safetensors is missing" in msg and "run `redraft model pull` to repair it" in msg
    assert modelstore.pull_model() == built  # no --force
    assert (built / "model.safetensors").is_file() and modelstore.resolve_model(None) == built


def test_truncated_weights_are_refused_at_load(built):
    w = built / "model.safetensors"
    os.truncate(w, w.stat().st_size // 2)
    with pytest.raises(ModelError, match=r"model\.safetensors is [\d,]+ bytes, [\d,]+ expected"):
        modelstore.resolve_model(None)


def test_tampered_weights_are_caught_at_load_when_the_mtime_moved(built):
    w = built / "model.safetensors"
    flip_byte(w, w.stat().st_size - 100)  # inside the tensors, header intact, same size
    with pytest.raises(ModelError, match="model.safetensors fails its sha256 check"):
        modelstore.resolve_model(None)


def test_tampered_weights_with_the_mtime_put_back_are_caught_by_verify(built):
    w = built / "model.safetensors"
    st = w.stat()
    flip_byte(w, st.st_size - 100)
    os.utime(w, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert modelstore.resolve_model(None) == built  # the quick check cannot see it; the background one can
    found = weights_check.damage()
    assert found is not None and found.fix == "run `redraft model pull` to repair it"
    assert "model.safetensors fails its sha256 check" in found.describe()
    with pytest.raises(ModelError, match=r"fails its sha256 check.*run `redraft model pull` to repair it"):
        modelstore.verify_model(None)
    modelstore.pull_model()  # checks every sha256, rebuilds
    assert modelstore.verify_model(None) == (built, len(manifest(built)["files"]), False)


def test_a_copied_cache_is_checked_once_then_fast(built, monkeypatch):
    w = built / "model.safetensors"
    os.utime(w, ns=(w.stat().st_atime_ns, w.stat().st_mtime_ns + 10**9))  # as `cp` without -p
    assert modelstore.resolve_model(None) == built  # full check passes, mtime re-recorded
    assert manifest(built)["files"]["model.safetensors"]["mtime_ns"] == w.stat().st_mtime_ns
    gate, real = threading.Event(), integrity.sha256_file
    monkeypatch.setattr(integrity, "sha256_file", lambda *a, **k: (gate.wait(10), real(*a, **k))[1])
    assert modelstore.resolve_model(None) == built  # returns while the hash waits: not at the load's cost
    gate.set()
    assert weights_check.damage() is None  # the background check passed


def test_old_manifest_is_upgraded_not_rebuilt(built, monkeypatch):
    old = {k: v for k, v in manifest(built).items() if k != "files"}
    (built / modelstore.MANIFEST).write_text(json.dumps(old))
    monkeypatch.setattr(modelstore, "join_parts", lambda *a, **k: pytest.fail("rebuilt"))
    assert modelstore.resolve_model(None) == built
    files = manifest(built)["files"]
    assert files["model.safetensors"]["sha256"] == integrity.sha256_file(built / "model.safetensors")


def test_old_manifest_over_a_truncated_file_is_refused(built):
    old = {k: v for k, v in manifest(built).items() if k != "files"}
    (built / modelstore.MANIFEST).write_text(json.dumps(old))
    w = built / "model.safetensors"
    os.truncate(w, w.stat().st_size - 10)
    with pytest.raises(ModelError, match=r"model\.safetensors is truncated .*redraft model pull"):
        modelstore.resolve_model(None)
    assert "files" not in manifest(built)  # nothing recorded over a broken file


def test_damaged_gguf_conversion_names_its_own_fix(tiny_gguf, tmp_path):  # noqa: F811
    src = tmp_path / "mine.gguf"
    src.write_bytes(tiny_gguf.read_bytes())
    folder = modelstore.resolve_model(str(src))
    (folder / "config.json").unlink()
    with pytest.raises(ModelError, match=f"redraft model pull --model {src}"):
        modelstore.resolve_model(str(src))
    assert modelstore.pull_model(str(src)) == folder and (folder / "config.json").is_file()


@pytest.mark.parametrize(
    "damage, words",
    [
        (lambda d: os.truncate(d / "model.safetensors", 100), "is truncated"),
        (lambda d: (d / "config.json").write_text('{"hidden_size": 8,'), "config.json is not valid JSON"),
        (lambda d: (d / "model.safetensors").write_bytes(b"\xff" * 16), "model.safetensors is damaged"),
    ],
)
def test_broken_local_folder_is_one_error_with_the_fix(tmp_path, damage, words):
    folder = tmp_path / "m"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    tiny_safetensors(folder / "model.safetensors")
    assert modelstore.resolve_model(str(folder)) == folder.resolve()
    damage(folder)
    with pytest.raises(ModelError) as err:
        modelstore.resolve_model(str(folder))
    assert words in str(err.value) and "download or copy it again" in str(err.value)
    assert "\n" not in str(err.value)


def test_verify_a_plain_folder_checks_structure_only(tmp_path):
    folder = tmp_path / "m"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    tiny_safetensors(folder / "model.safetensors")
    assert modelstore.verify_model(str(folder)) == (folder.resolve(), 0, False)
    with pytest.raises(ModelError, match="not built yet"):
        modelstore.verify_model(None)


def tamper_keeping_mtime(path):
    """Damage in place that the quick check cannot see (the size and mtime kept)."""
    st = path.stat()
    flip_byte(path, st.st_size - 100)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))


def load(folder, quant):
    from redraft.engine.backends import load_backend
    from redraft.engine.placement import place

    pytest.importorskip("torch")
    assert modelstore.resolve_model(None) == folder
    return load_backend(place("torch", "cpu", "auto", quant), folder)


@pytest.mark.parametrize(
    "quant, unread, read",
    [("none", "redraft-int4.safetensors", "model.safetensors"),
     ("int4", "model.safetensors", "redraft-int4.safetensors"),
     ("int8", "model.safetensors", "redraft-int8.safetensors")],
)
def test_the_background_check_hashes_the_files_the_load_read(built, quant, unread, read):
    """A folder holds the weights three ways and a load reads one or two: the check hashes
    those (2.2 GB of the 0.5B's folder otherwise), so damage in a file the process never read
    does not refuse its writes, and damage in one it read does."""
    tamper_keeping_mtime(built / unread)
    assert load(built, quant).info.quant == quant
    assert weights_check.damage() is None
    weights_check.forget()
    tamper_keeping_mtime(built / read)
    load(built, quant)
    found = weights_check.damage()
    assert found is not None and f"{read} fails its sha256 check" in found.describe()


def test_a_second_load_of_the_folder_hashes_what_either_load_read(built):
    """Two loads of one folder in a process (a bench of int4 against bf16): the check after the
    second covers the second's files and the first's (its backend may still run)."""
    tamper_keeping_mtime(built / "redraft-int4.safetensors")
    load(built, "int4")
    load(built, "none")  # resolves again: a fresh check, which still hashes the int4 file
    found = weights_check.damage()
    assert found is not None and "redraft-int4.safetensors fails its sha256 check" in found.describe()

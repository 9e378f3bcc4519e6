"""Edge cases of the safe-write routine (app/safe_write.py) found in review: races between
the check and the rename, what is synced, and bytes that must come back exactly."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from redraft.app import atomic, backups
from redraft.app.files import read_source
from redraft.app.refusals import Refused
from redraft.app.safe_write import apply_edit, preflight, restore
from redraft.engine.events import Summary

ORIGINAL = "x = 1\ny = 2\nz = 3\n"


def summary(stop: str = "eos") -> Summary:
    return Summary("prompt lookup", 50, 40, 10, 10, 30, 20, 5.0, 50.0, stop)


@pytest.fixture(autouse=True)
def state(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    return tmp_path / "state"


@pytest.fixture
def src(tmp_path) -> Path:
    f = tmp_path / "a.py"
    f.write_text(ORIGINAL)
    return f


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(atomic.SUFFIX))


def during_backup(monkeypatch, action) -> None:
    real = backups.save_copy

    def save_copy(data, name, suffix=""):
        path = real(data, name, suffix)
        action()
        return path

    monkeypatch.setattr(backups, "save_copy", save_copy)


def during_temp_sync(monkeypatch, action) -> None:
    real = os.fsync

    def fsync(fd):
        real(fd)
        if os.readlink(f"/proc/self/fd/{fd}").endswith(atomic.SUFFIX):
            action()

    monkeypatch.setattr(atomic.os, "fsync", fsync)


# ---- a save that lands after the check but before the rename survives ---------------------
@pytest.mark.parametrize("hook", [during_backup, during_temp_sync])
def test_a_change_during_the_write_itself_is_not_overwritten(src, monkeypatch, hook):
    loaded = read_source(src)
    hook(monkeypatch, lambda: src.write_text("theirs = 1\n"))  # an editor saves meanwhile
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "count = 1\n", summary(), force=True)
    assert src.read_text() == "theirs = 1\n" and leftovers(src.parent) == []
    assert not err.value.forceable and "changed on disk" in str(err.value)


def test_undo_does_not_overwrite_a_change_made_during_it(src, monkeypatch):
    done = apply_edit(read_source(src), "count = 1\n", summary())
    during_temp_sync(monkeypatch, lambda: src.write_text("theirs = 1\n"))
    with pytest.raises(Refused):
        restore(src, done.backup, "count = 1\n")
    assert src.read_text() == "theirs = 1\n" and leftovers(src.parent) == []


# ---- what is synced before the rename -------------------------------------------------------
def test_the_backup_and_its_folder_are_synced_before_the_file_is_replaced(src, monkeypatch):
    synced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    def replace(a, b):
        synced.append(f"replace {b}")
        real_replace(a, b)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    monkeypatch.setattr(atomic.os, "replace", replace)
    done = apply_edit(read_source(src), "count = 1\n", summary())
    at = synced.index(f"replace {src}")
    assert str(done.backup) in synced[:at] and str(done.backup.parent) in synced[:at]
    assert str(src.parent) in synced[at:]  # and the rename itself


# ---- lines the result did not change keep their exact bytes --------------------------------
@pytest.mark.parametrize(
    "raw, result, want",
    [
        # mixed endings: the minority lines the model did not touch keep theirs
        (b"a\r\nb\nc\r\nd\r\n", "a\nb\nC\nd\n", b"a\r\nb\nC\r\nd\r\n"),
        (b"a\nb\r\nc\nd\n", "a\nb\nc\nD\n", b"a\nb\r\nc\nD\n"),
        (b"a\r\nb\n", "A\nb\n", b"A\nb\n"),  # a tie: new lines get LF, b keeps its own
        # a stray "\r" before a CRLF (double conversion) is not eaten
        (b"a\r\r\nb\r\n", "a\r\nB\n", b"a\r\r\nB\r\n"),
        (b"\xef\xbb\xbfa\r\nb\n", "a\nb\nc\n", b"\xef\xbb\xbfa\r\nb\nc\n"),
        # files whose plain conversion round-trips are written as before
        (b"a\r\nb\r\n", "a\nb\nc", b"a\r\nb\r\nc"),
        (b"a\nb", "a\nB\n", b"a\nB\n"),
    ],
)
def test_unchanged_lines_keep_their_exact_endings(tmp_path, raw, result, want):
    f = tmp_path / "m.txt"
    f.write_bytes(raw)
    apply_edit(read_source(f), result, summary())
    assert f.read_bytes() == want


# ---- the stale-temp sweep takes only what redraft could have left --------------------------
def test_the_sweep_leaves_a_users_file_that_merely_looks_like_a_temp(src):
    old = os.path.getmtime(src) - 7200
    theirs = [
        src.parent / f".{src.name}.Backup01.redraft",  # not tempfile's alphabet (lowercase, digits, _)
        src.parent / f".{src.name}.my-notes.redraft",
        src.parent / f".{src.name}.12345.redraft",
    ]
    for p in theirs:
        p.write_text("mine")
        os.utime(p, (old, old))
    legacy = src.parent / f".{src.name}.k3j_x9ab.redraft"  # what mkstemp named temps before pids
    legacy.write_text("half")
    os.utime(legacy, (old, old))
    atomic.sweep_stale(src)
    assert all(p.read_text() == "mine" for p in theirs) and not legacy.exists()


# ---- preflight: what would fail at the rename is refused before the model runs --------------
@pytest.mark.parametrize("sticky", [True, False])
def test_another_users_file_in_a_sticky_folder_is_refused_before_the_model_runs(tmp_path, monkeypatch, sticky):
    folder = tmp_path / "shared"
    folder.mkdir()
    os.chmod(folder, 0o1777 if sticky else 0o777)  # like /tmp: only a file's owner may replace it
    f = folder / "theirs.py"
    f.write_text(ORIGINAL)
    os.chmod(f, 0o666)
    me = 54321  # neither the file's owner nor the folder's
    assert f.stat().st_uid != me and folder.stat().st_uid != me
    monkeypatch.setattr(os, "geteuid", lambda: me)
    loaded = read_source(f)
    if not sticky:
        preflight(loaded)  # a plain folder: the rename works (the owner becomes the writer's)
        return
    with pytest.raises(Refused) as err:
        preflight(loaded, force=True)
    assert not err.value.forceable and "sticky" in str(err.value) and "edit a copy" in str(err.value)
    assert f.read_text() == ORIGINAL

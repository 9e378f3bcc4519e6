"""Edge cases of the safe-write routine (app/files/safe_write.py) found in review: races between
the check and the rename, what is synced, and bytes that must come back exactly."""

from __future__ import annotations

import codecs
import grp
import os
import stat
import time
from pathlib import Path

import pytest

from redraft.app.files import atomic, backups, safe_write
from redraft.app.files.reading import read_source
from redraft.app.files.refusals import Refused
from redraft.app.files.safe_write import apply_edit, preflight, restore
from redraft.engine.errors import InputError
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
    real_fsync, real_swap = os.fsync, atomic.swap

    def fsync(fd):
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    def swap(a, b, displaced):
        synced.append(f"replace {b}")
        return real_swap(a, b, displaced)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    monkeypatch.setattr(atomic, "swap", swap)
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


# ---- assertions the review's mutations showed missing --------------------------------------
def test_the_temp_is_synced_before_the_rename(src, monkeypatch):
    events: list[str] = []
    real_fsync, real_swap = os.fsync, atomic.swap
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (events.append(os.readlink(f"/proc/self/fd/{fd}")), real_fsync(fd))[1])
    monkeypatch.setattr(atomic, "swap", lambda a, b, d: (events.append(f"replace {a}"), real_swap(a, b, d))[1])
    apply_edit(read_source(src), "count = 1\n", summary())
    (rename,) = [e for e in events if e.startswith("replace ")]
    assert rename.removeprefix("replace ") in events[: events.index(rename)]


@pytest.mark.skipif(os.geteuid() != 0, reason="needs a file of another group than the writer's")
def test_set_id_bits_survive_the_group_being_kept(src):
    os.chown(src, -1, grp.getgrnam("daemon").gr_gid)
    os.chmod(src, 0o2750)  # chown clears set-id bits: the mode must be set after it
    apply_edit(read_source(src), "count = 1\n", summary())
    assert stat.S_IMODE(src.stat().st_mode) == 0o2750 and src.stat().st_gid == grp.getgrnam("daemon").gr_gid


@pytest.mark.skipif(os.geteuid() != 0, reason="needs a file of another owner than the writer")
def test_when_the_owner_cannot_be_kept_the_group_still_is(src, monkeypatch):
    daemon = grp.getgrnam("daemon").gr_gid
    os.chown(src, 4321, daemon)
    real = os.fchown

    def fchown(fd, uid, gid):  # as a user who may not give files away
        if uid != -1:
            raise PermissionError(1, "Operation not permitted")
        real(fd, uid, gid)

    monkeypatch.setattr(atomic.os, "fchown", fchown)
    done = apply_edit(read_source(src), "count = 1\n", summary())
    assert src.stat().st_gid == daemon and src.read_text() == "count = 1\n"
    assert done.notes == ("the owner (uid 4321) could not be kept: the file is now yours",)


def test_a_temp_over_an_hour_old_is_stale_whatever_its_pid_says(src, monkeypatch):
    monkeypatch.setattr(atomic, "writer_alive", lambda pid, mtime: True)  # a live (or unknowable) pid
    fresh, old = (src.parent / f".{src.name}.{n}.0123abcd.redraft" for n in (11111, 22222))
    for p in (fresh, old):
        p.write_text("half")
    os.utime(old, (time.time() - atomic.STALE_S - 60,) * 2)
    atomic.sweep_stale(src)
    assert fresh.exists() and not old.exists()


def test_a_symlink_pointed_elsewhere_meanwhile_is_not_written_through(tmp_path):
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text(ORIGINAL)
    b.write_text(ORIGINAL)
    link = tmp_path / "link.py"
    link.symlink_to(a)
    loaded = read_source(link)
    link.unlink()
    link.symlink_to(b)  # retargeted during generation
    with pytest.raises(Refused, match="now points to another file"):
        apply_edit(loaded, "count = 1\n", summary(), force=True)
    assert a.read_text() == ORIGINAL == b.read_text() and os.readlink(link) == str(b)


def test_free_space_on_one_filesystem_counts_the_file_and_its_backup_together(src, monkeypatch):
    loaded = read_source(src)
    need_file = 2 * loaded.size + safe_write.MARGIN  # either alone would fit, both do not
    monkeypatch.setattr(safe_write.shutil, "disk_usage", lambda p: type("U", (), {"free": need_file + 1})())
    with pytest.raises(InputError, match="the file and its backup"):
        preflight(loaded)


@pytest.mark.parametrize("enc, bom", [("utf-32-le", codecs.BOM_UTF32_LE), ("utf-32-be", codecs.BOM_UTF32_BE)])
def test_utf32_is_written_back_as_utf32(tmp_path, enc, bom):
    f = tmp_path / "w.txt"
    f.write_bytes(bom + "a = 1\r\nb = 'é😀'\r\n".encode(enc))
    apply_edit(read_source(f), "count = 1\nb = 'é😀'\n", summary())
    assert f.read_bytes() == bom + "count = 1\r\nb = 'é😀'\r\n".encode(enc)


# ---- a long (legal) file name still leaves room for the temp's and the backup's -------------
@pytest.mark.parametrize("stem", ["a" * 236, "é" * 118])  # 239 and 239 bytes with ".py"; NAME_MAX is 255
def test_a_file_with_a_long_name_can_be_written(tmp_path, stem):
    f = tmp_path / f"{stem}.py"
    f.write_text(ORIGINAL)
    loaded = read_source(f)
    preflight(loaded)
    done = apply_edit(loaded, "count = 1\n", summary())
    assert f.read_text() == "count = 1\n" and done.backup.read_text() == ORIGINAL
    assert leftovers(tmp_path) == []
    stale = atomic.temp_path(f).with_name(atomic.temp_path(f).name.replace(f".{os.getpid()}.", ".999999999."))
    stale.write_text("half")  # left by a dead writer: still recognised as this file's
    atomic.sweep_stale(f)
    assert not stale.exists()

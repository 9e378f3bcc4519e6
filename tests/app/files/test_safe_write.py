"""The safe-write routine (app/files/safe_write.py) that `edit --write` and the TUI's accept share:
each case of issue 10 that concerns writing, reproduced on real files."""

from __future__ import annotations

import errno
import grp
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from redraft.app.files import atomic, backups, refusals, safe_write
from redraft.app.files.reading import read_source
from redraft.app.files.refusals import Candidate, Refusal, Refused, blocking
from redraft.app.files.safe_write import WriteFailed, apply_edit, preflight, restore
from redraft.engine.errors import InputError
from redraft.engine.events import Summary

ROOT = Path(__file__).resolve().parents[3]


def summary(stop: str = "eos", tokens: int = 40) -> Summary:
    return Summary("prompt lookup", 50, tokens, 10, 10, 30, 20, 5.0, 50.0, stop)


@pytest.fixture(autouse=True)
def state(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    return tmp_path / "state"


@pytest.fixture
def src(tmp_path) -> Path:
    f = tmp_path / "a.py"
    f.write_text("x = 1\ny = 2\nz = 3\n")
    return f


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".redraft"))


def test_summary_complete_only_for_eos_and_stop():
    assert summary("eos").complete and summary("stop").complete
    for stop in ("max_tokens", "context", "loop", "cancelled"):
        assert not summary(stop).complete


# ---- 1. an incomplete result is refused unless forced --------------------------------------
def test_incomplete_result_is_refused_and_says_what_is_missing(src):
    loaded = read_source(src)
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "count = 1\n", summary("max_tokens", 12))
    assert "stopped at max_tokens after 12 tokens; the file would end at line 1 of 3" in str(err.value)
    assert err.value.forceable and "--force" in str(err.value) and "--max-tokens" in str(err.value)
    assert src.read_text() == "x = 1\ny = 2\nz = 3\n"
    apply_edit(loaded, "count = 1\n", summary("max_tokens", 12), force=True)
    assert src.read_text() == "count = 1\n"


def test_refusals_are_data_a_new_check_plugs_in(src, monkeypatch):
    """What the quality helper will add ("breaks a file that parsed before") is one function."""

    def breaks_parse(c: Candidate) -> Refusal | None:
        return Refusal("breaks_parse", "the result no longer parses", "fix the instruction") if "(" in c.after else None

    monkeypatch.setattr(refusals, "RESULT_CHECKS", [*refusals.RESULT_CHECKS, breaks_parse])
    loaded = read_source(src)
    with pytest.raises(Refused, match="no longer parses"):
        apply_edit(loaded, "x = (\n", summary())
    with pytest.raises(Refused, match="no longer parses"):
        apply_edit(loaded, "x = (\n", summary(), force={"incomplete"})  # forcing another reason
    apply_edit(loaded, "x = (\n", summary(), force={"breaks_parse"})
    assert src.read_text() == "x = (\n"
    found = [Refusal("a", "r", "f"), Refusal("b", "r", "f", forceable=False)]
    assert [r.code for r in blocking(found, True)] == ["b"] and len(blocking(found, False)) == 2


# ---- 2. a file changed on disk is never overwritten, not even with force --------------------
def test_changed_on_disk_is_never_forced(src):
    loaded = read_source(src)
    st = src.stat()
    src.write_text("x = 9\ny = 2\nz = 3\n")  # same size, mtime put back: the hash tells
    os.utime(src, ns=(st.st_atime_ns, st.st_mtime_ns))
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "count = 1\n", summary(), force=True)
    assert not err.value.forceable and "changed on disk" in str(err.value)
    assert src.read_text() == "x = 9\ny = 2\nz = 3\n"


# ---- 3. line endings and a BOM come back as they were --------------------------------------
def test_crlf_and_bom_are_kept(tmp_path):
    f = tmp_path / "w.txt"
    f.write_bytes(b"\xef\xbb\xbfa = 1\r\nb = 2\r\n")
    loaded = read_source(f)
    assert loaded.text == "a = 1\nb = 2\n"  # what the model sees and diffs
    apply_edit(loaded, "count = 1\nb = 2\n", summary())
    assert f.read_bytes() == b"\xef\xbb\xbfcount = 1\r\nb = 2\r\n"


def test_utf16_is_written_back_as_utf16(tmp_path):
    f = tmp_path / "w.txt"
    f.write_bytes(b"\xff\xfe" + "a = 1\r\n".encode("utf-16-le"))
    apply_edit(read_source(f), "count = 1\n", summary())
    assert f.read_bytes() == b"\xff\xfe" + "count = 1\r\n".encode("utf-16-le")


# ---- 4. a symlink stays a symlink; its target gets the edit ---------------------------------
def test_writes_through_a_symlink(tmp_path):
    real = tmp_path / "real" / "a.py"
    real.parent.mkdir()
    real.write_text("x = 1\n")
    link = tmp_path / "link.py"
    link.symlink_to(real)
    done = apply_edit(read_source(link), "count = 1\n", summary())
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "count = 1\n" and done.target == real.resolve()
    assert leftovers(real.parent) == [] and leftovers(tmp_path) == []


# ---- 5. mode, owner and group; read-only files ----------------------------------------------
def test_mode_and_group_are_kept(src):
    os.chmod(src, 0o640)
    if os.geteuid() == 0:
        os.chown(src, -1, grp.getgrnam("daemon").gr_gid)
    before = src.stat()
    done = apply_edit(read_source(src), "count = 1\n", summary())
    after = src.stat()
    assert stat.S_IMODE(after.st_mode) == 0o640
    assert (after.st_uid, after.st_gid) == (before.st_uid, before.st_gid) and done.notes == ()


def test_read_only_file_is_refused_unless_forced(src):
    os.chmod(src, 0o444)
    loaded = read_source(src)
    with pytest.raises(Refused, match=r"read-only \(mode 0444\)"):
        preflight(loaded)  # before the model runs
    with pytest.raises(Refused, match="read-only"):
        apply_edit(loaded, "count = 1\n", summary())
    assert src.read_text() == "x = 1\ny = 2\nz = 3\n"
    apply_edit(loaded, "count = 1\n", summary(), force=True)
    assert src.read_text() == "count = 1\n" and stat.S_IMODE(src.stat().st_mode) == 0o444


def test_read_only_filesystem_is_never_forced(src, monkeypatch):
    real = os.statvfs
    monkeypatch.setattr(refusals.os, "statvfs", lambda p: os.statvfs_result(
        (*real(p)[:8], real(p).f_flag | os.ST_RDONLY, real(p).f_namemax)))
    loaded = read_source(src)
    with pytest.raises(Refused) as err:
        apply_edit(loaded, "count = 1\n", summary(), force=True)
    assert "read-only filesystem" in str(err.value) and not err.value.forceable


def test_someone_elses_file_is_refused_for_a_user_who_cannot_write_it(src, monkeypatch):
    monkeypatch.setattr(refusals.os, "access", lambda p, m: False)
    with pytest.raises(Refused, match=r"not writable by you \(mode 0644"):
        apply_edit(read_source(src), "count = 1\n", summary())


# ---- 6. backups are the owner's alone ------------------------------------------------------
def test_backups_are_private(src, state):
    os.chmod(src, 0o600)
    state.mkdir(mode=0o755)
    (state / "backups").mkdir(mode=0o755)  # as older versions left it
    os.chmod(state / "backups", 0o755)
    done = apply_edit(read_source(src), "count = 1\n", summary())
    assert done.backup.read_text() == "x = 1\ny = 2\nz = 3\n"
    assert stat.S_IMODE(done.backup.stat().st_mode) == 0o600
    assert stat.S_IMODE(done.backup.parent.stat().st_mode) == 0o700


def test_a_new_state_dir_is_private(src, state):
    done = apply_edit(read_source(src), "count = 1\n", summary())
    assert stat.S_IMODE(state.stat().st_mode) == 0o700 == stat.S_IMODE(done.backup.parent.stat().st_mode)


# ---- 7. write-time failures: checked before the model runs; the edit is never lost ----------
def test_preflight_refuses_a_folder_it_cannot_write(src, monkeypatch):
    real_open = os.open

    def read_only_fs(path, flags, *a):
        if str(path).endswith(atomic.SUFFIX):
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, flags, *a)

    monkeypatch.setattr(atomic.os, "open", read_only_fs)
    with pytest.raises(InputError, match=r"cannot write in .*Read-only file system"):
        preflight(read_source(src))


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes in a 0555 folder")
def test_preflight_refuses_a_read_only_folder(src):
    os.chmod(src.parent, 0o555)
    try:
        with pytest.raises(InputError, match="cannot write in"):
            preflight(read_source(src))
    finally:
        os.chmod(src.parent, 0o755)


def test_preflight_checks_free_space_for_file_and_backup(src, monkeypatch):
    monkeypatch.setattr(safe_write.shutil, "disk_usage", lambda p: type("U", (), {"free": 1000})())
    with pytest.raises(InputError, match="not enough free space"):
        preflight(read_source(src))


def test_disk_filled_during_generation_writes_nothing_and_keeps_the_edit(src, state, monkeypatch):
    loaded = read_source(src)
    backups.private_dir(backups.backup_dir())
    monkeypatch.setattr(safe_write.shutil, "disk_usage", lambda p: type("U", (), {"free": 10})())
    with pytest.raises(WriteFailed) as err:
        apply_edit(loaded, "count = 1\n", summary())
    msg = str(err.value)
    assert "not enough free space" in msg and "nothing was written" in msg and err.value.saved.read_text() == "count = 1\n"
    assert src.read_text() == "x = 1\ny = 2\nz = 3\n" and not list(state.glob("backups/*-a.py"))


def test_disk_full_mid_write_keeps_file_and_edit(src, state, monkeypatch):
    loaded = read_source(src)
    real_write = os.write
    monkeypatch.setattr(
        atomic.os, "write",
        lambda fd, b: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device"))
        if os.readlink(f"/proc/self/fd/{fd}").endswith(atomic.SUFFIX) else real_write(fd, b),
    )
    with pytest.raises(WriteFailed) as err:
        apply_edit(loaded, "count = 1\n", summary())
    assert "No space left on device" in str(err.value) and "the file is unchanged" in str(err.value)
    assert src.read_text() == "x = 1\ny = 2\nz = 3\n" and leftovers(src.parent) == []
    assert err.value.saved.read_text() == "count = 1\n"  # the edit is kept beside the backups
    assert str(err.value.saved) in str(err.value) and len(str(err.value).splitlines()) == 1


def test_full_backup_dir_leaves_no_empty_backup(src, state, monkeypatch):
    loaded = read_source(src)

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(backups.os, "fsync", full)  # the backup is written first, and fails
    with pytest.raises(WriteFailed) as err:
        apply_edit(loaded, "count = 1\n", summary())
    assert "nothing was written" in str(err.value) and err.value.saved is None
    assert list((state / "backups").iterdir()) == []  # no partial or empty backup
    assert src.read_text() == "x = 1\ny = 2\nz = 3\n" and leftovers(src.parent) == []


def test_rename_failure_removes_the_temp(src, monkeypatch):
    monkeypatch.setattr(atomic, "swap", lambda a, b, d: (_ for _ in ()).throw(OSError(errno.EXDEV, "boom")))
    with pytest.raises(WriteFailed):
        apply_edit(read_source(src), "count = 1\n", summary())
    assert src.read_text() == "x = 1\ny = 2\nz = 3\n" and leftovers(src.parent) == []


# ---- 8. kill -9 mid-write: the stale temp does not outlive the next write -------------------
def test_kill_9_during_the_write_leaves_nothing_after_the_next_run(src, state):
    code = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from redraft.app.files import atomic\n"
        "from redraft.app.files.reading import read_source\n"
        "from redraft.app.files.safe_write import apply_edit\n"
        "atomic.swap = lambda a, b, d: os.kill(os.getpid(), 9)\n"
        f"apply_edit(read_source(Path({str(src)!r})), 'count = 1\\n')\n"
    )
    env = {**os.environ, "REDRAFT_STATE_DIR": str(state)}
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, timeout=60)
    assert proc.returncode == -9
    assert len(leftovers(src.parent)) == 1 and src.read_text() == "x = 1\ny = 2\nz = 3\n"
    legacy = src.parent / f".{src.name}.k3j_x9ab.redraft"  # from a version without pids
    legacy.write_text("old")
    os.utime(legacy, (time.time() - 600, time.time() - 600))
    preflight(read_source(src))  # the next run sweeps before the model runs
    assert leftovers(src.parent) == []


def test_a_live_writers_temp_is_left_alone(src):
    mine = atomic.temp_path(src)
    mine.write_text("in progress")
    atomic.sweep_stale(src)
    assert mine.exists()


# ---- undo keeps the same guarantees --------------------------------------------------------
def test_undo_restores_exact_bytes_through_a_symlink(tmp_path):
    real = tmp_path / "real.txt"
    real.write_bytes(b"a = 1\r\nb = 2\r\n")
    os.chmod(real, 0o640)
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    loaded = read_source(link)
    done = apply_edit(loaded, "count = 1\nb = 2\n", summary())
    after = read_source(link).text
    restore(link, done.backup, after)
    assert real.read_bytes() == b"a = 1\r\nb = 2\r\n" and link.is_symlink()
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    real.write_bytes(b"changed\r\n")
    with pytest.raises(Refused, match="changed since the accept"):
        restore(link, done.backup, after)


def test_a_dead_or_reused_pid_does_not_keep_a_temp(src):
    zombie = subprocess.Popen(["sleep", "60"])
    zombie.kill()  # not reaped yet: a zombie, as after a kill -9 of a child
    time.sleep(0.2)
    ztemp = src.parent / f".{src.name}.{zombie.pid}.0123abcd.redraft"
    ztemp.write_text("half")
    fresh = subprocess.Popen(["sleep", "60"])  # alive, but started after the temp was written
    try:
        reused = src.parent / f".{src.name}.{fresh.pid}.89abcdef.redraft"
        reused.write_text("half")
        os.utime(reused, (time.time() - 120, time.time() - 120))
        atomic.sweep_stale(src)
        assert not ztemp.exists() and not reused.exists()
    finally:
        fresh.kill()
        fresh.wait()
        zombie.wait()

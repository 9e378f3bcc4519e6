import os
import stat

import pytest

from redraft.app.files import changed_on_disk, read_source, restore, write_atomic
from redraft.engine.errors import InputError


@pytest.fixture(autouse=True)
def state_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))


def test_write_keeps_a_backup_and_restore_puts_it_back(tmp_path):
    f = tmp_path / "a.py"
    f.write_text("old\n")
    os.chmod(f, 0o750)
    backup = write_atomic(f, "new\n")
    assert f.read_text() == "new\n"
    assert backup.read_text() == "old\n"
    assert stat.S_IMODE(f.stat().st_mode) == 0o750  # permissions survive the replace
    restore(f, backup)
    assert f.read_text() == "old\n"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".redraft")]  # no temp left


def test_failed_write_leaves_the_file_alone(tmp_path, monkeypatch):
    f = tmp_path / "a.py"
    f.write_text("old\n")

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_atomic(f, "new\n")
    assert f.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == ["a.py"]


def test_changed_on_disk(tmp_path):
    f = tmp_path / "a.py"
    f.write_text("one\n")
    loaded = read_source(f)
    assert not changed_on_disk(loaded)
    f.write_text("two two\n")
    assert changed_on_disk(loaded)


@pytest.mark.parametrize(
    "data, word", [(b"\x00\x01", "binary"), (b"\xff\xfe", "UTF-8")]
)
def test_unreadable_content(tmp_path, data, word):
    f = tmp_path / "x"
    f.write_bytes(data)
    with pytest.raises(InputError, match=word):
        read_source(f)

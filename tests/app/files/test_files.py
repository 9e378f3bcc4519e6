"""Reading a file to edit (app/files/reading.py, app/files/textcodec.py): regular files only, a hard byte
cap, encodings and line endings, and the stamp a write checks."""

import codecs
import os
import socket
import threading

import pytest

from redraft.app.files import reading as files
from redraft.app.files.reading import changed_on_disk, read_source
from redraft.app.files.textcodec import decode_text, encode_text
from redraft.engine.errors import InputError


@pytest.fixture(autouse=True)
def state_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))


def test_changed_on_disk_sees_size_mtime_and_bytes(tmp_path):
    f = tmp_path / "a.py"
    f.write_text("one\n")
    loaded = read_source(f)
    assert changed_on_disk(loaded) is None
    st = f.stat()
    f.write_text("two\n")  # same size; the mtime put back: only the sha256 can tell
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert "changed on disk" in changed_on_disk(loaded)
    f.unlink()
    assert "deleted" in changed_on_disk(loaded)


@pytest.mark.parametrize("data, word", [(b"\x00\x01", "binary"), (b"\xff\xfe", "UTF-16")])
def test_unreadable_content(tmp_path, data, word):
    f = tmp_path / "x"
    f.write_bytes(data + b"\x00\xd8")  # a lone surrogate after the UTF-16 mark
    with pytest.raises(InputError, match=word):
        read_source(f)


def test_latin1_is_not_utf8(tmp_path):
    f = tmp_path / "x.txt"
    f.write_bytes("caf\xe9\n".encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8"):
        read_source(f)


@pytest.mark.parametrize(
    "raw",
    [
        b"a = 1\r\nb = 2\r\n",  # CRLF
        b"a = 1\nb = 2\n",  # LF
        codecs.BOM_UTF8 + b"a = 1\r\nb = 2\r\n",  # UTF-8 BOM + CRLF
        codecs.BOM_UTF16_LE + "a = 1\r\nb = 2 é\r\n".encode("utf-16-le"),
        codecs.BOM_UTF16_BE + "a = 1\nb = 2 é\n".encode("utf-16-be"),
        b"a = 1\rb = 2\r",  # CR alone (old Mac files)
    ],
)
def test_formats_round_trip_and_the_model_sees_lf(raw):
    text, fmt = decode_text(raw)
    assert "\r" not in text and text.startswith("a = 1\nb = 2")
    assert encode_text(text, fmt) == raw
    assert encode_text(text.replace("a = 1", "count = 1"), fmt) == raw.replace(
        "a = 1".encode(fmt.encoding), "count = 1".encode(fmt.encoding)
    )


def test_mixed_endings_take_the_dominant_style():
    text, fmt = decode_text(b"a\r\nb\r\nc\n")
    assert fmt.newline == "\r\n" and encode_text(text, fmt) == b"a\r\nb\r\nc\r\n"


def test_a_lone_cr_is_a_line_break_only_in_a_cr_file():
    text, fmt = decode_text(b"a\rb\rc\r\nd\n")  # mostly CR: every ending is one to the model
    assert (text, fmt.newline, fmt.describe()) == ("a\nb\nc\nd\n", "\r", "UTF-8, CR")
    text, fmt = decode_text(b"bar\r50%\nx\n")  # an LF file: its stray CR is text
    assert (text, fmt.newline) == ("bar\r50%\nx\n", "\n")


def test_utf16_file_is_read_not_called_binary(tmp_path):
    f = tmp_path / "notes.txt"
    f.write_bytes(codecs.BOM_UTF16_LE + "hello\r\nwörld\r\n".encode("utf-16-le"))
    loaded = read_source(f)
    assert loaded.text == "hello\nwörld\n" and loaded.fmt.encoding == "utf-16-le"


def test_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="FIFO"):
        read_source(fifo)


def test_socket_and_devices_are_refused(tmp_path):
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(tmp_path / "s"))
    try:
        with pytest.raises(InputError, match="socket"):
            read_source(tmp_path / "s")
    finally:
        sock.close()
    with pytest.raises(InputError, match="character device"):
        read_source("/dev/zero")


def test_size_is_never_trusted(tmp_path, monkeypatch):
    """A file that reports a small size but keeps going is cut at the cap, not read to the end."""
    monkeypatch.setattr(files, "MAX_BYTES", 1000)
    big = tmp_path / "big.txt"
    big.write_text("x" * 1001)
    with pytest.raises(InputError, match="too large"):
        read_source(big)
    reads = []
    real_read = os.read

    def endless(fd, n):  # like /dev/zero behind a regular file's stat
        reads.append(n)
        return b"y" * n if len(reads) < 50 else real_read(fd, n)

    small = tmp_path / "small.txt"
    small.write_text("x")
    monkeypatch.setattr(files.os, "read", endless)
    with pytest.raises(InputError, match="too large"):
        read_source(small)
    assert sum(reads) <= 1001


def test_a_fifo_swapped_in_after_the_stat_cannot_hang(tmp_path, monkeypatch):
    f = tmp_path / "a.txt"
    f.write_text("x\n")
    real_stat = os.stat

    def stat_then_swap(p, *a, **k):
        st = real_stat(p, *a, **k)
        monkeypatch.setattr(files.os, "stat", real_stat)  # once
        f.unlink()
        os.mkfifo(f)
        return st

    monkeypatch.setattr(files.os, "stat", stat_then_swap)
    done = []
    t = threading.Thread(target=lambda: done.append(pytest.raises(InputError, read_source, f)), daemon=True)
    t.start()
    t.join(5)
    assert done, "read_source hung on a FIFO"


def test_symlink_is_followed_and_remembered(tmp_path):
    real = tmp_path / "real.py"
    real.write_text("x\n")
    link = tmp_path / "link.py"
    link.symlink_to(real)
    loaded = read_source(link)
    assert loaded.path == link and loaded.real == real.resolve()
    (tmp_path / "dangling").symlink_to(tmp_path / "gone")
    with pytest.raises(InputError, match="does not exist"):
        read_source(tmp_path / "dangling")

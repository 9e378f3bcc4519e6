"""Issue 25, cases 4 (the CLI) and 5: control characters are shown, never run, in every
message and in a terminal's --diff (a pipe gets the patch's exact bytes); a file name or an
instruction that is not UTF-8, and a closed or full stdout, are one line and exit 2 (the
model cache and the config: test_cli_config.py). The generation is a fake session
(in-process, or in a subprocess through the console script's entry())."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.app import cli
from redraft.app.tui.history import History
from redraft.engine.filenames import readable_name
from tests.app.test_cli_safety import EDITED, SOURCE, FakeSession, isolated, run, src, use  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
# OSC set-title (BEL and ST ends), CSI clear and home, C1 CSI/OSC/ST, DEL, a NUL-free mix
HOSTILE = (
    "x = 1\n"
    "# \x1b]2;PWNED\x07 title\n"
    "# \x1b]0;PWNED2\x1b\\ title with ST\n"
    "# \x1b[2J\x1b[H clear\n"
    "# \x9b31m C1 CSI \x9d0;t\x9c C1 OSC\n"
    "# del \x7f and bell \x07\n"
    "# tab\tstays\n"
)
EDITED_HOSTILE = HOSTILE.replace("x = 1", "count = 1").replace("stays", "stays put")  # one hunk: every line
RAW = ("\x1b", "\x07", "\x9b", "\x9d", "\x9c", "\x7f")  # what a terminal would obey


def raw_controls(text: str) -> list[str]:
    return [c for c in RAW if c in text]


def entry_script(argv: list[str], result: str, torch: bool = True, load_marker: str = "", times: int = 1) -> str:
    """A `redraft` process with a fake model: entry() as the console script runs it. torch:
    pretend a model was loaded (entry leaves by os._exit after flushing itself)."""
    return (
        "import sys, types\n"
        + ("sys.modules['torch'] = types.ModuleType('torch')\n" if torch else "")
        + "from redraft.engine.session import Session\n"
        "from tests.app.test_cli_safety import FakeSession\n"
        "def load(cls, **kw):\n"
        + (f"    print({load_marker!r}, file=sys.stderr)\n" if load_marker else "")
        + f"    return FakeSession({result!r} * {times})\n"
        "Session.load = classmethod(load)\n"
        f"sys.argv = ['redraft', *{argv!r}]\n"
        "from redraft.app.cli import entry\n"
        "entry()\n"
    )


def run_entry(argv, result=EDITED, torch=True, env=None, shell_redirect: str = "", **kw) -> subprocess.CompletedProcess:
    """The script under bash, so a test can close or redirect stdout as a user does."""
    script = entry_script(argv, result, torch, kw.pop("load_marker", ""))
    cmd = f'"{sys.executable}" -c "$SCRIPT" {shell_redirect}'
    full_env = {**os.environ, **(env or {}), "SCRIPT": script}
    return subprocess.run(["bash", "-c", cmd], cwd=ROOT, capture_output=True, env=full_env, timeout=120, **kw)


# ---- case 4: control characters in the CLI ------------------------------------------------
@pytest.fixture
def hostile(tmp_path) -> Path:
    f = tmp_path / "h.py"
    f.write_text(HOSTILE)
    return f


def test_diff_on_a_terminal_shows_control_characters(hostile, tmp_path):
    """stdout a terminal (a pty): the diff's control characters in caret notation; tab and
    newline stay."""
    edited = EDITED_HOSTILE
    script = entry_script(["edit", str(hostile), "-i", "rename x to count", "--force"], edited)  # the extra change is suspect
    master, slave = pty.openpty()
    env = {**os.environ, "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "state")}
    p = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=slave, stderr=subprocess.PIPE, env=env)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the child closed its end
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    assert p.wait(60) == 0
    shown = out.decode().replace("\r\n", "\n")
    assert raw_controls(shown) == [], shown
    assert "\n # ^[]2;PWNED^G title\n" in shown and "^[[2J^[[H clear" in shown
    assert "<U+009B>31m C1 CSI <U+009D>0;t<U+009C>" in shown and "del ^? and bell ^G" in shown
    assert "+# tab\tstays put\n" in shown and "+count = 1\n" in shown


def test_diff_to_a_pipe_is_the_exact_patch_and_applies(hostile, tmp_path):
    """`redraft edit --diff | git apply` / `patch`: the bytes are the file's, escapes and all."""
    edited = EDITED_HOSTILE
    p = subprocess.run(
        [sys.executable, "-c", entry_script(["edit", "h.py", "-i", "rename x to count", "--force"], edited)],  # suspect: exit 3
        cwd=tmp_path, capture_output=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT), "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "s")},
    )
    assert p.returncode == 0, p.stderr
    assert b"\n # \x1b]2;PWNED\x07 title\n" in p.stdout and b"\n # \x1b[2J\x1b[H clear\n" in p.stdout
    assert "\n # \x9b31m C1 CSI \x9d0;t\x9c C1 OSC\n".encode() in p.stdout  # U+009B as UTF-8, as in the file
    (tmp_path / "patch.diff").write_bytes(p.stdout)
    subprocess.run(["git", "apply", "--check", "patch.diff"], cwd=tmp_path, check=True, capture_output=True)
    subprocess.run(["patch", "-p1", "-i", "patch.diff"], cwd=tmp_path, check=True, capture_output=True)
    assert (tmp_path / "h.py").read_text() == edited


def test_messages_show_control_characters_in_file_names_and_arguments(tmp_path, capsys, monkeypatch):
    evil = "\x1b]2;PWNED\x07\x9b2J"
    missing = tmp_path / f"{evil}.py"
    code, _, err = run(capsys, str(missing), "-i", "x")
    assert code == 2 and len(err) == 1 and raw_controls("\n".join(err)) == []
    assert "^[]2;PWNED^G<U+009B>2J.py: no such file" in err[0]
    f = tmp_path / f"{evil}.py"
    f.write_text(SOURCE)
    use(monkeypatch, FakeSession(EDITED))
    code, _, err = run(capsys, str(f), "-i", "x", "--write")
    assert code == 0 and f.read_text() == EDITED and err[-1].startswith(f"wrote {tmp_path}/^[]2;PWNED^G")
    assert raw_controls("\n".join(err)) == []
    with pytest.raises(SystemExit) as e:  # argparse repeats unknown arguments
        cli.main(["edit", str(f), "-i", "x", evil])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments: ^[]2;PWNED^G" in err and raw_controls(err) == []


def test_a_logged_warning_shows_control_characters():
    """A library's warning with no handler set (logging's last resort, as in `redraft edit`)."""
    code = (
        "import logging\nfrom redraft.app.terminal import show_log_messages\nshow_log_messages()\n"
        "logging.getLogger('redraft.x').warning('could not update %s', '\\x1b]2;PWNED\\x07')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.stderr == "could not update ^[]2;PWNED^G\n", p.stderr


# ---- case 5: a file name that is not UTF-8 ---------------------------------------------------
class StrictCharTok:
    """As a real (Rust) tokenizer: text only, so a lone surrogate cannot be encoded."""

    eos = [1]

    def encode_chat(self, messages):
        encoded = [m["content"].encode("utf-8") for m in messages]
        return list(encoded[-1])  # the user message's bytes (the tiny context holds 512)

    def decode(self, ids):
        return ""


def test_a_non_utf8_name_reaches_the_tokenizer_as_text():
    """The prompt names the file; a name's undecodable bytes (os.fsdecode's lone surrogates)
    made the tokenizer raise after the model loaded. They are written \\xNN."""
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.session import EditRequest, Session
    from tests.tiny import tiny_model

    session = Session(TorchBackend(tiny_model()), StrictCharTok())
    ids = session.prompt(EditRequest("x = 1\n", "rename x", os.fsdecode(b"\xff\xfeweird.py")))
    assert b"File `\\xff\\xfeweird.py`:\n```python\nx = 1\n" in bytes(ids)
    assert readable_name(os.fsdecode(b"caf\xc3\xa9\xff")) == "caf\u00e9\\xff"


@pytest.mark.skipif(not (Path.home() / ".cache/redraft/models").is_dir(), reason="no cached model tokenizer")
def test_the_real_tokenizer_takes_a_non_utf8_name():
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.store.modelstore import DEFAULT_NAME
    from redraft.engine.session import EditRequest, Session
    from redraft.engine.tokenizer import load_tokenizer
    from tests.tiny import tiny_model

    folder = Path.home() / ".cache/redraft/models" / DEFAULT_NAME
    if not (folder / "tokenizer.json").is_file():
        pytest.skip("the default model is not converted")
    session = Session(TorchBackend(tiny_model()), load_tokenizer(folder))  # only the prompt is made
    assert session.prompt(EditRequest("x = 1\n", "rename x", os.fsdecode(b"\xff.py")))


def test_a_non_utf8_name_is_edited_written_and_shown_escaped(tmp_path):
    """`redraft edit $'\\xff.py'`: the diff header on a pipe keeps the name's bytes (so
    `patch` finds the file); messages show it as \\xff; --write writes it."""
    raw = tmp_path.as_posix().encode() + b"/\xff.py"
    Path(os.fsdecode(raw)).write_text(SOURCE)
    env = {"REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "state")}
    p = run_entry(["edit", os.fsdecode(raw), "-i", "rename y to count"], env=env)
    assert p.returncode == 0, p.stderr
    assert b"--- a" + raw + b"\n+++ b" + raw + b"\n" in p.stdout
    p = run_entry(["edit", os.fsdecode(raw), "-i", "rename y to count", "--write"], env=env)
    assert p.returncode == 0, p.stderr
    err = p.stderr.decode("utf-8")  # strict: nothing undecodable reached the terminal
    assert f"wrote {tmp_path}/\\xff.py (backup:" in err and "\\udcff" not in err
    assert Path(os.fsdecode(raw)).read_text() == EDITED


def test_a_non_utf8_instruction_is_refused_before_the_model(src, capsys, monkeypatch):  # noqa: F811
    """`-i $'rename \\xff'`: argv keeps the byte as a lone surrogate, which no tokenizer takes."""
    session = use(monkeypatch, FakeSession(EDITED))
    code, _, err = run(capsys, str(src), "-i", os.fsdecode(b"rename \xff"))
    assert code == 2 and err == ["redraft: error: the instruction is not valid UTF-8: pass it in UTF-8 "
                                 "(your terminal's or shell's encoding)"]
    assert not session.loads and src.read_text() == SOURCE


def test_history_stores_a_non_utf8_name_and_never_leaves_a_temp(tmp_path):
    """The TUI saved the history on Enter: a key holding a surrogate raised mid-write (not
    an OSError), killed the app and left .history.*.json behind."""
    path = tmp_path / "state" / "history.json"
    key = os.fsdecode(b"/tmp/\xff.py")
    h = History(path)
    h.add(key, "rename x to count")
    assert History(path).recall(key) == ["rename x to count"]
    assert History(path).items == [(key, "rename x to count")]
    assert [p.name for p in path.parent.iterdir()] == ["history.json"]


def test_a_history_write_that_fails_midway_leaves_no_temp(tmp_path, monkeypatch):
    path = tmp_path / "history.json"
    h = History(path)

    def boom(*a, **kw):
        raise ValueError("cannot encode")

    monkeypatch.setattr(json, "dump", boom)
    h.add("k", "an instruction")  # no exception: history is a convenience
    assert list(tmp_path.iterdir()) == []


# ---- case 5: a closed or full stdout --------------------------------------------------------------
@pytest.mark.parametrize("unbuffered", ["1", ""])
@pytest.mark.parametrize("mode", ["--diff", "--stdout"])
def test_a_closed_stdout_is_refused_before_the_model(src, tmp_path, unbuffered, mode):  # noqa: F811
    env = {"PYTHONUNBUFFERED": unbuffered, "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "s")}
    p = run_entry(["edit", str(src), "-i", "x", mode], env=env, shell_redirect=">&-", load_marker="LOADED")
    err = p.stderr.decode()
    assert p.returncode == 2 and err.count("\n") == 1 and "stdout is closed" in err and "LOADED" not in err, err
    assert src.read_text() == SOURCE


def test_a_closed_stdout_still_writes_with_write(src, tmp_path):  # noqa: F811
    env = {"PYTHONUNBUFFERED": "1", "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "s")}
    p = run_entry(["edit", str(src), "-i", "x", "--write"], env=env, shell_redirect=">&-")
    assert p.returncode == 0 and src.read_text() == EDITED, p.stderr
    assert b"wrote" in p.stderr and b"Traceback" not in p.stderr


@pytest.mark.parametrize("unbuffered", ["1", ""])
def test_a_closed_stderr_does_not_land_in_stdout(src, tmp_path, unbuffered):  # noqa: F811
    """`redraft edit --stdout > out.py 2>&-`: with fd 2 closed Python's sys.stderr is None and
    print(file=None) writes to stdout: the stats line would end up inside out.py."""
    env = {"PYTHONUNBUFFERED": unbuffered, "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "s")}
    p = run_entry(["edit", str(src), "-i", "x", "--stdout"], env=env, shell_redirect="2>&-")
    assert p.returncode == 0 and p.stdout.decode() == EDITED


@pytest.mark.parametrize("unbuffered", ["1", ""])
@pytest.mark.parametrize("torch", [True, False])
@pytest.mark.parametrize("mode", ["--diff", "--stdout"])
def test_a_full_stdout_is_one_line_and_the_result_is_kept(src, tmp_path, unbuffered, torch, mode):  # noqa: F811
    env = {"PYTHONUNBUFFERED": unbuffered, "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "s")}
    p = run_entry(["edit", str(src), "-i", "x", mode], torch=torch, env=env, shell_redirect="> /dev/full")
    lines = p.stderr.decode().strip().splitlines()
    assert p.returncode == 2, p.stderr
    assert lines[0].startswith("[prompt lookup]") and len(lines) == 2, lines
    assert "could not write the output" in lines[1] and "No space left on device" in lines[1]
    assert src.read_text() == SOURCE
    (saved,) = (tmp_path / "s" / "backups").glob("*.result")  # the write fails where it is made
    assert str(saved) in lines[1] and saved.read_text() == EDITED


@pytest.mark.parametrize("unbuffered", ["1", ""])
def test_a_reader_that_left_is_141(src, tmp_path, unbuffered):  # noqa: F811
    env = {"PYTHONUNBUFFERED": unbuffered, "REDRAFT_CONFIG": os.devnull, "REDRAFT_STATE_DIR": str(tmp_path / "s")}
    p = subprocess.run(  # `| true`: a reader that leaves unread; the output is larger than a pipe holds
        ["bash", "-c", f'"{sys.executable}" -c "$SCRIPT" | true; echo "rc=${{PIPESTATUS[0]}}"'],
        cwd=ROOT, capture_output=True, timeout=120,
        env={**os.environ, **env, "SCRIPT": entry_script(["edit", str(src), "-i", "x", "--stdout"], EDITED, times=2000)},
    )
    assert b"rc=141" in p.stdout and b"Traceback" not in p.stderr, p.stderr


@pytest.mark.parametrize("argv, prog", [
    (["edit", "f.py", "-i", "x", "--bogus"], "redraft edit"),
    (["check", "a.py", "-i", "x", "--bogus"], "redraft check"),
    (["model", "pull", "--bogus"], "redraft model pull"),
])
def test_an_unknown_option_is_the_commands_error_with_its_usage(argv, prog, capsys):
    """`redraft edit ... --bogus` printed the top level's usage (`redraft [-h] [--version]
    {edit,...}`), which says nothing of edit's options."""
    with pytest.raises(SystemExit) as e:
        cli.main(argv)
    err = capsys.readouterr().err
    assert e.value.code == 2 and err.startswith(f"usage: {prog} ") and f"{prog}: error: unrecognized arguments: --bogus" in err

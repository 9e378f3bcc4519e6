"""Issue 25, cases 5 and 6, the model cache and the config: a broken cached config.json and
an unusable REDRAFT_CACHE_DIR are one line and exit 2; REDRAFT_CONFIG must exist; bad config
values are named by key and file; an over-long instruction is named with its limit;
--stats-json never turns a write into a failure that looks like nothing was written. The
generation is a fake session (in-process), or the command fails before any model loads."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.app import cli
from redraft.engine.store import integrity
from redraft.engine.errors import InputError
from tests.app.test_cli import assert_one_line_error, redraft
from tests.app.test_cli_safety import EDITED, SOURCE, FakeSession, cached_folder, isolated, run, src, use  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]

# ---- case 5: the model cache --------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_cached_config_json_broken_in_place_names_model_pull(src, tmp_path, monkeypatch, damage):  # noqa: F811
    """Damaged with its mtime kept (bit rot, a restore that keeps times): one line, the fix."""
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path / "cache"))
    folder = cached_folder(tmp_path / "cache")
    config = folder / "config.json"
    config.write_text(json.dumps({"model_type": "qwen2", "hidden_size": 64, "vocab_size": 128}))
    manifest = json.loads((folder / "redraft-manifest.json").read_text())
    manifest["files"] = integrity.record(folder, ("redraft-manifest.json",))
    (folder / "redraft-manifest.json").write_text(json.dumps(manifest))
    st = config.stat()
    data = config.read_bytes()
    config.write_bytes(b"\x00" * len(data) if damage == "garbage" else data[: len(data) // 2])
    os.utime(config, ns=(st.st_atime_ns, st.st_mtime_ns))
    p = redraft("edit", str(src), "-i", "x")
    assert_one_line_error(p, "config.json", "run `redraft model pull` to repair it")


def test_cache_dir_naming_a_file_is_one_line(src, tmp_path, monkeypatch):  # noqa: F811
    (tmp_path / "afile").write_text("")
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path / "afile"))
    for argv in (["edit", str(src), "-i", "x"], ["model", "pull"]):
        p = redraft(*argv)
        assert_one_line_error(p, f"REDRAFT_CACHE_DIR={tmp_path}/afile", "Not a directory", "point it at a writable folder")


def test_cache_dir_on_a_read_only_filesystem_is_one_line(src, tmp_path, capsys, monkeypatch):  # noqa: F811
    """EROFS, injected where the cache's folders are made (a mount needs privileges)."""
    cache = tmp_path / "ro-cache"
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(cache))
    real_mkdir = os.mkdir

    def mkdir(path, *a, **kw):
        if str(path).startswith(str(cache)):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_mkdir(path, *a, **kw)

    monkeypatch.setattr(os, "mkdir", mkdir)
    code = cli.main(["edit", str(src), "-i", "x"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1
    assert f"REDRAFT_CACHE_DIR={cache}: cannot create {cache}/models in it (Read-only file system)" in err[0]


def test_cache_dir_on_a_real_read_only_mount(src, tmp_path):  # noqa: F811
    """The same on a read-only tmpfs, where this machine lets a test mount one."""
    mnt = tmp_path / "ro"
    mnt.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(mnt)], capture_output=True).returncode:
        pytest.skip("mounting is not permitted here")
    try:
        env = {**os.environ, "REDRAFT_CACHE_DIR": str(mnt)}
        p = subprocess.run([sys.executable, "-m", "redraft.app", "edit", str(src), "-i", "x"],
                           capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
        assert_one_line_error(p, "Read-only file system", "REDRAFT_CACHE_DIR")
    finally:
        subprocess.run(["umount", str(mnt)], check=True)


# ---- case 6: surprises ----------------------------------------------------------------------------
def test_redraft_config_naming_a_missing_file_is_refused_like_config(src, tmp_path, monkeypatch, capsys):  # noqa: F811
    session = use(monkeypatch, FakeSession(EDITED))
    monkeypatch.setenv("REDRAFT_CONFIG", str(tmp_path / "nope.toml"))
    code, _, err = run(capsys, str(src), "-i", "x")
    assert code == 2 and err == [f"redraft: error: REDRAFT_CONFIG={tmp_path}/nope.toml: no such file; "
                                 "point it at a config file (/dev/null: none) or unset it"]
    monkeypatch.setenv("REDRAFT_CONFIG", str(tmp_path))
    code, _, err = run(capsys, str(src), "-i", "x")
    assert code == 2 and "is a directory" in err[0]
    assert not session.loads
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)  # none, as git takes it
    assert run(capsys, str(src), "-i", "x")[0] == 0
    monkeypatch.setenv("REDRAFT_CONFIG", "")  # unset: the default location
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert run(capsys, str(src), "-i", "x")[0] == 0


def test_redraft_config_missing_is_refused_by_the_tui_too(tmp_path, monkeypatch):
    from redraft.app.tui_cmd import run_tui
    from redraft.engine.errors import ConfigError

    started = []
    monkeypatch.setattr("redraft.app.tui.app.RedraftApp.run", lambda self: started.append(1))
    monkeypatch.setenv("REDRAFT_CONFIG", str(tmp_path / "nope.toml"))
    with pytest.raises(ConfigError, match="REDRAFT_CONFIG=.*no such file"):
        run_tui([])
    assert not started


@pytest.mark.parametrize("text, flags, words", [
    ('dtype = "fp8"\n', [], "config file {conf}: dtype must be one of"),
    ('device = "tpu"\n', [], "config file {conf}: device 'tpu' is not a device name"),
    ('backend = "foo"\n', [], "config file {conf}: backend must be one of"),
    ("[decode]\nngram_max = 3\n", ["--ngram-min", "5"], "config file {conf}: ngram_max must be at least"),
    ("[decode]\nmax_draft = 999\n", [], "config file {conf}: max_draft must be in [1, 64]"),
    ("[decode]\nngram_min = 2\n", ["--ngram-max", "1"], "--ngram-max must be at least"),  # the flag's value
])
def test_bad_config_values_are_named_by_key_and_file(src, tmp_path, monkeypatch, capsys, text, flags, words):  # noqa: F811
    conf = tmp_path / "config.toml"
    conf.write_text(text)
    monkeypatch.setenv("REDRAFT_CONFIG", str(conf))
    if "dtype" in text:  # refused where the backend is chosen: the real loader, up to there
        p = redraft("edit", str(src), "-i", "x", *flags)
        assert_one_line_error(p, words.format(conf=conf))
        assert "--dtype" not in p.stderr
        return
    code, _, err = run(capsys, str(src), "-i", "x", *flags)
    assert code == 2 and len(err) == 1 and words.format(conf=conf) in err[0], err
    assert ("--" in err[0]) == ("--" in words)


def test_an_unknown_model_in_the_config_names_the_file_and_the_models(src, tmp_path, monkeypatch):  # noqa: F811
    """A user's config said `model = "coder-9b"`: the error named neither the file nor the
    models redraft knows (it offered to download `coder-9b` from the hub)."""
    conf = tmp_path / "config.toml"
    conf.write_text('model = "coder-9b"\n')
    monkeypatch.setenv("REDRAFT_CONFIG", str(conf))
    p = redraft("edit", str(src), "-i", "x")
    assert_one_line_error(p, f"config file {conf}: model = 'coder-9b': no model named 'coder-9b': pass coder-0.5b, coder-1.5b")
    p = redraft("edit", str(src), "-i", "x", "--model", "coder-9b")  # the flag's: no file named
    assert_one_line_error(p, "no model named 'coder-9b'")
    assert "config file" not in p.stderr


def test_a_bad_theme_in_the_config_names_the_file(tmp_path, monkeypatch):
    from redraft.app.tui_cmd import run_tui
    from redraft.engine.errors import ConfigError

    conf = tmp_path / "c.toml"
    conf.write_text('theme = "nope"\n')
    monkeypatch.setenv("REDRAFT_CONFIG", str(conf))
    monkeypatch.setattr("redraft.app.tui.app.RedraftApp.run", lambda self: None)
    with pytest.raises(ConfigError, match=f"config file {conf}: theme: unknown theme 'nope'"):
        run_tui([])
    with pytest.raises(ConfigError, match="^unknown theme 'other'"):
        run_tui(["--theme", "other"])


class CharTok:
    """One token per character of the user message, plus a 10-token frame."""

    eos = [1]

    def encode_chat(self, messages):
        return [2] * (10 + len(messages[-1]["content"]))

    def decode(self, ids):
        return ""


def tiny_session():
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.session import Session
    from tests.tiny import tiny_model

    return Session(TorchBackend(tiny_model()), CharTok())  # context 512


def test_a_long_instruction_is_named_with_its_limit():
    from redraft.engine.session import EditRequest

    session = tiny_session()
    with pytest.raises(InputError) as e:
        session.prompt(EditRequest("y = 2\n", "rename y " * 100))
    msg = str(e.value)
    assert msg.startswith("the instruction is too long for this model: it is 899 tokens")
    assert "with this file (" in msg and "it may be at most" in msg and "shorten the instruction" in msg
    limit = int(msg.split("at most ")[1].split(";")[0])
    session.prompt(EditRequest("y = 2\n", "r" * limit))  # the limit it names fits
    with pytest.raises(InputError, match="the instruction is too long"):
        session.prompt(EditRequest("y = 2\n", "r" * (limit + 1)))


def test_a_long_file_is_still_the_file():
    from redraft.engine.session import EditRequest

    with pytest.raises(InputError, match="^the file is too long for this model: its prompt is"):
        tiny_session().prompt(EditRequest("y = 2\n" * 100, "rename y"))


def test_a_non_utf8_instruction_is_refused_by_the_session_too():
    from redraft.engine.session import EditRequest

    with pytest.raises(InputError, match="not valid UTF-8"):
        tiny_session().prompt(EditRequest("y = 2\n", os.fsdecode(b"rename \xff")))


@pytest.mark.parametrize("mode", ["--write", "--diff", "--stdout"])
def test_stats_json_that_cannot_be_written_delivers_nothing_and_keeps_the_result(src, tmp_path, capsys, monkeypatch, mode):  # noqa: F811
    """/dev/full passes the writability check (it opens) and fails the write. The stats are
    written before the result is delivered, so exit 2 means: nothing was."""
    use(monkeypatch, FakeSession(EDITED))
    code, out, err = run(capsys, str(src), "-i", "x", mode, "--stats-json", "/dev/full")
    assert code == 2 and out == "" and src.read_text() == SOURCE
    assert len(err) == 2 and err[0].startswith("[prompt lookup]")
    assert err[1].startswith("redraft: error: --stats-json /dev/full: cannot write it (No space left on device)")
    (saved,) = (tmp_path / "state" / "backups").glob("*.result")
    assert saved.read_text() == EDITED and str(saved) in err[1]
    assert (f"{src} was not written" if mode == "--write" else "was not printed") in err[1]


def test_stats_json_is_written_with_the_file(src, tmp_path, capsys, monkeypatch):  # noqa: F811
    use(monkeypatch, FakeSession(EDITED))
    stats = tmp_path / "stats.json"
    code, _, err = run(capsys, str(src), "-i", "x", "--write", "--stats-json", str(stats))
    assert code == 0 and src.read_text() == EDITED and json.loads(stats.read_text())["tokens"] == 12


@pytest.mark.parametrize("stdout_ok", [True, False])
def test_a_failed_write_with_nowhere_to_keep_the_result_is_one_line(src, capsys, monkeypatch, stdout_ok):  # noqa: F811
    """The write failed and so did keeping the result beside the backups: it goes to stdout,
    and if stdout cannot take it either (full, closed) the one line says the result is lost."""
    from redraft.app import headless
    from redraft.app.files.safe_write import WriteFailed

    use(monkeypatch, FakeSession(EDITED))

    def fail(*a, **kw):
        raise WriteFailed(f"{src}: the disk failed; nothing was written", None)

    monkeypatch.setattr(headless, "apply_edit", fail)
    if not stdout_ok:
        monkeypatch.setattr(headless, "write_out", lambda text: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    code, out, err = run(capsys, str(src), "-i", "x", "--write")
    assert code == 2 and len(err) == 2 and src.read_text() == SOURCE
    if stdout_ok:
        assert out == EDITED and err[1].endswith("nothing was written; it is printed on stdout")
    else:
        assert err[1].endswith("nothing was written; stdout cannot take it either, so the result is lost")

"""`redraft edit` never loses or corrupts a file, and every user-reachable error is one line
with exit code 2 (issue 10). The generation is a fake session (in-process), or the command
fails before any model loads (subprocess)."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.app.files import atomic
from redraft.app import cli
from redraft.engine.store import integrity
from redraft.engine.events import Done, Summary
from redraft.engine.store.manifest import FORMAT
from redraft.engine.store.modelstore import DEFAULT_NAME, MANIFEST
from redraft.engine.session import EditResult, Session
from tests.app.test_cli import assert_one_line_error, redraft
from tests.engine.store.test_modelstore import tiny_safetensors

SOURCE = "def f(x):\n    y = x + 1\n    z = y * 2\n    return z\n\n\nprint(f(1))\nprint(f(2))\n"
EDITED = SOURCE.replace("y", "count")
CUT = "def f(x):\n    count = x + 1\n"  # what max_tokens 12 leaves


class FakeSession:
    """Session.load's stand-in: returns `text`, stopping for `stop`; `during` runs mid-generation."""

    def __init__(self, text: str, stop: str = "eos", tokens: int = 12, during=None) -> None:
        self.text, self.stop, self.tokens, self.during = text, stop, tokens, during
        self.cfgs: list = []
        self.loads: list = []

    def stats_line(self, summary):
        return summary.line()

    def edit(self, req, cfg):
        self.cfgs.append(cfg)
        if self.during:
            self.during()
        s = Summary("prompt lookup", 90, self.tokens, 5, 5, 20, 10, 100.0, 400.0, self.stop)
        return EditResult(self.text, Done(f"```\n{self.text}```", (), s))


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)  # no config file


@pytest.fixture
def src(tmp_path) -> Path:
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    return f


def use(monkeypatch, session: FakeSession) -> FakeSession:
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: (session.loads.append(kw), session)[1]))
    return session


def run(capsys, *argv: str) -> tuple[int, str, list[str]]:
    code = cli.main(["edit", *argv])
    out, err = capsys.readouterr()
    return code, out, err.strip().splitlines()


def saved_results(tmp_path) -> list[Path]:
    return sorted((tmp_path / "state" / "backups").glob("*.result"))


# ---- case 1: a truncated result is never written unless forced --------------------------------
def test_max_tokens_result_is_refused_by_write(src, tmp_path, capsys, monkeypatch):
    use(monkeypatch, FakeSession(CUT, "max_tokens", 12))
    code, _, err = run(capsys, str(src), "-i", "rename y to count", "--max-tokens", "12", "--write")
    assert code == 2 and src.read_text() == SOURCE
    assert err[0].startswith("[prompt lookup] 12 tokens") and len(err) == 2
    line = err[1]
    assert "stopped at max_tokens after 12 tokens; the file would end at line 2 of 8" in line
    assert "raise --max-tokens" in line and "--force" in line
    (saved,) = saved_results(tmp_path)
    assert str(saved) in line and saved.read_text() == CUT  # the generation is not lost


@pytest.mark.parametrize("stop", ["context", "loop", "cancelled"])
def test_every_early_stop_is_incomplete(src, capsys, monkeypatch, stop):
    use(monkeypatch, FakeSession(CUT, stop))
    code, _, err = run(capsys, str(src), "-i", "x", "--write")
    assert code == 2 and src.read_text() == SOURCE and "incomplete" in err[-1]


def test_force_writes_an_incomplete_result(src, capsys, monkeypatch):
    use(monkeypatch, FakeSession(CUT, "max_tokens"))
    code, _, err = run(capsys, str(src), "-i", "x", "--write", "--force")
    assert code == 0 and src.read_text() == CUT and err[-1].startswith(f"wrote {src}")


def test_stdout_and_diff_label_an_incomplete_result(src, capsys, monkeypatch):
    use(monkeypatch, FakeSession(CUT, "max_tokens"))
    code, out, err = run(capsys, str(src), "-i", "x", "--stdout")
    assert code == 3 and out == CUT and err[-1].startswith("redraft: incomplete: stopped at max_tokens")
    code, out, err = run(capsys, str(src), "-i", "x")
    assert code == 3 and out.startswith(f"diff --git a{src} b{src}\n--- a{src}") and "incomplete" in err[-1]


def test_a_complete_result_is_written(src, capsys, monkeypatch):
    use(monkeypatch, FakeSession(EDITED))
    code, _, err = run(capsys, str(src), "-i", "x", "--write")
    assert code == 0 and src.read_text() == EDITED and "backup:" in err[-1]


def test_write_prunes_backups_as_the_config_says(src, tmp_path, capsys, monkeypatch):
    conf = tmp_path / "config.toml"
    conf.write_text("[backups]\nkeep = 2\nmax_age_days = 0\n")
    monkeypatch.setenv("REDRAFT_CONFIG", str(conf))
    folder = tmp_path / "state" / "backups"
    folder.mkdir(parents=True)
    for i in range(3):  # older backups of other files
        old = folder / f"old{i}.py"
        old.write_text("x")
        os.utime(old, (1000 + i, 1000 + i))
    use(monkeypatch, FakeSession(EDITED))
    code, _, err = run(capsys, str(src), "-i", "x", "--write")
    kept = sorted(p.name for p in folder.iterdir())
    assert code == 0 and len(kept) == 2 and "old2.py" in kept  # the newest old one and ours
    assert any(err[-1].endswith(f"(backup: {folder / name})") for name in kept)


# ---- case 2: a change made during generation survives --------------------------------------
def test_a_file_changed_during_generation_is_not_overwritten_even_forced(src, tmp_path, capsys, monkeypatch):
    theirs = SOURCE + "# their change\n"
    use(monkeypatch, FakeSession(EDITED, during=lambda: src.write_text(theirs)))
    code, _, err = run(capsys, str(src), "-i", "x", "--write", "--force")
    assert code == 2 and src.read_text() == theirs
    assert "changed on disk since redraft read it" in err[-1] and "--force" not in err[-1]
    assert saved_results(tmp_path)[0].read_text() == EDITED


# ---- cases 3 and 4 through the CLI: CRLF through a symlink ----------------------------------
def test_crlf_through_a_symlink(tmp_path, capsys, monkeypatch):
    real = tmp_path / "real.py"
    real.write_bytes(SOURCE.replace("\n", "\r\n").encode())
    link = tmp_path / "link.py"
    link.symlink_to(real)
    session = use(monkeypatch, FakeSession(EDITED))
    code, out, _ = run(capsys, str(link), "-i", "x")  # the diff: only the changed lines
    removed = [ln for ln in out.splitlines() if ln.startswith("-") and not ln.startswith("---")]
    assert code == 0 and len(removed) == 2 and "\r" not in out  # not every line
    code, _, err = run(capsys, str(link), "-i", "x", "--write")
    assert code == 0 and link.is_symlink() and real.read_bytes() == EDITED.replace("\n", "\r\n").encode()
    assert f"through {link} -> {real}" in err[-1] and len(session.cfgs) == 2


# ---- case 7: write-time failures --------------------------------------------------------------
def test_disk_full_during_the_write_keeps_the_edit(src, tmp_path, capsys, monkeypatch):
    use(monkeypatch, FakeSession(EDITED))
    monkeypatch.setattr(atomic, "swap", lambda a, b, d: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device")))
    code, _, err = run(capsys, str(src), "-i", "x", "--write")
    assert code == 2 and src.read_text() == SOURCE and len(err) == 2
    assert "No space left on device" in err[-1] and saved_results(tmp_path)[0].read_text() == EDITED
    assert not [p for p in src.parent.iterdir() if p.name.endswith(".redraft")]


def test_nothing_runs_when_the_folder_is_not_writable(src, capsys, monkeypatch):
    session = use(monkeypatch, FakeSession(EDITED))
    monkeypatch.setattr(atomic, "probe_dir", lambda *a: (_ for _ in ()).throw(OSError(errno.EROFS, "Read-only file system")))
    code, _, err = run(capsys, str(src), "-i", "x", "--write")
    assert code == 2 and err == [f"redraft: error: {src}: cannot write in {src.parent} (Read-only file system); "
                                 "make the folder writable, or use --stdout/--diff"]
    assert session.loads == []  # refused before the model loads


def test_bad_stats_json_path_is_refused_before_the_model(src, tmp_path, capsys, monkeypatch):
    session = use(monkeypatch, FakeSession(EDITED))
    code, _, err = run(capsys, str(src), "-i", "x", "--write", "--stats-json", str(tmp_path / "no" / "s.json"))
    assert code == 2 and len(err) == 1 and "--stats-json" in err[0] and session.loads == []
    code, _, _ = run(capsys, str(src), "-i", "x", "--write", "--stats-json", str(tmp_path / "s.json"))
    assert code == 0 and src.read_text() == EDITED
    assert json.loads((tmp_path / "s.json").read_text())["complete"] is True


# ---- case 12: the config file ------------------------------------------------------------------
def test_edit_reads_the_config_file_and_flags_override_it(src, tmp_path, capsys, monkeypatch):
    conf = tmp_path / "config.toml"
    conf.write_text('device = "cpu"\n[decode]\nmax_tokens = 77\nmax_draft = 5\n')
    monkeypatch.setenv("REDRAFT_CONFIG", str(conf))
    session = use(monkeypatch, FakeSession(EDITED))
    run(capsys, str(src), "-i", "x", "--max-draft", "9")
    assert (session.cfgs[0].max_tokens, session.cfgs[0].max_draft) == (77, 9)
    assert session.loads[0]["placement"].device == "cpu"  # decided before the load
    conf.write_text("[decode]\nmax_draft = 0\n")
    code, _, err = run(capsys, str(src), "-i", "x")
    assert code == 2 and len(err) == 1 and f"config file {conf}: max_draft must be" in err[0]


def test_edit_runs_the_fast_path_the_tui_runs(src, capsys, monkeypatch):
    """One numerics for every entry point (issue 26): redraft edit loads the backend with the
    settings the TUI and the bench use (no uncompiled one-shot mode), as a one-shot session."""
    session = use(monkeypatch, FakeSession(EDITED))
    run(capsys, str(src), "-i", "x")
    assert session.loads[0]["settings"].fast_path is None  # the device's default, as the TUI
    assert session.loads[0]["one_shot"] is True  # a CPU's tokenizer process, no CPU warm-up
    monkeypatch.setenv("REDRAFT_FAST_PATH", "compile-layer")
    run(capsys, str(src), "-i", "x")
    assert session.loads[1]["settings"].fast_path == "compile-layer"


# ---- errors before any model loads (subprocess: exit code, one line, no traceback) ---------
@pytest.mark.parametrize(
    "flags, words",
    [
        (["--device", "nonsense"], ["'nonsense' is not a device name", "cuda:N"]),
        (["--device", "cuda"], ["--device cuda:", "use cpu or auto"]),
        (["--device", "cuda:3"], ["--device cuda:3:", "use cpu or auto"]),
        (["--device", "mps"], ["--device mps: this machine has no Apple GPU"]),
        (["--backend", "mlx", "--device", "cuda"], ["not an mlx device"]),
    ],
)
def test_device_errors_are_one_line(src, flags, words):
    if "cuda" in flags[-1] and "mlx" not in flags:
        torch = pytest.importorskip("torch")
        if torch.cuda.is_available():
            pytest.skip("this machine has a GPU")
    assert_one_line_error(redraft("edit", str(src), "-i", "x", "--model", "/nonexistent/m", *flags), *words)


def test_device_names_are_checked_without_torch():
    code = (
        "import sys\nfrom redraft.engine.devices import validate_device\n"
        "validate_device('auto', 'cuda:1')\n"
        "try:\n    validate_device('torch', 'gpu')\nexcept Exception as e:\n    print(e)\n"
        "assert 'torch' not in sys.modules\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "'gpu' is not a device name" in p.stdout, p.stderr


def test_special_files_are_one_line(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert_one_line_error(redraft("edit", str(fifo), "-i", "x"), "FIFO")  # no hang
    assert_one_line_error(redraft("edit", "/dev/zero", "-i", "x"), "character device")


def test_utf16_is_not_called_binary(tmp_path):
    f = tmp_path / "u.txt"
    f.write_bytes(b"\xff\xfe" + "hello\n".encode("utf-16-le"))
    p = redraft("edit", str(f), "-i", "x", "--model", str(tmp_path / "no-model"))
    assert_one_line_error(p, "no such file or folder")  # it got past reading the file


def test_read_only_target_is_refused_before_the_model(src, tmp_path):
    os.chmod(src, 0o444)
    p = redraft("edit", str(src), "-i", "x", "--write", "--model", str(tmp_path / "no-model"))
    assert_one_line_error(p, "read-only (mode 0444)", "chmod u+w", "--force")
    p = redraft("edit", str(src), "-i", "x", "--write", "--force", "--model", str(tmp_path / "no-model"))
    assert_one_line_error(p, "no such file or folder")  # forced past it, on to the model


def test_broken_model_folders_are_one_line(src, tmp_path):
    m = tmp_path / "m"
    m.mkdir()
    (m / "config.json").write_text('{"hidden_size": 8')
    tiny_safetensors(m / "model.safetensors")
    assert_one_line_error(redraft("edit", str(src), "-i", "x", "--model", str(m)), "config.json is not valid JSON")
    (m / "config.json").write_text("{}")
    os.truncate(m / "model.safetensors", (m / "model.safetensors").stat().st_size - 4)
    assert_one_line_error(redraft("edit", str(src), "-i", "x", "--model", str(m)), "is truncated", "of")
    os.truncate(m / "model.safetensors", 60)  # into the header
    assert_one_line_error(redraft("edit", str(src), "-i", "x", "--model", str(m)), "is truncated")


def cached_folder(cache: Path) -> Path:
    folder = cache / "models" / DEFAULT_NAME
    folder.mkdir(parents=True)
    (folder / "config.json").write_text("{}")
    tiny_safetensors(folder / "model.safetensors")
    files = integrity.record(folder, (MANIFEST,))
    (folder / MANIFEST).write_text(json.dumps({"source": "default", "format": FORMAT, "files": files}))
    return folder


def test_cached_model_without_weights_names_the_fix(src, tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path / "cache"))
    folder = cached_folder(tmp_path / "cache")
    (folder / "model.safetensors").unlink()
    p = redraft("edit", str(src), "-i", "x")
    assert_one_line_error(p, "model.safetensors is missing", "run `redraft model pull` to repair it")


def test_model_verify_catches_tampering(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path / "cache"))
    folder = cached_folder(tmp_path / "cache")
    p = redraft("model", "verify")
    assert p.returncode == 0 and p.stdout.startswith(f"ok: {folder}: 2 files match"), p.stderr
    w = folder / "model.safetensors"
    st = w.stat()
    data = bytearray(w.read_bytes())
    data[-1] ^= 0xFF
    w.write_bytes(bytes(data))
    os.utime(w, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert_one_line_error(redraft("model", "verify"), "fails its sha256 check", "redraft model pull")


def test_a_closed_pipe_is_not_a_traceback(src, tmp_path):
    """`redraft edit ... --stdout | head -1`: the reader leaves before the output comes."""
    code = (
        "import time\nfrom redraft.engine.session import Session\n"
        "from tests.app.test_cli_safety import EDITED, FakeSession\n"
        "class Slow(FakeSession):\n"
        "    def edit(self, req, cfg):\n        time.sleep(1)\n        return super().edit(req, cfg)\n"
        "Session.load = classmethod(lambda cls, **kw: Slow(EDITED))\n"
        "from redraft.app.cli import main\n"
        f"raise SystemExit(main(['edit', {str(src)!r}, '-i', 'x', '--stdout']))\n"
    )
    p = subprocess.Popen([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()
    err = p.stderr.read().decode()
    assert p.wait(60) == 141 and "Traceback" not in err and "Exception" not in err, err

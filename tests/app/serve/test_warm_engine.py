"""`--server auto` starts a warm engine (issue 43): real `redraft edit` and `redraft serve`
processes over a scripted session (REDRAFT_SESSION_FACTORY, no model), each test in a runtime
and state dir of its own, every server it started stopped and checked gone at its end."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from redraft.app.cli import main
from redraft.app.remote.pidfile import alive, read_pid_file
from redraft.engine.session import Session
from tests.app.serve.fakes import SOURCE, ServeSession

ROOT = Path(__file__).resolve().parents[3]
STARTED = "redraft: started a warm engine in the background"


@pytest.fixture
def env(tmp_path, monkeypatch):
    """A private runtime and state dir, the scripted session for any server started, and no
    server left behind: those this test started are stopped, and must have been gone."""
    run = tmp_path / "run"
    run.mkdir(mode=0o700)
    values = {"XDG_RUNTIME_DIR": str(run), "REDRAFT_STATE_DIR": str(tmp_path / "state"), "REDRAFT_CONFIG": "/dev/null",
              "REDRAFT_SESSION_FACTORY": "tests.app.serve.fakes:serve_factory", "REDRAFT_SERVER": "auto",
              "PYTHONPATH": str(ROOT)}
    for k, v in values.items():
        monkeypatch.setenv(k, v)
    monkeypatch.delenv("REDRAFT_SERVER_TOKEN", raising=False)
    yield dict(os.environ)
    sock = run / "redraft" / "serve.sock"
    pf = read_pid_file(sock)
    if pf is not None and alive(pf.pid):
        subprocess.run([sys.executable, "-m", "redraft.app", "serve", "stop"], env=dict(os.environ), timeout=30)
        pytest.fail(f"the test left a server running (pid {pf.pid})")


def redraft(env: dict, *argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "redraft.app", *argv], env=env, capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


def source_file(tmp_path: Path) -> Path:
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    return f


def started_pid(err: str) -> int:
    line = next(ln for ln in err.splitlines() if ln.startswith(STARTED))
    return int(line.split("pid ")[1].split(";")[0])


def test_an_edit_starts_the_warm_engine_the_next_uses_it_and_stop_stops_it(env, tmp_path):
    f = source_file(tmp_path)
    first = redraft(env, "edit", str(f), "-i", "add a docstring", "--stdout")
    assert first.returncode == 0, first.stderr
    assert first.stdout == SOURCE + "# add a docstring\n"  # served by it
    pid = started_pid(first.stderr)
    (line,) = [ln for ln in first.stderr.splitlines() if ln.startswith("redraft: started")]
    assert "exits after 10 min idle" in line and "`redraft serve stop`" in line and "serve.log" in line
    sock = Path(env["XDG_RUNTIME_DIR"]) / "redraft" / "serve.sock"
    assert f"server: unix:{sock}" in first.stderr

    second = redraft(env, "edit", str(f), "-i", "add a test", "--stdout")
    assert second.returncode == 0 and second.stdout == SOURCE + "# add a test\n"
    assert STARTED not in second.stderr and f"server: unix:{sock}" in second.stderr  # the same engine

    status = redraft(env, "serve", "status")
    assert status.returncode == 0 and f"pid {pid}," in status.stdout and "2 served" in status.stdout
    assert "exits after 10 min idle" in status.stdout and "weights ok" in status.stdout
    stop = redraft(env, "serve", "stop")
    assert stop.returncode == 0 and f"stopped pid {pid}" in stop.stderr
    assert not alive(pid) and not sock.exists() and read_pid_file(sock) is None
    gone = redraft(env, "serve", "status")
    assert gone.returncode == 1 and "no server runs" in gone.stderr


def test_two_edits_at_once_start_one_engine(env, tmp_path):
    f = source_file(tmp_path)
    argv = [sys.executable, "-m", "redraft.app", "edit", str(f), "-i", "add a docstring", "--stdout"]
    procs = [subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
             for _ in range(3)]
    outs = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert all(out == SOURCE + "# add a docstring\n" for out, _ in outs)
    assert sum(err.count(STARTED) for _, err in outs) == 1  # the others waited for it and used it
    assert redraft(env, "serve", "stop").returncode == 0


def test_the_engine_stops_by_itself_when_idle(env, tmp_path):
    (tmp_path / "c.toml").write_text("serve_idle = 1.5\n")
    env = {**env, "REDRAFT_CONFIG": str(tmp_path / "c.toml")}
    f = source_file(tmp_path)
    r = redraft(env, "edit", str(f), "-i", "add a docstring", "--stdout")
    assert r.returncode == 0 and "exits after 0.025 min idle" in r.stderr
    pid = started_pid(r.stderr)
    deadline = time.monotonic() + 20
    while alive(pid):
        assert time.monotonic() < deadline, "the idle engine did not stop"
        time.sleep(0.1)
    log = (tmp_path / "state" / "serve.log").read_text()
    assert "idle for 1.5 s: stopping" in log and "Traceback" not in log
    assert not (Path(env["XDG_RUNTIME_DIR"]) / "redraft" / "serve.sock").exists()


def test_server_off_and_the_config_keep_the_model_here(env, tmp_path, capsys, monkeypatch):
    f = source_file(tmp_path)
    local = ServeSession()
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: local))
    assert main(["edit", str(f), "-i", "a", "--stdout", "--server", "off"]) == 0
    (tmp_path / "off.toml").write_text('server = "off"\n')
    monkeypatch.delenv("REDRAFT_SERVER")
    monkeypatch.setenv("REDRAFT_CONFIG", str(tmp_path / "off.toml"))
    assert main(["edit", str(f), "-i", "b", "--stdout"]) == 0
    assert len(local.calls) == 2 and "server:" not in capsys.readouterr().err
    assert not (Path(env["XDG_RUNTIME_DIR"]) / "redraft").exists()  # no engine was started


def test_an_engine_for_another_model_is_left_alone_and_the_edit_loads_here(env, tmp_path, capsys, monkeypatch):
    f = source_file(tmp_path)
    r = redraft(env, "edit", str(f), "-i", "add a docstring", "--stdout")
    pid = started_pid(r.stderr)
    local = ServeSession()
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: local))
    assert main(["edit", str(f), "-i", "add a test", "--stdout", "--model", "coder-1.5b"]) == 0
    out = capsys.readouterr()
    assert out.out == SOURCE + "# add a test\n" and local.calls  # loaded here
    (line,) = [ln for ln in out.err.splitlines() if "warm engine" in ln]
    assert f"the warm engine (pid {pid}) runs scripted-model" in line and "--model coder-1.5b" in line
    assert "loads its model here" in line and alive(pid)  # untouched
    assert main(["edit", str(f), "-i", "add a test", "--stdout"]) == 0  # nothing asked: it serves
    assert "server: unix:" in capsys.readouterr().err
    assert redraft(env, "serve", "stop").returncode == 0


def test_an_engine_that_cannot_start_is_one_line_and_the_edit_loads_here(env, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("REDRAFT_TEST_LOAD", "fail")
    f = source_file(tmp_path)
    local = ServeSession()
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: local))
    assert main(["edit", str(f), "-i", "add a docstring", "--stdout"]) == 0
    out = capsys.readouterr()
    assert out.out == SOURCE + "# add a docstring\n" and local.calls
    (line,) = [ln for ln in out.err.splitlines() if ln.startswith("redraft: the warm engine did not start")]
    assert "the test's model refuses to load" in line and "loading the model here" in line


def test_an_unusable_runtime_dir_falls_back_and_never_breaks_help(env, tmp_path, monkeypatch):
    """XDG_RUNTIME_DIR unset and /tmp/runtime-<uid> someone else's (or open to all): --help
    works; the warm engine's socket goes to the state dir's private run folder; with no usable
    state dir either, one line and the model loads here."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    bad = tmp / f"runtime-{os.geteuid()}"
    bad.mkdir(mode=0o777)
    os.chmod(bad, 0o777)  # world-writable: platformdirs refuses it
    if os.geteuid() == 0:
        os.chown(bad, 65534, 65534)  # and another user's
    env = {**env, "TMPDIR": str(tmp)}
    del env["XDG_RUNTIME_DIR"]
    for argv in (["--help"], ["serve", "--help"], ["edit", "--help"], ["serve", "status", "--help"]):
        r = redraft(env, *argv)
        assert r.returncode == 0 and "usage:" in r.stdout and not r.stderr, (argv, r.stderr)
    f = source_file(tmp_path)
    r = redraft(env, "edit", str(f), "-i", "add a docstring", "--stdout")
    sock = tmp_path / "state" / "run" / "serve.sock"
    assert r.returncode == 0 and f"server: unix:{sock}" in r.stderr and STARTED in r.stderr, r.stderr
    assert (sock.parent.stat().st_mode & 0o777) == 0o700
    assert redraft(env, "serve", "stop").returncode == 0
    (tmp_path / "nostate").write_text("a file, not a folder")
    r = redraft({**env, "REDRAFT_STATE_DIR": str(tmp_path / "nostate")}, "edit", str(f), "-i", "x", "--stdout",
                "--model", str(tmp_path / "no-model"))  # loaded here: a missing model fails fast
    assert r.returncode == 2 and "no-model" in r.stderr.splitlines()[-1]
    lines = [ln for ln in r.stderr.splitlines() if "runtime dir" in ln]
    assert len(lines) == 1 and "set XDG_RUNTIME_DIR" in lines[0] and "loading the model here" in lines[0]
    assert "Traceback" not in r.stderr


def test_serve_socket_in_a_folder_that_cannot_be_made_is_one_line_exit_2(env, tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["serve", "--no-tcp", "--socket", str(blocker / "sub" / "s.sock")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot make" in err and "--socket" in err


def test_the_tui_uses_a_running_engine_and_never_starts_one(env, tmp_path, monkeypatch):
    from redraft.app.tui.widgets.stats import model_text
    from redraft.app.tui_cmd import session_factory

    local = ServeSession()
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: local))
    monkeypatch.delenv("REDRAFT_SESSION_FACTORY")  # the TUI's own hook: this test wants the real factory
    sock = Path(env["XDG_RUNTIME_DIR"]) / "redraft" / "serve.sock"
    assert session_factory({}, "auto")(lambda *a: None) is local and not sock.exists()  # none runs: loads its own
    pid = started_pid(redraft(env, "edit", str(source_file(tmp_path)), "-i", "a", "--stdout").stderr)
    remote = session_factory({}, "auto")(lambda *a: None)
    assert remote.pid == pid and remote.server == f"unix:{sock}"
    assert f"via serve, pid {pid} (unix:{sock})" in model_text(remote.info, remote.server, remote.pid)
    assert redraft(env, "serve", "stop").returncode == 0

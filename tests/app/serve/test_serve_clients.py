"""The clients over a scripted server (no model): the remote session gives the TUI the
server's events unchanged, cancelling closes the stream, the OpenAI-compatible session
colours by alignment, `redraft edit --server` and its refusals, the config's `server`,
and `redraft serve`'s own refusals before any model loads."""

from __future__ import annotations

import socket
import threading
import time

import httpx

import pytest

from redraft.app.cli import main
from redraft.app.config_file import parse_config
from redraft.app.remote.address import parse
from redraft.app.remote.align import Aligner, copied_share
from redraft.app.remote.connect import connect, discover
from redraft.app.serve.cmd import bind_unix
from redraft.engine import ConfigError, DecodeConfig, Done, InputError, RedraftError, Round
from redraft.engine.events import Provenance
from redraft.engine.prompting import edit_messages
from redraft.engine.session import EditRequest
from tests.app.serve.fakes import SOURCE, ServeSession, edit_reply, running, serve
from tests.app.tui.fakes import lookup_events

REQ = EditRequest(SOURCE, "add a docstring", "f.py")


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", "/dev/null")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "run"))
    (tmp_path / "run").mkdir(mode=0o700)
    monkeypatch.delenv("REDRAFT_SERVER_TOKEN", raising=False)


def test_the_remote_session_yields_the_servers_events_unchanged():
    _, app = serve()
    with running(app) as url:
        remote = connect(url)
        assert remote.kind == "redraft" and remote.info.model == "scripted-model" and remote.info.server == url
        assert remote.resolved(DecodeConfig()).max_draft == 7
        events = list(remote.stream(REQ, DecodeConfig()))
        result = remote.edit(REQ, DecodeConfig())
    assert events == lookup_events(edit_reply("add a docstring"))  # provenance and all: the TUI colours alike
    assert result.text == SOURCE + "# add a docstring\n"


def test_cancelling_a_remote_stream_ends_it_with_a_cancelled_done_and_frees_the_server():
    session = ServeSession(gate_at=4)
    _, app = serve(session, queue=0)
    with running(app) as url:
        remote = connect(url)
        flag = threading.Event()
        got = []
        for ev in remote.stream(REQ, DecodeConfig(), cancelled=flag.is_set):
            got.append(ev)
            if len(got) == 2:
                flag.set()  # the TUI's Esc, while the server holds the next event
        assert isinstance(got[-1], Done) and got[-1].summary.stop_reason == "cancelled"
        assert got[-1].text == "".join(e.text for e in got if isinstance(e, Round))
        deadline = time.monotonic() + 5
        while session.cancelled_runs < 1:  # the server saw the disconnect and stopped the generation
            assert time.monotonic() < deadline, "the server's generation went on"
            time.sleep(0.02)
        while httpx.get(f"{url}/health").json()["running"]:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        session.gate.set()
        assert remote.edit(REQ, DecodeConfig()).done.summary.stop_reason == "eos"  # queue 0: the model was freed


def test_an_openai_compatible_server_is_coloured_copied_or_new_by_alignment():
    _, app = serve()
    with running(app) as url:
        remote = connect(f"openai+{url}")
        assert remote.kind == "openai" and remote.info.name == "openai-compatible"
        events = list(remote.stream(REQ, DecodeConfig()))
    rounds = [e for e in events if isinstance(e, Round)]
    done = events[-1]
    echo = edit_messages(SOURCE, "add a docstring", "f.py")[-1]["content"]  # the fake server echoes the prompt
    assert isinstance(done, Done) and done.text == echo
    copied = "".join(p.text for r in rounds for p in r.pieces if p.provenance is Provenance.ACCEPTED)
    new = "".join(p.text for r in rounds for p in r.pieces if p.provenance is Provenance.TARGET)
    assert "return x + 1" in copied and "docstring" in new
    assert done.summary.drafted > 0  # this server reports its counters (the final chunk's `redraft`)
    assert "remote: exactness not known" in remote.stats_line(done.summary)


def test_the_aligner_follows_a_copy_through_an_edit():
    src = "def total(values):\n    x = 0\n    for v in values:\n        x += v\n    return x\n"
    a = Aligner(src)
    pieces = ["def", " total", "(values", "):\n", "    count", " = 0\n", "    for v in values:\n", "        count"]
    marks = [a.feed(p) for p in pieces]
    assert marks[:4] == [True] * 4 and marks[4] is False and marks[6] is True
    assert copied_share(src, src) == 1.0 and copied_share(src, "zzz") == 0.0


@pytest.mark.parametrize("spec,url,uds", [
    ("http://h:1", "http://h:1", None), ("h:2/v1", "http://h:2", None), ("unix:/tmp/s.sock", "http://redraft.local", "/tmp/s.sock"),
])
def test_server_addresses(spec, url, uds):
    a = parse(spec)
    assert (a.url, a.uds) == (url, uds)


@pytest.mark.parametrize("spec", ["ftp://h", "http://", "h:port", "unix:"])
def test_bad_server_addresses_are_one_line_errors(spec):
    with pytest.raises(InputError):
        parse(spec)


def test_edit_through_a_server_prints_the_diff_and_says_where_it_ran(tmp_path, capsys):
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    _, app = serve()
    with running(app) as url:
        code = main(["edit", str(f), "-i", "add a docstring", "--server", url, "--write"])
    err = capsys.readouterr().err
    assert code == 0 and f.read_text() == SOURCE + "# add a docstring\n"  # safe apply stayed on the client
    assert f"server: {url}" in err and "wrote" in err


def test_edit_finds_the_local_server_on_its_socket(tmp_path, capsys):
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    _, app = serve()
    import uvicorn

    from redraft.app.remote.address import default_socket

    assert str(default_socket()).startswith(str(tmp_path))  # never the user's own runtime dir
    sock = bind_unix(default_socket())
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    th = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    th.start()
    try:
        while not server.started:
            th.join(0.01)
        assert discover() is not None
        assert main(["edit", str(f), "-i", "add a docstring", "--stdout", "--server", "auto"]) == 0
    finally:
        server.should_exit = True
        th.join(10)
    out = capsys.readouterr()
    assert out.out == SOURCE + "# add a docstring\n" and f"server: unix:{default_socket()}" in out.err


def test_an_unreachable_server_is_one_line_and_exit_2(tmp_path, capsys):
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nobody listens there
    assert main(["edit", str(f), "-i", "x", "--server", f"127.0.0.1:{port}"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("redraft: error: cannot reach the server") and "\n" not in err


def test_a_server_that_wants_a_token_says_so(tmp_path, capsys, monkeypatch):
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    _, app = serve(token="tok")
    with running(app) as url:
        assert main(["edit", str(f), "-i", "x", "--server", url]) == 2
        assert "REDRAFT_SERVER_TOKEN" in capsys.readouterr().err
        monkeypatch.setenv("REDRAFT_SERVER_TOKEN", "tok")
        assert main(["edit", str(f), "-i", "add a docstring", "--server", url, "--stdout"]) == 0


def test_the_config_file_names_a_server():
    assert parse_config({"server": "http://gpu-box:8341"}).server == "http://gpu-box:8341"
    with pytest.raises(ConfigError):
        parse_config({"server": 8341})


def test_serve_refuses_another_address_without_a_token(capsys, monkeypatch):
    assert main(["serve", "--host", "0.0.0.0", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert "token" in err and err.count("\n") == 1
    assert main(["serve", "--port", "70000"]) == 2


def test_a_stale_socket_is_replaced_and_a_live_one_refused(tmp_path):
    path = tmp_path / "s" / "serve.sock"
    first = bind_unix(path)
    assert (path.stat().st_mode & 0o777) == 0o600 and (path.parent.stat().st_mode & 0o777) == 0o700
    with pytest.raises(InputError, match="already listens"):
        bind_unix(path)
    first.close()  # the file stays, nobody listens: a killed server's
    bind_unix(path).close()


def test_a_server_that_is_no_model_server_is_refused():
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    app = Starlette(routes=[Route("/v1/models", lambda r: JSONResponse({"data": []}))])
    with running(app) as url, pytest.raises(RedraftError, match="lists no model"):
        connect(url)

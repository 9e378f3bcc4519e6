"""Integrity end to end (issue 43): a server whose model's files fail their check refuses every
answer and says so on /health, and no failed, cut-off, cancelled or empty answer makes
`redraft edit --write --force` write the file. The clients are real `redraft edit` processes
(their own weights check knows nothing of the server's model); the servers a scripted session
in this process (its weights check registered over a file of the test's) or `redraft serve`
processes that a test kills mid-stream."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from redraft.app.remote.pidfile import alive
from redraft.engine.store import weights_check
from tests.app.serve.fakes import SOURCE, EmptySession, ServeSession, running, serve

ROOT = Path(__file__).resolve().parents[3]
FIX = "run `redraft model pull` to repair it"


@pytest.fixture
def env(tmp_path, monkeypatch):
    values = {"REDRAFT_STATE_DIR": str(tmp_path / "state"), "REDRAFT_CONFIG": "/dev/null", "REDRAFT_SERVER": "off",
              "PYTHONPATH": str(ROOT), "REDRAFT_SESSION_FACTORY": "tests.app.serve.fakes:serve_factory"}
    for k, v in values.items():
        monkeypatch.setenv(k, v)
    monkeypatch.delenv("REDRAFT_SERVER_TOKEN", raising=False)
    return dict(os.environ)


def target(tmp_path: Path) -> Path:
    f = tmp_path / "f.py"
    f.write_text(SOURCE)
    return f


def forced_write(env: dict, f: Path, server: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "redraft.app", "edit", str(f), "-i", "add a docstring", "--write",
                           "--force", "--server", server], env=env, capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def checked_weights(tmp_path: Path) -> Path:
    """A model folder whose weights file the server's check hashes (as a converted model's)."""
    folder = tmp_path / "model"
    folder.mkdir()
    w = folder / "weights.bin"
    w.write_bytes(bytes(range(256)) * 64)
    want = hashlib.sha256(w.read_bytes()).hexdigest()

    def check(names):
        return [] if hashlib.sha256(w.read_bytes()).hexdigest() == want else ["weights.bin fails its sha256 check"]

    weights_check.start(folder, check, FIX, ["weights.bin"])
    weights_check.begin(folder)
    return w


def damage(w: Path) -> None:
    with open(w, "r+b") as f:  # one byte flipped in place near the end (a tensor's, not a header's), the size kept
        f.seek(-64, os.SEEK_END)
        b = f.read(1)
        f.seek(-64, os.SEEK_END)
        f.write(bytes([b[0] ^ 0xFF]))


def test_weights_damaged_under_a_running_server_refuse_every_answer_and_nothing_is_written(env, tmp_path):
    w = checked_weights(tmp_path)
    f = target(tmp_path)
    _, app = serve()
    with running(app) as url:
        assert httpx.get(f"{url}/health").json()["weights"] == "ok"
        assert httpx.get(f"{url}/v1/models").json()["data"][0]["redraft"]["weights"] == "ok"
        ok = forced_write(env, f, url)
        assert ok.returncode == 0 and f.read_text() == SOURCE + "# add a docstring\n", ok.stderr
        f.write_text(SOURCE)
        damage(w)
        h = httpx.get(f"{url}/health").json()
        while h["weights"] == "checking":  # the changed file is hashed again in the background
            h = httpx.get(f"{url}/health").json()
        assert h["status"] == "damaged" and "weights.bin fails its sha256 check" in h["weights"]
        assert httpx.get(f"{url}/v1/models").json()["data"][0]["redraft"]["weights"] == h["weights"]
        bad = forced_write(env, f, url)
        assert bad.returncode == 2 and f.read_text() == SOURCE, bad.stderr
        assert "refuses" in bad.stderr and "damaged" in bad.stderr and FIX in bad.stderr
        r = httpx.post(f"{url}/v1/chat/completions", json={"messages": [{"role": "user", "content": "hi"}]})
        assert r.status_code == 503 and r.json()["error"]["type"] == "weights_damaged"
        r = httpx.post(f"{url}/redraft/v1/edit", json={"source": SOURCE, "instruction": "x"})
        assert r.status_code == 503 and "damaged" in r.json()["error"]["message"]


def test_damage_found_mid_stream_ends_it_with_an_error_instead_of_the_result(env, tmp_path):
    w = checked_weights(tmp_path)
    session = ServeSession(gate_at=3)
    _, app = serve(session)
    lines: list[dict] = []
    with running(app) as url:

        def read() -> None:
            with httpx.stream("POST", f"{url}/redraft/v1/edit", json={"source": SOURCE, "instruction": "x"}) as r:
                lines.extend(json.loads(ln) for ln in r.iter_lines())

        th = threading.Thread(target=read)
        th.start()
        assert session.reached.wait(10)
        damage(w)  # while the generation runs
        session.gate.set()
        th.join(10)
    assert [d["type"] for d in lines][-1] == "error" and "done" not in [d["type"] for d in lines]
    assert lines[-1]["error"]["kind"] == "weights_damaged"
    sse = []
    _, app = serve(ServeSession())
    with running(app) as url, httpx.stream("POST", f"{url}/v1/chat/completions", json={
            "messages": [{"role": "user", "content": "hi"}], "stream": True}) as r:
        assert r.status_code == 503  # refused at admission now that it is known
        sse.append(r.read())
    assert b"weights_damaged" in sse[0]


def test_a_result_waits_for_a_check_still_hashing(env, tmp_path):
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "w").write_bytes(b"w")
    release = threading.Event()

    def slow_check(names):
        release.wait(10)
        return ["w fails its sha256 check"]

    weights_check.start(folder, slow_check, FIX, ["w"])
    weights_check.begin(folder)
    _, app = serve()
    with running(app) as url:
        assert httpx.get(f"{url}/health").json()["weights"] == "checking"
        lines: list[dict] = []

        def read() -> None:
            with httpx.stream("POST", f"{url}/redraft/v1/edit", json={"source": SOURCE, "instruction": "x"}) as r:
                lines.extend(json.loads(ln) for ln in r.iter_lines())

        th = threading.Thread(target=read)
        th.start()
        time.sleep(0.5)
        assert th.is_alive() and "done" not in [d["type"] for d in lines]  # held for the check
        release.set()
        th.join(10)
    assert lines[-1]["type"] == "error" and lines[-1]["error"]["kind"] == "weights_damaged"


def spawn_server(env: dict, sock: Path, delay_s: float) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "redraft.app", "serve", "--no-tcp", "--socket", str(sock)],
                            env={**env, "REDRAFT_TEST_DELAY_S": str(delay_s)}, cwd=ROOT,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while True:
        line = proc.stderr.readline()
        if " on unix:" in line:
            return proc
        assert line and time.monotonic() < deadline, "the server did not start"


def health(sock: Path) -> dict:
    with httpx.Client(transport=httpx.HTTPTransport(uds=str(sock)), base_url="http://x") as c:
        return c.get("/health").json()


@pytest.mark.parametrize("how", ["kill", "sigterm"])
def test_a_server_killed_or_stopped_mid_stream_writes_nothing_even_forced(env, tmp_path, how):
    """kill -9: the stream is cut (the client stops with "stopped answering"); SIGTERM: the
    server cancels and ends the stream with a cancelled result, which --force does not write."""
    f = target(tmp_path)
    sock = tmp_path / "s.sock"
    proc = spawn_server(env, sock, delay_s=0.15)
    try:
        client = subprocess.Popen([sys.executable, "-m", "redraft.app", "edit", str(f), "-i", "add a docstring",
                                   "--write", "--force", "--server", f"unix:{sock}"], env=env, cwd=ROOT,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 30
        while health(sock)["running"] == 0:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        time.sleep(0.5)  # a few events streamed
        proc.send_signal(signal.SIGKILL if how == "kill" else signal.SIGTERM)
        _, err = client.communicate(timeout=30)
    finally:
        proc.kill()
        proc.wait(10)
        proc.stderr.close()
    assert client.returncode == 2 and f.read_text() == SOURCE, err
    assert ("stopped answering" in err) if how == "kill" else ("incomplete" in err and "cancelled" in err)
    assert "pass --force" not in err and "Traceback" not in err
    assert not alive(proc.pid)


def test_an_empty_result_is_never_written_even_forced(env, tmp_path):
    f = target(tmp_path)
    _, app = serve(EmptySession())
    with running(app) as url:
        r = forced_write(env, f, url)
    assert r.returncode == 2 and f.read_text() == SOURCE, r.stderr
    assert "the result is empty" in r.stderr and "pass --force" not in r.stderr


def test_an_openai_stream_that_ends_without_a_finish_reason_is_not_written_even_forced(env, tmp_path):
    """A peer that stops mid-reply without an error (no finish_reason, no [DONE]) gave a
    cut-off result: REMOTE, never written."""
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse, StreamingResponse
    from starlette.routing import Route

    def chunk(text: str) -> bytes:
        return b"data: " + json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]}).encode() + b"\n\n"

    async def chat(request):
        async def body():
            yield chunk("```python\n")
            yield chunk(SOURCE.splitlines(keepends=True)[0])
        return StreamingResponse(body(), media_type="text/event-stream")

    app = Starlette(routes=[Route("/v1/models", lambda r: JSONResponse({"data": [{"id": "peer"}]})),
                            Route("/v1/chat/completions", chat, methods=["POST"])])
    f = target(tmp_path)
    with running(app) as url:
        r = forced_write(env, f, url)
    assert r.returncode == 2 and f.read_text() == SOURCE, r.stderr
    assert "stopped by the server" in r.stderr and "pass --force" not in r.stderr


def test_a_real_server_refuses_once_the_weights_it_loaded_are_damaged(env, tmp_path, monkeypatch):
    """`redraft serve` over a model it converted (a tiny GGUF, in a cache of the test's own):
    the load's own check passes, then a byte flipped in the weights it read turns /health to
    damaged and every answer to weights_damaged."""
    from tests.engine.store.test_modelstore import make_gguf

    make_gguf(tmp_path / "tiny.gguf")
    cache = tmp_path / "cache"
    sock = tmp_path / "s.sock"
    server_env = {k: v for k, v in env.items() if k != "REDRAFT_SESSION_FACTORY"}
    server_env["REDRAFT_CACHE_DIR"] = str(cache)
    proc = subprocess.Popen([sys.executable, "-m", "redraft.app", "serve", "--no-tcp", "--socket", str(sock),
                             "--model", str(tmp_path / "tiny.gguf"), "--quant", "none", "--dtype", "fp32"],
                            env=server_env, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 300
        while " on unix:" not in proc.stderr.readline():
            assert proc.poll() is None and time.monotonic() < deadline, "the server did not start"
        with httpx.Client(transport=httpx.HTTPTransport(uds=str(sock)), base_url="http://x", timeout=60) as c:
            while (h := c.get("/health").json())["weights"] == "checking":  # the load's background hash
                time.sleep(0.05)
            assert h["status"] == "ok" and h["weights"] == "ok", h
            chat = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 4}
            assert c.post("/v1/chat/completions", json=chat).status_code == 200
            (weights,) = cache.rglob("model.safetensors")  # --quant none --dtype fp32 reads this one
            damage(weights)
            while (h := c.get("/health").json())["weights"] == "checking":  # hashed again: it changed
                time.sleep(0.05)
            assert h["status"] == "damaged" and "model.safetensors fails its sha256 check" in h["weights"], h
            r = c.post("/v1/chat/completions", json=chat)
            assert r.status_code == 503 and r.json()["error"]["type"] == "weights_damaged"
            assert "redraft model pull" in r.json()["error"]["message"]
    finally:
        proc.terminate()
        assert proc.wait(30) == 0
        proc.stderr.close()

"""`redraft serve` on the real default model (CPU), started once for the module as a
subprocess on 127.0.0.1 (a free port) with a token and its socket in a private runtime dir:
`redraft edit` through it gives the local edit's bytes, the official openai client works
streaming and not, the TUI streams from it, concurrent and departing clients, bad tokens,
malformed and oversized requests, a bounded load test, and SIGTERM stops it cleanly."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "samples" / "stats.py"
TOKEN = "e2e-token"
pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    run_dir = tmp_path_factory.mktemp("run")
    os.chmod(run_dir, 0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(run_dir), "REDRAFT_SERVER_TOKEN": TOKEN,
           "REDRAFT_CONFIG": "/dev/null"}
    proc = subprocess.Popen([sys.executable, "-m", "redraft.app", "serve", "--port", "0", "--queue", "4"],
                            cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    lines: list[str] = []
    ready = threading.Event()

    def read() -> None:
        for line in proc.stderr:
            lines.append(line)
            if " on http://" in line:
                ready.set()

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(600):
        proc.kill()
        pytest.fail("redraft serve did not start:\n" + "".join(lines))
    url = re.search(r"(http://127\.0\.0\.1:\d+)", "".join(lines)).group(1)
    sock = run_dir / "redraft" / "serve.sock"
    yield {"url": url, "env": env, "sock": sock, "proc": proc, "lines": lines}
    # SIGTERM while an edit streams: it ends with a cancelled result, the server exits 0
    streamed: list[dict] = []
    started = threading.Event()

    def long_edit() -> None:
        body = {"source": SAMPLE.read_text(), "instruction": "rename x to count", "filename": "stats.py"}
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=120) as c:
            with c.stream("POST", "/redraft/v1/edit", json=body) as r:
                for line in r.iter_lines():
                    streamed.append(json.loads(line))
                    if streamed[-1]["type"] == "round":
                        started.set()

    th = threading.Thread(target=long_edit, daemon=True)
    th.start()
    assert started.wait(120), "the last edit did not start"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(30) == 0, "".join(lines)  # stopped on SIGTERM, exit 0
    th.join(10)
    assert streamed[-1]["type"] == "done" and streamed[-1]["summary"]["stop_reason"] == "cancelled"
    assert "redraft serve: stopped" in "".join(lines) and not sock.exists()
    assert "Traceback" not in "".join(lines)


def api(server, **kw) -> httpx.Client:
    return httpx.Client(base_url=server["url"], headers={"Authorization": f"Bearer {TOKEN}"}, timeout=300, **kw)


def edit(env: dict, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "redraft.app", "edit", str(SAMPLE), "-i", "rename x to count",
                           "--stdout", *flags], capture_output=True, text=True, timeout=900, cwd=ROOT, env=env)


def chat(c: httpx.Client, text: str, max_tokens: int = 4, **kw) -> httpx.Response:
    model = c.get("/v1/models").json()["data"][0]["id"]  # an unknown name is a 404
    return c.post("/v1/chat/completions", json={"model": model, "messages": [{"role": "user", "content": text}],
                                                "max_tokens": max_tokens, **kw})


def test_edit_through_the_server_is_the_local_edit_byte_for_byte(server, tmp_path):
    local_env = {**server["env"], "XDG_RUNTIME_DIR": str(tmp_path)}  # no server there: the model loads here
    local = edit(local_env)
    remote = edit(server["env"], "--server", server["url"])
    found = edit(server["env"], "--server", "auto")  # the socket in the runtime dir (the tests' default is off)
    assert local.returncode == remote.returncode == found.returncode == 0, (local.stderr, remote.stderr, found.stderr)
    assert remote.stdout == local.stdout == found.stdout and "count = 0" in local.stdout
    assert "server:" not in local.stderr
    assert f"server: {server['url']}" in remote.stderr and f"server: unix:{server['sock']}" in found.stderr
    assert re.search(r", exact, (\w+ weights, )?server:", remote.stderr)  # the server's own backend says exact


def test_the_openai_client_streaming_and_not(server):
    openai = pytest.importorskip("openai")
    c = openai.OpenAI(base_url=server["url"] + "/v1", api_key=TOKEN)
    msgs = [{"role": "user", "content": "Reply with the word: banana"}]
    model = c.models.list().data[0].id
    whole = c.chat.completions.create(model=model, messages=msgs, max_tokens=6)
    assert whole.choices[0].message.content and whole.usage.completion_tokens <= 6
    assert whole.usage.model_extra["redraft"]["exact"] is True
    parts, extras = [], []
    for chunk in c.chat.completions.create(model=model, messages=msgs, max_tokens=6, stream=True):
        if chunk.choices and chunk.choices[0].delta.content:
            parts.append(chunk.choices[0].delta.content)
        extras.append(chunk.model_extra.get("redraft"))
    assert "".join(parts) == whole.choices[0].message.content  # greedy: the same reply
    assert extras[-1]["tokens"] == whole.usage.completion_tokens and "drafted" in extras[-1]
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=server["url"] + "/v1", api_key="wrong", max_retries=0).models.list()


def test_bad_tokens_malformed_and_oversized_requests(server):
    with httpx.Client(base_url=server["url"], timeout=30) as bare:
        assert bare.get("/v1/models").status_code == 401
        assert bare.get("/v1/models", headers={"Authorization": "Bearer nope"}).status_code == 401
    with api(server) as c:
        r = c.post("/v1/chat/completions", content=b"{", headers={"content-type": "application/json"})
        assert r.status_code == 400 and r.json()["error"]["message"]
        assert c.post("/redraft/v1/edit", json={"source": "x"}).status_code == 400
        r = c.post("/redraft/v1/edit", json={"source": "x" * (5 * 1024 * 1024), "instruction": "y"})
        assert r.status_code == 413
        assert chat(c, "hi", max_tokens=10**6).status_code == 400
        assert c.get("/health").json()["status"] == "ok"


def test_a_client_that_leaves_mid_stream_and_the_next_one_is_served(server):
    with api(server) as c:
        with c.stream("POST", "/v1/chat/completions", json={
                "model": c.get("/v1/models").json()["data"][0]["id"], "stream": True, "max_tokens": 400,
                "messages": [{"role": "user", "content": "Count from 1 to 200, one number a line."}]}) as r:
            got = 0
            for line in r.iter_lines():
                got += line.startswith("data: ")
                if got >= 3:
                    break  # leave mid-stream
        deadline = time.monotonic() + 30
        while c.get("/health").json()["running"]:
            assert time.monotonic() < deadline, "the generation went on after its client left"
            time.sleep(0.1)
        assert chat(c, "Say yes").status_code == 200


def test_two_clients_at_once_and_a_bounded_load(server):
    """4 prompts, references alone first; then 20 clients x 3 requests at once: each gets
    its own prompt's greedy reply or a clean 503 with Retry-After, and the server stays up."""
    prompts = [f"Repeat this word exactly: {w}" for w in ("apple", "river", "cobalt", "tundra")]
    with api(server) as c:
        refs = {p: chat(c, p).json()["choices"][0]["message"]["content"] for p in prompts}
    results: list[tuple[str, int, str, str | None]] = []
    lock = threading.Lock()

    def client(i: int) -> None:
        with api(server) as c:
            for k in range(3):
                p = prompts[(i + k) % len(prompts)]
                r = chat(c, p)
                body = r.json()
                text = body["choices"][0]["message"]["content"] if r.status_code == 200 else body["error"]["message"]
                with lock:
                    results.append((p, r.status_code, text, r.headers.get("retry-after")))

    threads = [threading.Thread(target=client, args=(i,)) for i in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(600)
    assert len(results) == 60
    served = [(p, text) for p, code, text, _ in results if code == 200]
    refused = [(code, after) for _, code, _, after in results if code != 200]
    print(f"load: {len(served)} served, {len(refused)} refused")
    assert served and all(text == refs[p] for p, text in served)  # nobody got another's tokens
    assert all(code == 503 and after for code, after in refused)
    with api(server) as c:
        h = c.get("/health").json()
        assert (h["status"], h["weights"], h["running"], h["queued"]) == ("ok", "ok", 0, 0)


def test_the_tui_streams_an_edit_from_the_server(server, tmp_path, monkeypatch):
    import shutil

    from redraft.app.tui.state import Phase
    from redraft.app.tui_cmd import session_factory
    from tests.app.tui.conftest import make_app, run_async, submit, wait_for

    monkeypatch.setenv("REDRAFT_SERVER_TOKEN", TOKEN)
    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    path = tmp_path / "stats.py"
    shutil.copy(SAMPLE, path)

    @run_async
    async def drive():
        app = make_app(path, None)
        app.factory = session_factory({}, server["url"])
        async with app.run_test(size=(160, 45)) as pilot:
            await wait_for(pilot, lambda: app.session is not None and not app.warming, timeout=60, what="connect")
            assert app.session.info.server == server["url"]
            await submit(pilot, "rename x to count")
            screen = app.screen
            await wait_for(pilot, lambda: screen.run.phase is Phase.DONE, timeout=900, what="the edit")
            t = screen.run.transcript
            assert t.done.summary.stop_reason == "eos" and t.done.summary.exact
            assert t.accepted > 0  # provenance came through: accepted drafts to colour
            await pilot.press("ctrl+s")
            await pilot.pause(0.2)

    drive()
    assert "count = 0" in path.read_text() and "x = 0" not in path.read_text()

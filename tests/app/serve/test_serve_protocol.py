"""`redraft serve`'s HTTP surface over a scripted session (no model): the event stream's
JSON form, OpenAI's shapes, malformed and oversized requests, the token, the queue, and a
client that leaves mid-stream."""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest
from starlette.testclient import TestClient

from redraft.app.serve.http import token_matches
from redraft.app.wire import (
    WireError, config_from_dict, config_to_dict, edit_from_dict, event_from_dict, event_to_dict,
)
from redraft.engine import DecodeConfig, Sampling
from tests.app.serve.fakes import SOURCE, ServeSession, edit_reply, running, serve
from tests.app.tui.fakes import lookup_events, plain_events

EDIT = {"source": SOURCE, "instruction": "add a docstring", "filename": "f.py"}
CHAT = {"model": "scripted-model", "messages": [{"role": "user", "content": "hello there world"}]}


def client(app, **kw) -> TestClient:
    return TestClient(app, raise_server_exceptions=False, **kw)


# ---- the wire format ---------------------------------------------------------------------
def test_every_event_survives_its_json_form():
    for events in (lookup_events(edit_reply("x")), plain_events("a b c")):
        for ev in events:
            assert event_from_dict(json.loads(json.dumps(event_to_dict(ev)))) == ev


def test_a_decode_config_survives_its_json_form_and_bad_values_are_refused():
    cfg = DecodeConfig(lookup=False, max_draft=5, max_tokens=40, stop_strings=("END",),
                       sampling=Sampling(temperature=0.5, top_p=0.9, top_k=3, seed=7))
    assert config_from_dict(json.loads(json.dumps(config_to_dict(cfg)))) == cfg
    for bad in ({"max_draft": 0}, {"max_draft": "7"}, {"lookup": 1}, {"sampling": {"temperature": -1}},
                {"draft_policy": "nope"}, {"stop_strings": [""]}, "not an object"):
        with pytest.raises(WireError):
            config_from_dict(bad)
    with pytest.raises(WireError):
        edit_from_dict({"source": SOURCE, "instruction": "  "})


# ---- endpoints ---------------------------------------------------------------------------
def test_models_lists_the_model_with_its_redraft_info():
    _, app = serve()
    data = client(app).get("/v1/models").json()["data"]
    assert data[0]["id"] == "scripted-model" and data[0]["redraft"]["protocol"] == 1
    assert data[0]["redraft"]["max_draft"] == 7


def test_the_edit_stream_is_the_sessions_events_in_order():
    session, app = serve()
    r = client(app).post("/redraft/v1/edit", json=EDIT)
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
    lines = [json.loads(x) for x in r.text.splitlines()]
    assert lines[0]["type"] == "start" and lines[0]["decode"]["max_draft"] == 7
    events = [event_from_dict(d) for d in lines[1:]]
    assert events == lookup_events(edit_reply("add a docstring"))
    req, cfg = session.calls[0]
    assert (req.source, req.filename) == (SOURCE, "f.py") and cfg.max_tokens == 100  # the session's default


def test_events_done_sends_the_result_alone():
    """`redraft edit` shows no stream: it asks for the result only (the same Done)."""
    _, app = serve()
    c = client(app)
    full = [json.loads(x) for x in c.post("/redraft/v1/edit", json=EDIT).text.splitlines()]
    alone = [json.loads(x) for x in c.post("/redraft/v1/edit", json={**EDIT, "events": "done"}).text.splitlines()]
    assert [d["type"] for d in alone] == ["start", "done"] and alone[1] == full[-1]
    assert c.post("/redraft/v1/edit", json={**EDIT, "events": 3}).status_code == 400


def test_chat_completion_not_streamed_with_redraft_counters_in_usage():
    _, app = serve()
    r = client(app).post("/v1/chat/completions", json=CHAT)
    body = r.json()
    assert r.status_code == 200 and body["object"] == "chat.completion"
    assert body["choices"][0]["message"]["content"] == "hello there world"
    assert body["choices"][0]["finish_reason"] == "stop"
    assert body["usage"]["completion_tokens"] == body["usage"]["redraft"]["tokens"] > 0
    assert {"drafted", "accepted", "forwards", "exact"} <= set(body["usage"]["redraft"])


def test_chat_completion_streamed_as_sse_with_counters_on_every_chunk():
    _, app = serve()
    r = client(app).post("/v1/chat/completions", json={**CHAT, "stream": True, "stream_options": {"include_usage": True}})
    assert r.headers["content-type"].startswith("text/event-stream")
    payloads = [x[len("data: "):] for x in r.text.split("\n\n") if x.startswith("data: ")]
    assert payloads[-1] == "[DONE]"
    chunks = [json.loads(p) for p in payloads[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    assert text == "hello there world"
    middle = [c for c in chunks if c["choices"] and c["choices"][0]["delta"].get("content")]
    assert all("forwards" in c["redraft"] for c in middle)
    assert chunks[-2]["choices"][0]["finish_reason"] == "stop" and chunks[-1]["usage"]["total_tokens"] > 0


@pytest.mark.parametrize("body,status,words", [
    (b"{not json", 400, "not JSON"),
    (b"[1, 2]", 400, "JSON object"),
    (json.dumps({"model": "x"}).encode(), 400, "'messages' is required"),
    (json.dumps({"messages": [{"role": "robot", "content": "x"}]}).encode(), 400, "role"),
    (json.dumps({**CHAT, "n": 2}).encode(), 400, "n=1"),
    (json.dumps({**CHAT, "max_tokens": 10**6}).encode(), 400, "over this server's limit"),
    (json.dumps({**CHAT, "temperature": "hot"}).encode(), 400, "temperature"),
    (json.dumps({**CHAT, "messages": [{"role": "user", "content": [{"type": "image_url"}]}]}).encode(), 400, "text parts"),
])
def test_malformed_chat_requests_get_a_json_4xx(body, status, words):
    _, app = serve()
    r = client(app).post("/v1/chat/completions", content=body, headers={"content-type": "application/json"})
    assert r.status_code == status and words in r.json()["error"]["message"]


def test_malformed_edit_requests_get_a_json_400():
    _, app = serve()
    c = client(app)
    for body in ({**EDIT, "instruction": ""}, {**EDIT, "source": 3}, {**EDIT, "decode": {"max_draft": 99}},
                 {**EDIT, "source": "x" * 20_000}):
        r = c.post("/redraft/v1/edit", json=body)
        assert r.status_code == 400 and r.json()["error"]["message"], body


def test_oversized_requests_get_413_declared_or_streamed():
    _, app = serve(max_body=2048)
    c = client(app)
    r = c.post("/redraft/v1/edit", json={**EDIT, "source": "x" * 5000})
    assert r.status_code == 413 and "2048" in r.json()["error"]["message"]

    def chunks():  # no Content-Length: the cap counts what arrives
        for _ in range(10):
            yield b"x" * 1000

    r = c.post("/redraft/v1/edit", content=chunks())
    assert r.status_code == 413


def test_unknown_paths_and_methods_answer_json():
    _, app = serve()
    c = client(app)
    assert c.get("/nope").status_code == 404 and "error" in c.get("/nope").json()
    assert c.get("/v1/chat/completions").status_code == 405


def test_a_token_is_required_and_checked():
    _, app = serve(token="s3cret")
    c = client(app)
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "s3cret"[:-1]}):
        r = c.get("/v1/models", headers=headers)
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
        assert r.json()["error"]["type"] == "authentication_error"
    assert c.get("/v1/models", headers={"Authorization": "Bearer s3cret"}).status_code == 200
    assert token_matches("Bearer s3cret", "s3cret") and not token_matches(None, "s3cret")


def test_the_bearer_scheme_is_taken_in_any_case():
    _, app = serve(token="s3cret")
    c = client(app)
    for scheme in ("bearer", "BEARER", "Bearer", "bEaReR"):
        assert c.get("/v1/models", headers={"Authorization": f"{scheme} s3cret"}).status_code == 200, scheme
    for header in ("Basic s3cret", "Bearers3cret", "Token s3cret", "bearer  wrong"):
        assert c.get("/v1/models", headers={"Authorization": header}).status_code == 401, header


def test_an_unknown_model_is_404_with_openais_error_body():
    _, app = serve()
    r = client(app).post("/v1/chat/completions", json={**CHAT, "model": "gpt-4o"})
    assert r.status_code == 404
    err = r.json()["error"]
    assert err["code"] == "model_not_found" and err["param"] == "model" and err["type"] == "invalid_request_error"
    assert "'gpt-4o'" in err["message"] and "scripted-model" in err["message"]
    openai = pytest.importorskip("openai")
    with running(app) as url:
        c = openai.OpenAI(base_url=url + "/v1", api_key="none", max_retries=0)
        with pytest.raises(openai.NotFoundError):
            c.chat.completions.create(model="gpt-4o", messages=CHAT["messages"])
        assert c.chat.completions.create(model="scripted-model", messages=CHAT["messages"]).choices


def raw(url: str, request: bytes) -> bytes:
    import socket

    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as s:
        s.sendall(request)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
    return out


def test_a_content_length_that_is_no_number_gets_a_json_400():
    _, app = serve()
    with running(app) as url:
        for value in (b"abc", b"-5", b"1e3"):
            answer = raw(url, b"POST /redraft/v1/edit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                         b"Content-Length: " + value + b"\r\n\r\n{}")
            head, _, body = answer.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.1 400") and b"content-type: application/json" in head.lower(), answer
            assert json.loads(body)["error"]["code"] == 400, answer
        assert httpx.get(f"{url}/health").status_code == 200  # and it goes on


# ---- concurrency over a real HTTP server -------------------------------------------------
def test_a_full_queue_answers_503_with_retry_after_and_the_server_goes_on():
    session = ServeSession(gate_at=3)  # holds the first generation mid-stream
    _, app = serve(session, queue=0)
    with running(app) as url, httpx.Client(base_url=url, timeout=10) as c:
        first = threading.Thread(target=lambda: c.post("/redraft/v1/edit", json=EDIT))
        first.start()
        assert session.reached.wait(5)
        r = c.post("/redraft/v1/edit", json=EDIT)
        assert r.status_code == 503 and r.headers["retry-after"] == "2" and "busy" in r.json()["error"]["message"]
        session.gate.set()
        first.join(10)
        assert c.post("/redraft/v1/edit", json=EDIT).status_code == 200


def test_a_client_that_leaves_mid_stream_cancels_its_generation():
    session = ServeSession(gate_at=3)
    _, app = serve(session, queue=0)
    with running(app) as url:
        with httpx.Client(base_url=url, timeout=10) as c:
            with c.stream("POST", "/redraft/v1/edit", json=EDIT) as r:
                it = r.iter_lines()
                assert json.loads(next(it))["type"] == "start"
                assert session.reached.wait(5)
        deadline = time.monotonic() + 5
        while session.cancelled_runs < 1:
            assert time.monotonic() < deadline, "the generation went on after its client left"
            time.sleep(0.02)
        session.gate.set()
        with httpx.Client(base_url=url, timeout=10) as c:  # the model is free again (queue 0: no 503)
            assert c.get("/health").json()["running"] == 0
            assert c.post("/v1/chat/completions", json=CHAT).json()["choices"][0]["message"]["content"] == "hello there world"


def test_two_clients_at_once_each_get_their_own_reply():
    session = ServeSession(delay_s=0.002)
    _, app = serve(session)
    out = {}
    with running(app) as url:
        def ask(word):
            with httpx.Client(base_url=url, timeout=20) as c:
                body = {**CHAT, "messages": [{"role": "user", "content": f"only {word} here"}]}
                out[word] = c.post("/v1/chat/completions", json=body).json()["choices"][0]["message"]["content"]

        threads = [threading.Thread(target=ask, args=(w,)) for w in ("alpha", "omega")]
        for t in threads:
            t.start()
        for t in threads:
            t.join(20)
    assert out == {"alpha": "only alpha here", "omega": "only omega here"}

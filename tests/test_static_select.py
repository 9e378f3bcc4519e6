"""Backend selection: the fast path on CUDA by default, the eager backend with --no-graphs or
for a model the fast path does not cover."""

from __future__ import annotations

import json
import logging

import pytest

import redraft.engine.backends as backends
from redraft.engine.backends import static_backend, torch_backend


@pytest.fixture
def on_cuda(monkeypatch):
    monkeypatch.setattr(torch_backend, "pick_device", lambda device="auto": "cuda")
    loaded = []
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, device, dtype, **kw: loaded.append(("eager", device)) or "eager"))
    monkeypatch.setattr(static_backend.StaticBackend, "load", classmethod(lambda cls, path, device, dtype, **kw: loaded.append(("fast", device)) or "fast"))
    return loaded


def test_cuda_gets_the_fast_path_unless_no_graphs(on_cuda, tmp_path):
    assert backends.load_backend("torch", tmp_path) == "fast"
    assert backends.load_backend("torch", tmp_path, graphs=False) == "eager"
    assert on_cuda == [("fast", "cuda"), ("eager", "cuda")]


def test_an_unsupported_model_falls_back_with_one_line(on_cuda, tmp_path, monkeypatch, caplog):
    """The engine does not print: the notice is a logging warning, one line."""
    monkeypatch.undo()
    monkeypatch.setattr(torch_backend, "pick_device", lambda device="auto": "cuda")
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, device, dtype, **kw: "eager"))
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "gpt2"}))
    with caplog.at_level(logging.WARNING):
        assert backends.load_backend("torch", tmp_path) == "eager"
    notes = [r.getMessage() for r in caplog.records]
    assert len(notes) == 1 and "\n" not in notes[0] and "no CUDA fast path" in notes[0] and "gpt2" in notes[0]


def test_no_graphs_option(monkeypatch):
    import argparse

    from redraft.app.options import add_model_options, model_options

    p = argparse.ArgumentParser()
    add_model_options(p)
    assert model_options(p.parse_args([]))["graphs"] is True
    assert model_options(p.parse_args(["--no-graphs"]))["graphs"] is False

"""Backend selection: the static-cache backend on CUDA and CPU by default (exact, no
transformers import), the eager transformers backend with --no-graphs, on MPS, or for a
model the static forward does not cover."""

from __future__ import annotations

import json
import logging

import pytest

import redraft.engine.backends as backends
from redraft.engine.backends import static_backend, torch_backend
from redraft.engine.placement import Placement
from tests.helpers import LoadedName


@pytest.fixture(params=["cuda", "cpu"])
def on_cuda(monkeypatch, request):
    """`on_cuda` once on CUDA and once on the CPU: both get the static backend."""
    loaded = [request.param]
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, device, dtype, **kw: loaded.append(("eager", device)) or LoadedName("eager")))
    monkeypatch.setattr(static_backend.StaticBackend, "load", classmethod(lambda cls, path, device, dtype, **kw: loaded.append(("fast", device)) or LoadedName("fast")))
    return loaded


def test_cuda_and_cpu_get_the_static_backend_unless_no_graphs(on_cuda, tmp_path):
    device = on_cuda.pop(0)
    assert backends.load_backend(Placement("torch", device), tmp_path) == "fast"
    assert backends.load_backend(Placement("torch", device, graphs=False), tmp_path) == "eager"
    assert on_cuda == [("fast", device), ("eager", device)]


def test_mps_keeps_transformers(on_cuda, tmp_path):
    assert backends.load_backend(Placement("torch", "mps"), tmp_path) == "eager"


def test_an_unsupported_model_falls_back_with_one_line(on_cuda, tmp_path, monkeypatch, caplog):
    """The engine does not print: the notice is a logging warning, one line."""
    monkeypatch.undo()
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, device, dtype, **kw: LoadedName("eager")))
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "gpt2"}))
    with caplog.at_level(logging.WARNING):
        assert backends.load_backend(Placement("torch", "cuda"), tmp_path) == "eager"
    notes = [r.getMessage() for r in caplog.records]
    assert len(notes) == 1 and "\n" not in notes[0] and "no static-cache path" in notes[0] and "gpt2" in notes[0]


def test_no_graphs_option(monkeypatch):
    import argparse

    from redraft.app.options import add_model_options, model_options

    p = argparse.ArgumentParser()
    add_model_options(p)
    assert model_options(p.parse_args([]))["graphs"] is True
    assert model_options(p.parse_args(["--no-graphs"]))["graphs"] is False

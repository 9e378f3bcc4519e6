"""Backend selection: the fast path on CUDA by default, the eager backend with --no-graphs or
for a model the fast path does not cover. Needs the selection patch (load_backend's
`graphs` argument); skips without it."""

from __future__ import annotations

import inspect
import json

import pytest

import redraft.engine.backends as backends
from redraft.engine.backends import static_backend, torch_backend

pytestmark = pytest.mark.skipif(
    "graphs" not in inspect.signature(backends.load_backend).parameters,
    reason="backend selection patch not applied",
)


@pytest.fixture
def on_cuda(monkeypatch):
    monkeypatch.setattr(torch_backend, "pick_device", lambda device="auto": "cuda")
    loaded = []
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, device, dtype: loaded.append(("eager", device)) or "eager"))
    monkeypatch.setattr(static_backend.StaticBackend, "load", classmethod(lambda cls, path, device, dtype: loaded.append(("fast", device)) or "fast"))
    return loaded


def test_cuda_gets_the_fast_path_unless_no_graphs(on_cuda, tmp_path):
    assert backends.load_backend("torch", tmp_path) == "fast"
    assert backends.load_backend("torch", tmp_path, graphs=False) == "eager"
    assert on_cuda == [("fast", "cuda"), ("eager", "cuda")]


def test_an_unsupported_model_falls_back_with_one_line(on_cuda, tmp_path, monkeypatch, capsys):
    monkeypatch.undo()
    monkeypatch.setattr(torch_backend, "pick_device", lambda device="auto": "cuda")
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, device, dtype: "eager"))
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "gpt2"}))
    assert backends.load_backend("torch", tmp_path) == "eager"
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no CUDA fast path" in err[0] and "gpt2" in err[0]


def test_no_graphs_option(monkeypatch):
    import argparse

    from redraft.app.options import add_model_options, model_options

    p = argparse.ArgumentParser()
    add_model_options(p)
    assert model_options(p.parse_args([]))["graphs"] is True
    assert model_options(p.parse_args(["--no-graphs"]))["graphs"] is False

"""Backend switches come from the environment at the edge (the CLI, the bench), once; no
backend constructor reads the environment."""

from __future__ import annotations

import argparse

import torch

from redraft.app.options import add_model_options, model_options
from redraft.engine.backends.settings import BackendSettings
from redraft.engine.backends.static_defaults import DEFAULT_CUDA_MODE, default_attention, default_mode
from redraft.engine.backends.torch_backend import TorchBackend
from tests.tiny import static, tiny_model
from tests.helpers import LoadedName

ENV = {"REDRAFT_FAST_PATH": "graphs", "REDRAFT_ATTENTION": "matmul", "REDRAFT_CPU_LINEAR": "stock"}


def test_settings_read_from_an_environment():
    assert BackendSettings.from_env({}) == BackendSettings()
    s = BackendSettings.from_env({**ENV, "PATH": "/bin"})
    assert (s.fast_path, s.attention, s.cpu_linear, s.few_row) == ("graphs", "matmul", "stock", False)
    assert BackendSettings().few_row is None  # the backend's own default


def test_the_cli_edge_reads_them(monkeypatch):
    p = argparse.ArgumentParser()
    add_model_options(p)
    for k, v in ENV.items():
        monkeypatch.setenv(k, v)
    assert model_options(p.parse_args([]))["settings"] == BackendSettings.from_env(ENV)


def test_constructors_do_not_read_the_environment(monkeypatch):
    for k, v in ENV.items():
        monkeypatch.setenv(k, v)
    fp32 = TorchBackend(tiny_model(dtype=torch.float32)).model
    assert type(fp32.lm_head).__name__ == "FewRowLinear"  # REDRAFT_CPU_LINEAR=stock ignored here
    assert static(tiny_model()).attention == "sdpa"  # REDRAFT_ATTENTION=matmul ignored here (a CPU's default)
    assert default_mode("cuda") == DEFAULT_CUDA_MODE  # REDRAFT_FAST_PATH=graphs ignored here


def test_passed_settings_take_effect():
    stock = TorchBackend(tiny_model(dtype=torch.float32), few_row=BackendSettings(cpu_linear="stock").few_row)
    assert type(stock.model.lm_head).__name__ == "Linear"
    assert default_mode("cuda", "graphs") == "graphs"
    assert default_mode("cuda", "no-such-mode") == DEFAULT_CUDA_MODE
    assert default_mode("cpu", "graphs") == "eager"
    assert static(tiny_model(), attention="matmul").attention == "matmul"


def test_the_decode_attention_defaults_per_device():
    # sdpa on a CPU (fused, reads the bf16 cache as is), the matmuls on CUDA (measured faster there)
    assert (default_attention("cpu"), default_attention("cuda"), default_attention("cuda:1")) == ("sdpa", "matmul", "matmul")
    assert BackendSettings().attention is None  # the backend's own default


def test_load_backend_passes_them_on(monkeypatch, tmp_path):
    import redraft.engine.backends as backends
    from redraft.engine.backends import static_backend, torch_backend
    from redraft.engine.placement import Placement

    got = {}
    monkeypatch.setattr(static_backend.StaticBackend, "load", classmethod(lambda cls, path, **kw: got.update(kw) or LoadedName("fast")))
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, **kw: got.update(kw) or LoadedName("eager")))
    settings = BackendSettings.from_env(ENV)
    assert backends.load_backend(Placement("torch", "cuda"), tmp_path, settings) == "fast"
    assert (got["mode"], got["attention"]) == ("graphs", "matmul")
    assert backends.load_backend(Placement("torch", "cuda", graphs=False), tmp_path, settings) == "eager"
    assert got["few_row"] is False


def test_a_bad_value_is_a_one_line_config_error():
    import pytest

    from redraft.engine.errors import ConfigError

    with pytest.raises(ConfigError, match=r"^REDRAFT_FAST_PATH='bogus': use one of eager, graphs, compile, compile-layer$"):
        BackendSettings.from_env({"REDRAFT_FAST_PATH": "bogus"})
    with pytest.raises(ConfigError, match=r"^REDRAFT_ATTENTION='foo': use one of matmul, sdpa$"):
        BackendSettings.from_env({"REDRAFT_ATTENTION": "foo"})

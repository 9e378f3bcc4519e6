"""The torch backend runs on transformers 5.17 (the GPU machine) and on what we pin."""

from redraft.engine.backends.torch_backend import TorchBackend, cache_kwarg, crop_cache
from tests.tiny import tiny_model


class OldCache:  # transformers <= 5.17: crop(max_length) keeps that many positions
    def __init__(self):
        self.calls = []

    def crop(self, max_length):
        self.calls.append(max_length)


class NewCache:  # later: crop(tokens_to_remove) takes minus the count to remove
    def __init__(self):
        self.calls = []

    def crop(self, tokens_to_remove):
        self.calls.append(tokens_to_remove)


def test_crop_passes_each_api_what_it_names():
    old, new = OldCache(), NewCache()
    crop_cache(old, keep=10, remove=3)
    crop_cache(new, keep=10, remove=3)
    crop_cache(old, keep=10, remove=0)  # nothing to remove: no call (crop(0) could empty it)
    assert old.calls == [10] and new.calls == [-3]


def test_trim_on_the_installed_transformers():
    b = TorchBackend(tiny_model())
    b.prefill([3, 4, 5, 6])
    b.forward([7, 8, 9])
    assert b.cache_len == 7
    b.trim(2)
    assert b.cache_len == 5
    b.trim(0)
    assert b.cache_len == 5


def test_cache_kwarg_is_a_forward_parameter():
    m = tiny_model()
    assert cache_kwarg(m) in ("cache", "past_key_values")


def test_auto_dtype_on_a_cpu_follows_native_bf16(monkeypatch):
    import torch

    from redraft.engine.backends import torch_backend

    monkeypatch.setattr(torch_backend, "cpu_has_native_bf16", lambda: False)
    assert torch_backend.pick_dtype("auto", "cpu") == torch.float32  # AVX2: bf16 prompts/verifies are slow
    monkeypatch.setattr(torch_backend, "cpu_has_native_bf16", lambda: True)
    assert torch_backend.pick_dtype("auto", "cpu") == torch.bfloat16
    assert torch_backend.pick_dtype("bf16", "cpu") == torch.bfloat16  # asked for: given
    assert torch_backend.pick_dtype("auto", "mps") == torch.float16


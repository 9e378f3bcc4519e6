"""The eager torch backend on the transformers it meets: 5.17 on the GPU machine, what we pin
here. Its refusals are judged by the cache layers transformers builds, not by config keys."""

import inspect

import pytest
import torch
from transformers import AutoModelForCausalLM, MistralConfig, Qwen2Config

from redraft.engine.backends.torch_backend import TorchBackend, cache_kwarg, crop_cache
from redraft.engine.errors import UnsupportedModelError
from tests.helpers import decode_ids, repeated_prompt, run
from tests.tiny import tiny_model

SHAPES = dict(
    vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
    num_key_value_heads=2, max_position_embeddings=512, initializer_range=0.4, tie_word_embeddings=False,
)


def build(cfg):
    torch.manual_seed(0)
    return AutoModelForCausalLM.from_config(cfg).to(torch.float64).eval()


class Recorder:
    def __init__(self):
        self.calls = []

    def crop(self, tokens_to_remove):
        self.calls.append(tokens_to_remove)


def test_crop_always_passes_minus_the_count():
    """crop(-n) removes n in every transformers 5 release; a positive argument meant "keep
    this many" up to 5.17 and raises from 5.18; crop(0) is no no-op on sliding layers."""
    cache = Recorder()
    crop_cache(cache, 3)
    crop_cache(cache, 0)
    assert cache.calls == [-3]


def test_trim_on_the_installed_transformers():
    b = TorchBackend(tiny_model())
    b.prefill([3, 4, 5, 6])
    b.forward([7, 8, 9])
    assert b.cache_len == 7
    b.trim(2)
    assert b.cache_len == 5
    b.trim(0)
    assert b.cache_len == 5


def test_the_cache_reaches_the_model_under_the_name_its_forward_takes():
    m = tiny_model()
    assert cache_kwarg(m) in inspect.signature(m.forward).parameters


def test_a_cache_the_model_ignores_is_refused_at_the_prefill():
    """Under a name the forward does not take, transformers swallows the cache in **kwargs
    and builds its own: ours never grows, and no trim would roll anything back."""
    b = TorchBackend(tiny_model())
    b.cache_kwarg = "not_a_cache_parameter"
    with pytest.raises(UnsupportedModelError, match="did not land in the cache"):
        b.prefill([3, 4, 5, 6])


def test_mistral_v01_style_sliding_window_is_refused_in_one_line():
    """sliding_window alone (no layer_types, no use_sliding_window): transformers builds
    sliding cache layers, which drop keys past the window; unrefused, the first rejected
    draft past the window raised RuntimeError from crop."""
    model = build(MistralConfig(**SHAPES, sliding_window=16))
    with pytest.raises(UnsupportedModelError) as e:
        TorchBackend(model)
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith("mistral: sliding-window attention (DynamicSlidingWindowLayer, window 16)"), msg


@pytest.mark.parametrize(
    "cfg, refused",
    [
        (Qwen2Config(**SHAPES, sliding_window=16, use_sliding_window=True, max_window_layers=0), True),
        (Qwen2Config(**SHAPES, sliding_window=16, use_sliding_window=False), False),  # Qwen2.5's configs
        (MistralConfig(**SHAPES, sliding_window=None), False),
    ],
    ids=["qwen2-window-on", "qwen2-window-off", "mistral-no-window"],
)
def test_refusal_follows_the_cache_layers(cfg, refused):
    model = build(cfg)
    if refused:
        with pytest.raises(UnsupportedModelError, match="sliding-window attention"):
            TorchBackend(model)
        return
    b = TorchBackend(model)  # full attention: lookup runs, and matches plain decoding
    prompt = repeated_prompt(0)
    plain = run(b, prompt, decode_ids, lookup=False, max_tokens=60, loop_guard=False)
    assert run(b, prompt, decode_ids, max_tokens=60, loop_guard=False).tokens == plain.tokens


def test_auto_dtype_on_a_cpu_follows_native_bf16(monkeypatch):
    import torch

    from redraft.engine.backends import torch_device

    monkeypatch.setattr(torch_device, "cpu_has_native_bf16", lambda: False)
    assert torch_device.pick_dtype("auto", "cpu") == torch.float32  # AVX2: bf16 prompts/verifies are slow
    monkeypatch.setattr(torch_device, "cpu_has_native_bf16", lambda: True)
    assert torch_device.pick_dtype("auto", "cpu") == torch.bfloat16
    assert torch_device.pick_dtype("bf16", "cpu") == torch.bfloat16  # asked for: given
    assert torch_device.pick_dtype("auto", "mps") == torch.float16


"""Tiny random-weight MLX models from mlx-lm's own classes (needs mlx and mlx-lm)."""

from __future__ import annotations

import mlx.core as mx
from mlx.utils import tree_flatten, tree_unflatten

from tests.helpers import VOCAB


def tiny_mlx(arch: str = "qwen2", seed: int = 0, init: float = 0.2, vocab: int = VOCAB):
    """A 2-layer float32 model, weights ~ N(0, init^2).

    init 0.2 makes the model copy its context often enough that lookup rounds are
    accepted, rejected and bonus alike, with top-2 logit gaps far above float32 noise."""
    from mlx_lm.models import llama, qwen2

    mod = {"qwen2": qwen2, "llama": llama}[arch]
    args = mod.ModelArgs(
        model_type=arch, hidden_size=32, num_hidden_layers=2, intermediate_size=64,
        num_attention_heads=4, rms_norm_eps=1e-6, vocab_size=vocab, num_key_value_heads=2,
        max_position_embeddings=512, tie_word_embeddings=False,
    )
    return randomize(mod.Model(args), seed, init)


def randomize(model, seed: int, init: float):
    flat = tree_flatten(model.parameters())
    keys = mx.random.split(mx.random.key(seed), len(flat))
    model.update(tree_unflatten([
        (name, mx.ones(v.shape) if "norm" in name else init * mx.random.normal(v.shape, key=keys[i]))
        for i, (name, v) in enumerate(flat)
    ]))
    mx.eval(model.parameters())
    return model.eval()


def mlx_lm_generate(model, prompt, max_new_tokens: int) -> list[int]:
    """mlx-lm's own greedy decoding: the reference for plain decoding."""
    from mlx_lm.generate import generate_step

    return [tok for tok, _ in generate_step(mx.array(prompt), model, max_tokens=max_new_tokens)]

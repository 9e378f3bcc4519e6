"""Temperature, top-k and top-p on MLX logits (rows are positions); the same rules as
torch_sampling.filter_logits, so both backends draw from the same distribution."""

from __future__ import annotations

import mlx.core as mx

from ..config import Sampling

NEG_INF = float("-inf")


def filter_logits(logits: mx.array, s: Sampling) -> mx.array:
    """[n, vocab] -> [n, vocab] float32, scaled by 1/T, with filtered entries at -inf."""
    logits = logits.astype(mx.float32) / s.temperature
    vocab = logits.shape[-1]
    if s.top_k and s.top_k < vocab:
        kth = mx.min(mx.topk(logits, s.top_k, axis=-1), axis=-1, keepdims=True)
        logits = mx.where(logits < kth, NEG_INF, logits)
    if s.top_p < 1.0:
        order = mx.argsort(-logits, axis=-1)
        ranked = mx.take_along_axis(logits, order, axis=-1)
        probs = mx.softmax(ranked, axis=-1)
        drop = mx.cumsum(probs, axis=-1) - probs >= s.top_p  # keep the first token over p
        ranked = mx.where(drop, NEG_INF, ranked)
        logits = mx.take_along_axis(ranked, mx.argsort(order, axis=-1), axis=-1)
    return logits


def draw(logits: mx.array, s: Sampling, key: mx.array | None) -> mx.array:
    """One token per row, lazily: argmax when greedy, else t ~ softmax(filtered logits)."""
    if s.greedy:
        return mx.argmax(logits, axis=-1)
    return mx.random.categorical(filter_logits(logits, s), axis=-1, key=key)

"""Tiny random-weight models built in-process from a transformers config."""

from __future__ import annotations

import random
from collections import Counter

import torch
from transformers import AutoModelForCausalLM, LlamaConfig, Qwen2Config

from tests.helpers import run

VOCAB = 64


def tiny_model(arch: str = "qwen2", seed: int = 0, dtype=torch.float64, init: float = 0.4):
    """A 2-layer model whose logits are peaky enough to have no near-ties (float64)."""
    common = dict(
        vocab_size=VOCAB,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=512,
        initializer_range=init,
        tie_word_embeddings=False,
    )
    cfg = Qwen2Config(**common) if arch == "qwen2" else LlamaConfig(**common)
    torch.manual_seed(seed)
    return AutoModelForCausalLM.from_config(cfg).to(dtype).eval()


def repeated_prompt(seed: int, length: int = 120, spans: int = 4) -> list[int]:
    """Random tokens with a few spans copied from earlier, so lookups find matches."""
    rng = random.Random(seed)
    toks = [rng.randrange(2, VOCAB) for _ in range(length)]
    for _ in range(spans):
        n = rng.randrange(6, 20)
        src = rng.randrange(0, length - n)
        dst = rng.randrange(0, length - n)
        toks[dst : dst + n] = toks[src : src + n]
    return toks


def decode_ids(ids) -> str:
    """A stand-in tokenizer: token i is the letter chr(ord('A') + i % 58)."""
    return "".join(chr(0x41 + (i % 58)) for i in ids)


def greedy_parity(plain_backend, spec_backend=None, seeds=range(5)) -> Counter:
    """Greedy lookup must emit what plain decoding emits, in no more forwards, on the
    repeated prompts; returns the kinds of rounds lookup made (callers check they happened)."""
    spec_backend = spec_backend or plain_backend
    kinds = Counter()
    for seed in seeds:
        prompt = repeated_prompt(seed)
        plain = run(plain_backend, prompt, decode_ids, eos=[1], lookup=False, max_tokens=100, loop_guard=False)
        spec = run(spec_backend, prompt, decode_ids, eos=[1], max_tokens=100, loop_guard=False)
        assert spec.tokens == plain.tokens, f"seed {seed}"
        assert spec.done.summary.forwards <= plain.done.summary.forwards
        kinds += spec.kinds
    return kinds

"""Tiny random-weight torch models built in-process from a transformers config, and the
backends over them."""

from __future__ import annotations

import torch
from transformers import AutoModelForCausalLM, LlamaConfig, Qwen2Config, Qwen3Config

from tests.helpers import VOCAB

ARCHS = ("qwen2", "llama", "qwen3", "llama3")  # what tiny_model builds
# Llama 3's rope scaling, its original context short enough that a tiny model's positions cross
# every band of it (high frequencies kept, low ones divided by the factor, the middle smoothed).
LLAMA3_ROPE = {"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0, "low_freq_factor": 1.0,
               "high_freq_factor": 4.0, "original_max_position_embeddings": 64}


def tiny_config(arch: str = "qwen2", init: float = 0.4, **over):
    """A 2-layer config. qwen3: head_dim 32 (not hidden/heads: q and k are wider than the model,
    as in Qwen3), its per-head q/k norms; llama3: Llama with llama3 rope scaling and tied
    embeddings."""
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
    if arch == "qwen3":
        return Qwen3Config(**{**common, "head_dim": 32, **over})
    if arch == "llama3":
        return LlamaConfig(**{**common, "tie_word_embeddings": True, "rope_parameters": dict(LLAMA3_ROPE), **over})
    return (Qwen2Config if arch == "qwen2" else LlamaConfig)(**{**common, **over})


def tiny_model(arch: str = "qwen2", seed: int = 0, dtype=torch.float64, init: float = 0.4):
    """A 2-layer model whose logits are peaky enough to have no near-ties (float64); the q/k
    norm weights (all ones at init) drawn too, so a wrong norm shows."""
    cfg = tiny_config(arch, init)
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(cfg)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith(("q_norm.weight", "k_norm.weight")):
                p.copy_(1 + 0.3 * torch.randn(p.shape))
    return model.to(dtype).eval()


def static(model, min_bucket: int = 16, cls=None, attention: str | None = None):
    """A static backend over the same weights as a transformers model (float64, CPU).
    A small first bucket makes generations cross several buckets."""
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.models.llama import ModelArgs, weights_from_state_dict

    args = ModelArgs.from_config(model.config.to_dict())
    w = weights_from_state_dict(model.state_dict(), args, "cpu", torch.float64)
    return (cls or StaticBackend)(args, w, name="tiny", min_bucket=min_bucket, attention=attention)


def static_int4(model, min_bucket: int = 16, quant: str = "int4", attention: str | None = None):
    """The static backend over the same model with int4 (or int8) weights (quantized in
    process, bf16 activations): the CPU's quantized path (engine/models/quant.py)."""
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.models.llama import ModelArgs, weights_from_state_dict
    from redraft.engine.models.quant import quantize_weights

    args = ModelArgs.from_config(model.config.to_dict())
    dense = weights_from_state_dict(model.state_dict(), args, "cpu", torch.bfloat16)
    return StaticBackend(
        args, quantize_weights(dense, quant), name=f"tiny-{quant}", min_bucket=min_bucket, prefill_weights=dense,
        attention=attention,
    )


def plain_generate(backend, prompt, max_new_tokens: int) -> list[int]:
    """Greedy decoding one token per forward: a backend's own plain reference."""
    backend.reset()
    logits = backend.prefill(list(prompt))
    out = []
    for _ in range(max_new_tokens):
        out.append(int(logits[-1].argmax()))
        logits = backend.forward([out[-1]])
    return out


def hf_generate(model, prompt, max_new_tokens: int) -> list[int]:
    """transformers' own greedy decoding: the reference for plain decoding."""
    return model.generate(
        torch.tensor([prompt]), max_new_tokens=max_new_tokens, do_sample=False, eos_token_id=None,
        pad_token_id=0, attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
    )[0, len(prompt) :].tolist()

"""Temperature, top-k and top-p on torch logits (rows are positions), and the draw every torch
backend shares."""

from __future__ import annotations

import torch

from ..config import Sampling


def filter_logits(logits: torch.Tensor, s: Sampling) -> torch.Tensor:
    """[n, vocab] -> [n, vocab] scaled by 1/T, with filtered entries at -inf."""
    logits = logits / s.temperature
    if s.top_k and s.top_k < logits.shape[-1]:
        kth = torch.topk(logits, s.top_k, dim=-1).values[..., -1:]
        logits = logits.masked_fill(logits < kth, float("-inf"))
    if s.top_p < 1.0:
        sorted_logits, order = torch.sort(logits, dim=-1, descending=True)
        cum = torch.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
        drop = cum - torch.softmax(sorted_logits, dim=-1) >= s.top_p  # keep the first over p
        sorted_logits = sorted_logits.masked_fill(drop, float("-inf"))
        logits = torch.full_like(logits, float("-inf")).scatter(-1, order, sorted_logits)
    return logits


def greedy_tokens(logits: torch.Tensor) -> torch.Tensor:
    """[n, vocab] -> [n]: each row's first maximum, as argmax. On a CPU through max(dim), which
    returns the same first index (documented) and runs vectorized where argmax does not:
    0.5B's 151,936 bf16 logits 0.12 ms a row against 0.57, 8 rows 0.50 against 2.26
    (Intel Xeon, torch 2.13). CUDA keeps argmax."""
    if logits.is_cuda:
        return logits.argmax(dim=-1)
    return logits.max(dim=-1).indices


@torch.inference_mode()
def draw(logits: torch.Tensor, s: Sampling, generator: torch.Generator) -> torch.Tensor:
    """[n, vocab] -> [n] token ids on the logits' device: argmax when greedy, else
    t ~ softmax(filtered logits). Nothing is read on the host."""
    if s.greedy:
        return greedy_tokens(logits)
    probs = torch.softmax(filter_logits(logits.float(), s), dim=-1)
    return torch.multinomial(probs, 1, generator=generator).squeeze(-1)


def seed_generator(gen: torch.Generator, seed: int | None) -> None:
    """Seed a sampler's generator; None draws a fresh seed from entropy."""
    if seed is None:
        gen.seed()
    else:
        gen.manual_seed(seed)

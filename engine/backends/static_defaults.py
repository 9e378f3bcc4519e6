"""How the static backend runs on a device when nothing says otherwise: its fast path (mode)
and its decode attention. Names only, no torch: the settings, the bench and the backend share
them."""

from __future__ import annotations

from .settings import FAST_PATHS

MODES = FAST_PATHS
# Measured on the H200 (docs/benchmarks/h200-widths.md), 0.5B, one-token step: compile-layer
# 1.43 ms, compile 1.50, graphs 2.71; torch.compile(mode="reduce-overhead") of the whole step 5.66.
DEFAULT_CUDA_MODE = "compile-layer"


def default_attention(device: str, quant: str = "none") -> str:
    """The decode attention per device kind. CUDA: "matmul" (compile-layer 1.43 ms a step
    against 1.53 with sdpa, docs/benchmarks/h200-widths.md). A CPU: "sdpa", torch's fused
    CPU kernel, which reads the bf16 cache as it is where "matmul" first copies the keys and
    values to float32 and runs three ops: 0.5B int4 one-token steps 42 ms against 48, 8-row
    verifies 83 against 94, bf16 forwards 2-6% faster, rows still bit-exact across groupings
    (docs/benchmarks/2026-12-02-cpu-attention.md). --quant gguf: "blocks", the block kernel's
    own attention in C, each row alone, 0.7x sdpa's time by row (1.5B, 320 keys,
    docs/benchmarks/2026-12-03-cpu-verify-prefetch.md)."""
    if quant == "gguf" and not str(device).startswith("cuda"):
        return "blocks"
    return "matmul" if str(device).startswith("cuda") else "sdpa"


def default_mode(device: str, configured: str | None = None) -> str:
    """On CUDA the configured fast path (BackendSettings.fast_path) where it names one of
    MODES, else DEFAULT_CUDA_MODE; eager elsewhere."""
    if not str(device).startswith("cuda"):
        return "eager"
    return configured if configured in MODES else DEFAULT_CUDA_MODE

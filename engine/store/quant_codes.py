"""Groupwise 4-bit codes for a weight matrix, in numpy (conversion runs without torch).

A [N, K] matrix as codes q in [0, 15] and a (scale, zero) per row and group of 32 columns:
W = (q - 8) * scale + zero, the format of torch's CPU int4 kernel (engine/models/quant.py).
GGUF Q4_K sub-blocks are this format exactly (w = d*sc*q - dmin*m, 32 weights each), so their
codes are kept; every other type is requantized from its dequantized values (min/max per
group). Stored in the model folder as nibbles [N, K/2] (column 2j low, 2j + 1 high) and bf16
(scale, zero) pairs [N, K/32, 2]: the kernel rounds both to bf16 (d*sc has up to 17
significant bits, bf16 8), so that is what is stored.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

GROUP = 32
ZERO_CODE = 8  # the kernel computes (q - 8) * scale + zero
Q4_K_BLOCK = 144  # bytes per 256 weights: d, dmin (fp16), 12 bytes of 6-bit scales/mins, 128 of nibbles


@dataclass(frozen=True)
class Codes:
    nibbles: np.ndarray  # uint8 [N, K/2]
    scales_zeros: np.ndarray  # uint16 bf16 bits [N, K/GROUP, 2]
    exact: bool  # the source's own codes (Q4_K), not a requantization

    def dequantize(self) -> np.ndarray:
        """float32 [N, K]: (q - 8) * scale + zero, as the kernel computes it (fp32 FMA)."""
        q = unpack_nibbles(self.nibbles).astype(np.float32)
        sz = bf16_to_f32(self.scales_zeros).repeat(GROUP, axis=1)  # [N, K, 2]
        return ((q - ZERO_CODE) * sz[..., 0] + sz[..., 1]).astype(np.float32)


def bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 bit patterns (uint16), round-to-nearest-even like torch."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    return ((u + (((u >> 16) & 1) + np.uint32(0x7FFF))) >> 16).astype(np.uint16)


def bf16_to_f32(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


def pack_nibbles(codes: np.ndarray) -> np.ndarray:
    """uint8 codes [N, K] -> [N, K/2]."""
    return (codes[:, 0::2] | (codes[:, 1::2] << 4)).astype(np.uint8)


def unpack_nibbles(nibbles: np.ndarray) -> np.ndarray:
    """[N, K/2] -> uint8 codes [N, K]."""
    return np.stack([nibbles & 0x0F, nibbles >> 4], axis=-1).reshape(nibbles.shape[0], -1)


def lanes64(nibbles: np.ndarray) -> np.ndarray:
    """Row-major nibbles [N, K/2] (N a multiple of 64) -> the layout torch's int4 kernel packs
    on AVX-512 CPUs (int4mm_kernel.cpp): per 64-row block and input column, 32 bytes, byte d
    holding rows d (low) and d + 32 (high), byte 16 + d rows d + 16 and d + 48. Stored so that
    loading on such a CPU copies nothing (models/quant.py checks the layout against torch's
    own packing and repacks elsewhere)."""
    codes = unpack_nibbles(nibbles)
    n, k = codes.shape
    lanes = codes.reshape(n // 64, 4, 16, k)
    both = np.concatenate([lanes[:, 0] | (lanes[:, 2] << 4), lanes[:, 1] | (lanes[:, 3] << 4)], axis=1)  # [B, 32, K]
    return np.ascontiguousarray(both.transpose(0, 2, 1)).reshape(n, k // 2)


def requantize(w: np.ndarray) -> Codes:
    """A float matrix [N, K] -> Codes: per group lo/hi, scale (hi - lo)/15 and zero rounded
    to bf16 first, then each value's nearest code against those rounded numbers."""
    n, k = w.shape
    g = np.asarray(w, dtype=np.float32).reshape(n, k // GROUP, GROUP)
    lo, hi = g.min(-1), g.max(-1)  # [N, G]
    scale = bf16_to_f32(bf16_bits((hi - lo) / 15))
    scale = np.where(scale > 0, scale, np.float32(1.0))
    zero = bf16_to_f32(bf16_bits(lo + ZERO_CODE * scale))
    base = zero - ZERO_CODE * scale  # the value of code 0
    codes = np.clip(np.rint((g - base[..., None]) / scale[..., None]), 0, 15).astype(np.uint8)
    return Codes(pack_nibbles(codes.reshape(n, k)), bf16_bits(np.stack([scale, zero], -1)), exact=False)


def q4_k_parts(blocks: np.ndarray, n: int, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """GGUF Q4_K blocks (uint8, the rows of an [N, K] tensor) -> (codes uint8 [N, K] in [0, 15],
    scale float32 [N, K/32], minimum float32 [N, K/32]): per 32-weight sub-block
    w = (d*sc) * q - (dmin*m) (ggml's dequantize_row_q4_K)."""
    from gguf.quants import Q4_K

    raw = np.ascontiguousarray(blocks).reshape(-1, Q4_K_BLOCK)  # one row per 256-weight super-block
    d = raw[:, 0:2].view(np.float16).astype(np.float32)  # [B, 1]
    dmin = raw[:, 2:4].view(np.float16).astype(np.float32)
    sc, m = Q4_K.get_scale_min(raw[:, 4:16])  # [B, 8] each, 6-bit
    qs = raw[:, 16:].reshape(-1, 4, 1, 32) >> np.array([0, 4], dtype=np.uint8).reshape(1, 1, 2, 1)
    codes = (qs & np.uint8(0x0F)).reshape(n, k)  # sub-block j: 32-byte chunk j // 2, nibble j % 2
    scale = (d * sc.reshape(-1, 8).astype(np.float32)).reshape(n, k // GROUP)
    low = (dmin * m.reshape(-1, 8).astype(np.float32)).reshape(n, k // GROUP)
    return codes, scale, low


def from_q4_k(blocks: np.ndarray, n: int, k: int) -> Codes:
    """GGUF Q4_K blocks -> Codes with the GGUF's own codes: w = d*sc*q - dmin*m
    = (q - 8) * (d*sc) + (8*d*sc - dmin*m)."""
    codes, scale, low = q4_k_parts(blocks, n, k)
    return Codes(pack_nibbles(codes), bf16_bits(np.stack([scale, ZERO_CODE * scale - low], -1)), exact=True)


def int8_fits(n: int, k: int) -> bool:
    """Whether torch's int8 kernel takes an [n, k] weight safely: it reads whole blocks of
    rows and of 16-wide bf16 vectors, past the end of a matrix that does not fill them
    (torch 2.13: a crash with K = 8, 24, 40 or 100, and with N = 267 from a mapped file). So
    K a multiple of the int4 group's 32 and N of 16, as the int4 kernel wants (every real
    model's matrices fit)."""
    return k % GROUP == 0 and n % 16 == 0


def int8_rows(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A float matrix [N, K] -> (int8 codes [N, K], bf16 bits [N]): one scale per row,
    max|w| / 127 rounded to bf16 first, then each value's nearest code against that rounded
    scale (torch's _weight_int8pack_mm computes W = q * scale; engine/models/quant.py)."""
    w = np.asarray(w, dtype=np.float32)
    scale = bf16_to_f32(bf16_bits(np.abs(w).max(1) / 127))
    scale = np.where(scale > 0, scale, np.float32(1.0)).astype(np.float32)
    codes = np.clip(np.rint(w / scale[:, None]), -127, 127).astype(np.int8)
    return codes, bf16_bits(scale)

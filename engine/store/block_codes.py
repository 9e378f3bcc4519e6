"""GGUF blocks of 32 weights in the tiles of the CPU's block kernel (engine/kernels/blockq.c),
in numpy (conversion runs without torch).

A matrix [N, K] is codes q [N, K] (unsigned) and one fp16 scale d per row and 32 columns,
w = d * (q - OFFSET[kind]), or for kind 4 also a minimum m, w = d * q - m:
- kind 4: GGUF Q4_K's own codes (q in [0, 15]); its sub-block scale d * sc and minimum
  dmin * m (6-bit integers times an fp16) rounded to fp16 (2^-11 relative: int4's bf16 pairs
  round them to 2^-8);
- kind 5: GGUF Q5_0's own codes and scales (q in [0, 31]), unchanged;
- kind 6: GGUF Q6_K's own codes (q in [0, 63], offset 32); its scale per 16 weights, d * sc
  (an int8 times an fp16), rounded to fp16, so d is [N, K/16];
- kind 8: GGUF Q8_0's own (its int8 codes + 128), unchanged; other types (F16...) are
  requantized into it from their float32 values the way llama.cpp makes Q8_0 (d = max|w| / 127
  per 32, rounded to fp16, then the nearest code).
Tiles: blocks uint8 [N/16, K/32, BYTES[kind]] and scales fp16 [N/16, K/32, 16] (kind 4:
[N/16, K/32, 32], the 16 rows' d then their m; kind 6: the 16 rows' d of columns 0-15, then of
16-31); the byte layout is described in blockq.c and undone by untile (a test holds both to it).
"""

from __future__ import annotations

import numpy as np

from .quant_codes import q4_k_parts

BLK, TILE = 32, 16
OFFSET = {4: 0, 5: 16, 6: 32, 8: 128}
BYTES = {4: 256, 5: 320, 6: 384, 8: 512}
SCALES = {4: 2 * TILE, 5: TILE, 6: 2 * TILE, 8: TILE}  # fp16 scales per tile and block
Q5_0_BLOCK, Q8_0_BLOCK = 22, 34  # bytes per 32 weights: fp16 d, then (Q5_0) 4 bytes of fifth bits and 16 of nibbles
Q6_K_BLOCK = 210  # bytes per 256 weights: 128 of low nibbles, 64 of high bit pairs, 16 int8 scales, fp16 d


def fits(n: int, k: int) -> bool:
    """The kernel takes [N, K] with N a multiple of its 16-row tiles and K of 32."""
    return n % TILE == 0 and k % BLK == 0


def from_q5_0(raw: np.ndarray, n: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """GGUF Q5_0 bytes of an [n, k] tensor -> (codes uint8 [n, k] in [0, 31], d fp16 [n, k/32]).
    Weight j < 16 of a block: low nibble of byte j, fifth bit j of the 32-bit qh; j >= 16: the
    high nibble of byte j - 16, fifth bit j (ggml's dequantize_row_q5_0)."""
    b = np.asarray(raw, dtype=np.uint8).reshape(-1, Q5_0_BLOCK)
    d = b[:, :2].copy().view(np.float16).reshape(n, k // BLK)
    qh = b[:, 2:6].copy().view("<u4").reshape(-1, 1)
    qs = b[:, 6:]
    low = np.concatenate([qs & 0x0F, qs >> 4], axis=1)  # [blocks, 32]
    fifth = ((qh >> np.arange(32, dtype=np.uint32)) & 1).astype(np.uint8)
    return (low | (fifth << 4)).reshape(n, k), d


def from_q4_k(raw: np.ndarray, n: int, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """GGUF Q4_K bytes -> (codes uint8 [n, k] in [0, 15], d fp16 [n, k/32], m fp16 [n, k/32]):
    quant_codes.q4_k_parts' sub-block scale d * sc and minimum dmin * m, rounded to fp16."""
    codes, scale, low = q4_k_parts(raw, n, k)
    return codes, scale.astype(np.float16), low.astype(np.float16)


def from_q6_k(raw: np.ndarray, n: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """GGUF Q6_K bytes -> (codes uint8 [n, k] in [0, 63], d fp16 [n, k/16]: d * sc per 16
    weights rounded to fp16), as ggml's dequantize_row_q6_k reads them: in each half of 128,
    weight l (< 32) + 32 j takes nibble j // 2 of ql[l + 32 (j % 2)] and bit pair j of qh[l]."""
    b = np.asarray(raw, dtype=np.uint8).reshape(-1, Q6_K_BLOCK)
    nb = len(b)
    nibbles = b[:, :128].reshape(nb, 2, 1, 64) >> np.array([0, 4], dtype=np.uint8).reshape(1, 1, 2, 1)
    low = (nibbles & 0x0F).reshape(nb, 2, 4, 32)  # [block, half, j, l]: ql[l + 32 (j % 2)] >> 4 (j // 2)
    pairs = b[:, 128:192].reshape(nb, 2, 1, 32) >> np.array([0, 2, 4, 6], dtype=np.uint8).reshape(1, 1, 4, 1)
    codes = low | ((pairs & 0x03) << 4)
    sc = b[:, 192:208].view(np.int8).astype(np.float32)
    d = b[:, 208:210].copy().view(np.float16).astype(np.float32)
    return codes.reshape(n, k), (d * sc).astype(np.float16).reshape(n, k // 16)


def from_q8_0(raw: np.ndarray, n: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """GGUF Q8_0 bytes -> (codes uint8 [n, k] = int8 code + 128, d fp16 [n, k/32])."""
    b = np.asarray(raw, dtype=np.uint8).reshape(-1, Q8_0_BLOCK)
    d = b[:, :2].copy().view(np.float16).reshape(n, k // BLK)
    q = b[:, 2:].view(np.int8).astype(np.int16) + 128
    return q.astype(np.uint8).reshape(n, k), d


def q8_blocks(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A float matrix [N, K] -> kind 8 (codes + 128, d fp16): Q8_0's format (d = max|w| / 127
    per 32, rounded to fp16), each code the nearest (half to even) against that fp16 d, so the
    stored d is the one the codes were made for (llama.cpp rounds against the float32 d)."""
    n, k = w.shape
    g = w.astype(np.float32).reshape(n, k // BLK, BLK)
    d = (np.abs(g).max(-1) / 127).astype(np.float16)
    df = d.astype(np.float32)
    inv = np.divide(1.0, df, out=np.zeros_like(df), where=df > 0)
    q = np.clip(np.rint(g * inv[..., None]), -127, 127).astype(np.int16) + 128
    return q.astype(np.uint8).reshape(n, k), d


def tile(codes: np.ndarray, d: np.ndarray, kind: int, m: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(codes uint8 [N, K], d fp16 [N, K/32] (kind 6: [N, K/16]), kind 4's m) -> (blocks uint8 [N/16, K/32,
    BYTES[kind]], scales fp16 [N/16, K/32, 16 | 32]) in blockq.c's layout."""
    n, k = codes.shape
    t, kb = n // TILE, k // BLK
    vec = codes.reshape(t, TILE, kb, 8, 4).transpose(0, 2, 3, 1, 4).reshape(t, kb, 8, 64)  # byte 4r + j of vector g
    if kind == 8:
        blocks = vec.reshape(t, kb, 512)
    else:
        nibbles = (vec[:, :, :4] & 0x0F) | ((vec[:, :, 4:] & 0x0F) << 4)  # vectors g and g + 4
        blocks = nibbles.reshape(t, kb, 256)
        for bit in (4, 5)[: {4: 0, 5: 1, 6: 2}[kind]]:  # bit i of vector g: [t, kb, 8, 8]
            plane = np.packbits((vec >> bit) & 1, axis=-1, bitorder="little")
            blocks = np.concatenate([blocks, plane.reshape(t, kb, 64)], axis=-1)
    if kind == 6:  # d [N, K/16]: columns 0-15 of each block, then 16-31
        halves = d.reshape(t, TILE, kb, 2).transpose(0, 2, 3, 1)  # [t, kb, 2, 16]
        return np.ascontiguousarray(blocks, dtype=np.uint8), np.ascontiguousarray(halves.reshape(t, kb, 2 * TILE), dtype=np.float16)
    scales = d.reshape(t, TILE, kb).transpose(0, 2, 1)
    if kind == 4:
        assert m is not None
        scales = np.concatenate([scales, m.reshape(t, TILE, kb).transpose(0, 2, 1)], axis=-1)
    return np.ascontiguousarray(blocks, dtype=np.uint8), np.ascontiguousarray(scales, dtype=np.float16)


def untile(blocks: np.ndarray, scales: np.ndarray, kind: int) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """tile's inverse: -> (codes uint8 [N, K], d fp16 [N, K/32] (kind 6: [N, K/16]), kind 4's m or None)."""
    t, kb, _ = blocks.shape
    if kind == 8:
        vec = blocks.reshape(t, kb, 8, 64)
    else:
        nib = blocks[..., :256].reshape(t, kb, 4, 64)
        vec = np.concatenate([nib & 0x0F, nib >> 4], axis=2)
        for i, bit in enumerate((4, 5)[: {4: 0, 5: 1, 6: 2}[kind]]):
            plane = blocks[..., 256 + 64 * i : 320 + 64 * i].reshape(t, kb, 8, 8)
            vec = vec | (np.unpackbits(plane, axis=-1, bitorder="little") << bit)
    codes = vec.reshape(t, kb, 8, TILE, 4).transpose(0, 3, 1, 2, 4).reshape(t * TILE, kb * BLK)

    def rows(part: np.ndarray) -> np.ndarray:
        return np.ascontiguousarray(part.transpose(0, 2, 1).reshape(t * TILE, kb))

    if kind == 6:  # [t, kb, 2, 16] -> d [N, K/16]
        halves = scales.reshape(t, kb, 2, TILE).transpose(0, 3, 1, 2).reshape(t * TILE, 2 * kb)
        return np.ascontiguousarray(codes), np.ascontiguousarray(halves), None

    m = rows(scales[..., TILE:]) if kind == 4 else None
    return np.ascontiguousarray(codes), rows(scales[..., :TILE]), m


def dequantize(codes: np.ndarray, d: np.ndarray, kind: int, m: np.ndarray | None = None) -> np.ndarray:
    """float32 [N, K]: d * (q - offset), kind 4: d * q - m (kind 6: d per 16 weights)."""
    n, k = codes.shape
    size = 16 if kind == 6 else BLK
    q = codes.astype(np.float32).reshape(n, k // size, size) - OFFSET[kind]
    w = q * d.astype(np.float32)[..., None]
    if kind == 4:
        assert m is not None
        w = w - m.astype(np.float32)[..., None]
    return w.reshape(n, k)

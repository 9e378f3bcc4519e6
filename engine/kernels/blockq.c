/* GGUF-style blocks of 32 weights times int8 activations, for the CPU's one-row steps and
 * few-row verifies (engine/models/blocks.py loads it; engine/kernels/build.py compiles it).
 *
 * Weights: codes q (unsigned) and one fp16 scale d per row and 32 columns, w = d * (q - off):
 *   kind 4 (GGUF Q4_K's codes):          q in [0, 15], w = d * q - m (an fp16 minimum m too); 5 bits.
 *   kind 5 (GGUF Q5_0, as stored there): q in [0, 31], off 16; 5.5 bits a weight.
 *   kind 6 (GGUF Q6_K's codes):          q in [0, 63], off 32, d per 16 columns; 7 bits.
 *   kind 8 (GGUF Q8_0, q + 128):         q in [0, 255], off 128; 8.5 bits a weight.
 * Stored in tiles of 16 rows x 32 columns, tile-major (all of a row tile's column blocks in
 * order), so a one-row step streams the matrix once. In a tile, vector g (0..7) holds columns
 * 4g..4g+3 of the 16 rows, byte 4r + j = q[row r][col 4g + j]: the operand layout of
 * AVX-512 VNNI's vpdpbusd, which sums 4 byte products into each of 16 int32 lanes (one per
 * row). Kind 8 stores the 8 vectors (512 bytes); kinds 4, 5 and 6 their low nibbles, vectors g
 * and g + 4 in one byte (256 bytes), then kind 5 each vector's fifth bits as a 64-bit mask (64),
 * kind 6 its bits 4 then its bits 5 (128).
 * Scales: fp16 [N/16, K/32, 16] (kind 4: 32, the 16 rows' d then their m; kind 6: 32, the 16
 * rows' d of columns 0-15 then of 16-31).
 *
 * Activations: each row is quantized per 32 columns to int8 (dx = max|x| / 127, the nearest
 * code), as llama.cpp's Q8_0 does, with the codes' sum sx kept for the offset:
 *   sum_k w x = sum_blocks d * dx * (sum q xq - off * sx)   (kind 4: d * dx * sum q xq - m * dx * sx;
 *   kind 6: the same per 16 columns, with the sums sx kept per 16).
 *
 * Exact across row counts: a row's outputs are computed by the same instructions in the same
 * order whatever the other rows are (one accumulator per row and tile, blocks in order, an
 * explicit FMA), so a row alone and the same row among 8 give the same bits. The static
 * backend needs that to keep greedy lookup byte-identical to plain decoding.
 */
#include <immintrin.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VNNI__)
#error "blockq.c needs AVX-512 F, BW and VNNI"
#endif

#define TILE 16
#define BLK 32
#define ROWS 8 /* rows sharing one decode of a weight block */
#define CHUNK 64 /* cached positions converted to float32 at a time by the attention */
#define KIND_OK(k) ((k) == 4 || (k) == 5 || (k) == 6 || (k) == 8)
#define BYTES(k) ((k) == 4 ? 256 : (k) == 5 ? 320 : (k) == 6 ? 384 : 512) /* per tile and block */
#define PER(k) ((k) == 4 || (k) == 6 ? 2 * TILE : TILE)                   /* fp16 scales per tile and block */
#define OFF(k) ((k) == 4 ? 0 : (k) == 5 ? 16 : (k) == 6 ? 32 : 128)
#ifndef PF
#define PF 16 /* blocks ahead to prefetch: a verify's 8 rows otherwise leave the stream idle */
#endif

int bq_version(void) { return 1; }

/* x: bf16 bits [R, K] -> xq int8 [R, K], dx float [R, K/32], sx int32 [R, K/16] (the codes'
 * sums per 16: kind 6's scales are per 16 weights) */
void bq_quantize(const uint16_t *x, int R, int K, int8_t *xq, float *dx, int32_t *sx) {
    const int KB = K / BLK;
    for (int r = 0; r < R; r++) {
        for (int b = 0; b < KB; b++) {
            const uint16_t *src = x + (size_t)r * K + (size_t)b * BLK;
            float v[BLK], amax = 0.f;
            for (int i = 0; i < BLK; i++) {
                uint32_t u = (uint32_t)src[i] << 16;
                memcpy(&v[i], &u, 4);
                float a = fabsf(v[i]);
                amax = a > amax ? a : amax;
            }
            const float d = amax / 127.f, id = d > 0.f ? 1.f / d : 0.f;
            int s[2] = {0, 0};
            for (int i = 0; i < BLK; i++) {
                int q = (int)nearbyintf(v[i] * id);
                xq[(size_t)r * K + (size_t)b * BLK + i] = (int8_t)q;
                s[i / 16] += q;
            }
            dx[(size_t)r * KB + b] = d;
            sx[(size_t)r * 2 * KB + 2 * b] = s[0];
            sx[(size_t)r * 2 * KB + 2 * b + 1] = s[1];
        }
    }
}

static inline uint16_t bf16_round(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    u += 0x7FFFu + ((u >> 16) & 1u); /* round to nearest even, as torch */
    return (uint16_t)(u >> 16);
}

static inline void decode(int kind, const uint8_t *p, __m512i wv[8]) {
    if (kind == 4) {
        const __m512i low = _mm512_set1_epi8(0x0F);
        for (int h = 0; h < 4; h++) {
            const __m512i n = _mm512_loadu_si512(p + 64 * h);
            wv[h] = _mm512_and_si512(n, low);
            wv[h + 4] = _mm512_and_si512(_mm512_srli_epi16(n, 4), low);
        }
    } else if (kind == 5) {
        const __m512i low = _mm512_set1_epi8(0x0F), fifth = _mm512_set1_epi8(16);
        const uint8_t *bits = p + 256;
        for (int h = 0; h < 4; h++) {
            uint64_t m0, m1;
            memcpy(&m0, bits + 8 * h, 8);
            memcpy(&m1, bits + 8 * (h + 4), 8);
            const __m512i n = _mm512_loadu_si512(p + 64 * h);
            const __m512i lo = _mm512_and_si512(n, low);
            const __m512i hi = _mm512_and_si512(_mm512_srli_epi16(n, 4), low);
            wv[h] = _mm512_mask_add_epi8(lo, _cvtu64_mask64(m0), lo, fifth);
            wv[h + 4] = _mm512_mask_add_epi8(hi, _cvtu64_mask64(m1), hi, fifth);
        }
    } else if (kind == 6) {
        const __m512i low = _mm512_set1_epi8(0x0F), b4 = _mm512_set1_epi8(16), b5 = _mm512_set1_epi8(32);
        const uint8_t *bits4 = p + 256, *bits5 = p + 320;
        for (int h = 0; h < 4; h++) {
            const __m512i n = _mm512_loadu_si512(p + 64 * h);
            __m512i lo = _mm512_and_si512(n, low), hi = _mm512_and_si512(_mm512_srli_epi16(n, 4), low);
            uint64_t m;
            memcpy(&m, bits4 + 8 * h, 8);
            lo = _mm512_mask_add_epi8(lo, _cvtu64_mask64(m), lo, b4);
            memcpy(&m, bits5 + 8 * h, 8);
            lo = _mm512_mask_add_epi8(lo, _cvtu64_mask64(m), lo, b5);
            memcpy(&m, bits4 + 8 * (h + 4), 8);
            hi = _mm512_mask_add_epi8(hi, _cvtu64_mask64(m), hi, b4);
            memcpy(&m, bits5 + 8 * (h + 4), 8);
            hi = _mm512_mask_add_epi8(hi, _cvtu64_mask64(m), hi, b5);
            wv[h] = lo;
            wv[h + 4] = hi;
        }
    } else {
        for (int g = 0; g < 8; g++) wv[g] = _mm512_loadu_si512(p + 64 * g);
    }
}

/* One row tile t against `rows` (1..ROWS) rows from r0: always inlined with kind and rows
 * constants, so the accumulators stay in registers and the loops unroll. A row's float32 sums
 * are the same instructions in the same order for every `rows` (its own accumulator, blocks in
 * order); its 32-column integer dot product is split over two chains for latency, which cannot
 * change it (int32 sums of int8 products are exact). */
static inline __attribute__((always_inline)) void tile_rows(
    const int kind, const int rows, const uint8_t *w, const uint16_t *scales, const int KB, const int K,
    const int8_t *xq, const float *dx, const int32_t *sx, const int t, const int r0, void *out, const int ldo,
    const int f32) {
    const size_t bytes = BYTES(kind), per = PER(kind); /* per: scales per tile and block */
    const int off = OFF(kind);
    __m512 acc[ROWS];
#pragma GCC unroll 8
    for (int i = 0; i < rows; i++) acc[i] = _mm512_setzero_ps();
    for (int b = 0; b < KB; b++) {
        __m512i wv[8];
        const uint8_t *wb = w + ((size_t)t * KB + b) * bytes;
        const uint16_t *sp = scales + ((size_t)t * KB + b) * per;
        if (PF) {
            for (size_t c = 0; c < bytes; c += 64) _mm_prefetch((const char *)(wb + PF * bytes + c), _MM_HINT_T0);
            _mm_prefetch((const char *)(sp + PF * per), _MM_HINT_T0);
        }
        decode(kind, wb, wv);
        const __m512 d = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)sp));
        /* kind 4: the minimums; kind 6: the scales of columns 16-31 */
        const __m512 m = PER(kind) == 2 * TILE ? _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(sp + TILE))) : _mm512_setzero_ps();
#pragma GCC unroll 8
        for (int i = 0; i < rows; i++) {
            const size_t r = (size_t)(r0 + i);
            const int8_t *xb = xq + r * K + (size_t)b * BLK;
            /* two chains: columns 0-15 (vectors 0-3) and 16-31 (4-7), kind 6's two scales */
            __m512i d0 = _mm512_setzero_si512(), d1 = _mm512_setzero_si512();
#pragma GCC unroll 4
            for (int g = 0; g < 4; g++) {
                int32_t f0, f1;
                memcpy(&f0, xb + 4 * g, 4);
                memcpy(&f1, xb + 4 * g + 16, 4);
                d0 = _mm512_dpbusd_epi32(d0, wv[g], _mm512_set1_epi32(f0));
                d1 = _mm512_dpbusd_epi32(d1, wv[g + 4], _mm512_set1_epi32(f1));
            }
            const float xd = dx[r * KB + b];
            const int32_t s0 = sx[2 * (r * KB + b)], s1 = sx[2 * (r * KB + b) + 1];
            if (kind == 6) {
                d0 = _mm512_sub_epi32(d0, _mm512_set1_epi32(off * s0));
                d1 = _mm512_sub_epi32(d1, _mm512_set1_epi32(off * s1));
                acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(d0), _mm512_mul_ps(d, _mm512_set1_ps(xd)), acc[i]);
                acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(d1), _mm512_mul_ps(m, _mm512_set1_ps(xd)), acc[i]);
                continue;
            }
            __m512i dot = _mm512_add_epi32(d0, d1);
            if (kind == 4) {
                acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(dot), _mm512_mul_ps(d, _mm512_set1_ps(xd)), acc[i]);
                acc[i] = _mm512_fnmadd_ps(m, _mm512_set1_ps(xd * (float)(s0 + s1)), acc[i]);
            } else {
                dot = _mm512_sub_epi32(dot, _mm512_set1_epi32(off * (s0 + s1)));
                acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(dot), _mm512_mul_ps(d, _mm512_set1_ps(xd)), acc[i]);
            }
        }
    }
#pragma GCC unroll 8
    for (int i = 0; i < rows; i++) {
        const size_t at = (size_t)(r0 + i) * ldo + (size_t)t * TILE;
        if (f32) {
            _mm512_storeu_ps((float *)out + at, acc[i]);
            continue;
        }
        float f[TILE];
        _mm512_storeu_ps(f, acc[i]);
        for (int j = 0; j < TILE; j++) ((uint16_t *)out)[at + j] = bf16_round(f[j]);
    }
}

/* tile_rows with kind and rows as constants (one copy of the loop for each pair). */
#define TILE_ARGS w, scales, KB, K, xq, dx, sx, t, r0, out, ldo, f32
#define ROWS_CASES(KIND)                              \
    switch (rows) {                                   \
    case 1: tile_rows(KIND, 1, TILE_ARGS); break;     \
    case 2: tile_rows(KIND, 2, TILE_ARGS); break;     \
    case 3: tile_rows(KIND, 3, TILE_ARGS); break;     \
    case 4: tile_rows(KIND, 4, TILE_ARGS); break;     \
    case 5: tile_rows(KIND, 5, TILE_ARGS); break;     \
    case 6: tile_rows(KIND, 6, TILE_ARGS); break;     \
    case 7: tile_rows(KIND, 7, TILE_ARGS); break;     \
    default: tile_rows(KIND, ROWS, TILE_ARGS); break; \
    }

static void tile_any(int kind, int rows, const uint8_t *w, const uint16_t *scales, int KB, int K, const int8_t *xq,
                     const float *dx, const int32_t *sx, int t, int r0, void *out, int ldo, int f32) {
    if (kind == 4) {
        ROWS_CASES(4)
    } else if (kind == 5) {
        ROWS_CASES(5)
    } else if (kind == 6) {
        ROWS_CASES(6)
    } else {
        ROWS_CASES(8)
    }
}

/* out[r, n] (row stride ldo; bf16 bits, or with f32 the float32 sums before that rounding) =
 * sum_k W[n, k] x[r, k] for W [N, K] in kind's tiles (w: [N/16, K/32, 256 | 320 | 384 | 512] bytes,
 * scales fp16) and x already quantized (bq_quantize). Returns 0, or -1 for a kind or shape it
 * does not take. */
int bq_gemm(int kind, const uint8_t *w, const uint16_t *scales, int N, int K, const int8_t *xq,
            const float *dx, const int32_t *sx, int R, void *out, int ldo, int f32) {
    if (!KIND_OK(kind) || N % TILE || K % BLK || R < 1) return -1;
    const int KB = K / BLK, T = N / TILE;
#pragma omp parallel for schedule(static)
    for (int t = 0; t < T; t++) {
        for (int r0 = 0; r0 < R; r0 += ROWS) {
            const int rows = R - r0 < ROWS ? R - r0 : ROWS;
            tile_any(kind, rows, w, scales, KB, K, xq, dx, sx, t, r0, out, ldo, f32);
        }
    }
    return 0;
}

/* bq_gemm on bf16 rows x [R, K]: with `quantize`, x is quantized into the scratch (xq, dx, sx)
 * first; without, the scratch already holds x's codes (the next part of a stacked matrix). */
int bq_linear(int kind, const uint8_t *w, const uint16_t *scales, int N, int K, const uint16_t *x, int R,
              int8_t *xq, float *dx, int32_t *sx, int quantize, void *out, int ldo, int f32) {
    if (K % BLK || R < 1) return -1;
    if (quantize) bq_quantize(x, R, K, xq, dx, sx);
    return bq_gemm(kind, w, scales, N, K, xq, dx, sx, R, out, ldo, f32);
}

/* The weights themselves, bf16 bits [N, K] (a whole matrix; an embedding's rows are decoded in torch):
 * d * (q - off) in float32 (kind 4: d * q - m), rounded once; contraction is off in -std=c11,
 * so the float32 values are numpy's (block_codes.dequantize) to the bit. */
int bq_dense(int kind, const uint8_t *w, const uint16_t *scales, int N, int K, uint16_t *out) {
    if (!KIND_OK(kind) || N % TILE || K % BLK) return -1;
    const int KB = K / BLK, T = N / TILE;
    const size_t bytes = BYTES(kind), per = PER(kind);
    const int off = OFF(kind);
#pragma omp parallel for schedule(static)
    for (int t = 0; t < T; t++) {
        for (int b = 0; b < KB; b++) {
            const uint8_t *p = w + ((size_t)t * KB + b) * bytes;
            const uint16_t *sp = scales + ((size_t)t * KB + b) * per;
            uint8_t q[8][64];
            __m512i wv[8];
            decode(kind, p, wv);
            for (int g = 0; g < 8; g++) _mm512_storeu_si512(q[g], wv[g]);
            float d[TILE], m[TILE];
            _mm512_storeu_ps(d, _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)sp)));
            _mm512_storeu_ps(m, per == 2 * TILE ? _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(sp + TILE))) : _mm512_setzero_ps());
            for (int r = 0; r < TILE; r++) {
                uint16_t *o = out + ((size_t)t * TILE + r) * K + (size_t)b * BLK;
                for (int g = 0; g < 8; g++) {
                    for (int j = 0; j < 4; j++) {
                        float v = (float)(q[g][4 * r + j] - off) * (kind == 6 && g >= 4 ? m[r] : d[r]);
                        if (kind == 4) v = v - m[r];
                        o[4 * g + j] = bf16_round(v);
                    }
                }
            }
        }
    }
    return 0;
}

static inline __m512 bf16x16(const uint16_t *p, __mmask32 keep) {
    const __m256i h = _mm512_castsi512_si256(_mm512_maskz_loadu_epi16(keep, p));
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
}

/* m cached positions of D bf16 (D apart) -> float32 [m, DV * 16] (the last 16 masked by `last`). */
static void to_float(float *buf, const uint16_t *src, int m, int D, int DV, __mmask32 last) {
    for (int a = 0; a < m; a++)
        for (int j = 0; j < DV; j++)
            _mm512_storeu_ps(buf + ((size_t)a * DV + j) * 16, bf16x16(src + (size_t)a * D + 16 * j, j == DV - 1 ? last : (__mmask32)0xFFFF));
}

/* The decode attention of n query rows over A cached keys, each row alone:
 *   o[r, h] = sum_a softmax_a(scale * q[r, h] . k[h / g, a] + bias[r, a]) v[h / g, a]
 * q bf16 [n, H, D]; k, v bf16 [KV, A, D] with head stride hs (elements; positions D apart);
 * bias float32 [n, A], 0 or -inf (a -inf key is skipped); o bf16 [n, H * D]. Scores, softmax
 * and sums in float32, in one fixed order per (row, head): a row's output does not depend on
 * the other rows or the thread count (one thread takes a row's key/value head whole).
 * Each chunk of keys (then of values) is converted to float32 once for the g query heads that
 * share it; a head's operations are the same, in the same order, as one head alone.
 * Returns 0, or -1 for a shape it does not take (H not a multiple of KV, D over 256, g over 64). */
int bq_attend(const uint16_t *q, const uint16_t *k, const uint16_t *v, long hs, const float *bias, int n, int H,
              int KV, int D, int A, float scale, uint16_t *o) {
    if (n < 1 || A < 1 || KV < 1 || H % KV || D < 1 || D > 256 || H / KV > 64) return -1;
    const int g = H / KV, DV = (D + 15) / 16;
    const __mmask32 last = D % 16 ? (__mmask32)((1u << (D % 16)) - 1) : (__mmask32)0xFFFF;
#define KEEP(j) ((j) == DV - 1 ? last : (__mmask32)0xFFFF)
    int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
    for (int task = 0; task < n * KV; task++) {
        const int r = task / KV, kh = task % KV;
        const float *br = bias + (size_t)r * A;
        /* scores [g, A]; the keys or values of CHUNK positions in float32 (each converted once
         * for the g heads); the g heads' outputs [g, DV * 16] between chunks */
        float *s = malloc(sizeof(float) * ((size_t)g * A + (size_t)CHUNK * DV * 16 + (size_t)g * DV * 16 + g));
        if (!s) {
            bad = 1;
            continue;
        }
        float *buf = s + (size_t)g * A, *out = buf + (size_t)CHUNK * DV * 16, *top = out + (size_t)g * DV * 16;
        for (int h = 0; h < g; h++) top[h] = -INFINITY;
        for (int a0 = 0; a0 < A; a0 += CHUNK) {
            const int m = A - a0 < CHUNK ? A - a0 : CHUNK;
            to_float(buf, k + (size_t)kh * hs + (size_t)a0 * D, m, D, DV, last);
            for (int h = 0; h < g; h++) {
                const uint16_t *qh = q + ((size_t)r * H + (size_t)kh * g + h) * D;
                __m512 qv[16];
                for (int j = 0; j < DV; j++) qv[j] = bf16x16(qh + 16 * j, KEEP(j));
                float *sh = s + (size_t)h * A;
                for (int a = a0; a < a0 + m; a++) {
                    if (br[a] == -INFINITY) {
                        sh[a] = -INFINITY;
                        continue;
                    }
                    const float *ka = buf + (size_t)(a - a0) * DV * 16;
                    __m512 acc = _mm512_mul_ps(qv[0], _mm512_loadu_ps(ka));
                    for (int j = 1; j < DV; j++) acc = _mm512_fmadd_ps(qv[j], _mm512_loadu_ps(ka + 16 * j), acc);
                    const float x = _mm512_reduce_add_ps(acc) * scale + br[a];
                    sh[a] = x;
                    top[h] = x > top[h] ? x : top[h];
                }
            }
        }
        float sum[64];
        for (int h = 0; h < g; h++) {
            float *sh = s + (size_t)h * A, t = 0.f;
            for (int a = 0; a < A; a++) {
                const float e = sh[a] == -INFINITY ? 0.f : expf(sh[a] - top[h]);
                sh[a] = e;
                t += e;
            }
            sum[h] = t;
            for (int j = 0; j < DV; j++) _mm512_storeu_ps(out + ((size_t)h * DV + j) * 16, _mm512_setzero_ps());
        }
        for (int a0 = 0; a0 < A; a0 += CHUNK) {
            const int m = A - a0 < CHUNK ? A - a0 : CHUNK;
            to_float(buf, v + (size_t)kh * hs + (size_t)a0 * D, m, D, DV, last);
            for (int h = 0; h < g; h++) {
                const float *sh = s + (size_t)h * A;
                float *oh = out + (size_t)h * DV * 16;
                __m512 ov[16];
                for (int j = 0; j < DV; j++) ov[j] = _mm512_loadu_ps(oh + 16 * j);
                for (int a = a0; a < a0 + m; a++) {
                    if (sh[a] == 0.f) continue;
                    const __m512 p = _mm512_set1_ps(sh[a]);
                    const float *va = buf + (size_t)(a - a0) * DV * 16;
                    for (int j = 0; j < DV; j++) ov[j] = _mm512_fmadd_ps(p, _mm512_loadu_ps(va + 16 * j), ov[j]);
                }
                for (int j = 0; j < DV; j++) _mm512_storeu_ps(oh + 16 * j, ov[j]);
            }
        }
        for (int h = 0; h < g; h++) {
            const __m512 inv = _mm512_set1_ps(sum[h] > 0.f ? 1.f / sum[h] : 0.f);
            uint16_t *oh = o + ((size_t)r * H + (size_t)kh * g + h) * D;
            for (int j = 0; j < DV; j++) {
                float f[16];
                _mm512_storeu_ps(f, _mm512_mul_ps(_mm512_loadu_ps(out + ((size_t)h * DV + j) * 16), inv));
                for (int i = 0; i < 16 && 16 * j + i < D; i++) oh[16 * j + i] = bf16_round(f[i]);
            }
        }
        free(s);
    }
#undef KEEP
    return bad ? -1 : 0;
}

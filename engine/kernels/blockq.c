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
 * AVX2 (CPUs without AVX-512 VNNI): each vector is read as two halves, rows 0-7 and 8-15, and
 * vpmaddubsw then vpmaddwd (or AVX-VNNI's 256-bit vpdpbusd) give the same int32 sums of 4
 * products; the float32 steps are the same per lane, and the attention's sums are added in one
 * written-out order, so the two builds give the same bits (tests/test_blocks.py compares them).
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

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VNNI__)
#define ISA 512 /* one 16-row vector per instruction */
#elif defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#define ISA 256 /* two 8-row halves, the same sums in each lane (bitwise the AVX-512 results) */
#else
#error "blockq.c needs AVX-512 F, BW and VNNI, or AVX2 with FMA and F16C"
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

/* The instructions this build runs: 512 (AVX-512 VNNI), 257 (AVX2 with AVX-VNNI's 256-bit
 * vpdpbusd), 256 (AVX2: vpmaddubsw then vpmaddwd). The results are the same bits on each. */
int bq_isa(void) {
#if ISA == 512
    return 512;
#elif defined(__AVXVNNI__)
    return 257;
#else
    return 256;
#endif
}

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

#if ISA == 512

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

/* Vector g's 64 codes as bytes (bq_dense). */
static inline void decode_bytes(int kind, const uint8_t *p, uint8_t q[8][64]) {
    __m512i wv[8];
    decode(kind, p, wv);
    for (int g = 0; g < 8; g++) _mm512_storeu_si512(q[g], wv[g]);
}

#else /* ISA 256: each 16-row vector as two 8-row halves, bytes 0-31 and 32-63 */

/* 32 mask bits -> 32 bytes, 0xFF where the bit is set (byte i <- bit i). */
static inline __m256i bits_to_bytes(uint32_t m) {
    const __m256i pick = _mm256_set_epi64x(0x0303030303030303, 0x0202020202020202, 0x0101010101010101, 0);
    const __m256i bit = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    const __m256i v = _mm256_and_si256(_mm256_shuffle_epi8(_mm256_set1_epi32((int)m), pick), bit);
    return _mm256_cmpeq_epi8(v, bit);
}

/* v + add where bits (vector h's 64-bit mask at `at`, the half's 32 of them) are set */
static inline __m256i add_where(__m256i v, const uint8_t *at, int h, int half, int add) {
    uint32_t m;
    memcpy(&m, at + 8 * h + 4 * half, 4);
    return _mm256_add_epi8(v, _mm256_and_si256(bits_to_bytes(m), _mm256_set1_epi8((char)add)));
}

/* decode's 8 vectors, one half (rows 8 half .. 8 half + 7). Kind 8 without AVX-VNNI: the
 * signed codes q - 128 (dot8 takes them by the sign trick). */
static inline void decode_half(int kind, const uint8_t *p, int half, __m256i wv[8]) {
    const int o = 32 * half;
    if (kind == 8) {
        for (int g = 0; g < 8; g++) {
            wv[g] = _mm256_loadu_si256((const __m256i *)(p + 64 * g + o));
#ifndef __AVXVNNI__
            wv[g] = _mm256_xor_si256(wv[g], _mm256_set1_epi8((char)0x80));
#endif
        }
        return;
    }
    const __m256i low = _mm256_set1_epi8(0x0F);
    for (int h = 0; h < 4; h++) {
        const __m256i n = _mm256_loadu_si256((const __m256i *)(p + 64 * h + o));
        __m256i lo = _mm256_and_si256(n, low), hi = _mm256_and_si256(_mm256_srli_epi16(n, 4), low);
        if (kind == 5) {
            lo = add_where(lo, p + 256, h, half, 16);
            hi = add_where(hi, p + 256, h + 4, half, 16);
        } else if (kind == 6) {
            lo = add_where(add_where(lo, p + 256, h, half, 16), p + 320, h, half, 32);
            hi = add_where(add_where(hi, p + 256, h + 4, half, 16), p + 320, h + 4, half, 32);
        }
        wv[h] = lo;
        wv[h + 4] = hi;
    }
}

/* One row's two chains for a block: d0 = the int32 sums of 4 byte products of vectors 0-3 (columns
 * 0-15), d1 of vectors 4-7, w unsigned, x signed in [-127, 127]. AVX-VNNI: vpdpbusd. AVX2:
 * vpmaddubsw's int16 pairs, added in int16 as far as they cannot overflow (a pair is at most
 * 2 * 127 * (15, 31, 63) for kinds 4, 5, 6: 8, 4, 2 of them), then vpmaddwd; kind 8's codes are
 * signed (q - 128), taken as |w| times x's sign (a pair at most 2 * 128 * 127). All exact. */
static inline __attribute__((always_inline)) void dot8(const int kind, const __m256i wv[8], const int8_t *xb, __m256i *d0, __m256i *d1) {
    __m256i x[8];
    for (int g = 0; g < 4; g++) {
        int32_t f0, f1;
        memcpy(&f0, xb + 4 * g, 4);
        memcpy(&f1, xb + 4 * g + 16, 4);
        x[g] = _mm256_set1_epi32(f0);
        x[g + 4] = _mm256_set1_epi32(f1);
    }
#ifdef __AVXVNNI__
    (void)kind;
    __m256i a = _mm256_setzero_si256(), b = _mm256_setzero_si256();
    for (int g = 0; g < 4; g++) {
        a = _mm256_dpbusd_avx_epi32(a, wv[g], x[g]);
        b = _mm256_dpbusd_avx_epi32(b, wv[g + 4], x[g + 4]);
    }
    *d0 = a;
    *d1 = b;
#else
    const __m256i one = _mm256_set1_epi16(1);
    __m256i p[8];
    for (int g = 0; g < 8; g++)
        p[g] = kind == 8 ? _mm256_maddubs_epi16(_mm256_abs_epi8(wv[g]), _mm256_sign_epi8(x[g], wv[g])) : _mm256_maddubs_epi16(wv[g], x[g]);
    if (kind == 8) {
        __m256i a = _mm256_madd_epi16(p[0], one), b = _mm256_madd_epi16(p[4], one);
        for (int g = 1; g < 4; g++) {
            a = _mm256_add_epi32(a, _mm256_madd_epi16(p[g], one));
            b = _mm256_add_epi32(b, _mm256_madd_epi16(p[g + 4], one));
        }
        *d0 = a;
        *d1 = b;
    } else if (kind == 6) {
        *d0 = _mm256_add_epi32(_mm256_madd_epi16(_mm256_add_epi16(p[0], p[1]), one), _mm256_madd_epi16(_mm256_add_epi16(p[2], p[3]), one));
        *d1 = _mm256_add_epi32(_mm256_madd_epi16(_mm256_add_epi16(p[4], p[5]), one), _mm256_madd_epi16(_mm256_add_epi16(p[6], p[7]), one));
    } else if (kind == 5) {
        *d0 = _mm256_madd_epi16(_mm256_add_epi16(_mm256_add_epi16(p[0], p[1]), _mm256_add_epi16(p[2], p[3])), one);
        *d1 = _mm256_madd_epi16(_mm256_add_epi16(_mm256_add_epi16(p[4], p[5]), _mm256_add_epi16(p[6], p[7])), one);
    } else { /* kind 4: all 8 (the chains are only added) */
        const __m256i lo = _mm256_add_epi16(_mm256_add_epi16(p[0], p[1]), _mm256_add_epi16(p[2], p[3]));
        const __m256i hi = _mm256_add_epi16(_mm256_add_epi16(p[4], p[5]), _mm256_add_epi16(p[6], p[7]));
        *d0 = _mm256_madd_epi16(_mm256_add_epi16(lo, hi), one);
        *d1 = _mm256_setzero_si256();
    }
#endif
}

#ifdef __AVXVNNI__
#define SIGNED8 0 /* kind 8's codes stay q + 128: the offset comes off the sums */
#else
#define SIGNED8 1 /* kind 8's dot products are already sum (q - 128) x */
#endif

/* tile_rows of the AVX-512 build in two passes, one per half: each lane the same integer sums
 * and the same float32 operations in the same order, so the same bits. */
static inline __attribute__((always_inline)) void tile_rows(
    const int kind, const int rows, const uint8_t *w, const uint16_t *scales, const int KB, const int K,
    const int8_t *xq, const float *dx, const int32_t *sx, const int t, const int r0, void *out, const int ldo,
    const int f32) {
    const size_t bytes = BYTES(kind), per = PER(kind);
    const int off = OFF(kind);
    for (int half = 0; half < 2; half++) {
        __m256 acc[ROWS];
#pragma GCC unroll 8
        for (int i = 0; i < rows; i++) acc[i] = _mm256_setzero_ps();
        for (int b = 0; b < KB; b++) {
            __m256i wv[8];
            const uint8_t *wb = w + ((size_t)t * KB + b) * bytes;
            const uint16_t *sp = scales + ((size_t)t * KB + b) * per;
            if (PF && half == 0) { /* the second half finds the tile in cache */
                for (size_t c = 0; c < bytes; c += 64) _mm_prefetch((const char *)(wb + PF * bytes + c), _MM_HINT_T0);
                _mm_prefetch((const char *)(sp + PF * per), _MM_HINT_T0);
            }
            decode_half(kind, wb, half, wv);
            const __m256 d = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(sp + 8 * half)));
            const __m256 m = PER(kind) == 2 * TILE ? _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(sp + TILE + 8 * half))) : _mm256_setzero_ps();
#pragma GCC unroll 8
            for (int i = 0; i < rows; i++) {
                const size_t r = (size_t)(r0 + i);
                const int8_t *xb = xq + r * K + (size_t)b * BLK;
                __m256i d0, d1;
                dot8(kind, wv, xb, &d0, &d1);
                const float xd = dx[r * KB + b];
                const int32_t s0 = sx[2 * (r * KB + b)], s1 = sx[2 * (r * KB + b) + 1];
                if (kind == 6) {
                    d0 = _mm256_sub_epi32(d0, _mm256_set1_epi32(off * s0));
                    d1 = _mm256_sub_epi32(d1, _mm256_set1_epi32(off * s1));
                    acc[i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(d0), _mm256_mul_ps(d, _mm256_set1_ps(xd)), acc[i]);
                    acc[i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(d1), _mm256_mul_ps(m, _mm256_set1_ps(xd)), acc[i]);
                    continue;
                }
                __m256i dot = _mm256_add_epi32(d0, d1);
                if (kind == 4) {
                    acc[i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(dot), _mm256_mul_ps(d, _mm256_set1_ps(xd)), acc[i]);
                    acc[i] = _mm256_fnmadd_ps(m, _mm256_set1_ps(xd * (float)(s0 + s1)), acc[i]);
                } else {
                    if (!(kind == 8 && SIGNED8)) dot = _mm256_sub_epi32(dot, _mm256_set1_epi32(off * (s0 + s1)));
                    acc[i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(dot), _mm256_mul_ps(d, _mm256_set1_ps(xd)), acc[i]);
                }
            }
        }
#pragma GCC unroll 8
        for (int i = 0; i < rows; i++) {
            const size_t at = (size_t)(r0 + i) * ldo + (size_t)t * TILE + 8 * (size_t)half;
            if (f32) {
                _mm256_storeu_ps((float *)out + at, acc[i]);
                continue;
            }
            float f[8];
            _mm256_storeu_ps(f, acc[i]);
            for (int j = 0; j < 8; j++) ((uint16_t *)out)[at + j] = bf16_round(f[j]);
        }
    }
}

/* Vector g's 64 codes as bytes (bq_dense): kind 8 as stored (q + 128). */
static inline void decode_bytes(int kind, const uint8_t *p, uint8_t q[8][64]) {
    for (int half = 0; half < 2; half++) {
        __m256i wv[8];
        decode_half(kind, p, half, wv);
        for (int g = 0; g < 8; g++) {
            if (kind == 8 && SIGNED8) wv[g] = _mm256_xor_si256(wv[g], _mm256_set1_epi8((char)0x80));
            _mm256_storeu_si256((__m256i *)(q[g] + 32 * half), wv[g]);
        }
    }
}

#endif /* ISA */


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
            decode_bytes(kind, p, q);
            float d[TILE], m[TILE];
            for (int r = 0; r < TILE; r++) {
                d[r] = _cvtsh_ss(sp[r]);
                m[r] = per == 2 * TILE ? _cvtsh_ss(sp[TILE + r]) : 0.f;
            }
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

/* ---- the prompt's products (bq_prompt_gemm): every row against one decode of each tile ----
 * bq_gemm decodes a tile's blocks again for every ROWS rows (what a step or a verify needs),
 * and on AVX2 runs one pass per 8-row half, broadcasting each activation twice: for a
 * prompt's hundreds of rows that decoding is repeated work. Here a thread decodes PK blocks of
 * a tile once into a buffer that stays in L1 and runs every row against them, PR rows at a
 * time (AVX2: one broadcast of x serves both halves); the float32 sums wait in a buffer
 * between chunks of PK blocks. Each lane's float32 steps are tile_rows' own, in its order (the
 * integer sums are exact in any order), so a row's outputs are bq_gemm's bits on both builds:
 * the prompt kernel is faster, never different (tests/test_blocks.py holds it to bq_gemm). */

#ifndef PK
#define PK 32 /* blocks decoded at a time: 16 KB */
#endif

/* Blocks [b0, b0 + nb) of tile t decoded: [nb][8][64] bytes, vector g of block b at 512 b + 64 g
 * (AVX2: decode_half's rows 0-7 in its bytes 0-31, rows 8-15 in 32-63). */
static void decode_run(int kind, const uint8_t *w, int KB, int t, int b0, int nb, uint8_t *dst) {
    const size_t bytes = BYTES(kind);
    for (int b = 0; b < nb; b++) {
        const uint8_t *p = w + ((size_t)t * KB + b0 + b) * bytes;
        uint8_t *q = dst + (size_t)b * 512;
#if ISA == 512
        __m512i wv[8];
        decode(kind, p, wv);
        for (int g = 0; g < 8; g++) _mm512_storeu_si512(q + 64 * g, wv[g]);
#else
        for (int half = 0; half < 2; half++) {
            __m256i wv[8];
            decode_half(kind, p, half, wv);
            for (int g = 0; g < 8; g++) _mm256_storeu_si256((__m256i *)(q + 64 * g + 32 * half), wv[g]);
        }
#endif
    }
}

#if ISA == 512
#ifndef PR
#define PR 8 /* rows at a time */
#endif

/* `rows` rows from r0 against tile t's decoded blocks [b0, b0 + nb) (dec): tile_rows with the
 * vectors loaded instead of decoded. Sums start at 0 (first) or from acc [R][16]; they go back
 * there, or with last to out as tile_rows writes them. */
static inline __attribute__((always_inline)) void prompt_rows(
    const int kind, const int rows, const uint8_t *dec, const uint16_t *scales, const int KB, const int K,
    const int8_t *xq, const float *dx, const int32_t *sx, const int t, const int b0, const int nb, const int r0,
    float *keep, const int first, const int last, void *out, const int ldo, const int f32) {
    const size_t per = PER(kind);
    const int off = OFF(kind);
    __m512 acc[8]; /* rows <= 8: the arrays are registers once unrolled */
#pragma GCC unroll 8
    for (int i = 0; i < rows; i++) acc[i] = first ? _mm512_setzero_ps() : _mm512_loadu_ps(keep + (size_t)(r0 + i) * TILE);
    for (int b = b0; b < b0 + nb; b++) {
        __m512i wv[8];
        for (int g = 0; g < 8; g++) wv[g] = _mm512_loadu_si512(dec + (size_t)(b - b0) * 512 + 64 * g);
        const uint16_t *sp = scales + ((size_t)t * KB + b) * per;
        const __m512 d = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)sp));
        const __m512 m = PER(kind) == 2 * TILE ? _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(sp + TILE))) : _mm512_setzero_ps();
#pragma GCC unroll 8
        for (int i = 0; i < rows; i++) {
            const size_t r = (size_t)(r0 + i);
            const int8_t *xb = xq + r * K + (size_t)b * BLK;
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
        if (!last) {
            _mm512_storeu_ps(keep + (size_t)(r0 + i) * TILE, acc[i]);
            continue;
        }
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

#else /* ISA 256 */
#ifndef PR
#define PR 3 /* rows at a time: their two halves' int16 and float32 sums fill the 16 registers */
#endif

/* AVX2's prompt_rows: for each vector g, its two halves are loaded once and multiplied by each
 * row's broadcast codes; the int16 pairs are widened as dot8 widens them (kind 4 after all 8
 * vectors, 5 after 4, 6 after 2, 8 after each; AVX-VNNI's vpdpbusd sums in int32 at once), into
 * the sums of columns 0-15 (lo) and 16-31 (hi), then tile_rows' float32 steps. */
static inline __attribute__((always_inline)) void prompt_rows(
    const int kind, const int rows, const uint8_t *dec, const uint16_t *scales, const int KB, const int K,
    const int8_t *xq, const float *dx, const int32_t *sx, const int t, const int b0, const int nb, const int r0,
    float *keep, const int first, const int last, void *out, const int ldo, const int f32) {
    const size_t per = PER(kind);
    const int off = OFF(kind);
    const int span = kind == 4 ? 8 : kind == 5 ? 4 : kind == 6 ? 2 : 1; /* int16 products summed before vpmaddwd */
    __m256 acc[8][2]; /* rows <= 8: the arrays are registers once unrolled */
#pragma GCC unroll 4
    for (int i = 0; i < rows; i++)
        for (int h = 0; h < 2; h++)
            acc[i][h] = first ? _mm256_setzero_ps() : _mm256_loadu_ps(keep + (size_t)(r0 + i) * TILE + 8 * h);
    for (int b = b0; b < b0 + nb; b++) {
        const uint8_t *wb = dec + (size_t)(b - b0) * 512;
        __m256i lo[8][2], hi[8][2];
#ifndef __AVXVNNI__
        const __m256i one = _mm256_set1_epi16(1);
        __m256i p[8][2];
#endif
#pragma GCC unroll 4
        for (int i = 0; i < rows; i++)
            for (int h = 0; h < 2; h++) lo[i][h] = hi[i][h] = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int g = 0; g < 8; g++) {
            const __m256i w0 = _mm256_loadu_si256((const __m256i *)(wb + 64 * g));
            const __m256i w1 = _mm256_loadu_si256((const __m256i *)(wb + 64 * g + 32));
#pragma GCC unroll 4
            for (int i = 0; i < rows; i++) {
                int32_t f;
                memcpy(&f, xq + (size_t)(r0 + i) * K + (size_t)b * BLK + 4 * g, 4);
                const __m256i x = _mm256_set1_epi32(f);
                for (int h = 0; h < 2; h++) {
                    const __m256i wh = h ? w1 : w0;
                    __m256i *chain = g < 4 ? &lo[i][h] : &hi[i][h];
#ifdef __AVXVNNI__
                    (void)span;
                    *chain = _mm256_dpbusd_avx_epi32(*chain, wh, x);
#else
                    const __m256i prod = kind == 8 ? _mm256_maddubs_epi16(_mm256_abs_epi8(wh), _mm256_sign_epi8(x, wh))
                                                   : _mm256_maddubs_epi16(wh, x);
                    p[i][h] = g % span == 0 ? prod : _mm256_add_epi16(p[i][h], prod);
                    __asm__("" : "+x"(p[i][h])); /* each product summed as it comes: GCC would hold all 48, spilled */
                    if (g % span == span - 1) {
                        if (kind == 4) chain = &lo[i][h];
                        *chain = _mm256_add_epi32(*chain, _mm256_madd_epi16(p[i][h], one));
                    }
#endif
                }
            }
        }
        const uint16_t *sp = scales + ((size_t)t * KB + b) * per;
#pragma GCC unroll 4
        for (int i = 0; i < rows; i++) {
            const size_t r = (size_t)(r0 + i);
            const float xd = dx[r * KB + b];
            const int32_t s0 = sx[2 * (r * KB + b)], s1 = sx[2 * (r * KB + b) + 1];
            for (int h = 0; h < 2; h++) {
                const __m256 d = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(sp + 8 * h)));
                const __m256 m = PER(kind) == 2 * TILE ? _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(sp + TILE + 8 * h))) : _mm256_setzero_ps();
                __m256i d0 = lo[i][h], d1 = hi[i][h];
                if (kind == 6) {
                    d0 = _mm256_sub_epi32(d0, _mm256_set1_epi32(off * s0));
                    d1 = _mm256_sub_epi32(d1, _mm256_set1_epi32(off * s1));
                    acc[i][h] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(d0), _mm256_mul_ps(d, _mm256_set1_ps(xd)), acc[i][h]);
                    acc[i][h] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(d1), _mm256_mul_ps(m, _mm256_set1_ps(xd)), acc[i][h]);
                    continue;
                }
                __m256i dot = _mm256_add_epi32(d0, d1);
                if (kind == 4) {
                    acc[i][h] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(dot), _mm256_mul_ps(d, _mm256_set1_ps(xd)), acc[i][h]);
                    acc[i][h] = _mm256_fnmadd_ps(m, _mm256_set1_ps(xd * (float)(s0 + s1)), acc[i][h]);
                } else {
                    if (!(kind == 8 && SIGNED8)) dot = _mm256_sub_epi32(dot, _mm256_set1_epi32(off * (s0 + s1)));
                    acc[i][h] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(dot), _mm256_mul_ps(d, _mm256_set1_ps(xd)), acc[i][h]);
                }
            }
        }
    }
#pragma GCC unroll 4
    for (int i = 0; i < rows; i++) {
        for (int h = 0; h < 2; h++) {
            if (!last) {
                _mm256_storeu_ps(keep + (size_t)(r0 + i) * TILE + 8 * h, acc[i][h]);
                continue;
            }
            const size_t at = (size_t)(r0 + i) * ldo + (size_t)t * TILE + 8 * (size_t)h;
            if (f32) {
                _mm256_storeu_ps((float *)out + at, acc[i][h]);
                continue;
            }
            float f[8];
            _mm256_storeu_ps(f, acc[i][h]);
            for (int j = 0; j < 8; j++) ((uint16_t *)out)[at + j] = bf16_round(f[j]);
        }
    }
}
#endif /* ISA */

/* prompt_rows with kind and rows as constants (PR rows, and fewer for a last group). */
#define PROMPT_ARGS dec, scales, KB, K, xq, dx, sx, t, b0, nb, r0, keep, first, last, out, ldo, f32
#define PROMPT_KIND(KIND)                                   \
    if (rows == PR) prompt_rows(KIND, PR, PROMPT_ARGS);     \
    else if (rows == 1) prompt_rows(KIND, 1, PROMPT_ARGS);  \
    else if (rows == 2) prompt_rows(KIND, 2, PROMPT_ARGS);  \
    else if (rows == 3) prompt_rows(KIND, 3, PROMPT_ARGS);  \
    else if (rows == 4) prompt_rows(KIND, 4, PROMPT_ARGS);  \
    else if (rows == 5) prompt_rows(KIND, 5, PROMPT_ARGS);  \
    else if (rows == 6) prompt_rows(KIND, 6, PROMPT_ARGS);  \
    else prompt_rows(KIND, 7, PROMPT_ARGS);

static void prompt_any(int kind, int rows, const uint8_t *dec, const uint16_t *scales, int KB, int K, const int8_t *xq,
                       const float *dx, const int32_t *sx, int t, int b0, int nb, int r0, float *keep, int first,
                       int last, void *out, int ldo, int f32) {
    if (kind == 4) {
        PROMPT_KIND(4)
    } else if (kind == 5) {
        PROMPT_KIND(5)
    } else if (kind == 6) {
        PROMPT_KIND(6)
    } else {
        PROMPT_KIND(8)
    }
}

/* bq_gemm's products and outputs (the same bits), for many rows: each tile decoded once per
 * call. Returns 0, or -1 for a kind or shape it does not take or no memory for its buffers. */
int bq_prompt_gemm(int kind, const uint8_t *w, const uint16_t *scales, int N, int K, const int8_t *xq,
                   const float *dx, const int32_t *sx, int R, void *out, int ldo, int f32) {
    if (!KIND_OK(kind) || N % TILE || K % BLK || R < 1) return -1;
    const int KB = K / BLK, T = N / TILE;
    int bad = 0;
#pragma omp parallel reduction(| : bad)
    {
        uint8_t *dec = aligned_alloc(64, (size_t)PK * 512);
        float *keep = KB > PK ? aligned_alloc(64, ((size_t)R * TILE * sizeof(float) + 63) & ~(size_t)63) : NULL;
        const int ok = dec && (KB <= PK || keep);
        bad |= !ok;
#pragma omp for schedule(static)
        for (int t = 0; t < T; t++) {
            if (!ok) continue; /* every thread meets the loop */
            for (int b0 = 0; b0 < KB; b0 += PK) {
                const int nb = KB - b0 < PK ? KB - b0 : PK, first = b0 == 0, last = b0 + nb == KB;
                decode_run(kind, w, KB, t, b0, nb, dec);
                for (int r0 = 0; r0 < R; r0 += PR) {
                    const int rows = R - r0 < PR ? R - r0 : PR;
                    prompt_any(kind, rows, PROMPT_ARGS);
                }
            }
        }
        free(dec);
        free(keep);
    }
    return bad ? -1 : 0;
}

/* bq_quantize of R rows, the rows shared among the threads (the same codes). */
void bq_quantize_rows(const uint16_t *x, int R, int K, int8_t *xq, float *dx, int32_t *sx) {
    const int KB = K / BLK;
#pragma omp parallel for schedule(static)
    for (int r = 0; r < R; r++) bq_quantize(x + (size_t)r * K, 1, K, xq + (size_t)r * K, dx + (size_t)r * KB, sx + (size_t)r * 2 * KB);
}

/* bq_linear for a prompt's rows: bq_quantize_rows, then bq_prompt_gemm (bq_linear's bits). */
int bq_prompt_linear(int kind, const uint8_t *w, const uint16_t *scales, int N, int K, const uint16_t *x, int R,
                     int8_t *xq, float *dx, int32_t *sx, int quantize, void *out, int ldo, int f32) {
    if (K % BLK || R < 1) return -1;
    if (quantize) bq_quantize_rows(x, R, K, xq, dx, sx);
    return bq_prompt_gemm(kind, w, scales, N, K, xq, dx, sx, R, out, ldo, f32);
}

/* 16 float32 lanes for the attention: one AVX-512 vector, or two AVX2 halves (lanes 0-7, 8-15)
 * with the same operations in each lane. vf_sum adds them in one fixed tree, the one GCC's
 * _mm512_reduce_add_ps uses, on both builds. */
#if ISA == 512
typedef __m512 vf;
static inline vf vf_load(const float *p) { return _mm512_loadu_ps(p); }
static inline void vf_store(float *p, vf v) { _mm512_storeu_ps(p, v); }
static inline vf vf_zero(void) { return _mm512_setzero_ps(); }
static inline vf vf_set1(float x) { return _mm512_set1_ps(x); }
static inline vf vf_mul(vf a, vf b) { return _mm512_mul_ps(a, b); }
static inline vf vf_fmadd(vf a, vf b, vf c) { return _mm512_fmadd_ps(a, b, c); }
static inline __m256 vf_fold(vf a) { /* lane l + lane l + 8 */
    return _mm256_add_ps(_mm512_castps512_ps256(a), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(a), 1)));
}
/* n (1..16) bf16 values -> float32, the rest 0 */
static inline vf bf16x16(const uint16_t *p, int n) {
    const __mmask32 keep = n == 16 ? (__mmask32)0xFFFF : (__mmask32)((1u << n) - 1);
    const __m256i h = _mm512_castsi512_si256(_mm512_maskz_loadu_epi16(keep, p));
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
}
#else
typedef struct {
    __m256 lo, hi;
} vf;
static inline vf vf_load(const float *p) { return (vf){_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8)}; }
static inline void vf_store(float *p, vf v) {
    _mm256_storeu_ps(p, v.lo);
    _mm256_storeu_ps(p + 8, v.hi);
}
static inline vf vf_zero(void) { return (vf){_mm256_setzero_ps(), _mm256_setzero_ps()}; }
static inline vf vf_set1(float x) { return (vf){_mm256_set1_ps(x), _mm256_set1_ps(x)}; }
static inline vf vf_mul(vf a, vf b) { return (vf){_mm256_mul_ps(a.lo, b.lo), _mm256_mul_ps(a.hi, b.hi)}; }
static inline vf vf_fmadd(vf a, vf b, vf c) { return (vf){_mm256_fmadd_ps(a.lo, b.lo, c.lo), _mm256_fmadd_ps(a.hi, b.hi, c.hi)}; }
static inline __m256 vf_fold(vf a) { return _mm256_add_ps(a.lo, a.hi); }
static inline __m256 bf16x8(const uint16_t *p) {
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p)), 16));
}
static inline vf bf16x16(const uint16_t *p, int n) {
    if (n == 16) return (vf){bf16x8(p), bf16x8(p + 8)};
    uint16_t t[16] = {0};
    memcpy(t, p, sizeof(uint16_t) * (size_t)n);
    return (vf){bf16x8(t), bf16x8(t + 8)};
}
#endif

#if ISA == 512
static inline vf vf_add(vf a, vf b) { return _mm512_add_ps(a, b); }
static inline vf vf_div(vf a, vf b) { return _mm512_div_ps(a, b); }
static inline vf vf_clamp(vf a, float lo, float hi) { return _mm512_min_ps(_mm512_max_ps(a, _mm512_set1_ps(lo)), _mm512_set1_ps(hi)); }
static inline vf vf_rint(vf a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
/* a * 2^k for whole k (a normal result: the exponent field plus k) */
static inline vf vf_ldexp(vf a, vf k) {
    return _mm512_castsi512_ps(_mm512_add_epi32(_mm512_castps_si512(a), _mm512_slli_epi32(_mm512_cvtps_epi32(k), 23)));
}
static inline __m512i bf16_rne(__m512i u) { /* bf16_round's bits, left in the high half */
    u = _mm512_add_epi32(u, _mm512_add_epi32(_mm512_set1_epi32(0x7FFF), _mm512_and_si512(_mm512_srli_epi32(u, 16), _mm512_set1_epi32(1))));
    return _mm512_and_si512(u, _mm512_set1_epi32((int)0xFFFF0000u));
}
static inline vf vf_bf16(vf a) { return _mm512_castsi512_ps(bf16_rne(_mm512_castps_si512(a))); }
static inline vf vf_zero_where_neginf(vf e, vf x) { /* 0 where x is -inf, else e */
    return _mm512_maskz_mov_ps(~_mm512_cmp_ps_mask(x, _mm512_set1_ps(-INFINITY), _CMP_EQ_OQ), e);
}
static inline void vf_store_bf16(uint16_t *p, vf a) { /* a: bf16 values (vf_bf16's) */
    _mm256_storeu_si256((__m256i *)p, _mm512_cvtepi32_epi16(_mm512_srli_epi32(_mm512_castps_si512(a), 16)));
}
#else
static inline vf vf_add(vf a, vf b) { return (vf){_mm256_add_ps(a.lo, b.lo), _mm256_add_ps(a.hi, b.hi)}; }
static inline vf vf_div(vf a, vf b) { return (vf){_mm256_div_ps(a.lo, b.lo), _mm256_div_ps(a.hi, b.hi)}; }
static inline __m256 clamp8(__m256 a, float lo, float hi) { return _mm256_min_ps(_mm256_max_ps(a, _mm256_set1_ps(lo)), _mm256_set1_ps(hi)); }
static inline vf vf_clamp(vf a, float lo, float hi) { return (vf){clamp8(a.lo, lo, hi), clamp8(a.hi, lo, hi)}; }
static inline vf vf_rint(vf a) {
    return (vf){_mm256_round_ps(a.lo, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC), _mm256_round_ps(a.hi, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)};
}
static inline __m256 ldexp8(__m256 a, __m256 k) {
    return _mm256_castsi256_ps(_mm256_add_epi32(_mm256_castps_si256(a), _mm256_slli_epi32(_mm256_cvtps_epi32(k), 23)));
}
static inline vf vf_ldexp(vf a, vf k) { return (vf){ldexp8(a.lo, k.lo), ldexp8(a.hi, k.hi)}; }
static inline __m256 bf16_8(__m256 a) {
    __m256i u = _mm256_castps_si256(a);
    u = _mm256_add_epi32(u, _mm256_add_epi32(_mm256_set1_epi32(0x7FFF), _mm256_and_si256(_mm256_srli_epi32(u, 16), _mm256_set1_epi32(1))));
    return _mm256_castsi256_ps(_mm256_and_si256(u, _mm256_set1_epi32((int)0xFFFF0000u)));
}
static inline vf vf_bf16(vf a) { return (vf){bf16_8(a.lo), bf16_8(a.hi)}; }
static inline vf vf_zero_where_neginf(vf e, vf x) {
    const __m256 ninf = _mm256_set1_ps(-INFINITY);
    return (vf){_mm256_andnot_ps(_mm256_cmp_ps(x.lo, ninf, _CMP_EQ_OQ), e.lo), _mm256_andnot_ps(_mm256_cmp_ps(x.hi, ninf, _CMP_EQ_OQ), e.hi)};
}
static inline void vf_store_bf16(uint16_t *p, vf a) {
    const __m256i lo = _mm256_srli_epi32(_mm256_castps_si256(a.lo), 16), hi = _mm256_srli_epi32(_mm256_castps_si256(a.hi), 16);
    _mm256_storeu_si256((__m256i *)p, _mm256_permute4x64_epi64(_mm256_packus_epi32(lo, hi), 0xD8));
}
#endif

static inline float vf_sum(vf a) {
    const __m256 t = vf_fold(a);
    const __m128 u = _mm_add_ps(_mm256_castps256_ps128(t), _mm256_extractf128_ps(t, 1));
    float f[4];
    _mm_storeu_ps(f, u);
    return (f[0] + f[2]) + (f[1] + f[3]);
}

/* exp(x) for 16 lanes: x = k ln2 + f, |f| <= ln2 / 2, a degree-6 polynomial for e^f, times 2^k
 * (inputs clamped to [-87.3, 88.7]: e^x stays a finite, normal float). Within 2 ulp of expf;
 * the same operations on every lane of both builds. */
static inline vf vf_exp(vf x) {
    x = vf_clamp(x, -87.3f, 88.7f);
    const vf k = vf_rint(vf_mul(x, vf_set1(1.44269504088896341f)));
    vf f = vf_fmadd(k, vf_set1(-0.693145751953125f), x);
    f = vf_fmadd(k, vf_set1(-1.428606765330187045e-06f), f);
    vf p = vf_set1(1.f / 720.f);
    p = vf_fmadd(p, f, vf_set1(1.f / 120.f));
    p = vf_fmadd(p, f, vf_set1(1.f / 24.f));
    p = vf_fmadd(p, f, vf_set1(1.f / 6.f));
    p = vf_fmadd(p, f, vf_set1(0.5f));
    p = vf_fmadd(p, f, vf_set1(1.f));
    p = vf_fmadd(p, f, vf_set1(1.f));
    return vf_ldexp(p, k);
}

/* m cached positions of D bf16 (D apart) -> float32 [m, DV * 16] (the last 16 holding `last` of them). */
static void to_float(float *buf, const uint16_t *src, int m, int D, int DV, int last) {
    for (int a = 0; a < m; a++)
        for (int j = 0; j < DV; j++) vf_store(buf + ((size_t)a * DV + j) * 16, bf16x16(src + (size_t)a * D + 16 * j, j == DV - 1 ? last : 16));
}

/* The decode attention of n query rows over A cached keys, each row alone:
 *   o[r, h] = sum_a softmax_a(scale * q[r, h] . k[h / g, a] + bias[r, a]) v[h / g, a]
 * q bf16 [n, H, D]; k, v bf16 [KV, A, D] with head stride hs (elements; positions D apart);
 * bias float32 [n, A], 0 or -inf (a -inf key is skipped); o bf16 [n, H * D]. Scores, softmax
 * and sums in float32, in one fixed order per (row, head): a row's output does not depend on
 * the other rows or the thread count (one thread takes a row's key/value head whole).
 * Each chunk of keys (then of values) is converted to float32 once for the g query heads that
 * share it; a head's operations are the same, in the same order, as one head alone.
 * The softmax's exponentials run 16 keys at a time (vf_exp), summed per lane and then by
 * vf_sum: a key's lane is its position mod 16, and masked keys add exact zeros, so a row's
 * sums do not depend on how many masked keys follow it (a step's A against a verify's).
 * Returns 0, or -1 for a shape it does not take (H not a multiple of KV, D over 256, g over 64). */
int bq_attend(const uint16_t *q, const uint16_t *k, const uint16_t *v, long hs, const float *bias, int n, int H,
              int KV, int D, int A, float scale, uint16_t *o) {
    if (n < 1 || A < 1 || KV < 1 || H % KV || D < 1 || D > 256 || H / KV > 64) return -1;
    const int g = H / KV, DV = (D + 15) / 16, AP = (A + 15) & ~15; /* AP: the scores' row, whole vectors */
    const int last = D % 16 ? D % 16 : 16;
#define KEEP(j) ((j) == DV - 1 ? last : 16)
    int bad = 0;
#pragma omp parallel for schedule(static) reduction(| : bad)
    for (int task = 0; task < n * KV; task++) {
        const int r = task / KV, kh = task % KV;
        const float *br = bias + (size_t)r * A;
        /* scores [g, A]; the keys or values of CHUNK positions in float32 (each converted once
         * for the g heads); the g heads' outputs [g, DV * 16] between chunks */
        float *s = malloc(sizeof(float) * ((size_t)g * AP + (size_t)CHUNK * DV * 16 + (size_t)g * DV * 16 + g));
        if (!s) {
            bad = 1;
            continue;
        }
        float *buf = s + (size_t)g * AP, *out = buf + (size_t)CHUNK * DV * 16, *top = out + (size_t)g * DV * 16;
        for (int h = 0; h < g; h++) top[h] = -INFINITY;
        for (int a0 = 0; a0 < A; a0 += CHUNK) {
            const int m = A - a0 < CHUNK ? A - a0 : CHUNK;
            to_float(buf, k + (size_t)kh * hs + (size_t)a0 * D, m, D, DV, last);
            for (int h = 0; h < g; h++) {
                const uint16_t *qh = q + ((size_t)r * H + (size_t)kh * g + h) * D;
                vf qv[16];
                for (int j = 0; j < DV; j++) qv[j] = bf16x16(qh + 16 * j, KEEP(j));
                float *sh = s + (size_t)h * AP;
                for (int a = a0; a < a0 + m; a++) {
                    if (br[a] == -INFINITY) {
                        sh[a] = -INFINITY;
                        continue;
                    }
                    const float *ka = buf + (size_t)(a - a0) * DV * 16;
                    vf acc = vf_mul(qv[0], vf_load(ka));
                    for (int j = 1; j < DV; j++) acc = vf_fmadd(qv[j], vf_load(ka + 16 * j), acc);
                    const float x = vf_sum(acc) * scale + br[a];
                    sh[a] = x;
                    top[h] = x > top[h] ? x : top[h];
                }
            }
        }
        float sum[64];
        for (int h = 0; h < g; h++) { /* softmax's numerators, 16 keys at a time; masked keys 0 */
            float *sh = s + (size_t)h * AP;
            for (int a = A; a < AP; a++) sh[a] = -INFINITY;
            const vf neg_top = vf_set1(-top[h]);
            vf t = vf_zero();
            for (int a = 0; a < AP; a += 16) {
                const vf x = vf_load(sh + a), e = vf_zero_where_neginf(vf_exp(vf_add(x, neg_top)), x);
                vf_store(sh + a, e);
                t = vf_add(t, e);
            }
            sum[h] = vf_sum(t);
            for (int j = 0; j < DV; j++) vf_store(out + ((size_t)h * DV + j) * 16, vf_zero());
        }
        for (int a0 = 0; a0 < A; a0 += CHUNK) {
            const int m = A - a0 < CHUNK ? A - a0 : CHUNK;
            to_float(buf, v + (size_t)kh * hs + (size_t)a0 * D, m, D, DV, last);
            for (int h = 0; h < g; h++) {
                const float *sh = s + (size_t)h * AP;
                float *oh = out + (size_t)h * DV * 16;
                vf ov[16];
                for (int j = 0; j < DV; j++) ov[j] = vf_load(oh + 16 * j);
                for (int a = a0; a < a0 + m; a++) {
                    if (sh[a] == 0.f) continue;
                    const vf p = vf_set1(sh[a]);
                    const float *va = buf + (size_t)(a - a0) * DV * 16;
                    for (int j = 0; j < DV; j++) ov[j] = vf_fmadd(p, vf_load(va + 16 * j), ov[j]);
                }
                for (int j = 0; j < DV; j++) vf_store(oh + 16 * j, ov[j]);
            }
        }
        for (int h = 0; h < g; h++) {
            const vf inv = vf_set1(sum[h] > 0.f ? 1.f / sum[h] : 0.f);
            uint16_t *oh = o + ((size_t)r * H + (size_t)kh * g + h) * D;
            for (int j = 0; j < DV; j++) {
                float f[16];
                vf_store(f, vf_mul(vf_load(out + ((size_t)h * DV + j) * 16), inv));
                for (int i = 0; i < 16 && 16 * j + i < D; i++) oh[16 * j + i] = bf16_round(f[i]);
            }
        }
        free(s);
    }
#undef KEEP
    return bad ? -1 : 0;
}

/* ---- one decoder layer of the static backend's forward, in C (models/blocks.py's BlockLayer) ----
 * The forward's torch operations for n rows, in one call: no Python or torch dispatch between
 * them. Each row is computed alone (its norm, its rows of each product, its rotation, its
 * attention), so a row's output does not depend on the rows beside it. Rounding follows the
 * torch layer (models/llama.py): bf16 between operations, float32 inside each. Sums that torch
 * reduces in its own order (the norm's mean of squares) and SiLU's exp are this file's own,
 * so the outputs are close to the torch layer's, not bitwise the same by construction (on the
 * real 0.5B and 1.5B, a 300-token prompt's next 8 rows of logits came out the same bits). */

typedef struct {
    int n; /* parts, stacked by rows (q/k/v, gate/up), each a block matrix */
    int kind[4];
    const uint8_t *w[4];
    const uint16_t *scales[4];
    int N[4];
    const uint16_t *bias; /* bf16 [sum N], or NULL */
} bq_lin;

typedef struct {
    bq_lin qkv, o, w13, w2;
    const uint16_t *attn_norm, *mlp_norm; /* bf16 [d] */
    const uint16_t *q_norm, *k_norm;      /* bf16 [D]: each q and k head's RMSNorm (Qwen3), or NULL */
} bq_lw;

typedef struct {
    int d, H, KV, D, hidden;
    float eps, scale;
} bq_dims;

#define ALIGN64(x) (((x) + 63) & ~(size_t)63)

/* bq_layer's buffers for n rows, each 64-byte aligned, one after another */
typedef struct {
    uint16_t *in;            /* the next product's bf16 input [n, kmax] */
    int8_t *xq;              /* its int8 codes */
    float *dx;               /* their scales per 32 */
    int32_t *sx;             /* their sums per 16 */
    uint16_t *qkv, *q, *o;   /* q, k, v; q rotated; the attention's output */
    uint16_t *t, *x1, *gu;   /* a product's output; x after the attention; gate and up */
} bq_bufs;

static inline size_t widest(const bq_dims *m) { /* the widest product input: d, H D or hidden */
    size_t k = (size_t)m->d;
    if ((size_t)m->H * m->D > k) k = (size_t)m->H * m->D;
    if ((size_t)m->hidden > k) k = (size_t)m->hidden;
    return k;
}

static inline void *take(uint8_t *base, size_t *off, size_t bytes) {
    void *p = base ? base + *off : NULL;
    *off += ALIGN64(bytes);
    return p;
}

/* The buffers carved from base (NULL: none, the size only); returns the bytes they take. */
static size_t carve(const bq_dims *m, int n, uint8_t *base, bq_bufs *b) {
    const size_t kmax = widest(m), qkvw = (size_t)(m->H + 2 * m->KV) * m->D, hd = (size_t)m->H * m->D;
    const size_t d = (size_t)m->d, hidden = (size_t)m->hidden;
    size_t off = 0;
    b->in = take(base, &off, n * kmax * 2);
    b->xq = take(base, &off, n * kmax);
    b->dx = take(base, &off, n * (kmax / BLK) * 4);
    b->sx = take(base, &off, n * (kmax / 16) * 4);
    b->qkv = take(base, &off, n * qkvw * 2);
    b->q = take(base, &off, n * hd * 2);
    b->o = take(base, &off, n * hd * 2);
    b->t = take(base, &off, n * d * 2);
    b->x1 = take(base, &off, n * d * 2);
    b->gu = take(base, &off, n * 2 * hidden * 2);
    return off;
}

/* Bytes of scratch bq_layer needs for n rows. */
long bq_layer_scratch(const bq_dims *m, int n) {
    bq_bufs b;
    return (long)carve(m, n, NULL, &b);
}

/* y [n, d] = w * bf16(x * rsqrt(mean(x^2) + eps)), bf16 (the torch layer's rms_norm) */
static void norm_rows(const uint16_t *x, const uint16_t *w, int n, int d, float eps, uint16_t *y) {
    for (int r = 0; r < n; r++) {
        const uint16_t *xr = x + (size_t)r * d;
        vf acc = vf_zero();
        for (int i = 0; i < d; i += 16) {
            const vf v = bf16x16(xr + i, 16);
            acc = vf_fmadd(v, v, acc);
        }
        const vf s = vf_set1(1.f / sqrtf(vf_sum(acc) / (float)d + eps));
        for (int i = 0; i < d; i += 16)
            vf_store_bf16(y + (size_t)r * d + i, vf_bf16(vf_mul(bf16x16(w + i, 16), vf_bf16(vf_mul(bf16x16(xr + i, 16), s)))));
    }
}

static void add_bf16(const uint16_t *a, const uint16_t *b, size_t m, uint16_t *out);

/* out [n, sum N] (row stride ldo) = x's codes times the parts, + bias, bf16 */
static int lin_rows(const bq_lin *l, int K, const int8_t *xq, const float *dx, const int32_t *sx, int n, uint16_t *out, int ldo) {
    int col = 0;
    for (int p = 0; p < l->n; p++) {
        if (bq_gemm(l->kind[p], l->w[p], l->scales[p], l->N[p], K, xq, dx, sx, n, out + col, ldo, 0)) return -1;
        col += l->N[p];
    }
    if (l->bias)
        for (int r = 0; r < n; r++) add_bf16(out + (size_t)r * ldo, l->bias, (size_t)col, out + (size_t)r * ldo);
    return 0;
}

/* act [n, hidden] = bf16(silu(gate)) * up, bf16 (gate, up: gu's halves) */
static void silu_mul_rows(const uint16_t *gu, int n, int hidden, uint16_t *act) {
    for (int r = 0; r < n; r++) {
        const uint16_t *g = gu + (size_t)r * 2 * hidden, *u = g + hidden;
        for (int i = 0; i < hidden; i += 16) {
            const vf gv = bf16x16(g + i, 16);
            const vf sv = vf_bf16(vf_div(gv, vf_add(vf_set1(1.f), vf_exp(vf_mul(gv, vf_set1(-1.f))))));
            vf_store_bf16(act + (size_t)r * hidden + i, vf_bf16(vf_mul(sv, bf16x16(u + i, 16))));
        }
    }
}

/* out [m] = bf16(a + b), bf16 (m a multiple of 16) */
static void add_bf16(const uint16_t *a, const uint16_t *b, size_t m, uint16_t *out) {
    for (size_t i = 0; i < m; i += 16) vf_store_bf16(out + i, vf_bf16(vf_add(bf16x16(a + i, 16), bf16x16(b + i, 16))));
}

/* x [n, d] bf16 -> out [n, d]: one layer (attention over cached positions [0, A), this call's
 * rows written at pos first; bias [n, A] 0 or -inf), the kv cache k, v [KV, L, D] bf16 with
 * head stride hs; cos, sin bf16 [n, D] of each row's position. Returns 0, or -1 for a shape,
 * position or part it does not take (the cache untouched where the shapes or positions are). */
int bq_layer(const bq_lw *lw, const bq_dims *m, const uint16_t *x, int n, const uint16_t *cos, const uint16_t *sin,
             uint16_t *kc, uint16_t *vc, long hs, int L, const int64_t *pos, const float *bias, int A,
             uint8_t *scratch, uint16_t *out) {
    const int d = m->d, H = m->H, KV = m->KV, D = m->D, hidden = m->hidden, half = D / 2;
    const size_t qkvw = (size_t)(H + 2 * KV) * D, hd = (size_t)H * D;
    /* everything checked before the cache is written: the rotation takes halves of whole
     * vectors, bq_attend D <= 256 and groups <= 64, the cache L positions */
    if (n < 1 || d % BLK || hd % BLK || hidden % BLK || D % 32 || D > 256 || KV < 1 || H % KV || H / KV > 64) return -1;
    if (A < 1 || A > L) return -1;
    for (int r = 0; r < n; r++)
        if (pos[r] < 0 || pos[r] >= L) return -1;
    bq_bufs b; /* bq_layer_scratch(m, n) bytes at scratch */
    carve(m, n, scratch, &b);
    uint16_t *in = b.in, *qkv = b.qkv, *q = b.q, *o = b.o, *t = b.t, *x1 = b.x1, *gu = b.gu;
    int8_t *xq = b.xq;
    float *dx = b.dx;
    int32_t *sx = b.sx;
    /* attention: norm, q/k/v, rotation (q and k heads), the cache, attend, out */
    norm_rows(x, lw->attn_norm, n, d, m->eps, in);
    bq_quantize(in, n, d, xq, dx, sx);
    if (lin_rows(&lw->qkv, d, xq, dx, sx, n, qkv, (int)qkvw)) return -1;
    if (lw->q_norm && lw->k_norm) /* Qwen3: each head's norm over its D, in place, before the rotation */
        for (int r = 0; r < n; r++) {
            norm_rows(qkv + (size_t)r * qkvw, lw->q_norm, H, D, m->eps, qkv + (size_t)r * qkvw);
            norm_rows(qkv + (size_t)r * qkvw + hd, lw->k_norm, KV, D, m->eps, qkv + (size_t)r * qkvw + hd);
        }
    for (int r = 0; r < n; r++) {
        const uint16_t *cr = cos + (size_t)r * D, *sr = sin + (size_t)r * D;
        for (int h = 0; h < H + KV; h++) {
            const uint16_t *src = qkv + (size_t)r * qkvw + (size_t)h * D;
            uint16_t *dst = h < H ? q + ((size_t)r * H + h) * D : kc + (size_t)(h - H) * hs + (size_t)pos[r] * D;
            for (int i = 0; i < D; i += 16) { /* x cos + (-x2, x1) sin, each product rounded */
                const vf rot = i < half ? vf_mul(bf16x16(src + i + half, 16), vf_set1(-1.f)) : bf16x16(src + i - half, 16);
                const vf a = vf_bf16(vf_mul(bf16x16(src + i, 16), bf16x16(cr + i, 16)));
                vf_store_bf16(dst + i, vf_bf16(vf_add(a, vf_bf16(vf_mul(rot, bf16x16(sr + i, 16))))));
            }
        }
        for (int h = 0; h < KV; h++)
            memcpy(vc + (size_t)h * hs + (size_t)pos[r] * D, qkv + (size_t)r * qkvw + hd + (size_t)(KV + h) * D, sizeof(uint16_t) * D);
    }
    if (bq_attend(q, kc, vc, hs, bias, n, H, KV, D, A, m->scale, o)) return -1;
    bq_quantize(o, n, (int)hd, xq, dx, sx);
    if (lin_rows(&lw->o, (int)hd, xq, dx, sx, n, t, d)) return -1;
    add_bf16(x, t, (size_t)n * d, x1);
    /* the MLP: norm, gate and up, SiLU(gate) * up, down */
    norm_rows(x1, lw->mlp_norm, n, d, m->eps, in);
    bq_quantize(in, n, d, xq, dx, sx);
    if (lin_rows(&lw->w13, d, xq, dx, sx, n, gu, 2 * hidden)) return -1;
    silu_mul_rows(gu, n, hidden, in);
    bq_quantize(in, n, hidden, xq, dx, sx);
    if (lin_rows(&lw->w2, hidden, xq, dx, sx, n, t, d)) return -1;
    add_bf16(x1, t, (size_t)n * d, out);
    return 0;
}

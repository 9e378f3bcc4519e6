// A prototype W4A8 kernel for the kernel-choice measurement (2026-12-02-cpu-kernels-amd.md),
// not product code. Weights: 4-bit codes per 32-block with a bf16 (scale, zero) pair, as
// redraft's int4 file stores them (w = (q - 8) scale + zero). Activations: int8, scaled per
// 32-block (default) or, with -DPER_ROW, per row. Integer dot products by AVX-512 VNNI
// (vpdpbusd), one float multiply-add per 64 weights and row. Each output is one fixed sequence
// of operations whatever the row count or thread count (checked in q4a8_bench.py).
// Build: gcc -O3 -march=native -fopenmp -shared -fPIC [-DPER_ROW] q4a8.c -o q4a8.so
#include <immintrin.h>
#include <stdint.h>
#include <math.h>

#define BLK 32

// x float [M, K] -> per row and 32-block: xq int8 in pair order, a_exp float [M, K/64, 16], asum float [M, K/32]
// pair order for blocks (b, b+1): [x_b[0:16], x_b1[0:16], x_b[16:32], x_b1[16:32]]
// a_exp for the pair: [a_b x4, a_b1 x4, a_b x4, a_b1 x4]
void quant_rows(const float* x, int M, int K, int8_t* xq, float* a_exp, float* asum) {
    int nb = K / BLK;
    for (int m = 0; m < M; m++) {
        const float* xr = x + (int64_t)m * K;
        int8_t* qr = xq + (int64_t)m * K;
        float a[2];
#ifdef PER_ROW
        __m512 rmx = _mm512_setzero_ps();
        for (int k = 0; k < K; k += 16) rmx = _mm512_max_ps(rmx, _mm512_abs_ps(_mm512_loadu_ps(xr + k)));
        float rowmax = _mm512_reduce_max_ps(rmx);
#endif
        for (int b = 0; b < nb; b++) {
            const float* xb = xr + b * BLK;
            __m512 v0 = _mm512_loadu_ps(xb), v1 = _mm512_loadu_ps(xb + 16);
#ifdef PER_ROW
            float amax = rowmax;
#else
            __m512 mx = _mm512_max_ps(_mm512_abs_ps(v0), _mm512_abs_ps(v1));
            float amax = _mm512_reduce_max_ps(mx);
#endif
            float sc = amax / 127.0f;
            float inv = sc > 0 ? 1.0f / sc : 0.0f;
            __m512i i0 = _mm512_cvtps_epi32(_mm512_mul_ps(v0, _mm512_set1_ps(inv)));
            __m512i i1 = _mm512_cvtps_epi32(_mm512_mul_ps(v1, _mm512_set1_ps(inv)));
            int32_t sum = _mm512_reduce_add_epi32(_mm512_add_epi32(i0, i1));
            __m128i q0 = _mm512_cvtsepi32_epi8(i0), q1 = _mm512_cvtsepi32_epi8(i1);
            int pair = b / 2, half = b % 2;
            int8_t* dst = qr + pair * 64;
            _mm_storeu_si128((__m128i*)(dst + half * 16), q0);
            _mm_storeu_si128((__m128i*)(dst + 32 + half * 16), q1);
            asum[(int64_t)m * nb + b] = sc * (float)sum;
            a[half] = sc;
            if (half == 1) {
                float* e = a_exp + ((int64_t)m * (nb / 2) + pair) * 16;
                for (int i = 0; i < 4; i++) { e[i] = a[0]; e[4 + i] = a[1]; e[8 + i] = a[0]; e[12 + i] = a[1]; }
            }
        }
    }
}

// nib uint8 [N, K/32, 16]: byte i = q[i] | q[i+16] << 4; sz bf16 bits [N, K/32, 2] (scale, zero): w = (q - 8) scale + zero
// out[m, n] = sum_b a_b scale_b (sum q xq) + sum_b a_b isum_b (zero_b - 8 scale_b)
void q4_mm(const int8_t* xq, const float* a_exp, const float* asum, int M, int K,
           const uint8_t* nib, const uint16_t* sz, int N, float* out, int nthreads) {
    int nb = K / BLK;  // multiple of 16
    const __m512i lowmask = _mm512_set1_epi8(0x0F);
    __m512i idx[8];
    for (int j = 0; j < 8; j++) {
        int t[16];
        for (int i = 0; i < 4; i++) { t[i] = 2 * j; t[4 + i] = 2 * j + 1; t[8 + i] = 2 * j; t[12 + i] = 2 * j + 1; }
        idx[j] = _mm512_loadu_si512(t);
    }
    for (int m0 = 0; m0 < M; m0 += 8) {
        int mr = M - m0 < 8 ? M - m0 : 8;
        #pragma omp parallel for schedule(static) num_threads(nthreads)
        for (int n = 0; n < N; n++) {
            __m512 acc[8];
            for (int r = 0; r < 8; r++) acc[r] = _mm512_setzero_ps();
            const uint8_t* wn = nib + (int64_t)n * nb * 16;
            const uint16_t* szn = sz + (int64_t)n * nb * 2;
            for (int g = 0; g < nb; g += 16) {
                __m512i pairs = _mm512_loadu_si512(szn + g * 2);  // 16 (scale, zero) bf16 pairs
                __m512 sc = _mm512_castsi512_ps(_mm512_slli_epi32(pairs, 16));
                __m512 zr = _mm512_castsi512_ps(_mm512_and_si512(pairs, _mm512_set1_epi32(0xFFFF0000)));
                __m512 zeff = _mm512_fnmadd_ps(_mm512_set1_ps(8.0f), sc, zr);
#ifdef PER_ROW
                for (int r = 0; r < mr; r++)  // the main term is scaled by the row's scale at the end
                    acc[r] = _mm512_fmadd_ps(_mm512_mul_ps(_mm512_loadu_ps(asum + (int64_t)(m0 + r) * nb + g), _mm512_set1_ps(1.0f / a_exp[(int64_t)(m0 + r) * (nb / 2) * 16])), zeff, acc[r]);
#else
                for (int r = 0; r < mr; r++)
                    acc[r] = _mm512_fmadd_ps(_mm512_loadu_ps(asum + (int64_t)(m0 + r) * nb + g), zeff, acc[r]);
#endif
                for (int j = 0; j < 8; j++) {
                    int b = g + 2 * j;
                    __m256i v = _mm256_loadu_si256((const __m256i*)(wn + b * 16));
                    __m512i vv = _mm512_inserti64x4(_mm512_castsi256_si512(v), _mm256_srli_epi16(v, 4), 1);
                    __m512i q = _mm512_and_si512(vv, lowmask);
                    __m512 sw = _mm512_permutexvar_ps(idx[j], sc);
                    for (int r = 0; r < mr; r++) {
                        int64_t row = m0 + r;
                        __m512i xv = _mm512_loadu_si512(xq + row * K + (int64_t)b * BLK);
                        __m512i p = _mm512_dpbusd_epi32(_mm512_setzero_si512(), q, xv);
#ifdef PER_ROW
                        acc[r] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(p), sw, acc[r]);
#else
                        __m512 ae = _mm512_loadu_ps(a_exp + (row * (nb / 2) + b / 2) * 16);
                        acc[r] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(p), _mm512_mul_ps(sw, ae), acc[r]);
#endif
                    }
                }
            }
#ifdef PER_ROW
            for (int r = 0; r < mr; r++) out[(int64_t)(m0 + r) * N + n] = _mm512_reduce_add_ps(acc[r]) * a_exp[(int64_t)(m0 + r) * (nb / 2) * 16];
#else
            for (int r = 0; r < mr; r++) out[(int64_t)(m0 + r) * N + n] = _mm512_reduce_add_ps(acc[r]);
#endif
        }
    }
}

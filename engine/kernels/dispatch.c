/* Which of blockq.c's builds this CPU runs. build.py compiles blockq.c once per instruction
 * set, prefixes each build's functions with its name (avx2_bq_linear, avx512_vnni_bq_linear...)
 * and links the builds and this file into one library; the loader asks bq_cpu_builds which
 * of them the CPU can run (cpuid, through the compiler's builtins, which also check that the
 * OS saves the wider registers) and binds the best one (or the one REDRAFT_KERNEL_ISA names).
 *
 * Bits: 1 AVX2 with FMA and F16C, 2 AVX-VNNI (256-bit vpdpbusd) on top, 4 AVX-512 F, BW and
 * VNNI on top of AVX2. AMX is not among them: nothing here could test it.
 */
#ifndef BQ_PROBE_AVXVNNI
#define BQ_PROBE_AVXVNNI 1 /* 0 where the compiler does not know the name (it built no avx-vnni code either) */
#endif

int bq_cpu_builds(void) {
    __builtin_cpu_init();
    int avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
    if (!avx2)
        return 0;
    int builds = 1;
#if BQ_PROBE_AVXVNNI
    if (__builtin_cpu_supports("avxvnni"))
        builds |= 2;
#endif
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vnni"))
        builds |= 4;
    return builds;
}

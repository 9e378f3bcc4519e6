"""`redraft ...` as an AVX2-only CPU would run it, on this one (docs/benchmarks/2026-12-02-cpu-attention.md): the CPU
flags redraft reads lose avx512_bf16 and amx_*, so placement and the backend decide as there (`--dtype auto` = fp32,
`--quant auto` as it picks without native bf16, the quantized prompt forward in float32); run it under
ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 MKL_ENABLE_INSTRUCTIONS=AVX2 so torch's kernels are the AVX2 ones.
Usage: python as_avx2.py edit FILE -i "..." [redraft options]. The block kernel (engine/kernels/blockq.c) is built
without AVX-512 (REDRAFT_KERNEL_ISA=avx2, unless set: avx-vnni for an AVX2 CPU with AVX-VNNI, as Intel's since Alder Lake)."""
import os
import sys

os.environ.setdefault("REDRAFT_KERNEL_ISA", "avx2")

from redraft.engine import placement

flags = placement.linux_cpu_flags() or frozenset()
placement.linux_cpu_flags = lambda: frozenset(f for f in flags if not f.startswith(("amx", "avx512")))

from redraft.app.cli import entry  # noqa: E402

sys.argv[0] = "redraft"
sys.exit(entry())

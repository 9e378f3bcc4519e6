#!/usr/bin/env bash
# Issue 42 (the 1.5B's prefill) on the H200 host's CPU, in ONE `device` call: the block kernel's
# tests there (the prompt kernel's bits against the step kernel's on AVX-512 VNNI; this project's AMD
# EPYC runs only the AVX2 code), then its products at a prompt's row counts against torch's float32
# and bf16 GEMMs (oneDNN's AMX where the CPU has it), on random matrices of the 1.5B's shapes: no
# model to carry. Needs a C compiler there and the carried wheels of run-h200.sh (platformdirs, gguf:
# .carry/h200/whl). Call (carry [".carry/h200"]):
#   bash docs/benchmarks/run-h200-prefill.sh
# and unpack $OUT/prefill.tgz into docs/benchmarks/ (cpu-prefill/h200-host/).
set -uo pipefail
cd "$(dirname "$0")/../.."
CARRY=${CARRY:-.carry/h200}
OUT=${OUT:-/tmp/bench-out}
R=/tmp/h200-host && rm -rf "$R" && mkdir -p "$R" "$OUT"
export REDRAFT_CACHE_DIR=/tmp/redraft-cache PYTHONUNBUFFERED=1
if ! python3 -c 'import platformdirs, gguf' 2>/dev/null && [ -d "$CARRY/whl" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site "$CARRY"/whl/*.whl
fi
export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
mkdir -p /tmp/ns/redraft && for d in app engine bench themes samples; do ln -sfn "$PWD/$d" /tmp/ns/redraft/$d; done
export PYTHONPATH=/tmp/ns:$PYTHONPATH
{ lscpu | grep -E "Model name|^CPU\(s\)|Thread"; grep -o -w "avx2\|avx512f\|avx512_vnni\|avx512_bf16\|amx_tile\|amx_int8\|amx_bf16" /proc/cpuinfo | sort -u | tr '\n' ' '; echo;
  uptime; cc --version | head -1; python3 -c 'import torch; print("torch", torch.__version__)'; } > "$R/machine.txt" 2>&1
timeout 300 python3 -m pytest -q -p no:cacheprovider tests/test_blocks.py > "$R/test_blocks.txt" 2>&1; echo "rc $?" >> "$R/test_blocks.txt"
for t in 1 2 4; do  # the threads this project's CPUs have, and a few more
  OMP_NUM_THREADS=$t RUNS=3 timeout 200 python3 docs/benchmarks/cpu-prefill/kernel_rows.py 300 2048 > "$R/kernel_rows-t$t.jsonl" 2>&1
done
REDRAFT_KERNEL_ISA=avx2 OMP_NUM_THREADS=2 RUNS=3 timeout 150 python3 docs/benchmarks/cpu-prefill/kernel_rows.py 300 > "$R/kernel_rows-avx2-t2.jsonl" 2>&1
tar czf "$OUT/prefill.tgz" -C "$R/.." "$(basename "$R")"
tail -3 "$R/test_blocks.txt"; cat "$R/kernel_rows-t2.jsonl" | head -3

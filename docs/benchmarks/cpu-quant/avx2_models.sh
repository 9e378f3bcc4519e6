#!/usr/bin/env bash
# The 1.5B against the 0.5B under torch's AVX2 kernels (an AVX2-only CPU as redraft would run it), interleaved.
# Usage: flock /tmp/redraft-bench.lock bash docs/benchmarks/cpu-quant/avx2_models.sh OUT.jsonl (prompts from cpu-quant/prompts.py in
# /tmp/quant/prompts; the GGUF paths are only labels here: no llama.cpp system runs). Each (round, edit) writes four rows:
# the 0.5B --quant none (fp32 under as_avx2.py), the 0.5B int8 (auto there), the 1.5B int8, the 1.5B int4.
cd "$(dirname "$0")/../../.."
export ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 MKL_ENABLE_INSTRUCTIONS=AVX2
export REDRAFT=".venv/bin/python docs/benchmarks/cpu-quant/as_avx2.py"
OUT=${1:-/tmp/avx2.jsonl}
for rnd in 1 2; do
  for e in edit_fn edit_json; do
    echo "# round $rnd $e $(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> $OUT
    SYSTEMS="bf16-lookup int8-lookup" bash docs/benchmarks/cpu-quant/run.sh coder-0.5b /tmp/model.gguf /tmp/quant/prompts $OUT $e
    SYSTEMS="int8-lookup int4-lookup" bash docs/benchmarks/cpu-quant/run.sh coder-1.5b /tmp/model15.gguf /tmp/quant/prompts $OUT $e
  done
done
echo "# done $(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> $OUT

#!/usr/bin/env bash
# An AVX2-only CPU on this one (docs/benchmarks/2026-12-03-cpu-c-layer-avx2.md): redraft under as_avx2.py (torch's AVX2
# kernels, the block kernel built without AVX-512) against llama.cpp built for AVX2 (GGML_NATIVE=OFF, AVX2 FMA F16C BMI2,
# no AVX-512, no AVX-VNNI), interleaved. Usage: flock /tmp/redraft-bench.lock bash avx2_gguf.sh OUT.jsonl [ROUNDS]
# (prompts from cpu-quant/prompts.py in /tmp/quant/prompts; LLAMA_BIN: the AVX2 build's bin folder; LARGE=0 leaves
# edit_large out). Set PYTHONPATH to a
# snapshot of the tree (a folder holding redraft/) to keep editing while it runs.
cd "$(dirname "$0")/../../.."
export ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2 MKL_ENABLE_INSTRUCTIONS=AVX2
export REDRAFT=".venv/bin/python docs/benchmarks/cpu-quant/as_avx2.py"
export LLAMA_BIN=${LLAMA_BIN:-$HOME/.cache/llamacpp-avx2/bin}
OUT=${1:-/tmp/avx2.jsonl} ROUNDS=${2:-2}
for rnd in $(seq "$ROUNDS"); do
  for e in edit_fn edit_json; do
    echo "# round $rnd $e $(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT"
    SYSTEMS="llama-plain gguf-plain int8-plain llama-lookup gguf-lookup int8-lookup" \
      bash docs/benchmarks/cpu-quant/run.sh coder-0.5b /tmp/model.gguf /tmp/quant/prompts "$OUT" $e
    SYSTEMS="llama-plain gguf-plain llama-lookup gguf-lookup int8-lookup" \
      bash docs/benchmarks/cpu-quant/run.sh coder-1.5b /tmp/model15.gguf /tmp/quant/prompts "$OUT" $e
  done
done
if [ "${LARGE:-1}" = 1 ]; then
echo "# edit_large $(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT"
SYSTEMS="llama-plain gguf-plain llama-lookup gguf-lookup" bash docs/benchmarks/cpu-quant/run.sh coder-0.5b /tmp/model.gguf /tmp/quant/prompts "$OUT" edit_large
SYSTEMS="llama-plain gguf-plain llama-lookup gguf-lookup" bash docs/benchmarks/cpu-quant/run.sh coder-1.5b /tmp/model15.gguf /tmp/quant/prompts "$OUT" edit_large
fi
echo "# done $(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT"

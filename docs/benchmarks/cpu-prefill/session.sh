#!/usr/bin/env bash
# The whole comparison of docs/benchmarks/2026-12-05-cpu-prefill-1.5b.md, ROUNDS interleaved rounds, under
# `flock -x /tmp/redraft-cpu.lock` (the caller's). Usage: session.sh OUT_DIR GGUF PROMPTS_DIR [ROUNDS]
# Each round: the three edits (redraft lookup with and without the prompt kernel, llama-lookup, one process each),
# then the prompt forward alone (prefill_modes.py: gguf, gguf without the prompt kernel, int8's fp32 GEMM), then
# llama-bench's prompt processing at the same lengths.
set -u
OUT=$1 GGUF=$2 P=$3 ROUNDS=${4:-3}
HERE=$(dirname "$0")
BIN=${LLAMA_BIN:-$HOME/.cache/llamacpp-anchor/build/bin}
MODEL_DIR=${MODEL_DIR:-$HOME/.cache/redraft/models/qwen2.5-coder-1.5b-instruct-q4_k_m}
mkdir -p "$OUT"
{ grep -m1 "model name" /proc/cpuinfo; grep -m1 -o -w "avx2\|fma\|f16c\|avx512f\|avx512_vnni\|amx_tile" /proc/cpuinfo | sort -u | tr '\n' ' '; echo;
  nproc; echo "commit ${COMMIT:-$(git rev-parse --short HEAD)}"; "$BIN/llama-completion" --version 2>&1 | head -2; uptime; } > "$OUT/machine.txt" 2>&1
L=$(python3 -c "import json;print(json.load(open('$P/edit_long.json'))['prompt_tokens'])")
S=$(python3 -c "import json;print(json.load(open('$P/edit_fn.json'))['prompt_tokens'])")
for r in $(seq 1 "$ROUNDS"); do
  bash "$HERE/run.sh" coder-1.5b "$GGUF" "$P" "$OUT/edits.jsonl" "$r" edit_fn edit_json edit_long
  OMP_NUM_THREADS=${THREADS:-2} ${PY:-.venv/bin/python} "$HERE/prefill_modes.py" "$MODEL_DIR" gguf,gguf-old,int8 "$S" "$L" 2>/dev/null \
    | sed "s/^{/{\"round\": $r, /" >> "$OUT/prefill.jsonl"
  "$BIN/llama-bench" -m "$GGUF" -p "$S,$L" -n 0 -r 1 -t "${THREADS:-2}" -o jsonl 2>/dev/null | sed "s/^{/{\"round\": $r, /" >> "$OUT/llama-bench.jsonl"
  uptime >> "$OUT/machine.txt"
done

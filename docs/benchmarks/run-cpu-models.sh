#!/usr/bin/env bash
# Issue 44 on a CPU: what a model a user already has costs here. Run from the checkout, under the
# shared machine's exclusive lock (flock -x /tmp/redraft-cpu.lock bash docs/benchmarks/run-cpu-models.sh),
# with the default model converted in the cache. Writes $OUT (default /tmp/cpu-models).
#  1. the default model as a Hugging Face safetensors folder (its model.safetensors, config and
#     tokenizer: what `--model ORG/NAME` of a safetensors repo loads), quantized to Q8_0 blocks at
#     load, against the same model's converted GGUF blocks: whole `redraft edit` processes, interleaved
#  2. random weights at Qwen2.5-0.5B, Qwen3-0.6B and Llama-3.2-1B shapes (Q8_0 blocks, as a hub
#     folder runs here): one forward per width 1..8 at 512 tokens of context (--verify-cost), and
#     plain and lookup on edit_fn and edit_json emitting the 1.5B's recorded replies (bench/forced.py)
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
OUT=${OUT:-/tmp/cpu-models}
REPS=${REPS:-3}
DEFAULT=${DEFAULT:-$($PY -m redraft.app model path)}
REPLIES=docs/benchmarks/2026-12-01-h200-bf16-exact-static-coder-1.5b.json
export REDRAFT_COMMIT=${REDRAFT_COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT" "$OUT/st"
for f in config.json model.safetensors tokenizer.json tokenizer_config.json chat_template.jinja generation_config.json; do
  ln -sfn "$DEFAULT/$f" "$OUT/st/$f"  # a safetensors folder: no quantized files beside the weights
done
{ grep -m1 "model name" /proc/cpuinfo; grep -m1 flags /proc/cpuinfo; echo "commit $REDRAFT_COMMIT"; } > "$OUT/machine.txt"
log() { echo "$(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg): $*" | tee -a "$OUT/steps.txt"; }
for rep in $(seq "$REPS"); do
  for m in "$DEFAULT" "$OUT/st"; do
    tag=$([ "$m" = "$DEFAULT" ] && echo gguf || echo safetensors)
    t0=$(date +%s.%N)
    /usr/bin/time -f "%M" -o "$OUT/rss-$tag-$rep" $PY -m redraft.app edit samples/bench/src/edit_fn.py \
      -i 'Rename the variable `total` to `subtotal` everywhere in the function.' --model "$m" --server off --stdout \
      --force --retries 0 --stats-json "$OUT/edit-$tag-$rep.json" > "$OUT/edit-$tag-$rep.out" 2> "$OUT/edit-$tag-$rep.err"
    t1=$(date +%s.%N)
    log "edit $tag rep $rep: $(echo "$t1 - $t0" | bc) s, $(($(cat "$OUT/rss-$tag-$rep") / 1024)) MiB max RSS; $(grep '^\[' "$OUT/edit-$tag-$rep.err")"
  done
done
for shape in qwen2.5-0.5b qwen3-0.6b llama-3.2-1b; do
  log "verify $shape"
  $PY -m redraft.app bench --verify-cost --random-weights "$shape" --quant gguf --context 512 --max-width 8 --reps 5 \
    --threads 2 --out "$OUT/verify-$shape" --no-chart > "$OUT/verify-$shape.log" 2>&1
  log "edits $shape"
  $PY -m redraft.app bench --random-weights "$shape" --replies "$REPLIES" --model "$DEFAULT" --prompts edit_fn,edit_json \
    --modes plain,lookup-graded --runs 2 --threads 2 --quant gguf --out "$OUT/edits-$shape" --no-chart > "$OUT/edits-$shape.log" 2>&1
done
log done

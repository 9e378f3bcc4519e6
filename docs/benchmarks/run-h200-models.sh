#!/usr/bin/env bash
# Issue 44 on the H200: larger models' shapes on the compiled fast path, run through the `device`
# tool (python3 3.12, torch 2.11, transformers 5.17, no internet, 64 MiB carried per call, 10
# minutes per command). Real 7B/14B weights cannot reach that machine: every model here has
# random weights at the real model's shapes (bench/verify_cost.py KNOWN_SHAPES), so the numbers
# are the forwards' cost, not any model's quality.
#
# Here, once, before the first call (.carry/ is git-ignored; `carry` it in every call, ~8 MB):
#   mkdir -p .carry/h200-models/whl .carry/h200-models/tok
#   .venv/bin/python -m pip download --no-deps --only-binary=:all: --python-version 3.12 \
#       --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
#       -d .carry/h200-models/whl platformdirs==4.14.8 gguf==0.19.0
#   cp ~/.cache/redraft/models/qwen2.5-coder-0.5b-instruct-q4_k_m/{tokenizer.json,tokenizer_config.json,chat_template.jinja,generation_config.json} \
#       .carry/h200-models/tok/     # the Qwen2.5 tokenizer and chat template: every Qwen2.5-Coder size's
#
# Then one `run` call each (carry [".carry/h200-models"]), REDRAFT_COMMIT=<git rev-parse HEAD here>:
#   bash docs/benchmarks/run-h200-models.sh qwen25   # Qwen2.5-Coder 7B and 14B shapes: verify cost by
#                                                    # width (1..32), plain and lookup tok/s on the bench's
#                                                    # edits, peak GPU memory            -> qwen25.tgz
#   bash docs/benchmarks/run-h200-models.sh others   # Qwen3-8B and Llama-3.1-8B shapes: the compiled
#                                                    # path against transformers, lookup == plain on the
#                                                    # edits, their tok/s                 -> others.tgz
# and, if the device time allows:
#   bash docs/benchmarks/run-h200-models.sh startup  # a whole `redraft edit` process on 7B and 14B
#                                                    # folders (written here first): load, compile, first
#                                                    # tokens; cold and warm compile cache -> startup.tgz
#   MODEL=/tmp/model.gguf bash docs/benchmarks/run-h200-models.sh bestof
#                                                    # best of 4 on the whole quality set with the real
#                                                    # model (run-h200.sh's `model` step brings it), the
#                                                    # greedy baseline beside it           -> bestof.tgz
# Unpack each archive into docs/benchmarks/ (tar xzf <files_at>/<step>.tgz -C docs/benchmarks/).
# A step's parts are kept in /tmp/models-bench while the machine stays warm: a call cut off by the
# limit resumes where it stopped when made again.
#
# Plain and lookup speed without the weights (bench/forced.py): the random-weight model does
# every forward a generation does, and its tokens are replaced by the reply the real 1.5B wrote
# to the same prompt on the H200 (REPLIES), so lookup's rounds land where they would on a model
# writing that reply. A 7B's own reply would differ in places; its schedule is the 1.5B's.
set -euo pipefail
cd "$(dirname "$0")/../.."

STEP=${1:?usage: run-h200-models.sh qwen25|others|startup|bestof}
CARRY=${CARRY:-.carry/h200-models}
WORK=${WORK:-/tmp/models-bench}
OUT=${OUT:-/tmp/models-out}
RUNS=${RUNS:-3}
DTYPE=${DTYPE:-bf16}
DEVICE=${DEVICE:-cuda}  # DEVICE=cpu DTYPE=fp32 with tiny shapes (QWEN25=/path/config.json ...) tries the steps' logic on a CPU
QWEN25=${QWEN25:-qwen2.5-7b qwen2.5-14b}
OTHERS=${OTHERS:-qwen3-8b llama-3.1-8b}
STARTUP=${STARTUP:-qwen2.5-7b qwen2.5-14b}
MAX_WIDTH=${MAX_WIDTH:-32}
TOK=${TOK:-$CARRY/tok}
REPLIES=${REPLIES:-docs/benchmarks/2026-12-01-h200-bf16-exact-static-coder-1.5b.json}
EDITS=${EDITS:-edit_fn,edit_json,reformat_json,edit_large}
export REDRAFT_CACHE_DIR=${REDRAFT_CACHE_DIR:-/tmp/redraft-cache}
export PYTHONUNBUFFERED=1
export REDRAFT_COMMIT=${REDRAFT_COMMIT:-unknown}
NS=${NS:-/tmp/ns}
mkdir -p "$WORK" "$OUT"

if [ ! -d /tmp/site/platformdirs ] && [ -d "$CARRY/whl" ] && ! python3 -c 'import platformdirs, gguf' 2>/dev/null; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site "$CARRY"/whl/*.whl
fi
mkdir -p "$NS/redraft"
for top in app engine bench themes samples; do ln -sfn "$PWD/$top" "$NS/redraft/$top"; done
export PYTHONPATH=$NS:/tmp/site${PYTHONPATH:+:$PYTHONPATH}

machine() {
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>/dev/null | tee -a "$OUT/machine.txt" || true
  python3 -c 'import torch, transformers; print("torch", torch.__version__, "transformers", transformers.__version__)' | tee -a "$OUT/machine.txt"
  echo "commit $REDRAFT_COMMIT" >> "$OUT/machine.txt"
}

gpu() {  # gpu LABEL REDRAFT-ARGS...: redraft's CLI in this process; peak GPU memory and wall time
         # appended to $OUT/memory.txt (skipped when $WORK/LABEL.done exists)
  local label=$1
  shift
  if [ -f "$WORK/$label.done" ]; then echo "$label: done, skipped" >&2; return; fi
  python3 - "$label" "$@" <<'PY'
import os, sys, time
import torch
from redraft.app.cli import main

label, argv = sys.argv[1], sys.argv[2:]
t0 = time.perf_counter()
code = main(argv)
gib = 2**30
line = f"{label}: exit {code}, {time.perf_counter() - t0:.0f} s"
if torch.cuda.is_available():
    line += (f", peak allocated {torch.cuda.max_memory_allocated() / gib:.2f} GiB, "
             f"peak reserved {torch.cuda.max_memory_reserved() / gib:.2f} GiB")
print(line, file=sys.stderr)
with open(os.path.join(os.environ["OUT"], "memory.txt"), "a") as f:
    f.write(line + "\n")
sys.exit(code)
PY
  touch "$WORK/$label.done"
}
export OUT

name() { basename "$1" .json; }  # a shape's name in file names (a config.json path: its file name)

speed() {  # speed SHAPE: verify cost by width, then plain and lookup on the edits (recorded replies)
  local shape=$1 n
  n=$(name "$1")
  gpu "verify-$n" bench --verify-cost --random-weights "$shape" --device "$DEVICE" --dtype "$DTYPE" \
    --context 512 --max-width "$MAX_WIDTH" --out "$OUT/" --no-chart
  gpu "edits-$n" bench --random-weights "$shape" --replies "$REPLIES" --model "$TOK" --prompts "$EDITS" \
    --modes plain,lookup-graded --runs "$RUNS" --device "$DEVICE" --dtype "$DTYPE" --no-chart \
    --out "$OUT/$(date -u +%F)-h200-$DTYPE-random-weights-$n-edits"
}

folder() {  # folder SHAPE [VOCAB]: a random-weight model folder at /tmp/rw-NAME with the tokenizer
  local shape=$1 vocab=${2:-}
  [ -f "/tmp/rw-$(name "$shape")/config.json" ] && return
  python3 - "$shape" "$vocab" "$TOK" "/tmp/rw-$(name "$shape")" "$DEVICE" <<'PY'
import shutil, sys
from pathlib import Path
import torch
from transformers import AutoModelForCausalLM
from redraft.bench.verify_cost import model_config

shape, vocab, tok, out, device = sys.argv[1], sys.argv[2], Path(sys.argv[3]), Path(sys.argv[4]), sys.argv[5]
cfg = model_config(shape)
if vocab:
    cfg.vocab_size = int(vocab)  # the Qwen tokenizer's ids must fit a Llama shape's embedding
torch.manual_seed(0)
with torch.device(device):
    model = AutoModelForCausalLM.from_config(cfg, dtype=torch.bfloat16)
model.save_pretrained(out)
for f in tok.iterdir():  # the tokenizer, its chat template, and its stop tokens (generation_config.json)
    shutil.copy(f, out / f.name)
print(f"wrote {out}: {sum(p.stat().st_size for p in out.iterdir()) / 2**30:.1f} GiB")
PY
}

against_transformers() {  # against_transformers FOLDER: our compiled path's logits vs transformers'
  python3 - "$1" "$DEVICE" "$DTYPE" <<'PY' | tee -a "$OUT/against-transformers.txt"
import sys
import torch
from transformers import AutoModelForCausalLM
from redraft.engine.backends.static_backend import StaticBackend

folder, device, dtype = sys.argv[1], sys.argv[2], sys.argv[3]
ours = StaticBackend.load(folder, device=device, dtype=dtype, quant="none")
ours.warmup(32)
torch_dtype = {"bf16": torch.bfloat16, "fp32": torch.float32}[dtype]
ref = AutoModelForCausalLM.from_pretrained(folder, dtype=torch_dtype).to(device).eval()
g = torch.Generator().manual_seed(0)
prompt = torch.randint(0, 1000, (300,), generator=g).tolist()
with torch.no_grad():
    theirs = ref(torch.tensor([prompt], device=device)).logits[0].float()
ours.reset()
last = ours.prefill(prompt[:-8]).float()[0]
rows = ours.forward(prompt[-8:]).float()
mine = torch.cat([last[None], rows[:-1]])  # the logits at positions n-9 .. n-2
ref8 = theirs[-9:-1]
diff = (mine - ref8).abs().max().item()
scale = ref8.std().item()
agree = (mine.argmax(-1) == ref8.argmax(-1)).float().mean().item()
print(f"{folder}: {ours.info.name} vs transformers {ref.config.model_type}: max |logit diff| {diff:.4f} "
      f"(logit std {scale:.4f}, {diff / scale:.3f} of it), argmax agreement {agree:.2f} over 9 rows")
PY
}

pack() {
  local name=$1
  tar czf "/tmp/$name.tgz" -C "$OUT" .
  rm -rf "${OUT:?}"/*
  mv "/tmp/$name.tgz" "$OUT/$name.tgz"
}

case "$STEP" in
  qwen25)
    machine
    for shape in $QWEN25; do speed "$shape"; done
    pack qwen25
    ;;
  others)
    machine
    for shape in $OTHERS; do
      n=$(name "$shape")
      folder "$shape" 151936  # the Qwen tokenizer's vocabulary, so real prompts fit the Llama shape
      against_transformers "/tmp/rw-$n"
      gpu "parity-$n" bench --model "/tmp/rw-$n" --prompts "$EDITS" --modes plain,lookup-graded --runs 1 \
        --max-tokens 256 --device "$DEVICE" --dtype "$DTYPE" --quant none --no-chart \
        --out "$OUT/$(date -u +%F)-h200-$DTYPE-random-weights-$n-lookup-vs-plain"
      rm -rf "/tmp/rw-$n"
      speed "$shape"
    done
    pack others
    ;;
  startup)  # whole processes: torch's import, the weights read, the compile warm-up, 16 tokens
    machine
    for shape in $STARTUP; do
      n=$(name "$shape")
      folder "$shape"
      for pass in cold warm; do
        [ "$pass" = cold ] && rm -rf "$REDRAFT_CACHE_DIR/torch-compile"
        t0=$EPOCHREALTIME
        python3 -m redraft.app edit tests/data/edits/inventory.py -i "Rename the field qty to quantity everywhere." \
          --model "/tmp/rw-$n" --device "$DEVICE" --max-tokens 16 --server off --stdout --force \
          >/dev/null 2>>"$OUT/startup-stderr.txt" || true
        awk -v a="$t0" -v b="$EPOCHREALTIME" -v l="$shape $pass compile cache" \
          'BEGIN { printf "%s: %.1f s\n", l, b - a }' | tee -a "$OUT/startup.txt"
      done
      du -sh "/tmp/rw-$n" | tee -a "$OUT/startup.txt"
      rm -rf "/tmp/rw-$n"
    done
    pack startup
    ;;
  bestof)  # best of 4 (temperature 0.7, top-p 0.95, seed 0) against greedy, the whole quality set
    machine
    MODEL=${MODEL:?MODEL=<the GGUF or folder there, as run-h200.sh brings it>}
    gpu "quality-greedy" bench --quality --model "$MODEL" --device cuda --dtype $DTYPE --modes lookup --out "$OUT/"
    gpu "quality-best-of-4" bench --quality --model "$MODEL" --device cuda --dtype $DTYPE --modes lookup \
      --temp 0.7 --top-p 0.95 --seed 0 --best-of 4 --out "$OUT/$(date -u +%F)-h200-bf16-quality-best-of-4"
    pack bestof
    ;;
  *) echo "unknown step $STEP" >&2; exit 2 ;;
esac

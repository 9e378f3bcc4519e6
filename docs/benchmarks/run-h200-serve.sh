#!/usr/bin/env bash
# Issue 43 on the H200, in ONE `run` call (under 10 minutes): the decode rate through a local
# `redraft serve` against in process (bench/serve_rate.py: the real model, a 162-line rename and
# a 22-line one; then the replay backend, which shows the server's own costs on that host's
# CPU), and whole `redraft edit` processes: cold (--server off) against the second edit through
# the warm engine that `--server auto` starts by itself.
#
# The device machine: python3 3.12, torch 2.11, transformers 5.17, no internet, 64 MiB per call.
# Here, once, before the call (as for run-h200.sh; .carry/ is git-ignored):
#   mkdir -p .carry/h200/whl
#   .venv/bin/python -m pip download --no-deps --only-binary=:all: --python-version 3.12 \
#       --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
#       -d .carry/h200/whl platformdirs==4.14.8 gguf==0.19.0 starlette==1.10.0 uvicorn==0.54.0 \
#       httpx==0.28.1 httpcore h11 anyio sniffio idna certifi click
#   and the model: the default GGUF as .carry/h200/model.gguf.part-* (split -b 60M of the joined
#   parts; `python -c 'from redraft.engine.store.parts import join_parts; join_parts(__import__("pathlib").Path("/tmp/m.gguf"))'`),
#   carried over consecutive calls if needed, or MODEL=/path/there.
# The call (carry [".carry/h200"]):
#   REDRAFT_COMMIT=<git rev-parse HEAD here> bash docs/benchmarks/run-h200-serve.sh
# It returns $OUT/serve.tgz: serve-rate-*.txt/json, serve-startup.txt, the server's log.
# Unpack it into docs/benchmarks/h200-serve/ and write the report from it.
# DEVICE=cpu QUICK=1 tries the logic on a CPU (short edits, 2 rounds).
set -euo pipefail
cd "$(dirname "$0")/../.."

CARRY=${CARRY:-.carry/h200}
OUT=${OUT:-/tmp/bench-out}
DEVICE=${DEVICE:-cuda}
ROUNDS=${ROUNDS:-5}
NS=${NS:-/tmp/ns}
export PYTHONUNBUFFERED=1 REDRAFT_COMMIT=${REDRAFT_COMMIT:-unknown}
export REDRAFT_CACHE_DIR=${REDRAFT_CACHE_DIR:-/tmp/redraft-cache}
WORK=$(mktemp -d /tmp/redraft-serve-h200.XXXXXX)
export REDRAFT_STATE_DIR=$WORK/state XDG_RUNTIME_DIR=$WORK/run
mkdir -p "$OUT" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
if [ "${QUICK:-0}" = 1 ]; then ROUNDS=2; fi

# Missing pure-Python packages from the carried wheels; the checkout as the `redraft` namespace.
if [ -d "$CARRY/whl" ] && ! python3 -c 'import platformdirs, gguf, starlette, uvicorn, httpx' 2>/dev/null; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site "$CARRY"/whl/*.whl
fi
mkdir -p "$NS/redraft"
for top in app engine bench themes samples; do ln -sfn "$PWD/$top" "$NS/redraft/$top"; done
export PYTHONPATH=$NS:/tmp/site${PYTHONPATH:+:$PYTHONPATH}

if [ -z "${MODEL:-}" ]; then
  if [ -f "$CARRY/model.gguf" ]; then MODEL=$CARRY/model.gguf
  else
    if [ ! -f /tmp/model.gguf ] && ls "$CARRY"/model.gguf.part-* >/dev/null 2>&1; then cat "$CARRY"/model.gguf.part-* > /tmp/model.gguf; fi
    MODEL=/tmp/model.gguf
  fi
fi
MODEL=$(realpath "$MODEL")
# The cold process and the warm engine load the same model on the same device.
printf 'model = "%s"\ndevice = "%s"\n' "$MODEL" "$DEVICE" > "$WORK/config.toml"
export REDRAFT_CONFIG=$WORK/config.toml

{ nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null || lscpu | grep 'Model name'; } > "$OUT/serve-startup.txt"
echo "commit $REDRAFT_COMMIT; load: $(uptime)" >> "$OUT/serve-startup.txt"

LARGE=(--file samples/bench/src/edit_large.py --rename TaskQueue JobQueue
       -i 'Rename the class `TaskQueue` to `JobQueue` everywhere in the file, including docstrings.')
SHORT=(--file samples/bench/src/edit_fn.py --rename total subtotal
       -i 'Rename the variable `total` to `subtotal` everywhere in the function.')
EDIT=(python3 -m redraft.app edit samples/bench/src/edit_fn.py
      -i 'Rename the variable `total` to `subtotal` everywhere in the function.' --stdout)

timed() {  # timed LABEL COMMAND...: a whole process's wall seconds and its stats line
  local t0=$EPOCHREALTIME rc=0
  "${@:2}" >/dev/null 2>"$WORK/stderr.txt" || rc=$?
  local stats; stats=$(grep '^\[' "$WORK/stderr.txt" | tail -1 || true)
  awk -v a="$t0" -v b="$EPOCHREALTIME" -v l="$1" -v rc=$rc -v s="$stats" \
    'BEGIN { printf "%s: %.2f s (exit %d) %s\n", l, b - a, rc, s }' | tee -a "$OUT/serve-startup.txt"
  grep -v '^\[' "$WORK/stderr.txt" | sed 's/^/    /' >> "$OUT/serve-startup.txt" || true
}

# 1. whole processes: the first ever (conversion, compile caches), cold ones, then the warm engine
timed "cold edit, first ever (conversion and compile)" "${EDIT[@]}" --server off
for i in 1 2; do timed "cold edit $i (--server off)" "${EDIT[@]}" --server off; done
timed "first --server auto edit (starts the warm engine)" "${EDIT[@]}" --server auto
for i in 1 2 3; do timed "second edit $i (--server auto, warm)" "${EDIT[@]}" --server auto; done
python3 -m redraft.app serve status >> "$OUT/serve-startup.txt" 2>&1 || true
python3 -m redraft.app serve stop >> "$OUT/serve-startup.txt" 2>&1 || true
cp "$REDRAFT_STATE_DIR/serve.log" "$OUT/serve.log" 2>/dev/null || true

# 2. the decode rate, served against in process (each starts its own server on a private socket)
rate() {  # rate NAME ARGS...
  python3 -m redraft.bench.serve_rate --rounds "$ROUNDS" --json "$OUT/serve-rate-$1.json" "${@:2}" \
    2>>"$OUT/serve-rate-stderr.txt" | tee "$OUT/serve-rate-$1.txt"
}
rate real-large --backend real --model "$MODEL" --serve-args "--device $DEVICE" "${LARGE[@]}"
rate real-short --backend real --model "$MODEL" --serve-args "--device $DEVICE" "${SHORT[@]}"
rate replay-large --backend replay --model "$MODEL" --forward-ms 1 "${LARGE[@]}"

tar czf "$OUT/serve.tgz" -C "$OUT" serve-startup.txt serve.log $(cd "$OUT" && ls serve-rate-*)
echo "$OUT/serve.tgz"

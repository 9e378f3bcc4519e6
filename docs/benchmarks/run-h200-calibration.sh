#!/usr/bin/env bash
# Issue 42 on the H200 host's CPU (a Xeon; AMX if it is a Sapphire Rapids or later): what the
# calibration chooses there, and whether its choice is the fastest whole `redraft edit`, one
# batched command (the `device` tool, 10 minutes). The GPU is not used: everything runs with
# --device cpu. Set up as docs/benchmarks/run-h200.sh says (carry .carry/h200: the wheels and
# the 0.5B GGUF as model.gguf or model.gguf.part-*), then:
#
#   REDRAFT_COMMIT=<git rev-parse HEAD> bash docs/benchmarks/run-h200-calibration.sh
#
# It returns $OUT/calibration.tgz: machine.txt (CPU model, flags, cores, commit), kernel.txt,
# the pull's log, calibrate-N.txt (each round's numbers and choice) and edits.jsonl (whole
# `redraft edit` processes per mode, plain and lookup, interleaved within each round, with the
# output's hash: plain and lookup must agree per mode). ROUNDS=3 by default; ROUNDS=2 where
# the machine is slow. The numbers answer the report's open question: on AMX, does the bf16
# GEMM's prompt (none) beat the blocks' (gguf) by more than gguf's decoding gains?
set -euo pipefail
cd "$(dirname "$0")/../.."
CARRY=${CARRY:-.carry/h200}
OUT=${OUT:-/tmp/bench-out}
ROUNDS=${ROUNDS:-3}
export REDRAFT_CACHE_DIR=${REDRAFT_CACHE_DIR:-/tmp/redraft-cache-i42}
export REDRAFT_COMMIT=${REDRAFT_COMMIT:-unknown}
export PYTHONUNBUFFERED=1
NS=${NS:-/tmp/ns}
W=/tmp/calibration
mkdir -p "$OUT" "$W"
if [ -d "$CARRY/whl" ] && ! python3 -c 'import platformdirs, gguf' 2>/dev/null; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site "$CARRY"/whl/*.whl
fi
mkdir -p "$NS/redraft"
for top in app engine bench themes samples; do ln -sfn "$PWD/$top" "$NS/redraft/$top"; done
export PYTHONPATH=$NS:/tmp/site${PYTHONPATH:+:$PYTHONPATH}
MODEL=${MODEL:-/tmp/model.gguf}
if [ ! -f "$MODEL" ]; then
  if [ -f "$CARRY/model.gguf" ]; then MODEL=$CARRY/model.gguf; else cat "$CARRY"/model.gguf.part-* > /tmp/model.gguf; fi
fi
{ grep -m1 "model name" /proc/cpuinfo; grep -m1 flags /proc/cpuinfo; echo "cores $(nproc)"; echo "commit $REDRAFT_COMMIT"
  python3 -c 'import torch; print("torch", torch.__version__, torch.backends.cpu.get_cpu_capability())'; } > "$W/machine.txt"
RD="python3 -m redraft.app"
# Convert once, keeping every mode's files (no first-use calibration, so no trim) and the kernel.
REDRAFT_CALIBRATE=0 $RD model pull --model "$MODEL" > "$W/pull.txt" 2>&1
$RD model kernel > "$W/kernel.txt" 2>&1 || true
cat > "$W/redraft" <<EOF
#!/usr/bin/env bash
exec python3 -m redraft.app "\$@"
EOF
chmod +x "$W/redraft"
# whole_edits.sh edits the default model: point it at the converted GGUF through --model.
for r in $(seq 1 "$ROUNDS"); do
  echo "round $r $(uptime)" >> "$W/uptime.txt"
  $RD model calibrate --model "$MODEL" > "$W/calibrate-$r.txt" 2>&1 || true
  REDRAFT="$W/redraft" REDRAFT_EXTRA="--model $MODEL --device cpu" \
    SYSTEMS="${SYSTEMS:-auto-lookup gguf-lookup none-lookup int8-lookup gguf-plain none-plain int8-plain}" \
    bash docs/benchmarks/cpu-calibration/whole_edits.sh "$W/edits.jsonl" 1 edit_fn edit_json || true
done
$RD model info --model "$MODEL" > "$W/info.txt" 2>&1 || true
tar czf "$OUT/calibration.tgz" -C "$W" .
ls -la "$OUT"

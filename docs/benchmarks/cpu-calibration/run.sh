#!/usr/bin/env bash
# The calibration against whole edits, interleaved: each round runs `redraft model calibrate`
# (its numbers and choice), then one round of whole `redraft edit` processes per mode
# (whole_edits.sh). Then the dispatching kernel against a -march=native build, and, with
# FRESH_CACHE set, a `redraft model pull` into that empty cache (convert, build the kernel,
# calibrate, keep the choice's files) with its time and the cache's size; last, the typical
# edit's counts over the quality set (typical.py).
# Usage: run.sh OUT_DIR ROUNDS; under flock -x /tmp/redraft-cpu.lock.
set -u
OUT=$1 ROUNDS=$2
mkdir -p "$OUT"
RD=${REDRAFT:-.venv/bin/redraft}
{ grep -m1 "model name" /proc/cpuinfo; grep -m1 flags /proc/cpuinfo; nproc; git rev-parse --short HEAD; } > "$OUT/machine.txt"
for r in $(seq 1 "$ROUNDS"); do
  echo "round $r $(uptime)" >> "$OUT/uptime.txt"
  $RD model calibrate > "$OUT/calibrate-$r.txt" 2>&1
  bash docs/benchmarks/cpu-calibration/whole_edits.sh "$OUT/edits.jsonl" 1 edit_fn edit_json
done
echo "kernel $(uptime)" >> "$OUT/uptime.txt"
.venv/bin/python docs/benchmarks/cpu-calibration/dispatch_vs_native.py 3 > "$OUT/dispatch_vs_native.txt" 2>&1
if [ -n "${FRESH_CACHE:-}" ]; then
  echo "fresh pull $(uptime)" >> "$OUT/uptime.txt"
  t0=$(date +%s.%N)
  REDRAFT_CACHE_DIR=$FRESH_CACHE $RD model pull > "$OUT/fresh-pull.txt" 2>&1
  echo "wall $(python3 -c "print(round($(date +%s.%N) - $t0, 1))") s" >> "$OUT/fresh-pull.txt"
  du -sb "$FRESH_CACHE"/models/* "$FRESH_CACHE"/kernels >> "$OUT/fresh-pull.txt"
  REDRAFT_CACHE_DIR=$FRESH_CACHE $RD model info >> "$OUT/fresh-pull.txt" 2>&1
fi
echo "typical $(uptime)" >> "$OUT/uptime.txt"
.venv/bin/python docs/benchmarks/cpu-calibration/typical.py --quant gguf > "$OUT/typical.txt" 2>&1
echo "end $(uptime)" >> "$OUT/uptime.txt"

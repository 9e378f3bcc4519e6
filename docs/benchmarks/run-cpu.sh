#!/usr/bin/env bash
# The CPU reports for issue 4: the full set on the default model, bf16 then fp32, and the
# verify-cost curve for each. Run it on a quiet machine: nothing else running (no tests, no
# other model). Measured while other engineers ran tests: with 2 torch threads on 2 busy
# cores, OpenMP's GEMMs for 2+ tokens slowed ~7-10x (a 2-token MLP matmul took 24 ms instead
# of 3), which inflates exactly the verify forwards that lookup depends on; so a busy
# machine is refused unless FORCE=1.
#
#   bash docs/benchmarks/run-cpu.sh           # everything: bf16, fp32, verify
#   bash docs/benchmarks/run-cpu.sh bf16      # one part: bf16 | fp32 | verify
#   RUNS=1 MODES=plain,lookup-graded,hf-pld bash docs/benchmarks/run-cpu.sh bf16   # shorter
#   TAG=few-row bash docs/benchmarks/run-cpu.sh fp32   # -> <date>-cpu-fp32-few-row.*
#   bash docs/benchmarks/run-cpu.sh exact     # issue 11: the whole CPU set in one command (below)
#   DTYPES=bf16 PROMPTS="rename_ini_local rename_cli_args rename_dataclass_field" RUNS=1 \
#     bash docs/benchmarks/run-cpu.sh exact   # issue 11, shorter: the new edits at the default dtype
#
# `exact` (issue 11): for bf16 (where the CPU has native bf16) and fp32, every bench prompt
# plus tests/data/edits, plain vs lookup-graded, RUNS runs, on the static backend (the
# default, exact) and on transformers with few-row linears (`--no-graphs`, the CPU default
# before it), interleaved prompt by prompt; then the start-up breakdown (startup.py) on
# this checkout and, with BEFORE=<git rev>, on that revision too. Reports:
# <date>-cpu-<dtype>-static.*, <date>-cpu-<dtype>-transformers.*, <date>-cpu-startup.txt.
#
# Each dtype runs in three prompt groups (edits, large, prose) so that no single command runs
# for hours; a group whose report exists in $PARTS is skipped, so an interrupted run resumes
# where it stopped (delete $PARTS/<dtype>-* to start over). The groups are then merged into
# docs/benchmarks/<date>-cpu-<dtype>.{json,md,png} (the chart needs matplotlib: pip install
# 'redraft[bench]'); each report records the machine, versions, commit and exact commands.
# Full set: 7 prompts x $MODES x $RUNS runs; at bf16 one run of the 6 modes is ~1 h here.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
RUNS=${RUNS:-3}
MODES=${MODES:-plain,lookup-graded,lookup-capped,lookup-gated,hf,hf-pld}
PARTS=${PARTS:-docs/benchmarks/parts}
WHAT=${1:-all}
TAG=${TAG:+-$TAG}

busy=$(awk '{print $1}' /proc/loadavg)
echo "load average now: $busy (on $(nproc) cores)" >&2
if awk -v l="$busy" 'BEGIN { exit !(l > 0.5) }' && [ "${FORCE:-0}" != 1 ]; then
  echo "the machine is busy (load $busy): stop other work first, or FORCE=1 to time anyway" >&2
  exit 1
fi

$PY -m redraft.app model path >/dev/null  # the default model is provisioned (converted once)
mkdir -p "$PARTS"

full_set() {  # full_set DTYPE
  local dtype=$1 group prompts part
  for group in edits large prose; do
    case $group in
      edits) prompts=edit_fn,edit_json,reformat_json ;;
      large) prompts=edit_large ;;
      prose) prompts=summary,write,story ;;
    esac
    part=$PARTS/$dtype$TAG-$group
    if [ -f "$part.json" ]; then
      echo "$part.json exists: skipped" >&2
      continue
    fi
    $PY -m redraft.app bench --dtype "$dtype" --runs "$RUNS" --modes "$MODES" --prompts "$prompts" \
      --out "$part" --no-chart
  done
  $PY -m redraft.app bench --merge "$PARTS/$dtype$TAG"-{edits,large,prose}.json \
    --out "docs/benchmarks/$(date -u +%F)-cpu-$dtype$TAG"
}

exact_set() {  # exact_set DTYPE: static vs transformers, prompt by prompt, then merged
  local dtype=$1 prompt dir backend flags
  local all="edit_fn edit_json reformat_json edit_large summary write story rename_ini_local rename_cli_args rename_dataclass_field"
  for prompt in ${PROMPTS:-$all}; do
    dir=samples/bench
    case $prompt in rename_*) dir=tests/data/edits ;; esac
    for backend in static transformers; do
      flags=()
      [ $backend = transformers ] && flags=(--no-graphs)
      part=$PARTS/exact-$dtype-$backend-$prompt
      if [ -f "$part.json" ]; then echo "$part.json exists: skipped" >&2; continue; fi
      $PY -m redraft.app bench --dtype "$dtype" --runs "$RUNS" --modes plain,lookup-graded \
        --prompts "$prompt" --prompts-dir "$dir" --out "$part" --no-chart ${MAX_TOKENS:+--max-tokens "$MAX_TOKENS"} "${flags[@]}"
    done
  done
  for backend in static transformers; do
    $PY -m redraft.app bench --merge "$PARTS/exact-$dtype-$backend"-*.json \
      --out "docs/benchmarks/$(date -u +%F)-cpu-$dtype-$backend$TAG"
  done
}

startup() {  # the start-up breakdown here, and (BEFORE=<rev>) on an older revision
  local out=docs/benchmarks/$(date -u +%F)-cpu-startup$TAG.txt
  { lscpu | grep 'Model name'; uptime; } > "$out"
  for run in 1 2; do
    echo "## this checkout ($(git rev-parse --short HEAD)), run $run" >> "$out"
    $PY docs/benchmarks/startup.py --dtype "${STARTUP_DTYPE:-auto}" >> "$out"
  done
  if [ -n "${BEFORE:-}" ]; then
    local tree=/tmp/redraft-before-$$ ns=/tmp/redraft-before-ns-$$
    git worktree add --detach "$tree" "$BEFORE" >/dev/null
    mkdir -p "$ns/redraft"
    for top in app engine bench themes samples; do [ -d "$tree/$top" ] && ln -s "$tree/$top" "$ns/redraft/$top"; done
    for run in 1 2; do
      echo "## $BEFORE, run $run" >> "$out"
      PYTHONPATH=$ns $PY docs/benchmarks/startup.py --dtype "${STARTUP_DTYPE:-auto}" >> "$out"
    done
    git worktree remove --force "$tree"; rm -rf "$ns"
  fi
  uptime >> "$out"
  cat "$out"
}

if [ "$WHAT" = exact ]; then
  for dtype in ${DTYPES:-bf16 fp32}; do
    if [ "$dtype" = bf16 ] && ! $PY -c 'import sys; from redraft.engine.backends.torch_device import cpu_has_native_bf16 as n; sys.exit(not n())'; then
      continue  # no native bf16 here: auto picks fp32
    fi
    exact_set "$dtype"
  done
  startup
fi
if [ "$WHAT" = startup ]; then startup; fi
if [ "$WHAT" = all ] || [ "$WHAT" = bf16 ]; then full_set bf16; fi
if [ "$WHAT" = all ] || [ "$WHAT" = fp32 ]; then full_set fp32; fi
if [ "$WHAT" = all ] || [ "$WHAT" = verify ]; then
  $PY -m redraft.app bench --verify-cost --dtype bf16 --context 512
  $PY -m redraft.app bench --verify-cost --dtype fp32 --context 512
fi

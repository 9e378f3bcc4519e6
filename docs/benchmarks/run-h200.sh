#!/usr/bin/env bash
# The H200 reports for issue 4, run through the `device` tool, one step per `run` call.
#
# The device machine has python3 3.12 with torch 2.11 and transformers 5.17, no internet,
# 64 MiB per call, 10 minutes per command, and stays warm only ~30 s after a call: make the
# calls back to back. Each step reads and writes /tmp (kept while the machine stays warm)
# and returns its files as ONE archive, $OUT/<step>.tgz (a call brings back at most 8 files).
#
# Here, once, before the first call:
#   mkdir -p .carry/h200/whl   # .carry/ is git-ignored; `carry` it in every call
#   .venv/bin/python -m pip download --no-deps --only-binary=:all: --python-version 3.12 \
#       --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
#       -d .carry/h200/whl platformdirs==4.14.8 gguf==0.19.0
#   and bring the model: the GGUF as .carry/h200/model.gguf (or a converted folder as
#   .carry/h200/model/), in pieces over consecutive calls if it is over 64 MiB
#   (split -b 60M here; `cat .carry/h200/model.gguf.part-* > /tmp/model.gguf` there), or set
#   MODEL=/path/there. rich, tokenizers, safetensors, numpy, pyyaml, tqdm and matplotlib are
#   already on the machine.
#
# Then, one `run` call each, carry [".carry/h200"], in this order:
#   REDRAFT_COMMIT=<git rev-parse HEAD here> bash docs/benchmarks/run-h200.sh model
#   REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh all       # the full set, merged (~5-8 min?)
#   REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh verify    # verify cost: the real model, then
#                                                                 # random weights at 0.5B, 1.5B, 7B,
#                                                                 # fast path and eager transformers
#   MODEL=<path there> REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh quality
#                                            # issue 14: `redraft bench --quality` (plain and lookup,
#                                            # the quality set in samples/quality) for one model; once
#                                            # per model (coder-0.5b and coder-1.5b GGUFs), each call
#                                            # returns quality.tgz (unpack it before the next call)
#   MODEL=<path there> REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh quality-prompts
#                                            # issue 22: the same under each edit-prompt variant
#                                            # (default restate rules example; PROMPTS= for some), one
#                                            # report each -> quality-prompts.tgz; once per model. If
#                                            # cut off, call it again: finished variants are skipped
#   REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh text      # issue 13: text proposer A/B, all
#                                                                 # 11 prompts, plain / lookup-no-text /
#                                                                 # lookup-graded, merged -> text.tgz
#                                                                 # (call it again if cut off: done
#                                                                 # parts are skipped)
#   REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh exact     # issue 11 (a)+(c): every bench prompt
#                                                                 # and tests/data/edits, plain vs lookup,
#                                                                 # tok/s and byte parity, one report
#   REDRAFT_COMMIT=...  bash docs/benchmarks/run-h200.sh startup   # issue 11 (b): `redraft edit` timed as a
#                                                                 # first (no compile cache) and a second
#                                                                 # process, and the in-process breakdown
# `all` is edits + large + prose + merge in one call. Should it not fit in 10 minutes, run
# the steps one call each instead: edits (edit_fn, edit_json, reformat_json), large
# (edit_large), prose (summary, write, story; then merges). Parts already in /tmp/bench are
# skipped, so a step cut off by the limit resumes where it stopped.
# and unpack each returned archive into docs/benchmarks/:
#   tar xzf /work/.device/<n>/<step>.tgz -C docs/benchmarks/
# (the per-part reports stay in /tmp/bench there; only the merged report and the verify-cost
# reports come back). If a bench step runs out of its 10 minutes, split it further with
# `BENCH_PROMPTS=a,b bash docs/benchmarks/run-h200.sh part NAME` and merge with the `merge` step.
set -euo pipefail
cd "$(dirname "$0")/../.."

STEP=${1:?usage: run-h200.sh model|all|edits|large|prose|part NAME|merge|verify|quality|quality-prompts|text|exact|startup|tui|stepcost|det}
CARRY=${CARRY:-.carry/h200}
WORK=${WORK:-/tmp/bench}
OUT=${OUT:-/tmp/bench-out}
RUNS=${RUNS:-3}
DTYPE=${DTYPE:-bf16}
DEVICE=${DEVICE:-cuda}  # the bench and quality steps'; DEVICE=cpu (QUALITY_FLAGS=--quick, BENCH_FLAGS=
                        # "--max-tokens 16" RUNS=1) tries a step's logic on a CPU
                        # (exact, startup: QUICK=1, MODEL=<folder>)
export REDRAFT_CACHE_DIR=${REDRAFT_CACHE_DIR:-/tmp/redraft-cache}
export PYTHONUNBUFFERED=1
export REDRAFT_COMMIT=${REDRAFT_COMMIT:-unknown}
NS=${NS:-/tmp/ns}  # another folder to try a step on a shared machine
QUICK_ARGS=()
if [ "${QUICK:-0}" = 1 ]; then QUICK_ARGS=(--max-tokens 16); RUNS=1; fi
mkdir -p "$WORK" "$OUT"

# Missing pure-Python packages, from the carried wheels, once per machine.
if [ ! -d /tmp/site/platformdirs ] && [ -d "$CARRY/whl" ] && ! python3 -c 'import platformdirs, gguf' 2>/dev/null; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site "$CARRY"/whl/*.whl
fi
# The checkout's folders as the `redraft` namespace (what pip's install maps them to),
# pointed at this checkout on every call.
mkdir -p "$NS/redraft"
for top in app engine bench themes samples; do ln -sfn "$PWD/$top" "$NS/redraft/$top"; done
export PYTHONPATH=$NS:/tmp/site${PYTHONPATH:+:$PYTHONPATH}

if [ -z "${MODEL:-}" ]; then
  if [ -d "$CARRY/model" ]; then MODEL=$CARRY/model
  elif [ -f "$CARRY/model.gguf" ]; then MODEL=$CARRY/model.gguf
  else
    if [ ! -f /tmp/model.gguf ] && ls "$CARRY"/model.gguf.part-* >/dev/null 2>&1; then
      cat "$CARRY"/model.gguf.part-* > /tmp/model.gguf
    fi
    MODEL=/tmp/model.gguf
  fi
fi

bench() {  # bench NAME PROMPTS [more bench args]: one part, kept in $WORK (skipped if there)
  local name=$1 prompts=$2
  shift 2
  if [ -f "$WORK/part-$name.json" ]; then echo "$WORK/part-$name.json exists: skipped" >&2; return; fi
  # shellcheck disable=SC2086
  python3 -m redraft.app bench --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" --runs "$RUNS" \
    --prompts "$prompts" ${MODES:+--modes "$MODES"} ${BENCH_FLAGS:-} --out "$WORK/part-$name" --no-chart \
    "${QUICK_ARGS[@]}" "$@"
}

merge() {  # merge [GLOB [OUT]]: parts -> one report in $OUT
  # shellcheck disable=SC2086
  python3 -m redraft.app bench --merge $WORK/${1:-part-*}.json --out "${2:-$OUT/}"
}

timed() {  # timed LABEL COMMAND...: wall seconds of a whole process, appended to $OUT/startup.txt
  local t0=$EPOCHREALTIME rc=0
  "${@:2}" >/dev/null 2>>"$OUT/startup-stderr.txt" || rc=$?  # QUICK's cut-off edit exits 1: still timed
  awk -v a="$t0" -v b="$EPOCHREALTIME" -v l="$1" -v rc=$rc 'BEGIN { printf "%s: %.2f s (exit %d)\n", l, b - a, rc }' | tee -a "$OUT/startup.txt"
}

EDIT_FILE=tests/data/edits/inventory.py
EDIT_INSTRUCTION="Rename the field qty to quantity everywhere (both dataclasses, parameters and uses)."

pack() {  # what came out of this step -> $OUT/<step>.tgz only
  local name=$1
  tar czf "/tmp/$name.tgz" -C "$OUT" .
  rm -rf "${OUT:?}"/*
  mv "/tmp/$name.tgz" "$OUT/$name.tgz"
}

case "$STEP" in
  model)  # convert the GGUF once (cached under REDRAFT_CACHE_DIR) and show the machine
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv
    python3 -c 'import torch, transformers; print("torch", torch.__version__, "transformers", transformers.__version__)'
    python3 -m redraft.app model path --model "$MODEL"
    ;;
  all)
    bench edits edit_fn,edit_json,reformat_json
    bench large edit_large
    bench prose summary,write,story
    merge; pack bench
    ;;
  edits) bench edits edit_fn,edit_json,reformat_json ;;
  large) bench large edit_large ;;
  prose) bench prose summary,write,story; merge; pack bench ;;
  part)  bench "${2:?part NAME}" "${BENCH_PROMPTS:?set BENCH_PROMPTS=a,b}" ;;
  merge) merge; pack bench ;;
  text)  # issue 13: the text proposer A/B on every prompt (lookup-no-text: token n-grams only;
          # lookup-graded drafts text too), its own parts folder so the merge sees these modes only
    WORK=${TEXT_WORK:-/tmp/bench-text} MODES=${MODES:-plain,lookup-no-text,lookup-graded}
    mkdir -p "$WORK"
    bench reformat json_pretty,json_compact,reindent_py,yaml_to_json
    bench edits edit_fn,edit_json,reformat_json,edit_large
    bench prose summary,write,story
    merge
    for f in "$OUT"/*.*; do mv "$f" "${f%.*}-text-lookup.${f##*.}"; done  # <date>-<device>-<dtype>-text-lookup.*
    pack text
    ;;
  verify)
    python3 -m redraft.app bench --verify-cost --model "$MODEL" --device cuda --dtype "$DTYPE" --context 512 --out "$OUT/"
    python3 -m redraft.app bench --verify-cost --model "$MODEL" --device cuda --dtype "$DTYPE" --context 512 \
      --no-graphs --out "$OUT/"
    for shape in qwen2.5-0.5b qwen2.5-1.5b qwen2.5-7b; do
      for path in "" --no-graphs; do  # the fast path (static cache, CUDA graphs), then eager transformers
        python3 -m redraft.app bench --verify-cost --random-weights "$shape" --device cuda --dtype "$DTYPE" \
          --context 512 $path --out "$OUT/"
      done
    done
    pack verify
    ;;
  quality)  # the fraction of the quality set's edits judged correct, plain and lookup, and tok/s
    python3 -m redraft.app bench --quality --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
      --runs "${QUALITY_RUNS:-1}" ${QUALITY_FLAGS:-} --out "$OUT/"
    pack quality
    ;;
  quality-prompts)  # issue 22 item 6: the quality set (plain and lookup) under each edit-prompt
                    # variant, one report per variant (<date>-<device>-<dtype>-quality-<model>
                    # [-prompt-<variant>]); PROMPTS="rules example" for some; a variant done in
                    # $WORK/quality-prompts is skipped, so a call cut off resumes where it stopped
    # QUALITY_PAR=1 runs the variants side by side (one GPU holds them all; the scores are greedy
    # and do not depend on timing, the rates then do: read them from a sequential run)
    for variant in ${PROMPTS:-default restate rules example}; do
      dir=$WORK/quality-prompts/$(basename "$MODEL")-$(du -sb "$MODEL" | cut -f1)/$variant  # per model
      if ls "$dir"/*.json >/dev/null 2>&1; then echo "prompt $variant: done, skipped" >&2; continue; fi
      mkdir -p "$dir"
      # shellcheck disable=SC2086
      python3 -m redraft.app bench --quality --prompt "$variant" --model "$MODEL" --device "$DEVICE" \
        --dtype "$DTYPE" --runs "${QUALITY_RUNS:-1}" ${QUALITY_FLAGS:-} --out "$dir/" > "$dir.log" 2>&1 &
      [ "${QUALITY_PAR:-0}" = 1 ] || wait $!
    done
    wait
    cp "$WORK/quality-prompts/$(basename "$MODEL")-$(du -sb "$MODEL" | cut -f1)"/*/*.{json,md} "$OUT/"
    pack quality-prompts
    ;;
  exact)  # issue 11 (a)+(c): plain vs lookup on every bench prompt and tests/data/edits; tok/s
          # and parity (byte-identical or not) in one report, at the shipped defaults
    WORK=$WORK/exact; mkdir -p "$WORK"  # apart from the full set's parts (other modes)
    bench exact-bench edit_fn,edit_json,reformat_json,edit_large,summary,write,story --modes plain,lookup-graded
    bench exact-new rename_ini_local,rename_cli_args,rename_dataclass_field --modes plain,lookup-graded \
      --prompts-dir tests/data/edits
    merge 'part-exact-*' "$OUT/$(date -u +%F)-$( [ "$DEVICE" = cuda ] && echo h200 || echo "$DEVICE")-$DTYPE-exact"
    pack exact
    ;;
  startup)  # issue 11 (b): whole `redraft edit` processes, first (no torch.compile cache) and
            # second, then the in-process breakdown warm and cold
    compile_cache=$(python3 -c 'from redraft.engine.backends.cuda_graphs import compile_cache_dir; print(compile_cache_dir())')
    cold() { rm -rf "$compile_cache" /tmp/torchinductor_"$(id -un)"; }
    edit=(python3 -m redraft.app edit "$EDIT_FILE" -i "$EDIT_INSTRUCTION" --model "$MODEL" --device "$DEVICE"
          --dtype "$DTYPE" --stdout "${QUICK_ARGS[@]}")
    { nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null || lscpu | grep 'Model name'; } > "$OUT/startup.txt"
    cold
    timed "redraft edit, first process (no compile cache)" "${edit[@]}"
    timed "redraft edit, second process" "${edit[@]}"
    timed "redraft edit, third process" "${edit[@]}"
    python3 docs/benchmarks/startup.py --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
      --json "$OUT/startup-warm.json" | tee "$OUT/startup-warm.txt"
    cold
    python3 docs/benchmarks/startup.py --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
      --json "$OUT/startup-cold.json" | tee "$OUT/startup-cold.txt"
    python3 -X importtime -c 'import redraft.engine.session, torch, redraft.engine.backends.static_backend' \
      2> "$OUT/importtime.txt" || true
    pack startup
    ;;
  tui)  # issue 11 (4): the TUI headless on the real model: model ready, the background warm-up,
        # then Enter -> first token on screen, as a first process (no compile cache) and a second
    compile_cache=$(python3 -c 'from redraft.engine.backends.cuda_graphs import compile_cache_dir; print(compile_cache_dir())')
    rm -rf "$compile_cache" /tmp/torchinductor_"$(id -un)"
    for run in first second; do
      echo "# $run process" | tee -a "$OUT/tui-first-token.txt"
      python3 docs/benchmarks/tui_first_token.py --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
        --runs 3 --json "$OUT/tui-first-token-$run.json" 2>>"$OUT/tui-stderr.txt" | tee -a "$OUT/tui-first-token.txt"
    done
    pack tui
    ;;
  stepcost)  # issue 11 (5): one decode step's cost per decode shape and layer variant, random
             # weights at the 0.5B's shapes (docs/benchmarks/step_cost.py); STEP_ARGS adds flags
    # shellcheck disable=SC2086
    python3 docs/benchmarks/step_cost.py --json "$OUT/step-cost.json" ${STEP_ARGS:-} | tee "$OUT/step-cost.txt"
    pack stepcost
    ;;
  det)  # issue 26: run-to-run determinism. DET_SPECS: space-separated LABEL:ENTRY[:FLAG[:FLAG]]
         # (ENTRY cli|session|bench; FLAG cold: empty the compile caches first; nodet: inductor's
         # timing-based kernel choices back on; graphs: the CUDA graphs uncompiled). Runs already in $WORK/det are skipped, so a call
         # cut off by the limit resumes. DET_PACK=1 compares everything there and packs det.tgz.
    compile_cache=$(python3 -c 'from redraft.engine.backends.cuda_graphs import compile_cache_dir; print(compile_cache_dir())')
    mkdir -p "$WORK/det"
    for spec in ${DET_SPECS:-}; do
      IFS=: read -r label entry flag1 flag2 <<< "$spec"
      [ -f "$WORK/det/$label.json" ] && { echo "$label: done, skipped" >&2; continue; }
      if [ "$flag1" = cold ] || [ "$flag2" = cold ]; then rm -rf "$compile_cache" /tmp/torchinductor_"$(id -un)"; fi
      det_env=(PYTHONUNBUFFERED=1)
      for f in "$flag1" "$flag2"; do
        case "$f" in nodet) det_env+=(TORCHINDUCTOR_DETERMINISTIC=0) ;; graphs) det_env+=(REDRAFT_FAST_PATH=graphs) ;; esac
      done
      # DET_PAR=1: the specs run side by side, fresh processes all the same (not with `cold`)
      (
        t0=$EPOCHREALTIME
        env "${det_env[@]}" python3 docs/benchmarks/determinism.py run --entry "$entry" --label "$label" \
          --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" ${DET_ARGS:-} --out "$WORK/det/$label.json.tmp" \
          2>>"$WORK/det/stderr.txt" && mv "$WORK/det/$label.json.tmp" "$WORK/det/$label.json"
        awk -v a="$t0" -v b="$EPOCHREALTIME" -v l="$label" 'BEGIN { printf "%s: %.1f s\n", l, b - a }' | tee -a "$WORK/det/times.txt"
      ) &
      [ "${DET_PAR:-0}" = 1 ] || wait $!
    done
    wait
    if [ "${DET_PACK:-0}" = 1 ]; then
      python3 docs/benchmarks/determinism.py compare "$WORK"/det/*.json --md "$OUT/determinism.md" || true
      cp "$WORK"/det/*.json "$WORK"/det/times.txt "$WORK"/det/stderr.txt "$OUT/" 2>/dev/null || true
      pack det
    fi
    ;;
  *) echo "unknown step $STEP" >&2; exit 2 ;;
esac

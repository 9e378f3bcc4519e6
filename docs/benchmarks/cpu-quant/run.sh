#!/usr/bin/env bash
# One interleaved round of the CPU quantization comparison (docs/benchmarks/2026-12-01-cpu-quant.md).
# Usage: [SYSTEMS="int8-plain ..."] run.sh MODEL(coder-0.5b|coder-1.5b) GGUF PROMPTS_DIR OUT.jsonl [EDITS...];
# run it under flock /tmp/redraft-bench.lock.
set -u
MODEL=$1 GGUF=$2 P=$3 OUT=$4; shift 4
EDITS=${*:-edit_fn edit_json edit_large}
BIN=${LLAMA_BIN:-$HOME/.cache/llamacpp-anchor/build/bin}
RD=${REDRAFT:-.venv/bin/redraft}
W=$(mktemp -d)
now() { date +%s.%N; }
for e in $EDITS; do
  meta=$P/$e.json
  ins=$(python3 -c "import json,sys;print(json.load(open('$meta'))['instruction'])")
  fn=$(python3 -c "import json,sys;print(json.load(open('$meta'))['filename'])")
  n=$(python3 -c "import json,sys;print(json.load(open('$meta'))['max_tokens'])")
  for sys in ${SYSTEMS:-int4-plain bf16-plain int4-lookup bf16-lookup llama-plain llama-lookup}; do
    t0=$(now)
    case $sys in
      int4-*|int8-*|gguf-*|bf16-*)
        q=${sys%-*}; [ "$q" = bf16 ] && q=none
        mode=${sys#*-}; flag=""; [ "$mode" = plain ] && flag=--plain
        cp "$P/$e.src" "$W/$fn"
        $RD edit "$W/$fn" -i "$ins" --model "$MODEL" --quant "$q" $flag --max-tokens "$n" --stdout \
          --stats-json "$W/s.json" > "$W/out.txt" 2> "$W/err.txt"
        rc=$?; t1=$(now)
        python3 - "$sys" "$e" "$t0" "$t1" "$rc" "$W/s.json" "$W/out.txt" >> "$OUT" <<'PY'
import json, sys, hashlib
name, e, t0, t1, rc, sj, out = sys.argv[1:]
s = json.load(open(sj)) if rc in ("0", "3") else {}  # 3: a result --write would refuse (still timed)
print(json.dumps({"system": name, "edit": e, "wall_s": round(float(t1) - float(t0), 2), "rc": int(rc),
  "tokens": s.get("tokens"), "tok_per_s": s.get("tok_per_s"), "quant": s.get("quant"),
  # decoding alone (prefill out), as llama.cpp's "eval time" rate counts it
  "decode_tok_per_s": round(s["tokens"] / s["decode_ms"] * 1000, 2) if s.get("decode_ms") else None,
  "out_sha": hashlib.sha256(open(out, "rb").read()).hexdigest()[:12]}))
PY
        ;;
      llama-plain)
        $BIN/llama-completion -m "$GGUF" -bf "$P/$e.chat.txt" --no-escape --temp 0 --top-k 1 -n "$n" -t 2 -no-cnv \
          --no-display-prompt > "$W/out.txt" 2> "$W/err.txt"; rc=$?; t1=$(now)
        # the perf lines may carry a timestamp prefix ("0.10.968.106 I common_perf_print: ...")
        tps=$(grep -E "(llama_perf_context_print|common_perf_print):\s+eval time" "$W/err.txt" | grep -oE "[0-9.]+ tokens per second" | grep -oE "^[0-9.]+")
        tok=$(grep -E "(llama_perf_context_print|common_perf_print):\s+eval time" "$W/err.txt" | grep -oE "/ +[0-9]+ runs" | grep -oE "[0-9]+")
        echo "{\"system\": \"$sys\", \"edit\": \"$e\", \"wall_s\": $(python3 -c "print(round($t1-$t0,2))"), \"rc\": $rc, \"tokens\": ${tok:-null}, \"tok_per_s\": ${tps:-null}}" >> "$OUT"
        ;;
      llama-lookup)
        $BIN/llama-lookup -m "$GGUF" -bf "$P/$e.chat.txt" --no-escape --temp 0 --top-k 1 -n "$n" -t 2 \
          > "$W/out.txt" 2> "$W/err.txt"; rc=$?; t1=$(now)
        line=$(grep -E "decoded +[0-9]+ tokens in" "$W/err.txt" | tail -1)
        tok=$(echo "$line" | grep -oE "decoded +[0-9]+" | grep -oE "[0-9]+")
        tps=$(echo "$line" | grep -oE "speed: +[0-9.]+" | grep -oE "[0-9.]+")
        echo "{\"system\": \"$sys\", \"edit\": \"$e\", \"wall_s\": $(python3 -c "print(round($t1-$t0,2))"), \"rc\": $rc, \"tokens\": ${tok:-null}, \"tok_per_s\": ${tps:-null}}" >> "$OUT"
        ;;
    esac
    tail -1 "$OUT"
  done
done
rm -rf "$W"

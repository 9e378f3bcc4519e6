#!/usr/bin/env bash
# Whole `redraft edit` processes per mode, plain and lookup, interleaved within each round, to
# check the calibration's choice against what a user waits for (docs/benchmarks/2026-12-05-cpu-calibration.md).
# Usage: whole_edits.sh OUT.jsonl ROUNDS [EDITS...]; run it under flock -x /tmp/redraft-cpu.lock.
# SYSTEMS (default below): MODE-plain | MODE-lookup, MODE one of auto none int8 gguf.
# REDRAFT (the command) and REDRAFT_EXTRA (more flags: --model FILE --device cpu) as needed.
set -u
OUT=$1 ROUNDS=$2; shift 2
EDITS=${*:-edit_fn edit_json}
RD=${REDRAFT:-.venv/bin/redraft}
W=$(mktemp -d)
now() { date +%s.%N; }
for r in $(seq 1 "$ROUNDS"); do
  for e in $EDITS; do
    toml=samples/bench/$e.toml
    read -r src ins n < <(python3 -c "import tomllib;d=tomllib.load(open('$toml','rb'));print(d['source'],d['instruction'].replace(' ','\x1f'),d.get('max_tokens',400))")
    ins=${ins//$'\x1f'/ }
    fn=$(basename "$src")
    for sys in ${SYSTEMS:-gguf-lookup int8-lookup none-lookup auto-lookup gguf-plain int8-plain none-plain}; do
      q=${sys%-*}; mode=${sys#*-}; flag=""; [ "$mode" = plain ] && flag=--plain
      cp "samples/bench/$src" "$W/$fn"
      load=$(cut -d' ' -f1 /proc/loadavg)
      t0=$(now)
      $RD edit "$W/$fn" -i "$ins" --quant "$q" $flag --max-tokens "$n" --server off --stdout ${REDRAFT_EXTRA:-} \
        --stats-json "$W/s.json" > "$W/out.txt" 2> "$W/err.txt"
      rc=$?; t1=$(now)
      python3 - "$sys" "$e" "$r" "$t0" "$t1" "$rc" "$W/s.json" "$W/out.txt" "$load" >> "$OUT" <<'PY'
import json, sys, hashlib
name, e, r, t0, t1, rc, sj, out, load = sys.argv[1:]
s = json.load(open(sj)) if rc in ("0", "3") else {}
print(json.dumps({"system": name, "edit": e, "round": int(r), "wall_s": round(float(t1) - float(t0), 2), "rc": int(rc),
  "tokens": s.get("tokens"), "quant": s.get("quant"), "prefill_ms": s.get("prefill_ms"),
  "decode_tok_per_s": round(s["tokens"] / s["decode_ms"] * 1000, 2) if s.get("decode_ms") else None,
  "exact": s.get("exact"), "out_sha": hashlib.sha256(open(out, "rb").read()).hexdigest()[:12], "load1": float(load)}))
PY
      tail -1 "$OUT"
    done
  done
done
rm -rf "$W"

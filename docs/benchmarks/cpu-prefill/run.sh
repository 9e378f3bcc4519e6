#!/usr/bin/env bash
# One round of the 1.5B prefill comparison (docs/benchmarks/2026-12-05-cpu-prefill-1.5b.md): each edit, each
# system, one process each, interleaved; wall seconds and the process's CPU seconds (user + sys, children included).
# Usage: [SYSTEMS=...] [THREADS=2] run.sh MODEL GGUF PROMPTS_DIR OUT.jsonl ROUND [EDITS...]
# (llama.cpp: -c 8192 -b 4096, or llama-lookup aborts on a prompt over its default batch of 2,048 tokens.)
# Systems: gguf-lookup (redraft, the prompt kernel), old-lookup (redraft, the prompt kernel off: no_prompt_kernel.py),
# gguf-plain, llama-lookup (llama.cpp's), llama-plain (llama-completion).
set -u
MODEL=$1 GGUF=$2 P=$3 OUT=$4 ROUND=$5; shift 5
EDITS=${*:-edit_fn edit_json edit_long}
T=${THREADS:-2}
BIN=${LLAMA_BIN:-$HOME/.cache/llamacpp-anchor/build/bin}
PY=${PY:-.venv/bin/python}
HERE=$(dirname "$0")
W=$(mktemp -d)
export OMP_NUM_THREADS=$T
for e in $EDITS; do
  meta=$P/$e.json
  ins=$(python3 -c "import json;print(json.load(open('$meta'))['instruction'])")
  fn=$(python3 -c "import json;print(json.load(open('$meta'))['filename'])")
  n=$(python3 -c "import json;print(json.load(open('$meta'))['max_tokens'])")
  for sys in ${SYSTEMS:-gguf-lookup old-lookup llama-lookup}; do
    cp "$P/$e.src" "$W/$fn"; rm -f "$W/s.json"
    flag=""; [ "${sys#*-}" = plain ] && flag=--plain
    case $sys in
      gguf-*) cmd=("$PY" -m redraft.app edit "$W/$fn" -i "$ins" --model "$MODEL" --quant gguf $flag --max-tokens "$n" --stdout --stats-json "$W/s.json") ;;
      old-*) cmd=("$PY" "$HERE/no_prompt_kernel.py" edit "$W/$fn" -i "$ins" --model "$MODEL" --quant gguf $flag --max-tokens "$n" --stdout --stats-json "$W/s.json") ;;
      llama-lookup) cmd=("$BIN/llama-lookup" -m "$GGUF" -bf "$P/$e.chat.txt" --no-escape --temp 0 --top-k 1 -n "$n" -t "$T" -c 8192 -b 4096) ;;
      llama-plain) cmd=("$BIN/llama-completion" -m "$GGUF" -bf "$P/$e.chat.txt" --no-escape --temp 0 --top-k 1 -n "$n" -t "$T" -c 8192 -b 4096 -no-cnv --no-display-prompt) ;;
    esac
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "%e %U %S" -o "$W/time.txt" "${cmd[@]}" > "$W/out.txt" 2> "$W/err.txt"
    rc=$?
    python3 - "$sys" "$e" "$ROUND" "$rc" "$load" "$T" "$W" >> "$OUT" <<'PY'
import hashlib, json, re, sys
name, e, rnd, rc, load, threads, w = sys.argv[1:]
wall, user, syst = (float(v) for v in open(f"{w}/time.txt").read().split()[-3:])
row = {"system": name, "edit": e, "round": int(rnd), "threads": int(threads), "rc": int(rc), "load1": float(load),
       "wall_s": round(wall, 2), "cpu_s": round(user + syst, 2)}
if name.startswith(("gguf", "old")):
    try:
        s = json.load(open(f"{w}/s.json"))
        row.update(tokens=s.get("tokens"), prompt_tokens=s.get("prompt_tokens"), prefill_s=round(s["prefill_ms"] / 1000, 2),
                   decode_s=round(s["decode_ms"] / 1000, 2))
    except (OSError, KeyError, ValueError):
        pass
    row["out_sha"] = hashlib.sha256(open(f"{w}/out.txt", "rb").read()).hexdigest()[:12]
else:
    err = open(f"{w}/err.txt", errors="replace").read()
    m = re.search(r"encoded\s+(\d+) tokens in\s+([\d.]+) seconds", err) or re.search(r"prompt eval time =\s+([\d.]+) ms /\s+(\d+) tokens", err)
    if m and "encoded" in m.group(0):
        row.update(prompt_tokens=int(m.group(1)), prefill_s=round(float(m.group(2)), 2))
    elif m:
        row.update(prompt_tokens=int(m.group(2)), prefill_s=round(float(m.group(1)) / 1000, 2))
    m = re.search(r"decoded\s+(\d+) tokens in\s+([\d.]+) seconds", err) or re.search(r"eval time =\s+([\d.]+) ms /\s+(\d+) runs", err)
    if m and "decoded" in m.group(0):
        row.update(tokens=int(m.group(1)), decode_s=round(float(m.group(2)), 2))
    elif m:
        row.update(tokens=int(m.group(2)), decode_s=round(float(m.group(1)) / 1000, 2))
print(json.dumps(row))
PY
    tail -1 "$OUT"
  done
done
rm -rf "$W"

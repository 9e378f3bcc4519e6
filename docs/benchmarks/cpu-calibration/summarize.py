"""Medians of whole_edits.sh's runs per edit and system, the calibration's choices, and the
checks: plain == lookup per mode (output hashes), auto == its choice, the choice the fastest.

    python docs/benchmarks/cpu-calibration/summarize.py OUT_DIR
"""
import json
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

out = Path(sys.argv[1])
runs = [json.loads(line) for line in (out / "edits.jsonl").read_text().splitlines() if line.strip()]
by = defaultdict(list)
for r in runs:
    by[(r["edit"], r["system"])].append(r)
print("| edit | system | wall s (each round) | median | decode tok/s (median) | prefill ms (median) | load1 | quant ran | out |")
print("|---|---|---|---|---|---|---|---|---|")
for (e, s), rs in sorted(by.items()):
    walls = [r["wall_s"] for r in rs]
    dec = [r["decode_tok_per_s"] for r in rs if r["decode_tok_per_s"]]
    pre = [r["prefill_ms"] for r in rs if r["prefill_ms"]]
    print(f"| {e} | {s} | {', '.join(f'{w:.2f}' for w in walls)} | **{statistics.median(walls):.2f}** | "
          f"{statistics.median(dec) if dec else '-'} | {statistics.median(pre):.0f} | "
          f"{', '.join(str(r['load1']) for r in rs)} | {rs[0]['quant']} | {', '.join(sorted({r['out_sha'] for r in rs}))} |")
print()
for e in sorted({k[0] for k in by}):
    for q in ("gguf", "int8", "none"):
        shas = {s: {r["out_sha"] for r in by.get((e, f"{q}-{s}"), [])} for s in ("plain", "lookup")}
        if shas["plain"] and shas["lookup"]:
            print(f"{e} {q}: plain == lookup: {shas['plain'] == shas['lookup']} ({shas['plain']} / {shas['lookup']})")
    look = {s: statistics.median(r["wall_s"] for r in rs) for (ee, s), rs in by.items() if ee == e and s.endswith("-lookup") and s != "auto-lookup"}
    if look:
        print(f"{e}: fastest lookup mode by median wall: {min(look, key=look.get)} ({look})")
for f in sorted(out.glob("calibrate-*.txt")):
    text = f.read_text()
    choice = re.search(r"^\s+(\w+)\*", text, re.M)
    print(f"{f.name}: choice {choice.group(1) if choice else '?'}")
    print("\n".join(line for line in text.splitlines() if re.match(r"^\s+(gguf|int8|none)\*?\s", line)))

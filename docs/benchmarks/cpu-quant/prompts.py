"""Write each bench edit's exact chat text (what redraft tokenizes) for llama.cpp's -bf, and
its source, instruction and max_tokens as a shell-friendly table. Usage: prompts.py MODEL_DIR OUT_DIR NAMES...
($BENCH_PROMPTS: another folder of prompt files, e.g. docs/benchmarks/cpu-prefill/prompts for edit_long)"""
import json
import os
import sys
from pathlib import Path

from transformers import AutoTokenizer

from redraft.bench.prompts import load_prompts
from redraft.engine.prompting import edit_messages

model, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
tok = AutoTokenizer.from_pretrained(str(model))
for p in load_prompts(os.environ.get("BENCH_PROMPTS") or None, names=sys.argv[3:]):
    text = tok.apply_chat_template(edit_messages(p.source, p.instruction, p.filename), add_generation_prompt=True, tokenize=False)
    (out / f"{p.name}.chat.txt").write_bytes(text.encode())
    (out / f"{p.name}.src").write_text(p.source)
    (out / f"{p.name}.json").write_text(json.dumps({"instruction": p.instruction, "filename": p.filename, "max_tokens": p.max_tokens, "prompt_tokens": len(tok(text)["input_ids"])}))
    print(p.name, len(tok(text)["input_ids"]))

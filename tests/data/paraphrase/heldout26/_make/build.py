"""Rebuilds every case folder of heldout26 from the c*.py scripts and writes _make/registry.json."""
import importlib
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import lib  # noqa: E402

for d in lib.ROOT.iterdir():
    if d.is_dir() and (d / "case.toml").exists():
        shutil.rmtree(d)
for p in sorted(HERE.glob("c[0-9]*.py")):
    importlib.import_module(p.stem)
(HERE / "registry.json").write_text(json.dumps(lib.REGISTRY, indent=1, sort_keys=True) + "\n")
n_res = sum(len(c["results"]) for c in lib.REGISTRY.values())
jr = sum(c["instructions"] * sum(r["label"] == "right" for r in c["results"]) for c in lib.REGISTRY.values())
jw = sum(c["instructions"] * sum(r["label"] == "wrong" for r in c["results"]) for c in lib.REGISTRY.values())
print(len(lib.REGISTRY), "cases,", sum(c["instructions"] for c in lib.REGISTRY.values()), "phrasings,", n_res, "results,", jr + jw, "judgements", jr, "right", jw, "wrong")
print("identical:", [(k, r["file"]) for k, c in lib.REGISTRY.items() for r in c["results"] if r["identical"]])

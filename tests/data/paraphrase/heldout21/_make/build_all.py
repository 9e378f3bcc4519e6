"""Rebuilds every heldout21 case folder from the c*.py scripts (run from this folder)."""
import pathlib, runpy, sys
here = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(here))
for p in sorted(here.glob("c[0-9][0-9].py")):
    runpy.run_path(str(p), run_name="__main__")

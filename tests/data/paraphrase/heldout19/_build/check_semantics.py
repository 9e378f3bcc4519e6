"""A few behavioural spot checks beyond parsing (data equality for the data-format cases,
running the Lua, Python and Go results on small inputs). Prints what it finds; labels are
not changed by it."""
import json
import subprocess
import tempfile
from pathlib import Path

import yaml

from lib import SPLIT

def show(name, f, what):
    print(f"{name}/{f}: {what}")

# convert: JSON data equal to the YAML data?
d = SPLIT / "convert-yaml-greenhouse"
src = yaml.safe_load((d / "zones.yaml").read_text())
for f in sorted(d.glob("*-*.json")):
    try:
        show(d.name, f.name, "same data" if json.loads(f.read_text()) == src else "DIFFERENT data")
    except ValueError:
        show(d.name, f.name, "not JSON")

# sort_keys: same data, keys sorted, inner order kept?
d = SPLIT / "sort_keys-json-dental"
orig = json.loads((d / "treatment_codes.json").read_text())
for f in sorted(d.glob("*-*.json")):
    data = json.loads(f.read_text())
    keys = list(data)
    inner_same = all(list(data[k]) == list(orig[k]) for k in data if k in orig)
    show(d.name, f.name, f"same data={data == orig} sorted={keys == sorted(keys)} inner order kept={inner_same}")

# add_field: every compartment has heated == False and nothing else changed?
d = SPLIT / "add_field-json-lockers"
orig = json.loads((d / "locker_bank_kx17.json").read_text())
for f in sorted(d.glob("*-*.json")):
    try:
        data = json.loads(f.read_text())
    except ValueError:
        show(d.name, f.name, "not JSON"); continue
    comps = data["compartments"]
    stripped = json.loads(json.dumps(data))
    for c in stripped["compartments"]:
        c.pop("heated", None)
    stripped.pop("heated", None)
    show(d.name, f.name, f"all heated is False={all(c.get('heated') is False for c in comps)} "
                          f"rest unchanged={stripped == orig} top-level heated={'heated' in data}")

# remove_key: per-vessel key gone, tracker key kept, rest same?
d = SPLIT / "remove_key-yaml-fleet"
orig = yaml.safe_load((d / "vessels.yaml").read_text())
for f in sorted(d.glob("*-*.yaml")):
    try:
        data = yaml.safe_load(f.read_text())
    except yaml.YAMLError:
        show(d.name, f.name, "not YAML"); continue
    exp = json.loads(json.dumps(orig))
    for v in exp["vessels"]:
        v.pop("ais_poll_seconds")
    show(d.name, f.name, f"equals expected={data == exp}")

# inline_variable (Lua): same valve positions as the original?
d = SPLIT / "inline_variable-lua-greenhouse"
probe = 'local M = dofile(arg[1]); for _, a in ipairs({14.0, 17.5, 19.9, 21.0}) do for _, day in ipairs({true, false}) do for _, s in ipairs({true, false}) do io.write(string.format("%.3f ", M.valve_position(a, day, s))) end end end'
def lua(p):
    r = subprocess.run(["lua", "-e", probe.replace("arg[1]", repr(str(p)))], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else "ERROR " + r.stderr.strip().splitlines()[0][-60:]
base = lua(d / "heating.lua")
for f in sorted(d.glob("*-*.lua")):
    out = lua(f)
    show(d.name, f.name, "same valve positions" if out == base else f"differs: {out[:70]}")

# rename_variable (Python): run overdue_patients
import datetime as dt, importlib.util, sys
d = SPLIT / "rename_variable-python-recall"
def run_py(p):
    spec = importlib.util.spec_from_file_location("m_" + p.stem.replace("-", "_"), p)
    m = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = m
    spec.loader.exec_module(m)
    today = dt.date(2026, 12, 6)
    ps = [m.Patient("A", "Ann Bee", "high", today - dt.timedelta(days=120)),
          m.Patient("B", "Cy Dee", "low", today - dt.timedelta(days=380))]
    try:
        return [(p.chart_no, n) for p, n in m.overdue_patients(ps, today)] + [hasattr(m, "build_outbox")]
    except Exception as e:
        return f"{type(e).__name__}: {e}"
base = run_py(d / "recall_planner.py")
for f in sorted(d.glob("*-*.py")):
    out = run_py(f)
    show(d.name, f.name, "same result" if out == base else f"differs: {out}")

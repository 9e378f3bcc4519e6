"""The typical edit the calibration adds up (engine/calibrate.py TYPICAL_*): the quality set's
edits in lookup (the default decoding) on the default model, counting per edit the prompt's
tokens, the verify forwards (rounds that drafted) and the one-token steps (rounds that drafted
nothing). Counts, not times: they do not depend on the machine's load.

    python docs/benchmarks/cpu-calibration/typical.py [--quant gguf] [NAMES...]
"""

from __future__ import annotations

import argparse
import json
import statistics

from redraft.bench.prompts import load_prompts
from redraft.engine.config import DecodeConfig
from redraft.engine.events import Round
from redraft.engine.session import EditRequest, Session


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quant", default="gguf")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    session = Session.load(device="cpu", quant=args.quant)
    rows = []
    for p in load_prompts(names=args.names or None, set_name="quality"):
        req = EditRequest(p.source, p.instruction, p.filename)
        cfg = session.resolved(DecodeConfig().with_(max_tokens=p.max_tokens))
        verifies = steps = 0
        for ev in session.stream(req, cfg):
            if isinstance(ev, Round) and ev.index > 0:
                if ev.drafted:
                    verifies += 1
                else:
                    steps += 1
        rows.append({"name": p.name, "prompt": len(session.prompt(req)), "verifies": verifies, "steps": steps})
        print(json.dumps(rows[-1]), flush=True)
    for k in ("prompt", "verifies", "steps"):
        print(k, "median", statistics.median(r[k] for r in rows), "mean", round(statistics.mean(r[k] for r in rows), 1))


if __name__ == "__main__":
    main()

"""How long the check takes on a long file: four checks on a 2,000-line Python file and on a
2,000-line Go file, each the median of several warm runs (the first run, which loads the
grammars and lexers, is not counted):

    python -m redraft.bench.check_time [--lines 2000] [--runs 5]

    rename, right        every use renamed: verified
    rename + a constant  a suspect rename whose exact result is computed and offered as the fix
    unread instruction   an instruction no rule reads, a small change: the net alone judges
    re-indent            2 -> 4 spaces (Python), a code re-indent checked against the computed one

The files are made here from one function repeated under new names, so that every run
judges the same text on any machine."""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass
from functools import partial
from typing import Callable

PY_UNIT = '''

def summarize_{n}(values, scale=1.0):
    """Mean and spread of values, scaled."""
    total = 0
    count = 0
    for v in values:
        total += v * scale
        count += 1
    if count == 0:
        return None
    mean = total / count
    return {{"mean": mean, "count": count, "limit": {n}}}
'''

GO_UNIT = '''
// Summarize{n} returns the mean of values, scaled.
func Summarize{n}(values []float64, scale float64) (float64, int) {{
	total := 0.0
	count := 0
	for _, v := range values {{
		total += v * scale
		count++
	}}
	if count == 0 {{
		return 0, {n}
	}}
	return total / float64(count), count
}}
'''


@dataclass(frozen=True)
class Case:
    name: str
    filename: str
    original: str
    result: str
    instruction: str


def make_file(unit: str, head: str, lines: int) -> str:
    parts, n = [head], 0
    while sum(p.count("\n") for p in parts) < lines:
        parts.append(unit.format(n=n))
        n += 1
    return "".join(parts)


def cases(lines: int) -> list[Case]:
    py = make_file(PY_UNIT, '"""Summaries."""\n\nLIMIT = 10\n', lines)
    go = make_file(GO_UNIT, "package stats\n\nconst Limit = 10\n", lines)
    renamed_py = py.replace("total", "running_total")
    renamed_go = go.replace("total", "runningTotal")
    indented = "\n".join(" " * (2 * ((len(ln) - len(ln.lstrip(" "))) // 4)) + ln.lstrip(" ") if ln.strip() else ln
                         for ln in py.splitlines()) + "\n"
    return [
        Case("python: rename, right", "stats.py", py, renamed_py, "rename total to running_total"),
        Case("python: rename + a constant", "stats.py", py, renamed_py.replace("LIMIT = 10", "LIMIT = 20"),
             "rename total to running_total"),
        Case("python: unread instruction", "stats.py", py, py.replace("if count == 0:", "if count <= 0:", 1),
             "make the empty case more robust"),
        Case("python: re-indent", "stats.py", indented, py, "re-indent to 4 spaces"),
        Case("go: rename, right", "stats.go", go, renamed_go, "rename total to runningTotal"),
        Case("go: rename + a constant", "stats.go", go, renamed_go.replace("Limit = 10", "Limit = 20"),
             "rename total to runningTotal"),
        Case("go: unread instruction", "stats.go", go, go.replace("if count == 0 {", "if count <= 0 {", 1),
             "make the empty case more robust"),
    ]


def timed(fn: Callable[[], object], runs: int, fresh: Callable[[], None] = lambda: None) -> tuple[float, float, object]:
    """The median wall and CPU (this process) time of `runs` calls after one warm-up
    (grammars, lexers, imports); `fresh` empties the caches of texts before each, as a check
    of a new result finds them. On a shared machine the CPU time is the steadier of the two."""
    out = fn()
    walls, cpus = [], []
    for _ in range(runs):
        fresh()
        start, cpu = time.perf_counter(), time.process_time()
        out = fn()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus), out


def _fresh() -> None:
    """Forget the texts the check has seen: every per-text cache (engine/verify/textcache.py:
    trees, words, definitions), never the grammars and lexers."""
    from ..engine.verify import textcache

    textcache.clear()


def main(argv: list[str] | None = None) -> int:
    from ..engine.checks import check

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--lines", type=int, default=2000)
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args(argv)
    print(f"| check ({args.lines} lines) | wall, median of {args.runs} | CPU, median | verdict | fix computed |")
    print("|---|---|---|---|---|")
    for case in cases(args.lines):
        wall, cpu, verdict = timed(partial(check, case.original, case.result, case.filename, case.instruction), args.runs, _fresh)
        fix = "yes" if getattr(verdict, "fix", None) else "no"
        print(f"| {case.name} | {wall * 1000:.0f} ms | {cpu * 1000:.0f} ms | {getattr(verdict, 'level', '')} | {fix} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

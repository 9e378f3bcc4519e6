"""The check measured on a set of edits it was not written from: each case a folder with the
original, right and wrong results and several phrasings of one instruction (case.toml):

    python -m redraft.bench.check_eval tests/data/paraphrase/dev [--out report.md] [--show]

Every (instruction, result) pair is one judgement: a wrong result must come back suspect or
breaks ("flagged"), a right one verified or parses. The report gives, per kind and per
phrasing style, how many wrong results were flagged, how many right ones were flagged by
mistake, how many right ones were verified, how many wrong ones were verified (where
"verified" was wrong), and the slowest check."""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


@dataclass(frozen=True)
class Judgement:
    case: str
    kind: str
    language: str
    style: str
    instruction: str
    result: str
    label: str  # "right" or "wrong"
    level: str
    text: str
    seconds: float

    @property
    def flagged(self) -> bool:
        return self.level in ("suspect", "breaks")

    @property
    def correct(self) -> bool:
        return self.flagged == (self.label == "wrong")


def judge_set(folder: Path) -> list[Judgement]:
    from ..engine import check

    out = []
    for case_dir in sorted(p for p in folder.iterdir() if (p / "case.toml").is_file()):
        case = tomllib.loads((case_dir / "case.toml").read_text())
        original = (case_dir / case["file"]).read_text()
        for res in case["results"]:
            result = (case_dir / res["file"]).read_text()
            # the file name the check sees: a conversion's result keeps the original's name
            for ins in case["instructions"]:
                start = time.perf_counter()
                verdict = check(original, result, case["file"], ins["text"])
                out.append(Judgement(case_dir.name, case["kind"], case.get("language", ""), ins.get("style", ""), ins["text"],
                                     res["file"], res["label"], str(verdict.level), verdict.text, time.perf_counter() - start))
    return out


def _row(name: str, js: list[Judgement]) -> str:
    wrong = [j for j in js if j.label == "wrong"]
    right = [j for j in js if j.label == "right"]
    caught = sum(j.flagged for j in wrong)
    false = sum(j.flagged for j in right)
    verified = sum(j.level == "verified" for j in right)
    lied = sum(j.level == "verified" for j in wrong)
    pct = f"{100 * caught / len(wrong):.0f}%" if wrong else "-"
    return f"| {name} | {caught}/{len(wrong)} ({pct}) | {false}/{len(right)} | {verified}/{len(right)} | {lied}/{len(wrong)} |"


def report(js: list[Judgement], title: str) -> str:
    lines = [f"## {title}", "", "| | wrong flagged | right flagged | right verified | wrong verified |", "|---|---|---|---|---|",
             _row("all", js)]
    for key in ("kind", "style", "language"):
        groups: dict[str, list[Judgement]] = defaultdict(list)
        for j in js:
            groups[getattr(j, key)].append(j)
        for name in sorted(groups):
            lines.append(_row(f"{key}: {name}", groups[name]))
    slowest = max(js, key=lambda j: j.seconds) if js else None
    if slowest:
        lines += ["", f"Slowest check: {slowest.seconds * 1000:.0f} ms ({slowest.case}/{slowest.result})."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folder", type=Path)
    p.add_argument("--out", type=Path)
    p.add_argument("--show", action="store_true", help="print every misjudged pair")
    args = p.parse_args(argv)
    js = judge_set(args.folder)
    text = report(js, f"{args.folder.name}: {len(js)} judgements")
    print(text)
    if args.show:
        for j in js:
            if not j.correct:
                print(f"{j.label:5} {j.level:8} {j.case}/{j.result} [{j.style}] {j.instruction!r}\n      {j.text}")
    if args.out:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Helpers for writing heldout20 cases: exact string edits and case.toml output."""
from __future__ import annotations

import json
from pathlib import Path

SPLIT = Path(__file__).resolve().parent.parent
META = Path(__file__).resolve().parent / "meta"


def sub(text: str, old: str, new: str, n: int = 1) -> str:
    """Replace every occurrence of old with new; there must be exactly n occurrences."""
    c = text.count(old)
    assert c == n, f"expected {n} of {old!r}, found {c}"
    return text.replace(old, new)


def sub_nth(text: str, old: str, new: str, k: int, total: int) -> str:
    """Replace only the k-th (1-based) of exactly `total` occurrences."""
    c = text.count(old)
    assert c == total, f"expected {total} of {old!r}, found {c}"
    i = -1
    for _ in range(k):
        i = text.index(old, i + 1)
    return text[:i] + new + text[i + len(old):]


def q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


class Case:
    def __init__(self, name: str, file: str, kind: str, language: str):
        self.name, self.file, self.kind, self.language = name, file, kind, language
        self.dir = SPLIT / name
        self.original = (self.dir / file).read_text()
        self.instructions: list[tuple[str, str]] = []
        self.results: list[tuple[str, str, str]] = []
        self.broken: list[str] = []
        self.n = {"right": 0, "wrong": 0}

    def ins(self, style: str, text: str) -> None:
        assert style in ("terse", "polite", "declarative", "other")
        self.instructions.append((style, text))

    def res(self, label: str, text: str, why: str, ext: str | None = None, breaks: bool = False) -> None:
        assert label in ("right", "wrong")
        assert text != self.original or label == "wrong"
        self.n[label] += 1
        if ext is None:
            suffix = Path(self.file).suffix
        else:
            suffix = ext
        fname = f"{label}-{self.n[label]}{suffix}"
        (self.dir / fname).write_text(text)
        self.results.append((fname, label, why))
        if breaks:
            self.broken.append(fname)

    def write(self) -> None:
        assert 4 <= len(self.instructions) <= 5
        lines = [f"file = {q(self.file)}", f"kind = {q(self.kind)}", f"language = {q(self.language)}", ""]
        for style, text in self.instructions:
            lines += ["[[instructions]]", f"style = {q(style)}", f"text = {q(text)}", ""]
        for fname, label, why in self.results:
            lines += ["[[results]]", f"file = {q(fname)}", f"label = {q(label)}", f"why = {q(why)}", 'source = "hand"', ""]
        (self.dir / "case.toml").write_text("\n".join(lines).rstrip() + "\n")
        META.mkdir(exist_ok=True)
        (META / f"{self.name}.json").write_text(json.dumps({"broken": self.broken}, indent=1) + "\n")
        print(self.name, len(self.instructions), "phrasings,", self.n, "broken:", self.broken)

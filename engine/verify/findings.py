"""What one intent rule found: held (ok), failed, or could not judge (ok is None)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    rule: str  # "rename", "reformat", "unchanged"
    ok: bool | None  # None: the rule does not apply after all ("no `x` in the file")
    text: str  # one clause: "renamed 11 of 11", "3 uses of margin left (lines 4, 9, 12)"
    lines: tuple[int, ...] = ()  # lines of the result it points at

    def as_dict(self) -> dict:
        return {"rule": self.rule, "ok": self.ok, "text": self.text, "lines": list(self.lines)}


def line_list(lines, most: int = 6) -> str:
    """`4, 9, 12` or `4, 9, 12, 15, 20, 31 and 4 more`."""
    lines = sorted(dict.fromkeys(lines))
    shown = ", ".join(str(n) for n in lines[:most])
    return shown + (f" and {len(lines) - most} more" if len(lines) > most else "")


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def line_runs(lines) -> list[list[int]]:
    """The line numbers in runs of consecutive lines: `1, 2, 5, 6, 7` -> [[1, 2], [5, 6, 7]]."""
    runs: list[list[int]] = []
    for n in sorted(lines):
        if runs and runs[-1][-1] == n - 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return runs

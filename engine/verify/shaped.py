"""An edit whose diff is an addition, read once: the lines it writes, and which changes of the
lines that were there they account for (a name they introduce, words moved into them, a
declaration hoisted above a new `try`, a non-null assertion a new guard makes needless).

    inserted_lines(original, result) -> {result line: text}
    Addition(original, result, instruction).explains(change) -> bool"""

from __future__ import annotations

import re
from collections import Counter

from .changes import Change
from .diffing import line_opcodes


class Addition:
    """The lines an addition writes (the result's new and altered lines), read once, to tell
    which changes of the lines that were there they account for (`explains`)."""

    def __init__(self, original: str, result: str, instruction: str) -> None:
        self.original = original
        self.lines = {n: set(re.findall(r"\w+", line)) for n, line in inserted_lines(original, result).items()}
        self.uses = Counter(w for words in self.lines.values() for w in words)  # on how many of them
        self.known = set(re.findall(r"\w+", original)) | set(re.findall(r"\w+", instruction))

    def _added(self, w: str, line: int) -> bool:
        """`w` stands on one of the written lines other than `line` (the change's own)."""
        return self.uses[w] - (w in self.lines.get(line, ())) > 0

    def explains(self, c: Change) -> bool:
        """It writes a name the new lines introduce, one neither the original nor the
        instruction has (`14` -> `$KEEP_DAYS`); its words moved into them (`throws X` dropped
        for a `catch (X e)`); it strips the declaration off a name they declare now (`const
        payload =` -> `payload =` below a new `let payload;`); or it drops a non-null assertion
        (`profile!.url`) that a new guard makes needless."""
        if not c.in_string and any(w not in self.known and self._added(w, c.line) for w in re.findall(r"[A-Za-z_]\w*", c.new)):
            return True
        if re.search(r"\w", c.new) or not c.olds:
            return False  # (what is left in its place may be punctuation: `X -> false` -> `X,` above `Y -> false`)
        old = set(re.findall(r"\w+", c.old))
        moved = {w for w in old if not w[0].isdigit() and self._added(w, c.line)}
        if moved and all(w in moved or w.isalpha() and w.islower() for w in old):
            return True  # removed here, written in the new lines (with keywords that went along: `throws`)
        start, end = c.olds[0].start, c.olds[-1].end
        if c.old.strip() in ("!", "!!") and re.search(r"[\w)\]]$", self.original[:start]) and re.match(r"[.)\];,\[]", self.original[end:]):
            return True
        after = re.match(r"\s*([A-Za-z_$][\w$]*)", self.original[end:])
        return after is not None and self._added(after.group(1), c.line)


def inserted_lines(original: str, result: str) -> dict[int, str]:
    """The result's lines that the original does not have as they are, by number."""
    b = result.splitlines()
    return {j + 1: b[j] for tag, _, _, j1, j2 in line_opcodes(original, result) if tag != "equal" for j in range(j1, j2)}

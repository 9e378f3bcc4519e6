"""Does a result lose much of the file that the instruction did not ask to delete? The safety
net under the checks that judge an edit (engine/checks.py): a pure function of the text
before, the result and the instruction.

    shrinkage(before, after, instruction) -> Shrink | None

Two findings. *Drops*: the result keeps too little of the file's content, counted in
non-whitespace characters, so reformatting (minified JSON, joined lines) loses nothing. How
much is too little depends on what the instruction asks: nothing deleted, half the content;
something deleted ("remove the function foo", "delete all comments"), 90%; a part kept
("keep only", "delete everything except", "summarize", "clear the file"), no limit. A loss
under MIN_LOST characters is never one. *Ends early*: the file's last lines are missing from
the result and appear nowhere else in it (not moved), for an instruction that asks to
delete nothing: the model stopped before the end of what it copied.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

MIN_LOST = 40  # non-whitespace characters: less is never a finding (a short line rewritten)
KEEPS_NOTHING_ASKED = 0.5  # of the content the result must keep when no deletion is asked
KEEPS_DELETION_ASKED = 0.1  # ... when the instruction asks to delete something

_DELETING = (
    r"remov\w*|delet\w*|drop\w*|strip\w*|eras\w*|cut|cuts|trim\w*|prun\w*|eliminat\w*|get rid|"
    r"discard\w*|omit\w*|exclud\w*|shorten\w*|shorter|simplif\w*|minif\w*|compress\w*|compact\w*|"
    r"dedup\w*|de-dup\w*|duplicat\w*|redundan\w*|unused|dead|refactor\w*|consolidat\w*|merg\w*|"
    r"combin\w*|collaps\w*|clean\w*|condens\w*|reduc\w*|concise\w*|terse|brief\w*|less verbose|"
    r"without|uncomment\w*|squash\w*|deflat\w*|boil\w* down|empty"
)
DELETING = re.compile(rf"\b({_DELETING})\b", re.IGNORECASE)
KEEPING_PART = re.compile(
    r"\b(keep(ing)? (only|just)|only keep|leave only|retain only|nothing but|all but|"
    r"(clear|wipe|empty)( out)? (the|this|it)|truncat\w*|summari[sz]\w*|tl;? ?dr|abridg\w*|excerpt\w*|"
    r"(in|to|into) (one|a single|\d+) (line|sentence|paragraph|word)s?)\b"
    rf"|\b({_DELETING})\b.*\b(everything|except|other than|apart from|all of|the (whole|entire))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Shrink:
    kind: str  # "drops" or "ends early"
    lines: tuple[int, int]  # the file's lines, before and after
    size: tuple[int, int]  # its UTF-8 bytes, before and after
    tail: tuple[int, int] = (0, 0)  # "ends early": the first and last missing line (1-based)

    def describe(self) -> str:
        """One clause: what the result loses."""
        (n0, n1), (b0, b1) = self.lines, self.size
        if self.kind == "ends early":
            first, last = self.tail
            which = f"line (line {last:,}" if first == last else f"lines ({first:,}-{last:,}"
            verb = "is" if first == last else "are"
            return f"the result ends early: the file's last {which} of {n0:,}) {verb} missing from it"
        dropped = f"{n0 - n1:,} of {n0:,} lines and " if n1 < n0 else ""
        return f"the result drops {dropped}{b0 - b1:,} of {b0:,} bytes"


def content(text: str) -> int:
    """Non-whitespace characters: what reformatting keeps."""
    return len(text) - sum(map(len, re.findall(r"\s+", text)))


def asks(instruction: str) -> str:
    """What the instruction asks to delete: "nothing", "something" or "all but a part"."""
    if KEEPING_PART.search(instruction):
        return "all but a part"
    return "something" if DELETING.search(instruction) else "nothing"


def shrinkage(before: str, after: str, instruction: str) -> Shrink | None:
    """What the result loses that the instruction did not ask for, or None."""
    wants = asks(instruction)
    lines = (len(before.splitlines()), len(after.splitlines()))
    size = (len(before.encode("utf-8", "surrogatepass")), len(after.encode("utf-8", "surrogatepass")))
    had, kept = content(before), content(after)
    keeps = {"nothing": KEEPS_NOTHING_ASKED, "something": KEEPS_DELETION_ASKED}.get(wants)
    if keeps is not None and had - kept >= MIN_LOST and kept < keeps * had:
        return Shrink("drops", lines, size)
    if wants == "nothing" and (tail := missing_tail(before, after)) is not None:
        return Shrink("ends early", lines, size, tail)
    return None


def missing_tail(before: str, after: str) -> tuple[int, int] | None:
    """The first and last line (1-based, in `before`) of the file's last non-blank lines when
    the result stops before them and they appear nowhere else in it (they were not moved)."""
    old = [(n, line.strip()) for n, line in enumerate(before.splitlines(), 1) if line.strip()]
    new = [line.strip() for line in after.splitlines() if line.strip()]
    ops = difflib.SequenceMatcher(None, [s for _, s in old], new, autojunk=False).get_opcodes()
    if not ops or not old:
        return None
    tag, i1, i2, _, _ = ops[-1]
    if tag != "delete" or i2 != len(old):
        return None
    gone = old[i1:i2]
    present = set(new)
    if sum(s in present for _, s in gone) * 2 > len(gone):  # mostly still there: moved up
        return None
    return gone[0][0], gone[-1][0]

"""Why a result is not applied, as data.

A check looks at a Candidate (the text the model was given, the result, how generation
ended, the file as read) and returns a Refusal or None. A forceable refusal gives way to
`--force` (the TUI asks first and says why); one that is not (the file changed on disk
since it was read) means: run the edit again. A new check, such as "the result breaks a
file that parsed before", is one function added to RESULT_CHECKS.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Collection
from dataclasses import dataclass

from .reading import Loaded, changed_on_disk
from .shrink import shrinkage
from ...engine import Verdict
from ...engine.store import weights_check
from ...engine.errors import RedraftError
from ...engine.events import StopReason, Summary

STOPS = {  # why a result is incomplete and what to do, for every StopReason that cuts it short
    StopReason.MAX_TOKENS: ("stopped at max_tokens", "raise --max-tokens"),
    StopReason.CONTEXT: ("stopped when the model's context was full", "split the file"),
    StopReason.LOOP: ("stopped by the repetition guard", "rephrase the instruction or run it again"),
    StopReason.CANCELLED: ("cancelled", "run it again"),
    StopReason.REMOTE: ("stopped by the server", "run it again"),
}
# Cut off from outside the model (a cancel, a server that stopped or ended the stream
# without saying why): no --force writes what got through; max_tokens, context and the loop
# guard are the model's own stops, which --force may keep.
CUT_OFF = (StopReason.CANCELLED, StopReason.REMOTE)


@dataclass(frozen=True)
class Refusal:
    code: str  # "incomplete", "read_only", "changed", ...
    reason: str  # one clause: what is wrong
    fix: str  # what to do instead of forcing it
    forceable: bool = True


@dataclass(frozen=True)
class Candidate:
    before: str  # the text the model was given
    after: str  # the result
    summary: Summary | None = None  # None: nothing generated yet (the pre-flight checks)
    loaded: Loaded | None = None  # None: the paste buffer
    verdict: Verdict | None = None  # engine/checks.py on the result (None: not checked)
    instruction: str = ""  # what the user asked for ("": unknown, judged as asking to delete nothing)


Check = Callable[[Candidate], "Refusal | None"]
Force = bool | Collection[str]  # True: every forceable refusal; a collection: those codes


def incomplete(c: Candidate) -> Refusal | None:
    s = c.summary
    if s is None or s.complete:
        return None
    what, fix = STOPS[s.stop_reason]
    lines = len(c.after.splitlines())
    return Refusal(
        "incomplete",
        f"the result is incomplete: {what} after {s.tokens} token{'' if s.tokens == 1 else 's'}; the file would end at "
        f"line {lines} of {len(c.before.splitlines())}",
        fix, forceable=s.stop_reason not in CUT_OFF,
    )


def empty(c: Candidate) -> Refusal | None:
    """Nothing came back for a file that held something (a server that answered with no
    text): never written, forced or not."""
    if c.summary is None or c.after.strip() or not c.before.strip():
        return None
    return Refusal("empty", "the result is empty: no text came back for the file", "run it again", forceable=False)


def breaks(c: Candidate) -> Refusal | None:
    """The check (engine/checks.py) says the result breaks a file that parsed before, or is
    suspect: it does not do what the instruction asked."""
    v = c.verdict
    if v is None or not v.refused:
        return None
    if not v.breaks:
        return Refusal("suspect", f"the check finds the result suspect: {v.detail}", "run it again or say it another way (in the app, ctrl+r tells the model what was wrong)")
    return Refusal("breaks", f"the result {v.detail}", "run it again (in the app, ctrl+r tells the model what broke)")


def shrinks(c: Candidate) -> Refusal | None:
    """The result loses much of the file that the instruction did not ask to delete
    (app/files/shrink.py), or ends before the file's last lines. An incomplete result is
    `incomplete`'s to report."""
    if c.summary is not None and not c.summary.complete:
        return None
    found = shrinkage(c.before, c.after, c.instruction)
    if found is None:
        return None
    fix = "compare them (--diff, or the app's diff) and run it again, naming what to delete if you meant to"
    return Refusal("shrinks", found.describe(), fix)


def weights(c: Candidate) -> Refusal | None:
    """The model that made the result passed its full check (engine/store/weights_check.py: it runs
    in the background from the load; this waits for it)."""
    if c.summary is None:
        return None  # no result yet (the pre-flight checks)
    found = weights_check.damage()
    if found is None:
        return None
    return Refusal("weights", f"{found.describe()}, so its result is not trusted", found.fix, forceable=False)


def changed(c: Candidate) -> Refusal | None:
    why = changed_on_disk(c.loaded) if c.loaded is not None else None
    return None if why is None else changed_refusal(why)


def changed_refusal(why: str) -> Refusal:
    return Refusal("changed", why, "run the edit again on the file as it is now", forceable=False)


def read_only(c: Candidate) -> Refusal | None:
    if c.loaded is None:
        return None
    path, real = c.loaded.path, c.loaded.real
    try:
        st, vfs = os.stat(real), os.statvfs(real)
    except OSError:
        return None  # `changed` says so
    if vfs.f_flag & os.ST_RDONLY:
        return Refusal(
            "read_only_fs", f"{path} is on a read-only filesystem",
            "copy it somewhere writable (or remount the filesystem read-write)", forceable=False,
        )
    if sticky_blocks(st, real.parent):
        return Refusal(
            "sticky", f"{path} belongs to uid {st.st_uid} in a sticky folder, where only its owner can replace it",
            "ask its owner, or edit a copy", forceable=False,
        )
    mode = stat.S_IMODE(st.st_mode)
    if not mode & 0o222:
        return Refusal("read_only", f"{path} is read-only (mode {mode:04o})", f"make it writable first (chmod u+w {path})")
    if not os.access(real, os.W_OK):
        return Refusal(
            "read_only", f"{path} is not writable by you (mode {mode:04o}, owner uid {st.st_uid})",
            "ask its owner, or edit a copy",
        )
    return None


def hard_links(c: Candidate) -> Refusal | None:
    """A write replaces the file by a new one under this name (atomically), so other hard
    links to it would keep the old text: refused unless forced."""
    if c.loaded is None:
        return None
    try:
        links = os.stat(c.loaded.real).st_nlink
    except OSError:
        return None  # `changed` says so
    if links < 2:
        return None
    others = "the other name keeps" if links == 2 else f"the other {links - 1} names keep"
    return Refusal(
        "hard_links",
        f"{c.loaded.path} has {links} hard links: writing gives this name a new file and {others} the old text",
        "use --stdout and copy the result over it with cp (which writes in place and keeps the links)",
    )


def sticky_blocks(st: os.stat_result, folder) -> bool:
    """Whether a sticky folder (like /tmp) forbids renaming over this file: it is neither ours
    nor the folder's owner's, and we are not root."""
    me = os.geteuid()
    if me == 0 or st.st_uid == me:
        return False
    try:
        fst = os.stat(folder)
    except OSError:
        return False
    return bool(fst.st_mode & stat.S_ISVTX) and fst.st_uid != me


RESULT_CHECKS: list[Check] = [weights, empty, incomplete, breaks, shrinks]  # the paste buffer too
FILE_CHECKS: list[Check] = [changed, read_only, hard_links]


def refusals(c: Candidate, checks: list[Check] | None = None) -> list[Refusal]:
    if checks is None:
        checks = RESULT_CHECKS + (FILE_CHECKS if c.loaded is not None else [])
    return [r for r in (check(c) for check in checks) if r is not None]


def blocking(found: list[Refusal], force: Force = False) -> list[Refusal]:
    """The refusals that `force` does not override."""
    if force is True:
        return [r for r in found if not r.forceable]
    allowed = set(force) if force else set()
    return [r for r in found if not (r.forceable and r.code in allowed)]


class Refused(RedraftError):
    """The result was not applied; the message is one line with the fixes."""

    def __init__(self, found: list[Refusal], name: str = "", saved: str = "") -> None:
        self.refusals = found
        self.saved = saved
        head = f"{name}: not written: " if name else "not written: "
        fixes = "; ".join(dict.fromkeys(r.fix for r in found))
        tail = ", or pass --force to write it anyway" if self.forceable else ""
        keep = f" (the result is in {saved})" if saved else ""
        super().__init__(f"{head}{'; '.join(r.reason for r in found)}: {fixes}{tail}{keep}")

    @property
    def forceable(self) -> bool:
        return all(r.forceable for r in self.refusals)

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

from redraft.app.files import Loaded, changed_on_disk
from redraft.engine import Verdict
from redraft.engine.errors import RedraftError
from redraft.engine.events import Summary

STOPS = {
    "max_tokens": ("stopped at max_tokens", "raise --max-tokens"),
    "context": ("stopped when the model's context was full", "split the file"),
    "loop": ("stopped by the repetition guard", "rephrase the instruction or run it again"),
    "cancelled": ("cancelled", "run it again"),
}


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


Check = Callable[[Candidate], "Refusal | None"]
Force = bool | Collection[str]  # True: every forceable refusal; a collection: those codes


def incomplete(c: Candidate) -> Refusal | None:
    s = c.summary
    if s is None or s.complete:
        return None
    what, fix = STOPS.get(s.stop_reason, (f"stopped ({s.stop_reason})", "run it again"))
    lines = len(c.after.splitlines())
    return Refusal(
        "incomplete",
        f"the result is incomplete: {what} after {s.tokens} tokens; the file would end at "
        f"line {lines} of {len(c.before.splitlines())}",
        fix,
    )


def breaks(c: Candidate) -> Refusal | None:
    """The check (engine/checks.py) says the result breaks a file that parsed before, or is
    suspect: it does not do what the instruction asked."""
    v = c.verdict
    if v is None or not v.refused:
        return None
    if not v.breaks:
        return Refusal("suspect", f"the check finds the result suspect: {v.detail}", "run it again (a retry tells the model what was wrong)")
    return Refusal("breaks", f"the result {v.detail}", "run it again (in the app, ctrl+r tells the model what broke)")


def changed(c: Candidate) -> Refusal | None:
    why = changed_on_disk(c.loaded) if c.loaded is not None else None
    if why is None:
        return None
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


RESULT_CHECKS: list[Check] = [incomplete, breaks]  # the paste buffer too
FILE_CHECKS: list[Check] = [changed, read_only]


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

"""A finished run as the retry logic and the status line see it: the Attempt engine/retry.py
weighs, and the line that says how the run ended, what the check found and what the keys
do next. Pure logic, no Textual."""

from __future__ import annotations

from .state import Run
from ...engine import Attempt

DONE_HINT = "^s accept · ^g hunks · ^n reject · ^r retry"


def attempt(run: Run) -> Attempt:
    """A finished run as engine/retry.py sees it."""
    done = run.transcript.done
    assert run.verdict is not None  # checked when it finished
    return Attempt(run.request.instruction, run.request.cfg, run.result() or "", run.verdict,
                   done is not None and done.summary.complete)


def done_status(run: Run, broken: bool) -> str:
    """The status line once `run` (checked: run.verdict set) finished whole: a result that
    breaks the file or is suspect first, then no changes, cut short, or the check's level."""
    v, tries, t = run.verdict, run.tries, run.transcript
    assert v is not None and t.done is not None
    stop = t.stop_reason
    which = tries.line(run) if tries is not None else ""
    which = f" · {which}" if which else ""
    incomplete = not t.done.summary.complete
    if run.result_error and (broken or not incomplete):  # a cut-short result says so first
        first = f"{which.removeprefix(' · ')} · " if which else ""  # before the long part: 80 columns cut the tail
        fix = " · f10 writes the computed fix" if v.fix is not None else ""
        return f"{first}{run.result_error}{fix} · ctrl+r retry, telling the model · ctrl+s asks to write anyway"
    if (run.result() or "") == run.request.doc.text:
        return f"done ({stop}) · no changes{which}"
    if incomplete:
        return f"done, incomplete ({stop}){which} · ctrl+s asks first · ctrl+r retry"
    level = "not checked" if v.kind == "unchecked" and v.level == "parses" else v.level  # as the check says it
    return f"{level} ({stop}){which} · {DONE_HINT}"

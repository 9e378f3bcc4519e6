"""What happens to a finished result: accept it (app/files/safe_write.py: refused if the file
changed on disk; an incomplete result or a read-only file asks first), review it hunk by hunk,
take one from the race, undo back through the edit log, copy it, save it as a patch.

A ResultController is composed into the main screen, and talks to it only through
ResultHost: the run, the document, and four things a screen does. The paste screen uses
BufferResults, whose target is the scratch buffer instead of a file."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from textual.notifications import SeverityLevel

from ...files.reading import read_source
from ...files.refusals import Candidate, Refusal, Refused, blocking, refusals
from ...files.safe_write import WriteFailed, apply_edit, restore
from ...patches import patch_label, unified_patch
from ...visible import shown_path
from ..document import Document, json_error
from .confirm import ConfirmWriteDialog
from .dialogs import ChangedOnDiskDialog, PromptDialog, TextDialog
from ..state import LogEntry, Phase, Request, Run
from ..stream import Transcript
from ....engine import Verdict, check
from ....engine.errors import RedraftError

if TYPE_CHECKING:
    from ..services import AppServices


class ResultHost(Protocol):
    """What the controller needs from its screen."""

    @property
    def app(self) -> AppServices: ...  # the edit log, the model's config, dialogs, the clipboard

    @property
    def run(self) -> Run | None: ...

    doc: Document

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...

    def set_status(self, text: str) -> None: ...

    def show_document(self, doc: Document) -> None:
        """Show `doc` as what is being edited (written, undone), keeping the output."""

    def set_document(self, doc: Document) -> None:
        """Switch to `doc` (reloaded from disk): the output is cleared."""

    def show_run(self, run: Run) -> None:
        """Make `run` (finished elsewhere: the race) the current one, shown and checked."""

    def set_phase(self, run: Run, phase: Phase) -> None:
        """Accepted, or back to done by an undo (the GenerationController's, which tells the screen)."""


class ResultController:
    def __init__(self, host: ResultHost) -> None:
        self.host = host

    @property
    def app(self) -> AppServices:
        return self.host.app

    def notify(self, message: str, **kw) -> None:
        self.host.notify(message, **kw)

    # ---- accept -------------------------------------------------------------------------
    def unaccepted(self) -> bool:
        """A finished result that could be accepted and was neither accepted nor rejected
        (quitting, opening a file and paste mode ask first). A cancelled or failed run, one with
        no changes, or one made from text that is no longer the document's (an undo of an
        earlier accept: write_result refuses it) is not."""
        run = self.host.run
        if run is None or run.phase is not Phase.DONE or not run.transcript.finished:
            return False
        if run.request.doc.text != self.host.doc.text:
            return False
        if run.result_error and not (run.verdict and run.verdict.refused):
            return False
        return (run.transcript.result() or "") != run.request.doc.text

    def finished_result(self, what: str) -> str | None:
        """The run's result if it can be accepted or reviewed now; else says why not."""
        run = self.host.run
        if run is None:
            self.notify(f"Nothing to {what}: run an instruction first.", severity="warning")
            return None
        if run.phase.busy:
            self.notify("Still generating: wait for it to finish (esc cancels).", severity="warning")
            return None
        if run.phase is Phase.ACCEPTED:
            self.notify("Already accepted (ctrl+b undoes it).")
            return None
        t = run.transcript
        if not t.finished:  # failed, or cancelled before the model answered
            self.notify("There is no result: ctrl+r runs it again.", severity="warning")
            return None
        result = t.result() or ""  # a cut-short result is refused below unless confirmed
        if run.result_error and not (run.verdict and run.verdict.refused):  # pasted JSON still invalid
            self.notify(f"Not accepted: {run.result_error}. ctrl+r retries, telling the model what broke.",
                        severity="error", timeout=10)
            return None
        if result == run.request.doc.text:
            self.notify("The result has no changes.")
            return None
        return result

    def accept(self) -> None:
        result = self.finished_result("accept")
        if result is not None:
            self.accept_result(result)

    def apply_fix(self) -> None:
        """Write the result the check computed (a library's rename, setting or reformat), not
        the model's, through the same safe write; it is labelled computed, not generated."""
        run = self.host.run
        fix = run.verdict.fix if run is not None and run.verdict is not None and not run.phase.busy else None
        if run is not None and run.phase is Phase.ACCEPTED:
            self.notify("Already accepted (ctrl+b undoes it).")
            return
        if fix is None or run is None or run.verdict is None:
            self.notify("No computed fix: the check computes one only when it refuses a rename, a setting or a reformat.",
                        severity="warning")
            return
        verdict = check(run.request.doc.text, fix, run.request.doc.name, run.goal)
        self.notify(f"Writing the computed result ({run.verdict.fix_how}), not the model's.", title="Computed fix")
        self.accept_result(fix, verdict=verdict)

    def summary(self):
        done = self.host.run.transcript.done if self.host.run else None
        return done.summary if done else None

    def verdict(self):
        return self.host.run.verdict if self.host.run else None

    def accept_result(self, result: str, force: frozenset[str] = frozenset(), verdict: Verdict | None = None) -> None:
        """A file goes through app/files/safe_write.py, whose refusals come back here: one that cannot
        be forced (the file changed on disk) opens its dialog; forceable ones (an incomplete
        result, a read-only file) a confirmation that says what is wrong. The paste buffer
        gets the result checks only. `verdict`: the check of `result` when it is not the run's
        own (a hunk review's choice); the run's verdict stays the whole result's."""
        if self.host.doc.loaded is None:
            request = self.host.run.request
            candidate = Candidate(request.doc.text, result, self.summary(), verdict=verdict or self.verdict(),
                                  instruction=self.host.run.goal)
            found = blocking(refusals(candidate), force)
            if found:
                self.refused(found, result, force, verdict)
                return
        self.write_result(result, force, verdict)

    def refused(self, found: list[Refusal], result: str, force: frozenset[str], verdict: Verdict | None = None) -> None:
        hard = [r for r in found if not r.forceable]
        loaded = self.host.doc.loaded
        if hard:
            if loaded is not None and any(r.code == "changed" for r in hard):
                self.app.push_screen(ChangedOnDiskDialog(loaded.path), self._changed_choice)
            else:
                self.notify(f"Not written: {hard[0].reason}: {hard[0].fix}.", severity="error", timeout=10)
            return
        codes = force | {r.code for r in found}
        title = "Write an incomplete result?" if "incomplete" in codes else "Write anyway?"

        def confirmed(write: bool | None) -> None:
            if write:
                self.accept_result(result, frozenset(codes), verdict)
            elif verdict is not None:  # a hunk review's choice: ctrl+s would take the whole result
                self.host.set_status("not written · ctrl+g reviews again · ctrl+s accepts the whole result")
            else:
                self.host.set_status("not written · ctrl+r retry · ctrl+s asks again")

        self.app.push_screen(ConfirmWriteDialog(title, [r.reason for r in found]), confirmed)

    def write_result(self, result: str, force: frozenset[str] = frozenset(), verdict: Verdict | None = None) -> None:
        """Through app/files/safe_write.py, the routine `redraft edit --write` uses."""
        loaded = self.host.doc.loaded
        assert loaded is not None
        if self.host.run is not None and self.host.run.request.doc.text != loaded.text:  # undone past it
            self.notify(f"Not written: {loaded.path.name} is no longer the text this result was made "
                        "from (an undo since?); run the instruction again.", severity="error", timeout=10)
            return
        try:
            applied = apply_edit(loaded, result, self.summary(), force=force, verdict=verdict or self.verdict(),
                                 instruction=self.host.run.goal if self.host.run else "")
            fresh = read_source(loaded.path)
        except Refused as e:
            self.refused(e.refusals, result, force, verdict)
            return
        except WriteFailed as e:
            keep = "" if e.saved else " The result is still shown: f9 saves it as a patch, f8 copies it."
            self.notify(f"{e}.{keep}", title="Not written", severity="error", timeout=20)
            return
        except (OSError, RedraftError) as e:
            self.notify(f"Could not write {shown_path(loaded.path)}: {e}", severity="error")
            return
        self.app.undo_stack.append(LogEntry(loaded.path, applied.backup, loaded.text, fresh.text))
        for note in applied.notes:
            self.notify(f"{note[:1].upper()}{note[1:]}.", severity="warning", timeout=10)
        self.accepted(Document.from_loaded(fresh), f"wrote {loaded.path.name}", f"backup: {shown_path(applied.backup)}")

    def accepted(self, doc: Document, message: str, detail: str = "") -> None:
        run, log = self.host.run, self.app.undo_stack
        if log and run is not None and not log.last.instruction:
            log.entries[-1] = replace(log.last, instruction=run.request.instruction)  # for the edit log
        self.app.prune_backups()
        self.host.show_document(doc)
        if run is not None:
            self.host.set_phase(run, Phase.ACCEPTED)
        self.host.set_status(f"accepted · {message} · ctrl+b undoes")
        self.notify(f"{message.capitalize()}" + (f" ({detail})" if detail else ""), title="Accepted")

    def _changed_choice(self, choice: str | None) -> None:
        loaded = self.host.doc.loaded
        if choice == "reload":
            try:
                fresh = read_source(loaded.path)
            except RedraftError as e:
                self.notify(str(e), severity="error")
                return
            self.host.set_document(Document.from_loaded(fresh))
            self.host.set_status(f"reloaded {loaded.path.name} · ctrl+r runs the instruction on it")
            self.notify(f"Reloaded {loaded.path.name}. ctrl+r runs the instruction on it.")
        elif choice == "diff":
            try:
                now = read_source(loaded.path).text
            except RedraftError as e:
                now = ""
                self.notify(str(e), severity="error")
            self.app.push_screen(TextDialog(
                f"{loaded.path.name}: loaded version → on disk now",
                unified_patch(loaded.text, now, loaded.path.name)))

    # ---- per-hunk review and the race ----------------------------------------------------
    def review(self) -> None:
        result = self.finished_result("review")
        if result is None:
            return
        from .review import ReviewScreen

        doc = self.host.run.request.doc
        self.app.push_screen(ReviewScreen(doc.text, result, doc.label), self.review_done)

    def review_done(self, text: str | None) -> None:
        """Write what the review chose, once, through the same routine as a whole accept."""
        if text is None:
            return
        doc = self.host.run.request.doc
        if text == doc.text:
            self.notify("Every hunk was rejected: nothing to write.")
            return
        error = json_error(text) if doc.is_json else None
        if error:
            self.notify(f"Not written: the reviewed result is {error}", severity="error", timeout=10)
            return
        # the write is judged by the check of what was chosen; the run keeps the whole result's
        # (leaving the question unanswered leaves the result as it was, verdict and all)
        self.accept_result(text, verdict=check(doc.text, text, doc.name, self.host.run.goal))

    def race_accepted(self, result: tuple[str, Transcript] | None) -> None:
        """The race screen handed back its lookup result: show it here and accept it."""
        if result is None or result[1].done is None:
            return
        instruction, transcript = result
        request = Request(self.host.doc, instruction, self.app.cfg.with_(lookup=True))
        if request.doc.text != transcript.source:
            self.notify("The file changed since the race started: run it again.", severity="error")
            return
        now, took = self.app.clock(), transcript.done.summary.total_ms / 1000
        self.host.show_run(Run(request, transcript, entered=now - took, run_id=self.app.next_run_id(),
                               phase=Phase.DONE, started=now - took, ended=now))
        self.accept()

    # ---- undo ---------------------------------------------------------------------------
    def undo(self) -> bool:
        """Undo the newest accept; False when there was none or it was refused."""
        log = self.app.undo_stack
        if not log:
            self.notify("Nothing to undo.")
            return False
        entry = log.last
        if entry.path is None:
            return self.undo_buffer(entry)
        try:
            restore(entry.path, entry.backup, entry.after)
            fresh = read_source(entry.path)
        except Refused:
            self.notify(f"{entry.path.name} changed since the accept; not undoing. Backup: {shown_path(entry.backup)}",
                        severity="error", timeout=10)
            return False
        except (OSError, RedraftError) as e:
            self.notify(f"Cannot undo: {e}", severity="error", timeout=10)
            return False
        log.pop()
        doc = self.host.doc
        if doc.path is not None and doc.path.resolve() == entry.path.resolve():
            self.host.show_document(Document.from_loaded(fresh))
            if self.host.run is not None and self.host.run.phase is Phase.ACCEPTED:
                self.host.set_phase(self.host.run, Phase.DONE)
        self.host.set_status(f"undone · {entry.path.name} restored")
        self.notify(f"Restored {entry.path.name} from {shown_path(entry.backup)}.", title="Undone")
        return True

    def undo_buffer(self, entry: LogEntry) -> bool:
        self.notify("The last accept was in the paste buffer: undo it in paste mode (ctrl+t).")
        return False

    def edit_log(self) -> None:
        from .log import EditLogScreen

        if not self.app.undo_stack:
            self.notify("No edits accepted yet.", timeout=3)
            return
        self.app.push_screen(EditLogScreen(list(self.app.undo_stack.entries)), self.undo_to)

    def undo_to(self, index: int | None) -> None:
        """Undo the newest edits down to (and including) entry `index`; stop at a refusal."""
        if index is None:
            return
        log = self.app.undo_stack
        while len(log) > index:
            if not self.undo():
                self.notify(f"Stopped: {len(log) - index} edit(s) not undone.", severity="warning", timeout=8)
                return

    # ---- copy and patch -------------------------------------------------------------------
    def output_text(self) -> str | None:
        run = self.host.run
        if run is None:
            return None
        t = run.transcript
        return t.result() if t.finished else t.body().text

    def copy(self) -> None:
        text = self.output_text()
        if not text:
            self.notify("Nothing to copy yet.", severity="warning")
            return
        self.app.copy_to_clipboard(text)
        self.notify(f"Copied {len(text.splitlines())} lines (OSC 52).", timeout=3)

    def save_patch(self) -> None:
        text = self.output_text()
        if text is None:
            self.notify("Nothing to save yet.", severity="warning")
            return
        doc = self.host.run.request.doc
        default = str(doc.path.with_name(doc.path.name + ".patch")) if doc.path else f"{doc.name}.patch"
        patch = unified_patch(doc.text, text, patch_label(doc.path, doc.name))

        def save(path: str | None) -> None:
            if not path:
                return
            try:
                Path(path).expanduser().write_text(patch, encoding="utf-8")
            except OSError as e:
                self.notify(f"Could not save the patch: {e}", severity="error")
                return
            self.notify(f"Saved the patch to {shown_path(Path(path).expanduser())}.")

        self.app.push_screen(PromptDialog("Save the unified diff to:", default), save)


class BufferHost(ResultHost, Protocol):
    """The paste screen: a ResultHost with a scratch buffer."""

    def buffer_text(self) -> str: ...


class BufferResults(ResultController):
    """Paste mode: accepting replaces the scratch buffer; undo puts it back."""

    def __init__(self, host: BufferHost) -> None:
        super().__init__(host)
        self.buffer = host

    def write_result(self, result: str, force: frozenset[str] = frozenset(), verdict: Verdict | None = None) -> None:
        before = self.buffer.buffer_text()  # (the checks ran in accept_result: a buffer has nothing to refuse)
        self.app.undo_stack.append(LogEntry(None, None, before, result))
        self.accepted(Document.scratch(result), "replaced the paste buffer")

    def undo_buffer(self, entry: LogEntry) -> bool:
        self.app.undo_stack.pop()
        self.host.show_document(Document.scratch(entry.before))
        if self.host.run is not None and self.host.run.phase is Phase.ACCEPTED:
            self.host.set_phase(self.host.run, Phase.DONE)
        self.host.set_status("undone · paste buffer restored")
        self.notify("Restored the paste buffer.", title="Undone")
        return True

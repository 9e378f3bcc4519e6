"""What the main screen does with a result: accept (app/safe_write.py: refused if the file
changed on disk; an incomplete result or a read-only file asks first), undo, reject, copy,
save a patch; plus view toggles and the actions that open other screens."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from redraft.app.files import read_source
from redraft.app.refusals import Candidate, Refusal, Refused, blocking, refusals
from redraft.app.safe_write import WriteFailed, apply_edit, restore
from redraft.app.tui.document import Document, unified_patch
from redraft.app.tui.screens.confirm import ConfirmWriteDialog
from redraft.app.tui.screens.dialogs import ChangedOnDiskDialog, PromptDialog, TextDialog
from redraft.app.tui.widgets.instruction import InstructionInput
from redraft.app.tui.widgets.legend import Legend
from redraft.app.tui.widgets.output import OutputView
from redraft.engine.errors import RedraftError


@dataclass(frozen=True)
class UndoEntry:
    path: Path | None  # None: the paste buffer
    backup: Path | None
    before: str
    after: str


class ResultActions:
    """Mixed into EditScreen (and PasteScreen, which overrides write_result/undo_entry)."""

    # ---- accept / undo ----------------------------------------------------------------
    def action_accept(self) -> None:
        t = self.transcript
        if t is None:
            self.notify("Nothing to accept: run an instruction first.", severity="warning")
            return
        if self.running or self.waiting or not t.finished:
            self.notify("Still generating: wait for it to finish (esc cancels).", severity="warning")
            return
        if self.accepted_run == self.run_id:
            self.notify("Already accepted (ctrl+b undoes it).")
            return
        if self.result_error and not (self.verdict and self.verdict.breaks):  # pasted JSON still invalid
            self.notify(f"Not accepted: {self.result_error}. ctrl+r retries, telling the model what broke.",
                        severity="error", timeout=10)
            return
        result = t.result() or ""
        if result == self.request.doc.text:
            self.notify("The result has no changes.")
            return
        self.accept_result(result)

    def accept_result(self, result: str, force: frozenset[str] = frozenset()) -> None:
        """A file goes through app/safe_write.py, whose refusals come back here: one that cannot
        be forced (the file changed on disk) opens its dialog; forceable ones (an incomplete
        result, a read-only file) a confirmation that says what is wrong. The paste buffer
        gets the result checks only."""
        if self.doc.loaded is None:
            done = self.transcript.done if self.transcript else None
            candidate = Candidate(self.request.doc.text, result, done.summary if done else None, verdict=self.verdict)
            found = blocking(refusals(candidate), force)
            if found:
                self.refused(found, result, force)
                return
        self.write_result(result, force)

    def refused(self, found: list[Refusal], result: str, force: frozenset[str]) -> None:
        hard = [r for r in found if not r.forceable]
        if hard:
            if self.doc.loaded is not None and any(r.code == "changed" for r in hard):
                self.app.push_screen(ChangedOnDiskDialog(self.doc.loaded.path), self._changed_choice)
            else:
                self.notify(f"Not written: {hard[0].reason}.", severity="error", timeout=10)
            return
        codes = force | {r.code for r in found}
        title = "Write an incomplete result?" if "incomplete" in codes else "Write anyway?"

        def confirmed(write: bool | None) -> None:
            if write:
                self.accept_result(result, frozenset(codes))
            else:
                self.set_status("not written · ctrl+r retry · ctrl+s asks again")

        self.app.push_screen(ConfirmWriteDialog(title, [r.reason for r in found]), confirmed)

    def write_result(self, result: str, force: frozenset[str] = frozenset()) -> None:
        """Through app/safe_write.py, the routine `redraft edit --write` uses."""
        loaded = self.doc.loaded
        assert loaded is not None
        done = self.transcript.done if self.transcript else None
        try:
            applied = apply_edit(loaded, result, done.summary if done else None, force=force, verdict=self.verdict)
            fresh = read_source(loaded.path)
        except Refused as e:
            self.refused(e.refusals, result, force)
            return
        except WriteFailed as e:
            keep = "" if e.saved else " The result is still shown: f9 saves it as a patch, f8 copies it."
            self.notify(f"{e}.{keep}", title="Not written", severity="error", timeout=20)
            return
        except (OSError, RedraftError) as e:
            self.notify(f"Could not write {loaded.path}: {e}", severity="error")
            return
        self.app.undo_stack.append(UndoEntry(loaded.path, applied.backup, loaded.text, fresh.text))
        for note in applied.notes:
            self.notify(f"{note[:1].upper()}{note[1:]}.", severity="warning", timeout=10)
        self._accepted(Document.from_loaded(fresh), f"wrote {loaded.path.name}", f"backup: {applied.backup}")

    def _accepted(self, doc: Document, message: str, detail: str = "") -> None:
        self.doc = doc
        self.show_source()
        self._titles()
        self.accepted_run = self.run_id
        self.set_status(f"accepted · {message} · ctrl+b undoes")
        self.notify(f"{message.capitalize()}" + (f" ({detail})" if detail else ""), title="Accepted")

    def _changed_choice(self, choice: str | None) -> None:
        loaded = self.doc.loaded
        if choice == "reload":
            try:
                fresh = read_source(loaded.path)
            except RedraftError as e:
                self.notify(str(e), severity="error")
                return
            self.set_document(Document.from_loaded(fresh))
            self.notify(f"Reloaded {loaded.path.name}. Press enter to run the instruction on it.")
        elif choice == "diff":
            try:
                now = read_source(loaded.path).text
            except RedraftError as e:
                now = ""
                self.notify(str(e), severity="error")
            self.app.push_screen(TextDialog(
                f"{loaded.path.name}: loaded version → on disk now",
                unified_patch(loaded.text, now, loaded.path.name)))

    def action_undo(self) -> None:
        stack = self.app.undo_stack
        if not stack:
            self.notify("Nothing to undo.")
            return
        entry = stack[-1]
        if entry.path is None:
            if self.undo_buffer(entry):
                stack.pop()
            return
        try:
            restore(entry.path, entry.backup, entry.after)
            fresh = read_source(entry.path)
        except Refused:
            self.notify(f"{entry.path.name} changed since the accept; not undoing. Backup: {entry.backup}",
                        severity="error", timeout=10)
            return
        except (OSError, RedraftError) as e:
            self.notify(f"Cannot undo: {e}", severity="error", timeout=10)
            return
        stack.pop()
        if self.doc.path is not None and self.doc.path.resolve() == entry.path.resolve():
            self.doc = Document.from_loaded(fresh)
            self.show_source()
            self.accepted_run = None
            self._titles()
        self.set_status(f"undone · {entry.path.name} restored")
        self.notify(f"Restored {entry.path.name} from {entry.backup}.", title="Undone")

    def undo_buffer(self, entry: UndoEntry) -> bool:
        self.notify("The last accept was in the paste buffer: undo it in paste mode (ctrl+t).")
        return False

    # ---- reject / copy / patch --------------------------------------------------------
    def action_clear(self, quiet: bool = False) -> None:
        self._stop()
        self.transcript, self.request, self.result_error, self.verdict = None, None, None, None
        self.elapsed_ms = 0.0
        self.query_one(OutputView).show(None)
        self._update_stats()
        self.set_status("type an instruction below and press enter")
        if not quiet:
            self.notify("Output cleared.", timeout=2)

    def _output_text(self) -> str | None:
        t = self.transcript
        if t is None:
            return None
        return t.result() if t.finished else t.body().text

    def action_copy(self) -> None:
        text = self._output_text()
        if not text:
            self.notify("Nothing to copy yet.", severity="warning")
            return
        self.app.copy_to_clipboard(text)
        self.notify(f"Copied {len(text.splitlines())} lines (OSC 52).", timeout=3)

    def action_save_patch(self) -> None:
        text = self._output_text()
        if text is None or self.request is None:
            self.notify("Nothing to save yet.", severity="warning")
            return
        name = self.request.doc.name
        default = str(self.doc.path.with_name(self.doc.path.name + ".patch")) if self.doc.path else f"{name}.patch"
        patch = unified_patch(self.request.doc.text, text, name)

        def save(path: str | None) -> None:
            if not path:
                return
            try:
                Path(path).expanduser().write_text(patch, encoding="utf-8")
            except OSError as e:
                self.notify(f"Could not save the patch: {e}", severity="error")
                return
            self.notify(f"Saved the patch to {path}.")

        self.app.push_screen(PromptDialog("Save the unified diff to:", default), save)

    # ---- views and other screens ------------------------------------------------------
    def action_cycle_view(self) -> None:
        self.query_one(OutputView).cycle_view()
        self._titles()

    def action_toggle_rejected(self) -> None:
        out = self.query_one(OutputView)
        out.show_rejected = not out.show_rejected
        self.query_one(Legend).set_rejected(out.show_rejected)
        self._titles()

    def action_race(self) -> None:
        text = self.query_one(InstructionInput).text.strip() or (self.request.instruction if self.request else "")
        if not text:
            self.notify("Type an instruction first: race mode runs it both ways.", severity="warning")
            return
        if self.running:
            self.notify("Still generating: esc cancels it first.", severity="warning")
            return
        from redraft.app.tui.screens.race import RaceScreen

        self.app.push_screen(RaceScreen(self.current_doc(), text, self.app.cfg))

    def action_model_info(self) -> None:
        self.app.action_model_info()

    def action_open_file(self) -> None:
        self.app.action_open_file()

    def action_paste_mode(self) -> None:
        self.app.action_paste_mode()

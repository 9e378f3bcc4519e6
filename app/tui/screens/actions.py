"""What the main screen does with a result: accept (atomic write + backup, refused if the
file changed on disk), undo, reject, copy, save a patch; plus view toggles and the
actions that open other screens."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from redraft.app.files import changed_on_disk, read_source, restore, write_atomic
from redraft.app.tui.document import Document, json_error, patch_name, unified_patch
from redraft.app.tui.screens.dialogs import ChangedOnDiskDialog, PromptDialog, TextDialog
from redraft.app.tui.state import LogEntry, Phase, Request, Run
from redraft.app.tui.stream import Transcript
from redraft.app.tui.widgets.instruction import InstructionInput
from redraft.app.tui.widgets.legend import Legend
from redraft.app.tui.widgets.output import OutputView
from redraft.engine.errors import RedraftError


UndoEntry = LogEntry


class ResultActions:
    """Mixed into EditScreen (and PasteScreen, which overrides write_result/undo_entry)."""

    # ---- accept / undo ----------------------------------------------------------------
    def action_accept(self) -> None:
        t = self.transcript
        if t is None:
            self.notify("Nothing to accept: run an instruction first.", severity="warning")
            return
        if self.running or self.waiting:
            self.notify("Still generating: wait for it to finish (esc cancels).", severity="warning")
            return
        if not t.finished or t.stop_reason == "cancelled":
            self.notify("The output was cancelled, so it is incomplete: ctrl+r runs it again.", severity="warning")
            return
        if self.accepted_run == self.run_id:
            self.notify("Already accepted (ctrl+b undoes it).")
            return
        if self.result_error:
            self.notify(f"Not accepted: {self.result_error}", severity="error")
            return
        result = t.result() or ""
        if result == self.request.doc.text:
            self.notify("The result has no changes.")
            return
        self.write_result(result)

    def write_result(self, result: str) -> None:
        loaded = self.doc.loaded
        assert loaded is not None
        if changed_on_disk(loaded):
            self.app.push_screen(ChangedOnDiskDialog(loaded.path), self._changed_choice)
            return
        try:
            backup = write_atomic(loaded.path, result)
            fresh = read_source(loaded.path)
        except (OSError, RedraftError) as e:
            self.notify(f"Could not write {loaded.path}: {e}", severity="error")
            return
        self.app.undo_stack.append(UndoEntry(loaded.path, backup, loaded.text, result))
        self._accepted(Document.from_loaded(fresh), f"wrote {loaded.path.name}", f"backup: {backup}")

    def _accepted(self, doc: Document, message: str, detail: str = "") -> None:
        log = self.app.undo_stack
        if log and self.request is not None and not log.last.instruction:
            log.entries[-1] = replace(log.last, instruction=self.request.instruction)  # for the edit log
        self.app.prune_backups()
        self.doc = doc
        self.show_source()
        self._titles()
        self.accepted_run = self.run_id
        if self.run is not None:
            self.run.phase = Phase.ACCEPTED
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
            now = entry.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            self.notify(f"Cannot undo: {e}", severity="error")
            return
        if now != entry.after:
            self.notify(f"{entry.path.name} changed since the accept; not undoing. Backup: {entry.backup}",
                        severity="error", timeout=10)
            return
        try:
            restore(entry.path, entry.backup)
            fresh = read_source(entry.path)
        except (OSError, RedraftError) as e:
            self.notify(f"Cannot undo: {e}", severity="error")
            return
        stack.pop()
        if self.doc.path is not None and self.doc.path.resolve() == entry.path.resolve():
            self.doc = Document.from_loaded(fresh)
            self.show_source()
            self.accepted_run = None
            self._titles()
        self.set_status(f"undone · {entry.path.name} restored")
        self.notify(f"Restored {entry.path.name} from {entry.backup}.", title="Undone")

    def action_edit_log(self) -> None:
        from redraft.app.tui.screens.log import EditLogScreen

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
            before = len(log)
            self.action_undo()
            if len(log) == before:  # refused (changed since, or a buffer edit seen from a file)
                self.notify(f"Stopped: {before - index} edit(s) not undone.", severity="warning", timeout=8)
                return

    def undo_buffer(self, entry: UndoEntry) -> bool:
        self.notify("The last accept was in the paste buffer: undo it in paste mode (ctrl+t).")
        return False

    # ---- per-hunk review ----------------------------------------------------------------
    def action_review(self) -> None:
        run = self.run
        if run is None or run.phase.busy:
            self.notify("Nothing to review yet: run an instruction and let it finish." if run is None
                        else "Still generating: wait for it to finish (esc cancels).", severity="warning")
            return
        result = run.result()
        if result is None:
            self.notify("The output is incomplete (cancelled or failed): ctrl+r runs it again.", severity="warning")
            return
        if result == run.request.doc.text:
            self.notify("The result has no changes.")
            return
        if self.accepted_run == run.run_id:
            self.notify("Already accepted (ctrl+b undoes it).")
            return
        from redraft.app.tui.screens.review import ReviewScreen

        self.app.push_screen(ReviewScreen(run.request.doc.text, result, run.request.doc.label), self.review_done)

    def review_done(self, text: str | None) -> None:
        """Write what the review chose, once, through the same routine as a whole accept."""
        if text is None:
            return
        if text == self.run.request.doc.text:
            self.notify("Every hunk was rejected: nothing to write.")
            return
        error = json_error(text) if self.run.request.doc.is_json else None
        if error:
            self.notify(f"Not written: the reviewed result is {error}", severity="error", timeout=10)
            return
        self.write_result(text)

    def race_accepted(self, result: tuple[str, Transcript] | None) -> None:
        """The race screen handed back its lookup result: show it here and accept it."""
        if result is None or result[1].done is None:
            return
        instruction, transcript = result
        request = Request(self.current_doc(), instruction, self.app.cfg.with_(lookup=True))
        if request.doc.text != transcript.source:
            self.notify("The file changed since the race started: run it again.", severity="error")
            return
        self.last_request = request
        s = transcript.done.summary
        now = self.app.clock()
        self.run = Run(request, transcript, entered=now - s.total_ms / 1000, run_id=self.app.next_run_id(),
                       phase=Phase.DONE, started=now - s.total_ms / 1000, ended=now)
        self.query_one(OutputView).show(transcript)
        self.after_result()
        self._update_stats()
        self.action_accept()

    # ---- reject / copy / patch --------------------------------------------------------
    def action_clear(self, quiet: bool = False) -> None:
        self._stop()
        self.run = None  # the request stays for ctrl+r (self.last_request)
        self.query_one(OutputView).show(None)
        self._update_stats()
        self.set_status("rejected · ctrl+r runs it again · enter runs a new instruction"
                        if self.last_request else "type an instruction below and press enter")
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
        doc = self.request.doc
        default = str(doc.path.with_name(doc.path.name + ".patch")) if doc.path else f"{doc.name}.patch"
        patch = unified_patch(doc.text, text, patch_name(doc.path, doc.name))

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

        self.app.push_screen(RaceScreen(self.current_doc(), text, self.app.cfg), self.race_accepted)

    def action_model_info(self) -> None:
        self.app.action_model_info()

    def action_open_file(self) -> None:
        self.app.action_open_file()

    def action_paste_mode(self) -> None:
        self.app.action_paste_mode()

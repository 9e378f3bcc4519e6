"""The redraft Textual app: loads the model in a thread and warms it up in the background,
owns what the screens share (the session and its lock, the edit log, plain baselines,
the instruction history), and the command palette, themes, help and app-wide actions."""

from __future__ import annotations

import itertools
import logging
import os
import threading
import time
from typing import Callable

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.notifications import SeverityLevel

from ..files.backup_prune import BackupPolicy, prune
from ..files.backups import backup_dir
from ..files.reading import read_source
from ..visible import tilde
from .commands import RedraftCommands
from .controls import SHOW_CONTROLS
from .document import Document
from .history import History
from .log_capture import engine_warnings
from .messages import ModelFailed, ModelLoading, ModelReady, ModelStatusChanged, WarmupDone
from .race import speedup
from .runner import spawn
from .state import Baselines, EditLog, ModelStatus, Phase, Request
from ...engine import DEFAULT_RETRIES
from ...engine.config import DecodeConfig
from ...engine.errors import RedraftError
from ...engine.session_api import EditSession
from ...themes import DEFAULT, VARIABLE_DEFAULTS, load_themes, resolve_name

log = logging.getLogger(__name__)
TERMINAL_FD = 0  # stdin: the terminal the app reads keys from
PIECE_GAP_S = 0.01  # between background warm-up pieces: lets a request waiting on the model lock in

SessionFactory = Callable[[Callable[[int, int, str], None]], EditSession]  # progress -> a session


class RedraftApp(App):
    TITLE = "redraft"
    COMMANDS = App.COMMANDS | {RedraftCommands}
    BINDINGS = [Binding("ctrl+q", "quit", "quit", priority=True, show=False),
                Binding("f1", "help", "help", priority=True)]
    CSS = "Screen { background: $background; }"

    def __init__(self, doc: Document | None = None, *, session_factory: SessionFactory,
                 cfg: DecodeConfig | None = None, theme: str | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 backups: BackupPolicy | None = None, retries: int = DEFAULT_RETRIES) -> None:
        super().__init__()
        self.backups = backups or BackupPolicy()
        self.retries = retries  # automatic retries of a suspect or breaking result ([check] retries)
        self.doc, self.factory = doc, session_factory
        self.cfg = cfg or DecodeConfig()
        self.clock = clock
        for t in load_themes():
            self.register_theme(t)
        self.theme = resolve_name(theme) if resolve_name(theme) in self.available_themes else DEFAULT
        self.session: EditSession | None = None
        self.session_lock = threading.Lock()
        self.undo_stack = EditLog()  # accepted edits: what undo walks back
        self.baselines = Baselines()
        self.history = History()
        self._run_ids = itertools.count(1)
        self.runs_launched = 0
        self._loader: threading.Thread | None = None
        self.model_status = ModelStatus()  # what the screens show of the model (posted on each change)
        self.warming = False
        self.warming_later = False  # the background warm-up's later pieces are running (requests are served)
        self.early_keys: list[str] = []  # typed before the first edit screen was up (on_key)

    def get_line_filters(self):
        """Textual's filters, after the one that shows control characters (controls.py)."""
        return [SHOW_CONTROLS, *super().get_line_filters()]

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Every notice (screens and widgets notify through the app) names the home folder as ~:
        a path in an error from below (a failed write, a file that cannot be opened) included."""
        super().notify(tilde(message), title=tilde(title), severity=severity, timeout=timeout, markup=markup)

    def get_system_commands(self, screen):
        """Textual's system commands but its theme picker: the palette lists redraft's themes
        once, as commands of their own (commands.py)."""
        return (c for c in super().get_system_commands(screen) if c.title != "Theme")

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(VARIABLE_DEFAULTS)

    def on_mount(self) -> None:
        from .screens.edit import EditScreen
        from .screens.paste import PasteScreen

        if self.doc is not None:
            self.push_screen(EditScreen(self.doc))
        else:
            self.push_screen(PasteScreen())  # focus on the buffer: a paste lands at once (ctrl+o opens a file)
        self.load_model()
        self.prune_backups()
        if not self.is_headless and os.isatty(TERMINAL_FD):
            self.set_interval(1.0, self._check_terminal)

    def on_key(self, event: events.Key) -> None:
        """A character no widget took (typed as the app starts, before the edit screen focused
        its box; or over a widget that takes no typing): typed into the edit screen's first
        widget once it is up. Not enter: what was typed is shown before it runs."""
        screen = self.edit_screen()
        if not (event.is_printable and event.character) or screen is None or self.screen is not screen:
            return
        self.early_keys.append(event.character)
        if screen.ready:
            screen.type_early_keys()

    def _check_terminal(self) -> None:
        """Leave when the terminal is gone (its window closed, tmux killed): Textual's input
        thread then reads end-of-file in a loop and would keep a core busy forever."""
        if not os.isatty(TERMINAL_FD):
            self.exit(return_code=129)  # 128 + SIGHUP, as a shell reports a hung-up job

    def prune_backups(self) -> None:
        """Backups past the config's age and count go; those the edit log may undo to stay."""
        spare = frozenset(e.backup for e in self.undo_stack.entries if e.backup is not None)
        prune(backup_dir(), self.backups, spare=spare)

    # ---- the model ----------------------------------------------------------------------
    def load_model(self) -> None:
        """Load in a daemon thread: loading cannot be cancelled, and quitting must not wait
        for a minute-long first-run provisioning to finish."""
        if self._loader is not None and self._loader.is_alive():
            self.notify("The model is already loading.")
            return
        self._loader = spawn(self._load_model, "redraft-model-load")

    def _load_model(self) -> None:
        last = [0.0]

        def progress(done: int, total: int, stage: str) -> None:
            now = time.monotonic()
            if now - last[0] >= 0.1 or (total and done >= total):  # coalesced: <= 10 a second
                last[0] = now
                self.post_message(ModelLoading(done, total, stage))

        self.post_message(ModelLoading(0, 0, "loading the model"))
        t0 = time.monotonic()
        try:
            with engine_warnings() as notices:
                session = self.factory(progress)
        except RedraftError as e:
            self.post_message(ModelFailed(str(e)))
            return
        except Exception as e:  # never crash the app on a load error
            self.post_message(ModelFailed(f"{type(e).__name__}: {e}"))
            return
        self.post_message(ModelReady(session, time.monotonic() - t0, tuple(notices)))

    def on_model_loading(self, msg: ModelLoading) -> None:
        pct = f" {msg.done / msg.total:.0%}" if msg.total else ""
        self._broadcast_status(f"model: {msg.stage}…{pct}", True, msg.done, msg.total)

    def on_model_ready(self, msg: ModelReady) -> None:
        from .screens.edit import EditScreen
        from .screens.race import RaceScreen

        self.session = msg.session
        for notice in msg.notices:
            self.notify(notice, title="Model", severity="warning", timeout=12)
        self.warming = True
        self._broadcast_status(f"{self.model_line()}\nwarming up… (first use of the decode kernels)", True)
        screen = self.screen
        doc = screen.doc if isinstance(screen, (EditScreen, RaceScreen)) and not self.requests_waiting() else None
        spawn(lambda: self._warm_up(doc), "redraft-warmup")

    def requests_waiting(self) -> bool:
        """A request (or a race) entered before the model loaded: it goes now, on the
        ModelStatusChanged just posted, and builds its own kernels (no prompt warm-up)."""
        from .screens.edit import EditScreen
        from .screens.race import RaceScreen

        return any((isinstance(s, EditScreen) and s.generation.queued)
                   or (isinstance(s, RaceScreen) and s.phase is Phase.WAITING) for s in self.screen_stack)

    @property
    def model_text(self) -> str:
        return self.model_status.text

    def model_line(self) -> str:
        from .widgets.stats import model_text

        assert self.session is not None
        return model_text(self.session.info, self.session.server, getattr(self.session, "pid", None))

    def _warm_prompt(self, session: EditSession, doc: Document | None):
        """The first later piece: the prefill shape the open file's first request will take
        (Session.warm_prompt), so that request does not build its kernels on a CPU; not
        once a request has run (it built them)."""
        if doc is not None and self.runs_launched == 0:
            session.warm_prompt(doc.text, doc.name)
        yield

    def _warm_up(self, doc: Document | None = None) -> None:
        """Pay first-use costs now, not inside the first request the user times. Requests
        are served once the essential part is done; the rest (the CUDA fast path's compiled
        buckets for longer contexts) follows one piece at a time, each under the model lock,
        so a request made meanwhile waits for one piece at most."""
        t0, session = time.monotonic(), self.session
        assert session is not None
        try:
            with self.session_lock:
                session.warmup(self.cfg, later=False)
        except Exception as e:  # the first request will say what is wrong
            self.post_message(WarmupDone(time.monotonic() - t0, f"{type(e).__name__}: {e}"))
            return
        self.warming_later = True  # before "ready": no moment with neither flag set
        self.post_message(WarmupDone(time.monotonic() - t0))
        pieces, done = itertools.chain(self._warm_prompt(session, doc), session.warmup_later()), object()
        try:
            while self.session is session:  # a reloaded model warms up on its own
                with self.session_lock:
                    if next(pieces, done) is done:
                        return
                time.sleep(PIECE_GAP_S)  # a request waiting on the lock gets it now
        except Exception as e:  # the request that reaches that shape compiles it again, or fails visibly
            log.warning("redraft: background warm-up stopped: %s: %s", type(e).__name__, e)
        finally:
            self.warming_later = False

    def on_warmup_done(self, msg: WarmupDone) -> None:
        self.warming = False
        if self.session is None:
            return
        self._broadcast_status(self.model_line(), False)
        if msg.error:
            self.notify(msg.error, title="The warm-up failed", severity="warning", timeout=8)

    def on_model_failed(self, msg: ModelFailed) -> None:
        self._broadcast_status("model: failed to load (palette: Reload the model)", False)
        self.notify(msg.error, title="The model did not load", severity="error", timeout=15)

    def model_brief(self, loading: bool, done: int, total: int) -> str:
        """The model's state for the one-line status (nothing once it is ready)."""
        if self.warming:
            return "warming up…"
        if loading:
            return "loading the model" + (f" {done / total:.0%}" if total else "…")
        return "model failed (palette: Reload the model)" if self.session is None and self._loader else ""

    def _broadcast_status(self, text: str, loading: bool, done: int = 0, total: int = 0) -> None:
        """The model's status changed: every screen is told (ModelStatusChanged)."""
        self.model_status = ModelStatus(text, loading, done, total, self.model_brief(loading, done, total),
                                        ready=self.session is not None)
        for screen in self.screen_stack:
            screen.post_message(ModelStatusChanged(self.model_status))

    def action_reload_model(self) -> None:
        self.session = None
        self.load_model()

    def action_model_info(self) -> None:
        from .screens.dialogs import ModelInfoDialog, model_rows

        if self.session is None:
            self.notify(self.model_text, title="The model is not ready yet")
            return
        self.push_screen(ModelInfoDialog(model_rows(self.session.info, self.session.resolved(self.cfg))))

    # ---- shared state -------------------------------------------------------------------
    def next_run_id(self) -> int:
        self.runs_launched += 1
        return next(self._run_ids)

    def speedup_text(self, request: Request) -> str:
        pair = self.baselines.pair(request)
        if pair is None:
            return ""
        plain, lookup = pair
        x = speedup(plain, lookup)
        if x is None:
            return ""
        return f"speedup ×{x:.2f} vs plain\n({plain.summary.total_ms / 1000:.1f} s → {lookup.summary.total_ms / 1000:.1f} s)"

    # ---- files, modes, themes -----------------------------------------------------------
    def action_open_file(self) -> None:
        from .screens.dialogs import FileOpenDialog

        self.push_screen(FileOpenDialog(), self.open_path)

    def edit_screen(self):
        """The topmost edit screen (the paste screen is one): the one whose result a user can
        still reach (a paste screen pushed over another leaves that one behind: ctrl+t asks)."""
        from .screens.edit import EditScreen

        return next((s for s in reversed(self.screen_stack) if isinstance(s, EditScreen)), None)

    def open_path(self, path: str | None) -> None:
        """Open `path` in the edit screen; over a result nobody accepted, ask first (the file is
        read again once the user says so)."""
        doc = self.read_document(path) if path else None  # a bad path says so before any question
        if doc is None:
            return
        from .screens.confirm import ConfirmOpenDialog

        target = self.edit_screen()
        if target is not None and target.results.unaccepted():  # opening drops it: ask
            self.push_screen(ConfirmOpenDialog(target.doc.shown_name, doc.shown_name),
                             lambda go: go and self.open_path_now(path))
            return
        self.show_document(doc)

    def open_path_now(self, path: str) -> None:
        doc = self.read_document(path)
        if doc is not None:
            self.show_document(doc)

    def read_document(self, path: str) -> Document | None:
        """The file as a document, or None after saying why it cannot be opened."""
        try:
            return Document.from_loaded(read_source(path))
        except RedraftError as e:
            self.notify(str(e), title="Cannot open that file", severity="error", timeout=8)
            return None

    def show_document(self, doc: Document) -> None:
        """`doc` in the topmost edit screen (whatever is over it, a dialog or help, closed
        first); from the paste screen, a file screen in its place."""
        from .screens.edit import EditScreen
        from .screens.paste import PasteScreen

        target = self.edit_screen()
        if target is not None and target is not self.screen:
            target.pop_until_active()  # deferred: show it once the screens over it are gone
            self.call_later(self.show_document, doc)
            return
        if target is None or isinstance(target, PasteScreen):
            self.switch_screen(EditScreen(doc))
        else:
            target.set_document(doc)

    def action_paste_mode(self) -> None:
        from .screens.confirm import ConfirmPasteDialog
        from .screens.paste import PasteScreen

        target = self.edit_screen()
        if isinstance(self.screen, PasteScreen):
            return
        if target is not None and target.results.unaccepted():  # the paste screen leaves it behind: ask
            self.push_screen(ConfirmPasteDialog(target.doc.shown_name), lambda go: go and self.push_screen(PasteScreen()))
            return
        self.push_screen(PasteScreen())

    async def action_quit(self) -> None:
        """Quit: with a finished result nobody accepted or rejected in the topmost edit screen
        (or a race's lookup result on screen), ask first (ctrl+q again, or q, quits); else at once."""
        from .screens.confirm import ConfirmQuitDialog
        from .screens.race import RaceScreen

        top, target = self.screen, self.edit_screen()
        asked = any(isinstance(s, ConfirmQuitDialog) for s in self.screen_stack)  # (help may be over the question)
        if not asked and isinstance(top, RaceScreen) and top.unaccepted():
            self.push_screen(ConfirmQuitDialog(top.doc.shown_name), lambda quit_: quit_ and self.quit_now())
        elif not asked and target is not None and target.results.unaccepted():
            self.push_screen(ConfirmQuitDialog(target.doc.shown_name), lambda quit_: quit_ and self.quit_now())
        else:
            self.quit_now()

    def quit_now(self) -> None:
        """Running generations are told to stop (their daemon threads are not waited for;
        a prefill in progress cannot be interrupted and is abandoned), and the app exits."""
        from .screens.edit import EditScreen
        from .screens.race import RaceScreen

        for screen in self.screen_stack:
            if isinstance(screen, EditScreen):
                screen.generation.launcher.cancel()
            elif isinstance(screen, RaceScreen):
                screen.launcher.cancel()
        self.exit()

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
        else:
            self.push_screen(HelpScreen())

"""The command palette's providers: every action of the app and its screens, with its key;
and the instruction history (ctrl+f opens the palette on it alone)."""

from __future__ import annotations

from functools import partial

from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Provider

# (title, help, action name, key). Actions resolve on the active screen, then the app.
# Quit is Textual's own system command ("Quit the application", ctrl+q): not repeated here.
# Themes: one command per redraft theme (below); Textual's own "Theme" picker is left out
# (RedraftApp.get_system_commands), so no theme is listed twice.
ACTIONS = (
    ("Submit the instruction", "run it with prompt lookup", "submit", "enter"),
    ("Cancel generation", "stop mid-stream; the UI stays live", "cancel", "esc"),
    ("Accept the result", "write the file atomically, keeping a backup", "accept", "ctrl+s"),
    ("Review hunk by hunk", "accept, reject or edit each change, then write once", "review", "ctrl+g"),
    ("Undo the last accept", "put the backup back", "undo", "ctrl+b"),
    ("Edit log", "every accepted edit; undo back to any of them", "edit_log", "ctrl+l"),
    ("Reject / clear the output", "discard the result (retry still works)", "clear", "ctrl+n"),
    ("Retry", "run the last instruction again (a new seed when sampling)", "retry", "ctrl+r"),
    ("Search the instruction history", "earlier instructions, this file's first", "history_search", "ctrl+f"),
    ("Run a plain baseline", "the same request without prompt lookup, for the speedup", "baseline", ""),
    ("Race mode", "plain vs prompt lookup side by side", "race", "f5"),
    ("Cycle the view", "diff → full output → side by side", "cycle_view", "f2"),
    ("Toggle rejected drafts", "show rejected drafts inline, struck through", "toggle_rejected", "f3"),
    ("Toggle the source pane", "hidden by default below 120 columns", "toggle_source", "f6"),
    ("Toggle the stats panel", "one status line instead below 120 columns", "toggle_stats", "f7"),
    ("Copy the result", "to the clipboard via OSC 52", "copy", "f8"),
    ("Save a patch", "the unified diff, paths from the git root", "save_patch", "f9"),
    ("Write the computed fix", "when the check refuses a rename, setting or reformat: the exact result a library computes",
     "apply_fix", "f10"),
    ("Open a file", "edit another file", "open_file", "ctrl+o"),
    ("Paste mode", "edit a scratch buffer (text or JSON)", "paste_mode", "ctrl+t"),
    ("Model info", "name, backend, device, dtype, resolved decoding settings", "model_info", "f4"),
    ("Reload the model", "load the model again (after an error)", "reload_model", ""),
    ("Help", "keys, colours and every stat explained", "help", "f1"),
    ("Accept the lookup result", "race mode: write it like ctrl+s on the main screen", "accept", "a"),
    ("Replay the race", "race mode: replay both runs", "replay", "r"),
    ("Skip the replay to the end", "race mode", "skip", "s"),
)


class RedraftCommands(Provider):
    def _available(self):
        screen, app = self.screen, self.app
        seen = set()
        for title, help_, action, key in ACTIONS:
            for target in (screen, app):
                method = getattr(target, f"action_{action}", None)
                if method is not None and (target, action) not in seen:
                    seen.add((target, action))
                    label = f"{title}  ({key})" if key else title
                    yield label, help_, partial(self._run, target, action)
                    break
        for name in sorted(self.app.available_themes):
            if name.startswith("redraft-"):
                yield f"Theme: {name}", "switch the theme now", partial(setattr, self.app, "theme", name)

    @staticmethod
    def _run(target, action: str) -> None:
        target.call_later(getattr(target, f"action_{action}"))

    async def discover(self) -> Hits:
        for label, help_, callback in self._available():
            yield DiscoveryHit(label, callback, help=help_)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, help_, callback in self._available():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), callback, help=help_)


class HistoryCommands(Provider):
    """Earlier instructions, newest first (this file's before the others): picking one
    puts it in the instruction box, to run with enter or change first."""

    def _entries(self) -> list[str]:
        recall = getattr(self.screen, "recall", None)
        return recall() if recall else []

    def _pick(self, text: str) -> None:
        self.screen.query_one("#instruction").use(text)

    async def discover(self) -> Hits:
        for text in self._entries()[:50]:
            yield DiscoveryHit(text.replace("\n", " ⏎ "), partial(self._pick, text), help="earlier instruction")

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text in self._entries():
            label = text.replace("\n", " ⏎ ")
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), partial(self._pick, text), help="earlier instruction")


def search_history(screen) -> None:
    """Open the palette on the instruction history alone."""
    if not screen.recall():
        screen.notify("No earlier instructions yet.", timeout=3)
        return
    screen.app.push_screen(CommandPalette(providers=[HistoryCommands], placeholder="Search earlier instructions…"))

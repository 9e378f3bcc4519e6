"""The command palette's provider: every action of the app and its screens, with its key."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

# (title, help, action name, key). Actions resolve on the active screen, then the app.
ACTIONS = (
    ("Submit the instruction", "run it with prompt lookup", "submit", "enter"),
    ("Cancel generation", "stop mid-stream; the UI stays live", "cancel", "esc"),
    ("Accept the result", "write the file atomically, keeping a backup", "accept", "ctrl+s"),
    ("Undo the last accept", "put the backup back", "undo", "ctrl+b"),
    ("Reject / clear the output", "discard the result", "clear", "ctrl+n"),
    ("Retry", "run the instruction again (a new seed when sampling)", "retry", "ctrl+r"),
    ("Run a plain baseline", "the same request without prompt lookup, for the speedup", "baseline", ""),
    ("Race mode", "plain vs prompt lookup side by side", "race", "f5"),
    ("Cycle the view", "diff → full output → side by side", "cycle_view", "f2"),
    ("Toggle rejected drafts", "show rejected drafts inline, struck through", "toggle_rejected", "f3"),
    ("Copy the result", "to the clipboard via OSC 52", "copy", "f8"),
    ("Save a patch", "write the unified diff to a file", "save_patch", "f9"),
    ("Open a file", "edit another file", "open_file", "ctrl+o"),
    ("Paste mode", "edit a scratch buffer (text or JSON)", "paste_mode", "ctrl+t"),
    ("Model info", "name, backend, device, dtype", "model_info", "f4"),
    ("Reload the model", "load the model again (after an error)", "reload_model", ""),
    ("Next theme", "cycle redraft's dark, light and colour-blind-safe themes", "next_theme", ""),
    ("Replay the race", "race mode: replay both runs", "replay", "r"),
    ("Skip the replay to the end", "race mode", "skip", "s"),
    ("Quit", "leave redraft", "quit", "ctrl+q"),
)


class RedraftCommands(Provider):
    def _available(self):
        screen, app = self.screen, self.app
        for title, help_, action, key in ACTIONS:
            for target in (screen, app):
                method = getattr(target, f"action_{action}", None)
                if method is not None:
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

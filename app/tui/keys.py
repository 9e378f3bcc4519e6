"""The main screen's keys, in the order the footer shows them (the footer shows the
first six; F1's help, `redraft --help` and the palette list all of them)."""

from __future__ import annotations

from textual.binding import Binding, BindingType

EDIT_KEYS: list[BindingType] = [
    Binding("escape", "cancel", "cancel"),
    Binding("ctrl+s", "accept", "accept"),
    Binding("ctrl+g", "review", "hunks"),
    Binding("ctrl+n", "clear", "reject"),
    Binding("ctrl+r", "retry", "retry"),
    Binding("f1", "app.help", "help"),
    Binding("ctrl+b", "undo", "undo", show=False),
    Binding("f2", "cycle_view", "view", show=False),
    Binding("f3", "toggle_rejected", "rejected", show=False),
    Binding("f4", "app.model_info", "model", show=False),
    Binding("f5", "race", "race", show=False),
    Binding("f6", "toggle_source", "source", show=False, priority=True),
    Binding("f7", "toggle_stats", "stats", show=False, priority=True),
    Binding("f8", "copy", "copy", show=False),
    Binding("f9", "save_patch", "patch", show=False),
    Binding("f10", "apply_fix", "fix", show=False),
    Binding("ctrl+f", "history_search", "history", show=False),
    Binding("ctrl+l", "edit_log", "edit log", show=False),
    Binding("ctrl+o", "app.open_file", "open", show=False),
    Binding("ctrl+t", "app.paste_mode", "paste mode", show=False),
]

"""The always-visible legend for the provenance colours (taken from the theme)."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from redraft.app.tui.widgets.output import component_style

ITEMS = (
    ("accepted", "accepted draft"),
    ("target", "model's own"),
    ("bonus", "bonus"),
    ("inflight", "in flight"),
    ("rejected", "rejected"),
)


class Legend(Widget):
    COMPONENT_CLASSES = {f"legend--{k}" for k, _ in ITEMS} | {"legend--off"}
    DEFAULT_CSS = """
    Legend { height: auto; padding: 0 1; }
    Legend > .legend--accepted { color: $prov-accepted; text-style: $prov-accepted-style; }
    Legend > .legend--target { color: $prov-target; text-style: $prov-target-style; }
    Legend > .legend--bonus { color: $prov-bonus; text-style: $prov-bonus-style; }
    Legend > .legend--inflight { color: $prov-inflight; background: $prov-inflight-bg; text-style: $prov-inflight-style; }
    Legend > .legend--rejected { color: $prov-rejected; text-style: $prov-rejected-style; }
    Legend > .legend--off { color: $foreground 45%; }
    """

    def __init__(self, show_rejected: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.show_rejected = show_rejected

    def set_rejected(self, shown: bool) -> None:
        self.show_rejected = shown
        self.refresh()

    def render(self) -> Text:
        out = Text()
        for i, (kind, label) in enumerate(ITEMS):
            if i:
                out.append("  ")
            style = component_style(self, f"legend--{kind}")
            out.append("■ ", style)
            out.append(label, style)
        out.append("  (f3: " + ("hide rejected)" if self.show_rejected else "show rejected)"),
                   component_style(self, "legend--off"))
        return out

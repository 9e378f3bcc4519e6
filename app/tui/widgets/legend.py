"""The legend for the provenance colours (taken from the theme): one line, shortened to
fit, with F1 for what each one means."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from .output import component_style

# (component, label at each width tier: wide, medium, narrow)
ITEMS = (
    ("accepted", ("accepted draft", "draft", "draft", "draft")),
    ("target", ("model's own", "model's own", "model", "model")),
    ("bonus", ("bonus token", "bonus", "bonus", "bonus")),
    ("inflight", ("in flight", "in flight", "flight", "flight")),
    ("rejected", ("rejected", "rejected", "rej", "rej")),
    ("equal", ("unchanged", "unchanged", "same", "same")),
)
HINTS = ("f1 explains", "f1 help", "f1", "f1")
GAPS = ("  ", " ", " ", " ")
SWATCH = ("■ ", "■ ", "■ ", "■")


class Legend(Widget):
    COMPONENT_CLASSES = {f"legend--{k}" for k, _ in ITEMS} | {"legend--off"}
    DEFAULT_CSS = """
    Legend { height: 1; padding: 0 1; }
    Legend > .legend--accepted { color: $prov-accepted; text-style: $prov-accepted-style; }
    Legend > .legend--target { color: $prov-target; text-style: $prov-target-style; }
    Legend > .legend--bonus { color: $prov-bonus; text-style: $prov-bonus-style; }
    Legend > .legend--inflight { color: $prov-inflight; background: $prov-inflight-bg; text-style: $prov-inflight-style; }
    Legend > .legend--rejected { color: $prov-rejected; text-style: $prov-rejected-style; }
    Legend > .legend--equal { color: $foreground; text-style: dim; }
    Legend > .legend--off { color: $foreground 45%; }
    """

    def __init__(self, show_rejected: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.show_rejected = show_rejected

    def set_rejected(self, shown: bool) -> None:
        self.show_rejected = shown
        self.refresh()

    def line(self, tier: int) -> Text:
        out = Text(no_wrap=True, overflow="ellipsis")
        for i, (kind, labels) in enumerate(ITEMS):
            if i:
                out.append(GAPS[tier])
            style = component_style(self, f"legend--{kind}")
            name = labels[tier]
            if kind == "rejected" and tier == 0:
                name += " (f3 " + ("hides" if self.show_rejected else "shows") + ")"
            out.append(SWATCH[tier] + name, style)
        out.append(GAPS[tier] * (2 if tier < 3 else 1) + HINTS[tier], component_style(self, "legend--off"))
        return out

    def render(self) -> Text:
        width = self.content_size.width or self.size.width
        for tier in range(len(HINTS)):
            text = self.line(tier)
            if text.cell_len <= width:
                return text
        return text

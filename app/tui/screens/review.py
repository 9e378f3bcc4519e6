"""Per-hunk review: step through the result's hunks, accept or reject each, or edit one
inline; then write once. Dismissed with the text to write (None: back, nothing written);
the main screen writes it through the same safe routine as a whole accept."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static, TextArea

from ..hunks import Review, Verdict

MARK = {Verdict.UNDECIDED: "·", Verdict.ACCEPTED: "✓", Verdict.REJECTED: "✗", Verdict.EDITED: "✎"}


class ReviewScreen(Screen[str | None]):
    DEFAULT_CSS = """
    ReviewScreen #where { height: auto; padding: 0 1; background: $panel; }
    ReviewScreen #hunk-box { height: 1fr; border: round $panel-lighten-2; }
    ReviewScreen #hunk { padding: 0 1; }
    ReviewScreen #editor { height: 1fr; display: none; border: round $primary; }
    ReviewScreen.-editing #editor { display: block; }
    ReviewScreen.-editing #hunk-box { height: auto; max-height: 40%; }
    """
    BINDINGS = [
        Binding("y,a", "decide('accepted')", "accept"),
        Binding("n,x", "decide('rejected')", "reject"),
        Binding("e", "edit", "edit"),
        Binding("down,j,tab", "step(1)", "next", show=False),
        Binding("up,k,shift+tab", "step(-1)", "previous", show=False),
        Binding("A", "decide_rest('accepted')", "accept the rest", show=False),
        Binding("N", "decide_rest('rejected')", "reject the rest", show=False),
        Binding("w,ctrl+s", "write", "write"),
        Binding("escape", "back", "back"),
    ]

    def __init__(self, before: str, after: str, label: str) -> None:
        super().__init__()
        self.review = Review(before, after)
        self.label = label
        self.index = 0
        self.editing = False

    def compose(self) -> ComposeResult:
        yield Header(icon="✎")
        yield Static(id="where")
        with VerticalScroll(id="hunk-box"):
            yield Static(id="hunk")
        yield TextArea(id="editor", soft_wrap=False, show_line_numbers=True)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = f"review · {self.label}"
        self.show()

    # ---- showing ----------------------------------------------------------------------
    def show(self) -> None:
        r, i = self.review, self.index
        h = r.hunks[i]
        marks = " ".join(("[" + MARK[v] + "]") if k == i else MARK[v] for k, v in enumerate(r.verdicts))
        c = r.counts()
        self.query_one("#where", Static).update(Text.assemble(
            (f"hunk {i + 1} of {len(r)}", "bold"), f" · {h.label} · {r.verdicts[i].value}\n",
            f"{marks}   ✓ {c[Verdict.ACCEPTED]}  ✗ {c[Verdict.REJECTED]}  ✎ {c[Verdict.EDITED]}  "
            f"· {c[Verdict.UNDECIDED]} undecided (written as the result has them)\n",
            ("↑↓ step · A / N accept / reject the rest · w writes once · esc back, nothing written", "dim"),
        ))
        before, after = r.context(i)
        out = Text(no_wrap=True)
        for line in before:
            out.append("  " + line.rstrip("\n") + "\n", "dim")
        for line in h.old:
            out.append("- " + line.rstrip("\n") + "\n", "red" if r.verdicts[i] is not Verdict.REJECTED else "bold red")
        for line in r.lines_for(i) if r.verdicts[i] is not Verdict.REJECTED else h.new:
            style = "green" if r.verdicts[i] is not Verdict.REJECTED else "strike dim"
            out.append("+ " + line.rstrip("\n") + "\n", style)
        for line in after:
            out.append("  " + line.rstrip("\n") + "\n", "dim")
        self.query_one("#hunk", Static).update(out)

    # ---- deciding ---------------------------------------------------------------------
    def action_decide(self, verdict: str) -> None:
        if self.editing:
            return
        self.review.decide(self.index, Verdict(verdict))
        if self.index + 1 < len(self.review):
            self.index += 1
        self.show()

    def action_decide_rest(self, verdict: str) -> None:
        for k in range(self.index, len(self.review)):
            if self.review.verdicts[k] is Verdict.UNDECIDED:
                self.review.decide(k, Verdict(verdict))
        self.show()

    def action_step(self, step: int) -> None:
        if self.editing:
            return
        self.index = max(0, min(len(self.review) - 1, self.index + step))
        self.show()

    def action_edit(self) -> None:
        if self.editing:
            return
        editor = self.query_one("#editor", TextArea)
        editor.load_text("".join(self.review.lines_for(self.index)))
        editor.border_title = "edit the new lines · ctrl+s keeps the edit · esc drops it"
        self.editing = True
        self.add_class("-editing")
        editor.focus()

    def _end_edit(self, keep: bool) -> None:
        if keep:
            self.review.edit(self.index, self.query_one("#editor", TextArea).text)
        self.editing = False
        self.remove_class("-editing")
        self.focus_next()
        self.show()

    # ---- leaving ----------------------------------------------------------------------
    def action_write(self) -> None:
        if self.editing:
            self._end_edit(keep=True)
            return
        self.dismiss(self.review.result())

    def action_back(self) -> None:
        if self.editing:
            self._end_edit(keep=False)
            return
        self.dismiss(None)

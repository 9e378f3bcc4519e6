"""Live stats: tokens, rounds, forwards, acceptance, speed, policy state, a sparkline of
drafts accepted per round, the model's status and, when a plain baseline exists, the
speedup."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Label, ProgressBar, Sparkline, Static

from redraft.app.tui.stream import Transcript

SPARK_MAX = 120


def fmt_s(ms: float) -> str:
    return f"{ms / 1000:.1f} s"


class StatsPanel(Vertical):
    DEFAULT_CSS = """
    StatsPanel { height: auto; padding: 0 1; }
    StatsPanel #model { color: $foreground 70%; height: auto; width: 100%; text-overflow: fold; }
    StatsPanel ProgressBar { height: 1; }
    StatsPanel ProgressBar Bar { width: 1fr; }
    StatsPanel #numbers { height: auto; }
    StatsPanel #spark-label { color: $foreground 60%; margin-top: 1; }
    StatsPanel Sparkline { height: 2; }
    StatsPanel Sparkline > .sparkline--max-color { color: $prov-accepted; }
    StatsPanel Sparkline > .sparkline--min-color { color: $prov-accepted 30%; }
    StatsPanel #speedup { color: $success; text-style: bold; height: auto; }
    StatsPanel #check { height: auto; color: $success; }
    StatsPanel #check.-bad { color: $error; text-style: bold; }
    StatsPanel #check.-unchecked { color: $foreground 60%; }
    """

    def compose(self) -> ComposeResult:
        yield Label("model: starting…", id="model")
        yield ProgressBar(total=None, show_eta=False, id="loading")
        yield Static(id="numbers")
        yield Static("", id="check")
        yield Label("drafts accepted per round", id="spark-label")
        yield Sparkline([], id="spark")
        yield Static("", id="speedup")

    def on_mount(self) -> None:
        self.show(None, 0.0)

    def model_status(self, text: str, loading: bool, done: int = 0, total: int = 0) -> None:
        self.query_one("#model", Label).update(text)
        bar = self.query_one("#loading", ProgressBar)
        bar.display = loading
        if loading:
            bar.update(total=total or None, progress=done)

    def show(self, t: Transcript | None, elapsed_ms: float, speedup: str = "", check: str = "") -> None:
        """`check`: engine/checks.py's verdict on the finished result ("" while running)."""
        rows = numbers(t, elapsed_ms)
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(style="dim")
        table.add_column(justify="right")
        for name, value in rows:
            table.add_row(name, value)
        self.query_one("#numbers", Static).update(table)
        data = t.round_accepted[-SPARK_MAX:] if t else []
        self.query_one("#spark", Sparkline).data = [float(x) for x in data] if any(data) else []
        self.query_one("#speedup", Static).update(Text(speedup))
        box = self.query_one("#check", Static)
        box.update(Text(f"check: {check}" if check else ""))
        box.display = bool(check)
        box.set_class(check.startswith(("breaks", "removes", "does not parse")), "-bad")
        box.set_class(check.startswith("not checked"), "-unchecked")


def numbers(t: Transcript | None, elapsed_ms: float) -> list[tuple[str, str]]:
    if t is None:
        return [(k, "–") for k in (
            "tokens", "rounds", "forwards", "tok/forward", "drafted", "accepted",
            "acceptance", "tok/s", "elapsed", "prefill", "policy",
        )]
    lookup = t.policy is None or t.policy.value != "off"
    state = t.stop_reason or (t.policy.value if t.policy else "prefill…")
    return [
        ("tokens", f"{t.tokens:,}"),
        ("rounds", f"{t.rounds:,}"),
        ("forwards", f"{t.forwards:,}"),
        ("tok/forward", f"{t.tokens_per_forward:.2f}"),
        ("drafted", f"{t.drafted:,}" if lookup else "– (plain)"),
        ("accepted", f"{t.accepted:,}" if lookup else "–"),
        ("acceptance", f"{t.acceptance:.0%}" if t.drafted else "–"),
        ("tok/s", f"{t.tok_per_s(elapsed_ms):.1f}"),
        ("elapsed", fmt_s(elapsed_ms)),
        ("prefill", fmt_s(t.prefill_ms) if t.rounds else "…"),
        ("policy" if not t.finished else "stop", state),
    ]

"""Live stats: the wide panel (tokens, forwards, acceptance, speed, waits, policy, a
sparkline of drafts accepted per round, the model's status, the speedup) and, below
~120 columns, the same numbers on one status line. Every name is defined in F1's help."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Label, ProgressBar, Sparkline, Static

from ..state import Phase, Run
from ....engine import exactness
from ....engine.events import StopReason

SPARK_MAX = 120
STOPS = {  # "stopped by" in the panel, for every StopReason
    StopReason.EOS: "finished (eos)",
    StopReason.STOP: "stop string",
    StopReason.MAX_TOKENS: "token limit",
    StopReason.CONTEXT: "context full",
    StopReason.LOOP: "loop guard",
    StopReason.CANCELLED: "cancelled",
    StopReason.REMOTE: "the server",
}
NAMES = ("tokens", "forwards", "tok/forward", "drafted", "accepted", "acceptance", "tok/s",
         "elapsed", "waited", "prefill", "policy")

if TYPE_CHECKING:
    from ....engine.session_api import ModelFacts


def model_text(info: ModelFacts, server: str = "", pid: int | None = None) -> str:
    """The model status once loaded: what runs (and on which server: EditSession.server; a
    local warm engine by its pid), and whether lookup is exact there. An OpenAI-compatible
    server's colours are the client's alignment."""
    if info.name == "openai-compatible":
        return (f"model: {info.model}\nserver: {server}\ncolours: copied from the file / new\n"
                "remote: exactness not known")
    local = pid is not None and server.startswith("unix:")
    where = f"\nvia serve, pid {pid} ({server})" if local else f"\nserver: {server}" if server else ""
    return f"model: {info.model}\n{info.name} · {info.device} · {weights_text(info)}{where}\nlookup: {exactness(info.exact)}"


def weights_text(info: ModelFacts) -> str:
    """The dtype, and the weights' quantization where there is one: "bfloat16, int4 weights"."""
    return info.dtype if info.quant == "none" else f"{info.dtype}, {info.quant} weights"


def fmt_s(ms: float) -> str:
    return f"{ms / 1000:.1f} s"


def numbers(run: Run | None, now: float) -> list[tuple[str, str]]:
    """(name, value) rows. `rounds` appears only where it differs from `forwards`; `waited`
    (Enter until the engine started: loading, warm-up) only where there was a wait."""
    if run is None:
        return [(k, "–") for k in NAMES if k != "waited"]
    k = run.transcript.tally  # the Summary's numbers once the run is done
    s = k.summary
    lookup = run.request.cfg.lookup
    engine_ms = (now - run.started) * 1000 if run.started is not None else 0.0
    tok_s = s.tok_per_s if s else (k.tokens / (engine_ms / 1000) if engine_ms > 0 else 0.0)
    rows = [("tokens", f"{k.tokens:,}"), ("forwards", f"{k.forwards:,}")]
    if k.rounds != k.forwards:
        rows.append(("rounds", f"{k.rounds:,}"))
    sources = run.transcript.sources_line()
    rows += [
        ("tok/forward", f"{k.tokens_per_forward:.2f}" if k.forwards else "–"),
        ("drafted", f"{k.drafted:,}" if lookup else "– (plain)"),
        ("accepted", f"{k.accepted:,}" + (f" · {sources}" if sources else "") if lookup else "–"),
        ("acceptance", f"{k.acceptance:.0%}" if k.drafted else "–"),
        ("tok/s", f"{tok_s:.1f}"),
        ("elapsed", fmt_s(run.elapsed_ms(now))),
    ]
    waited = run.waited_ms(now)
    if waited >= 50 or run.phase is Phase.WAITING:
        rows.append(("waited", fmt_s(waited)))
    rows.append(("prefill", fmt_s(k.prefill_ms) if (s or k.rounds) else "…"))
    if s is not None:
        rows.append(("stopped by", STOPS[s.stop_reason]))
    elif run.phase is Phase.WAITING:
        rows.append(("policy", "waiting…"))
    else:
        rows.append(("policy", k.policy.value if k.policy else "prefill…"))
    return rows + attempt_rows(run, now)


def attempt_rows(run: Run, now: float) -> list[tuple[str, str]]:
    """With automatic retries (engine/retry.py): which attempt this is, and every attempt's
    tokens and time together."""
    tries = run.tries
    if tries is None or len(tries.runs) < 2:
        return []
    tokens, ms = tries.totals(now)
    which = tries.line(run).removeprefix("attempt ")
    return [("attempt", which + (f" ({run.how})" if run.how else "")), ("all attempts", f"{tokens:,} tok · {fmt_s(ms)}")]


def check_text(run: Run | None) -> str:
    """The verdict of a finished result (engine/checks.py: verified, parses, suspect or
    breaks, and what it found), or ""."""
    return run.verdict.text if run is not None and run.verdict is not None and run.transcript.finished else ""


def refused(run: Run | None) -> bool:
    return bool(check_text(run)) and run.verdict.refused


# The status line's parts, most wanted first: what a narrow line drops last. How it ended,
# the check's verdict and the speedup stay; then the rate, acceptance, tokens per forward.
ENDED, VERDICT, SPEEDUP, RATE, ACCEPTANCE, PER_FORWARD, TOKENS, ELAPSED, HINT = range(9)
SEP = " · "


def status_parts(run: Run | None, now: float, speedup: str = "") -> list[tuple[int, str]]:
    """(priority, text) in the order shown. `speedup`: the speedup panel's text, whose
    first line ("speedup ×3.10 vs plain") the line shortens to "×3.10 vs plain"."""
    if run is None:
        return [(ENDED, "no run yet"), (HINT, "f1 help"), (HINT, "f7 stats panel")]
    rows = dict(numbers(run, now))
    stop = run.transcript.stop_reason
    policy = rows.get("policy", "")
    parts = [(ENDED, stop if stop else "drafts paused" if policy == "paused" else policy)]  # the drafts, not the generation
    if run.tries is not None and len(run.tries.runs) > 1:
        parts.append((ENDED, run.tries.line(run)))
    if check_text(run):
        parts.append((VERDICT, f"check: {check_text(run)}"))
    if speedup:
        parts.append((SPEEDUP, speedup.splitlines()[0].removeprefix("speedup ")))
    parts.append((RATE, f"{rows['tok/s']} tok/s"))
    if rows.get("acceptance", "–") != "–":
        drafted_from = run.transcript.sources_line()  # "file 320": accepted tokens the text proposer drafted
        parts.append((ACCEPTANCE, f"{rows['acceptance']} acc" + (f" ({drafted_from})" if drafted_from else "")))
    parts.append((PER_FORWARD, f"{rows['tok/forward']}/fwd"))
    parts.append((TOKENS, f"{rows['tokens']} tok"))
    elapsed = rows["elapsed"] + (f" (waited {rows['waited'].removesuffix(' s')})" if "waited" in rows else "")
    parts.append((ELAPSED, elapsed))
    return [(k, t) for k, t in parts if t]


def fit(parts: list[tuple[int, str]], width: int) -> str:
    """The parts joined, dropping the least wanted until the line fits `width` cells; what
    is left wider than that (a long verdict) is cut by the widget with "…"."""
    kept = list(parts)
    while len(kept) > 1 and len(SEP.join(t for _, t in kept)) > width:
        worst = max(k for k, _ in kept)
        if worst <= SPEEDUP:
            break
        drop = max(i for i, (k, _) in enumerate(kept) if k == worst)
        kept.pop(drop)
    return SEP.join(t for _, t in kept)


def status_line(run: Run | None, now: float, speedup: str = "") -> str:
    """Every number of the status line, in its order (fit() drops parts for a narrow one)."""
    return SEP.join(t for _, t in status_parts(run, now, speedup))


class StatusLine(Static):
    # One row: a long line ends in "…" where it is cut (wrapping would hide all past the first word that does not fit).
    DEFAULT_CSS = "StatusLine { height: 1; padding: 0 1; background: $panel; color: $foreground 85%; text-wrap: nowrap; text-overflow: ellipsis; }"

    def show(self, run: Run | None, now: float, model: str = "", speedup: str = "") -> None:
        self._parts = status_parts(run, now, speedup)
        if model:
            self._parts.insert(0, (ENDED, model))
        self._fit()

    def _fit(self) -> None:
        text = fit(getattr(self, "_parts", []), self.content_size.width or 78)
        if text != getattr(self, "_shown", None):  # one row high: no layout pass needed
            self._shown = text
            self.update(Content(text), layout=False)  # literal text (no markup); the CSS cuts it with …

    def on_resize(self) -> None:
        self._fit()  # the parts that fit the new width


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
        self._shown: dict[str, object] = {}  # what each updated widget shows now
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

    def show(self, run: Run | None, now: float, speedup: str = "") -> None:
        """Called for every batch of tokens: a widget is updated only where its text changed,
        and the screen laid out again only where its height may have (a layout pass per
        batch kept the UI thread busy enough to halve a 2-core CPU's decoding rate)."""
        rows = numbers(run, now)
        if rows != self._shown.get("numbers"):
            table = Table.grid(padding=(0, 1), expand=True)
            table.add_column(style="dim")
            table.add_column(justify="right", no_wrap=True, overflow="ellipsis")  # one line a row: the height follows the row count
            for name, value in rows:
                table.add_row(name, value)
            same_height = len(rows) == len(self._shown.get("numbers") or ())
            self._shown["numbers"] = rows
            self.query_one("#numbers", Static).update(table, layout=not same_height)
        data = run.transcript.round_accepted[-SPARK_MAX:] if run else []
        self.query_one("#spark", Sparkline).data = [float(x) for x in data] if any(data) else []
        if speedup != self._shown.get("speedup"):
            self._shown["speedup"] = speedup
            self.query_one("#speedup", Static).update(Text(speedup))
        check = check_text(run)
        if check == self._shown.get("check"):
            return
        self._shown["check"] = check
        box = self.query_one("#check", Static)
        box.update(Text(f"check: {check}" if check else ""))
        box.display = bool(check)
        box.set_class(refused(run), "-bad")
        box.set_class(check.startswith("not checked"), "-unchecked")

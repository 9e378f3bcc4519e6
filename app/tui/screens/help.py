"""F1: every key, every colour and every stat, defined in one place."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

HELP = """\
# redraft

Type what should change and press **enter**. The model rewrites the file; prompt lookup
copies runs of text from your file as *drafts* and the model checks each draft in one
step, so unchanged code streams in fast. Nothing is written until you accept.
**esc**, **f1** or **q** closes this help.

## Keys

| key | what it does |
|---|---|
| enter | run the instruction (ctrl+j: a new line in it) |
| ↑ / ↓ | earlier instructions, this file's first (in the instruction box) |
| ctrl+f | search every earlier instruction |
| esc | cancel the generation (the UI stays live) |
| tab / shift+tab | to the output pane and back: there ← → ↑ ↓ pgup pgdn scroll it (line numbers stay put) |
| ctrl+s | accept: write the whole result (atomic, with a backup; a suspect or breaking result asks first) |
| ctrl+g | review hunk by hunk: accept, reject or edit each, then write once |
| ctrl+n | reject: clear the output (ctrl+r still re-runs it) |
| ctrl+r | retry the last instruction (a new seed when sampling; after a suspect or breaking result it tells the model what failed) |
| ctrl+b | undo the last accept (puts the backup back) |
| ctrl+l | the edit log: undo back to any earlier point |
| f2 | view: diff → full output → side by side |
| f3 | show or hide rejected drafts, struck through where they were rejected |
| f4 | model and decoding settings |
| f5 | race: plain decoding vs prompt lookup on one clock (plain runs first; then lookup runs live beside plain's replay) |
| f6 / f7 | show or hide the source pane / the stats panel |
| f8 / f9 | copy the result / save it as a patch (paths from the git root) |
| f10 | write the computed fix: when the check refuses a rename, a setting or a reformat, the exact result a library computes (labelled computed, not generated), through the same safe write |
| ctrl+o / ctrl+t | open a file / paste mode (a scratch buffer) |
| ctrl+p | the command palette: every action, and themes |
| f1 | this help · ctrl+q quits (a running generation is cancelled; with a result not yet accepted or rejected, quitting or opening a file asks first) |

## Colours (the legend under the output)

| colour | meaning |
|---|---|
| accepted draft | copied from the file by prompt lookup and confirmed by the model: the fast path |
| model's own | a token the model produced itself, where no draft was proposed or the draft was wrong |
| bonus | the model's extra token after a draft it agreed with entirely: free, from the same step |
| in flight | a draft proposed and being checked right now; it becomes one of the above or rejected |
| rejected | draft tokens the model disagreed with (f3 shows them); never part of the result |
| unchanged | dimmed lines: the same as in the original file |

In the diff view `+` lines are new, `-` lines are removed, `▸` is the line being written;
"more original lines not reached yet" are lines the model has not got to ("missing": a
result cut short never got to them, and written as it is the file would end there).

## Stats

| stat | definition |
|---|---|
| tokens | tokens generated (the whole reply, fences included) |
| forwards | model steps; each checks one draft (or makes one token when there is none) |
| rounds | draft-and-check rounds; shown only when it differs from forwards |
| tok/forward | tokens per model step: plain decoding makes just under 1.0 (the prompt's step and the one that ends it count too), higher is the speedup's source |
| drafted | draft tokens proposed from the file |
| accepted | draft tokens the model confirmed |
| acceptance | accepted ÷ drafted |
| tok/s | tokens per second while the model ran (prefill included, waits not) |
| elapsed | from enter until done, waits included |
| waited | from enter until the model started: loading, the warm-up, another run |
| prefill | reading the prompt (your file and instruction) before the first token |
| policy | drafting (proposing drafts), paused (drafts kept missing: plain steps for a while), probation (narrow drafts until one lands), off (plain decoding) |
| stopped by | why it ended: model finished (eos), stop string, token limit, context full, loop guard, cancelled, the server (its own reason) |
| speedup | against a plain run of the same request (f5, or the palette's "Run a plain baseline") |
| check | the verdict on the result: *verified* (the instruction's rule held: every use renamed and nothing else, the data unchanged and the layout asked for), *parses* (no rule for this instruction: it still parses), *suspect* (a rule failed: what and where), *breaks* (it no longer parses, or lost a name) |
| attempt | a suspect or breaking result is retried automatically ([check] retries, default 1), telling the model what failed; which attempt is shown, and which was kept |
| all attempts | tokens and time over every attempt |

Below 120 columns the stats are one status line, in this order: how it ended, the check,
the speedup, tok/s, acc (acceptance), /fwd (tokens per forward), tok (tokens), elapsed.
Parts that do not fit are left out from the end of that list; the check and the speedup stay.

After loading, the model is *warmed up* in the background (each step width once), so no
request pays first-use costs; a request made meanwhile waits, and the wait is counted.
"""


class HelpScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 100; max-width: 98%; height: 90%;
        border: thick $primary 60%; background: $surface; padding: 0 1;
    }
    """
    BINDINGS = [Binding("escape,f1,q", "close", "close")]

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Markdown(HELP)

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)

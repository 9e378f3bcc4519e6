"""The TUI's latency as a user meets it: the real app (headless, Textual's pilot) on a real
model, from start to model ready, the background warm-up, then Enter to the first token
on screen for a few edits in a row: the first as soon as the app is ready (the warm-up's
later pieces still running), the others after them.

    python docs/benchmarks/tui_first_token.py [--model M] [--device cuda] [--dtype bf16]
        [--file F] [--instruction I] [--runs 3] [--json OUT] [--at-once]

--at-once: the first instruction goes in as soon as the edit screen is up, before the model
has loaded, as a user who opens a file and types at once does: its wait (load, warm-up)
is then counted in its enter_to_first_token_ms, as the stats panel counts it.
--think S: wait S seconds after the warm-up's essential part before the first Enter (the
time a user takes to type the instruction; the later warm-up pieces run meanwhile).
--stop-at-first: cancel each run (esc) once its first token is on screen.
--no-warm-prompt: the A/B switch for Session.warm_prompt (the open file's prompt length
prefilled in the background warm-up).
--full-repaint: the A/B switch for the output pane's repaint of changed rows only (every
batch repaints the whole pane, as before).

"first token" is when the edit screen has handled the first TokensArrived (the output pane
is updated in that handler and painted on the next frame), timed inside the handler;
Enter is the run's own clock (Run.entered), the same perf_counter. Each run
after the first is a retry of the same request (ctrl+r), so the model is measured on the
same prompt with everything warm. The model is loaded the way `redraft FILE` loads it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


async def measure(a) -> dict:
    from redraft.app.files.reading import read_source
    from redraft.app.tui.app import RedraftApp
    from redraft.app.tui.document import Document
    from redraft.app.tui.state import Phase
    from redraft.app.tui_cmd import session_factory

    from redraft.app.tui.screens.edit import EditScreen

    firsts: dict[int, float] = {}  # id(run) -> when its first tokens were handled
    handler = EditScreen.on_tokens_arrived

    def timed(self, msg) -> None:
        handler(self, msg)
        if self.run is not None and self.run.transcript.token_count > 0:
            firsts.setdefault(id(self.run), time.perf_counter())

    EditScreen.on_tokens_arrived = timed  # Textual looks handlers up on the class when dispatching
    opts = {"model": a.model, "backend": "auto", "device": a.device, "dtype": a.dtype, "graphs": True}
    doc = Document.from_loaded(read_source(str(a.file)))
    app = RedraftApp(doc, session_factory=session_factory(opts), clock=time.perf_counter)
    import os

    out: dict = {"file": str(a.file), "instruction": a.instruction, "runs": [],
                 "load_before": [round(x, 2) for x in os.getloadavg()]}
    t0 = time.perf_counter()

    async def until(cond, timeout: float, what: str, step: float = 0.002) -> float:
        deadline = time.perf_counter() + timeout
        while not cond():
            if time.perf_counter() > deadline:
                raise SystemExit(f"timed out waiting for {what}")
            await pilot.pause(step)
        return time.perf_counter()

    async with app.run_test(size=(160, 45)) as pilot:
        if a.at_once:
            await pilot.pause(0.05)
            area = app.screen.query_one("#instruction")
            area.text = a.instruction
            area.focus()
            await pilot.press("enter")
            out["entered_s"] = round(time.perf_counter() - t0, 2)
        ready = await until(lambda: app.session is not None, 900, "the model")
        warm = await until(lambda: not app.warming, 900, "the warm-up")
        out["model_ready_s"] = round(ready - t0, 2)
        out["warmup_s"] = round(warm - ready, 2)  # the essential part: requests are served from here
        out["backend"] = app.session.info.name
        if a.think:
            await pilot.pause(a.think)
        for i in range(a.runs):
            if i == 1:  # run 0 went in at once, while the later warm-up pieces ran; the rest after them
                later = await until(lambda: not app.warming_later, 900, "the later warm-up pieces")
                out["later_pieces_done_s"] = round(later - warm, 2)
            prev = None if (i == 0 and a.at_once) else app.screen.run
            if i == 0 and a.at_once:
                pass  # entered before the model was ready
            elif i == 0:
                area = app.screen.query_one("#instruction")
                area.text = a.instruction
                area.focus()
                await pilot.press("enter")
            else:
                await pilot.press("ctrl+r")  # retry: the same request again
            await until(lambda: app.screen.run is not None and app.screen.run is not prev, 30, "the run")
            run = app.screen.run
            ui0, proc0 = time.thread_time(), time.process_time()  # this coroutine runs on the UI thread
            if a.stop_at_first:
                await until(lambda: id(run) in firsts or run.phase in (Phase.DONE, Phase.FAILED), 600, "the first token")
                await pilot.press("escape")
            await until(lambda: run.phase in (Phase.DONE, Phase.FAILED, Phase.CANCELLED), 600, "the edit", step=0.05)
            ui_s, proc_s = time.thread_time() - ui0, time.process_time() - proc0
            await pilot.pause(0.2)
            first = firsts.get(id(run), float("nan"))
            done = run.transcript.done
            out["runs"].append({
                "enter_to_first_token_ms": round((first - run.entered) * 1000, 1),
                "waited_ms": round(run.waited_ms(run.ended), 1),
                "enter_to_done_ms": round(run.elapsed_ms(0.0), 1),
                "prefill_ms": round(run.transcript.prefill_ms, 1),
                "tokens": run.transcript.token_count,
                "stop": run.transcript.stop_reason,
                "error": run.error,
                "tok_s": round(done.summary.tok_per_s, 1) if done else None,
                # CPU seconds, Enter to done: the UI thread's (a 2-core CPU's cycles taken from
                # decoding; robust to other processes' load, unlike tok/s) and the process's
                "ui_cpu_s": round(ui_s, 3), "process_cpu_s": round(proc_s, 3),
                "ui_cpu_ms_per_token": round(1000 * ui_s / max(1, run.transcript.token_count), 2),
            })
            print(json.dumps(out["runs"][-1]), flush=True)
        await pilot.press("ctrl+q")
    return out


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--model", default=None)
    p.add_argument("--device", default="auto")
    p.add_argument("--dtype", default="auto")
    p.add_argument("--file", type=Path, default=ROOT / "tests" / "data" / "edits" / "inventory.py")
    p.add_argument("--instruction", default="Rename the field qty to quantity everywhere (both dataclasses, parameters and uses).")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--json", type=Path)
    p.add_argument("--at-once", action="store_true", help="enter the first instruction before the model is ready")
    p.add_argument("--think", type=float, default=0.0, help="seconds between ready and the first Enter")
    p.add_argument("--stop-at-first", action="store_true", help="cancel each run once its first token shows")
    p.add_argument("--no-warm-prompt", action="store_true", help="A/B: no Session.warm_prompt")
    p.add_argument("--full-repaint", action="store_true", help="A/B: the output pane repainted whole per batch")
    a = p.parse_args()
    import os

    state = tempfile.mkdtemp(prefix="redraft-tui-bench-")
    os.environ.setdefault("REDRAFT_STATE_DIR", state)  # no history or backups of the user's
    os.environ.setdefault("REDRAFT_CONFIG", os.devnull)
    if a.full_repaint:
        from redraft.app.tui.widgets.output import OutputView

        OutputView._repaint_changed = lambda self: (setattr(self, "_painted", None), self.refresh())
    if a.no_warm_prompt:
        from redraft.engine.session import Session

        Session.warm_prompt = lambda self, *args, **kw: None
    out = asyncio.run(measure(a))
    print(json.dumps({k: v for k, v in out.items() if k != "runs"}), flush=True)
    if a.json:
        a.json.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

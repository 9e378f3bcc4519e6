"""The UI thread's CPU per batch of tokens, with a scripted session (no model): the 82-line
inventory.py rename streamed at ~10 batches a second, 160x45. CPU time, so other processes'
load changes it little. `full` repaints the output pane whole per batch (A/B); add any second
argument for a cProfile. UI_ROOT and PYTHONPATH point it at another checkout (before/after).

    python docs/benchmarks/tui_ui_cost.py changed|full [prof]
"""
import asyncio, sys, time, re, cProfile, pstats, os
from pathlib import Path
sys.path.insert(0, os.environ.get("UI_ROOT", str(Path(__file__).resolve().parents[2])))
os.environ.setdefault("REDRAFT_STATE_DIR", "/tmp/redraft-ui-cost-state")
from tests.app.tui.conftest import make_app
from tests.app.tui.fakes import ScriptedSession
from redraft.app.tui.widgets.output import OutputView
from redraft.app.tui.state import Phase

src = (Path(sys.path[0]) / "tests" / "data" / "edits" / "inventory.py").read_text()
edited = "```python\n" + re.sub(r"\bqty\b", "quantity", src) + "```\n"
mode = sys.argv[1]
if mode == "full":
    OutputView._repaint_changed = lambda self: (setattr(self, "_painted", None), self.refresh())
prof = cProfile.Profile() if len(sys.argv) > 2 else None

batches = [0]
from redraft.app.tui.screens.edit import EditScreen
_h = EditScreen.on_tokens_arrived
def counted(self, msg):
    batches[0] += 1
    _h(self, msg)
EditScreen.on_tokens_arrived = counted

async def main():
    p = Path("/tmp/redraft-ui-cost-inventory.py"); p.write_text(src)
    app = make_app(p, ScriptedSession(edited, delay_s=0.006))
    async with app.run_test(size=(160, 45)) as pilot:
        while app.session is None or app.warming or app.warming_later:
            await pilot.pause(0.05)
        area = app.screen.query_one("#instruction"); area.text = "rename qty"; area.focus()
        t0, c0 = time.perf_counter(), time.thread_time()
        if prof: prof.enable()
        await pilot.press("enter")
        while app.screen.run is None or app.screen.run.phase is not Phase.DONE:
            await pilot.pause(0.05)
        if prof: prof.disable()
        run = app.screen.run
        print("batches", batches[0], "ui cpu ms per batch", round(1000 * (time.thread_time() - c0) / batches[0], 2), end=" ")
        print(mode, "tokens", run.transcript.token_count, "wall", round(time.perf_counter() - t0, 2),
              "ui cpu s", round(time.thread_time() - c0, 3))
asyncio.run(main())
if prof:
    pstats.Stats(prof).sort_stats("cumulative").print_stats(35)

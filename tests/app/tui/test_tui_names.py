"""Issue 25, case 5: the TUI given a file whose name is not UTF-8 died on Enter (the prompt
named the file with os.fsdecode's lone surrogates, which a tokenizer cannot take, and the
history write raised mid-file, leaving a temp behind). Now the edit runs and the history
keeps the name."""

from __future__ import annotations

import os

from redraft.app.tui.history import History
from redraft.engine.config import DecodeConfig
from tests.app.tui.conftest import make_app, run_async, submit, wait_for
from tests.app.tui.fakes import FakeTokenizer


class StrictTokenizer(FakeTokenizer):
    """As the real (Rust) tokenizer: text only; a lone surrogate cannot be encoded."""

    def encode_chat(self, messages) -> list[int]:
        for m in messages:
            m["content"].encode("utf-8")
        return super().encode_chat(messages)


def strict_session():
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.session import Session
    from tests.tiny import tiny_model

    return Session(TorchBackend(tiny_model(), name="tiny-random-qwen2"), StrictTokenizer())


@run_async
async def test_enter_on_a_non_utf8_name_edits_and_keeps_the_history(tmp_path):
    path = tmp_path / os.fsdecode(b"\xff.py")
    path.write_text("x = 1\nprint(x)\n")
    session = strict_session()
    app = make_app(path, session, cfg=DecodeConfig(max_tokens=8))
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for(pilot, lambda: app.session is session, what="model ready")
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: app.screen.run is not None and app.screen.run.transcript.finished,
                       timeout=60, what="generation")
        assert app.is_running
    state = tmp_path / "state"
    assert sorted(p.name for p in state.iterdir() if p.name.startswith(".history") or p.suffix == ".json") == ["history.json"]
    assert History(state / "history.json").recall(str(path.resolve())) == ["rename x to count"]

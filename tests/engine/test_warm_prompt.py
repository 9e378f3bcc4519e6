"""Session.warm_prompt: the open file's prompt length prefilled before the first request."""

from __future__ import annotations


def test_warm_prompt_prefills_the_files_prompt_length_on_a_cpu_and_leaves_an_empty_cache():
    """Session.warm_prompt (issue 25: the first request's prefill built its CPU kernels):
    one prefill as long as the file's prompt plus room for an instruction, then reset."""
    from types import SimpleNamespace

    from redraft.engine.prompting import edit_messages
    from redraft.engine.session import WARM_INSTRUCTION_TOKENS, Session

    class Tok:
        def encode_chat(self, messages):
            return list(range(len("".join(m["content"] for m in messages))))

    calls = []

    class Backend:
        info = SimpleNamespace(device="cpu", max_context=32768)

        def reset(self):
            calls.append("reset")

        def prefill(self, ids):
            calls.append(len(ids))

    s = Session(Backend(), Tok())
    s.warm_prompt("x = 1\n", "a.py")
    n = len(Tok().encode_chat(edit_messages("x = 1\n", "x", "a.py"))) + WARM_INSTRUCTION_TOKENS
    assert calls == ["reset", n, "reset"]
    calls.clear()
    Backend.info = SimpleNamespace(device="cuda:0", max_context=32768)
    s.warm_prompt("x = 1\n", "a.py")
    s = Session(SimpleNamespace(info=SimpleNamespace(device="cpu")), Tok())
    s.warm_prompt("  \n", "a.py")  # nothing to edit yet (an empty paste buffer)
    assert calls == []

"""Deliberate bugs, written once: every parity check in the suite must notice each of them.

A trim mutation rolls the cache back wrongly on one backend instance; an acceptance
mutation changes the round loop's rule for every backend; a chain mutation feeds a
pipelined step the wrong token."""

from __future__ import annotations

import redraft.engine.decode.loop as loop

TRIM = ("trim_one_short", "trim_one_long", "trim_never")
ACCEPTANCE = ("accept_one_more", "accept_first_rejected", "accept_all")
CHAIN = ("chain_fed_token",)
ALL = TRIM + ACCEPTANCE + CHAIN


def break_(monkeypatch, what: str, backend=None) -> None:
    """Break `what` (one of ALL) until the test ends."""
    if what in TRIM:
        real = backend.trim
        broken = {
            "trim_one_short": lambda n: real(max(0, n - 1)),
            "trim_one_long": lambda n: real(min(backend.cache_len, n + 1)),
            "trim_never": lambda n: None,
        }[what]
        monkeypatch.setattr(backend, "trim", broken)
    elif what in ACCEPTANCE:
        real = loop.accepted_prefix

        def accept_first_rejected(d, t):  # a partly accepted block keeps its first wrong draft too
            a = real(d, t)
            return a + (0 < a < len(d))

        broken = {
            "accept_one_more": lambda d, t: min(len(d), real(d, t) + 1),
            "accept_first_rejected": accept_first_rejected,
            "accept_all": lambda d, t: len(d),  # what the sampling tests break
        }[what]
        monkeypatch.setattr(loop, "accepted_prefix", broken)
    elif what == "chain_fed_token":
        real, fed = backend.submit, {}

        def submit(tokens, sampling):  # a chained step is fed what the step before was fed
            if tokens is None:
                tokens = [fed["last"]]
            fed["last"] = int(list(tokens)[-1])
            return real(tokens, sampling)

        monkeypatch.setattr(backend, "submit", submit)
    else:
        raise ValueError(what)


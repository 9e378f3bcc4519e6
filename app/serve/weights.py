"""The server's side of the weights check (engine/store/weights_check.py): a client writes
files, the server does not, so the check that guards every local write must reach the
client. Before a request is admitted and again before its result is sent, the server stats
the weight files it read (a changed one is hashed again) and refuses once damage is found;
the result waits for a check still hashing (the load's, or a re-check). /health says
"checking", "ok" or "damaged: ..."."""

from __future__ import annotations

from typing import Callable, Iterator

from ...engine import Done, Event, RedraftError
from ...engine.store import weights_check

DAMAGED = "weights_damaged"  # the error's type in every answer (an event, a chunk, a JSON error)


class WeightsDamaged(RedraftError):
    """The model's files failed their check: no result of it is sent."""


def message(d: weights_check.Damage) -> str:
    return (f"this server's {d.describe()}, so it serves no results: {d.fix}, then restart the server "
            "(`redraft serve stop`)")


def refuse_if_damaged() -> None:
    """Before admission: damage already found (a changed file starts its re-check here)."""
    weights_check.recheck()
    if (d := weights_check.found()) is not None:
        raise WeightsDamaged(message(d))


def state() -> str:
    """For /health: "ok", "checking" (a hash runs) or "damaged: ..."."""
    weights_check.recheck()
    busy = weights_check.pending()  # before `found`: a check that ends between the two is not "ok"
    if (d := weights_check.found()) is not None:
        return f"damaged: {d.describe()}"
    return "checking" if busy else "ok"


def guarded(start: Callable[[Callable[[], bool]], Iterator[Event]]) -> Callable[[Callable[[], bool]], Iterator[Event]]:
    """`start`'s events, the Done held until every check of the weights passed (in the
    generation thread: the event loop never waits on a hash); WeightsDamaged instead of it."""

    def run(cancelled: Callable[[], bool]) -> Iterator[Event]:
        for ev in start(cancelled):
            if isinstance(ev, Done):
                weights_check.recheck()
                if (d := weights_check.damage()) is not None:
                    raise WeightsDamaged(message(d))
            yield ev

    return run

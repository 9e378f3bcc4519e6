"""Caches of what the check derives from a text (its syntax tree, its words, its
definitions), keyed by the text itself and never by a file name: one check reads the same
original and result in many rules, and a computed fix's check reads the original again.

    @per_text(maxsize=8)      an lru_cache whose arguments include the text; registered
    def _lexed(text, suffix): ...
    clear()                   empties every registered cache (a benchmark's fresh text)

The key is the whole text, so a changed text is a miss, never a stale hit. Each cache keeps
only its last few texts: a 2,000-line file's tree or words are a few MB."""

from __future__ import annotations

import gc
from functools import lru_cache, wraps
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_CACHES: list[Any] = []


def per_text(maxsize: int = 8) -> Callable[[F], F]:
    """functools.lru_cache, registered so that `clear` reaches it."""

    def wrap(fn: F) -> F:
        cached = lru_cache(maxsize=maxsize)(paused_gc(fn))
        _CACHES.append(cached)
        return cached  # type: ignore[return-value]

    return wrap


def paused_gc(fn: F) -> F:
    """`fn` with Python's cyclic garbage collector paused while it runs. Lexing or parsing a
    2,000-line text makes some 100,000 objects, none of them cyclic garbage, and meanwhile the
    collector would walk every live object again and again (10-15% of a check's time).
    Reference counting frees memory as usual; the collector resumes afterwards (and catches up
    once, in milliseconds), unless something else had paused it."""

    @wraps(fn)
    def run(*args: Any, **kwargs: Any) -> Any:
        was = gc.isenabled()
        gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            if was:
                gc.enable()

    return run  # type: ignore[return-value]


def register(cache: Any) -> None:
    """Have `clear` empty `cache` too (anything with cache_clear() or clear())."""
    _CACHES.append(cache)


def clear() -> None:
    """Forget every text the check has seen."""
    for cached in _CACHES:
        if hasattr(cached, "cache_clear"):
            cached.cache_clear()
        else:
            cached.clear()

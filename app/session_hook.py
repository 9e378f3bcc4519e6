"""A hidden hook for tests and benchmarks: REDRAFT_SESSION_FACTORY="module:callable" names a
function (progress) -> session that the TUI and `redraft serve` call instead of loading a
model (a scripted session, a replay backend: no weights, and fast)."""

from __future__ import annotations

import importlib
import os
from typing import Callable

FACTORY_ENV = "REDRAFT_SESSION_FACTORY"


def hooked_factory() -> Callable | None:
    spec = os.environ.get(FACTORY_ENV)
    if not spec:
        return None
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)

"""An object named by a value it holds: `[package] name = "cvprog"` names the package table for
"bump cvprog to 0.5.0", `name: anemometer` names a sensor for "the anemometer", so a change
of a key in it to a value the instruction gives is the asked one.

    holder_named(data, path, said, instruction, new) -> bool"""

from __future__ import annotations

import re
from typing import Any

from .datakeys import at, key_said


def holder_named(data: Any, path: tuple[str, ...], said: set[str], instruction: str, new: Any) -> bool:
    """An object around the change holds a name the instruction says (`[package] name =
    "cvprog"` for "bump cvprog to 0.5.0", `name: anemometer` for "the anemometer"), and no
    other key beside the changed one is the one the instruction half says ("polled":
    `poll_interval_s`, not `gust_window_s`). Called where the old value is not said: another
    number said ("every 5s instead of 30") is the old value of another key."""
    def partly(key: str) -> bool:
        return any(len(p) >= 3 and any(w.startswith(p) for w in said) for p in re.findall(r"[a-z]+", key.lower()))

    held = at(data, path[:-1]) if data is not None and path else None
    if not isinstance(held, dict) or set(re.findall(r"\d+(?:\.\d+)*", instruction)) - set(re.findall(r"\d+(?:\.\d+)*", str(new))):
        return False
    if not any(isinstance(v, str) and re.fullmatch(r"[A-Za-z][\w.-]{2,40}", v) and key_said(v, said) for v in held.values()):
        return False
    others = [k for k, v in held.items() if k != path[-1] and not isinstance(v, (dict, list)) and not key_said(str(v), said)]
    return partly(path[-1]) or not any(partly(k) for k in others)

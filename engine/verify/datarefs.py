"""Where data names another entry of itself: CI jobs that need a job, compose services that
depend on a service. Pure data walks, below the data net (datanet.py) and the removal rule
(removal.py), which both ask when a job or section is removed."""

from __future__ import annotations

from typing import Any


def holds_container(data: Any, key: str) -> bool:
    """Some object of `data` holds `key` with an object or a list (a job, a section: a thing
    other entries may name)."""
    if isinstance(data, dict):
        return any(k == key and isinstance(v, (dict, list)) or holds_container(v, key) for k, v in data.items())
    return isinstance(data, list) and any(holds_container(x, key) for x in data)


# The keys under which one entry names another it depends on (CI jobs, compose services, tasks).
DEPENDS = {"needs", "depends_on", "depends-on", "dependsOn", "dependencies", "extends", "requires", "after", "links",
           "wants", "volumes_from", "uses_job", "run_after", "upstream", "triggers"}


def references(data: Any, name: str, path: str) -> list[str]:
    """Where `data` still names `name` under a dependency key (`needs: [build, e2e]`, `needs:
    e2e`, `depends_on: {e2e: ...}`); an equal value elsewhere (`image: redis`) is no reference."""
    if isinstance(data, list):
        return [p for i, x in enumerate(data) for p in references(x, name, f"{path}[{i}]")]
    if not isinstance(data, dict):
        return []
    out: list[str] = []
    for k, v in data.items():
        if str(k) in DEPENDS and (v == name or isinstance(v, (list, dict)) and name in v):
            out.append(f"{path}.{k}")
        else:
            out += references(v, name, f"{path}.{k}")
    return out

"""pyproject.toml lists its packages by hand (samples/ ships as redraft.samples): keep the
list complete, and the shipped prompts findable without a checkout."""

from __future__ import annotations

import sys
from pathlib import Path

from redraft.bench import prompts

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]


def test_every_python_package_is_listed():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(("redraft", *p.parent.relative_to(ROOT).parts))
        for top in ("app", "engine", "bench", "themes")
        for p in (ROOT / top).rglob("__init__.py")
    }
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_shipped_prompts_are_found_without_a_checkout(monkeypatch, tmp_path):
    # as in a wheel install: no samples/ next to the engine, the data under redraft.samples
    monkeypatch.setattr(prompts, "__file__", str(tmp_path / "bench" / "prompts.py"))
    shipped = tmp_path / "site" / "redraft" / "samples"
    (shipped / "bench").mkdir(parents=True)
    (shipped / "bench" / "edit_fn.toml").write_text((ROOT / "samples/bench/edit_fn.toml").read_text())
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    assert prompts.default_dir() == shipped / "bench"

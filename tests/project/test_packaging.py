"""pyproject.toml lists its packages by hand (samples/ ships as redraft.samples): keep the
list complete, and the shipped prompts findable without a checkout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from redraft.bench import prompts

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]


def test_every_python_package_is_listed():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(("redraft", *p.parent.relative_to(ROOT).parts))
        for top in ("app", "engine", "bench", "themes")
        for p in (ROOT / top).rglob("__init__.py")
    }
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


@pytest.mark.parametrize("set_name", ["bench", "quality"])
def test_shipped_prompts_are_found_without_a_checkout(monkeypatch, tmp_path, set_name):
    # as in a wheel install: no samples/ next to the engine, the data under redraft.samples
    monkeypatch.setattr(prompts, "__file__", str(tmp_path / "bench" / "prompts.py"))
    shipped = tmp_path / "site" / "redraft" / "samples"
    (shipped / set_name).mkdir(parents=True)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    assert prompts.default_dir(set_name) == shipped / set_name


def test_package_data_covers_every_sample_file():
    """Every file under samples/ matches a redraft.samples package-data pattern (a wheel
    without them cannot run `redraft bench --quality`)."""
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["redraft.samples"]
    files = [p.relative_to(ROOT / "samples") for p in (ROOT / "samples").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    missed = [str(f) for f in files if not any(f.match(pat) and len(f.parts) == len(Path(pat).parts) for pat in patterns)]
    assert not missed, f"add to [tool.setuptools.package-data] redraft.samples: {missed}"


def test_package_data_ships_every_non_python_file_of_the_engine():
    """The kernels' C sources are compiled on the user's machine (engine/kernels/build.py): a
    wheel without them would fall back to int8 everywhere."""
    from fnmatch import fnmatch

    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    files = [p for p in (ROOT / "engine").rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")]
    assert any(p.suffix == ".c" for p in files)
    missed = [
        str(p.relative_to(ROOT)) for p in files
        if not any(fnmatch(p.name, pat) for pat in data.get(".".join(("redraft", *p.parent.relative_to(ROOT).parts)), []))
    ]
    assert not missed, f"add to [tool.setuptools.package-data]: {missed}"

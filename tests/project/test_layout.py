"""Imports that tools follow by path (issue 24, item 5). Inside app/, engine/, bench/ and
themes/ our own imports are relative (ruff's TID251 refuses `from redraft...` there), so a tool
that reads the tree with no import hook finds every link: inside a folder with the folder as
it stands, and between folders from a `redraft/` root of links (what `make lint` gives mypy).
Checked with grimp (import-linter's graph) against the graph the installed package gives."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("app", "engine", "bench", "themes")

# grimp's graph of `packages`, read from `root`, in a fresh interpreter. hook=False: without
# the editable install's import hook, as a tool that reads the tree sees it.
PROBE = r"""
import importlib.util, json, sys
root, hook, packages = sys.argv[1], sys.argv[2] == "hook", sys.argv[3:]
if not hook:
    sys.meta_path = [f for f in sys.meta_path if "__editable__" not in getattr(f, "__module__", "")]
    sys.path_hooks = [h for h in sys.path_hooks if "Editable" not in repr(h)]
    sys.path = [p for p in sys.path if "__editable__" not in p]
    sys.path_importer_cache.clear()
sys.path.insert(0, root)
import grimp
graph = grimp.build_graph(*packages, cache_dir=None)
ours = lambda m: any(m == p or m.startswith(p + ".") for p in packages)
edges = sorted({(m, i) for m in graph.modules if ours(m) for i in graph.find_modules_directly_imported_by(m) if ours(i)})
folders = sorted({importlib.util.find_spec(p).submodule_search_locations[0] for p in packages})
print(json.dumps({"edges": edges, "folders": folders}))
"""


def probe(root: Path, packages: list[str], hook: bool = False) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, str(root), "hook" if hook else "path", *packages],
                         capture_output=True, text=True, cwd=root, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout)


def installed_edges() -> set[tuple[str, str]]:
    """The graph through the install (redraft.app -> app/ ...), as import-linter sees it."""
    return {tuple(e) for e in probe(ROOT, [f"redraft.{f}" for f in FOLDERS], hook=True)["edges"]}


def test_inside_a_folder_every_import_resolves_by_path():
    """The tree as it stands (app/, engine/ as top-level packages, no hook): every link that
    stays inside a folder is found. With `from redraft.engine.x import y` none would be."""
    want = {(a.removeprefix("redraft."), b.removeprefix("redraft.")) for a, b in installed_edges()
            if a.split(".")[1] == b.split(".")[1]}
    got = probe(ROOT, list(FOLDERS))
    assert {Path(f).parent for f in got["folders"]} == {ROOT}
    assert {tuple(e) for e in got["edges"]} == want
    assert len(want) > 300


def test_from_a_redraft_root_every_link_between_the_folders_resolves(tmp_path):
    """A `redraft/` folder of links to app/, engine/, ... (pyproject's package-dir): the whole
    graph, the app -> engine arrows included, read by path from there."""
    (tmp_path / "redraft").mkdir()
    for f in FOLDERS:
        (tmp_path / "redraft" / f).symlink_to(ROOT / f, target_is_directory=True)
    got = probe(tmp_path, [f"redraft.{f}" for f in FOLDERS])
    assert {Path(f).parent for f in got["folders"]} == {tmp_path / "redraft"}
    want = installed_edges()
    assert {tuple(e) for e in got["edges"]} == want
    across = {(a.split(".")[1], b.split(".")[1]) for a, b in want if a.split(".")[1] != b.split(".")[1]}
    assert ("app", "engine") in across and ("bench", "engine") in across
    assert not {("engine", "app"), ("engine", "bench"), ("bench", "app")} & across  # one way

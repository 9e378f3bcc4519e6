"""Tests that mirror the folders (issue 45): a test file lives in the tests/ folder of the
source folder it exercises (tests/engine/verify/ for engine/verify/, tests/app/ for app/'s own
modules, tests/bench/ for bench/), so `pytest tests/engine/store` runs the model store's tests.

    python tests/mirror.py            # move what is out of place (git mv), fix what names it
    python tests/mirror.py --check    # only say what it would do; exit 1 if anything

Safe to run again (after merging a branch that added or moved tests): what is in place stays,
a second run moves nothing. The rules, in order:

1. HOME below: the files placed by hand, from what each imports and exercises;
2. a file not in HOME (a new one): by its imports (`by_imports`), printed with the reason:
   a test_e2e_* or *_e2e file -> e2e/; no `redraft` import -> project/; else the source folder
   most of its `from redraft.X import` lines name; where those span app/, engine/ and bench/
   with no folder holding half of them -> e2e/ (cross-cutting);
3. a test folder of the old layout (FOLDERS) moves whole, its helpers and snapshots with it.

Helper modules (conftest.py, helpers.py, fakes.py, ...) and data folders stay where they are.
Each move rewrites what names the file: `tests.test_x` imports and strings in tests/, the
path tests/test_x.py anywhere in the repository (docs, comments, pyproject.toml), and the
file's own Path(__file__).parents[n] by its new depth. tests/slow_tests.txt and
tests/tiers.py key a test by its file's name, not its folder, so the tiers need no change.
tests/project/test_mirror.py fails while anything is out of place."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
SOURCE = ("app", "engine", "bench", "themes")  # the folders tests/ mirrors
# test folders with no source folder of their own: the only ones allowed besides the mirror
EXTRA = {
    "e2e": "end to end on the real models, and tests that hold app/, engine/ and bench/ together",
    "project": "the repository itself: layout, packaging, docs' links, the test tiers, this mirror",
    "engine/backends/contract": "the contract suite: every backend held to one standard (its own conftest)",
}
DATA = ("data", "quality_edits", "__snapshots__", "__pycache__")  # not test code
# folders of the old layout -> their home
FOLDERS = {"tui": "app/tui", "serve": "app/serve", "contract": "engine/backends/contract"}

HOME = {
    # engine/verify/: the check's rules
    **dict.fromkeys(("test_addfield.py", "test_check_generalises.py", "test_check_net.py", "test_intent.py",
                     "test_move.py", "test_removal.py", "test_sortnamed.py", "test_verify.py"), "engine/verify"),
    # engine/'s own modules: checks, detok, prompting, retry, policy, tally, placement, the
    # tokenizer process, the session
    **dict.fromkeys(("test_checks.py", "test_detok.py", "test_prompting.py", "test_warm_prompt.py", "test_retry.py",
                     "test_best_of.py", "test_policy.py", "test_tally.py", "test_placement.py",
                     "test_tokenizer_process.py", "test_exactness.py"), "engine"),
    **dict.fromkeys(("test_costs.py", "test_loop.py", "test_stops.py"), "engine/decode"),
    **dict.fromkeys(("test_ngram.py", "test_textarbiter.py", "test_textcursor.py", "test_textdraft.py",
                     "test_textedits.py", "test_text_parity.py"), "engine/propose"),
    **dict.fromkeys(("test_cpu_linear.py", "test_invariance.py", "test_mlx_backend.py", "test_sampling.py",
                     "test_settings.py", "test_static_backend.py", "test_static_select.py", "test_torch_compat.py"),
                    "engine/backends"),
    "test_blocks.py": "engine/kernels",  # the GGUF block kernel (blockq.c) and the blocks that feed it
    **dict.fromkeys(("test_quant.py", "test_quant_int8.py", "test_models_arch.py"), "engine/models"),
    **dict.fromkeys(("test_default_model.py", "test_hub.py", "test_hub_server.py", "test_model_integrity.py",
                     "test_modelstore.py", "test_named_models.py", "test_integrity_edges.py"), "engine/store"),
    # app/'s own modules: the CLI and its commands, options, patches, paths shown, progress
    **dict.fromkeys(("test_check_bad_input.py", "test_check_cmd.py", "test_cli.py", "test_cli_config.py",
                     "test_cli_edges.py", "test_cli_guard.py", "test_cli_safety.py", "test_decode_options.py",
                     "test_edit_check.py", "test_bench_cli.py", "test_patches.py", "test_paths_shown.py", "test_progress.py",
                     "test_text_options.py"), "app"),
    **dict.fromkeys(("test_data_loss.py", "test_files.py", "test_safe_write.py", "test_safe_write_edges.py",
                     "test_shrink.py"), "app/files"),
    **dict.fromkeys(("test_bench.py", "test_bench_index.py", "test_forced_reply.py",
                     "test_mlx_bench.py", "test_quality_set.py", "test_quality_traps.py"), "bench"),
    # the real models end to end, and tests across app/, engine/ and bench/ (every entry point)
    **dict.fromkeys(("test_e2e_coder15b.py", "test_e2e_edit.py", "test_e2e_quant.py", "test_invariance_e2e.py",
                     "test_mlx_e2e.py", "test_enums.py", "test_prompt_variants.py", "test_determinism.py"), "e2e"),
    **dict.fromkeys(("test_layout.py", "test_packaging.py", "test_docs_links.py", "test_tiers.py",
                     "test_tiers_collect.py"), "project"),
}


# imported by tests of every part, so they say nothing of where a test belongs
COMMON = {"engine", "engine.errors", "engine.config", "engine.events", "engine.session", "app"}


def source_folder(module: str) -> str:
    """The deepest source folder a `redraft.` module sits in: engine.verify.intent -> engine/verify."""
    parts, folder = module.split("."), []
    for part in parts:
        if not (ROOT / "/".join([*folder, part])).is_dir():
            break
        folder.append(part)
    return "/".join(folder)


def by_imports(path: Path) -> tuple[str, str]:
    """A new file's home by what it names and imports, and why."""
    name, text = path.name, path.read_text(encoding="utf-8")
    if name.startswith("test_e2e_") or name.endswith("_e2e.py"):
        return "e2e", "named end to end"
    # the source files its docstring says it tests: "The move rule (engine/verify/move.py)"
    doc = re.match(r'\s*(?:from __future__[^\n]*\n\s*)?"""(.*?)"""', text, re.S)
    named = Counter(str(Path(m).parent) if m.endswith(".py") else m.rstrip("/")
                    for m in re.findall(r"\b((?:app|engine|bench|themes)(?:/\w+)*(?:\.py|/))", doc[1] if doc else ""))
    if named:
        (top, n), total = named.most_common(1)[0], sum(named.values())
        if 2 * n >= total:
            return top, f"its docstring names {top}/"
    modules = [m for m in re.findall(r"^\s*(?:from|import)\s+redraft\.([\w.]+)", text, re.M) if m not in COMMON]
    folders = Counter(source_folder(m) for m in modules)
    folders.pop("", None)
    if not folders:  # the test files it borrows from, then the modules it names in strings (subprocesses)
        borrowed = Counter(HOME[m + ".py"] for m in re.findall(r"^\s*from tests\.(?:[\w.]*\.)?(test_\w+) import", text, re.M)
                           if m + ".py" in HOME)
        if borrowed:
            return borrowed.most_common(1)[0][0], "where the test files it imports from live"
        folders = Counter(source_folder(m) for m in re.findall(r"\bredraft\.((?:app|engine|bench)[\w.]*)", text))
        folders.pop("", None)
    if not folders:
        return "project", "names nothing of redraft beyond the common modules"
    (top, n), total = folders.most_common(1)[0], sum(folders.values())
    if len({f.split("/")[0] for f in folders}) > 1 and 2 * n < total:
        return "e2e", f"imports across {', '.join(sorted(folders))}, none half"
    return top, f"{n} of its {total} redraft imports are from {top}/"


def allowed(folder: str) -> bool:
    """Is tests/<folder> a mirror of a source folder or one of EXTRA?"""
    return folder in EXTRA or any(folder.startswith(e + "/") for e in EXTRA) or (
        folder.split("/")[0] in SOURCE and (ROOT / folder).is_dir())


def test_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py") if not set(p.relative_to(TESTS).parts) & set(DATA))


def plan() -> list[tuple[Path, Path, str]]:
    """(from, to, why) for every tracked file out of place."""
    moves = []
    for old, new in FOLDERS.items():
        for p in sorted((TESTS / old).rglob("*")) if (TESTS / old).is_dir() else []:
            if p.is_file() and "__pycache__" not in p.parts:
                moves.append((p, TESTS / new / p.relative_to(TESTS / old), f"tests/{old}/ is tests/{new}/"))
    for p in sorted(TESTS.glob("test_*.py")):
        if p.name in HOME:
            moves.append((p, TESTS / HOME[p.name] / p.name, "HOME"))
        else:
            home, why = by_imports(p)
            moves.append((p, TESTS / home / p.name, f"not in HOME, so by its imports: {why}"))
    return moves


def depth_shift(text: str, d: int) -> str:
    """Path(__file__) expressions of a file moved d folders deeper, kept pointing where they did."""
    if d == 0:
        return text
    f = r"Path\(__file__\)(\.resolve\(\))?"
    text = re.sub(f + r"\.parents\[(\d+)\]", lambda m: f"Path(__file__){m[1] or ''}.parents[{int(m[2]) + d}]", text)
    text = re.sub(f + r"\.parent\.parent\b", lambda m: f"Path(__file__){m[1] or ''}.parents[{1 + d}]", text)
    text = re.sub(f + r"\.parent\b", lambda m: f"Path(__file__){m[1] or ''}.parents[{d}]", text)
    return re.sub(f + r"\.with_name\(([^()]*)\)", lambda m: f"Path(__file__){m[1] or ''}.parents[{d}] / {m[2]}", text)


def renames() -> list[tuple[re.Pattern, str]]:
    """Old names -> new ones, for every test file and folder now in its home: the path
    tests/test_x.py and the module tests.test_x (a merged branch may still say the old)."""
    subs = []
    for old, new in FOLDERS.items():
        if (TESTS / new).is_dir():
            subs.append((re.compile(rf"(?<![\w/.-])tests/{old}(?=/|\b)"), f"tests/{new}"))
            subs.append((re.compile(rf"(?<![\w.])tests\.{old}\b"), "tests." + new.replace("/", ".")))
    for p in test_files():
        rel = p.relative_to(TESTS)
        if len(rel.parts) > 1 and not (TESTS / p.name).exists():
            stem = p.stem
            subs.append((re.compile(rf"(?<![\w/.-])tests/{re.escape(p.name)}\b"), f"tests/{rel.as_posix()}"))
            subs.append((re.compile(rf"(?<![\w.])tests\.{stem}\b"), "tests." + ".".join(rel.with_suffix("").parts)))
    return subs


def text_files() -> list[Path]:
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    skip = ("tests/data/", "tests/quality_edits/", "tests/mirror.py", "build/")
    return [ROOT / f for f in out if f and not f.startswith(skip) and "__snapshots__" not in f
            and (f.endswith((".py", ".md", ".toml", ".txt", ".cfg", ".ini", ".yml", ".yaml", ".sh", ".c", ".h"))
                 or f in ("Makefile", ".ci/run"))]


def git(*args: str) -> None:
    subprocess.run(["git", *args], cwd=ROOT, check=True)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    moves = plan()
    for src, dst, why in moves:
        print(f"{'would move' if check else 'move'} {src.relative_to(ROOT)} -> {dst.relative_to(ROOT)} ({why})")
    if check:
        wrong = [p for p in test_files() if not allowed(p.parent.relative_to(TESTS).as_posix())]
        for p in wrong:
            print(f"out of place: {p.relative_to(ROOT)}")
        return 1 if moves or wrong else 0
    tracked = set(subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                                 check=True).stdout.split("\n"))
    for src, dst, _ in moves:
        if dst.exists():
            print(f"  {dst.relative_to(ROOT)} exists already: left {src.relative_to(ROOT)} for you")
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        if str(src.relative_to(ROOT)) in tracked:
            git("mv", str(src.relative_to(ROOT)), str(dst.relative_to(ROOT)))
        else:
            src.rename(dst)
        if dst.suffix == ".py":
            shift = len(dst.relative_to(TESTS).parts) - len(src.relative_to(TESTS).parts)
            dst.write_text(depth_shift(dst.read_text(encoding="utf-8"), shift), encoding="utf-8")
    for old in FOLDERS:  # what is left of an old folder: __pycache__ only
        for p in sorted((TESTS / old).rglob("*"), reverse=True) if (TESTS / old).is_dir() else []:
            p.unlink() if p.is_file() else p.rmdir()
        if (TESTS / old).is_dir():
            (TESTS / old).rmdir()
    # every folder of test code is a package: tests.app.tui.conftest is one module, and two
    # folders may hold files of one name
    for p in test_files():
        for folder in p.relative_to(TESTS).parents:
            init = TESTS / folder / "__init__.py"
            if not init.exists():
                init.write_text("")
                git("add", str(init.relative_to(ROOT)))
                print(f"add {init.relative_to(ROOT)}")
    subs = renames()
    for f in text_files():
        text = f.read_text(encoding="utf-8", errors="surrogateescape")
        new = text
        for pattern, repl in subs:
            new = pattern.sub(repl, new)
        if new != text:
            f.write_text(new, encoding="utf-8", errors="surrogateescape")
            print(f"names updated in {f.relative_to(ROOT)}")
    names = Counter(p.name for p in test_files())
    for name, n in names.items():
        if n > 1:
            print(f"warning: {n} files named {name}: tests/tiers.py keys the slow list by file name")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

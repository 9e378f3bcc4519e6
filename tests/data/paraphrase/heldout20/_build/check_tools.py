"""Run each case's original and results through a real parser/compiler where one is available.

Expectation: a file fails the tool iff it is listed as broken in meta/<case>.json.
Prints one line per file and a summary; exit 1 on any mismatch. Tools missing on the
machine are reported as 'unchecked'. Usage: python3 _build/check_tools.py
"""
from __future__ import annotations

import configparser
import html.parser
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import yaml

SPLIT = Path(__file__).resolve().parent.parent
META = Path(__file__).resolve().parent / "meta"
TSC = "/tmp/tsc/node_modules/.bin/tsc"
CSS_PY = "/tmp/h20venv/bin/python"


def run(cmd, **kw) -> bool:
    return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kw).returncode == 0


def check_python(p: Path) -> bool:
    try:
        compile(p.read_text(), str(p), "exec")
        return True
    except SyntaxError:
        return False


def check_ts(p: Path) -> bool:
    with tempfile.TemporaryDirectory() as d:
        t = Path(d) / "m.ts"
        shutil.copy(p, t)
        return run([TSC, "--noEmit", "--strict", "--target", "es2020", str(t)])


def check_go(p: Path) -> bool:
    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "go.mod").write_text("module h20check\n\ngo 1.19\n")
        (Path(d) / "pkg").mkdir()
        shutil.copy(p, Path(d) / "pkg" / "f.go")
        return run(["go", "vet", "./pkg"], cwd=d) and run(["gofmt", "-e", str(p)])


def check_rust(p: Path) -> bool:
    with tempfile.TemporaryDirectory() as d:
        return run(["rustc", "--edition", "2021", "--crate-type", "lib", "--test", "--emit=metadata", "-o", str(Path(d) / "x.rmeta"), str(p)])


def check_java(p: Path) -> bool:
    name = re.search(r"public class (\w+)", p.read_text()).group(1)
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(p, Path(d) / f"{name}.java")
        return run(["javac", "-d", str(Path(d) / "out"), str(Path(d) / f"{name}.java")])


def check_cs(p: Path) -> bool:
    with tempfile.TemporaryDirectory() as d:
        return run(["mcs", "-out:" + str(Path(d) / "x.exe"), str(p)])


def check_scala(p: Path) -> bool:
    with tempfile.TemporaryDirectory() as d:
        return run(["scalac", "-d", d, str(p)])


def check_sql(p: Path) -> bool:
    r = subprocess.run(["sqlite3", "-bail", ":memory:"], input=p.read_bytes(), capture_output=True)
    return r.returncode == 0 and not r.stderr


def check_css(p: Path) -> bool:
    text = p.read_text()
    if text.count("{") != text.count("}"):
        return False
    code = ("import sys, tinycss2\n"
            "rules = tinycss2.parse_stylesheet(open(sys.argv[1]).read(), skip_whitespace=True, skip_comments=True)\n"
            "sys.exit(1 if any(r.type == 'error' for r in rules) else 0)\n")
    return run([CSS_PY, "-c", code, str(p)])


class _Balance(html.parser.HTMLParser):
    VOID = {"meta", "link", "input", "br", "img", "hr"}

    def __init__(self):
        super().__init__()
        self.stack, self.ok = [], True

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack.pop() != tag:
            self.ok = False


def check_html(p: Path) -> bool:
    b = _Balance()
    b.feed(p.read_text())
    return b.ok and not b.stack


def check_ini(p: Path) -> bool:
    try:
        configparser.ConfigParser().read_string(p.read_text())
        return True
    except configparser.Error:
        return False


def check_markdown(p: Path) -> bool:
    """Every row of a pipe table has as many cells as its header."""
    cols = None
    for line in p.read_text().splitlines():
        if line.startswith("|"):
            n = line.strip().strip("|").count("|") + 1
            if cols is None:
                cols = n
            elif n != cols:
                return False
        else:
            cols = None
    return True


def loads(fn):
    def f(p: Path) -> bool:
        try:
            fn(p)
            return True
        except Exception:
            return False
    return f


BY_SUFFIX = {
    ".py": ("python compile()", check_python),
    ".js": ("node --check", lambda p: run(["node", "--check", str(p)])),
    ".ts": ("tsc --noEmit --strict", check_ts),
    ".go": ("go vet + gofmt -e", check_go),
    ".rs": ("rustc --test --emit=metadata", check_rust),
    ".java": ("javac", check_java),
    ".cs": ("mcs", check_cs),
    ".c": ("gcc -fsyntax-only", lambda p: run(["gcc", "-fsyntax-only", "-std=c11", str(p)])),
    ".cpp": ("g++ -fsyntax-only", lambda p: run(["g++", "-fsyntax-only", "-std=c++17", str(p)])),
    ".rb": ("ruby -c", lambda p: run(["ruby", "-c", str(p)])),
    ".php": ("php -l", lambda p: run(["php", "-l", str(p)])),
    ".lua": ("luac -p", lambda p: run(["luac", "-p", str(p)])),
    ".scala": ("scalac", check_scala),
    ".sh": ("bash -n", lambda p: run(["bash", "-n", str(p)])),
    ".sql": ("sqlite3 loads the script", check_sql),
    ".css": ("tinycss2 + brace balance", check_css),
    ".html": ("html.parser tag balance", check_html),
    ".json": ("json.load", loads(lambda p: json.loads(p.read_text()))),
    ".yaml": ("yaml.safe_load", loads(lambda p: yaml.safe_load(p.read_text()))),
    ".toml": ("tomllib", loads(lambda p: tomllib.loads(p.read_text()))),
    ".ini": ("configparser", check_ini),
    ".md": ("table cell counts", check_markdown),
}


def tool_for(case_dir: Path, fname: str):
    if fname.startswith("Makefile") or case_dir.name.startswith("add_make_target"):
        return "make -n", lambda p: run(["make", "-n", "-f", str(p), "check"], cwd=case_dir)
    return BY_SUFFIX.get(Path(fname).suffix, (None, None))


def main() -> int:
    bad = 0
    counts = {"ok": 0, "unchecked": 0}
    for case_dir in sorted(p for p in SPLIT.iterdir() if (p / "case.toml").is_file()):
        case = tomllib.loads((case_dir / "case.toml").read_text())
        broken = set(json.loads((META / f"{case_dir.name}.json").read_text())["broken"])
        files = [case["file"]] + [r["file"] for r in case["results"]]
        for fname in files:
            name, fn = tool_for(case_dir, fname)
            if fn is None:
                print(f"unchecked {case_dir.name}/{fname}")
                counts["unchecked"] += 1
                continue
            passed = fn(case_dir / fname)
            expect = fname not in broken
            mark = "ok " if passed == expect else "MISMATCH"
            if passed != expect:
                bad += 1
            else:
                counts["ok"] += 1
            print(f"{mark} {case_dir.name}/{fname}: {name} {'passes' if passed else 'fails'}")
    print(f"\n{counts['ok']} files as expected, {counts['unchecked']} unchecked, {bad} mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

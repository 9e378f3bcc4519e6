"""Run a real parser or compiler over every original and result of the split and compare with
the results that are meant to be broken. Needs the tools named below on PATH; TSC and TINYCSS
python can be pointed elsewhere with the environment variables H23_TSC and H23_PY.

    python3 _scripts/check_tools.py
"""
from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
TSC = os.environ.get("H23_TSC", "tsc")
TYPE_ROOTS = os.environ.get("H23_TYPEROOTS", "")  # folder holding @types/node, if not found by default
PY = os.environ.get("H23_PY", sys.executable)  # a python with tinycss2 and markdown-it-py

# meant to fail a tool check (or, for sql, a smoke query; for kotlin/swift, the bracket count)
EXPECT_BROKEN = {
    "add_field-json-ferry-sailings/wrong-3.json",
    "convert-yaml-choir-rehearsals/wrong-4.json",
    "add_param-go-ferry-departures/wrong-1.go",
    "rename_method-rust-apiary-harvest/wrong-2.rs",
    "make_async-typescript-choir-roster/wrong-1.ts",
    "make_async-typescript-choir-roster/wrong-2.ts",
    "wrap_try_catch-kotlin-ferry-tickets/wrong-4.kt",
    "add_enum_member-csharp-music-lessons/wrong-4.cs",
    "remove_param-c-hive-scale/wrong-1.c",
    "add_route-php-choir-auditions/wrong-4.php",
    "rename_column-sql-pawnshop-pledges/wrong-2.sql",
    "rename_column-sql-pawnshop-pledges/wrong-4.sql",
    "add_css_rule-css-choir-site/wrong-4.css",
    "add_make_target-makefile-apiary-firmware/wrong-1",
    "add_config_key-yaml-apiary-sensors/wrong-3.yaml",
    "sort_keys-json-choir-voices/wrong-4.json",
    "add_docstring-python-ferry-fares/wrong-3.py",
    "add_test-javascript-choir-attendance/wrong-3.js",
    "inline_variable-scala-choir-tuning/wrong-3.scala",
    "string_interpolation-swift-ferry-boarding/wrong-4.swift",
    "add_struct_tags-go-apiary-telemetry/wrong-3.go",
    "add_table_row-markdown-ferry-timetable/wrong-4.md",
}


def run(cmd, cwd=None, stdin=None) -> bool:
    r = subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True, text=True)
    return r.returncode == 0


def balanced(text: str) -> bool:
    """Brackets balance, counting Swift \\( ) and Kotlin ${ } interpolations and skipping string
    text and // comments (kotlin, swift: no compiler on this machine)."""
    closers = {")": "(", "]": "[", "}": "{"}
    stack: list[str] = []
    in_str = False
    i = 0
    while i < len(text):
        c = text[i]
        if in_str:
            if text.startswith("\\(", i) or text.startswith("${", i):
                stack.append("I(" if c == "\\" else "I{")
                in_str = False
                i += 2
                continue
            if c == "\\":
                i += 2
                continue
            if c in '"\n':
                in_str = False
        elif c == '"':
            in_str = True
        elif text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                break
            continue
        elif c in "([{":
            stack.append(c)
        elif c in ")]}":
            if not stack:
                return False
            top = stack.pop()
            if top == "I" + closers[c]:
                in_str = True
            elif top != closers[c]:
                return False
        i += 1
    return not stack


SQL_SMOKE = """
SELECT * FROM open_book; SELECT * FROM book_by_category; SELECT * FROM renewal_history; SELECT * FROM daily_takings;
INSERT INTO customers(full_name, date_of_birth, id_document, address) VALUES ('A', '1970-01-01', 'X', 'Y');
INSERT INTO pledges(ticket_no, customer_id, category, description, appraised_value, {col}, pledged_on, due_on)
  VALUES ('T1', 1, 'watch', 'w', 10000, 5000, '2027-01-01', '2027-05-01');
INSERT INTO renewals(pledge_id, renewed_on, interest_paid, {rcol}, new_due_on) VALUES (1, '2027-05-01', 700, 5000, '2027-09-01');
"""

CSS_CHECK = """
import sys, tinycss2
text = open(sys.argv[1]).read()
bad = 0
def walk(rules):
    global bad
    for r in rules:
        if r.type == "error":
            bad += 1
        elif r.type == "qualified-rule":
            bad += sum(d.type == "error" for d in tinycss2.parse_declaration_list(r.content, skip_whitespace=True, skip_comments=True))
        elif r.type == "at-rule" and r.content is not None:
            walk(tinycss2.parse_rule_list(r.content, skip_whitespace=True, skip_comments=True))
walk(tinycss2.parse_stylesheet(text, skip_whitespace=True, skip_comments=True))
sys.exit(1 if bad else 0)
"""

MD_CHECK = """
import sys
from markdown_it import MarkdownIt
text = open(sys.argv[1]).read()
rows = sum(t.type == "tr_open" for t in MarkdownIt("commonmark").enable("table").parse(text))
lines = [l for l in text.splitlines() if l.startswith("|")]
delims = [l for l in lines if set(l) <= set("|-: ")]
sys.exit(0 if rows == len(lines) - len(delims) else 1)  # every | line is a table row
"""


def check(path: Path, tmp: Path) -> tuple[str, bool]:
    text = path.read_text()
    name = path.name
    ext = name.rsplit(".", 1)[-1] if "." in name else ""
    case = path.parent.name
    if ext == "py":
        try:
            compile(text, name, "exec")
            return "compile()", True
        except SyntaxError:
            return "compile()", False
    if ext == "json":
        try:
            json.loads(text)
            return "json.loads", True
        except ValueError:
            return "json.loads", False
    if ext == "yaml":
        try:
            yaml.safe_load(text)
            return "yaml.safe_load", True
        except yaml.YAMLError:
            return "yaml.safe_load", False
    if ext == "toml":
        try:
            tomllib.loads(text)
            return "tomllib", True
        except tomllib.TOMLDecodeError:
            return "tomllib", False
    if ext == "ini":
        try:
            configparser.ConfigParser(interpolation=None).read_string(text)
            return "configparser", True
        except configparser.Error:
            return "configparser", False
    if ext == "go":
        d = tmp / "go"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir()
        (d / "go.mod").write_text("module chk\n\ngo 1.19\n")
        (d / "x.go").write_text(text)
        fmt = subprocess.run(["gofmt", "-l", "x.go"], cwd=d, capture_output=True, text=True).stdout.strip() == ""
        return "gofmt -l + go vet", fmt and run(["go", "vet", "./..."], cwd=d)
    if ext == "rs":
        return "rustc --test", run(["rustc", "--edition", "2021", "--test", "-o", str(tmp / "rs.bin"), str(path)])
    if ext == "js":
        return "node --check", run(["node", "--check", str(path)])
    if ext == "ts":
        return "tsc --strict", run([TSC, "--noEmit", "--strict", "--target", "es2022", "--module", "es2022",
                                    "--moduleResolution", "node", "--types", "node"]
                                   + (["--typeRoots", TYPE_ROOTS] if TYPE_ROOTS else []) + [str(path)])
    if ext == "java":
        d = tmp / "java"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir()
        (d / "LoanDesk.java").write_text(text)
        return "javac", run(["javac", "-d", str(d), str(d / "LoanDesk.java")])
    if ext == "cs":
        return "mcs", run(["mcs", "-target:library", "-out:" + str(tmp / "x.dll"), str(path)])
    if ext == "c":
        return "gcc -fsyntax-only", run(["gcc", "-fsyntax-only", "-Wall", str(path)])
    if ext == "cpp":
        return "g++ -fsyntax-only", run(["g++", "-fsyntax-only", "-std=c++17", "-Wall", str(path)])
    if ext == "rb":
        return "ruby -c", run(["ruby", "-c", str(path)])
    if ext == "php":
        return "php -l", run(["php", "-l", str(path)])
    if ext == "lua":
        return "luac -p", run(["luac", "-p", str(path)])
    if ext == "scala":
        d = tmp / "scala"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir()
        return "scalac", run(["scalac", "-d", str(d), str(path)])
    if ext == "sh":
        return "bash -n", run(["bash", "-n", str(path)])
    if ext == "sql":
        col = "principal_pence" if "principal_pence" in text else "loan_amount"
        rcol = "loan_amount" if "loan_amount     INTEGER NOT NULL CHECK (loan_amount > 0),\n    new_due_on" in text else "principal_pence"
        ok = run(["sqlite3", ":memory:"], stdin=text + SQL_SMOKE.format(col=col, rcol=rcol))
        return "sqlite3 load + smoke queries", ok
    if ext == "css":
        return "tinycss2", run([PY, "-c", CSS_CHECK, str(path)])
    if ext == "html":
        HTMLParser().feed(text)  # lenient: never fails, kept for completeness
        return "html.parser (lenient)", True
    if ext == "md":
        return "markdown-it tables", run([PY, "-c", MD_CHECK, str(path)])
    if ext == "kt" or ext == "swift":
        return "bracket balance only", balanced(text)
    if name == "Makefile" or case.startswith("add_make_target"):
        d = tmp / "mk"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir()
        for src in ("main.c", "scale.c", "hx711.c", "radio.c"):
            (d / src).write_text("")
        return "make -n", run(["make", "-n", "-f", str(path), "all", "clean"], cwd=d)
    if name == "Dockerfile" or case.startswith("change_port-dockerfile"):
        return "none", True
    raise SystemExit(f"no check for {path}")


def main() -> int:
    bad = 0
    with tempfile.TemporaryDirectory(prefix="h23chk.") as t:
        tmp = Path(t)
        for case_dir in sorted(p for p in ROOT.iterdir() if (p / "case.toml").is_file()):
            case = tomllib.loads((case_dir / "case.toml").read_text())
            files = [case["file"]] + [r["file"] for r in case["results"]]
            for f in files:
                tool, ok = check(case_dir / f, tmp)
                rel = f"{case_dir.name}/{f}"
                want = rel not in EXPECT_BROKEN
                mark = "" if ok == want else "   <-- UNEXPECTED"
                bad += ok != want
                print(f"{'ok  ' if ok else 'FAIL'} {rel:<62} {tool}{mark}")
    print(f"\n{bad} unexpected")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Runs a real parser/compiler over every original and result of heldout19 and compares
with the results that are meant to be broken (meta/<case>.json). Prints one line per file
and a summary; exits 1 on any mismatch. Never runs the check under test."""
from __future__ import annotations

import ast
import configparser
import json
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import yaml

from lib import META, SPLIT

TSC = "/tmp/tsc/node_modules/.bin/tsc"


def run(cmd, cwd=None, timeout=120):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    return p.returncode == 0, (p.stdout + p.stderr).strip().splitlines()[-1:] if p.returncode else []


def in_tmp(path: Path, name: str):
    d = Path(tempfile.mkdtemp(prefix="h19-"))
    shutil.copy(path, d / name)
    return d


def check_python(p, orig):
    try:
        compile(p.read_text(), p.name, "exec")
        return True, []
    except SyntaxError as e:
        return False, [f"{type(e).__name__}: {e.msg} line {e.lineno}"]


def check_go(p, orig):
    d = in_tmp(p, orig)
    (d / "go.mod").write_text("module h19check\n\ngo 1.19\n")
    ok1, m1 = run(["gofmt", "-l", "."], cwd=d)
    fmt = subprocess.run(["gofmt", "-l", "."], cwd=d, capture_output=True, text=True).stdout.strip()
    ok2, m2 = run(["go", "vet", "./..."], cwd=d)
    notes = m2 + ([f"gofmt would reformat {fmt}"] if fmt else [])
    return ok2, notes


def check_rust(p, orig):
    d = Path(tempfile.mkdtemp(prefix="h19-"))
    ok, m = run(["rustc", "--edition", "2021", "--test", "-A", "dead_code", str(p), "-o", str(d / "t")])
    if not ok:
        return False, m
    t = subprocess.run([str(d / "t")], capture_output=True, text=True)
    res = [l for l in t.stdout.splitlines() if l.startswith("test result")]
    return True, [f"cargo-less test run: {res[0] if res else t.returncode}"]


def check_java(p, orig):
    d = in_tmp(p, orig)
    return run(["javac", "-d", str(d / "out"), str(d / orig)])


def check_ts(p, orig):
    d = in_tmp(p, orig)
    return run([TSC, "--noEmit", "--strict", "--target", "es2022", "--lib", "es2022", str(d / orig)])


def check_scala(p, orig):
    d = in_tmp(p, orig)
    return run(["scalac", "-d", str(d), str(d / orig)], timeout=300)


def check_sql(p, orig):
    con = sqlite3.connect(":memory:")
    try:
        con.executescript(p.read_text())
        for (view,) in con.execute("select name from sqlite_master where type='view'").fetchall():
            con.execute(f"select * from {view}").fetchall()
        cols = [r[1] for r in con.execute("pragma table_info(appointments)")]
        ts = "starts_at" if "starts_at" in cols else "appt_ts"
        con.execute("insert into patients (bsn, family_name, given_names, birth_date) values ('1','A','B','1980-01-01')")
        con.execute(f"insert into appointments (patient_id, practitioner_id, room_id, {ts}, treatment) values (1, 1, 1, '2026-12-07 09:00', 'C11')")
        try:
            con.execute(f"insert into appointments (patient_id, practitioner_id, room_id, {ts}, treatment) values (1, 1, 1, '2026-12-07 09:10', 'C11')")
            return False, ["overlap trigger did not fire"]
        except sqlite3.IntegrityError as e:
            if "already booked" not in str(e):
                raise
        return True, [f"column {ts}; views queried; overlap trigger fires"]
    except sqlite3.Error as e:
        return False, [f"sqlite: {e}"]


def check_css(p, orig):
    text = re.sub(r"/\*.*?\*/", "", p.read_text(), flags=re.S)
    depth = 0
    for ch in text:
        depth += ch == "{"
        depth -= ch == "}"
        if depth < 0:
            return False, ["unbalanced }"]
    return (depth == 0), ([] if depth == 0 else [f"{depth} unclosed {{"])


class _Tags(HTMLParser):
    VOID = {"meta", "link", "img", "input", "br", "hr"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unexpected </{tag}>")
        else:
            self.stack.pop()


def check_html(p, orig):
    t = _Tags()
    t.feed(p.read_text())
    t.close()
    errs = t.errors + ([f"unclosed {t.stack}"] if t.stack else [])
    return not errs, errs


def check_make(p, orig):
    d = in_tmp(p, "Makefile")
    (d / "requirements.txt").write_text("")
    ok, m = run(["make", "-n"], cwd=d)
    if not ok:
        return False, m
    first = subprocess.run(["make", "-n"], cwd=d, capture_output=True, text=True).stdout.splitlines()
    return True, [f"default goal runs: {first[-1] if first else '(nothing)'}"]


DOCKER_INSTR = {"FROM", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME", "USER",
                "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL"}


def check_docker(p, orig):
    logical, buf = [], ""
    for line in p.read_text().splitlines():
        if not buf and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            buf += line.rstrip()[:-1] + " "
            continue
        logical.append(buf + line)
        buf = ""
    bad = [l.split()[0] for l in logical if l.split()[0].upper() not in DOCKER_INSTR]
    return not bad, [f"unknown instruction {b}" for b in bad]


def check_ini(p, orig):
    try:
        configparser.ConfigParser().read_string(p.read_text())
        return True, []
    except configparser.Error as e:
        return False, [type(e).__name__]


def check_json(p, orig):
    try:
        json.loads(p.read_text())
        return True, []
    except json.JSONDecodeError as e:
        return False, [f"JSONDecodeError: {e.msg} line {e.lineno}"]


def check_yaml(p, orig):
    try:
        yaml.safe_load(p.read_text())
        return True, []
    except yaml.YAMLError as e:
        return False, [type(e).__name__]


def check_toml(p, orig):
    try:
        tomllib.loads(p.read_text())
        return True, []
    except tomllib.TOMLDecodeError as e:
        return False, [str(e)]


def simple(cmd):
    return lambda p, orig: run(cmd + [str(p)])


BY_EXT = {
    ".py": check_python, ".go": check_go, ".rs": check_rust, ".java": check_java, ".ts": check_ts,
    ".js": simple(["node", "--check"]), ".scala": check_scala, ".sql": check_sql, ".css": check_css,
    ".html": check_html, ".ini": check_ini, ".json": check_json, ".yaml": check_yaml, ".toml": check_toml,
    ".rb": simple(["ruby", "-c"]), ".php": simple(["php", "-l"]), ".lua": simple(["luac", "-p"]),
    ".sh": simple(["bash", "-n"]), ".c": simple(["gcc", "-fsyntax-only", "-Wall"]),
    ".cpp": simple(["g++", "-std=c++17", "-fsyntax-only"]), ".cs": simple(["mcs", "-target:library", "-out:/tmp/h19-cs.dll"]),
}


def checker_for(path: Path, orig: str):
    if orig == "Makefile":
        return check_make
    if orig == "Dockerfile":
        return check_docker
    return BY_EXT.get(path.suffix)


def main():
    bad = 0
    unchecked = []
    names = sys.argv[1:] or sorted(p.stem for p in META.glob("*.json"))
    for name in names:
        meta = json.loads((META / f"{name}.json").read_text())
        orig = meta["file"]
        for f in [orig] + meta["results"]:
            p = SPLIT / name / f
            fn = checker_for(p, orig)
            if fn is None:
                unchecked.append(f"{name}/{f}")
                continue
            ok, notes = fn(p, orig)
            expect_ok = f not in meta["broken"]
            flag = "ok " if ok == expect_ok else "MISMATCH"
            bad += ok != expect_ok
            print(f"{flag} {'parses' if ok else 'BROKEN'} {name}/{f} {' | '.join(notes)[:150]}")
    print(f"\nunchecked (no tool here): {len(unchecked)}: {', '.join(sorted(set(u.split('/')[0] for u in unchecked)))}")
    print(f"mismatches: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

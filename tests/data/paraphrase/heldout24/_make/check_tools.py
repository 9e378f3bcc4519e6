"""Run a real parser/compiler over every original and result; compare with the results that are
meant to be broken. Usage: python3 check_tools.py [case ...]"""

from __future__ import annotations

import configparser
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import tomllib

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
TSC = "/tmp/tsc/node_modules/.bin/tsc"

# results that must FAIL the tool check; every other file must pass
BROKEN = {
    "add_type_hints-python-bracket-seeding": {"wrong-3.py"},  # NameError at import
    "make_async-javascript-match-feed": {"wrong-2.js"},
    "add_field-typescript-oven-plan": {"wrong-1.ts"},
    "add_enum_member-typescript-match-status": {"wrong-1.ts"},
    "extract_constant-go-aeration-setpoint": {"wrong-4.go"},
    "add_guard-go-dose-calculator": {"wrong-4.go"},
    "rename_method-rust-deck-oven": {"wrong-1.rs", "wrong-3.rs", "wrong-4.rs"},  # 3: test build, 4: test fails
    "swap_params-rust-weir-flow": {"wrong-1.rs", "wrong-4.rs"},  # their unit test fails
    "wrap_try_catch-java-lab-import": {"wrong-4.java"},
    "remove_param-csharp-delivery-note": {"wrong-1.cs"},
    "change_value-c-lift-station": {"wrong-4.c"},
    "error_message-php-wholesale-orders": {"wrong-4.php"},
    "rename_field-lua-overlay-stats": {"wrong-4.lua"},
    "string_format-scala-effluent-report": {"wrong-4.scala"},
    "rename_column-sql-clinic-schema": {"wrong-2.sql"},  # the view fails when queried
    "add_css_rule-css-bracket-live": {"wrong-5.css"},
    "add_table_column-html-basin-status": {"wrong-1.html", "wrong-4.html"},  # ragged tables
    "add_make_target-makefile-proofer-firmware": {"wrong-1", "wrong-4"},  # separator; default goal deletes
    "sort_keys-json-qualifier-teams": {"wrong-5.json"},
    "add_table_row-markdown-allergen-changeover": {"wrong-1.md", "wrong-2.md"},  # ragged tables
    "remove_key-json-scada-sensors": {"wrong-4.json"},
    "convert-yaml-line-recipes": {"wrong-5.json"},
    "add_config_key-toml-historian": {"wrong-4.toml"},
    "bump_version-toml-checkin-bot": {"wrong-4.toml"},
    "change_url-ini-imaging-bridge": {"wrong-4.ini"},
}


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kw)
    return p.returncode == 0, (p.stdout + p.stderr).strip()[-600:]


def py(f: pathlib.Path):
    ok, out = run([sys.executable, "-c", "import ast,sys; ast.parse(open(sys.argv[1]).read())", str(f)])
    if not ok:
        return ok, out
    # import it (not as __main__): catches errors at definition time
    return run([sys.executable, "-c", "import runpy,sys; runpy.run_path(sys.argv[1], run_name='checked')", str(f)])


def js(f):
    return run(["node", "--check", str(f)])


def ts(f):
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(f, pathlib.Path(d) / "m.ts")
        return run([TSC, "--noEmit", "--strict", "--target", "es2020", "--lib", "es2020", str(pathlib.Path(d) / "m.ts")])


def go(f):
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(f, pathlib.Path(d) / "m.go")
        (pathlib.Path(d) / "go.mod").write_text("module checked\n\ngo 1.19\n")
        ok, out = run(["go", "vet", "."], cwd=d, env={"GOFLAGS": "-mod=mod", "HOME": "/tmp", "GOCACHE": "/tmp/gocache",
                                                      "PATH": "/usr/bin:/bin", "GO111MODULE": "on"})
        if not ok:
            return ok, out
        ok, out = run(["gofmt", "-l", "m.go"], cwd=d)
        return ok and not out, "gofmt: " + out


def rust(f):
    with tempfile.TemporaryDirectory() as d:
        ok, out = run(["rustc", "--edition", "2021", "--crate-type", "lib", "-o", f"{d}/lib.rlib", str(f)])
        if not ok:
            return ok, out
        ok, out = run(["rustc", "--edition", "2021", "--test", "-o", f"{d}/t", str(f)])
        if not ok:
            return ok, out
        return run([f"{d}/t", "-q"])


def java(f):
    with tempfile.TemporaryDirectory() as d:
        name = "LabImporter.java"
        shutil.copy(f, pathlib.Path(d) / name)
        return run(["javac", "-d", d, str(pathlib.Path(d) / name)])


def cs(f):
    with tempfile.TemporaryDirectory() as d:
        return run(["mcs", "-target:library", f"-out:{d}/x.dll", str(f)])


def c(f):
    return run(["gcc", "-fsyntax-only", "-std=c11", "-Wall", "-Werror", "-x", "c", str(f)])


def cpp(f):
    return run(["g++", "-fsyntax-only", "-std=c++17", "-Wall", "-x", "c++", str(f)])


def rb(f):
    return run(["ruby", "-c", str(f)])


def php(f):
    return run(["php", "-l", str(f)])


def lua(f):
    return run(["luac", "-p", str(f)])


def sh(f):
    return run(["bash", "-n", str(f)])


def scala(f):
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(f, pathlib.Path(d) / "M.scala")
        return run(["scalac", "-d", d, str(pathlib.Path(d) / "M.scala")])


def sql(f):
    ok, out = run(["sqlite3", "-bail", ":memory:"], input=f.read_text())
    if not ok:
        return ok, out
    # sqlite creates views lazily: query every view once so a dangling column shows up
    probe = f.read_text() + "\n.mode list\nSELECT name FROM sqlite_master WHERE type = 'view';\n"
    ok, views = run(["sqlite3", "-bail", ":memory:"], input=probe)
    selects = "".join(f"SELECT * FROM {v} LIMIT 0;\n" for v in views.split())
    return run(["sqlite3", "-bail", ":memory:"], input=f.read_text() + "\n" + selects)


def load(fn):
    def check(f):
        try:
            fn(f.read_text())
            return True, ""
        except Exception as e:  # noqa: BLE001
            return False, f"{type(e).__name__}: {e}"
    return check


def ini_load(text):
    cp = configparser.ConfigParser(interpolation=None)
    cp.read_string(text)


CHECKERS = {
    "py": py, "js": js, "ts": ts, "go": go, "rs": rust, "java": java, "cs": cs, "c": c, "cpp": cpp,
    "rb": rb, "php": php, "lua": lua, "sh": sh, "scala": scala, "sql": sql,
    "json": load(json.loads), "yaml": load(yaml.safe_load), "yml": load(yaml.safe_load),
    "toml": load(tomllib.loads), "ini": load(ini_load),
    "css": lambda f: css(f), "html": lambda f: html(f), "md": lambda f: markdown(f),
}


def main(names):
    cases = sorted(p for p in ROOT.iterdir() if (p / "case.toml").is_file())
    if names:
        cases = [p for p in cases if p.name in names]
    bad = 0
    for case in cases:
        meta = tomllib.loads((case / "case.toml").read_text())
        files = [meta["file"]] + [r["file"] for r in meta["results"]]
        broken = BROKEN.get(case.name, set())
        for name in files:
            f = case / name
            ext = name.rsplit(".", 1)[-1] if "." in name else ""
            checker = CHECKERS.get(ext) or EXTRA.get(case.name)
            if checker is None:
                print(f"  --   {case.name}/{name}: no tool")
                continue
            ok, out = checker(f)
            expect_ok = name not in broken
            mark = "ok" if ok == expect_ok else "MISMATCH"
            if ok != expect_ok:
                bad += 1
            print(f"  {mark:8} {case.name}/{name}: {'passes' if ok else 'fails'}"
                  + ("" if ok else "  | " + out.splitlines()[-1][:160] if out else ""))
    print("mismatches:", bad)
    return 1 if bad else 0


def css(f):
    """homemade: strip comments and strings, braces must balance and never go negative"""
    import re
    text = re.sub(r"/\*.*?\*/", "", f.read_text(), flags=re.S)
    text = re.sub(r'"[^"]*"|\'[^\']*\'', "", text)
    depth = 0
    for n, ch in enumerate(text):
        depth += ch == "{"
        depth -= ch == "}"
        if depth < 0:
            return False, f"unbalanced }} at char {n}"
    return depth == 0, f"{depth} unclosed {{"


def html(f):
    """homemade: html.parser tag balance, and every row of a table has as many cells as its header"""
    from html.parser import HTMLParser
    void = {"meta", "link", "br", "img", "input", "hr", "col"}

    class P(HTMLParser):
        def __init__(self):
            super().__init__()
            self.stack, self.errors, self.tables = [], [], []

        def handle_starttag(self, tag, attrs):
            if tag in void:
                return
            self.stack.append(tag)
            if tag == "table":
                self.tables.append([])
            elif tag == "tr":
                self.tables[-1].append(0)
            elif tag in ("td", "th"):
                self.tables[-1][-1] += 1

        def handle_endtag(self, tag):
            if tag in void:
                return
            if not self.stack or self.stack[-1] != tag:
                self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
                return
            self.stack.pop()
            if tag == "table":
                rows = self.tables.pop()
                if len(set(rows)) > 1:
                    self.errors.append(f"table rows have {rows} cells")

    parser = P()
    parser.feed(f.read_text())
    errors = parser.errors + ([f"unclosed {parser.stack}"] if parser.stack else [])
    return not errors, "; ".join(errors)


def makefile(f):
    """make parses the file (dry run of clean) and the default goal does not delete anything"""
    with tempfile.TemporaryDirectory() as d:
        ok, out = run(["make", "-n", "-f", str(f), "clean"], cwd=d)
        if not ok:
            return ok, out
        ok, out = run(["make", "-n", "-f", str(f)], cwd=d)
        return "rm " not in out, "default goal: " + out.replace("\n", " | ")


def dockerfile(f):
    """homemade: every logical line starts with a Dockerfile instruction"""
    known = {"FROM", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME", "USER",
             "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL"}
    cont = False
    for n, line in enumerate(f.read_text().splitlines(), 1):
        s = line.strip()
        if not cont and s and not s.startswith("#") and s.split()[0].upper() not in known:
            return False, f"line {n}: {s[:40]}"
        cont = s.endswith("\\") if s and not s.startswith("#") else cont
    return True, ""


def markdown(f):
    """homemade: in every pipe table, all rows have as many cells as the header"""
    tables, cur = [], []
    for line in f.read_text().splitlines() + [""]:
        if line.startswith("|"):
            cur.append(line.strip().strip("|").count("|") + 1)
        elif cur:
            tables.append(cur)
            cur = []
    bad = [t for t in tables if len(set(t)) > 1]
    return not bad, f"ragged table: {bad}"


EXTRA: dict = {
    "add_make_target-makefile-proofer-firmware": makefile,
    "change_port-dockerfile-client-portal": dockerfile,
}

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

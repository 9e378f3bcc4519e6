"""Runs a real parser/compiler over every original and result; prints one line per file."""
import configparser, json, os, shutil, subprocess, sys, tempfile, tomllib, ast
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent


def run(cmd, cwd=None):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return r.returncode == 0, (r.stdout + r.stderr).strip().splitlines()[:2]


def check(lang, path, target_name):
    text = path.read_text()
    with tempfile.TemporaryDirectory() as td:
        td = Path(td)
        f = td / target_name
        f.write_text(text)
        if target_name.endswith(".json"):
            try:
                json.loads(text); return True, "json.loads"
            except Exception as e:
                return False, f"json: {e}"
        if lang == "python":
            try:
                ast.parse(text); return True, "ast.parse"
            except SyntaxError as e:
                return False, f"ast: {e}"
        if lang == "javascript":
            return run(["node", "--check", str(f)]) + ("node --check",)
        if lang == "go":
            (td / "go.mod").write_text("module example.com/x\n\ngo 1.19\n")
            ok1, o1 = run(["gofmt", "-l", str(f)])
            ok2, o2 = run(["go", "vet", "./..."], cwd=td)
            return ok1 and ok2, (o1 + o2, "gofmt+go vet")
        if lang == "rust":
            return run(["rustc", "--edition", "2021", "--crate-type", "lib", "--test", "-A", "warnings", "-o", str(td / "t"), str(f)]) + ("rustc --test",)
        if lang == "java":
            return run(["javac", "-d", str(td / "out"), str(f)]) + ("javac",)
        if lang == "c":
            return run(["gcc", "-fsyntax-only", "-Wall", "-Werror", str(f)]) + ("gcc -fsyntax-only -Wall -Werror",)
        if lang == "cpp":
            return run(["g++", "-std=c++17", "-fsyntax-only", "-Wall", "-Werror", str(f)]) + ("g++ -fsyntax-only",)
        if lang == "ruby":
            return run(["ruby", "-c", str(f)]) + ("ruby -c",)
        if lang == "php":
            return run(["php", "-l", str(f)]) + ("php -l",)
        if lang == "lua":
            return run(["luac", "-p", str(f)]) + ("luac -p",)
        if lang == "shell":
            return run(["bash", "-n", str(f)]) + ("bash -n",)
        if lang == "sql":
            db = td / "x.db"
            ok, out = run(["sqlite3", str(db), f".read {f}"])
            if not ok or out:
                return False, out
            import sqlite3
            con = sqlite3.connect(db)
            try:
                for (v,) in con.execute("select name from sqlite_master where type='view'").fetchall():
                    con.execute(f"select * from {v}").fetchall()
            except Exception as e:
                return False, f"view: {e}"
            return True, "sqlite3 + select * from every view"
        if lang == "yaml":
            try:
                yaml.safe_load(text); return True, "yaml.safe_load"
            except Exception as e:
                return False, f"yaml: {e}"
        if lang == "toml":
            try:
                tomllib.loads(text); return True, "tomllib"
            except Exception as e:
                return False, f"toml: {e}"
        if lang == "ini":
            try:
                configparser.ConfigParser().read_string(text); return True, "configparser"
            except Exception as e:
                return False, f"ini: {e}"
        if lang == "makefile":
            f2 = td / "Makefile"
            return run(["make", "-n", "-f", str(f2), "clean"], cwd=td) + ("make -n clean",)
        if lang == "css":
            depth = 0
            for ch in text:
                depth += ch == "{"
                depth -= ch == "}"
                if depth < 0:
                    return False, "css: unbalanced"
            return depth == 0, "css brace balance (no real parser)"
        if lang == "markdown":
            rows = [l for l in text.splitlines() if l.startswith("|")]
            tables, cur = [], []
            for l in text.splitlines():
                if l.startswith("|"):
                    cur.append(l.count("|"))
                elif cur:
                    tables.append(cur); cur = []
            if cur: tables.append(cur)
            return all(len(set(t)) == 1 for t in tables), "markdown table cell counts (script)"
        return None, "no tool"


import tomllib as tl
for d in sorted(p for p in ROOT.iterdir() if (p / "case.toml").is_file()):
    c = tl.loads((d / "case.toml").read_text())
    lang = c["language"]
    orig = d / c["file"]
    res = check(lang, orig, c["file"]); ok, how = res[0], res[1:]
    print(f"{d.name:50} ORIG      {ok}  {how}")
    texts = {}
    for r in c["results"]:
        p = d / r["file"]
        t = p.read_text()
        assert t != orig.read_text() or r["label"] == "wrong", p
        if t == orig.read_text():
            print(f"{d.name:50} {r['file']:9} IDENTICAL TO ORIGINAL")
        for other, ot in texts.items():
            if ot == t:
                print(f"{d.name:50} {r['file']:9} SAME AS {other}")
        texts[r["file"]] = t
        name = c["file"] if "." not in r["file"] or r["file"].endswith(Path(c["file"]).suffix) else "converted" + Path(r["file"]).suffix
        res = check(lang, p, name); ok, how = res[0], res[1:]
        print(f"{d.name:50} {r['file']:9} {ok}  {how}")

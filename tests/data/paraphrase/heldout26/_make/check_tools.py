"""Runs a real parser/compiler on every original and result where one is installed and compares
with the intent: results marked broken must fail, everything else must pass.
Usage: python3 check_tools.py  (needs /tmp/h26tools with typescript and @types/express for .ts)"""
import configparser
import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
REG = json.loads((HERE / "registry.json").read_text())
TS = Path("/tmp/h26tools")


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    return p.returncode == 0, (p.stdout + p.stderr)[-600:]


class Balance(HTMLParser):
    VOID = {"meta", "link", "img", "br", "hr", "input", "source"}

    def __init__(self):
        super().__init__()
        self.stack, self.bad = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.bad.append(tag)
        else:
            self.stack.pop()


def check(lang, path: Path, orig_name: str):
    text = path.read_text()
    with tempfile.TemporaryDirectory() as td:
        td = Path(td)
        if lang == "python":
            try:
                compile(text, str(path), "exec")
                return True, "compile ok"
            except SyntaxError as e:
                return False, str(e)
        if lang == "javascript":
            return run(["node", "--check", str(path)])
        if lang == "typescript":
            f = td / orig_name
            f.write_text(text)
            (td / "store.ts").write_text(
                "export interface Project { id: string; name: string; methodology: string; country: string; issuedTonnes: number }\n"
                "export interface Credit { serial: string; projectId: string; vintage: number; tonnes: number; status: string }\n"
                "export interface RegistryStore { creditCount(): number; findCredit(s: string): Credit | undefined; listProjects(o: number, l: number): Project[];\n"
                "  findProject(id: string): Project | undefined; creditsForProject(id: string): Credit[]; transfer(s: string, from: string, to: string): Credit; retire(s: string, o: string, b: string): Credit }\n")
            (td / "auth.ts").write_text("export function verifyToken(t: string): string | null { return t || null; }\n")
            (td / "logger.ts").write_text("export const logger = { info(..._a: unknown[]): void {} };\n")
            (td / "node_modules").symlink_to(TS / "node_modules")
            return run([str(TS / "node_modules/.bin/tsc"), "--noEmit", "--strict", "--target", "es2020", "--moduleResolution", "node",
                        "--esModuleInterop", "--types", "node,express", str(f)], cwd=td)
        if lang == "go":
            f = td / orig_name
            f.write_text(text)
            (td / "go.mod").write_text("module example.test/m\n\ngo 1.19\n")
            ok, out = run(["gofmt", "-l", str(f)])
            if out.strip():
                return False, "gofmt: " + out
            return run(["go", "vet", "./..."], cwd=td, env={"HOME": str(td), "GOCACHE": str(td / "c"), "GOFLAGS": "-mod=mod", "PATH": "/usr/bin:/bin", "GOPATH": str(td / "gp")})
        if lang == "rust":
            ok1, o1 = run(["rustc", "--edition", "2021", "--crate-type", "lib", "--emit=metadata", "-o", str(td / "a.rmeta"), str(path)])
            ok2, o2 = run(["rustc", "--edition", "2021", "--test", "--emit=metadata", "-o", str(td / "t.rmeta"), str(path)])
            return ok1 and ok2, (o1 + o2)[-600:]
        if lang == "java":
            f = td / orig_name
            f.write_text(text)
            return run(["javac", "-d", str(td / "out"), str(f)])
        if lang == "csharp":
            return run(["mcs", "-langversion:experimental", "-target:library", "-out:" + str(td / "a.dll"), str(path)])
        if lang == "c":
            return run(["gcc", "-fsyntax-only", "-std=c11", "-Wall", str(path)])
        if lang == "cpp":
            return run(["g++", "-fsyntax-only", "-std=c++17", "-Wall", str(path)])
        if lang == "ruby":
            return run(["ruby", "-c", str(path)])
        if lang == "php":
            return run(["php", "-l", str(path)])
        if lang == "sql":
            return run(["sqlite3", "-bail", ":memory:"], input=text)
        if lang == "shell":
            return run(["bash", "-n", str(path)])
        if lang == "makefile":
            return run(["make", "-n", "-f", str(path), "clean"], cwd=td)
        if lang == "lua":
            return run(["luac", "-p", str(path)])
        if lang == "scala":
            return run(["scalac", "-d", str(td), str(path)])
        if lang == "json":
            try:
                json.loads(text)
                return True, "json ok"
            except ValueError as e:
                return False, str(e)
        if lang == "yaml":
            try:
                yaml.safe_load(text)
                return True, "yaml ok"
            except yaml.YAMLError as e:
                return False, str(e).splitlines()[0]
        if lang == "toml":
            try:
                tomllib.loads(text)
                return True, "toml ok"
            except tomllib.TOMLDecodeError as e:
                return False, str(e)
        if lang == "ini":
            cp = configparser.ConfigParser()
            try:
                cp.read_string(text)
                return True, "ini ok"
            except configparser.Error as e:
                return False, str(e)
        if lang == "css":
            depth = 0
            for ch in text:
                depth += ch == "{"
                depth -= ch == "}"
                if depth < 0:
                    return False, "unbalanced"
            return depth == 0, f"brace depth at end {depth}"
        if lang == "html":
            b = Balance()
            b.feed(text)
            return not b.stack and not b.bad, f"open {b.stack} bad {b.bad}"
    return None, "no tool"


EXT_LANG = {".json": "json", ".yaml": "yaml", ".yml": "yaml", ".toml": "toml"}
fails = 0
only = sys.argv[1:]
for name, c in sorted(REG.items()):
    if only and not any(o in name for o in only):
        continue
    d = ROOT / name
    items = [(c["file"], False)] + [(r["file"], r["broken"]) for r in c["results"]]
    for fname, broken in items:
        lang = EXT_LANG.get(Path(fname).suffix, c["language"])
        ok, out = check(lang, d / fname, c["file"])
        if ok is None:
            status = "unchecked"
        elif ok != broken:
            status = "ok (" + ("fails as intended" if broken else "passes") + ")"
        else:
            status = "MISMATCH"
            fails += 1
        print(f"{status:28} {lang:10} {name}/{fname}")
        if status == "MISMATCH" or (broken and ok is False and "-v" in sys.argv):
            print("     ", out.strip().replace("\n", "\n      ")[-400:])
print("mismatches:", fails)

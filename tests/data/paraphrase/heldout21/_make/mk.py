"""Builds heldout21 cases: each result is the original with exact string edits (counts asserted)."""
import json, os, pathlib, shutil, subprocess, tempfile, configparser, tomllib, ast, re
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent


def q(s):
    return json.dumps(s, ensure_ascii=False)


class Case:
    def __init__(self, name, file, kind, language, original):
        self.name, self.file, self.kind, self.language = name, file, kind, language
        self.original = original.lstrip("\n")
        self.instructions, self.results = [], []
        self.n = {"right": 0, "wrong": 0}

    def ins(self, style, text):
        self.instructions.append((style, text))

    def res(self, label, edits=(), why="", text=None, ext=None, breaks=False, base=None):
        s = text if text is not None else (base if base is not None else self.original)
        if text is not None:
            s = s.lstrip("\n")
        for e in edits:
            old, new, n = e[:3]
            c = s.count(old)
            assert c == n, f"{self.name} {label}: {old!r} found {c}, expected {n}"
            if len(e) == 4:  # replace only occurrence e[3]
                i = -1
                for _ in range(e[3] + 1):
                    i = s.index(old, i + 1)
                s = s[:i] + new + s[i + len(old):]
            else:
                s = s.replace(old, new)
        assert s != self.original or label == "wrong", self.name
        self.n[label] += 1
        if ext is None:
            ext = pathlib.Path(self.file).suffix
        fname = f"{label}-{self.n[label]}{ext}"
        self.results.append(dict(file=fname, label=label, why=why, text=s, breaks=breaks))
        return s

    def write(self):
        d = ROOT / self.name
        if d.exists():
            shutil.rmtree(d)
        d.mkdir()
        (d / self.file).write_text(self.original)
        lines = [f"file = {q(self.file)}", f"kind = {q(self.kind)}", f"language = {q(self.language)}", ""]
        for st, t in self.instructions:
            lines += ["[[instructions]]", f"style = {q(st)}", f"text = {q(t)}", ""]
        for r in self.results:
            (d / r["file"]).write_text(r["text"])
            lines += ["[[results]]", f"file = {q(r['file'])}", f"label = {q(r['label'])}", f"why = {q(r['why'])}",
                      'source = "hand"', ""]
        (d / "case.toml").write_text("\n".join(lines))
        tomllib.loads((d / "case.toml").read_text())
        # validate
        out = []
        for fname, text, breaks in [(self.file, self.original, False)] + [(r["file"], r["text"], r["breaks"]) for r in self.results]:
            ext = pathlib.Path(fname).suffix or pathlib.Path(self.file).suffix
            ok, tool = validate(self.file if pathlib.Path(fname).suffix == pathlib.Path(self.file).suffix else "x" + ext, text)
            if ok is None:
                out.append(f"  {fname}: unchecked")
                continue
            status = "OK" if ok != breaks else "MISMATCH"
            out.append(f"  {fname}: {tool} {'passes' if ok else 'fails'} {status}")
            if status == "MISMATCH":
                print("!!!", self.name, fname, tool, LAST_ERR[:1500])
        print(self.name, len(self.instructions), "phrasings", self.n)
        print("\n".join(out))


LAST_ERR = ""


def run(cmd, cwd):
    global LAST_ERR
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, shell=isinstance(cmd, str),
                       env={**os.environ, "GOCACHE": "/tmp/gocache", "GO111MODULE": "off", "GOPATH": "/tmp/gopath"})
    LAST_ERR = p.stdout + p.stderr
    return p.returncode == 0


def validate(name, text):
    ext = pathlib.Path(name).suffix
    global LAST_ERR
    with tempfile.TemporaryDirectory() as td:
        p = pathlib.Path(td) / name
        p.write_text(text)
        try:
            if ext == ".py":
                ast.parse(text); return True, "ast.parse"
            if ext == ".json":
                json.loads(text); return True, "json.loads"
            if ext in (".yaml", ".yml"):
                yaml.safe_load(text); return True, "yaml.safe_load"
            if ext == ".toml":
                tomllib.loads(text); return True, "tomllib"
            if ext == ".ini":
                c = configparser.ConfigParser(); c.read_string(text); return True, "configparser"
        except Exception as e:
            LAST_ERR = str(e)
            return False, ext
        if ext in (".js", ".mjs", ".cjs"):
            if re.search(r"^(import|export) ", text, re.M):
                p2 = p.with_suffix(".mjs"); p2.write_text(text); p = p2
            return run(["node", "--check", str(p)], td), "node --check"
        if ext == ".go":
            return run(f"gofmt -e {name} >/dev/null && go vet {name}", td), "gofmt -e + go vet"
        if ext == ".rs":
            return run(["rustc", "--edition", "2021", "--crate-type", "lib", "--emit=metadata", "-o", "out.rmeta", name], td), "rustc"
        if ext == ".java":
            return run(["javac", "-d", "cls", name], td), "javac"
        if ext == ".cs":
            return run(["mcs", "-target:library", "-out:o.dll", name], td), "mcs"
        if ext == ".c":
            return run(["gcc", "-std=c11", "-Wall", "-Werror=implicit-function-declaration", "-fsyntax-only", name], td), "gcc -fsyntax-only"
        if ext in (".cpp", ".cc"):
            return run(["g++", "-std=c++17", "-fsyntax-only", name], td), "g++ -fsyntax-only"
        if ext == ".rb":
            return run(["ruby", "-c", name], td), "ruby -c"
        if ext == ".php":
            return run(["php", "-l", name], td), "php -l"
        if ext == ".lua":
            return run(["luac", "-p", name], td), "luac -p"
        if ext == ".sh":
            return run(["bash", "-n", name], td), "bash -n"
        if ext == ".sql":
            return run(f"sqlite3 -bail :memory: < {name}", td), "sqlite3"
        if ext == ".scala":
            return run(["scalac", "-d", td, name], td), "scalac"
        if name == "Makefile":
            ok = run(["make", "-n", "-f", name], td)
            return ok and "***" not in LAST_ERR, "make -n"
        if ext == ".css":
            depth = 0
            for ch in re.sub(r"/\*.*?\*/", "", text, flags=re.S):
                depth += ch == "{"; depth -= ch == "}"
                if depth < 0: return False, "brace balance"
            return depth == 0, "brace balance"
        return None, None

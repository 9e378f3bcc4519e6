"""Builds heldout15 cases: each result is the original changed by exact string edits
(every edit asserts how many times its old text occurs), then checked by a real tool."""
import json, subprocess, tempfile, pathlib, configparser, tomllib, ast

ROOT = pathlib.Path(__file__).resolve().parent.parent
LOG = []


def edit(text, edits):
    for e in edits:
        old, new = e[0], e[1]
        n = e[2] if len(e) > 2 else 1
        c = text.count(old)
        assert c == n, f"edit hits {c} times, expected {n}: {old!r}"
        text = text.replace(old, new)
    return text


def q(s):
    return json.dumps(s, ensure_ascii=False)


def ts_errors(lang, text):
    import tree_sitter as ts
    mod = {
        "go": ("tree_sitter_go", "language"), "ruby": ("tree_sitter_ruby", "language"),
        "php": ("tree_sitter_php", "language_php"), "lua": ("tree_sitter_lua", "language"),
        "kotlin": ("tree_sitter_kotlin", "language"), "swift": ("tree_sitter_swift", "language"),
        "csharp": ("tree_sitter_c_sharp", "language"), "typescript": ("tree_sitter_typescript", "language_typescript"),
        "css": ("tree_sitter_css", "language"), "html": ("tree_sitter_html", "language"),
    }[lang]
    m = __import__(mod[0])
    p = ts.Parser(ts.Language(getattr(m, mod[1])()))
    t = p.parse(text.encode())
    return t.root_node.has_error


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw).returncode == 0


def parses(language, fname, text):
    """True if the text parses/compiles with the tool for its language; None if no tool."""
    ext = pathlib.Path(fname).suffix
    with tempfile.TemporaryDirectory() as td:
        td = pathlib.Path(td)
        if language == "python" or ext == ".py":
            try:
                ast.parse(text); return True
            except SyntaxError:
                return False
        if ext == ".json":
            try:
                json.loads(text); return True
            except ValueError:
                return False
        if ext in (".yaml", ".yml"):
            import yaml
            try:
                yaml.safe_load(text); return True
            except yaml.YAMLError:
                return False
        if ext == ".toml":
            try:
                tomllib.loads(text); return True
            except tomllib.TOMLDecodeError:
                return False
        if ext in (".ini", ".cfg", ".conf"):
            cp = configparser.ConfigParser()
            try:
                cp.read_string(text); return True
            except configparser.Error:
                return False
        if ext in (".js", ".mjs"):
            f = td / ("a" + ext); f.write_text(text)
            return run(["node", "--check", str(f)])
        if ext == ".rs":
            f = td / "a.rs"; f.write_text(text)
            return run(["rustc", "--edition", "2021", "--crate-type", "lib", "--emit=metadata", "-o", str(td / "a.rmeta"), str(f)])
        if ext == ".java":
            import re
            m = re.search(r"public\s+(?:final\s+)?(?:class|interface|enum|record)\s+(\w+)", text)
            f = td / ((m.group(1) if m else "A") + ".java"); f.write_text(text)
            return run(["javac", "-d", str(td), str(f)])
        if ext == ".c":
            f = td / "a.c"; f.write_text(text)
            return run(["gcc", "-fsyntax-only", "-Wall", "-Werror=implicit-function-declaration", str(f)])
        if ext in (".cpp", ".cc", ".hpp"):
            f = td / "a.cpp"; f.write_text(text)
            return run(["g++", "-std=c++17", "-fsyntax-only", str(f)])
        if ext == ".sh":
            f = td / "a.sh"; f.write_text(text)
            return run(["bash", "-n", str(f)])
        if ext == ".sql":
            return run(["sqlite3", ":memory:"], input=text) and "Error" not in subprocess.run(["sqlite3", ":memory:"], input=text, capture_output=True, text=True).stderr
        if language == "makefile":
            f = td / "Makefile"; f.write_text(text)
            return run(["make", "-n", "-f", str(f), "--dry-run", "-p", "nothing-here-target"], cwd=td) or "missing separator" not in subprocess.run(["make", "-n", "-f", str(f)], capture_output=True, text=True, cwd=td).stderr
        lang = {".go": "go", ".rb": "ruby", ".php": "php", ".lua": "lua", ".kt": "kotlin", ".swift": "swift",
                ".cs": "csharp", ".ts": "typescript", ".css": "css", ".html": "html"}.get(ext)
        if lang:
            return not ts_errors(lang, text)
        return None


def case(name, file, kind, language, original, instructions, results):
    """instructions: [(style, text)]; results: [(fname, label, why, edits | str | callable, broken?)]"""
    d = ROOT / name
    d.mkdir(exist_ok=True)
    (d / file).write_text(original)
    n = original.count("\n")
    ok0 = parses(language, file, original)
    assert ok0 in (True, None), f"{name}: original does not parse"
    lines = [f"file = {q(file)}", f"kind = {q(kind)}", f"language = {q(language)}", ""]
    for style, text in instructions:
        lines += ["[[instructions]]", f"style = {q(style)}", f"text = {q(text)}", ""]
    texts = {}
    for r in results:
        fname, label, why, src = r[:4]
        broken = r[4] if len(r) > 4 else False
        if isinstance(src, str):
            text = src
        elif callable(src):
            text = src(texts)
        elif isinstance(src, tuple) and src[0] == "from":
            text = edit(texts[src[1]], src[2])
        else:
            text = edit(original, src)
        assert text != original or "identical" in why, f"{name}/{fname} equals original"
        texts[fname] = text
        (d / fname).write_text(text)
        ok = parses(language, fname, text)
        if ok is not None:
            assert ok == (not broken), f"{name}/{fname}: parses={ok}, broken={broken}"
        LOG.append((name, fname, label, ok))
        lines += ["[[results]]", f"file = {q(fname)}", f"label = {q(label)}", f"why = {q(why)}", 'source = "hand"', ""]
    (d / "case.toml").write_text("\n".join(lines))
    tomllib.loads((d / "case.toml").read_text())
    print(f"{name}: {n} lines, {len(instructions)} phrasings, {len(results)} results, tool={'yes' if ok0 else 'none'}")

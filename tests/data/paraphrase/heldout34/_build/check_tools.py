"""Runs a real parser/compiler on every original and result of heldout34 and compares the
outcome with the intent: results listed in BROKEN must fail, everything else must pass."""
import configparser, json, os, shutil, subprocess, sys, tempfile, tomllib
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
TSC = "/tmp/tsc/node_modules/.bin/tsc"
BROKEN = {
    "add_field-json-aligner-orders/wrong-5.json", "convert-yaml-exhibition-plan/wrong-4.json",
    "change_timeout-go-cold-storage/wrong-5.go", "add_guard-rs-decoder-cv/wrong-4.rs",
    "rename_class-java-xray-archive/wrong-2.java", "extract_constant-cpp-layout-gradient/wrong-4.cpp",
    "add_null_check-c-catch-certificate/wrong-5.c", "change_value-lua-booster-districts/wrong-4.lua",
    "add_cli_option-sh-xray-backup/wrong-4.sh", "rename_column-sql-catch-certificates/wrong-2.sql",
    "add_css_rule-css-exhibition-site/wrong-4.css", "add_make_target-makefile-aligner-export/wrong-1",
    "change_url-ini-appointment-sync/wrong-5.ini", "add_config_key-toml-cold-alarms/wrong-4.toml",
    "sort_keys-json-club-website/wrong-5.json", "make_async-ts-aligner-orders/wrong-3.ts",
    "loop_to_map-js-lot-catalogue/wrong-5.js", "add_logging-go-dues-reminders/wrong-2.go",
    "add_logging-go-dues-reminders/wrong-4.go", "to_fstring-py-appointment-sms/wrong-5.py",
}
UNCHECKED = {"kotlin", "swift", "scala", "markdown", "dockerfile", "html"}


def run(cmd, cwd=None, stdin=None):
    p = subprocess.run(cmd, cwd=cwd, stdin=stdin, capture_output=True, text=True, shell=isinstance(cmd, str))
    return p.returncode == 0, (p.stdout + p.stderr).strip().splitlines()[-1:] or [""]


def check(path: Path, language: str, orig_name: str):
    s = path.read_text()
    with tempfile.TemporaryDirectory() as td:
        td = Path(td)
        if language == "python":
            ok, msg = run([sys.executable, "-c", f"import ast; ast.parse(open({str(path)!r}).read())"])
            if ok:
                ok2, msg2 = run(["/work/wt/h34/.venv/bin/ruff", "check", "--no-cache", "--select", "F821,F841,F401", "--output-format", "concise", "--quiet", str(path)])
                return ok, ["ruff F: " + ("clean" if ok2 else "; ".join(msg2))]
            return ok, msg
        if language == "javascript":
            return run(["node", "--check", str(path)])
        if language == "typescript":
            shutil.copy(path, td / "a.ts")
            return run([TSC, "--strict", "--noEmit", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "--types", "node", "--typeRoots", "/tmp/tsc/node_modules/@types", "a.ts"], cwd=td)
        if language == "go":
            (td / "go.mod").write_text("module chk\n\ngo 1.19\n")
            (td / "p").mkdir(); shutil.copy(path, td / "p" / "x.go")
            return run("go vet ./p", cwd=td)
        if language == "rust":
            return run(["rustc", "--edition", "2021", "--crate-type", "lib", "-o", str(td / "x.rlib"), str(path)])
        if language == "java":
            shutil.copy(path, td / orig_name)
            return run(["javac", "-d", str(td / "out"), str(td / orig_name)])
        if language == "csharp":
            return run(["mcs", "-target:library", "-out:" + str(td / "x.dll"), str(path)])
        if language == "c":
            return run(["gcc", "-fsyntax-only", "-Wall", "-x", "c", str(path)])
        if language == "cpp":
            return run(["g++", "-fsyntax-only", "-Wall", "-std=c++17", "-x", "c++", str(path)])
        if language == "ruby":
            return run(["ruby", "-c", str(path)])
        if language == "php":
            return run(["php", "-l", str(path)])
        if language == "lua":
            return run(["luac", "-p", str(path)])
        if language == "shell":
            return run(["bash", "-n", str(path)])
        if language == "sql":
            with path.open() as fh:
                return run(["sqlite3", ":memory:"], stdin=fh)
        if language == "makefile":
            shutil.copy(path, td / "Makefile"); (td / "requirements.txt").write_text("")
            targets = "all export clean" if path.name == orig_name else "all lint export clean"
            return run(f"make -n {targets}", cwd=td)
        if language == "css":
            depth = 0
            for ch in s:
                depth += (ch == "{") - (ch == "}")
                if depth < 0:
                    break
            return depth == 0, [f"brace balance {depth}"]
        try:
            if path.suffix == ".json":
                json.loads(s)
            elif path.suffix in (".yml", ".yaml"):
                yaml.safe_load(s)
            elif path.suffix == ".toml":
                tomllib.loads(s)
            elif path.suffix == ".ini":
                c = configparser.ConfigParser(); c.read_string(s)
            else:
                return None, ["not checked by a tool"]
            return True, [""]
        except Exception as e:  # noqa: BLE001
            return False, [type(e).__name__ + ": " + str(e).splitlines()[0][:80]]


bad = 0
for case_dir in sorted(p for p in ROOT.iterdir() if (p / "case.toml").is_file()):
    case = tomllib.loads((case_dir / "case.toml").read_text())
    lang = case["language"]
    files = [case["file"]] + [r["file"] for r in case["results"]]
    for f in files:
        target_lang = lang
        if case["kind"] == "convert" and f != case["file"]:
            target_lang = "json"
        if target_lang in UNCHECKED:
            print(f"  --     {case_dir.name}/{f}: no tool for {target_lang}")
            continue
        ok, msg = check(case_dir / f, target_lang, case["file"])
        key = f"{case_dir.name}/{f}"
        want = key not in BROKEN
        flag = "OK " if ok == want else "BAD"
        bad += ok != want
        print(f"{flag} {'pass' if ok else 'FAIL'} {key}: {msg[0] if isinstance(msg, list) else msg}"[:200])
print("mismatches:", bad)

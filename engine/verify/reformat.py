"""The reformat rule: minify, pretty-print, re-indent, sort the keys, convert between JSON,
YAML and TOML. The content must be equal after parsing (JSON, YAML, TOML data; Python's
AST; other code, pygments' words without whitespace), and the layout asked for must hold
(minified: no whitespace outside strings; indent N: every indented line a multiple of N;
sorted: the keys of every mapping in order)."""

from __future__ import annotations

import ast
import datetime
import io
import re
import tokenize
from pathlib import PurePath

from .findings import Finding, line_list
from .intent import Reformat
from .ordering import asks_order, reordered_at
from .sortdepth import sort_problem
from .parsers import ParseFailure, parse_json, parse_toml, parse_yaml, shared_tree
from .textcache import per_text
from .tokens import lex

FORMAT_OF = {".json": "json", ".ipynb": "json", ".geojson": "json", ".yaml": "yaml", ".yml": "yaml", ".toml": "toml",
             ".py": "python", ".pyi": "python"}
NAMES = {"json": "JSON", "yaml": "YAML", "toml": "TOML", "python": "Python", "code": "code"}
JSON_STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def format_of(filename: str) -> str:
    return FORMAT_OF.get(PurePath(filename).suffix.lower(), "code")


def content(text: str, fmt: str, filename: str):
    """What a reformat must keep, or ParseFailure."""
    if fmt == "json":
        return parse_json(text)
    if fmt == "toml":
        return parse_toml(text)
    if fmt == "yaml":
        docs = parse_yaml(text)
        return docs[0] if len(docs) == 1 else docs
    if fmt == "python":
        comments = [t.string for t in _py_tokens(text) if t.type == tokenize.COMMENT]
        return ast.dump(shared_tree(text)), comments  # the check's one parse of this text
    return [w.text for w in lex(text, filename)]


def first_difference(a, b, path: str = "", text_dates: bool = False, typed: bool = False) -> str | None:
    """Where two parsed data first differ, as `path: old -> new`, or None. With `text_dates` (a
    conversion to JSON, which has no dates) a YAML or TOML date may come back as its ISO text."""
    where = path or "the top level"
    if text_dates and isinstance(a, (datetime.date, datetime.time)) and isinstance(b, str):
        return None if b in _iso_texts(a) else f"{where}: {_short(a)} -> {_short(b)}"
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a:
            if k not in b:
                return f"{path}.{k} is gone"
            found = first_difference(a[k], b[k], f"{path}.{k}", text_dates, typed)
            if found:
                return found
        extra = next((k for k in b if k not in a), None)
        return f"{path}.{extra} is new" if extra is not None else None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{where} has {len(b)} items, was {len(a)}"
        return next((d for i, (x, y) in enumerate(zip(a, b)) if (d := first_difference(x, y, f"{path}[{i}]", text_dates, typed))), None)
    numbers = isinstance(a, (int, float)) and isinstance(b, (int, float)) and bool not in (type(a), type(b))
    if type(a) is not type(b) and not (numbers and not typed):  # True is not 1, "1" is not 1; 35 is not 35.0 in TOML or YAML
        return f"{where}: {_short(a)} -> {_short(b)}"
    return None if a == b else f"{where}: {_short(a)} -> {_short(b)}"


def _iso_texts(v) -> set[str]:
    """How a date, a time or a date-time is written as text: ISO 8601, with a `T` or a space."""
    iso = v.isoformat()
    return {iso, iso.replace("T", " "), str(v), iso.replace("+00:00", "Z")}


def _short(v) -> str:
    s = repr(v)
    return s if len(s) <= 30 else s[:27] + "..."


# -- layout ---------------------------------------------------------------------------------


def _py_tokens(text: str) -> list[tokenize.TokenInfo]:
    return list(_tokenized(text))


@per_text(maxsize=4)
def _tokenized(text: str) -> tuple[tokenize.TokenInfo, ...]:
    """Python's tokens of `text`, once per text (the comments and the indented lines read them)."""
    try:
        return tuple(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return ()


def indented_lines(text: str, fmt: str, filename: str) -> list[tuple[int, str]]:
    """(line, leading whitespace) of the lines whose indentation is layout: every non-blank
    line of JSON; Python's logical lines; YAML and TOML outside multi-line strings; other
    code, lines that start with code (not inside a comment or string)."""
    lines = text.splitlines()
    if fmt == "python":
        starts, after_newline = set(), True
        for t in _py_tokens(text):
            if t.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING):
                after_newline = True
            elif t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.ENDMARKER) and after_newline:
                starts.add(t.start[0])
                after_newline = False
        keep = sorted(starts)
    elif fmt == "json":
        keep = [i + 1 for i, ln in enumerate(lines) if ln.strip()]
    elif fmt in ("yaml", "toml"):
        keep, block = [], None
        for i, ln in enumerate(lines):
            ind = len(ln) - len(ln.lstrip())
            if block is not None and (not ln.strip() or ind > block):
                continue
            block = None
            if ln.strip() and not ln.lstrip().startswith("#"):
                keep.append(i + 1)
            if re.search(r"[:\-]\s*[|>][-+]?\d*\s*(?:#.*)?$", ln) or ln.count('"""') % 2 or ln.count("'''") % 2:
                block = ind
    else:
        first: dict[int, str] = {}
        for w in lex(text, filename):
            first.setdefault(w.line, w.kind)
        keep = [n for n, kind in sorted(first.items()) if kind == "code"]
    return [(n, lines[n - 1][: len(lines[n - 1]) - len(lines[n - 1].lstrip())]) for n in keep if n <= len(lines)]


def bad_indents(text: str, fmt: str, filename: str, width: int | str) -> list[int]:
    """Lines whose indentation is not a multiple of `width` spaces (or, "tab", not tabs;
    "spaces", not spaces)."""
    lines = indented_lines(text, fmt, filename)
    wide: set[int] = set()
    if isinstance(width, int):  # the first level is `width` wide, not a larger multiple of it
        smallest = min((len(lead) for _, lead in lines if lead and "\t" not in lead), default=width)
        if smallest > width:
            wide = {n for n, lead in lines if len(lead) == smallest}
    bad = []
    dashes: set[int] = set()  # YAML: "- key: v" then "  other: v" sits 2 past the dash
    split = text.splitlines()  # once, not once a line
    for n, lead in lines:
        line = split[n - 1]
        if width == "tab":
            ok = lead.strip("\t") == ""
        elif width == "spaces":
            ok = "\t" not in lead
        else:
            assert isinstance(width, int)
            ok = "\t" not in lead and (len(lead) % width == 0 or fmt == "yaml" and len(lead) - 2 in dashes)
        if fmt == "yaml" and line.lstrip().startswith("- "):
            dashes.add(len(lead))
        if not ok or n in wide:
            bad.append(n)
    return bad


def minified(text: str, fmt: str) -> bool:
    if fmt == "json":
        return not re.search(r"\s", JSON_STRING.sub('""', text.rstrip("\n")))
    return False


def sort_scope(original: str, filename: str, instruction: str) -> tuple[str, ...]:
    """The top-level tables of a data file that a sort instruction names ("the entries under
    [dependencies]", "Dependencies should be listed in alphabetical order")."""
    try:
        data = content(original, format_of(filename), filename)
    except Exception:  # noqa: BLE001 (any parser's error: no scope)
        return ()
    return tables_named(data, instruction)


def tables_named(data, instruction: str) -> tuple[str, ...]:
    if not isinstance(data, dict):
        return ()
    return tuple(str(k) for k, v in data.items() if isinstance(v, (dict, list))
                 and re.search(rf"(?<![\w-]){re.escape(str(k))}(?![\w-]|\.(?:json|ya?ml|toml)\b)", instruction, re.I))  # (not roles.json)


def layout_problems(text: str, data, fmt: str, filename: str, intent: Reformat, original: str, before=None) -> list[str]:
    out = []
    if "minify" in intent.actions:
        n = text.rstrip("\n").count("\n") + 1
        if fmt == "json" and not minified(text, fmt):
            out.append(f"not minified: {n} lines" if n > 1 else "not minified: whitespace left between tokens")
        elif fmt != "json" and len(text) >= len(original):
            out.append("not minified: no shorter than the original")
    if "pretty" in intent.actions and fmt == "json" and isinstance(data, (dict, list)) and data and text.strip().count("\n") == 0:
        out.append("not pretty-printed: one line")
    width = intent.indent
    if width is None and "pretty" in intent.actions:
        leads = [len(lead) for _, lead in indented_lines(text, fmt, filename) if lead and "\t" not in lead]
        width = min(leads) if leads else None
    if width is not None:
        bad = bad_indents(text, fmt, filename, width)
        if bad:
            labels: dict[int | str, str] = {"tab": "not indented with tabs", "spaces": "indented with tabs"}
            what = labels.get(width, f"not at {width} spaces per level")
            out.append(f"{len(bad)} indented line{'s' if len(bad) > 1 else ''} {what} (line{'s' if len(bad) > 1 else ''} {line_list(bad)})")
    if "sort" in intent.actions and fmt in ("json", "yaml", "toml"):
        problem = sort_problem(before, data, intent.within, intent.instruction, toml=fmt == "toml")
        if problem:
            out.append(problem)
    return out


def order_problem(before, after, src: str, dst: str, intent: Reformat, instruction: str = "") -> str | None:
    """Keys moved by a reformat that asks for no sorting (a pretty-print that sorts on the way).
    A conversion is left out (a YAML writer sorts by default, and readers take it as the same
    data), and so is TOML, which writes plain keys before tables whatever the order was."""
    if "sort" in intent.actions or src != dst or src not in ("json", "yaml") or asks_order(instruction):
        return None
    where = reordered_at(before, after)
    return f"reordered the keys at {where}, which the instruction does not ask for" if where else None


def check_reformat(original: str, result: str, filename: str, intent: Reformat) -> Finding:
    src = format_of(filename)
    dst = intent.target or src
    if "convert" in intent.actions and src not in ("json", "yaml", "toml"):
        return Finding("reformat", None, f"cannot compare {NAMES[src]} with {NAMES[dst]}")
    try:
        before = content(original, src, filename)
    except ParseFailure:
        return Finding("reformat", None, f"the original is not valid {NAMES[src]}")
    try:
        after = content(result, dst, filename)
    except ParseFailure as e:
        where = f" at line {e.line}" if e.line else ""
        return Finding("reformat", False, f"the result is not valid {NAMES[dst]}{where}: {e.message}", (e.line,) if e.line else ())
    text_dates = dst == "json" and src != "json"
    typed = dst in ("yaml", "toml")  # (JSON has one kind of number: 35.0 and 35 are the same)
    if first_difference(before, after, text_dates=text_dates, typed=typed) if dst in ("json", "yaml", "toml") else before != after:
        if dst in ("json", "yaml", "toml"):
            why = first_difference(before, after, text_dates=text_dates, typed=typed) or "the data differ"
            return Finding("reformat", False, f"changed the data: {why}")
        return Finding("reformat", False, "changed the code, not only its layout" if dst == "python" else "changed tokens, not only the layout")
    problems = layout_problems(result, after, dst, filename, intent, original, before)
    if (moved := order_problem(before, after, src, dst, intent)):
        problems.append(moved)
    name = "/".join(sorted(a for a in intent.actions))
    if result == original and "convert" not in intent.actions:
        return Finding("reformat", False, "no changes") if problems or not _checkable(intent) else Finding("reformat", True, f"already {_done(intent)}")
    if problems:
        return Finding("reformat", False, "; ".join(problems))
    kept = "data" if dst in ("json", "yaml", "toml") else "code"
    return Finding("reformat", True, f"{_done(intent)}, {kept} unchanged" if name else f"{kept} unchanged")


def _checkable(intent: Reformat) -> bool:
    return bool(intent.actions & {"minify", "sort"}) or intent.indent is not None


def _done(intent: Reformat) -> str:
    words = {"minify": "minified", "pretty": "pretty-printed", "indent": "re-indented", "sort": "keys sorted",
             "convert": f"converted to {NAMES.get(intent.target or '', '')}", "reformat": "reformatted"}
    order = ["convert", "minify", "pretty", "indent", "sort", "reformat"]
    return ", ".join(words[a] for a in order if a in intent.actions)

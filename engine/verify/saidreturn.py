"""The value an instruction says a new branch returns ("return -1 if ...", "returns false",
"-1 zurückgeben", "devuelve None"), held against the `return`s the edit writes: where it
writes returns and none gives that value (`return 0;` for "return -1"), or throws where it was
to return, the branch does something else than asked, whatever else the instruction says.

    said_return_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re

from .findings import Finding
from .scope import added_lines
from .syntax_trees import definitions

# A literal a user says a function returns.
_VALUE = r"(-?\d+(?:\.\d+)?[a-zA-Z]?|true|false|none|null|nil|nullptr|nan|undefined|0m|\"\"|''|\[\]|\{\}|empty\s+string|[A-Z][A-Z0-9]*_[A-Z0-9_]+)"
SAID = re.compile(
    rf"\breturn(?:s|ing|ed)?\s+(?:an?\s+|the\s+value\s+)?`?{_VALUE}`?(?![\w.])"
    rf"|(?<![\w.-])`?{_VALUE}`?\s+(?:zurück(?:geben|gibt|liefern)|zurückgeben|döndür\w*|を返|返す|を戻|반환|리턴|返回)"
    rf"|\b(?:devolv\w*|devuelv\w*|retorn\w*|renvo\w*|retourn\w*|restituis\w*|restituire|zwróć|zwraca\w*|teruggeven|geef)\s+"
    rf"(?:(?:el|la|le|il|o|a)\s+(?:valor\s+|valeur\s+|valore\s+)?)?`?{_VALUE}`?(?![\w.])"
    rf"|返回\s*`?{_VALUE}",
    re.I)
NULLS = {"none", "null", "nil", "nullptr", "undefined"}
SUFFIXES = (".py", ".js", ".mjs", ".ts", ".tsx", ".go", ".rs", ".java", ".kt", ".cs", ".c", ".h", ".cpp", ".cc", ".hpp",
            ".swift", ".scala", ".rb", ".php", ".lua", ".dart")


def _norm(value: str) -> str:
    v = value.strip().strip("`").lower()
    v = re.sub(r"(?<=\d)[a-z]$", "", v)  # `0m`, `1L`: the number
    if v in NULLS:
        return "null"
    if v in ('""', "''", "empty string"):
        return '""'
    if re.fullmatch(r"-?\d+(?:\.\d+)?", v):
        return format(float(v), "g")  # `0.0` is 0, `-1.0` is -1
    return v.replace(" ", "")


def _kind(value: str) -> str:
    if re.fullmatch(r"-?\d+(?:\.\d+)?|-?nan|(?:std::)?nanf?\(.*\)|(?:float|double)\.nan|math\.nan", value):
        return "number"
    if re.fullmatch(r"(?:[a-z]\w*(?:\.|::))?[a-z][a-z0-9]*_[a-z0-9_]+", value):
        return "constant"  # `CERT_OK`, `Status::NOT_FOUND` (lowered)
    if value in ("true", "false"):
        return "bool"
    if value == "null":
        return "null"
    if re.fullmatch(r"\"[^\"]*\"|'[^']*'", value):
        return "string"
    if re.fullmatch(r"[\[{].*[\]}]", value, re.S):
        return "container"  # `{"count": 0}`, `[]`: a literal, not a computed value
    return "empty" if not value else "expression"


def said_returns(instruction: str) -> set[str]:
    """The values the instruction says a branch returns, normalised (`None` and `null` alike)."""
    negated = re.compile(r"(?:\b(?:not|never|instead\s+of|rather\s+than|nicht|no|pas|non|niet|nie)|n't)\s+(?:\S+\s+){0,2}$", re.I)
    return {_norm(next(g for g in m.groups() if g)) for m in SAID.finditer(instruction)
            if not negated.search(instruction[max(0, m.start() - 30):m.start()])
            and not re.search(r"[\w)]\)\s*$|\(\)\s*$|\b(?:if|when|whenever|unless|once|where)\s+(?:the\s+)?[\w.]+\s+$",
                              instruction[:m.start()])}  # "find() returns nullptr", "if execute returns None": the callee's


def _subjects(instruction: str) -> dict[str, str]:
    """Values said of a named subject ("read returns None"): value -> the name before "returns"."""
    out = {}
    for m in SAID.finditer(instruction):
        if (sub := re.search(r"([A-Za-z_$][\w$.]*)(?:\(\))?\s+$", instruction[:m.start()])) and m.group(0).lower().startswith("returns"):
            if sub.group(1).lower() not in {"it", "that", "this", "which", "and", "also", "then", "always", "only", "still", "now"}:
                out[_norm(next(g for g in m.groups() if g))] = sub.group(1).split(".")[-1]
    return out


def said_return_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if not filename.lower().endswith(SUFFIXES):
        return []
    said = said_returns(instruction)
    if said and (subjects := _subjects(instruction)):  # "read returns None": a value of `read`, unless the edit is in `read`
        added = added_lines(original, result)
        wrote_in = {name for name, d in definitions(result, filename).items() if any(d.line <= n <= (d.end or d.line) for n in added)}
        said = {v for v in said if v not in subjects or subjects[v] in wrote_in}
    if not said:
        return []
    lines = result.splitlines()
    wrote = [n for n in sorted(added_lines(original, result)) if n <= len(lines)]
    given = []
    for n in wrote:
        m = re.search(r"\breturn\b\s*(.*?)\s*$", lines[n - 1])
        if m and not re.match(r"\s*(?://|#|--|\*)", lines[n - 1]):
            value = re.sub(r"\s+(?:if|unless)\s.*$", "", m.group(1))  # Ruby's `return false if x`
            value = re.sub(r"\s*(?:;|\bend)?\s*$", "", value)
            if value.count("}") > value.count("{"):  # `if (x) { return 0; }`: the block's brace
                value = re.sub(r"\s*;?\s*\}\s*$", "", value)
            given.append((n, _norm(value)))
    if given:
        kinds = {_kind(v) for v in said}
        if any(_kind(v) == "expression" for _, v in given):
            return []  # a computed value may be the one asked
        judged = [(n, v) for n, v in given if _kind(v) in kinds or _kind(v) == "container" and kinds <= {"number", "bool", "null"}]
        words = {_norm(w) for w in re.findall(r"-?\d+(?:\.\d+)?|\w+", instruction)}
        if not judged or any(v in said or (v in words and _kind(v) != "number") for _, v in judged):  # (`<= 0` is no value said)
            return []
        n, v = judged[0]
        return [Finding("returns", False, f"the new `return` gives `{lines[n - 1].strip()}` (line {n}), where the "
                        f"instruction says to return {' or '.join(sorted(said))}", (n,))]
    thrown = [n for n in wrote if re.search(r"\b(?:throw|raise|panic!?)\b", lines[n - 1])]
    if any(re.fullmatch(r"[1-5]\d\d", v) for v in said):
        return []  # "return 404": a web handler may raise its status
    if thrown and not re.search(r"\b(?:throw|rais|exception|error|panic|err)\w*", instruction, re.I):
        return [Finding("returns", False, f"throws at line {thrown[0]}, where the instruction says to return "
                        f"{' or '.join(sorted(said))}", (thrown[0],))]
    return []

"""A route the edit registers on an Express-style app or router (`app.get('/x/:id', ...)`,
`router.post(...)`), judged whatever the instruction:

    params      the handler reads `req.params.id` where the path names `:projectId`: undefined
    unreachable it is registered after a catch-all (`app.use((req, res) => ...404)`, `app.all('*')`)
    guarded     the routes beside it (same first path segment, two or more) all pass one middleware
                (`requireAuth`) and it does not

    express_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding

JS = {".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts"}
ROUTE = re.compile(r"^\s*(?P<app>\w+)\.(?P<verb>get|post|put|patch|delete|all)\(\s*(?P<q>['\"`])(?P<path>/[^'\"`]*)(?P=q)\s*,(?P<rest>.*)$")
CATCH_ALL = re.compile(r"^\s*(?P<app>\w+)\.(?:use\(\s*(?:async\s+)?(?:function\s*\(\s*\w+(?:\s*:\s*\w+)?\s*,\s*\w+(?:\s*:\s*\w+)?\s*\)|"
                       r"\(\s*\w+(?:\s*:\s*\w+)?\s*,\s*\w+(?:\s*:\s*\w+)?\s*\)\s*(?::\s*[\w<>]+\s*)?=>)|"  # two parameters: no `next`
                       r"(?:all|get|use)\(\s*['\"`](?:\*|/\*|\(\.\*\))['\"`])")


def _body(lines: list[str], k: int) -> str:
    """The handler's text from line k (0-based) to the line closing the call."""
    depth, out = 0, []
    for line in lines[k:k + 200]:
        out.append(line)
        depth += line.count("(") - line.count(")")
        if depth <= 0:
            break
    return "\n".join(out)


def _middleware(rest: str) -> list[str]:
    """The names passed between the path and the handler (`requireAuth, async (req, res) =>`)."""
    out = []
    for part in rest.split(","):
        part = part.strip()
        if re.fullmatch(r"[A-Za-z_$][\w$.]*(?:\([^()]*\))?", part):
            out.append(part.split("(")[0])
        else:
            break
    return out


def _head(path: str) -> str:
    """The part of a path that says what it is about: its literal segments before the first
    parameter, at most two (`/api/items/:id` -> `api/items`)."""
    parts: list[str] = []
    for seg in path.strip("/").split("/"):
        if not seg or seg.startswith(":") or len(parts) == 2:
            break
        parts.append(seg)
    return "/".join(parts)


def express_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in JS or result == original:
        return []
    old_routes = {(m.group("verb"), m.group("path")) for line in original.splitlines() if (m := ROUTE.match(line))}
    lines = result.splitlines()
    routes = [(k, m) for k, line in enumerate(lines) if (m := ROUTE.match(line))]
    catch, catch_app = next(((k, m.group("app")) for k, line in enumerate(lines) if (m := CATCH_ALL.match(line))
                             and "next(" not in _body(lines, k)), (None, ""))
    public = re.search(r"\bpublic\b|\bno\s+auth|\bwithout\s+(?:auth|login)|\bunauthenticated\b|\banonymous\b", instruction, re.I)
    out: list[Finding] = []
    for k, m in routes:
        if (m.group("verb"), m.group("path")) in old_routes:
            continue
        where = f"`{m.group('verb').upper()} {m.group('path')}` (line {k + 1})"
        body = _body(lines, k)
        named = set(re.findall(r":(\w+)", m.group("path")))
        read = set(re.findall(r"\breq\.params\.(\w+)|\breq\.params\[['\"](\w+)['\"]\]", body))
        read = {a or b for a, b in read}
        for d in re.findall(r"\{([^{}]*)\}\s*=\s*req\.params\b", body):
            read |= {p.split(":")[0].strip() for p in d.split(",") if p.strip()}
        if named and (stray := sorted(read - named)) and "mergeParams" not in result:  # (a merged router's params come from above)
            out.append(Finding("route", False, f"{where} reads `req.params.{stray[0]}`, but its path names "
                               f"{', '.join(f'`:{n}`' for n in sorted(named))}: it is always undefined", (k + 1,)))
        if catch is not None and k > catch and m.group("app") == catch_app:
            out.append(Finding("route", False, f"{where} is registered after the catch-all at line {catch + 1}, "
                               "which answers first: it is never reached", (k + 1,)))
        head = _head(m.group("path"))
        siblings = [_middleware(r.group("rest")) for j, r in routes if j != k and (r.group("verb"), r.group("path")) in old_routes
                    and r.group("app") == m.group("app") and _head(r.group("path")) == head]
        shared = set.intersection(*(set(s) for s in siblings)) if len(siblings) >= 2 else set()
        missing = sorted(shared - set(_middleware(m.group("rest"))))
        if missing and not public:
            out.append(Finding("route", False, f"{where} does not pass `{missing[0]}`, which every other `/{head}` route "
                               "passes", (k + 1,)))
    return out

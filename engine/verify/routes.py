"""HTTP routes an instruction writes (`GET /bookings/:pnr/seats`) and whether code routes them,
however the framework writes the method and the path (`router.get('/a/:id'`,
`@DeleteMapping("/a/{id}")`, Laravel's prefix groups, Gorilla's chained `.Methods`).

    PLAIN_ROUTE / ROUTE   a route written out / a span that is one
    route_in(route, text) a line of `text` routes that method and path"""

from __future__ import annotations

import re


# A route written out without backticks: the method in capitals, then its path.
PLAIN_ROUTE = re.compile(r"(?<![\w/`])(GET|POST|PUT|PATCH|DELETE)\s+(/(?:[\w/:{}<>.-]*[\w/}>])?)(?![\w/`{<])")  # (a path ends in a word, `/`, `}` or `>`: not the sentence's `.` or `:`)
ROUTE = re.compile(r"^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+/\S*$", re.I)


def route_in(route: str, text: str) -> bool:
    """A line of `text` routes that method and path, however the framework writes them
    (`router.get('/a/:id'`, `delete '/a/:id' do`, `@DeleteMapping("/a/{id}")`), the method on
    its line or on the lines that continue its route (Gorilla's `.Methods("DELETE")`, JAX-RS's
    `@GET` above `@Path`)."""
    method, path = route.split(None, 1)
    named = _method(method)
    lines = text.splitlines()
    prefixes = {_path(q).strip("/") for q in re.findall(r"[\"']([^\"'\s]*[A-Za-z][^\"'\s]*)[\"']", text)}
    wants = dict.fromkeys((_path(path), re.sub(r"/\d+(?=/|$)", "/{}", _path(path))))  # as written, or "/bookings/123 style": an example id
    return any(_routes_path(want, line, prefixes) and (any(named.search(x) for x in _route_lines(lines, k))
                                                        or method.upper() == "GET" and _any_method(_route_lines(lines, k)))
               for want in wants for k, line in enumerate(lines) if "/" in line)


# A route registered for every method (Go's `mux.HandleFunc("/x", h)`, Flask's `@app.route("/x")`): GET among them.
ANY_METHOD = re.compile(r"\b(?:HandleFunc|Handle|route|add_url_rule|re_path|path|all|use|Any)\s*\(")
METHODS = re.compile(r"\b(?:methods?|POST|PUT|PATCH|DELETE|post|put|patch|delete)\b|Methods\(")


def _any_method(lines: list[str]) -> bool:
    return bool(ANY_METHOD.search(lines[0])) and not any(METHODS.search(x) for x in lines)


def _route_lines(lines: list[str], k: int) -> list[str]:
    """Line k with the lines that continue its route: chained calls below it (`.Methods(...)`)
    and annotations right above it (`@GET` over `@Path(...)`)."""
    out = [lines[k]]
    for x in lines[k + 1:k + 3]:
        if not (x.lstrip().startswith(".") or out[-1].rstrip().endswith(".")):
            break
        out.append(x)
    for x in reversed(lines[max(0, k - 2):k]):
        if not re.match(r"\s*@\w+", x):
            break
        out.append(x)
    return out


def _routes_path(want: str, line: str, prefixes: set[str] | frozenset[str] = frozenset()) -> bool:
    """The line writes the path: whole, or its tail below a prefix the router adds. A tail of
    two segments or more stands alone (Laravel's `Route::prefix('api/v1')` group writes
    `'permits/{id}/renew'` for /api/v1/permits/{id}/renew); a one-segment tail (`'/{id}'`)
    counts where the file writes the rest as a prefix (`APIRouter(prefix="/users")`,
    `@RequestMapping("/api/users")`), or never writes the path's first word at all (an Express
    router mounted at /users elsewhere)."""
    if want in _path(line):
        return True
    tail = want.strip("/")
    first = next(iter(re.findall(r"[A-Za-z]\w*", tail)), "")
    for m in re.finditer(r"[\"']([^\"'\s]*/[^\"'\s]*)[\"']", line):
        q = _path(m.group(1)).strip("/")
        if not q or not (tail == q or tail.endswith("/" + q)):
            continue
        rest = tail[: len(tail) - len(q)].strip("/")
        if q.count("/") >= 1 or any(p == rest or p.endswith("/" + rest) for p in prefixes) \
                or first and not any(first in p.split("/") for p in prefixes):
            return True
    return False


def _method(method: str) -> re.Pattern[str]:
    """The HTTP method as routing code writes it: a word (`get`, `GET`), or capitalised at the
    head or tail of a name (`@GetMapping`, `[HttpGet]`); `getSeats` is no GET."""
    low, cap = method.lower(), method.capitalize()
    return re.compile(rf"\b(?:{low}|{low.upper()})\b|(?<![A-Z]){cap}(?![a-z])")


def _path(text: str) -> str:
    # (`{id:[0-9]+}` too, and a regex's group: `#^/bookings/(\d+)$#`, `(?P<id>\d+)`)
    return re.sub(r":\w+|\{\w+(?::[^{}]*)?\}|<(?:\w+:)?\w+>|\((?:\?P?<\w+>)?[^()/]*\)", "{}", text).rstrip("/")

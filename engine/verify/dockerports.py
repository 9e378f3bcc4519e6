"""A Dockerfile's own port: the number its `EXPOSE` names, wherever the file writes it for the
container itself: `EXPOSE 8080`, `ENV PORT=8080` (any key with PORT in it), `localhost:8080` or
`0.0.0.0:8080` in a healthcheck or a command, `--port 8080`. They are one setting: a move from
8080 to 9090 changes them together (none of those is "beyond the instruction"), and a move that
changes some of them and leaves the others says two ports where there is one, whatever the
instruction. The same number elsewhere (a mirror's URL, another host) is not the container's.

    own_port_lines(text, filename) -> {line: port}   the lines that write the container's port
    moved_port_lines(original, result, filename, instruction) -> the lines moved to the port asked
    port_findings(original, result, filename) -> [Finding]
    same_port_lines(original, filename, spot) -> the other lines of a located setting's port"""

from __future__ import annotations

import re

from .dockerfile import is_dockerfile
from .findings import Finding, line_list

EXPOSE = re.compile(r"^\s*EXPOSE\s+(.+)$", re.I | re.M)
# Where a line writes a port for the container itself, by what stands around the number.
OWN = [re.compile(p, re.I) for p in (
    r"^\s*EXPOSE\b.*?(?<![\d.])(?P<n>\d{2,5})\b",
    r"\b\w*PORT\w*\s*[=\s]\s*[\"']?(?P<n>\d{2,5})\b",
    r"\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::\])\s*:\s*(?P<n>\d{2,5})\b",
    r"--(?:port|listen|bind)[= ]+(?:[\w.]*:)?(?P<n>\d{2,5})\b",
)]


def own_port_lines(text: str, filename: str, ports: set[str] | None = None) -> dict[int, str]:
    """{line: port} of the lines that write one of `ports` (by default those the Dockerfile
    EXPOSEs) for the container itself."""
    if not is_dockerfile(filename):
        return {}
    ports = _exposed(text) if ports is None else ports
    out = {}
    for k, line in enumerate(text.splitlines(), 1):
        for pattern in OWN:
            for m in pattern.finditer(line):
                if m.group("n") in ports:
                    out[k] = m.group("n")
    return out


def moved_port_lines(original: str, result: str, filename: str, instruction: str) -> set[int]:
    """The result's lines where the container's port moved to the port the instruction says and
    its EXPOSE now names: one setting, changed where it is written."""
    said = set(re.findall(r"\d{2,5}", instruction))
    gone = _exposed(original) - _exposed(result)
    old = (_exposed(original) & said) or (gone if len(gone) == 1 else set())  # the port said, or the one port that went
    held = {m.group(1): m.group(2) for m in re.finditer(r"\b(\w*PORT\w*)\s*[=\s]\s*[\"']?(\d{2,5})\b", result, re.I)}
    new = (_exposed(result) - _exposed(original)) & said or (set(held.values()) - _exposed(original)) & said  # or `EXPOSE ${PORT}`
    if not old or not new:
        return set()
    was = {line for line in original.splitlines()}
    lines = result.splitlines()
    moved = {k for k, port in own_port_lines(result, filename, new).items()  # a line that wrote the old port, and only it moved
             if any(lines[k - 1].replace(port, p) in was for p in old)}
    # or now names the variable that holds the new port (`localhost:${PORT}` beside `ENV PORT=8000`)
    refs = [f"${{{v}}}" for v, n in held.items() if n in new] + [f"${v}" for v, n in held.items() if n in new]
    return moved | {k for k, line in enumerate(lines, 1) if any(r in line and line.replace(r, p) in was for r in refs for p in old)}


def same_port_lines(original: str, filename: str, spot) -> list[int]:
    """When the setting located at `spot` ((line, start, end, old, new), 0-based) is the
    container's own port, the other lines (1-based) that write that port for the container."""
    if spot is None:
        return []
    own = own_port_lines(original, filename, {spot[3]})
    return [k for k in own if k != spot[0] + 1] if spot[0] + 1 in own else []


def port_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    exposed = _exposed(original) if is_dockerfile(filename) else set()
    if not exposed or result == original:
        return []
    before = own_port_lines(original, filename, exposed)
    after = own_port_lines(result, filename, exposed | _exposed(result) | set(re.findall(r"\d{2,5}", instruction)))
    out = []
    for port in sorted(exposed):
        was = [k for k, p in before.items() if p == port]
        still = [k for k, p in after.items() if p == port]
        if still and len(still) < len(was) and set(after.values()) - exposed:  # some of its lines moved, these did not
            out.append(Finding("dockerfile", False, f"the container's port {port} changed on some lines, but line"
                               f"{'s' if len(still) > 1 else ''} {line_list(still)} still say{'' if len(still) > 1 else 's'} "
                               f"{port}", tuple(still)))
    return out


def _exposed(text: str) -> set[str]:
    return {n for m in EXPOSE.finditer(text) for n in re.findall(r"(\d{2,5})(?:/\w+)?", m.group(1))}

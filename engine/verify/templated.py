"""A message the instruction gives by example ("... -> "A3: vacant"", "like "Vehicle is 19.20 m
long; the maximum is 18.75 m."") written in the result as the template that prints it:
`"${plot.id}: vacant"`, `sprintf('Vehicle is %.2f m long; ...', ...)`, `"on " . $date . "."`.
The example's values stand where the template reads a value; its words stand as written.

    templated(example, result, original) -> bool
    template_added(change, instruction, original, result) -> bool   the net's change that writes it"""

from __future__ import annotations

import re

from .scope import changed_lines

# A string literal on a line: double, single or back quotes, with escapes.
LITERAL = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|`(?:\\.|[^`\\])*`')
# What reads a value inside a literal: `${x}`, `#{x}`, `{x}`/`{0:.2f}`, `\(x)`, `%s`/`%.2f`/`%v`, `$name`, `{$x}`.
PLACEHOLDER = re.compile(r"\$\{[^}]*\}|#\{[^}]*\}|\{\$[^}]*\}|\{[\w.:\[\]'\"!<>^+\-#]*\}|\\\([^)]*\)|"
                         r"%[-+ 0#]*(?:\d+|\*)?(?:\.\d+)?[hlLqjzt]*[sdifFeEgGxXoucpvwqTt%@]|\$[A-Za-z_][\w>-]*(?:\[[^\]]*\])?")


def templated(example: str, result: str, original: str) -> bool:
    """Some line the result changed prints `example` (quotes aside): its literals' words in
    order, a placeholder or a value read between them standing for any of the example's text,
    and the literal words covering half the example at least."""
    want = example.strip().strip("'\"`")
    if not want:
        return False
    lines = result.splitlines()
    for _, _, (r1, r2) in changed_lines(original, result):
        for k in range(max(r1, 1), min(r2, len(lines)) + 1):
            if _prints(lines[k - 1], want):
                return True
    return False


def _pattern(line: str, found: list[re.Match]) -> tuple[str, int]:
    """A regex of what the literals `found` on `line` print (each read value as `.+?`) and how
    many of its characters are literal text."""
    parts, literal = [], 0
    for i, m in enumerate(found):
        body = m.group(0)[1:-1]
        if i and line[found[i - 1].end():m.start()].strip():
            parts.append(".+?")  # a value read between two literals: `"on " . $date . "."`
        at = 0
        for p in PLACEHOLDER.finditer(body):
            text = body[at:p.start()]
            parts.append(re.escape(text)); literal += len(text)
            if p.group(0) == "%%":
                parts.append("%")
            elif not parts or parts[-1] != ".+?":  # (`{y}{m}{d}`: one run of text, not three that backtrack)
                parts.append(".+?")
            at = p.end()
        parts.append(re.escape(body[at:])); literal += len(body) - at
    return "".join(parts), literal


# The calls that turn a template into text.
FORMATS = {"sprintf", "printf", "format", "Sprintf", "Errorf", "Printf", "Fprintf", "String", "f", "fmt", "str", "vsprintf",
           "formatted", "interpolate", "sprintf!", "format!", "write", "writeln"}
EXAMPLE = re.compile(r"(?<![\w`])([\"'])([^\"'`\n]{4,200})\1(?![\w`])")


def template_added(change, instruction: str, original: str, result: str) -> bool:
    """The change only writes into a message the template of the example the instruction
    quotes (`sprintf(`, `on %s` for "Pass expired on 14.03.2027."): what it adds is a
    format call, placeholders and the example's own words, on a line that prints the example."""
    if change.old and not set(re.findall(r"\w+", change.old)) <= set(re.findall(r"\w+", change.new)):
        return False  # it took words out: a message reworded, not filled in
    examples = [m.group(2) for m in EXAMPLE.finditer(instruction)]
    if not examples:
        return False
    said = {w.lower() for e in examples for w in re.findall(r"\w+", e)}
    rest = PLACEHOLDER.sub(" ", change.new)
    if not all(w in FORMATS or w.lower() in said for w in re.findall(r"[A-Za-z_]\w*", rest)):
        return False
    line = result.splitlines()[change.line - 1] if 0 < change.line <= len(result.splitlines()) else ""
    # the example's values are read, not written out (`18.75` in the text where the constant was asked)
    texts = " ".join(m.group(0) for m in LITERAL.finditer(line))
    if any(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d.])", texts) for e in examples for n in re.findall(r"\d+(?:[.,:]\d+)+|\d{2,}", e)):
        return False
    return any(_prints(line, e) for e in examples)


def _prints(line: str, example: str) -> bool:
    """A run of the line's literals prints `example` (a call's other strings, `'d.m.Y'`, aside).
    An example that holds a placeholder itself (`"find run: %w"`) is code, written as it is."""
    if PLACEHOLDER.search(example):
        return False
    found = list(LITERAL.finditer(line))
    for i in range(len(found)):
        for j in range(i + 1, len(found) + 1):
            pattern, words = _pattern(line, found[i:j])
            if pattern.count(".+?") > 6:
                continue  # (a dozen read values: no example to hold it to, and a regex that backtracks for seconds)
            if pattern and words * 2 >= len(example) and re.fullmatch(pattern, example, re.S):
                return True
    return False

"""Attributes an edit adds to HTML tags (`loading="lazy"` on the covers, `required` on two
inputs), held to what the instruction says and to the tags that were there:

    attribute_findings(original, result, filename, instruction) -> [Finding]

- an attribute the instruction gives a value (`loading="lazy"`) has that value where added;
- a tag that gets an attribute keeps the ones it had (an `alt` lost beside the new one);
- a form control's attribute (`required`, `disabled`, `checked`...) goes on the control,
  not on its `<label>`.

Tags are paired by their order; where the result adds or removes a tag, nothing is read.
Which tags should get the attribute is left alone: a logo beside the covers, the other
form's email input, are what the words of the instruction decide, not the tags' shapes."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .htmlreach import SUFFIXES, html_tags

CONTROL_ATTRIBUTES = {"required", "disabled", "readonly", "checked", "multiple", "selected", "maxlength", "minlength", "pattern"}


def _tags(text: str) -> list[tuple[str, dict[str, str | None], int]] | None:
    tags = html_tags(text)
    return None if tags is None else [(name, attrs, line) for name, attrs, line, _ in tags]


def attribute_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    before, after = _tags(original), _tags(result)
    if before is None or after is None or [t[0] for t in before] != [t[0] for t in after]:
        return []
    said = {k.lower(): (q or b) for k, q, b in re.findall(r"""(?<![\w-])([a-z][\w-]*)\s*=\s*(?:["']([^"']*)["']|([^"'\s>,;)]+))""", instruction)}
    words = {w.lower() for w in re.findall(r"[A-Za-z][\w-]*", instruction)}
    out: list[Finding] = []
    for (tag, a, _), (_, b, line) in zip(before, after):
        for name in b.keys() - a.keys():
            if name in said and (b[name] or "") != said[name]:
                out.append(Finding("attributes", False, f"`{name}=\"{b[name]}\"` on `<{tag}>` at line {line}, where the "
                                                        f"instruction says `{said[name]}`", (line,)))
            if name in CONTROL_ATTRIBUTES and tag == "label":  # the label, not the control it labels
                out.append(Finding("attributes", False, f"`{name}` on a `<{tag}>` at line {line}, which is no form control", (line,)))
        lost = [n for n in a.keys() - b.keys() if n.lower() not in words]
        if lost and b.keys() - a.keys():  # lost beside an attribute added to the same tag
            out.append(Finding("attributes", False, f"removed {', '.join(f'`{n}`' for n in sorted(lost))} of the `<{tag}>` at line {line}", (line,)))
    return out

"""An HTML form control the result adds is one the form submits, whatever the instruction:

    outside   a named `<input>`, `<select>` or `<textarea>` added after `</form>` (or before
              `<form>`), where every control of the original sat inside a form (a control with
              no name outside is a script's: a filter, a toggle)
    nameless  a control added inside a form without a `name`, where every other control of
              the form has one (its value is never sent); checkboxes and radios aside
    label     a `<label for="x">` added where no element has the id `x` (not in a template,
              whose tags write elements)

    html_form_findings(original, result, filename) -> [Finding]

Read with the standard library's HTMLParser (no grammar's error recovery in the way)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import PurePath

from .findings import Finding

HTML = {".html", ".htm", ".xhtml"}
CONTROLS = {"input", "select", "textarea"}
TEMPLATE = re.compile(r"\{\{|\{%|<%|\{#")
UNSENT = {"submit", "button", "reset", "image"}  # no value of their own to send


@dataclass(frozen=True)
class Control:
    tag: str
    line: int
    in_form: bool
    name: str | None
    id: str | None
    kind: str


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.controls: list[Control] = []
        self.labels: list[tuple[str, int]] = []
        self.ids: set[str] = set()
        self.forms = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"] or "")
        if tag == "form":
            self.forms += 1
        elif tag in CONTROLS:
            self.controls.append(Control(tag, self.getpos()[0], self.forms > 0 or "form" in a, a.get("name"), a.get("id"),
                                         (a.get("type") or "").lower()))
        elif tag == "label" and a.get("for"):
            self.labels.append((a["for"] or "", self.getpos()[0]))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.forms = max(0, self.forms - 1)


def _read(text: str) -> _Reader:
    reader = _Reader()
    reader.feed(text)
    reader.close()
    return reader


def html_form_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in HTML or result == original:
        return []
    before, after = _read(original), _read(result)
    old = {(c.tag, c.name, c.id) for c in before.controls}
    new = [c for c in after.controls if (c.tag, c.name, c.id) not in old and c.kind not in UNSENT and c.kind != "hidden"]
    out = []
    sent = [c for c in before.controls if c.kind not in UNSENT]
    if sent and all(c.in_form for c in sent):
        for c in new:
            if not c.in_form and c.name:  # a control with no name outside a form is a script's (a filter, a toggle)
                out.append(Finding("form", False, f"the <{c.tag}> added at line {c.line} is outside the form: it is never submitted",
                                   (c.line,)))
    if sent and all(c.name for c in sent if c.in_form):
        for c in new:
            if c.in_form and not c.name and c.kind not in ("checkbox", "radio"):  # (a show-password box sends nothing on purpose)
                out.append(Finding("form", False, f"the <{c.tag}> added at line {c.line} has no `name`: its value is never sent",
                                   (c.line,)))
    old_labels = set(before.labels)
    if TEMPLATE.search(re.sub(r"<[^<>]*>", " ", result)):  # (a tag written between elements, not a value in an attribute)
        return out  # `{{ form.password }}` writes the input a label points at
    for target, line in after.labels:
        if (target, line) not in old_labels and target not in after.ids and all(t != target for t, _ in before.labels):
            out.append(Finding("form", False, f"the label at line {line} is for `{target}`, which no element has as its id", (line,)))
    return out

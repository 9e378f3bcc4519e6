"""A member the result adds to an enum reaches every switch that handles all the others: a
`when`, `switch` or `match` that names each old member of the enum and not the new one no
longer covers it (Kotlin's and Swift's do not compile, TypeScript's `never` check fails, a
Java `default: throw` throws), whatever the instruction. Enums and switches are read from
tree-sitter's nodes, across grammars."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .queries import both_parsed, captures
from .textcache import per_text

ENUMS = ("enum_declaration", "enum_item", "enum_specifier", "enum_class_body")
MEMBERS = {"enum_constant", "enum_variant", "enum_entry", "enum_member_declaration", "enumerator", "enum_assignment",
           "property_identifier"}  # (a TypeScript member without a value is a bare property_identifier)
SWITCHES = ("switch_statement", "switch_expression", "when_expression", "match_expression", "match_statement")
# Tables keyed or filled by an enum's members: a TypeScript `Record<Kind, number>`, a dict, a
# hash, a Lua table, a Go map or slice literal, a C initializer.
TABLES = ("object", "dictionary", "hash", "table_constructor", "literal_value", "initializer_list")  # (a flat list may be a filter)


def switch_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    found: list[Finding] = []
    for name, added, switch, table in _covering(original, result, filename):
        text = switch.text.decode("utf-8", "replace")
        if missing := [m for m in added if not _names(text, m, name)]:
            line = switch.start_point[0] + 1
            what = "table" if table else switch.type.split("_")[0]
            found.append(Finding("switch", False, f"the {what} at line {line} {'lists' if table else 'handles'} every other "
                                 f"member of `{name}` but not {', '.join(f'`{m}`' for m in missing)}", (line,)))
    return found


def member_entries(original: str, result: str, filename: str) -> set[int]:
    """Result lines where a new member joins a switch or a table that handles every other
    member: the edit's own consequence, wherever the instruction said to add the member."""
    out: set[int] = set()
    for name, added, switch, _ in _covering(original, result, filename):
        first = switch.start_point[0]
        for k, line in enumerate(switch.text.decode("utf-8", "replace").splitlines()):
            if any(_names(line, m, name) for m in added):
                out.add(first + k + 1)
    return out


@per_text(maxsize=4)  # (the switch rule and the place rule both ask, once per check)
def _covering(original: str, result: str, filename: str) -> tuple:
    """(enum, its new members, switch or table node, is a table) for each switch and table of
    the result that handles every member the enum had (a catch-all switch does not count)."""
    return tuple(_covered(original, result, filename))


def _covered(original: str, result: str, filename: str):
    suffix = PurePath(filename).suffix.lower()
    if (trees := both_parsed(original, result, filename)) is None:
        return
    before, after = trees
    old = _enums(_captures(before, suffix).get("enum", []))
    nodes = _captures(after, suffix)
    for name, members in _enums(nodes.get("enum", [])).items():
        kept = [m for m in old.get(name, []) if m in members]
        added = [m for m in members if m not in old.get(name, [])]
        if len(kept) < 2 or not added:
            continue
        for switch in nodes.get("switch", []) + nodes.get("table", []):
            text = switch.text.decode("utf-8", "replace")
            table = switch.type in TABLES
            if table and not _indexed(switch, kept, name):
                continue  # a table keyed or filled by the members (`[Kind.Low]: 3`, `[Kind.Low, ...]`), not tuples naming them
            if not table and _catches_all(text):
                continue
            if all(_names(text, m, name) for m in kept):
                yield name, added, switch, table


def _indexed(node, members: list[str], enum: str) -> bool:
    """A table indexed or filled by the members: each entry (a pair's key, or an item) names
    one member as the enum's own (`[Kind.Low]: 3`, `{"low", Kind::Low}`, `[Kind.Low, ...]`),
    and every member is some entry's; a list of tuples that each name two is no such table."""
    entries = []
    for child in node.named_children:
        key = child.child_by_field_name("key") if child.type in ("pair", "initializer_pair") else None
        if child.type == "keyed_element" and child.named_children:
            key = child.named_children[0]
        entries.append((key or child).text.decode("utf-8", "replace"))
    named = [[m for m in members if _owned(e, m, enum)] for e in entries]
    return all(len(n) <= 1 for n in named) and {m for n in named for m in n} == set(members)


def _owned(text: str, member: str, enum: str) -> bool:
    """`text` names `member` as the enum's own: `Kind.Low`, `Kind::Low`, `[Kind.Low]`."""
    return bool(re.search(rf"(?<![\w$]){re.escape(enum)}\s*(?:\.|::)\s*{re.escape(member)}(?![\w$])", text))


def _names(text: str, member: str, enum: str) -> bool:
    """`text` names `member` bare (`case LOW:`), Swift's way (`.low`) or as the enum's own
    (`Level.LOW`, `Level::Low`), not another enum's (`Door.Open`)."""
    for m in re.finditer(rf"(?<![\w$]){re.escape(member)}(?![\w$])", text):
        before = text[:m.start()].rstrip()
        if not before.endswith((".", "::")):
            return True
        owner = re.search(r"([\w$]*)\s*(?:\.|::)$", before)
        if owner is None or owner.group(1) in ("", enum):
            return True
    return False


# A catch-all arm (`default:`, `else ->`, `_ =>`), which covers a new member unless it fails
# (`throw`, `assertNever`, `unreachable!`, `fatalError`, `error(`).
CATCH_ALL = re.compile(r"\bdefault\s*(?::|->)|\belse\s*->|(?<![\w$])_\s*(?:=>|->)|\bcase\s+_\s*:|@unknown\s+default")
FAILS = re.compile(r"\b(?:throw|assert\w*|[Nn]ever|unreachable!?|panic!?|fatalError|raise|abort)\b|\b(?:error|Err)\s*\(")


def _catches_all(text: str) -> bool:
    arm = CATCH_ALL.search(text)
    return arm is not None and not FAILS.search(text[arm.end():arm.end() + 120])


def _captures(tree, suffix: str) -> dict[str, list]:
    return captures(tree, suffix, enum=ENUMS, switch=SWITCHES, table=TABLES)


def _enums(nodes: list) -> dict[str, list[str]]:
    """{enum name: its member names, in order} (Kotlin's body is named by its class)."""
    out: dict[str, list[str]] = {}
    for node in nodes:
        owner = node.parent if node.type == "enum_class_body" and node.parent is not None else node
        named = owner.child_by_field_name("name") or next((c for c in owner.named_children if "identifier" in c.type), None)
        body = node.child_by_field_name("body") or node
        members = [m for m in (_member(c, node.type) for c in body.named_children) if m]
        if named is not None and members:
            out.setdefault(named.text.decode("utf-8", "replace"), members)
    return out


def _member(node, enum_type: str) -> str | None:
    if node.type not in MEMBERS or (node.type == "property_identifier" and enum_type != "enum_declaration"):
        return None
    if node.type == "property_identifier":
        return node.text.decode("utf-8", "replace")
    name = node.child_by_field_name("name") or next((c for c in node.named_children if "identifier" in c.type), None)
    return name.text.decode("utf-8", "replace") if name is not None else None

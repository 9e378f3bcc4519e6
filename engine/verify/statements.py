"""Whole statements a removal took out (the instruction asks to remove a route, a job, a block): "remove the /:id/legacy-invoice route", "drop the
pgadmin service". The instruction names no definition, but the statement it points at is
a block of code (a `router.get(...)` call, a `location` block) whose every line goes: the
lines of it that appear nowhere else are no loss beyond the instruction (net.py).

A statement is a tree-sitter node the deletion holds whole, from the first word of its
line; it is the one asked for when it holds the instruction's most specific word: of the
words the instruction says that the file has, the one on the fewest lines (`legacy`, not
`invoice`, for "/:id/legacy-invoice" beside "/:id/invoice")."""

from __future__ import annotations

import re

from .diffing import line_opcodes
from .gone import REMOVE_VERB
from .phrasing import said_and_kept
from .scope import with_comments_above
from .syntax_trees import _tree
from .words import FUNCTION_WORDS


def removed_statements(original: str, result: str, filename: str, said: set[str], instruction: str = "") -> list[tuple[int, int]]:
    """The (first, last) original lines of each statement the result deleted whole that holds
    the instruction's most specific word, or two of its words written as one name
    ("legacy invoice" for `/:id/legacy-invoice`); [] without a grammar."""
    tree = _tree(original, filename)
    if tree is None or not asks_statement(said_and_kept(instruction)[0]):
        return []
    a, b = [s.strip() for s in original.splitlines()], [s.strip() for s in result.splitlines()]
    runs = [(i1 + 1, i2) for tag, i1, i2, j1, j2 in line_opcodes(original, result) if tag == "delete" or (tag == "replace" and not any(b[j1:j2]))]
    if not runs:
        return []
    lines = original.splitlines()
    words_of = [set(re.findall(r"[a-z0-9]+", line.lower())) for line in lines]
    code = [ws if not re.match(r"\s*(?:#|//|/\*|\*|--)", line) else set() for ws, line in zip(words_of, lines)]
    found = {w: sum(w in ws for ws in code) for w in said if len(w) > 2 and w not in FUNCTION_WORDS}
    found = {w: n for w, n in found.items() if n}
    rarest = {w for w, n in found.items() if n == min(found.values())} if found else set()
    spoken = re.findall(r"[a-z0-9]+", instruction.lower())
    pairs = {x + y for x, y in zip(spoken, spoken[1:]) if len(x + y) > 5 and x not in FUNCTION_WORDS and y not in FUNCTION_WORDS}
    if not rarest and not pairs:
        return []
    out = []
    for first, last in (shifted for run in runs for shifted in _slides(a, *run)):
        for node in _whole_nodes(tree.root_node, first, last, lines):
            top, end = node.start_point[0] + 1, node.end_point[0] + 1
            names = {re.sub(r"[-_.]", "", t) for t in re.findall(r"[a-z0-9]+(?:[-_.][a-z0-9]+)*", node.text.decode("utf-8", "replace").lower())}
            if any(rarest & code[n - 1] for n in range(top, end + 1)) or any(p in t for p in pairs for t in names):
                out.append((with_comments_above(lines, top), end))
    return out


# What a removal's object is when it is a statement: a route, an endpoint, a job, a block.
KIND = re.compile(r"\b(?:routes?|endpoints?|handlers?|services?|jobs?|steps?|stages?|blocks?|sections?|rules?|targets?|middlewares?|"
                  r"listeners?|hooks?|tasks?|tests?|cases?|plugins?|resources?|locations?|rotas?|rutas?|rotte?|Endpunkte?|маршрут\w*|"
                  r"эндпоинт\w*)\b|路由|ルート|エンドポイント|라우트|엔드포인트", re.I)
_STOP = r"(?=[,;!?()]|[.:](?:\s|$)|$|\s(?:above|below|from|in|at|on|for|before|after|because|since|so|that|which|and|but)\b)"
OBJECT = re.compile(rf"\b(?:{REMOVE_VERB})\s+(?P<what>.*?){_STOP}", re.I)
SUBJECT = re.compile(r"(?:^|[,;.!?]\s)(?P<what>[^,;!?]*?)\s+(?:should|must|can|has\s+to|needs\s+to|ought\s+to|is\s+to)(?:\s+not|n't)?\s+"
                     r"(?:no\s+longer\s+)?(?:exist|be\s+(?:removed|deleted|dropped|gone))", re.I)


def asks_statement(said: str) -> bool:
    """The instruction removes a statement: the object of its removal (what follows the verb
    up to a preposition, or the subject of "... shouldn't exist") is a route, a job, a block."""
    return any(KIND.search(m.group("what")) for pattern in (OBJECT, SUBJECT) for m in pattern.finditer(said))


def _slides(a: list[str], first: int, last: int) -> list[tuple[int, int]]:
    """A deletion of lines [first, last] (1-based) and the same deletion told otherwise: a diff
    that deletes `}),` `);` `` `// Deprecated` ... may as well have deleted the route's own
    closing lines below, which read the same."""
    out = [(first, last)]
    up = 0
    while first - up - 2 >= 0 and a[first - up - 2] == a[last - up - 1]:
        up += 1
        out.append((first - up, last - up))
    down = 0
    while last + down < len(a) and a[first + down - 1] == a[last + down]:
        down += 1
        out.append((first + down, last + down))
    return out


def _whole_nodes(root, first: int, last: int, lines: list[str]) -> list:
    """The outermost named nodes within lines [first, last] (1-based) that start their line."""
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        top, end = node.start_point[0] + 1, node.end_point[0] + 1
        if end < first or top > last:
            continue
        starts = node.start_point[1] == len(lines[top - 1]) - len(lines[top - 1].lstrip())
        if first <= top and end <= last and starts and node is not root:
            out.append(node)
        else:
            stack.extend(node.named_children)
    return out

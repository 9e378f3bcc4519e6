"""Whose a member's use is, read from the words around it: the receiver before the dot (a
variable of a declared type, `masts[i]` of a `[]Mast`, a variable named after its type), the
object literal a key sits in (its type, or the object it spreads), an SQL column's table (the
column list it is in, the one table of its statement that has it), and whether the language
reaches a member only through an object, so that a bare name elsewhere is a local.

    variable_types(words, owners)        {variable: its owner type}
    receiver(words, k)                   the name a receiver ends in (`r.masts[i]` -> `masts`)
    spread_type(words, i, typed, blocks) the type of the object a literal spreads before key i
    sql_table(words, i, blocks, lines)   the table a bare SQL column belongs to"""

from __future__ import annotations

import re

from .scope import Range
from .tokens import Word

# `FROM orders o`, `JOIN orders AS o`: o stands for orders.
ALIAS = re.compile(r"\b(?:FROM|JOIN|UPDATE|INTO)\s+[\"`]?(\w+)[\"`]?\s+(?:AS\s+)?(\w+)", re.I)
SQL_WORDS = {"where", "on", "join", "left", "right", "inner", "outer", "full", "cross", "group", "order", "limit", "set",
             "using", "values", "natural", "union", "having", "select", "as"}


# Languages that reach a member only through an object (`self.x`, `this.x`, `p.x`, `p->x`): a bare
# name outside the type's block is a local, a parameter or a function, never the member.
RECEIVED = {".py", ".pyi", ".rs", ".go", ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".c", ".h", ".php", ".lua"}


def shorthand(words: list[Word], i: int) -> bool:
    """words[i] stands alone between `{`/`,` and `,`/`}` in braces: a shorthand field
    (`{ qty }`, `Matter { client, .. }`), which is the member and the variable at once."""
    if not (0 < i < len(words) - 1 and words[i - 1].text in "{," and words[i + 1].text in ",}"):
        return False
    depth = 0
    for k in range(i - 1, max(i - 400, -1), -1):
        t = words[k].text
        if words[k].kind != "code" or t not in "()[]{}":
            continue
        if t in ")]}":
            depth += 1
        elif depth:
            depth -= 1
        else:
            return t == "{"
    return False


# SQL words before a table whose columns follow (`INSERT INTO t (a, b)`) or whose statement this is.
TABLE_LEAD = {"from", "join", "update", "into", "on", "references", "table"}


def sql_table(words: list[Word], i: int, blocks: dict[str, Range], lines: set[int]) -> str | None:
    """The table a bare SQL column belongs to: the one whose column list holds it (`ON
    sections (term, status_cd)`, `REFERENCES t (x)`, `INSERT INTO t (...)`), else the one table
    of its statement that defines the column (`lines`: where the column's name is written); None
    where the statement does not say."""
    depth, innermost, subqueries = 0, True, []
    for k in range(i - 1, max(i - 400, -1), -1):
        t = words[k].text
        if t == ";" and words[k].kind == "code":
            break
        if words[k].kind != "code" or t not in "()":
            continue
        if t == ")":
            depth += 1
        elif depth:
            depth -= 1
        else:
            if innermost and k >= 2 and words[k - 1].text in blocks and words[k - 2].text.lower() in TABLE_LEAD:
                return words[k - 1].text
            innermost = False
            if k + 1 < len(words) and words[k + 1].text.lower() == "select":  # `( SELECT date(x) FROM loads )`
                subqueries.append(k)
    start = next((k for k in range(i - 1, max(i - 2000, -1), -1) if words[k].text == ";" and words[k].kind == "code"), -1)
    end = next((k for k in range(i + 1, min(i + 2000, len(words))) if words[k].text == ";" and words[k].kind == "code"), len(words))
    for first, last in [*((k, _closing(words, k, end)) for k in subqueries), (max(start, 1), end)]:  # innermost first
        first, last = _union_part(words, i, first, last)
        tables = {words[k].text for k in range(max(first, 1), last) if words[k].kind == "code" and words[k].text in blocks
                  and words[k - 1].text.lower() in TABLE_LEAD}
        holders = {o for o in tables if any(blocks[o][0] <= n <= blocks[o][1] for n in lines)}
        if holders:
            return next(iter(holders)) if len(holders) == 1 else None
    return None


def _union_part(words: list[Word], i: int, first: int, last: int) -> tuple[int, int]:
    """Of the SELECTs a UNION (INTERSECT, EXCEPT) joins in words[first:last], the one holding words[i]."""
    depth, cuts = 0, [first]
    for j in range(first + 1, last):
        t = words[j].text
        if words[j].kind == "code" and t in "()":
            depth += 1 if t == "(" else -1
        elif depth == 0 and t.lower() in ("union", "intersect", "except") and words[j].kind == "code":
            cuts.append(j)
    lo = max((c for c in cuts if c < i), default=first)
    return lo, min((c for c in cuts if c > i), default=last)


def _closing(words: list[Word], k: int, end: int) -> int:
    """The index of the `)` closing the `(` at words[k] (or `end`)."""
    depth = 0
    for j in range(k, end):
        if words[j].kind == "code" and words[j].text in "()":
            depth += 1 if words[j].text == "(" else -1
            if depth == 0:
                return j
    return end


def spread_type(words: list[Word], i: int, typed: dict[str, str], blocks: dict[str, Range]) -> str | None:
    """The type of the object an object literal spreads before its key words[i] (`{ ...order,
    qty: n }`): the spread variable's declared type, or the type it is named after."""
    depth = 0
    for k in range(i - 1, max(i - 200, 3), -1):
        t = words[k].text
        if words[k].kind != "code":
            continue
        if t in ")]}":
            depth += 1
        elif t in "([{" and depth:
            depth -= 1
        elif t in "([{":
            return None
        elif not depth and words[k - 1].text == words[k - 2].text == words[k - 3].text == ".":
            return typed.get(t) or named_after(t, blocks)
    return None


def named_after(variable: str, blocks: dict[str, Range]) -> str | None:
    """The type a variable is named after (`order` an Order, `masts` Masts of a Mast), if one."""
    found = [o for o in blocks if variable.lower() in (o.lower(), o.lower() + "s")]
    return found[0] if len(found) == 1 else None


def receiver(words: list[Word], k: int) -> str:
    """The name words[k] ends: itself, or the collection an index reads (`r.masts[i]` -> `masts`,
    whose element type variable_types gives)."""
    if words[k].text != "]":
        return words[k].text
    depth = 0
    for j in range(k, max(k - 200, 0), -1):
        t = words[j].text
        if words[j].kind == "code" and t == "]":
            depth += 1
        elif words[j].kind == "code" and t == "[":
            depth -= 1
            if not depth:
                return words[j - 1].text if words[j - 1].kind == "code" else ""
    return ""


def sql_trigger_table(words: list[Word], i: int) -> str | None:
    """The table whose row `NEW.x` or `OLD.x` at words[i] is: the one named by `ON t` of the
    `CREATE TRIGGER` around it."""
    for k in range(i - 1, max(i - 3000, 0), -1):
        t = words[k].text.upper()
        if t == "END" and k + 1 < len(words) and words[k + 1].text == ";":
            return None  # an earlier trigger's end: not inside one
        if t == "TRIGGER" and any(w.text.upper() == "CREATE" for w in words[max(0, k - 3): k]):
            on = next((j for j in range(k + 1, i) if words[j].text.upper() == "ON" and words[j].kind == "code"), None)
            return words[on + 1].text if on is not None and on + 1 < i else None
    return None


def sql_aliases(text: str) -> dict[str, str]:
    """SQL's table aliases: {alias: table} (`FROM orders o`)."""
    return {m.group(2): m.group(1) for m in ALIAS.finditer(text) if m.group(2).lower() not in SQL_WORDS}


def accessed(words: list[Word], i: int) -> bool:
    """words[i] is a member reached through something: `q.name`, `q->name`, `q::name`."""
    return reached_from(words, i) is not None


def reached_from(words: list[Word], i: int) -> int | None:
    """The index of the word a member words[i] is reached through (`q` of `q.name`, `q::name`,
    where a lexer may give `::` as two words), or None."""
    if i > 1 and words[i - 1].text in (".", "->", "::", "?.") and words[i - 1].kind == "code":
        return i - 2
    if i > 2 and words[i - 1].text == ":" == words[i - 2].text and words[i - 1].kind == "code" and words[i - 1].start == words[i - 2].end:
        return i - 3
    return None


# Where a variable gets its type: `p *Profile`, `p: &Profile` (a parameter or declaration),
# `Profile p` / `Profile* p` (C-like), `p := &Profile{`, `p = new Profile(`, `val p = Profile(`.
POINTER = {"*", "&", "mut", "?", "const", "final", "var", "val", "let"}
NOT_A_VARIABLE = {"class", "struct", "type", "new", "return", "enum", "interface", "trait", "impl", "for", "extends",
                  "implements", "instanceof", "is", "as", "in", "of", "public", "private", "protected", "static", "case"}


def variable_types(words: list[Word], owners: set[str]) -> dict[str, str]:
    """{variable: owner} for each code variable the file declares with one owner type, and only one."""
    code = [w for w in words if w.kind == "code"]
    seen: dict[str, set[str]] = {}

    def note(var: Word, owner: str) -> None:
        if re.fullmatch(r"[A-Za-z_]\w*", var.text) and var.text not in owners:
            seen.setdefault(var.text, set()).add(owner)

    for k, w in enumerate(code):
        if w.text not in owners:
            continue
        left = _skip(code, k - 1, -1)
        if left >= 3 and code[left].text == "]" and code[left - 1].text == "[":  # `masts []Mast` (Go): a collection of them
            left = _skip(code, left - 2, -1)
        elif left >= 2 and code[left].text == "[":  # `&[Mast]` (Rust)
            left = _skip(code, left - 1, -1)
        elif left >= 3 and code[left].text == "<" and re.fullmatch(r"[A-Za-z_]\w*", code[left - 1].text):  # `Vec<Mast>`, `List<Mast>`
            if k + 1 < len(code) and code[k + 1].text == ",":
                continue  # `HashMap<MatterId, Matter>`: a key type, not what it holds
            left = _skip(code, left - 2, -1)
        if left >= 1 and code[left].line == w.line:
            mark = code[left].text
            if mark == "new":  # `p = new Profile(`
                left = _skip(code, left - 1, -1)
                mark = code[left].text if left >= 1 else ""
            if mark in (":", "=", ":="):  # `p: Profile`, `p := &Profile{`, `val p = Profile(`
                note(code[_skip(code, left - 1, -1)], w.text)
            elif mark not in NOT_A_VARIABLE:  # `p *Profile`, `p Profile` (Go)
                note(code[left], w.text)
        right = _skip(code, k + 1, 1)
        if right + 1 < len(code) and code[right].line == w.line and (k == 0 or code[k - 1].text not in (".", "::")) \
                and code[right + 1].text in ("=", ";", ",", ")", ":", "{") and re.fullmatch(r"[a-z_]\w*", code[right].text):
            note(code[right], w.text)  # `Profile p = ...`, `Profile* p;` (C-like)
    factories = _factories(code, owners)  # `fn oven() -> Oven<GasBurner>`: `let mut o = oven();` holds an Oven
    for k, w in enumerate(code):
        if w.text in factories and k >= 2 and k + 1 < len(code) and code[k + 1].text == "(" and code[k - 1].text in ("=", ":=") \
                and (k < 2 or code[k - 2].text != "."):
            note(code[_skip(code, k - 2, -1)], factories[w.text])
    for k, w in enumerate(code):  # a loop over a typed collection: `for vent in vents.iter_mut()`, `for _, m := range masts`
        if w.text != "for":
            continue
        at = next((j for j in range(k + 1, min(k + 8, len(code))) if code[j].text in ("in", "of", "range")
                   or code[j].text == ":" and code[k + 1].text == "("), None)  # C++ and Java: `for (auto& p : projectors)`
        if at is None or at + 1 >= len(code) or code[at + 1].line != w.line:
            continue
        names = [c for c in code[k + 1 : at] if re.fullmatch(r"[A-Za-z_]\w*", c.text) and c.text not in ("mut", "let", "const", "var", "val", "_")]
        source = code[_skip(code, at + 1, 1)] if at + 1 < len(code) else None
        held = seen.get(source.text) if source is not None else None
        if names and held is not None and len(held) == 1:
            note(names[-1], next(iter(held)))
    return {v: next(iter(o)) for v, o in seen.items() if len(o) == 1}


def _factories(code: list[Word], owners: set[str]) -> dict[str, str]:
    """{function: owner} for the functions declared to return one owner (`fn oven() -> Oven<B>`,
    `def make_oven() -> Oven:`, `function oven(): Oven`)."""
    out: dict[str, str] = {}
    for k, w in enumerate(code[:-1]):
        if w.text not in ("fn", "def", "function", "func") or not re.fullmatch(r"[A-Za-z_]\w*", code[k + 1].text):
            continue
        depth, j = 0, k + 2
        while j < len(code) and j < k + 200:  # to the end of the parameter list
            depth += (code[j].text == "(") - (code[j].text == ")")
            j += 1
            if depth == 0 and code[j - 1].text == ")":
                break
        if j + 1 < len(code) and code[j].text in ("->", "-", ":") and code[j].line == w.line:
            at = _skip(code, j + (2 if code[j].text == "-" else 1), 1)  # (`->` is two words: `-`, `>`)
            if at < len(code) and code[at].text in owners:
                out[code[k + 1].text] = code[at].text
    return out


def _skip(code: list[Word], k: int, step: int) -> int:
    """The first index from k in direction `step` that is no pointer mark or modifier."""
    while 0 <= k < len(code) and code[k].text in POINTER:
        k += step
    return max(k, 0) if step < 0 else k


def literal_type(words: list[Word], i: int) -> str | None:
    """The type of the composite literal whose key words[i] is (`http.Server{Addr: ...}` ->
    "Server", `Config { addr: .. }` -> "Config"), or None when the braces have no type before them."""
    depth = 0
    for k in range(i - 1, 0, -1):
        t = words[k].text
        if t in ")]}":
            depth += 1
        elif t in "([":
            depth -= 1 if depth else 0
        elif t == "{":
            if depth:
                depth -= 1
                continue
            before = words[k - 1]
            if before.text == "return":  # `return { ... }`: the type the enclosing function says it returns
                return _returned_type(words, k - 1)
            if before.text == "=" and k > 2 and words[k - 3].text == ":":  # `const t: Track = {`
                return words[k - 2].text
            if before.text in ("[", ","):  # an element of an array literal: the array's element type
                return _element_type(words, k - 1)
            return before.text if before.kind == "code" and re.fullmatch(r"[A-Za-z_]\w*", before.text) else None
    return None


def _element_type(words: list[Word], i: int) -> str | None:
    """The element type of the array literal around words[i]: `const shows: Show[] = [ ... ]`,
    `Array<Show> = [`, `shows: Show[] = [` (a TypeScript declaration before its `[`)."""
    depth = 0
    for k in range(i, 0, -1):
        t = words[k].text
        if t in ")]}":
            depth += 1
        elif t in "({":
            if not depth:
                return None  # inside a call or an object, not an array literal
            depth -= 1
        elif t == "[":
            if depth:
                depth -= 1
                continue
            head = [w.text for w in words[max(0, k - 6) : k]]
            if head[-5:-4] == [":"] and head[-3:] == ["[", "]", "="]:  # `: Show[] = [`
                return head[-4]
            if head[-6:-3] == [":", "Array", "<"] and head[-2:] == [">", "="]:  # `: Array<Show> = [`
                return head[-3]
            return None
    return None


def _returned_type(words: list[Word], i: int) -> str | None:
    """The return type of the function whose body holds words[i]: `): Track {` (TypeScript),
    `) Track {` (Go), `-> Track {` (Rust); None where it says none."""
    depth = 0
    for k in range(i - 1, 1, -1):
        t = words[k].text
        if t == "}":
            depth += 1
        elif t == "{":
            if depth:
                depth -= 1
                continue
            name, lead = words[k - 1].text, words[k - 2].text
            return name if re.fullmatch(r"[A-Za-z_]\w*", name) and lead in (":", ")", "->", ">") else None
    return None


def method_receiver(words: list[Word], i: int) -> str | None:
    """The type a Go method declared as words[i] belongs to: `func (d *Dispatcher) Hold(` ->
    "Dispatcher" (`func (d Dispatcher[T]) ...` too); None for anything else."""
    if i < 4 or words[i - 1].text != ")":
        return None
    for k in range(i - 2, max(0, i - 12), -1):
        if words[k].text == "(":
            inner = [w.text for w in words[k + 1 : i - 1]]
            types = [t for t in inner if re.fullmatch(r"[A-Za-z_]\w*", t)]
            return types[1] if words[k - 1].text == "func" and len(types) >= 2 else None
    return None


"""A rename of one owner's member: "orders.total -> total_cents", "the `total` column of the
`orders` table", "ApiClient's retries". Where the file holds the name under several owners (the
`total` of two tables, the `retries` of two classes), only the named owner's uses are renamed:

    inside the owner's block (its class, struct, `CREATE TABLE`)        renamed
    inside another owner's block                                        kept
    `q.name`, q the owner or an SQL alias of it (`FROM orders o`)        renamed
    `q.name`, q another owner or its alias                              kept

Anything else the rename rule judges as before. The owner is read from what the instruction
asks, not from what it says stays ("order_items keeps its total column")."""

from __future__ import annotations

import re
from pathlib import PurePath

from .diffing import common_ends
from .intent import Rename
from .phrasing import said_and_kept
from .scope import Range
from .syntax_trees import literal_keys
from .typespans import TYPE_LIKE
from .tokens import Word
from .receivers import (RECEIVED, accessed, literal_type, method_receiver, named_after, receiver, shorthand, spread_type, sql_aliases, sql_table,
                        sql_trigger_table, reached_from,
                        variable_types)

# SQL's blocks: `CREATE [OR REPLACE] [TEMP] TABLE|VIEW [IF NOT EXISTS] name` to the `;` ending it.
SQL_BLOCK = re.compile(r"\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:TEMP(?:ORARY)?\s+)?(?:TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?[\"`]?(\w+)",
                       re.I)


def owner_blocks(text: str, filename: str) -> dict[str, Range]:
    """The blocks that own members: each definition tree-sitter reads, and SQL's tables and views."""
    from .syntax_trees import definitions
    from .typespans import type_range

    # a Rust struct with the `impl` blocks after it, where no other type comes between
    out = {name: type_range(text, filename, name, (d.line, d.end or d.line))
           for name, d in definitions(text, filename).items() if TYPE_LIKE.search(d.kind)}
    lines = text.splitlines()
    for m in SQL_BLOCK.finditer(text):
        first = text.count("\n", 0, m.start()) + 1
        last = next((k for k in range(first, len(lines) + 1) if lines[k - 1].rstrip().endswith(";")), len(lines))
        out.setdefault(m.group(1), (first, last))
    return out


def named_owner(instruction: str, name: str, owners: set[str]) -> str | None:
    """The owner whose `name` the instruction asks about: `O.name`, `name [column] of|on|in [the] O`,
    `O['s] [table]['s] name`; the first said, in what it asks."""
    said = said_and_kept(instruction)[0].replace("`", "")
    n = re.escape(name)
    found: list[tuple[int, str]] = []
    for owner in owners:
        o = re.escape(owner)
        for pattern in (rf"\b{o}\)?(?:\.|::){n}\b", rf"\b{n}\b(?:\s+[\w-]+){{0,3}}?\s+(?:of|on|in|from|de|del|da|do|du|des|di|della|von|der|im|dans)\s+(?:(?:the|our|my|its|this|that|your|dem|der|la|le)\s+)?"
                        rf"(?:(?:interface|class|struct|table|type|record|klasse|struktur|tabelle|classe|tabla|tabela|tabella|tableau|tabel)\s+)?{o}\b",
                        rf"\b{o}(?:'s)?(?:\s+\w+)?(?:'s)?\s+{n}\b"):
            m = re.search(pattern, said, re.I)
            if m:
                found.append((m.start(), owner))
    return min(found)[1] if found else None


def owner_hows(words: list[Word], text: str, filename: str, name: str, instruction: str) -> dict[int, bool]:
    """{word index: renamed or kept} for the code words `name` whose owner the file says, when
    the instruction names one owner of several."""
    blocks = owner_blocks(text, filename)
    owner = named_owner(instruction, name, set(blocks)) or _only_said_owner(words, name, instruction, blocks) \
        or _part_said_owner(words, name, instruction, blocks)
    if owner is None:
        return _kept_owner_hows(words, text, filename, name, instruction, blocks)
    suffix = PurePath(filename).suffix.lower()
    qualified = suffix in RECEIVED and owner not in sql_aliases(text).values()
    sql = suffix == ".sql"
    lines = {w.line for w in words if w.text == name and w.kind == "code"}  # where the name is written
    # a local the owner's literal takes by its name (`RingBuffer { buf_len }`) may follow the rename
    carried = qualified and any(w.text == name and shorthand(words, i) for i, w in enumerate(words))
    bodies = _bodies(text, filename) if qualified else []  # a method's body inside the type: its bare names are locals
    out = member_hows(words, text, filename, name, owner)
    spreads = _spread_keys(words, text, filename, name, owner)
    for i, w in enumerate(words):
        if w.text != name or w.kind != "code" or i in out or accessed(words, i):
            continue
        literal = literal_type(words, i) if i + 1 < len(words) and words[i + 1].text == ":" else None
        if literal is not None:  # `Addr:` in `http.Server{...}` is that type's field, in `Config{...}` the owner's
            out[i] = literal == owner
            continue
        if i in spreads:  # `{ ...order, qty: n }`: a copy of an Order with its qty replaced
            out[i] = spreads[i]
            continue
        table = sql_table(words, i, blocks, lines) if sql else None
        inside = [o for o, (a, b) in blocks.items() if a <= w.line <= b]
        if (method := method_receiver(words, i) if suffix == ".go" else None) is not None:  # `func (d *Dispatcher) Hold(`
            out[i] = method == owner
        elif table is not None:  # `ON sections (term, status_cd)`, `UPDATE enrollments SET status_cd`
            out[i] = table == owner
        elif owner in inside and qualified and any(a <= w.line <= b for a, b in bodies):
            continue  # `fn new(client: &str)`, `constructor(qty: number)`: the owner's own parameter, left to the rename rule
        elif inside:  # the innermost block holding it: an interface nested in the owner has its own members
            out[i] = max(inside, key=lambda o: blocks[o][0]) == owner if owner in inside else False
        elif qualified and not shorthand(words, i) and not carried:  # a member is reached only through an object: a bare name
            out[i] = False  # elsewhere is a local (one a literal takes by the field's name is left to the rename rule)
    return out


# Definitions whose body holds code, not members.
CALLABLE = re.compile(r"function|method|constructor|closure|lambda|arrow", re.I)


def _bodies(text: str, filename: str) -> list[Range]:
    """The lines of the file's functions and methods (each with its signature)."""
    from .syntax_trees import definitions

    return [(d.line, d.end or d.line) for d in definitions(text, filename).values() if CALLABLE.search(d.kind)]


def _kept_owner_hows(words: list[Word], text: str, filename: str, name: str, instruction: str,
                     blocks: dict[str, Range]) -> dict[int, bool]:
    """{word index: kept} for the uses of `name` that belong to an owner the instruction says stays
    ("not the ConsortiumClient method"): inside its block, or reached through its objects."""
    if name in blocks:  # a type renamed: its uses in other types are no members of theirs
        return {}
    kept = said_and_kept(instruction)[1].replace("`", "")
    definers = _definers(words, blocks, name)
    owners = {o for o in definers if re.search(rf"(?<![\w.]){re.escape(o)}(?![\w])", kept)}
    if not owners or len(definers) < 2:
        return {}
    out: dict[int, bool] = {}
    for o in owners:
        out.update({i: False for i, v in member_hows(words, text, filename, name, o).items() if v})
    sql = PurePath(filename).suffix.lower() == ".sql"
    lines = {w.line for w in words if w.text == name and w.kind == "code"}
    for i, w in enumerate(words):
        if w.text == name and w.kind == "code" and not accessed(words, i):
            inside = [o for o, (a, b) in blocks.items() if a <= w.line <= b]
            table = sql_table(words, i, blocks, lines) if sql else None
            if table in owners or table is None and inside and max(inside, key=lambda o: blocks[o][0]) in owners:
                out[i] = False
    return out


# A rename meant for every owner of the name.
ANY_OWNER = re.compile(r"\b(?:every|all|each|both|alle[ns]?|beide[ns]?|tod[oa]s|toutes?|tous|tutt[ei])\s+(?:\w+\s+)?(?:tables?|class(?:es)?|structs?|"
                       r"types?|interfaces?|models?|records?|entities|objects|schemas?|Tabellen|Klassen|tablas|clases|classes|tabelle)\b", re.I)
# Where a sentence goes on to a reason or a purpose, which names things that are not the owner.
REASON = re.compile(r"\b(?:so\s+that|so|because|since|as|to\s+match|damit|weil|para\s+que|porque|pour\s+que|car)\b.*$", re.I)


RENAMING = re.compile(r"\b(?:renam\w*|umbenenn\w*|renomm\w*|renombr\w*|rinomin\w*|hernoem\w*|renome\w*|zmie[nń]\s+nazw\w*|"
                      r"should\s+be\s+called|be\s+named)\b|->|→|=>", re.I)


def _only_said_owner(words: list[Word], name: str, instruction: str, blocks: dict[str, Range]) -> str | None:
    """The one owner the request names in the sentence that names `name`, among those whose block
    holds `name` bare, where it says no "every" ("In enrollments, the letter grade column should be named final_grade", "renomme la
    colonne grade de la table enrollments"); None for none or several."""
    if name in blocks:  # a type renamed: its uses in other types are no members of theirs
        return None
    said = said_and_kept(instruction)[0].replace("`", "")
    if ANY_OWNER.search(said):  # "in every table", "everywhere, so that Invoice matches"
        return None
    word = re.compile(rf"(?<![\w.]){re.escape(name)}(?![\w])")
    sentences = [s for s in re.split(r"(?<=[.;!?])\s+", said) if word.search(s) or RENAMING.search(s)]
    asking = [s for s in sentences if RENAMING.search(s)]  # the sentence that asks ("rename the one on pledges"), not its reason
    said = " ".join(REASON.sub("", s) for s in (asking or sentences))  # the sentence that says the name
    holders = _definers(words, blocks, name)  # declared there, not reached (`inv.x`)
    named = [o for o in holders if re.search(rf"(?<![\w.]){re.escape(o)}(?![\w])", said)]
    return named[0] if len(named) == 1 and len(holders) > 1 else None


def _part_said_owner(words: list[Word], name: str, instruction: str, blocks: dict[str, Range]) -> str | None:
    """The one owner of several declaring `name` that the request calls by a word of its name,
    right before `name` ("rename vent open_by" for VentController, beside ShadeScreen)."""
    holders = _definers(words, blocks, name)
    if len(holders) < 2 or name in blocks:
        return None
    said = said_and_kept(instruction)[0].replace("`", "")
    before = {m.group(1).lower() for m in re.finditer(rf"\b([A-Za-z]{{3,}})(?:'s)?\s+{re.escape(name)}\b", said)}
    named = [o for o in holders if before & {p.lower() for p in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", o)}]
    return named[0] if len(named) == 1 else None


def member_hows(words: list[Word], text: str, filename: str, name: str, owner: str) -> dict[int, bool]:
    """{word index: renamed or kept} for each `q.name` whose owner the file says: q the owner
    itself, an SQL alias of it, `self`/`this` inside it, or a variable declared of its type
    (`p *Profile`, `cart: Cart`); q unknown when only the owner defines `name`."""
    blocks = owner_blocks(text, filename)
    typed = {**variable_types(words, set(blocks)), **sql_aliases(text)}
    definers = _definers(words, blocks, name)
    out: dict[int, bool] = {}
    for i, w in enumerate(words):
        at = reached_from(words, i) if w.text == name and w.kind == "code" else None
        if at is None or words[at].kind != "code":
            continue
        q = receiver(words, at)
        held = q if q in blocks else typed.get(q) or named_after(q, blocks)
        if q in ("self", "this"):  # inside its class: the enclosing owner
            held = next((o for o, (a, b) in blocks.items() if a <= w.line <= b), None)
        if q.upper() in ("NEW", "OLD") and PurePath(filename).suffix.lower() == ".sql":  # a trigger's row
            held = sql_trigger_table(words, i) or held
        if held is None and definers == {owner}:
            held = owner
        if held is not None:
            out[i] = held == owner
    return out


def _definers(words: list[Word], blocks: dict[str, Range], name: str) -> set[str]:
    """The owners whose block holds `name` bare (declare it)."""
    bare = {w.line for i, w in enumerate(words) if w.text == name and w.kind == "code" and not accessed(words, i)}
    return {o for o, (a, b) in blocks.items() if any(a <= n <= b for n in bare)}


def _spread_keys(words: list[Word], text: str, filename: str, name: str, owner: str) -> dict[int, bool]:
    """{word index: renamed or kept} for the keys `name:` of object literals that spread a
    variable (`{ ...order, qty: n }`): the owner's where the variable is one of it."""
    blocks = owner_blocks(text, filename)
    typed = {**variable_types(words, set(blocks)), **sql_aliases(text)}
    out: dict[int, bool] = {}
    for i, w in enumerate(words[:-1]):
        if w.text == name and w.kind == "code" and words[i + 1].text == ":" and not accessed(words, i):
            spread = spread_type(words, i, typed, blocks)
            if spread is not None:
                out[i] = spread == owner
    return out


def index_follows(before: list[Word], a: int, after: list[Word], b: int, old: str, new: str, filename: str) -> bool:
    """SQL: the name of an index or constraint that spells the renamed column (`idx_orders_total`)
    renamed with it (`idx_orders_total_cents`): what such names are for."""
    if PurePath(filename).suffix.lower() != ".sql" or a < 1:
        return False
    name, renamed = before[a].text, after[b].text
    parts = name.split("_")
    head = " ".join(w.text.upper() for w in before[max(0, a - 4) : a] if w.kind == "code")
    if not re.search(r"\b(?:INDEX|CONSTRAINT|TRIGGER|KEY)(?:\s+IF\s+NOT\s+EXISTS)?$", head):
        return False
    if old in parts and renamed == "_".join(new if p == old else p for p in parts):
        return True
    edit = _part_edit(old.split("_"), new.split("_"))  # `temp_c` -> `air_temp_c`: `temp` -> `air_temp`
    if edit is None:
        return False
    x, y = edit
    return any(parts[k : k + len(x)] == x and renamed.split("_") == parts[:k] + y + parts[k + len(x):] for k in range(len(parts)))


def test_follows(before: list[Word], a: int, after: list[Word], b: int, old: str, new: str) -> bool:
    """A test named after what was renamed (`fn open_by_respects_step`, `def test_open_by`,
    `func TestOpenBy`) renamed with it (`nudge_open_respects_step`): a test's name is read by
    nobody, so it may follow the rename or keep its name."""
    name, renamed = before[a].text, after[b].text
    code = [w.text for w in before[max(0, a - 3) : a] if w.kind == "code"]
    if not code or code[-1] not in ("fn", "def", "func", "function", "fun") or name == old:
        return False
    if sum(w.text == name for w in before) != 1:
        return False  # called or read elsewhere: not only a test's name
    above = " ".join(w.text for w in before[max(0, a - 12) : a])
    test = re.match(r"(?i)test", name) is not None or re.search(r"#\s*\[\s*test\s*\]|@\s*(?:Test|pytest)\b", above) is not None
    cased = old[:1].upper() + old[1:], new[:1].upper() + new[1:]  # `TestOpenBy` for `openBy`
    return test and any(re.sub(rf"(?<![a-z]){re.escape(x)}(?![a-z])", y.replace("\\", r"\\"), name, count=1) == renamed
                        for x, y in ((old, new), cased))


def _part_edit(old: list[str], new: list[str]) -> tuple[list[str], list[str]] | None:
    """The parts a rename replaces, with a part beside them where it only inserts or deletes:
    `temp_c` -> `air_temp_c` is `temp` -> `air_temp`; None where the names are the same."""
    i, j = common_ends(old, new)
    x, y = old[i : len(old) - j], new[i : len(new) - j]
    if x == y:
        return None
    if not x or not y:  # an insertion or deletion: anchor it on the part after it, or before it
        if j:
            x, y = x + [old[len(old) - j]], y + [new[len(new) - j]]
        elif i:
            x, y = [old[i - 1]] + x, [new[i - 1]] + y
    return (x, y) if x else None


def owned_hows(original: str, filename: str, intent: Rename, instruction: str, before: list[Word],
               scope: Range | None) -> dict[int, bool]:
    """{word index: renamed or kept} for the uses an owner decides: an object literal's key inside
    the class a member is renamed in, "orders.total" (owner_hows), "Cart's calc" reached from
    outside Cart (member_hows)."""
    out: dict[int, bool] = {}
    if scope is not None and any(f"this.{a.text}" in original or f"self.{a.text}" in original for a, _ in intent.pairs):
        # a member renamed inside its class: an object literal's key there is the literal's own
        literal = literal_keys(original, filename)
        out = {i: False for i, w in enumerate(before) if w.start in literal}
    if len(intent.pairs) != 1 or intent.pairs[0][0].kind != "name":
        return out
    name = intent.pairs[0][0].text
    if instruction and scope is None:
        out = {**owner_hows(before, original, filename, name, instruction), **out}  # "orders.total"
    if scope is not None and intent.scope is not None:  # "Cart's calc", "in Profile": reached from outside it too
        outside = member_hows(before, original, filename, name, intent.scope.name)
        # inside it, a use reached through another owner's object (`consortium.renew`) is that owner's
        typed = intent.scope.name in owner_blocks(original, filename)  # a class, not a function
        out = {**{i: v for i, v in outside.items() if typed and not v or not scope[0] <= before[i].line <= scope[1]}, **out}
        if typed:  # `maker.qty` outside the type, maker of no known type: the type's member where only it has one, else either
            only = _definers(before, owner_blocks(original, filename), name) == {intent.scope.name}
            out = {**{i: True for i, w in enumerate(before) if only and w.text == name and w.kind == "code"
                      and accessed(before, i) and i not in outside and not scope[0] <= w.line <= scope[1]}, **out}
            out = {**_spread_keys(before, original, filename, name, intent.scope.name), **out}
        out = {**_nested_members(before, original, filename, name, intent.scope.name), **out}
    return out


def _nested_members(words: list[Word], text: str, filename: str, name: str, owner: str) -> dict[int, bool]:
    """{word index: kept} for the bare uses of `name` inside a type nested in the owner (an
    interface declared in the class): that type's own members."""
    blocks = owner_blocks(text, filename)
    if owner not in blocks:
        return {}
    a0, b0 = blocks[owner]
    nested = [(a, b) for o, (a, b) in blocks.items() if o != owner and a0 < a and b <= b0]
    return {i: False for i, w in enumerate(words) if w.text == name and w.kind == "code" and not accessed(words, i)
            and any(a <= w.line <= b for a, b in nested)}


def member_lines(text: str, filename: str) -> frozenset[int]:
    """The lines inside the file's classes, structs, interfaces and other types."""
    return frozenset(n for a, b in owner_blocks(text, filename).values() for n in range(a, b + 1))

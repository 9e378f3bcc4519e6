"""Round 13 of the check (issue 41): which owner a renamed member belongs to, and three slips a
model makes whatever it was asked.

    owners         a bare name outside the owner's type is a local where members need an object
                   (Go, Rust, TypeScript, C, PHP, Lua); an SQL column in `ON t (...)`, `INSERT
                   INTO t (...)` or a one-table statement is that table's; `r.masts[i].Elev` is
                   a Mast's; `{ ...order, qty: n }` is an Order's
    interpolation  a placeholder written in quotes that never fill it
    generators     a list turned into a generator expression
    flips          a boundary moved beside the line the edit adds
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.flips import flip_findings
from redraft.engine.verify.generators import generator_findings
from redraft.engine.verify.interpolation import interpolation_findings

GO = '''package hives

type Hive struct {
	ID     string
	Weight float64
}

type Scale struct {
	Weight float64
}

type Apiary struct {
	hives  []Hive
	scales []Scale
}

func (a *Apiary) Heaviest() float64 {
	best := 0.0
	for i := range a.hives {
		if a.hives[i].Weight > best {
			best = a.hives[i].Weight
		}
	}
	return best
}

func (a *Apiary) Tare(i int) float64 {
	return a.scales[i].Weight
}
'''
GO_RIGHT = GO.replace("\tWeight float64\n}\n\ntype Scale", "\tMassKg float64\n}\n\ntype Scale").replace(
    "a.hives[i].Weight", "a.hives[i].MassKg")
GO_ASK = "rename Hive.Weight to MassKg (Scale keeps Weight)"


def test_an_indexed_collection_reads_its_element_type() -> None:
    assert not check(GO, GO_RIGHT, "hives.go", GO_ASK).refused
    both = GO_RIGHT.replace("a.scales[i].Weight", "a.scales[i].MassKg")  # the scale's field renamed too
    verdict = check(GO, both, "hives.go", GO_ASK)
    assert verdict.refused and "line 28" in verdict.text
    left = GO_RIGHT.replace("best = a.hives[i].MassKg", "best = a.hives[i].Weight")  # one hive use left
    assert check(GO, left, "hives.go", GO_ASK).refused


RUST = '''pub struct Matter {
    pub client: String,
    pub hours: f64,
}

pub struct Invoice {
    pub client: String,
}

pub fn for_client<'a>(all: &'a [Matter], client: &str) -> Vec<&'a Matter> {
    all.iter().filter(|m| m.client == client).collect()
}

pub fn new_matter(client: &str) -> Matter {
    Matter { client: client.to_string(), hours: 0.0 }
}
'''
RUST_RIGHT = RUST.replace("    pub client: String,\n    pub hours", "    pub client_name: String,\n    pub hours").replace(
    "m.client ==", "m.client_name ==").replace("Matter { client:", "Matter { client_name:")
RUST_ASK = "Matter.client -> client_name (Invoice keeps client)"


def test_a_parameter_named_like_the_field_is_a_local() -> None:
    assert not check(RUST, RUST_RIGHT, "matters.rs", RUST_ASK).refused
    renamed_params = RUST_RIGHT.replace("client: &str", "client_name: &str").replace("== client)", "== client_name)").replace(
        "client.to_string()", "client_name.to_string()")
    # the parameters were not the field: refused where no literal takes them by the field's name
    no_literal = RUST.split("pub fn new_matter")[0]
    assert check(no_literal, renamed_params.split("pub fn new_matter")[0], "matters.rs", RUST_ASK).refused
    assert not check(no_literal, RUST_RIGHT.split("pub fn new_matter")[0], "matters.rs", RUST_ASK).refused
    carried = RUST.replace("Matter { client: client.to_string(), hours: 0.0 }", "Matter { client, hours: 0.0 }").replace(
        "pub fn new_matter(client: &str)", "pub fn new_matter(client: String)")
    carried_right = RUST_RIGHT.replace("Matter { client_name: client.to_string(), hours: 0.0 }",
                                       "Matter { client_name, hours: 0.0 }").replace(
        "pub fn new_matter(client: &str)", "pub fn new_matter(client_name: String)").replace(
        "for_client<'a>(all: &'a [Matter], client: &str)", "for_client<'a>(all: &'a [Matter], client_name: &str)").replace(
        "== client)", "== client_name)")
    # a local the literal takes by the field's name is left to the rename rule, which lets it follow
    assert not check(carried, carried_right, "matters.rs", RUST_ASK).refused


SQL = '''CREATE TABLE sections (
    crn TEXT PRIMARY KEY,
    status_cd TEXT NOT NULL
);

CREATE TABLE enrollments (
    student TEXT NOT NULL,
    crn TEXT REFERENCES sections (crn),
    status_cd TEXT NOT NULL
);

CREATE INDEX idx_sections_status ON sections (crn, status_cd);
CREATE INDEX idx_enrollments_status ON enrollments (student, status_cd);

INSERT INTO sections (crn, status_cd) VALUES ('10001', 'OPEN');
UPDATE enrollments SET status_cd = 'DROP' WHERE student = 's1';
'''
SQL_ASK = "enrollments.status_cd -> enrollment_status"


def test_an_sql_column_list_belongs_to_its_table() -> None:
    right = SQL.replace("    status_cd TEXT NOT NULL\n);\n\nCREATE INDEX", "    enrollment_status TEXT NOT NULL\n);\n\nCREATE INDEX").replace(
        "(student, status_cd)", "(student, enrollment_status)").replace("SET status_cd", "SET enrollment_status")
    assert not check(SQL, right, "school.sql", SQL_ASK).refused
    wrong = right.replace("(crn, status_cd);", "(crn, enrollment_status);")  # the sections index's column renamed
    assert check(SQL, wrong, "school.sql", SQL_ASK).refused
    missed = right.replace("SET enrollment_status", "SET status_cd")  # the UPDATE of enrollments left behind
    assert check(SQL, missed, "school.sql", SQL_ASK).refused


TS = '''interface Order { id: string; qty: number; }
interface Fill { id: string; qty: number; }

function grow(order: Order, n: number, book: Map<string, Order>): void {
  book.set(order.id, { ...order, qty: n });
}

function fillOf(id: string, n: number): Fill {
  return { id, qty: n };
}

function traded(book: any, fills: any[]): number {
  const order = book.get("o-1");
  const fill = fills[0];
  return Math.min(order.qty, fill.qty);
}
'''


def test_a_spread_literal_is_the_spread_objects_type() -> None:
    right = TS.replace("interface Order { id: string; qty: number; }", "interface Order { id: string; quantity: number; }").replace(
        "{ ...order, qty: n }", "{ ...order, quantity: n }").replace("order.qty,", "order.quantity,")
    assert not check(TS, right, "book.ts", "Order.qty -> quantity").refused
    kept = right.replace("{ ...order, quantity: n }", "{ ...order, qty: n }")
    assert check(TS, kept, "book.ts", "Order.qty -> quantity").refused
    # `order` and `fill` have no declared type: each is read as the type it is named after
    assert check(TS, right.replace("order.quantity,", "order.qty,"), "book.ts", "Order.qty -> quantity").refused
    assert check(TS, right.replace("fill.qty", "fill.quantity"), "book.ts", "Order.qty -> quantity").refused
    scoped = "rename order's qty to quantity, the fill one stays qty, only Order"  # the rename scoped to the type
    assert not check(TS, right, "book.ts", scoped).refused
    assert check(TS, kept, "book.ts", scoped).refused
    assert check(TS, right.replace("order.quantity,", "order.qty,"), "book.ts", scoped).refused


@pytest.mark.parametrize("filename, original, result", [
    ("notify.js", "function warn(id) {\n  log('order failed');\n}\n", "function warn(id) {\n  log('order ${id} failed');\n}\n"),
    ("notify.ts", "function warn(id: string) {\n  log(\"x\");\n}\n", "function warn(id: string) {\n  log(\"order ${id} failed\");\n}\n"),
    ("sign.php", "<?php\nfunction f($id) {\n  throw new E('x');\n}\n", "<?php\nfunction f($id) {\n  throw new E('signer {$id} twice');\n}\n"),
    ("label.rb", "def label(n)\n  'x'\nend\n", "def label(n)\n  'Dose: #{n} mg'\nend\n"),
    ("report.py", "def report(n):\n    print('x')\n", "def report(n):\n    print('{n} samples left')\n"),
    ("Export.cs", "class E {\n  void F(int id) { Log(\"x\"); }\n}\n", "class E {\n  void F(int id) { Log(\"account {id} failed\"); }\n}\n"),
])
def test_a_placeholder_its_quotes_never_fill(filename: str, original: str, result: str) -> None:
    found = interpolation_findings(original, result, filename)
    assert found and "line" in found[0].text
    assert check(original, result, filename, "reword the message").refused


@pytest.mark.parametrize("filename, original, result", [
    ("notify.js", "function warn(id) {\n  log('x');\n}\n", "function warn(id) {\n  log(`order ${id} failed`);\n}\n"),
    ("sign.php", "<?php\nfunction f($id) {\n  throw new E('x');\n}\n", "<?php\nfunction f($id) {\n  throw new E(\"signer {$id} twice\");\n}\n"),
    ("report.py", "def report(n):\n    print('x')\n", "def report(n):\n    print(f'{n} samples left')\n"),
    ("report.py", "def report(n):\n    print('x')\n", "def report(n):\n    print('{n} samples left'.format(n=n))\n"),
    ("report.py", "T = 'x'\n", "T = '{n} samples left'\n"),  # a template filled elsewhere
    ("api.py", "@router.get('/')\ndef a():\n    pass\n", "@router.get('/{user_id}')\ndef a():\n    pass\n"),  # a path
    ("report.py", "def f():\n    '''x'''\n", "def f():\n    '''Returns {n} rows.'''\n"),  # a docstring
    ("Export.cs", "class E {\n  void F(int id) { Log(\"x\"); }\n}\n", "class E {\n  void F(int id) { Log($\"account {id} failed\"); }\n}\n"),
    ("Export.cs", "class E {\n  void F(int id) { Log(\"x\"); }\n}\n", "class E {\n  void F(int id) { _log.LogWarning(\"account {Id} failed\", id); }\n}\n"),
    ("notify.js", "const m = 'costs ${price}';\n", "const m = 'costs ${price}';\nconst n = 1;\n"),  # the original's own string
])
def test_placeholders_that_are_filled_stay_right(filename: str, original: str, result: str) -> None:
    assert interpolation_findings(original, result, filename) == []


LOOP = '''def eligible(players):
    out = []
    for p in players:
        if p.age >= 16:
            out.append(p)
    return out
'''


def test_a_list_turned_into_a_generator() -> None:
    gen = "def eligible(players):\n    return (p for p in players if p.age >= 16)\n"
    found = generator_findings(LOOP, gen, "club.py", "use a comprehension")
    assert found and "`eligible`" in found[0].text and "line 2" in found[0].text
    assert check(LOOP, gen, "club.py", "turn the loop into a comprehension").refused
    through = "def eligible(players):\n    out = (p for p in players if p.age >= 16)\n    return out\n"
    assert generator_findings(LOOP, through, "club.py", "use a comprehension")
    listed = "def eligible(players):\n    return [p for p in players if p.age >= 16]\n"
    assert generator_findings(LOOP, listed, "club.py", "use a comprehension") == []
    assert generator_findings(LOOP, gen, "club.py", "make eligible a lazy generator") == []  # asked for


CAPACITY = '''fun reserve(catalog: Catalog, crn: String): Result {
    val section = catalog.find(crn)!!
    if (section.enrolled.size < section.capacity) {
        return Result.Ok
    }
    return Result.Full
}
'''


def test_a_boundary_moved_beside_the_added_line() -> None:
    checked = CAPACITY.replace("catalog.find(crn)!!", "catalog.find(crn) ?: return Result.Unknown")
    assert not check(CAPACITY, checked, "Seats.kt", "replace the !! on find with a null check").refused
    slipped = checked.replace("size < section", "size <= section")
    assert check(CAPACITY, slipped, "Seats.kt", "replace the !! on find with a null check").refused
    assert [f.text for f in flip_findings(CAPACITY, slipped, "Seats.kt", "replace the !! on find with a null check")] == [
        "also turned `<` into `<=` at line 3, which the instruction does not ask for"]
    assert flip_findings(CAPACITY, slipped, "Seats.kt", "null check on find, and a section is open up to its capacity (<=)") == []
    alone = CAPACITY.replace("size < section", "size <= section")
    assert flip_findings(CAPACITY, alone, "Seats.kt", "let a section fill to its capacity") == []  # all the edit did



SHIP = '''def can_ship(order):
    if order.weight > 20:
        return False
    return True
'''


def test_a_boundary_moved_right_below_the_added_guard() -> None:
    guarded = SHIP.replace("def can_ship(order):\n", "def can_ship(order):\n    if order is None:\n        return False\n")
    slipped = guarded.replace("> 20", ">= 20")  # one replaced block of unequal size: the twin line is still paired
    assert [f.text for f in flip_findings(SHIP, slipped, "s.py", "return False for a missing order")] == [
        "also turned `>` into `>=` at line 4, which the instruction does not ask for"]
    assert flip_findings(SHIP, guarded, "s.py", "return False for a missing order") == []
    said = SHIP.replace("> 20", ">= 20").replace("def can_ship(order):\n", "def can_ship(order):\n    \"\"\"Ship orders under 20 kg.\"\"\"\n")
    assert flip_findings(SHIP, said, "s.py", "only ship orders under 20 kg and add a docstring") == []
    negated = SHIP.replace("    if order.weight > 20:\n        return False\n    return True\n",
                           "    if order is None:\n        return False\n    if order.weight <= 20:\n        return True\n    return False\n")
    assert flip_findings(SHIP, negated, "s.py", "return False for a missing order") == []  # a guard clause negates


def test_receivers_named_after_their_type() -> None:
    from redraft.engine.verify.owners import member_hows
    from redraft.engine.verify.tokens import lex

    words = lex(TS, "book.ts")
    hows = member_hows(words, TS, "book.ts", "qty", "Order")
    by_receiver = {words[i - 2].text: v for i, v in hows.items() if words[i - 2].text in ("order", "fill") and words[i].line == 15}
    assert by_receiver == {"order": True, "fill": False}  # `order` an Order, `fill` a Fill, neither declared


def test_a_placeholder_that_names_no_variable_is_someone_elses() -> None:
    original = "function copy(dest) {\n  run('x');\n}\n"
    shell = "function copy(dest) {\n  run('cp app.js ${HOME}/bin');\n}\n"  # the shell's variable
    assert interpolation_findings(original, shell, "copy.js") == []
    mine = "function copy(dest) {\n  run('cp app.js ${dest}/bin');\n}\n"
    assert interpolation_findings(original, mine, "copy.js") != []


def test_a_negation_beside_new_lines_is_no_slip() -> None:
    original = "def f(a):\n    if a > 1:\n        x()\n    return a\n"
    negated = "def f(a):\n    if a <= 1:\n        y()\n        z()\n    return a\n"
    moved = "def f(a):\n    if a >= 1:\n        y()\n        z()\n    return a\n"
    assert flip_findings(original, negated, "f.py", "call y and z") == []
    assert [f.text for f in flip_findings(original, moved, "f.py", "call y and z")] == [
        "also turned `>` into `>=` at line 2, which the instruction does not ask for"]


INI = """[database]
host = db1
debug_sql = true

[reports]
host = rp1
debug_sql = true
"""


@pytest.mark.parametrize("ask", [
    "[database]: drop debug_sql",
    "The [database] section should no longer have a debug_sql key; [reports] keeps its debug_sql.",
    "Usuń klucz debug_sql z sekcji [database]; debug_sql w [reports] zostaje.",
    "drop debug_sql from database - reports still needs it",
    "Remove debug_sql from [database] and keep the one in [reports]",
])
def test_a_key_removed_from_the_object_the_instruction_names(ask: str) -> None:
    right = INI.replace("host = db1\ndebug_sql = true\n", "host = db1\n")
    assert not check(INI, right, "opac.ini", ask).refused
    other = INI.replace("host = rp1\ndebug_sql = true\n", "host = rp1\n")  # the [reports] one instead
    assert check(INI, other, "opac.ini", ask).refused
    both = right.replace("host = rp1\ndebug_sql = true\n", "host = rp1\n")
    verdict = check(INI, both, "opac.ini", ask)
    assert verdict.refused and ".database" in verdict.text


def test_a_key_named_beside_the_removal_is_not_what_it_removes() -> None:
    from redraft.engine.verify.removal import read_data_removal

    ci = "jobs:\n  e2e:\n    runs-on: x\n  deploy:\n    needs: e2e\n    runs-on: x\n"
    assert read_data_removal("Remove the e2e job and adjust every needs that names it", ci, "ci.yml") is None
    assert read_data_removal("Remove the e2e job, runs-on stays as it is", ci, "ci.yml") is None
    assert read_data_removal("Remove the e2e job and set runs-on to y", ci, "ci.yml") is None
    assert read_data_removal("deploy should no longer set runs-on", ci, "ci.yml").name == "runs-on"
    assert read_data_removal("remove runs-on from every job", ci, "ci.yml").every
    assert not read_data_removal("remove runs-on, the API logs every query", ci, "ci.yml").every


def test_a_key_removed_with_a_comment_not_its_own_or_from_an_object_not_said() -> None:
    ini = "[database]\n# verbose: every statement\ndebug_sql = true\n; connections per worker\npool_size = 4\n\n[reports]\ndebug_sql = true\n"
    own = ini.replace("# verbose: every statement\ndebug_sql = true\n", "")
    assert not check(ini, own, "opac.ini", "[database]: drop debug_sql").refused  # its own comment may go with it
    other = own.replace("; connections per worker\n", "")
    verdict = check(ini, other, "opac.ini", "[database]: drop debug_sql")
    assert verdict.refused and "comment at line 4" in verdict.text
    unsaid = check(ini, own, "opac.ini", "drop debug_sql")  # one of two, and which is not said
    assert not unsaid.refused and unsaid.level != "verified"
    assert check(ini, own, "opac.ini", "remove debug_sql from [database], not from [reports]").level == "verified"


COMPOSE = """services:
  booking-api:
    environment:
      DEBUG_SQL: "true"
      LOG_LEVEL: debug
  worker:
    environment:
      DEBUG_SQL: "true"
"""


@pytest.mark.parametrize("filename, original, result, ask", [
    ("package.json", '{"name": "demo", "version": "1.0.0-beta"}\n', '{"name": "demo", "version": "1.0.0"}\n',
     "remove the -beta suffix from version"),  # a part of a value, not the key
    ("app.ini", "[db]\n# verbose\ndebug_sql = true\n", "[db]\ndebug_sql = true\n", "remove the comment above debug_sql"),
    ("docker-compose.yml", COMPOSE, COMPOSE.replace("LOG_LEVEL: debug", "LOG_LEVEL: info"),
     "the worker is quite noisy with LOG_LEVEL at debug, make it info"),  # "quite" is no removal
    ("docker-compose.yml", COMPOSE, COMPOSE.replace('DEBUG_SQL: "true"\n      LOG_LEVEL', 'DEBUG_SQL: "false"\n      LOG_LEVEL'),
     "booking-api should no longer set DEBUG_SQL to true, set it to false"),
    ("docker-compose.yml", COMPOSE, COMPOSE.replace('    environment:\n      DEBUG_SQL: "true"\n', "    environment:\n", 1).replace(
        "  worker:\n    environment:\n      DEBUG_SQL", "  worker:\n    environment:\n      DEBUG_SQL"),
     "remove DEBUG_SQL from booking-api, the worker still needs it"),
    ("cm.yaml", "data:\n  nginx.conf: |\n    # main server\n    server { listen 80; }\n  app.env: |\n    DEBUG=1\n",
     "data:\n  app.env: |\n    DEBUG=1\n", "remove nginx.conf from the configmap"),  # a block's own lines
    ("package.json", '{"dependencies": {"moment": "2.29.4", "moment-timezone": "0.5.45"}}\n',
     '{"dependencies": {"moment-timezone": "0.5.45"}}\n', "Supprime la dépendance moment, mais garde moment-timezone."),
])
def test_right_data_edits_the_removal_reading_leaves_alone(filename: str, original: str, result: str, ask: str) -> None:
    assert not check(original, result, filename, ask).refused


def test_two_keys_removed_are_no_one_key_removal() -> None:
    from redraft.engine.verify.removal import read_data_removal

    assert read_data_removal("remove DEBUG_SQL and LOG_LEVEL from booking-api", COMPOSE, "docker-compose.yml") is None
    assert read_data_removal("booking-api: drop DEBUG_SQL, LOG_LEVEL", COMPOSE, "docker-compose.yml") is None
    assert read_data_removal("booking-api: drop DEBUG_SQL, keep LOG_LEVEL", COMPOSE, "docker-compose.yml").name == "DEBUG_SQL"
    pkg = '{"dependencies": {"moment": "2.29.4", "moment-timezone": "0.5.45"}}\n'
    assert read_data_removal("Supprime la dépendance moment, mais garde moment-timezone.", pkg, "package.json").name == "moment"


def test_words_that_look_like_removal_verbs() -> None:
    from redraft.engine.verify.removal import TAKE_OUT

    assert not TAKE_OUT.search("the worker is quite noisy, and the retired flag exclusive")
    assert TAKE_OUT.search("quita la clave") and TAKE_OUT.search("borra debug_sql") and TAKE_OUT.search("retire le paramètre")


def test_a_key_gone_from_an_object_left_empty() -> None:
    k8s = "metadata:\n  name: web\n  labels:\n    app: web\nspec:\n  selector:\n    app: web\n"
    right = k8s.replace("  labels:\n    app: web\n", "  labels:\n")
    assert not check(k8s, right, "deploy.yaml", "remove the app label from metadata").refused
    assert check(k8s, k8s.replace("  selector:\n    app: web\n", "  selector:\n"), "deploy.yaml", "remove the app label from metadata").refused

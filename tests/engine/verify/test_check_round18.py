"""Round 18 of the check (issue 41): words said with accents, key patterns with a wildcard, a
table the instruction names beside the place of an addition, dependency pins of other packages,
keys a removal takes together, places over nested list items, return annotations of the
module's classes, members by their declared type (array elements, Go receivers, SQL SELECTs),
and guards that come after the value was handed on. Fixtures are written for each rule, not
copied from a split; the reviewer's must-fix cases are kept as tests."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.datakeys import key_said
from redraft.engine.verify.logswap import log_swap_findings
from redraft.engine.verify.owners import named_owner
from redraft.engine.verify.namedtables import declared_ranges
from redraft.engine.verify.places import placed
from redraft.engine.verify.words import instruction_words

CARGO = '[package]\nname = "kiln-log"\nversion = "1.4.2"\n\n[dependencies]\nserde = "1.4.2"\n'


def test_a_word_said_with_accents_names_the_key_spelt_without() -> None:
    said = instruction_words("Sube la versión del paquete a 1.5.0")
    assert "version" in said and "versión" in said
    bumped = CARGO.replace('version = "1.4.2"', 'version = "1.5.0"')
    assert not check(CARGO, bumped, "Cargo.toml", "Sube la versión del paquete a 1.5.0").refused
    both = bumped.replace('serde = "1.4.2"', 'serde = "1.5.0"')
    assert check(CARGO, both, "Cargo.toml", "Sube la versión del paquete a 1.5.0").refused  # the dependency too: beyond it


SCADA = """[scada]
host = "10.0.4.2"
# the old OPC DA bridge
opc_da_bridge = "dcom://10.0.4.9"
opc_da_progid = "Matrikon.OPC.1"
poll_ms = 500
"""


def test_a_key_pattern_with_a_wildcard_names_every_key_it_matches() -> None:
    said = instruction_words("drop the opc_da_* keys from [scada]")
    assert key_said("opc_da_bridge", said) and key_said("opc_da_progid", said) and not key_said("poll_ms", said)
    assert not key_said("opc_da_bridge", instruction_words("compute 5 * 3 for the scada poll"))  # arithmetic is no pattern
    gone = "\n".join(ln for ln in SCADA.splitlines() if "opc_da" not in ln and "OPC DA" not in ln) + "\n"
    assert not check(SCADA, gone, "plant.toml", "drop the opc_da_* keys from [scada]").refused
    too_much = gone.replace("poll_ms = 500\n", "")
    assert check(SCADA, too_much, "plant.toml", "drop the opc_da_* keys from [scada]").refused


DEPOTS = """export interface Depot {
  code: string;
  name: string;
}

export interface Vehicle {
  fleetNo: number;
  depot: string;
}

export const FLEET: Vehicle[] = [
  { fleetNo: 601, depot: "NORTH" },
  { fleetNo: 602, depot: "SOUTH" },
];

export function find(n: number): Vehicle | undefined {
  return FLEET.find((v) => v.fleetNo === n);
}
"""


def _with_field(text: str) -> str:
    return text.replace("  depot: string;\n}", "  depot: string;\n  lastService: string | null;\n}").replace(
        '" },\n', '", lastService: null },\n')


def test_a_table_the_action_names_is_no_change_elsewhere() -> None:
    said = "Vehicle: + lastService: string | null, null for every tram in FLEET"
    assert declared_ranges(DEPOTS, said) == [(11, 14)]
    assert declared_ranges(DEPOTS, "add lastService to Vehicle") == []
    assert not placed(DEPOTS, _with_field(DEPOTS), "depots.ts", said)
    # the Depot interface is not named: a change there is still elsewhere
    depot_too = _with_field(DEPOTS).replace("  name: string;\n", "  name: string;\n  lastService?: string;\n")
    assert placed(DEPOTS, depot_too, "depots.ts", said)
    # in the table named, an entry may only gain: one whose old value changed is still elsewhere
    slipped = _with_field(DEPOTS).replace('depot: "SOUTH"', 'depot: "NORTH"')
    found = placed(DEPOTS, slipped, "depots.ts", said)
    assert found and found[0].lines == (14,)  # the SOUTH entry, one line down
    # and without FLEET in the action, the fleet's lines are outside the Vehicle it names
    assert placed(DEPOTS, _with_field(DEPOTS), "depots.ts", "Vehicle: + lastService: string | null")


def test_keys_a_removal_names_together_must_all_go() -> None:
    only_one = SCADA.replace('opc_da_bridge = "dcom://10.0.4.9"\n', "")
    for said in ("Could you remove opc_da_bridge and opc_da_progid from [scada]?",
                 "[scada] no longer has opc_da_bridge or opc_da_progid", "drop the opc_da_* keys"):
        verdict = check(SCADA, only_one, "plant.toml", said)
        assert verdict.refused and "opc_da_progid" in verdict.text, said
        both = only_one.replace('opc_da_progid = "Matrikon.OPC.1"\n', "")
        assert not check(SCADA, both, "plant.toml", said).refused, said
    # a key named beside the removal's but not by it, or kept in words, is not asked to go
    assert not check(SCADA, only_one, "plant.toml", "remove opc_da_bridge; opc_da_progid stays for the historian").refused
    assert not check(SCADA, only_one, "plant.toml", "remove opc_da_bridge but keep opc_da_progid").refused
    assert not check(SCADA, only_one, "plant.toml", "remove opc_da_bridge, keep opc_da_progid").refused
    # keys of other objects named beside it are reasons, not more keys to remove
    plant = SCADA + "\n[historian]\nretention_days = 30\n"
    gone = plant.replace('opc_da_bridge = "dcom://10.0.4.9"\n', "")
    assert not check(plant, gone, "plant.toml", "remove opc_da_bridge since the historian's retention_days covers it").refused


PYPROJECT = '[project]\nname = "kilnlog"\nversion = "2.3.1"\ndependencies = [\n    "requests>=2.31",\n    "glazekit==2.3.1",\n]\n'


def test_a_bump_does_not_carry_to_another_packages_pin_of_the_same_number() -> None:
    bumped = PYPROJECT.replace('version = "2.3.1"', 'version = "2.4.0"')
    pinned_too = bumped.replace("glazekit==2.3.1", "glazekit==2.4.0")
    for said in ("kilnlog 2.3.1 -> 2.4.0", "release 2.4.0 of kilnlog"):
        assert not check(PYPROJECT, bumped, "pyproject.toml", said).refused, said
        assert "glazekit" in check(PYPROJECT, pinned_too, "pyproject.toml", said).text, said
    # a pin moved instead of the project's version the instruction names (the wrong target)
    only_pin = PYPROJECT.replace("glazekit==2.3.1", "glazekit==2.4.0")
    for said in ("kilnlog 2.3.1 -> 2.4.0", "Sube la versión del paquete a 2.4.0"):
        assert check(PYPROJECT, only_pin, "pyproject.toml", said).refused, said
    # the pin the instruction names is its own change
    assert not check(PYPROJECT, PYPROJECT.replace("glazekit==2.3.1", "glazekit==2.4.0"), "pyproject.toml",
                     "bump glazekit 2.3.1 -> 2.4.0").refused


# -- a return annotation the function's own returns contradict ------------------------------

KILNS = '''from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP


@dataclass
class Firing:
    firing_id: int
    kiln: str


def load_weight(pieces, padding=1.5):
    total = 0.0
    for p in pieces:
        total += p.weight
    return total


def fee(hours, rate):
    return (hours * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def book(kiln, next_id):
    firing = Firing(next_id, kiln)
    return firing.firing_id
'''


def _annotated(load: str, fee_: str, book_: str) -> str:
    return (KILNS.replace("def load_weight(pieces, padding=1.5):", f"def load_weight(pieces: list, padding: float = 1.5) -> {load}:")
            .replace("def fee(hours, rate):", f"def fee(hours: Decimal, rate: Decimal) -> {fee_}:")
            .replace("def book(kiln, next_id):", f"def book(kiln: str, next_id: int) -> {book_}:"))


def test_a_return_annotation_the_returns_contradict_is_refused() -> None:
    said = "add type hints to every function in kilns.py"
    assert check(KILNS, _annotated("float", "Decimal", "int"), "kilns.py", said).level == "verified"
    for load, fee_, book_, why in (("int", "Decimal", "int", "returns a float"), ("float", "float", "int", "returns a Decimal"),
                                   ("float", "Decimal", "Firing", "returns an int")):
        verdict = check(KILNS, _annotated(load, fee_, book_), "kilns.py", said)
        assert verdict.refused and why in verdict.text, (load, fee_, book_, verdict.text)


def test_a_class_the_module_extends_accepts_its_subclasses() -> None:
    src = "class Glaze:\n    pass\n\n\nclass Celadon(Glaze):\n    pass\n\n\ndef pick(name):\n    return Celadon()\n"
    annotated = src.replace("def pick(name):", "def pick(name: str) -> Glaze:")
    assert check(src, annotated, "glazes.py", "add type hints to pick").level == "verified"


def test_a_plain_word_beside_a_removal_is_no_key_to_remove() -> None:
    ini = "[terminal]\nvendor = acme\nallow_offline = true\nretry_limit = 3\n"
    gone = ini.replace("allow_offline = true\n", "")
    assert not check(ini, gone, "pos.ini", "the vendor says allow_offline is ignored by the firmware, delete allow_offline").refused
    pins = ini.replace("retry_limit", "offline_pin = 1234\nretry_limit")
    both = pins.replace("allow_offline = true\n", "").replace("offline_pin = 1234\n", "")
    assert not check(pins, both, "pos.ini", "удали allow_offline и offline_pin, retry_limit оставь").refused


DEPLOY = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: board-api
spec:
  containers:
    - name: api
      env:
        - name: DEBUG_SQL
          value: "1"
        - name: TZ
          value: UTC
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: board-renderer
spec:
  containers:
    - name: renderer
      env:
        - name: DEBUG_SQL
          value: "1"
        - name: TZ
          value: UTC
"""


def test_an_item_of_another_named_place_than_the_one_asked_is_beyond_it() -> None:
    first = DEPLOY.replace('        - name: DEBUG_SQL\n          value: "1"\n', "", 1)
    second = DEPLOY[::-1].replace('        - name: DEBUG_SQL\n          value: "1"\n'[::-1], "", 1)[::-1]
    both = first.replace('        - name: DEBUG_SQL\n          value: "1"\n', "")
    for said in ("take DEBUG_SQL out of the board-api deployment; the renderer still needs it",
                 "DEBUG_SQL should go from board-api only (renderer keeps it for now)"):
        assert not check(DEPLOY, first, "deploy.yaml", said).refused, said
        assert check(DEPLOY, second, "deploy.yaml", said).refused, said
        assert check(DEPLOY, both, "deploy.yaml", said).refused, said


def test_a_one_line_value_the_action_names_is_no_table() -> None:
    src = "/// retries\npub const MAX_RETRIES: u32 = 3;\npub const MAX_META_RETRIES: u32 = 3;\n"
    assert declared_ranges(src, "MAX_RETRIES = 5") == []
    assert not check(src, src.replace("MAX_RETRIES: u32 = 3", "MAX_RETRIES: u32 = 5"), "retry.rs", "MAX_RETRIES = 5").refused


SHOWS = """export interface Show {
  id: string;
  durationMin: number;
}

export interface Break {
  durationMin: number;
}

export const CATALOGUE: Show[] = [
  { id: "solar", durationMin: 35 },
  { id: "moon", durationMin: 25 },
];
export const MORE: Array<Show> = [{ id: "aurora", durationMin: 40 }];
export const PAUSE: Break = { durationMin: 15 };

export function endOf(show: Show, pause: Break): number {
  return show.durationMin + pause.durationMin;
}
"""


def test_the_entries_of_an_array_typed_by_its_element_are_that_types_members() -> None:
    right = (SHOWS.replace("  durationMin: number;\n}\n\nexport interface Break", "  runtimeMinutes: number;\n}\n\nexport interface Break")
             .replace('", durationMin: ', '", runtimeMinutes: ').replace("show.durationMin", "show.runtimeMinutes"))
    said = "rename the durationMin field of the Show interface to runtimeMinutes; Break keeps its durationMin"
    assert check(SHOWS, right, "shows.ts", said).level == "verified"
    assert check(SHOWS, right.replace("{ durationMin: 15 }", "{ runtimeMinutes: 15 }"), "shows.ts", said).refused


DISPATCH = """package dispatch

type Signal struct{ held bool }

// Hold sets the signal to stop.
func (s *Signal) Hold() { s.held = true }

type Dispatcher struct{ signal *Signal }

// Hold keeps a tram at its stop.
func (d *Dispatcher) Hold(wait int) int { return wait }

func (d *Dispatcher) Run() int {
	d.signal.Hold()
	return d.Hold(5)
}
"""


def test_a_go_method_is_its_receivers_member() -> None:
    right = DISPATCH.replace("// Hold keeps", "// HoldAtStop keeps").replace("Dispatcher) Hold(", "Dispatcher) HoldAtStop(") \
        .replace("d.Hold(5)", "d.HoldAtStop(5)")
    for said in ("Dispatcher.Hold -> HoldAtStop", "rename (*Dispatcher).Hold to HoldAtStop, it's confusing next to Signal.Hold"):
        assert check(DISPATCH, right, "dispatch.go", said).level == "verified", said
        both = right.replace("Signal) Hold()", "Signal) HoldAtStop()").replace("d.signal.Hold()", "d.signal.HoldAtStop()")
        assert check(DISPATCH, both, "dispatch.go", said).refused, said


SCHEMA = """CREATE TABLE loads (
    id INTEGER PRIMARY KEY,
    arrived_at TEXT NOT NULL
);

CREATE TABLE deliveries (
    id INTEGER PRIMARY KEY,
    arrived_at TEXT
);

CREATE VIEW daily AS
SELECT d.day
FROM (
    SELECT date(arrived_at) AS day FROM loads
    UNION
    SELECT date(arrived_at) FROM deliveries
) d
LEFT JOIN (
    SELECT date(arrived_at) AS day FROM loads GROUP BY day
) i ON i.day = d.day;
"""


def test_a_bare_sql_column_belongs_to_the_table_of_its_own_select() -> None:
    assert named_owner("Renomeie a coluna arrived_at da tabela loads para weighed_in_at", "arrived_at", {"loads", "deliveries"}) == "loads"
    lines = SCHEMA.splitlines(True)
    right = "".join(ln.replace("arrived_at", "weighed_in_at") if k in (2, 13, 18) else ln for k, ln in enumerate(lines))
    for said in ("loads.arrived_at -> weighed_in_at",
                 "Renomeie a coluna arrived_at da tabela loads para weighed_in_at; deliveries também tem uma, é outra coisa.",
                 "Renomeie arrived_at para weighed_in_at em loads. A coluna arrived_at de deliveries fica como está."):
        assert check(SCHEMA, right, "schema.sql", said).level == "verified", said
        assert check(SCHEMA, right.replace("date(arrived_at) FROM deliveries", "date(weighed_in_at) FROM deliveries"),
                     "schema.sql", said).refused, said


# -- a guard that comes after the value it tests was handed on ------------------------------

ROOMS = """package rooms

type Cave struct{ last map[string]Reading }

func (c *Cave) Record(r *Reading) error {
	c.last[r.RoomID] = *r
	notify(r.RoomID)
	return nil
}
"""
GUARD = "\tif r.RelHumidity < 0 || r.RelHumidity > 100 {\n\t\treturn ErrRange\n\t}\n"


def test_a_guard_after_the_value_was_stored_or_passed_on_comes_too_late() -> None:
    said = "Record should reject readings outside 0..100 % humidity"
    early = ROOMS.replace("\tc.last[r.RoomID] = *r\n", GUARD + "\tc.last[r.RoomID] = *r\n")
    late = ROOMS.replace("\tnotify(r.RoomID)\n", GUARD + "\tnotify(r.RoomID)\n")
    assert not check(ROOMS, early, "rooms.go", said).refused
    verdict = check(ROOMS, late, "rooms.go", said)
    assert verdict.refused and "already uses `r`" in verdict.text
    py = "def add_reading(store, reading):\n    log.debug('reading %s', reading)\n    store.append(reading)\n    return len(store)\n"
    guard = "    if reading is None:\n        raise ValueError('no reading')\n"
    logged_first = py.replace("    store.append", guard + "    store.append")
    stored_first = py.replace("    return len", guard + "    return len")
    assert not check(py, logged_first, "readings.py", "add_reading: raise ValueError for a missing reading").refused
    assert check(py, stored_first, "readings.py", "add_reading: raise ValueError for a missing reading").refused


def _guard_placed(src: str, filename: str, guard: str, early: str, late: str, said: str) -> None:
    """The guard before `early` is accepted; before `late`, after the value was handed on, refused."""
    assert not check(src, src.replace(early, guard + early), filename, said).refused
    assert check(src, src.replace(late, guard + late), filename, said).refused


def test_late_guards_in_kotlin_without_braces_and_in_php() -> None:
    kt = ("class Tanks {\n    fun record(tank: String, celsius: Double) {\n        latest[tank] = Reading(tank, celsius)\n"
          "        alarm(tank)\n    }\n}\n")
    _guard_placed(kt, "tanks.kt", "        if (celsius.isNaN() || celsius > 15.0) return\n", "        latest", "        alarm",
                  "record: ignore NaN or readings above 15 °C")
    php = ("<?php\nfunction record($db, $registerM3) {\n    $stmt = $db->prepare('INSERT INTO r VALUES (?)');\n"
           "    $stmt->execute([$registerM3]);\n    return 1;\n}\n")
    _guard_placed(php, "meter.php", "    if ($registerM3 < 0) {\n        throw new InvalidArgumentException('negative');\n    }\n",
                  "    $stmt = ", "    return 1;", "record: throw InvalidArgumentException for a negative $registerM3")


CANARY = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  containers:
    - name: api
      image: registry.example.com/api:1.4
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: api-canary
spec:
  containers:
    - name: api
      image: registry.example.com/api:1.5
"""


def test_the_value_an_edit_writes_names_no_place() -> None:
    promoted = CANARY.replace("api:1.4", "api:1.5")
    for said in ("set the image of the api deployment to registry.example.com/api:1.5",
                 "Setze das Image des api-Deployments auf registry.example.com/api:1.5."):
        assert not check(CANARY, promoted, "deploy.yaml", said).refused, said


def test_only_the_keys_the_removal_verb_takes_must_go() -> None:
    cfg = '{\n  "max_retries": 3,\n  "retry_delay": 2,\n  "legacy_mode": true,\n  "new_mode": true\n}\n'
    no_retries = cfg.replace('  "max_retries": 3,\n', "")
    no_legacy = cfg.replace('  "legacy_mode": true,\n', "")
    for said, result in (("Remove max_retries and set retry_delay to 5.", no_retries.replace('"retry_delay": 2', '"retry_delay": 5')),
                         ("Delete legacy_mode now that new_mode is the default.", no_legacy),
                         ("Remove legacy_mode, new_mode replaces it.", no_legacy),
                         ("Elimina legacy_mode porque new_mode ya lo sustituye.", no_legacy),
                         ("Entferne legacy_mode, da new_mode jetzt Standard ist.", no_legacy)):
        assert "which the instruction removes" not in check(cfg, result, "config.json", said).text, said
    assert check(cfg, no_legacy, "config.json", "remove legacy_mode and new_mode").refused
    assert check(cfg, no_retries, "config.json", "drop max_retries, retry_delay and legacy_mode").refused


def test_pins_moved_without_a_bump_of_the_project_are_the_edit_itself() -> None:
    src = ('[project]\nname = "acme-cli"\nversion = "2.3.1"\ndependencies = [\n    "acme-core==2.3.1",\n    "acme-io==2.3.1",\n'
           '    "click>=8.1",\n]\n')
    pins = src.replace("acme-core==2.3.1", "acme-core==2.4.0").replace("acme-io==2.3.1", "acme-io==2.4.0")
    for said in ("Update the acme pins from 2.3.1 to 2.4.0.", "Hebe die acme-Abhängigkeiten von 2.3.1 auf 2.4.0 an."):
        assert not check(src, pins, "pyproject.toml", said).refused, said
    aws = '[project]\nname = "tiles"\nversion = "0.9.0"\ndependencies = [\n    "boto3==1.34.0",\n    "botocore==1.34.0",\n]\n'
    upgraded = aws.replace("==1.34.0", "==1.35.0")
    assert not check(aws, upgraded, "pyproject.toml", "Upgrade the AWS SDK dependencies from 1.34.0 to 1.35.0.").refused
    everything = pins.replace('version = "2.3.1"', 'version = "2.4.0"')
    assert not check(src, everything, "pyproject.toml", "Release 2.4.0: bump acme-cli and all the acme packages it pins from 2.3.1 to 2.4.0.").refused


def test_a_named_function_value_or_place_is_no_table_to_add_to() -> None:
    js = ("export const handler = async (req, res) => {\n  const user = await load(req.params.id);\n  res.status(200).json(user);\n};\n\n"
          "export function other() {\n  return 1;\n}\n")
    for said in ("Make handler respond with 201 instead of 200.", "Ändere in handler den Statuscode von 200 auf 201."):
        assert not check(js, js.replace("status(200)", "status(201)"), "routes.js", said).refused, said
    rs = 'pub const RATES: [(&str, f64); 3] = [\n    ("bronze", 0.05),\n    ("silver", 0.10),\n    ("gold", 0.10),\n];\n'
    assert not check(rs, rs.replace('("gold", 0.10)', '("gold", 0.15)'), "rates.rs", "In RATES, raise the gold rate from 0.10 to 0.15.").refused
    py = ('import re\n\nCALL = re.compile(r"^\\s*(\\w+)\\(")\n\n\ndef parse_line(line):\n    m = CALL.match(line)\n    return m.group(1)\n')
    assert declared_ranges(py, "Make parse_line strip the line before matching it against CALL") == []


def test_a_tables_brackets_are_counted_in_its_code_only() -> None:
    src = 'PATTERNS = [\n    "(a",\n    "b",\n]\n\n\ndef f():\n    return 1\n'
    assert declared_ranges(src, "add c to PATTERNS") == [(1, 4)]
    odd = "TABLE = [  # (see notes\n    1,\n]\n\n\ndef f():\n    return h(1))\n"
    assert declared_ranges(odd, "add 2 to TABLE") == []  # brackets that never close before the next definition: no table


def test_typed_dicts_protocols_and_ends_by_a_call_are_not_read_as_plain_classes() -> None:
    td = ('from typing import TypedDict\n\n\nclass Settings(TypedDict):\n    host: str\n    port: int\n\n\n'
          'def load_settings(env):\n    return {"host": env["HOST"], "port": int(env["PORT"])}\n')
    annotated = td.replace("def load_settings(env):", "def load_settings(env: dict[str, str]) -> Settings:")
    assert check(td, annotated, "settings.py", "Add type hints to load_settings.").level == "verified"
    job = ("import sys\n\n\nclass Job:\n    pass\n\n\ndef find(jobs, key):\n    for j in jobs:\n        if j.key == key:\n"
           "            return j\n    sys.exit(f'no job {key}')\n")
    hinted = job.replace("def find(jobs, key):", "def find(jobs: list[Job], key: str) -> Job:")
    assert check(job, hinted, "jobs.py", "Add type hints to find.").level == "verified"


def test_a_pin_is_another_packages_where_the_instruction_says_the_projects_version() -> None:
    import tomllib

    from redraft.engine.verify.datakeys import other_pin
    from redraft.engine.verify.datanet import data_changes

    before = tomllib.loads(PYPROJECT)
    after = tomllib.loads(PYPROJECT.replace("glazekit==2.3.1", "glazekit==2.4.0"))
    changes = data_changes(before, after)
    assert other_pin(changes[0], instruction_words("bump the package version 2.3.1 -> 2.4.0"), changes, before)
    assert not other_pin(changes[0], instruction_words("bump the pins 2.3.1 -> 2.4.0"), changes, before)


# -- a log line written in place of code ----------------------------------------------------

INVERTERS = """void Poller::poll_all() {
    for (const auto& host : hosts_) {
        auto regs = link_.read(host);
        if (!regs) {
            ++failures_;
            continue;
        }
        store(host, *regs);
    }
}
"""


def test_a_log_line_that_takes_the_place_of_a_statement_is_refused() -> None:
    said = "poll_all: log to std::cerr when an inverter doesn't answer"
    log = '            std::cerr << "no reply from " << host << std::endl;\n'
    added = INVERTERS.replace("            ++failures_;\n", "            ++failures_;\n" + log)
    swapped = INVERTERS.replace("            ++failures_;\n", log)
    assert not check(INVERTERS, added, "poller.cpp", said).refused
    assert check(INVERTERS, swapped, "poller.cpp", said).refused
    assert [f.text for f in log_swap_findings(INVERTERS, swapped, "poller.cpp", said)] == [
        "a log line took the place of `++failures_;` (original line 5), which the edit lost"]
    assert log_swap_findings(INVERTERS, added, "poller.cpp", said) == []
    assert log_swap_findings(INVERTERS, swapped, "poller.cpp", "replace the failure counter with a std::cerr line") == []
    py = "def pay(order):\n    if order.total <= 0:\n        print('nothing to pay')\n        return None\n    return charge(order)\n"
    logged = py.replace("        print('nothing to pay')\n", "        logger.info('nothing to pay for %s', order.id)\n")
    assert log_swap_findings(py, logged, "pay.py", "use logger.info for the message in pay") == []  # a print turned into a log line


def test_a_call_that_only_looks_at_the_value_is_no_use_before_its_guard() -> None:
    py = "def publish(post, user):\n    key = cache_key(post)\n    validate(post)\n    print(post)\n    post.published = True\n    post.save()\n"
    guarded = py.replace("    post.published", "    if post is None:\n        raise ValueError('no post')\n    post.published")
    assert not check(py, guarded, "posts.py", "publish: raise ValueError for a missing post").refused
    cs = ("class Loader {\n    public Item Load(string id) {\n        var item = _repo.Find(id);\n        Console.WriteLine(item);\n"
          "        return Enrich(item);\n    }\n}\n")
    cs_guard = cs.replace("        return Enrich", "        if (item == null) {\n            return null;\n        }\n        return Enrich")
    assert not check(cs, cs_guard, "Loader.cs", "Load: return null when the item is not found").refused
    c = "int parse(char *line, struct rec *out) {\n    size_t cut = strcspn(line, \"#\");\n    out->len = cut;\n    return 0;\n}\n"
    c_late = c.replace("    out->len", "    if (line == NULL) {\n        return -1;\n    }\n    out->len")
    c_early = c.replace("    size_t cut", "    if (line == NULL) {\n        return -1;\n    }\n    size_t cut")
    said = "parse: return -1 when line is NULL"
    assert check(c, c_late, "parse.c", said).refused and not check(c, c_early, "parse.c", said).refused
    php = "<?php\nclass Cart {\n    function add($item) {\n        $this->items[] = $item;\n        return true;\n    }\n}\n"
    capped = php.replace("        return true;", "        if (count($this->items) > 50) {\n            return false;\n        }\n        return true;")
    assert not check(php, capped, "cart.php", "add: return false once the cart holds more than 50 items").refused


def test_a_column_at_the_start_of_an_sql_file() -> None:
    sql = "SELECT status FROM orders WHERE id = 1;\n\nCREATE TABLE orders (id INT, status TEXT);\nCREATE TABLE customers (id INT, status TEXT);\n"
    renamed = sql.replace("SELECT status", "SELECT state").replace("orders (id INT, status TEXT)", "orders (id INT, state TEXT)")
    assert check(sql, renamed, "q.sql", "Rename the status column of orders to state.").level == "verified"


def test_a_kotlin_if_with_an_else_is_no_guard() -> None:
    from redraft.engine.verify.flow import flow_findings

    kt = "fun keep(x: List<Int>) {\n    store(x)\n    done()\n}\n"
    with_else = kt.replace("    done()", "    if (x.isEmpty()) note() else return\n    done()")
    assert flow_findings(kt, with_else, "k.kt") == []
    guard = kt.replace("    done()", "    if (x.isEmpty()) return\n    done()")
    assert flow_findings(kt, guard, "k.kt")

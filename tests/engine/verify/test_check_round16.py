"""Round 16 of the check (issue 41): rules that judge a result whatever the instruction says,
and an action read in any order or language. Fixtures are written for each rule, not copied
from a split."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.arity import arity_findings
from redraft.engine.verify.dropped import dropped_lines
from redraft.engine.verify.lonely import lonely_findings
from redraft.engine.verify.phrasing import read_phrasing
from redraft.engine.verify.siblings import sibling_findings
from redraft.engine.verify.spans import _asides, span_findings
from redraft.engine.verify.switches import member_entries, switch_findings
from redraft.engine.verify.words import parts_said

# -- an addition said after a label, in another language, or as a declarative --------------


def test_an_addition_is_read_in_another_language_or_as_a_declarative() -> None:
    assert read_phrasing("Füge dem Formular ein Telefonfeld hinzu").action.startswith("add ")
    assert read_phrasing("añade un campo phone al formulario").action.startswith("add ")
    assert read_phrasing("The Makefile should have a deploy target").action.startswith("add ")
    assert read_phrasing("Shipment needs a carrier field").action.startswith("add ")


def test_a_negated_or_a_changing_declarative_is_no_addition() -> None:
    assert not read_phrasing("sendMail shouldn't need a separate subject variable").action.startswith("add ")
    assert not read_phrasing("There should be no print left in the loop").action.startswith("add ")
    assert not read_phrasing("book should take the venue first and the date second").action.startswith("add ")
    assert read_phrasing("rename total to grand_total").action.startswith("rename")


SERVICE = """class Kiln:
    def fire(self, batch):
        if batch.empty():
            return False
        if self.busy:
            return False
        self.load(batch)
        return True
"""


def test_an_addition_that_takes_a_line_away_is_caught_in_any_phrasing() -> None:
    logged = SERVICE.replace("        if self.busy:\n            return False\n",
                             "        if self.busy:\n            self.log.warning('kiln busy')\n")
    right = SERVICE.replace("        if self.busy:\n            return False\n",
                            "        if self.busy:\n            self.log.warning('kiln busy')\n            return False\n")
    for said in ("log a warning when it is busy", "Füge eine Warnung hinzu, wenn er belegt ist"):
        assert check(SERVICE, logged, "kiln.py", said).refused, said
        assert not check(SERVICE, right, "kiln.py", said).refused, said


def test_an_addition_asked_to_replace_a_line_may_take_it_away_in_any_language() -> None:
    logged = SERVICE.replace("        if self.busy:\n            return False\n",
                             "        if self.busy:\n            self.log.warning('kiln busy')\n")
    for said in ("log a warning instead of returning when it is busy", "Füge eine Warnung hinzu, statt zurückzukehren, wenn er belegt ist"):
        assert not check(SERVICE, logged, "kiln.py", said).refused, said


def test_a_line_is_dropped_when_the_result_keeps_fewer_copies_of_it() -> None:
    logged = SERVICE.replace("        if self.busy:\n            return False\n",
                             "        if self.busy:\n            self.log.warning('kiln busy')\n")
    assert dropped_lines(SERVICE, logged, "kiln.py", counted=True) == [6]
    assert dropped_lines(SERVICE, logged, "kiln.py") == []  # another `return False` keeps it, counted or not


# -- an attribute taken out of a tag --------------------------------------------------------

NAV = """<nav>
  <ul>
    <li><a href="/" aria-current="page">Home</a></li>
    <li><a href="/menu">Menu</a></li>
  </ul>
</nav>
"""


def test_an_attribute_taken_out_beside_an_addition_is_a_change_beyond_it() -> None:
    said = "nav: add a Bookings link (/bookings) after Menu"
    right = NAV.replace('    <li><a href="/menu">Menu</a></li>\n',
                        '    <li><a href="/menu">Menu</a></li>\n    <li><a href="/bookings">Bookings</a></li>\n')
    moved = right.replace(' aria-current="page"', "")
    assert not check(NAV, right, "index.html", said).refused
    assert check(NAV, moved, "index.html", said).refused


# -- a new enum member reaches every table over the enum ------------------------------------

KINDS = """export enum Tier {
  Bronze = "bronze",
  Silver = "silver",
  Gold = "gold",
}

export const DISCOUNT: Record<Tier, number> = {
  [Tier.Bronze]: 0,
  [Tier.Silver]: 5,
  [Tier.Gold]: 10,
};

const UPGRADES: [Tier, Tier][] = [
  [Tier.Bronze, Tier.Silver],
  [Tier.Silver, Tier.Gold],
];

export function isPremium(t: Tier): boolean {
  return t === Tier.Gold;
}
"""
WITH_MEMBER = KINDS.replace('  Gold = "gold",\n', '  Gold = "gold",\n  Platinum = "platinum",\n')
WITH_ENTRY = WITH_MEMBER.replace("  [Tier.Gold]: 10,\n", "  [Tier.Gold]: 10,\n  [Tier.Platinum]: 15,\n")


def test_a_table_keyed_by_every_member_must_list_the_new_one() -> None:
    found = switch_findings(KINDS, WITH_MEMBER, "tiers.ts")
    assert [f.lines for f in found] == [(8,)] and "Platinum" in found[0].text
    assert switch_findings(KINDS, WITH_ENTRY, "tiers.ts") == []  # the tuples of UPGRADES index nothing


def test_the_new_members_table_entry_is_the_edits_own_line() -> None:
    assert member_entries(KINDS, WITH_ENTRY, "tiers.ts") == {12}
    said = "add a Platinum member to the Tier enum, discount 15"
    assert not check(KINDS, WITH_ENTRY, "tiers.ts", said).refused
    assert check(KINDS, WITH_MEMBER, "tiers.ts", said).refused
    elsewhere = WITH_ENTRY.replace("return t === Tier.Gold;", "return t === Tier.Gold || t === Tier.Platinum;")
    assert check(KINDS, elsewhere, "tiers.ts", said).refused  # not a table over every member: a second change


# -- a key given to some objects and not their siblings -------------------------------------

STOPS = """interface Stop {
  name: string;
  minutes: number;
}

export const ROUTE: Stop[] = [
  { name: "Depot", minutes: 0 },
  { name: "Market", minutes: 12 },
  { name: "Harbour", minutes: 25 },
];
"""


def test_a_required_key_left_off_one_sibling_is_caught() -> None:
    done = STOPS.replace("  minutes: number;\n", "  minutes: number;\n  paid: boolean;\n") \
        .replace("minutes: 0 }", "minutes: 0, paid: false }").replace("minutes: 12 }", "minutes: 12, paid: true }")
    found = sibling_findings(STOPS, done, "route.ts")
    assert found and found[0].lines == (10,) and "2 of 3" in found[0].text
    assert sibling_findings(STOPS, done.replace("minutes: 25 }", "minutes: 25, paid: false }"), "route.ts") == []
    assert sibling_findings(STOPS, done.replace("paid: boolean", "paid?: boolean"), "route.ts") == []


def test_which_objects_get_a_key_is_the_instructions_unless_every_one_must() -> None:
    theme = 'export const theme = {\n  primary: { color: "#fff", bg: "#06c" },\n  secondary: { color: "#333", bg: "#eee" },\n' \
            '  danger: { color: "#fff", bg: "#c00" },\n};\n'
    bold = theme.replace('bg: "#06c" }', 'bg: "#06c", weight: 700 }').replace('bg: "#c00" }', 'bg: "#c00", weight: 700 }')
    assert sibling_findings(theme, bold, "theme.ts", "make the primary and danger buttons bold") == []
    assert sibling_findings(theme, bold, "theme.ts", "give every button a bold weight")


# -- a name written once ---------------------------------------------------------------------

DOUGH = """fn water_for(flour: f64) -> f64 {
    flour * 0.68
}

fn check(flour: f64, water: f64) -> bool {
    (water - flour * 0.68).abs() < 1.0
}
"""


def test_a_constant_declared_and_never_read_is_caught() -> None:
    unused = "const HYDRATION: f64 = 0.68;\n\n" + DOUGH
    used = unused.replace("flour * 0.68", "flour * HYDRATION")
    assert lonely_findings(DOUGH, unused, "dough.rs")[0].lines == (1,)
    assert lonely_findings(DOUGH, used, "dough.rs") == []


def test_a_new_setting_nothing_reads_yet_is_no_half_done_extraction() -> None:
    settings = "TIMEOUT_S = 30\nBATCH_SIZE = 100\n"
    assert not check(settings, settings + "MAX_QUEUE = 5000\n", "settings.py", "Add a MAX_QUEUE setting of 5000").refused
    rust = 'fn main() {\n    println!("{}", 42);\n}\n'
    inline = 'const ANSWER: i32 = 42;\n\nfn main() {\n    println!("{ANSWER}");\n}\n'
    assert lonely_findings(rust, inline, "main.rs") == []  # read inside the format string


def test_a_constant_read_and_declared_nowhere_is_caught_when_the_instruction_names_it() -> None:
    read = DOUGH.replace("flour * 0.68\n}", "flour * BASE_HYDRATION\n}")
    said = "extract 0.68 into BASE_HYDRATION"
    assert "declared nowhere" in lonely_findings(DOUGH, read, "dough.rs", said)[0].text
    assert lonely_findings(DOUGH, read, "dough.rs", "use a named constant") == []
    c = '#include "limits.h"\n\nint ok(const char *s) {\n    return 1;\n}\n'
    checked = c.replace("    return 1;", "    return strlen(s) <= MAX_NAME_LEN;")
    assert lonely_findings(c, checked, "user.c", "reject names longer than MAX_NAME_LEN") == []  # from the header


def test_a_property_a_field_or_a_member_is_declared_once_on_purpose() -> None:
    before = "data class Prefs(\n    val hour: Int = 8,\n)\n"
    after = "data class Prefs(\n    val hour: Int = 8,\n    val quiet: Boolean = false,\n)\n"
    assert lonely_findings(before, after, "prefs.kt") == []
    enum = "enum Level\n{\n    Low = 1,\n}\n"
    assert lonely_findings(enum, enum.replace("Low = 1,", "Low = 1,\n    High = 2,"), "level.cs") == []


# -- calls that no longer fit, in more languages --------------------------------------------


def test_a_go_method_called_through_its_receiver_is_counted() -> None:
    before = ("package routes\n\ntype Box struct{}\n\nfunc (b *Box) release(id string) bool { return true }\n\n"
              "func (b *Box) Cancel(id string) bool { return b.release(id) }\n")
    after = before.replace("release(id string)", "release(id, reason string)")
    found = arity_findings(before, after, "routes.go")
    assert found and found[0].lines == (7,)
    assert arity_findings(before, after.replace("b.release(id)", 'b.release(id, "cancel")'), "routes.go") == []
    server = ("package srv\n\ntype Server struct{ ln Listener }\n\nfunc (s *Server) Close() { s.ln.Close() }\n\n"
              "func get(r Resp) { defer r.Body.Close() }\n")
    assert arity_findings(server, server.replace("Close() {", "Close(reason string) {"), "srv.go") == []  # another's Close


def test_a_rust_call_inside_a_macro_is_counted() -> None:
    before = "pub fn cover(days: u32) -> u64 { days as u64 }\n\n#[test]\nfn t() { assert_eq!(cover(2), 2); }\n"
    after = before.replace("cover(days: u32)", "cover(days: u32, nail: bool)")
    assert arity_findings(before, after, "cover.rs")[0].lines == (4,)
    assert arity_findings(before, after.replace("cover(2)", "cover(2, false)"), "cover.rs") == []
    shown = 'fn scale(x: i32) -> i32 { x * 2 }\n\nfn main() { let v = scale(4); println!("scale(4) = {}", v); }\n'
    two = shown.replace("scale(x: i32)", "scale(x: i32, f: i32)").replace("let v = scale(4)", "let v = scale(4, 2)")
    assert arity_findings(shown, two, "main.rs") == []  # `scale(4)` inside a string is no call


def test_kotlin_ruby_php_and_csharp_calls_are_counted() -> None:
    kt = 'fun price(level: Int, hours: Int, currency: String): Int = level * hours\nfun day() = price(1, 2, "EUR")\n'
    assert arity_findings(kt, kt.replace(", currency: String", ""), "lessons.kt")[0].lines == (2,)
    assert arity_findings(kt, kt.replace(", currency: String", ", currency: String = \"EUR\""), "lessons.kt") == []
    rb = "def total(line, currency)\n  line\nend\n\ndef bill\n  total(1, :eur)\nend\n"
    assert arity_findings(rb, rb.replace("(line, currency)", "(line)"), "bill.rb")[0].lines == (6,)
    php = "<?php\nfunction total($a, $store) { return $a; }\necho total(1, 'x');\n"
    assert arity_findings(php, php.replace(", $store", ""), "pos.php")[0].lines == (3,)
    cs = "class K {\n  int Total(int a, bool b) { return a; }\n  int Day() { return Total(1, true); }\n}\n"
    assert arity_findings(cs, cs.replace(", bool b", ""), "k.cs")[0].lines == (3,)


# -- code the instruction spells out, written as it is --------------------------------------


def test_a_span_written_verbatim_holds_whatever_the_lexers_make_of_it() -> None:
    original = "class Stock {\npublic:\n    double on_hand(const std::string& name) const;\n};\n"
    result = original.replace("};", "    bool has(const std::string& name, double qty) const;\n};")
    said = "add a const method `bool has(const std::string& name, double qty) const`"
    assert span_findings(original, result, "stock.hpp", said) == []
    assert span_findings(original, original.replace("};", "    bool has(double qty) const;\n};"), "stock.hpp", said)


def test_an_aside_with_code_inside_and_an_options_placeholder_ask_for_nothing_verbatim() -> None:
    assert _asides("lift it 4px (transform: translateY(-4px)) on hover") == ["lift it 4px  ;  on hover", "transform: translateY(-4px)"]
    script = "#!/bin/sh\nusage() { echo \"usage: $0 [-n]\"; }\n"
    result = script.replace("[-n]", "[-n] [-k days]")
    assert span_findings(script, result, "prune.sh", "add a -k DAYS option for how long backups are kept") == []
    run = "#!/bin/sh\nexec app serve\n"
    assert check(run, run.replace("serve", "serve --log-level INFO"), "run.sh", "Start the app with --log-level DEBUG.").refused


def test_an_addition_that_says_replace_in_its_own_language_may_replace() -> None:
    posts = 'SUPERUSERS = {1, 2}\n\n\ndef delete_post(user, post):\n    if user.role == "admin" or user.id in SUPERUSERS:\n' \
            '        post.delete()\n'
    helper = 'SUPERUSERS = {1, 2}\n\n\ndef is_admin(user):\n    return user.role == "admin" or user.id in SUPERUSERS\n\n\n' \
             'def delete_post(user, post):\n    if is_admin(user):\n        post.delete()\n'
    for said in ("Füge eine Funktion is_admin hinzu und ersetze die Prüfung in delete_post durch einen Aufruf davon",
                 "Añade una función is_admin y reemplaza la comprobación de delete_post por una llamada"):
        assert not check(posts, helper, "posts.py", said).refused, said


def test_a_catch_all_that_returns_nothing_covers_a_new_member() -> None:
    chess = "pub enum Piece {\n    King,\n    Queen,\n}\n\npub fn symbol(p: &Piece) -> Option<char> {\n    match p {\n" \
            "        Piece::King => Some('K'),\n        Piece::Queen => Some('Q'),\n        _ => None,\n    }\n}\n"
    assert switch_findings(chess, chess.replace("    Queen,\n}", "    Queen,\n    Pawn,\n}"), "chess.rs") == []


# -- a name's part abbreviating a word said --------------------------------------------------


def test_a_name_part_may_abbreviate_the_word_said() -> None:
    assert parts_said("authTimeout", {"authorisation", "timeout"})
    assert parts_said("maxTemp", {"maximum", "temperature"})
    assert not parts_said("authTimeout", {"author", "timeout"})  # three letters more at least
    assert not parts_said("receiptTimeout", {"authorisation", "timeout"})

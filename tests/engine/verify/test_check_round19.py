"""Round 19 of the check (issue 41): the net on Markdown (numbers, links, sections, lists), an
addition that took words out of the file, HTML tables that stay grids, CSS selectors and custom
properties as the instruction writes them, Scala read by its grammar (strings, named arguments),
Lua's `M.name` definitions, and "check" read as a request only where it leads. Fixtures are
written for each rule, not copied from a split."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.cssnames import asked_selectors, css_name_findings
from redraft.engine.verify.htmltables import table_shape_findings
from redraft.engine.verify.mdnet import broken_links, md_findings
from redraft.engine.verify.mdtables import table_findings
from redraft.engine.verify.syntax_trees import definitions, parse_errors
from redraft.engine.verify.tokens import lex
from redraft.engine.verify.vanished import vanished_findings

GUIDE = """# Night shift guide

Call the duty manager on 01632 960 418 before opening the gate.

## Checklist

1. Walk the perimeter fence.
2. Log the meter readings.
3. Lock the pump house.

## Documents

- Site map: [map](https://intranet.example/maps/site-v3.pdf)
- Manual: [manual](https://intranet.example/manuals/pump-manual-v6.pdf)

## Legacy alarm panel

The old panel in hut B still beeps at 03:00; ignore it.
"""


def test_an_addition_to_markdown_keeps_its_numbers() -> None:
    ask = "Documents: add a link to the fire plan (https://intranet.example/plans/fire.pdf)"
    right = GUIDE.replace("## Legacy", "- Fire plan: [plan](https://intranet.example/plans/fire.pdf)\n\n## Legacy")
    assert not check(GUIDE, right, "guide.md", ask).refused
    slipped = right.replace("960 418", "960 481")
    verdict = check(GUIDE, slipped, "guide.md", ask)
    assert verdict.refused and "418" in verdict.text
    assert not check(GUIDE, GUIDE.replace("960 418", "960 481"), "guide.md", "the duty number is 01632 960 481 now").refused


def test_a_markdown_link_left_without_its_closing_parenthesis_breaks_it() -> None:
    ask = "Documents: pump manual link v6 -> v7"
    cut = GUIDE.replace("pump-manual-v6.pdf)", "pump-manual-v7.pdf")
    assert broken_links(GUIDE, cut) == [14]
    assert "closing" in check(GUIDE, cut, "guide.md", ask).text
    assert broken_links(GUIDE, GUIDE.replace("v6", "v7")) == []


def test_a_list_renumbered_around_a_new_step_is_no_change_of_content() -> None:
    ask = "Checklist: add a step after the fence walk: Test the gate alarm."
    right = GUIDE.replace("2. Log the meter readings.\n3. Lock", "2. Test the gate alarm.\n3. Log the meter readings.\n4. Lock")
    assert not check(GUIDE, right, "guide.md", ask).refused
    slipped = right.replace("960 418", "960 481")
    assert check(GUIDE, slipped, "guide.md", ask).refused  # a number in the text: a fact


def test_markdown_prose_is_the_users_to_reword_its_facts_are_held() -> None:
    ask = "Reword the first line to be friendlier"
    reworded = GUIDE.replace("Call the duty manager on", "Please ring the duty manager on")
    assert md_findings(GUIDE, reworded, "guide.md", ask) == []
    assert not check(GUIDE, reworded, "guide.md", "Formuliere die erste Zeile freundlicher").refused
    ticked = GUIDE.replace("2. Log the meter readings.", "2. Log the `meter` readings.")  # the same words, marked up
    assert md_findings(GUIDE, ticked, "guide.md", "format the key words of the checklist as code") == []
    step = GUIDE.replace("3. Lock", "3. Test the alarm.\n4. Lock")
    ask = "Checklist: add a step before the last: Test the alarm."
    assert md_findings(GUIDE, step, "guide.md", ask) == []
    moved = step.replace("site-v3.pdf", "site-v4.pdf")  # a link's target: a fact
    assert md_findings(GUIDE, moved, "guide.md", ask)
    assert md_findings(GUIDE, moved, "guide.md", ask + " The site map is at site-v4.pdf now.") == []
    assert md_findings(GUIDE, moved, "guide.md", "Reword the checklist and point the site map at v4") == []  # no addition
    harbours = GUIDE.replace("Walk the perimeter fence.", "Walk the 42 harbours.")
    grown = harbours.replace("42 harbours", "44 harbours").replace("3. Lock", "3. Add Dover and Hull.\n4. Lock")
    assert md_findings(harbours, grown, "guide.md", "add Dover and Hull to the checklist") == []  # a count that follows
    assert md_findings(harbours, grown.replace("44 harbours", "40 harbours"), "guide.md", "add Dover and Hull to the checklist")
    bulleted = GUIDE.replace("1. Walk", "- Walk").replace("2. Log", "- Log").replace("3. Lock", "- Lock")
    assert md_findings(GUIDE, bulleted, "guide.md", "make the checklist a bullet list") == []


def test_an_unchanged_result_is_flagged_when_check_is_only_a_word_of_what_to_add() -> None:
    ask = "Checklist: new step at the end: check the fuel level in the generator."
    assert check(GUIDE, GUIDE, "guide.md", ask).refused
    assert check(GUIDE, GUIDE, "bot.toml", "bump the check-in bot to 1.5.0").refused
    assert not check(GUIDE, GUIDE, "guide.md", "check that the gate number is right").refused  # a request to look


ROTA = """# Rota

| Day | Lead | Hours |
|-----|------|-------|
| Mon | Ana  | 8     |
| Tue | Ben  | 6     |
| Wed | Cleo | 8     |

Notes follow.
"""


def test_a_table_row_below_the_blank_line_or_in_place_of_another_is_refused() -> None:
    ask = "add Thu | Dev | 7 to the rota"
    right = ROTA.replace("| Wed | Cleo | 8     |\n", "| Wed | Cleo | 8     |\n| Thu | Dev  | 7     |\n")
    assert not check(ROTA, right, "rota.md", ask).refused
    stray = ROTA.replace("\nNotes follow.", "\n| Thu | Dev | 7 |\n\nNotes follow.")
    assert "stands apart" in check(ROTA, stray, "rota.md", ask).text
    replaced = ROTA.replace("| Wed | Cleo | 8     |", "| Thu | Dev  | 7     |")
    assert check(ROTA, replaced, "rota.md", ask).refused
    assert "also changed the row `Wed | Cleo | 8`" in [f.text for f in table_findings(ROTA, replaced, "rota.md", ask)]
    assert not check(ROTA, replaced, "rota.md", "replace Wed's row with Thu | Dev | 7").refused


NAV = """<nav class="main">
  <ul>
    <li><a href="/timetable">Timetable</a></li>
    <li><a href="/fares">Fares</a></li>
    <li><a href="/help">Help</a></li>
  </ul>
</nav>
<table>
  <tr><th>Zone</th><th>Adult</th></tr>
  <tr><td>1</td><td>2.10</td></tr>
  <tr><td>2</td><td>2.90</td></tr>
</table>
"""


def test_an_addition_that_took_an_item_out_of_the_file_is_refused() -> None:
    ask = 'add a "Lost property" link to /lost-property after Fares'
    right = NAV.replace('<li><a href="/help">', '<li><a href="/lost-property">Lost property</a></li>\n    <li><a href="/help">')
    assert vanished_findings(NAV, right, "index.html", ask) == []
    over = NAV.replace('<li><a href="/help">Help</a></li>', '<li><a href="/lost-property">Lost property</a></li>')
    found = vanished_findings(NAV, over, "index.html", ask)
    assert found and "`help`" in found[0].text.lower()
    assert check(NAV, over, "index.html", ask).refused
    assert vanished_findings(NAV, over, "index.html", "replace the Help link with Lost property") == []  # no addition
    assert vanished_findings(NAV, over, "index.html", "add a Lost property link and drop the last item") == []  # one that takes away


def test_a_word_that_grew_is_kept_not_taken_out() -> None:
    script = 'while getopts "vb" opt; do\n  case $opt in v) V=1;; b) B=1;; esac\ndone\n'
    grown = script.replace('"vb"', '"vnb"').replace("b) B=1;;", "b) B=1;; n) DRY=1;;")
    assert vanished_findings(script, grown, "run.sh", "add -n for a dry run") == []


def test_an_html_table_stays_a_grid_and_its_rows_inside_it() -> None:
    ask = "add a Concession column"
    grid = NAV.replace("<th>Adult</th>", "<th>Adult</th><th>Concession</th>").replace(
        "<td>2.10</td>", "<td>2.10</td><td>1.10</td>").replace("<td>2.90</td>", "<td>2.90</td><td>1.40</td>")
    assert table_shape_findings(NAV, grid, "index.html", ask) == []
    short = grid.replace("<td>1.40</td>", "")
    assert table_shape_findings(NAV, short, "index.html", ask)[0].lines == (11,)
    outside = NAV.replace("</table>\n", "</table>\n<tr><td>3</td><td>3.60</td></tr>\n")
    assert "outside any table" in table_shape_findings(NAV, outside, "index.html", "add zone 3 at 3.60")[0].text


SHEET = """:root {
  --warn: #b45309;
  --muted: #6b7280;
}

.status--boarding { color: green; }
.sailing-row { padding: 4px; }
"""


def test_a_css_selector_the_instruction_writes_is_in_the_result_as_written() -> None:
    ask = "add .sailing-row.is-cancelled { color: var(--muted); text-decoration: line-through }"
    assert asked_selectors(ask, SHEET) == [".sailing-row.is-cancelled"]
    assert asked_selectors("new rule after .status--boarding, background #e5e7eb, opacity .6", SHEET) == []
    right = SHEET + ".sailing-row.is-cancelled { color: var(--muted); text-decoration: line-through; }\n"
    assert css_name_findings(SHEET, right, "site.css", ask) == []
    descendant = SHEET + ".sailing-row .is-cancelled { color: var(--muted); text-decoration: line-through; }\n"
    assert css_name_findings(SHEET, descendant, "site.css", ask)
    typo = SHEET + ".sailing-row.is-canceled { color: var(--muted); text-decoration: line-through; }\n"
    assert check(SHEET, typo, "site.css", ask).refused


def test_a_custom_property_the_stylesheet_never_declares_is_refused() -> None:
    ask = "add .status--late with the warn colour"
    right = SHEET + ".status--late { color: var(--warn); }\n"
    assert css_name_findings(SHEET, right, "site.css", ask) == []
    unknown = SHEET + ".status--late { color: var(--warning); }\n"
    found = css_name_findings(SHEET, unknown, "site.css", ask)
    assert found and "--warning" in found[0].text


MANIFEST = """package port

final case class Entry(code: String, tareKg: Int, grossKg: Int)

final case class Policy(maxKg: Int, tareKgTolerance: Int)

object Manifest {
  def cargo(e: Entry): Int = e.grossKg - e.tareKg
  def label(e: Entry): String = s"${e.code}: tare ${e.tareKg} kg (tareKg)"
  val sample: Seq[Entry] = Seq(Entry("KSTU1", tareKg = 3900, grossKg = 24110))
}
"""


def test_scala_is_read_by_its_grammar() -> None:
    assert parse_errors(MANIFEST, "Manifest.scala") == []
    assert parse_errors(MANIFEST.replace("def cargo(e: Entry)", "def cargo(e: Entry"), "Manifest.scala")
    assert {"Entry", "Policy", "Manifest", "cargo", "label"} <= set(definitions(MANIFEST, "Manifest.scala"))
    kinds = {w.text: w.kind for w in lex(MANIFEST, "Manifest.scala") if w.text in ("tare", "kg", "code")}
    assert kinds == {"tare": "string", "kg": "string", "code": "code"}  # an s"" string's text, its `${e.code}` code


def test_a_scala_named_argument_follows_the_rename_of_its_field() -> None:
    ask = "Entry.tareKg -> emptyKg"
    right = MANIFEST.replace("tareKg: Int, gross", "emptyKg: Int, gross").replace("e.tareKg", "e.emptyKg").replace(
        "tareKg = 3900", "emptyKg = 3900")
    assert not check(MANIFEST, right, "Manifest.scala", ask).refused
    kept_argument = right.replace("emptyKg = 3900", "tareKg = 3900")
    assert check(MANIFEST, kept_argument, "Manifest.scala", ask).refused


RADIO = """local M = {}

function M.channel(n)
  return 400 + n * 0.0125
end

-- the Sgurr Mor repeater, gone since 2024
function M.legacy_offset(n)
  return n - 7.6
end

return M
"""


def test_a_lua_module_function_named_by_its_own_name_may_go() -> None:
    gone = RADIO.replace("-- the Sgurr Mor repeater, gone since 2024\nfunction M.legacy_offset(n)\n  return n - 7.6\nend\n\n", "")
    assert not check(RADIO, gone, "radio.lua", "drop legacy_offset").refused
    both = gone.replace("function M.channel(n)\n  return 400 + n * 0.0125\nend\n\n", "")
    assert check(RADIO, both, "radio.lua", "drop legacy_offset").refused


ROUTES = """<?php
use App\\Http\\Controllers\\PermitController;

Route::get('/permits', [PermitController::class, 'index']);
Route::get('/permits/{id}', [PermitController::class, 'show']);
Route::post('/permits', [PermitController::class, 'store']);
"""


def test_an_addition_written_over_an_existing_line_is_refused() -> None:
    ask = "add POST /permits/{id}/renew -> PermitController@renew"
    right = ROUTES + "Route::post('/permits/{id}/renew', [PermitController::class, 'renew']);\n"
    assert not check(ROUTES, right, "routes.php", ask).refused
    over = ROUTES.replace("Route::get('/permits/{id}', [PermitController::class, 'show']);",
                          "Route::post('/permits/{id}/renew', [PermitController::class, 'renew']);")
    verdict = check(ROUTES, over, "routes.php", ask)
    assert verdict.refused and "show" in verdict.text


SCORES = """:root { --muted: #6b7280; --accent: #e11d48; }
.score--final { color: var(--muted); }
.minute { color: var(--muted); }
"""


def test_an_addition_that_rewrote_a_neighbour_to_what_it_adds_is_refused() -> None:
    ask = "add .score--live { color: var(--accent) } next to .score--final"
    rule = ".score--live { color: var(--accent); }\n"
    right = SCORES.replace(".minute", rule + ".minute")
    assert not check(SCORES, right, "scores.css", ask).refused
    rewrote = right.replace(".score--final { color: var(--muted); }", ".score--final { color: var(--accent); }")
    verdict = check(SCORES, rewrote, "scores.css", ask)
    assert verdict.refused and "muted" in verdict.text  # `muted` is still in the file: only the replaced word tells


# The reviewer's must-fix cases: right edits the first candidate refused.

CHANGELOG = """# Changelog

## [Unreleased]

- Tide alerts by SMS.

[Unreleased]: https://git.example.org/tidewater/compare/v2.3.0...HEAD
"""


def test_a_release_cut_in_a_changelog_moves_the_compare_link() -> None:
    cut = CHANGELOG.replace("## [Unreleased]\n", "## [Unreleased]\n\n## [2.4.0] - 2024-06-10\n").replace(
        "compare/v2.3.0...HEAD", "compare/v2.4.0...HEAD")
    assert not check(CHANGELOG, cut, "CHANGELOG.md", "Cut the 2.4.0 release dated 2024-06-10").refused


def test_a_link_in_code_is_no_link() -> None:
    doc = "# API\n\nDispatch:\n\n```js\nconst run = () => handlers[event.type](\n  event);\n```\n"
    assert broken_links("# API\n", doc) == []
    assert broken_links("# API\n", "# API\n\nUse `[a-z](` to match.\n") == []


PLANS = """| Plan | Price | Chat |
|-|-|-|
| **Basic** | $5 | no |
| Pro | $15 | no |
"""


def test_a_row_edited_in_place_is_not_a_row_written_over() -> None:
    chat = PLANS.replace("| Pro | $15 | no |", "| Pro | $15 | yes |")
    assert not check(PLANS, chat, "PLANS.md", "Add chat support to Pro").refused
    ticked = PLANS.replace("| **Basic** | $5 | no |", "| **Basic** | $5 | yes |")
    assert not check(PLANS, ticked, "PLANS.md", "add chat to the cheapest plan").refused
    team = PLANS.replace("| **Basic** | $5 | no |", "| **Basic** | $6 | no |") + "| Team | $40 | yes |\n"
    assert not check(PLANS, team, "PLANS.md", "add a Team plan at $40 with chat, and the basic plan is $6 now").refused
    addr = "| Setting | Value |\n|---|---|\n| bind | 127.0.0.1 |\n| port | 80 |\n"
    assert not check(addr, addr.replace("127.0.0.1", "0.0.0.0"), "CONF.md", "the default bind address is 0.0.0.0 now").refused


def test_a_new_table_with_one_dash_separators_is_a_table() -> None:
    grown = PLANS + "\n| Region | Tax |\n|-|-|\n| EU | 20% |\n"
    assert not check(PLANS, grown, "PLANS.md", "add a tax table under the plans").refused


def test_additions_that_stand_in_for_what_was_there_keep_nothing_they_replace() -> None:
    stub = "def parse(text):\n    raise NotImplementedError\n"
    done = "def parse(text):\n    return [line.split(',') for line in text.splitlines()]\n"
    assert vanished_findings(stub, done, "parse.py", "implement parse") == []
    greet = 'def hello(name):\n    return "Hello, " + name\n'
    param = 'def hello(name, greeting="Hello"):\n    return greeting + ", " + name\n'
    assert not check(greet, param, "hello.py", "add a greeting parameter").refused
    saved = 'def save():\n    print("File saved")\n'
    assert vanished_findings(saved, saved.replace("File saved", "Your file was saved"), "io.py", "add 'Your' to the message") == []


def test_css_prose_nesting_and_outside_properties_are_not_selectors_or_misspellings() -> None:
    assert asked_selectors("add the .env values as a .scss comment, see #frontend", SHEET) == []
    scss = ".btn {\n  color: red;\n}\n"
    nested = ".btn {\n  color: red;\n  &.is-loading { opacity: .5; }\n}\n"
    assert css_name_findings(scss, nested, "b.scss", "add a .btn.is-loading state with half opacity") == []
    assert css_name_findings(scss, nested, "b.css", "add a .btn.is-loading state with half opacity") == []  # CSS nests too
    named = SHEET + ".status--late { color: #c00; }\n"  # a selector only named, as the model to copy
    assert css_name_findings(SHEET, named, "site.css", "add .status--late in the same red as .brand-logo--alert") == []
    known = ":root { --shadow-sm: 0 1px 2px #0002; }\n.card { box-shadow: var(--shadow-md); }\n"  # --shadow-md: another file's
    grown = known + ".card--lifted { box-shadow: var(--shadow-md); color: var(--shadow-ink, #444); }\n"
    assert css_name_findings(known, grown, "site.css", "add a .card--lifted modifier") == []
    own = ":root { --shadow-sm: 0 1px 2px #0002; }\n.card { box-shadow: var(--shadow-sm); }\n"  # all it reads, its own
    assert css_name_findings(own, own + ".card--flat { box-shadow: var(--shadow-sn); }\n", "site.css", "add a .card--flat modifier")
    hover = own + ".card:hover { box-shadow: var(--shadow-sm-hover); }\n"  # an extension of its own name, not a misspelling
    assert css_name_findings(own, hover, "site.css", "add a hover shadow to .card") == []
    framework = known + ".card--brand { color: var(--bs-primary); }\n"  # a framework's, nothing like the file's own
    assert css_name_findings(known, framework, "site.css", "add a .card--brand modifier") == []


def test_an_html_table_with_spans_or_a_template_fragment_is_left_alone() -> None:
    spanned = "<table>\n<tr><td rowspan=\"2\">Basic</td><td>A</td></tr>\n<tr><td>B</td></tr>\n</table>\n"
    grown = spanned.replace("<tr><td>B</td></tr>", "<tr><td>B</td></tr>\n<tr><td rowspan=\"2\">Pro</td><td>C</td></tr>\n<tr><td>D</td></tr>")
    assert table_shape_findings(spanned, grown, "p.html", "add a Pro plan with students C and D") == []
    grid = "<table>\n<tr><td>A</td><td>1</td></tr>\n<tr><td>B</td><td>2</td></tr>\n</table>\n"
    total = grid.replace("</table>", '<tr><td colspan="2">Total: 3</td></tr>\n</table>')
    assert table_shape_findings(grid, total, "t.html", "add a total row across both columns") == []
    macro = "{% macro row(r) %}<tr><td>{{ r.name }}</td></tr>{% endmacro %}\n"
    more = macro + "{% macro head() %}<tr><th>Name</th></tr>{% endmacro %}\n"
    assert table_shape_findings(macro, more, "rows.html", "add a header row macro") == []


def test_a_request_to_look_may_leave_the_file_as_it_is() -> None:
    config = "DEBUG = False\n"
    for ask in ("In config.py, make sure DEBUG is False", "I think DEBUG may be on, can you verify?",
                "Please double-check that DEBUG is False", "Quick sanity check: is DEBUG off?"):
        assert not check(config, config, "config.py", ask).refused, ask


def test_a_scala_parameter_read_in_an_interpolated_string_is_read() -> None:
    before = 'object G {\n  def greet(name: String): String = s"Hello, $name"\n}\n'
    after = 'object G {\n  def greet(name: String, greeting: String = "Hello"): String = s"$greeting, $name"\n}\n'
    assert not check(before, after, "G.scala", "make the greeting configurable").refused
    unread = after.replace('s"$greeting, $name"', 's"Hello, $name"')
    assert check(before, unread, "G.scala", "make the greeting configurable").refused


def test_a_case_or_extension_declared_beside_the_named_type_is_in_its_place() -> None:
    tide = "package tide\n\nsealed trait Tide\ncase object High extends Tide\ncase object Low extends Tide\n"
    slack = tide + "case object Slack extends Tide\n"
    assert not check(tide, slack, "Tide.scala", "add a Slack case to the Tide trait").refused
    elsewhere = tide + "object Ports {\n  val slack = 3\n}\n"
    assert check(tide, elsewhere, "Tide.scala", "add a Slack case to the Tide trait").refused
    enum = "package tide\n\nenum class Tide { HIGH, LOW }\n"
    assert not check(enum, enum + "\nfun Tide.isHigh(): Boolean = this == Tide.HIGH\n", "Tide.kt", "add an isHigh extension on Tide").refused


def test_a_table_in_a_cell_keeps_its_own_rows() -> None:
    outer = ("<table>\n<tr><td>Header</td><td>x</td></tr>\n<tr><td><table>\n<tr><td>a</td></tr>\n<tr><td>b</td></tr>\n"
             "</table></td><td>y</td></tr>\n</table>\n")
    grown = outer.replace("<tr><td>b</td></tr>\n", "<tr><td>b</td></tr>\n<tr><td>c</td></tr>\n")
    assert table_shape_findings(outer, grown, "mail.html", "add c to the inner list") == []
    short = outer.replace("</table></td><td>y</td></tr>", "</table></td></tr>")
    assert table_shape_findings(outer, short, "mail.html", "drop the y cell")


def test_a_dollar_name_is_another_name_in_javascript() -> None:
    before = "function row(cells) {\n  return cells.join(',');\n}\n"
    after = "function row(cells, sep) {\n  return cells.join($sep);\n}\n"
    assert check(before, after, "row.js", "add a sep parameter").refused  # `$sep` is not `sep`

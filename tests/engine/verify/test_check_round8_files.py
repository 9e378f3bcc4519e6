"""Round 8 of the check (issue 41), file kinds whose structure decides what runs, whatever
the instruction says:

    make    a recipe stays with its target, the default goal stays first, a .PHONY name
            has a rule (makefile.py)
    tests   a test added is one its runner collects (uncollected.py)
    css     a rule added outside an @media block the instruction never speaks of (cssmedia.py)
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.cssmedia import media_findings
from redraft.engine.verify.makefile import makefile_findings
from redraft.engine.verify.uncollected import uncollected_findings

MAKEFILE = """CC = gcc
CFLAGS = -O2 -Wall -Werror

.PHONY: all test clean

all: build/app

build/app: src/main.c
\t$(CC) $(CFLAGS) -o $@ $<

test: build/app
\t@mkdir -p build/test
\t./build/app --self-test

clean:
\trm -rf build
"""
LINT = "lint:\n\tclang-tidy src/*.c\n\n"


@pytest.mark.parametrize("ask", ["add a lint target running clang-tidy on src/*.c", "we need `make lint` (clang-tidy src/*.c), phony like the rest"])
def test_a_make_target_added_keeps_the_others_whole(ask: str) -> None:
    right = MAKEFILE.replace(".PHONY: all test clean", ".PHONY: all test clean lint").replace("clean:\n", LINT + "clean:\n")
    assert not check(MAKEFILE, right, "Makefile", ask).refused, check(MAKEFILE, right, "Makefile", ask).text
    split = right.replace(LINT, "").replace("test: build/app\n", "test: build/app\nlint:\n\tclang-tidy src/*.c\n")
    v = check(MAKEFILE, split, "Makefile", ask)
    assert v.refused and "the recipe of `test` (line 14: `@mkdir -p build/test`) now belongs to `lint`" in v.detail, v.text
    first = right.replace(LINT, "").replace("all: build/app\n", LINT + "all: build/app\n")
    v = check(MAKEFILE, first, "Makefile", ask)
    assert v.refused and "`lint` now comes first, so a bare `make` runs it instead of `all`" in v.detail, v.text
    phony_only = right.replace(LINT, "")
    assert [f.text for f in makefile_findings(MAKEFILE, phony_only, "Makefile")] == ["`lint` added to .PHONY without a rule"]


def test_what_keeps_a_makefile_whole() -> None:
    goal = MAKEFILE.replace("CC = gcc\n", "CC = gcc\n.DEFAULT_GOAL := all\n").replace("all: build/app\n", LINT + "all: build/app\n")
    assert makefile_findings(MAKEFILE, goal, "Makefile") == []  # the default goal is named
    pattern = MAKEFILE.replace("all: build/app\n", "%.o: %.c\n\t$(CC) -c $<\n\nall: build/app\n")
    assert makefile_findings(MAKEFILE, pattern, "build.mk") == []  # a pattern rule is never the default goal
    moved_var = MAKEFILE.replace("test: build/app\n", "TESTS = unit\n\ntest: build/app\n")
    assert makefile_findings(MAKEFILE, moved_var, "Makefile") == []
    cut = MAKEFILE.replace("clean:\n", "clean:\nVERSION = 2\n")  # a variable ends the rule: its recipe is orphaned
    assert [f.text for f in makefile_findings(MAKEFILE, cut, "Makefile")] == [
        "the recipe of `clean` (line 17: `rm -rf build`) belongs to no target any more"]
    assert makefile_findings(MAKEFILE, MAKEFILE.replace("CFLAGS = -O2", "CFLAGS = -O3"), "notes.txt") == []


ELO = """import pytest

from elo import expected, update


def test_expected_is_half_for_equals():
    assert expected(1500, 1500) == 0.5


def test_winner_gains():
    a, b = update(1500, 1500, 1.0)
    assert a > 1500 > b
"""
DRAW = "\n\ndef {name}():\n    a, b = update(1500, 1500, 0.5)\n    assert (a, b) == (1500, 1500)\n"


@pytest.mark.parametrize("ask", ["add a test: a draw between equal ratings changes nothing", "test that draws between equals leave both at 1500 pls"])
def test_a_test_added_is_one_the_runner_collects(ask: str) -> None:
    right = ELO + DRAW.format(name="test_draw_between_equals")
    assert not check(ELO, right, "test_elo.py", ask).refused, check(ELO, right, "test_elo.py", ask).text
    v = check(ELO, ELO + DRAW.format(name="draw_between_equals"), "test_elo.py", ask)
    assert v.refused and "`draw_between_equals` (line 15) sits among the tests but is not named `test_...`" in v.detail, v.text
    nested = ELO + DRAW.format(name="test_draw").replace("\n\ndef test_draw", "\n    def test_draw").replace("\n    a, b = update(1500, 1500, 0.5)",
                                                                                                        "\n        a, b = update(1500, 1500, 0.5)")
    nested = nested.replace("\n    assert (a, b) == (1500, 1500)\n", "\n        assert (a, b) == (1500, 1500)\n")
    assert [f.text for f in uncollected_findings(ELO, nested, "test_elo.py")] == [
        "`test_draw` (line 14) is defined inside `test_winner_gains`: the test runner never finds it"]


def test_helpers_and_fixtures_among_tests_are_no_fault() -> None:
    helper = ELO + "\n\ndef rated(r):\n    return update(r, r, 0.5)\n" + DRAW.format(name="test_draw").replace("update(1500, 1500, 0.5)", "rated(1500)")
    assert uncollected_findings(ELO, helper, "test_elo.py") == []
    fixture = ELO + "\n\n@pytest.fixture\ndef players():\n    return [1500, 1500]\n"
    assert uncollected_findings(ELO, fixture, "test_elo.py") == []
    assert uncollected_findings(ELO, ELO + DRAW.format(name="draw_between_equals"), "elo_checks.py") == []  # no test file


DURATION = """pub fn parse(s: &str) -> Option<u64> {
    s.strip_suffix('s')?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds() {
        assert_eq!(parse("5s"), Some(5));
    }
}
"""


def test_rust_tests_carry_their_attribute() -> None:
    body = "    fn rejects_minutes() {\n        assert_eq!(parse(\"5m\"), None);\n    }\n}\n"
    wrong = DURATION[: DURATION.rindex("}")] + "\n" + body
    right = DURATION[: DURATION.rindex("}")] + "\n    #[test]\n" + body
    assert [f.text for f in uncollected_findings(DURATION, wrong, "duration.rs")] == ["`rejects_minutes` (line 14) in `mod tests` has no `#[test]`: it never runs"]
    assert uncollected_findings(DURATION, right, "duration.rs") == []
    helper = DURATION.replace("    #[test]\n    fn seconds", "    fn five() -> u64 {\n        5\n    }\n\n    #[test]\n    fn seconds").replace("Some(5)", "Some(five())")
    assert uncollected_findings(DURATION, helper, "duration.rs") == []  # a helper the tests call


STYLES = """.btn {
  padding: 4px 8px;
}

@media (max-width: 600px) {
  .btn {
    padding: 2px 4px;
  }
}
"""
DISABLED = ".btn:disabled {\n  opacity: 0.5;\n}\n"


@pytest.mark.parametrize("ask", ["add .btn:disabled with opacity 0.5", "Disabled buttons should look faded (opacity .5)."])
def test_a_css_rule_added_inside_a_media_block_applies_only_there(ask: str) -> None:
    right = STYLES.replace("}\n\n@media", "}\n\n" + DISABLED + "\n@media")
    assert not check(STYLES, right, "buttons.css", ask).refused, check(STYLES, right, "buttons.css", ask).text
    inside = STYLES.replace("    padding: 2px 4px;\n  }\n", "    padding: 2px 4px;\n  }\n  .btn:disabled {\n    opacity: 0.5;\n  }\n")
    v = check(STYLES, inside, "buttons.css", ask)
    assert v.refused and "`.btn:disabled` (line 9) is added inside `@media (max-width: 600px)`" in v.detail, v.text
    for said in ("on phones, fade disabled buttons", "below 600px, .btn:disabled gets opacity .5", "in the max-width query add .btn:disabled"):
        assert media_findings(STYLES, inside, "buttons.css", said) == [], said
    dark = STYLES.replace("(max-width: 600px)", "(prefers-color-scheme: dark)")
    assert media_findings(dark, dark.replace("    padding: 2px 4px;\n  }\n", "    padding: 2px 4px;\n  }\n  a {\n    color: #8af;\n  }\n"),
                          "buttons.css", "links are unreadable when the OS is dark") == []
    renamed = STYLES.replace(".btn", ".button")
    assert media_findings(STYLES, renamed, "buttons.css", "rename .btn to .button") == []

from lib import case

CSS = '''/* Departure board for Riverbend Regional Transit station screens. */
:root {
  --board-bg: #0b1b2b;
  --board-fg: #f4f1e8;
  --accent: #ffb400;
  --late: #ff5a4e;
}

.board {
  background: var(--board-bg);
  color: var(--board-fg);
  font-family: "Transit Sans", Arial, sans-serif;
  font-size: 2.2rem;
}

.board .row {
  display: grid;
  grid-template-columns: 6rem 1fr 8rem 6rem;
  padding: 0.4rem 1rem;
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
}

.board .row .route {
  font-weight: 700;
  color: var(--accent);
}

.board .row.cancelled .destination {
  text-decoration: line-through;
  opacity: 0.6;
}

@media (max-width: 900px) {
  .board {
    font-size: 1.4rem;
  }
}
'''
RULE = '''.board .row.delayed .expected {
  color: var(--late);
  font-weight: 700;
}
'''
A = (".board .row.cancelled .destination {", RULE + "\n.board .row.cancelled .destination {")
case("add_css_rule-css-transit-delayed", "departures.css", "add_css_rule", "css", CSS, [
    ("terse", "add rule: .board .row.delayed .expected { color: var(--late); font-weight: 700 }"),
    ("polite", "Could you add a rule so that the .expected time in a .delayed row of the board is shown in the --late colour and bold (700)? It should apply on all screen sizes, and please leave the existing rules alone."),
    ("declarative", "In a delayed row, the expected time should be drawn in var(--late) with font-weight 700."),
    ("other", "passengers miss that a bus is late, make .expected red (use --late) + bold in .delayed rows"),
    ("other", "Dodaj regułę CSS: w wierszu .delayed tablicy (.board) czas .expected ma mieć kolor var(--late) i font-weight 700."),
], [
    ("right-1.css", "right", "new top-level rule .board .row.delayed .expected with color var(--late) and font-weight 700, before the cancelled rule", [A]),
    ("right-2.css", "right", "same rule appended at the end of the file, after the media query (applies on all sizes)", [("    font-size: 1.4rem;\n  }\n}\n", "    font-size: 1.4rem;\n  }\n}\n\n" + RULE)]),
    ("wrong-1.css", "wrong", "rule placed inside the max-width: 900px media query, so big screens never show it", [("    font-size: 1.4rem;\n  }\n}\n", "    font-size: 1.4rem;\n  }\n\n  .board .row.delayed .expected {\n    color: var(--late);\n    font-weight: 700;\n  }\n}\n")]),
    ("wrong-2.css", "wrong", "colour uses var(--accent) instead of var(--late)", [(".board .row.cancelled .destination {", RULE.replace("--late", "--accent") + "\n.board .row.cancelled .destination {")]),
    ("wrong-3.css", "wrong", "rule added but the --late custom property value changed to #ff0000", [A, ("  --late: #ff5a4e;", "  --late: #ff0000;")]),
    ("wrong-4.css", "wrong", "selector targets .row.delayed .destination rather than .expected", [(".board .row.cancelled .destination {", RULE.replace(".expected", ".destination") + "\n.board .row.cancelled .destination {")]),
])

HTML = '''<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>New this week - Tidewave</title>
  <link rel="stylesheet" href="/static/new-releases.css">
</head>
<body>
  <header>
    <img src="/static/tidewave-logo.svg" alt="Tidewave" class="logo" width="140" height="32">
    <nav><a href="/browse">Browse</a> <a href="/library">Your library</a></nav>
  </header>
  <main>
    <h1>New releases</h1>
    <ul class="release-grid">
      <li>
        <img src="https://cdn.tidewave.example/covers/al-5510.jpg" alt="Harbour Lights - Saltmarsh" width="300" height="300">
        <a href="/album/al-5510">Harbour Lights</a>
      </li>
      <li>
        <img src="https://cdn.tidewave.example/covers/al-5521.jpg" alt="Sodium Glow - Marée Basse" width="300" height="300">
        <a href="/album/al-5521">Sodium Glow</a>
      </li>
      <li>
        <img src="https://cdn.tidewave.example/covers/al-5537.jpg" alt="Pylons - The Quiet Lanes" width="300" height="300">
        <a href="/album/al-5537">Pylons</a>
      </li>
      <li>
        <img src="https://cdn.tidewave.example/covers/al-5540.jpg" alt="Low Tide Choir - Ines Okafor" width="300" height="300">
        <a href="/album/al-5540">Low Tide Choir</a>
      </li>
    </ul>
  </main>
  <footer>
    <img src="/static/badge-hifi.svg" alt="Hi-Fi available" width="60" height="20">
  </footer>
</body>
</html>
'''
IDS = ["5510", "5521", "5537", "5540"]
def lazy(ids, attr='loading="lazy" '):
    return [(f'<img src="https://cdn.tidewave.example/covers/al-{i}.jpg"', f'<img {attr}src="https://cdn.tidewave.example/covers/al-{i}.jpg"') for i in ids]
case("add_attribute-html-music-lazy-covers", "new-releases.html", "add_attribute", "html", HTML, [
    ("terse", "loading=\"lazy\" on the album cover imgs"),
    ("polite", "Could you add loading=\"lazy\" to each album cover image in the release grid? The logo in the header is above the fold and the footer badge is tiny, so please leave those two without it."),
    ("declarative", "Every cover <img> inside the release grid should be lazy-loaded (loading=\"lazy\"); the logo and badge stay eager."),
    ("other", "page is slow on mobile data — lazy-load the covers in .release-grid only"),
    ("other", "Füge allen Cover-Bildern in der release-grid-Liste loading=\"lazy\" hinzu, Logo und Footer-Badge nicht."),
], [
    ("right-1.html", "right", "loading=\"lazy\" added to the four cover images only", lazy(IDS)),
    ("right-2.html", "right", "attribute added at the end of each cover img tag instead of the start (placement is free)", [(f'al-{i}.jpg" alt=', f'al-{i}.jpg" loading="lazy" alt=') for i in IDS]),
    ("wrong-1.html", "wrong", "the last cover (Low Tide Choir) was missed", lazy(IDS[:3])),
    ("wrong-2.html", "wrong", "logo and footer badge got loading=\"lazy\" too", lazy(IDS) + [('<img src="/static/', '<img loading="lazy" src="/static/', 2)]),
    ("wrong-3.html", "wrong", "loading=\"eager\" added instead of lazy", lazy(IDS, 'loading="eager" ')),
    ("wrong-4.html", "wrong", "attribute added, but the Pylons cover lost its alt text", lazy(IDS) + [(' alt="Pylons - The Quiet Lanes"', '')]),
])

MK = '''# Build and test the Sunfield monitor gateway firmware tools.
PYTHON ?= python3
VENV := .venv
SRC := sunfield_tools
TESTS := tests

.PHONY: all venv test lint clean

all: test

venv: $(VENV)/bin/activate

$(VENV)/bin/activate: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -r requirements.txt
	touch $@

test: venv
	$(VENV)/bin/pytest -q $(TESTS)

lint: venv
	$(VENV)/bin/ruff check $(SRC) $(TESTS)

clean:
	rm -rf $(VENV) build dist .pytest_cache
'''
T = '''
coverage: venv
	$(VENV)/bin/pytest -q --cov=$(SRC) --cov-report=term-missing $(TESTS)
'''
P = (".PHONY: all venv test lint clean", ".PHONY: all venv test lint coverage clean")
case("add_make_target-makefile-solar-coverage", "Makefile", "add_make_target", "makefile", MK, [
    ("terse", "new target coverage: pytest with --cov=$(SRC) --cov-report=term-missing (phony, needs venv)"),
    ("polite", "Could you add a `coverage` target that runs the tests under pytest-cov for $(SRC) with a term-missing report? It should depend on venv like test does, and please add it to .PHONY."),
    ("declarative", "make coverage should run pytest with --cov=$(SRC) --cov-report=term-missing on $(TESTS), after setting up the venv; it is a phony target."),
    ("other", "can we get a make coverage? same as test but with --cov=$(SRC) --cov-report=term-missing. don't change `all`"),
    ("other", "Ajoute une cible make coverage (phony, dépend de venv) qui lance pytest avec --cov=$(SRC) --cov-report=term-missing."),
], [
    ("right-1", "right", "coverage target after lint, depends on venv, runs pytest-cov; added to .PHONY", [P, ("	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n", "	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n" + T)]),
    ("wrong-1", "wrong", "recipe indented with spaces instead of a tab: make fails with a missing separator", [P, ("	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n", "	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n" + T.replace("\t", "    "))], True),
    ("wrong-2", "wrong", "target added but not declared in .PHONY", [("	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n", "	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n" + T)]),
    ("wrong-3", "wrong", "coverage target added and `all` switched to depend on coverage instead of test", [P, ("	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n", "	$(VENV)/bin/ruff check $(SRC) $(TESTS)\n" + T), ("all: test\n", "all: coverage\n")]),
    ("wrong-4", "wrong", "the existing test recipe was changed to add --cov instead of a new coverage target (coverage listed in .PHONY but never defined)", [P, ("	$(VENV)/bin/pytest -q $(TESTS)\n", "	$(VENV)/bin/pytest -q --cov=$(SRC) --cov-report=term-missing $(TESTS)\n")]),
])

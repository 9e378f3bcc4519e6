from lib import case
PH = ".PHONY: all venv test export clean"
PH2 = ".PHONY: all venv test lint export clean"
T = "test: venv\n\t$(BIN)/pytest -q tests\n"
L = "\nlint: venv\n\t$(BIN)/ruff check $(SRC) tests\n"
case("add_make_target-makefile-aligner-export", "Makefile", "add_make_target", "makefile", [
    ("terse", "make lint: $(BIN)/ruff check $(SRC) tests (needs venv, phony)"),
    ("polite", "Could you add a lint target that depends on venv and runs $(BIN)/ruff check $(SRC) tests? Please add it to .PHONY as well, and don't change the default target."),
    ("declarative", "There is a phony lint target, depending on venv, whose recipe is $(BIN)/ruff check $(SRC) tests."),
    ("other", "CI wants `make lint` (ruff check on src and tests via the venv's ruff). declare it phony"),
    ("other", "Aggiungi un target lint (dipende da venv) che esegue $(BIN)/ruff check $(SRC) tests, e mettilo in .PHONY."),
], [
    ("right", "lint target after test with a tab-indented ruff recipe, depending on venv, listed in .PHONY; all still runs only test",
     [(PH, PH2, 1), (T, T + L, 1)]),
    ("right", "the same lint target appended at the end of the file, .PHONY updated",
     [(PH, PH2, 1), (lambda s: s + L)]),
    ("wrong", "the lint recipe is indented with spaces instead of a tab: make stops with 'missing separator'",
     [(PH, PH2, 1), (T, T + L.replace("\t", "    "), 1)]),
    ("wrong", "lint target added but not declared in .PHONY, although the instruction asks for it",
     [(T, T + L, 1)]),
    ("wrong", "lint added and made part of the default target: all: lint test",
     [(PH, PH2, 1), (T, T + L, 1), ("all: test\n", "all: lint test\n", 1)]),
    ("wrong", "lint inserted between 'export: venv' and its recipe, so export's mkdir and python lines now belong to lint",
     [(PH, PH2, 1), ("export: venv\n", "export: venv\n\nlint: venv\n\t$(BIN)/ruff check $(SRC) tests\n", 1)]),
])

from lib import SPLIT, apply, write_case

NAME = "add_make_target-makefile-greenhouse"
FILE = "Makefile"
src = (SPLIT / NAME / FILE).read_text()

PHONY = (".PHONY: all venv lint test package deploy clean\n", ".PHONY: all venv lint test calibrate package deploy clean\n")
PHONY_END = (".PHONY: all venv lint test package deploy clean\n", ".PHONY: all venv lint test package deploy clean calibrate\n")
TARGET = "calibrate: venv\n\t$(VENV)/bin/python -m $(PKG).calibrate --sensors $(SENSORS)\n"
TEST = "test: venv\n\t$(VENV)/bin/pytest -q tests\n"
right1 = apply(src, [PHONY, (TEST, TEST + "\n" + TARGET)])
right2 = apply(src, [PHONY_END, ("\trm -rf $(VENV) dist build .pytest_cache\n", "\trm -rf $(VENV) dist build .pytest_cache\n\n" + TARGET)])
wrong1 = apply(src, [PHONY, (TEST, TEST + "\n" + TARGET.replace("\t", "    "))])
wrong2 = apply(src, [PHONY, ("all: lint test\n", TARGET + "\nall: lint test\n")])
wrong3 = apply(src, [PHONY, (TEST, TEST + "\n" + TARGET.replace("$(SENSORS)", "$(SENSOR)"))])
wrong4 = apply(right1, [("all: lint test\n", "all: lint test calibrate\n")])
wrong5 = apply(right1, [("\t$(VENV)/bin/pip install -r requirements.txt\n\ttouch $@\n", "\t$(VENV)/bin/pip install -r requirements.txt\n")])

write_case(NAME, FILE, "add_make_target", "makefile", [
    ("terse", "new phony target calibrate (needs venv): $(VENV)/bin/python -m $(PKG).calibrate --sensors $(SENSORS)"),
    ("polite", "Could you add a `calibrate` target that depends on venv and runs `$(VENV)/bin/python -m $(PKG).calibrate --sensors $(SENSORS)`? Please list it in .PHONY; `make` on its own should still just lint and test."),
    ("declarative", "The Makefile has a phony calibrate target, depending on venv, that runs the climate.calibrate module with --sensors $(SENSORS)."),
    ("other", "add `make calibrate` for the new probe calibration script (python -m climate.calibrate --sensors $(SENSORS), in the venv). don't put it in all"),
], [
    ("right-1.Makefile".replace(".Makefile", ""), "right", "calibrate target (depends on venv, tab-indented recipe) added after test and listed in .PHONY", right1, False),
    ("right-2", "right", "same target appended after clean, and calibrate appended at the end of .PHONY", right2, False),
    ("wrong-1", "wrong", "recipe indented with spaces instead of a tab: make stops with 'missing separator'", wrong1, True),
    ("wrong-2", "wrong", "target inserted above all:, so it becomes the default goal and plain `make` runs the calibration", wrong2, False),
    ("wrong-3", "wrong", "recipe uses $(SENSOR), which is undefined, so --sensors gets an empty value", wrong3, False),
    ("wrong-4", "wrong", "calibrate was also added to all, so plain `make` now calibrates", wrong4, False),
    ("wrong-5", "wrong", "target added but the venv rule's `touch $@` line was dropped", wrong5, False),
])

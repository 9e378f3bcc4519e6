from lib import Case, sub

c = Case("add_make_target-makefile-harvest-reports", "Makefile", "add_make_target", "makefile")
o = c.original
c.ins("terse", "new phony target backup: mkdir -p backups, cp $(DB) backups/harvest-$(DATE).sqlite")
c.ins("polite", "Could you add a `backup` target that copies the harvest database into backups/harvest-<date>.sqlite (creating backups/ if needed), using the existing DB and DATE variables? Please mark it .PHONY, and plain `make` should still just build the report.")
c.ins("declarative", "There should be a phony backup target that copies $(DB) to backups/harvest-$(DATE).sqlite, making the backups directory first; the default goal stays all.")
c.ins("other", "Füge ein phony Target backup hinzu, das $(DB) nach backups/harvest-$(DATE).sqlite kopiert und backups/ vorher anlegt. Das Standardziel bleibt all.")

PH_A = ".PHONY: all report tonnage clean check\n"
PH_B = ".PHONY: all report tonnage clean check backup\n"
T = "backup:\n\tmkdir -p backups\n\tcp $(DB) backups/harvest-$(DATE).sqlite\n"
CHECK = "check:\n\t$(PYTHON) -m pytest -q tests/\n"

right = sub(sub(o, PH_A, PH_B), CHECK, CHECK + "\n" + T)
c.res("right", right, "backup target after check: mkdir -p backups then cp $(DB) to backups/harvest-$(DATE).sqlite; listed in .PHONY; all stays the default goal")
r2 = sub(sub(o, PH_A, ".PHONY: all report tonnage clean check backup\n"), "clean:\n\trm -rf $(OUT)\n",
         "clean:\n\trm -rf $(OUT)\n\nbackup: $(DB)\n\t@mkdir -p backups\n\tcp $(DB) backups/harvest-$(DATE).sqlite\n")
c.res("right", r2, "backup added at the end with $(DB) as a prerequisite and a silent mkdir; phony; default goal unchanged")

w = sub(sub(o, PH_A, PH_B), "all: report\n", T + "\nall: report\n")
c.res("wrong", w, "backup placed before all, so it becomes the default goal and plain `make` now makes a backup instead of the report")

w = sub(sub(o, PH_A, PH_B), CHECK, CHECK + "\n" + T.replace("$(DATE)", "$DATE"))
c.res("wrong", w, "uses $DATE, which make reads as $(D) followed by ATE, so the file is named harvest-ATE.sqlite")

w = sub(sub(o, PH_A, PH_B), CHECK, CHECK + "\n" + T.replace("\t", "    "))
c.res("wrong", w, "recipe lines indented with spaces instead of a tab: make stops with 'missing separator'", breaks=True)

w = sub(sub(o, PH_A, PH_B), CHECK, CHECK + "\n" + T.replace("\tmkdir -p backups\n", ""))
c.res("wrong", w, "no mkdir -p backups: on a fresh checkout the cp fails because backups/ does not exist")
c.write()

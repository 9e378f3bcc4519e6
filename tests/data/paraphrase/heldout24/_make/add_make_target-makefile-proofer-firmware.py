from lib import write_case

PHONY = (".PHONY: all flash size clean\n", ".PHONY: all flash size clean distclean\n")
CLEAN = "clean:\n\trm -f $(BUILD)/*.o $(BUILD)/*.elf $(BUILD)/*.hex\n"
DIST = "distclean: clean\n\trm -rf $(DEPDIR) tags\n"
RIGHT = [PHONY, (CLEAN, CLEAN + "\n" + DIST)]

write_case(
    "add_make_target-makefile-proofer-firmware", "Makefile", "add_make_target", "makefile",
    [
        ("terse", "add phony distclean: clean + rm -rf $(DEPDIR) tags"),
        ("polite", "Could you add a distclean target that does everything clean does and additionally removes $(DEPDIR) and the tags file? Please declare it .PHONY like the others, and plain `make` should still just build the firmware."),
        ("declarative", "The Makefile needs a phony distclean target which runs clean and then deletes $(DEPDIR) and tags."),
        ("other", "Aggiungi al Makefile un target distclean (phony) che faccia quello che fa clean e in più cancelli $(DEPDIR) e il file tags."),
    ],
    [
        ("right-1", "right", "distclean depends on clean, removes $(DEPDIR) and tags with a tab-indented recipe, added to .PHONY", RIGHT),
        ("right-2", "right", "distclean placed at the end of the rules and calling $(MAKE) clean in its recipe, added to .PHONY",
         [PHONY, ("\n-include $(wildcard", "\ndistclean:\n\t$(MAKE) clean\n\trm -rf $(DEPDIR) tags\n\n-include $(wildcard")]),
        ("wrong-1", "wrong", "recipe line indented with spaces instead of a tab: make stops with 'missing separator'",
         [PHONY, (CLEAN, CLEAN + "\n" + DIST.replace("\t", "    "))]),
        ("wrong-2", "wrong", "target added but not declared .PHONY", [(CLEAN, CLEAN + "\n" + DIST)]),
        ("wrong-3", "wrong", "distclean only removes $(DEPDIR) and tags; it neither depends on nor runs clean",
         [PHONY, (CLEAN, CLEAN + "\n" + DIST.replace("distclean: clean\n", "distclean:\n"))]),
        ("wrong-4", "wrong", "distclean was put before all, so it became the default goal and a plain `make` now deletes the build",
         [PHONY, ("all: $(BUILD)/$(TARGET).hex size\n", DIST + "\nall: $(BUILD)/$(TARGET).hex size\n")]),
    ],
)

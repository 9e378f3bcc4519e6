from lib import SPLIT, apply, write_case

NAME = "remove_function-go-dental"
FILE = "chairs.go"
src = (SPLIT / NAME / FILE).read_text()

FN = ('// legacyChairCode produced the codes of the old Exquise agenda ("K02-B").\n'
      '// Nothing reads them since the migration in March.\n'
      'func legacyChairCode(c Chair) string {\n'
      '\treturn fmt.Sprintf("K%02d-%s", c.Room, strings.ToUpper(c.Slot))\n'
      '}\n\n')
IMP = ('import (\n\t"fmt"\n\t"strings"\n)\n', 'import (\n\t"fmt"\n)\n')
right1 = apply(src, [(FN, ""), IMP])
right2 = apply(src, [(FN, ""), ('import (\n\t"fmt"\n\t"strings"\n)\n', 'import "fmt"\n')])
wrong1 = apply(src, [(FN, "")])
wrong2 = apply(src, [(FN, '// legacyChairCode produced the codes of the old Exquise agenda ("K02-B").\n'
                          '// Nothing reads them since the migration in March.\n\n'), IMP])
wrong3 = apply(right1, [('''
// ParseChairCode turns "2B" back into room and slot.
func ParseChairCode(code string) (int, string, error) {
	var room int
	var slot string
	if _, err := fmt.Sscanf(code, "%d%s", &room, &slot); err != nil {
		return 0, "", fmt.Errorf("bad chair code %q: %w", code, err)
	}
	return room, slot, nil
}
''', "")])
wrong4 = apply(right1, [('return fmt.Sprintf("%d%s", c.Room, c.Slot)', 'return fmt.Sprintf("%d-%s", c.Room, c.Slot)')])

write_case(NAME, FILE, "remove_function", "go", [
    ("terse", "remove legacyChairCode (dead code)"),
    ("polite", "Could you delete the unused legacyChairCode function? Please make sure the file still compiles, and keep chairCode and the exported functions."),
    ("declarative", "legacyChairCode is dead since the agenda migration and should be gone from chairs.go."),
    ("other", "Exquise is gone since March, legacyChairCode can go"),
    ("other", "Proszę usunąć nieużywaną funkcję legacyChairCode, reszta bez zmian."),
], [
    ("right-1.go", "right", "function and its comment removed; the now unused strings import dropped from the import block", right1, False),
    ("right-2.go", "right", "same removal with the import collapsed to import \"fmt\"", right2, False),
    ("wrong-1.go", "wrong", "function removed but \"strings\" is still imported and now unused: does not compile", wrong1, True),
    ("wrong-2.go", "wrong", "function body removed but its two comment lines were left behind, dangling", wrong2, False),
    ("wrong-3.go", "wrong", "ParseChairCode was deleted as well", wrong3, False),
    ("wrong-4.go", "wrong", "legacyChairCode removed, but chairCode's format changed from %d%s to %d-%s", wrong4, False),
])

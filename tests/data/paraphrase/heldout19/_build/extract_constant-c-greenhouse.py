from lib import SPLIT, apply, write_case

NAME = "extract_constant-c-greenhouse"
FILE = "misting.c"
src = (SPLIT / NAME / FILE).read_text()

DEF = ("#define MIN_PAUSE_S 45\n", "#define MIN_PAUSE_S 45\n#define TARGET_RH_PCT 85.0\n")
U1 = ("return c->rh_pct >= 85.0;", "return c->rh_pct >= TARGET_RH_PCT;")
U2 = ("double gap = 85.0 - c->rh_pct;", "double gap = TARGET_RH_PCT - c->rh_pct;")
right1 = apply(src, [DEF, U1, U2])
right2 = apply(src, [("#define MIN_PAUSE_S 45\n", "#define MIN_PAUSE_S 45\n\nstatic const double TARGET_RH_PCT = 85.0; /* humidity set point, % RH */\n"), U1, U2])
wrong1 = apply(src, [DEF, U1])
wrong2 = apply(src, [("#define MIN_PAUSE_S 45\n", "#define MIN_PAUSE_S 45\n#define TARGET_RH_PCT 80.0\n"), U1, U2])
wrong3 = apply(src, [U1, U2, ("int misting_step(", "#define TARGET_RH_PCT 85.0\n\nint misting_step(")])
wrong4 = apply(right1, [("return c->rh_pct >= TARGET_RH_PCT;", "return c->rh_pct > TARGET_RH_PCT;")])

write_case(NAME, FILE, "extract_constant", "c", [
    ("terse", "85.0 -> TARGET_RH_PCT"),
    ("polite", "Could you pull the humidity target 85.0 out into a named constant TARGET_RH_PCT and use it in both places? PULSE_MS happens to be 85 too, that one is unrelated."),
    ("declarative", "The 85.0 % RH set point should live in one constant, TARGET_RH_PCT, instead of being repeated in too_humid and pulses_needed."),
    ("other", "Estrai la costante TARGET_RH_PCT (85.0) per l'umidità obiettivo e usala dappertutto nel file, senza cambiare il comportamento."),
    ("other", "magic number 85.0 for RH in two functions, make it a TARGET_RH_PCT define pls"),
], [
    ("right-1.c", "right", "#define TARGET_RH_PCT 85.0 next to the other defines, both 85.0 uses replaced; PULSE_MS untouched", right1, False),
    ("right-2.c", "right", "a static const double TARGET_RH_PCT = 85.0 instead of a #define, both uses replaced", right2, False),
    ("wrong-1.c", "wrong", "constant defined but pulses_needed still uses the literal 85.0", wrong1, False),
    ("wrong-2.c", "wrong", "the constant's value is 80.0, not 85.0", wrong2, False),
    ("wrong-3.c", "wrong", "the #define is placed after too_humid and pulses_needed, which use it: undeclared identifier", wrong3, True),
    ("wrong-4.c", "wrong", "constant extracted but too_humid now tests > instead of >=", wrong4, False),
])

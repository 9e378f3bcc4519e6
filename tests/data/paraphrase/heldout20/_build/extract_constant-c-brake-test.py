from lib import Case, sub

c = Case("extract_constant-c-brake-test", "brake_test.c", "extract_constant", "c")
o = c.original
c.ins("terse", "1800 ms emergency stop limit -> EMERGENCY_STOP_LIMIT_MS constant")
c.ins("polite", "Could you pull the 1800 ms emergency-brake stopping limit out into a named constant EMERGENCY_STOP_LIMIT_MS and use it wherever that limit appears? Note the 1800 in cooldown_after is seconds of motor rest and has nothing to do with it.")
c.ins("declarative", "The emergency brake's 1800 ms stopping limit should be defined once as EMERGENCY_STOP_LIMIT_MS and referenced from both the check and the log line.")
c.ins("other", "the TÜV inspector wants the stop limit in one place. extract the 1800ms emergency limit as EMERGENCY_STOP_LIMIT_MS (not the cooldown, that one's seconds)")

D_A = "#define SAMPLE_PERIOD_MS 10\n"
D_B = "#define SAMPLE_PERIOD_MS 10\n#define EMERGENCY_STOP_LIMIT_MS 1800u\n"
CHK = ("r.passed = r.stop_ms <= 1800 && slip_mm < 150;", "r.passed = r.stop_ms <= EMERGENCY_STOP_LIMIT_MS && slip_mm < 150;")
LOG = ("r->kind == BRAKE_EMERGENCY ? 1800u : 4000u,", "r->kind == BRAKE_EMERGENCY ? EMERGENCY_STOP_LIMIT_MS : 4000u,")

def build(text, define=D_B, edits=(CHK, LOG)):
    if define:
        text = sub(text, D_A, define)
    for a, b in edits:
        text = sub(text, a, b)
    return text

right = build(o)
c.res("right", right, "#define EMERGENCY_STOP_LIMIT_MS 1800u added with the other defines and used in the check and the log line; the 1800 s cooldown untouched")
r2 = build(o, define=None)
r2 = sub(r2, "typedef enum { BRAKE_SERVICE, BRAKE_EMERGENCY } brake_kind;\n",
         "/* emergency brake must stop the rope within this time */\nstatic const uint32_t EMERGENCY_STOP_LIMIT_MS = 1800;\n\ntypedef enum { BRAKE_SERVICE, BRAKE_EMERGENCY } brake_kind;\n")
c.res("right", r2, "constant written as a commented static const uint32_t and used in both places; cooldown untouched")

w = sub(right, "return r->kind == BRAKE_EMERGENCY ? 1800 : 300;", "return r->kind == BRAKE_EMERGENCY ? EMERGENCY_STOP_LIMIT_MS : 300;")
c.res("wrong", w, "also replaced the 1800-second cooldown in cooldown_after, which is a different quantity")

w = build(o, edits=(CHK,))
c.res("wrong", w, "the log line still hard-codes 1800u; only the check uses the constant")

w = build(o, define=None)
c.res("wrong", w, "EMERGENCY_STOP_LIMIT_MS is used but never defined: does not compile", breaks=True)

w = sub(right, "r.stop_ms <= EMERGENCY_STOP_LIMIT_MS &&", "r.stop_ms < EMERGENCY_STOP_LIMIT_MS &&")
c.res("wrong", w, "constant extracted, but <= became <, so a stop of exactly 1800 ms now fails")
c.write()

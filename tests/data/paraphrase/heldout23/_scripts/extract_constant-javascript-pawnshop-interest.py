from edits import build

DECL = [("const MIN_CHARGE_PENCE = 250;\n", "const MIN_CHARGE_PENCE = 250;\nconst MONTHLY_INTEREST_RATE = 0.035;\n", 1)]
USES = [
    ("pledge.principal * 0.035 * months", "pledge.principal * MONTHLY_INTEREST_RATE * months", 1),
    ("Math.round(pledge.principal * 0.035)", "Math.round(pledge.principal * MONTHLY_INTEREST_RATE)", 1),
    ("(pledge.principal * 0.035 / 100)", "(pledge.principal * MONTHLY_INTEREST_RATE / 100)", 1),
]
build("extract_constant-javascript-pawnshop-interest", "interest.js", {
    "right-1.js": DECL + USES,
    "right-2.js": USES + [("const { daysBetween } = require('./dates');\n",
                           "const { daysBetween } = require('./dates');\n\n"
                           "// charged on the principal for every month or part month\n"
                           "const MONTHLY_INTEREST_RATE = 0.035;\n", 1)],
    "wrong-1.js": DECL + USES + [("pledge.appraisedValue * 0.035", "pledge.appraisedValue * MONTHLY_INTEREST_RATE", 1)],
    "wrong-2.js": DECL + USES[:2],
    "wrong-3.js": USES + [("  const months = monthsElapsed(pledge.pledgedOn, today);\n",
                           "  const MONTHLY_INTEREST_RATE = 0.035;\n  const months = monthsElapsed(pledge.pledgedOn, today);\n", 1)],
    "wrong-4.js": [("const MIN_CHARGE_PENCE = 250;\n", "const MIN_CHARGE_PENCE = 250;\nconst MONTHLY_INTEREST_RATE = 0.35;\n", 1)] + USES,
})

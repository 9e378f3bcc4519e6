from lib import SPLIT, apply, write_case

NAME = "early_return-typescript-fleet"
FILE = "landingFees.ts"
src = (SPLIT / NAME / FILE).read_text()

BODY = """  let fee: number | null = null;
  if (entry.tonnes > 0) {
    if (!entry.discarded) {
      const rate = rates[entry.species];
      if (rate !== undefined) {
        fee = Math.round(entry.tonnes * rate * 100) / 100;
      }
    }
  }
  return fee;
}
"""
FLAT = """  if (entry.tonnes <= 0) {
    return null;
  }
  if (entry.discarded) {
    return null;
  }
  const rate = rates[entry.species];
  if (rate === undefined) {
    return null;
  }
  return Math.round(entry.tonnes * rate * 100) / 100;
}
"""
right1 = apply(src, [(BODY, FLAT)])
right2 = apply(src, [(BODY, """  if (entry.tonnes <= 0 || entry.discarded) return null;
  const rate = rates[entry.species];
  if (rate === undefined) return null;
  return Math.round(entry.tonnes * rate * 100) / 100;
}
""")])
wrong1 = apply(right1, [("  if (entry.tonnes <= 0) {\n", "  if (entry.tonnes < 0) {\n")])
wrong2 = apply(right1, [("  if (entry.discarded) {\n", "  if (!entry.discarded) {\n")])
wrong3 = apply(right1, [("  if (rate === undefined) {\n    return null;\n", "  if (rate === undefined) {\n    return 0;\n")])
wrong4 = apply(right1, [("  return Math.round(entry.tonnes * rate * 100) / 100;\n", "  return Math.round(entry.tonnes * rate);\n")])

write_case(NAME, FILE, "early_return", "typescript", [
    ("terse", "landingFee: nested ifs -> early returns"),
    ("polite", "Could you flatten landingFee using guard clauses with early returns instead of the nested ifs and the fee variable? It must return exactly the same values as now. unknownSpecies can stay as it is."),
    ("declarative", "landingFee should bail out early with null for empty, discarded or unpriced catch instead of nesting three ifs."),
    ("other", "Puoi riscrivere landingFee con dei return anticipati (guard clause) al posto degli if annidati? Stesso comportamento."),
], [
    ("right-1.ts", "right", "three guard clauses returning null (tonnes <= 0, discarded, no rate), then the rounded fee", right1, False),
    ("right-2.ts", "right", "the first two guards combined with ||, one-line guards; same results", right2, False),
    ("wrong-1.ts", "wrong", "guard is tonnes < 0, so an entry of 0 tonnes now gets a fee of 0 instead of null", wrong1, False),
    ("wrong-2.ts", "wrong", "discarded guard not inverted correctly: every kept catch returns null and discarded catch is charged", wrong2, False),
    ("wrong-3.ts", "wrong", "an unknown species now returns 0 instead of null, so feeLines lists it", wrong3, False),
    ("wrong-4.ts", "wrong", "the rounding to cents was lost: Math.round(tonnes * rate) rounds to whole kroner", wrong4, False),
])

from lib import Case, sub

c = Case("inline_variable-typescript-snowmaking", "snowmaking.ts", "inline_variable", "typescript")
o = c.original
c.ins("terse", "inline pressureOk in shouldRun")
c.ins("polite", "Could you inline the `pressureOk` constant in shouldRun, i.e. put the pressure comparison straight into the return? Nothing else should change.")
c.ins("declarative", "shouldRun should not need the pressureOk temporary; the comparison belongs directly in its return statement.")
c.ins("other", "Per favore, elimina la variabile pressureOk in shouldRun mettendo il confronto direttamente nel return.")

BLOCK = "  const pressureOk = r.hydrantPressureBar >= s.minPressureBar;\n  return wetBulb <= s.maxWetBulbC && pressureOk;\n"
right = sub(o, BLOCK, "  return wetBulb <= s.maxWetBulbC && r.hydrantPressureBar >= s.minPressureBar;\n")
c.res("right", right, "pressureOk removed and its comparison placed in the return")
r2 = sub(o, BLOCK, "  return wetBulb <= s.maxWetBulbC && (r.hydrantPressureBar >= s.minPressureBar);\n")
c.res("right", r2, "same inlining with redundant parentheses around the comparison")

w = sub(o, "  const wetBulb = wetBulbC(r.airTempC, r.humidityPct);\n  const pressureOk", "  const pressureOk")
w = sub(w, "  return wetBulb <= s.maxWetBulbC && pressureOk;", "  return wetBulbC(r.airTempC, r.humidityPct) <= s.maxWetBulbC && pressureOk;")
c.res("wrong", w, "inlined wetBulb instead; pressureOk is still there")

w = sub(o, BLOCK, "  return wetBulb <= s.maxWetBulbC && r.hydrantPressureBar > s.minPressureBar;\n")
c.res("wrong", w, "inlined, but >= became >: a hydrant exactly at the minimum pressure now stops the gun")

w = sub(o, "  const pressureOk = r.hydrantPressureBar >= s.minPressureBar;\n", "")
c.res("wrong", w, "declaration deleted but the return still uses pressureOk: does not compile", breaks=True)

w = sub(right, "  const isNight = hour >= 18 || hour < 8;\n  if (s.nightOnly && !isNight) {", "  if (s.nightOnly && !(hour >= 18 || hour < 8)) {")
c.res("wrong", w, "pressureOk inlined, but isNight was inlined as well, which was not asked")
c.write()

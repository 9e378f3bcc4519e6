from lib import Case, sub

c = Case("change_condition-scala-pick-readiness", "Readiness.scala", "change_condition", "scala")
o = c.original
c.ins("terse", "readyToPick: seedsBrown only required for reds (skip it for whites)")
c.ins("polite", "Could you change readyToPick so that brown seeds are only required for red varieties? For the whites (the `whites` set) sugar and pH alone should decide. Please leave overripe as it is.")
c.ins("declarative", "For white varieties readyToPick must not look at seedsBrown; reds still need brown seeds on top of the sugar and pH targets.")
c.ins("other", "Haut Coteau never shows up on the pick list because chardonnay seeds stay green. seed colour only matters for reds — fix readyToPick")
c.ins("other", "Dans readyToPick, la couleur des pépins ne doit compter que pour les cépages rouges ; pour les blancs (whites), seuls le sucre et le pH comptent.")

A = "    s.brix >= t.brix && s.ph <= t.maxPh && s.seedsBrown\n"
right = sub(o, A, "    s.brix >= t.brix && s.ph <= t.maxPh && (s.seedsBrown || whites.contains(variety))\n")
c.res("right", right, "seedsBrown is now required only when the variety is not in whites; brix and pH still apply to all")
r2 = sub(o, A, "    val seedsOk = whites.contains(variety) || s.seedsBrown\n    s.brix >= t.brix && s.ph <= t.maxPh && seedsOk\n")
c.res("right", r2, "same logic through a seedsOk value")

w = sub(o, A, "    s.brix >= t.brix && s.ph <= t.maxPh && s.seedsBrown || whites.contains(variety)\n")
c.res("wrong", w, "no parentheses: && binds tighter than ||, so every white is ready whatever its sugar and pH")

w = sub(o, A, "    s.brix >= t.brix && s.ph <= t.maxPh && (s.seedsBrown || !whites.contains(variety))\n")
c.res("wrong", w, "condition inverted: reds no longer need brown seeds and whites still do")

w = sub(o, "    s.brix > t.brix + 2.0 || s.ph > t.maxPh + 0.15\n", "    (s.brix > t.brix + 2.0 || s.ph > t.maxPh + 0.15) && (s.seedsBrown || whites.contains(variety))\n")
c.res("wrong", w, "changed overripe instead of readyToPick; readyToPick still requires brown seeds for whites")

w = sub(o, A, "    s.brix >= t.brix && s.ph <= t.maxPh && (s.seedsBrown || whites.contains(variety)\n")
c.res("wrong", w, "unbalanced parenthesis: does not compile", breaks=True)
c.write()

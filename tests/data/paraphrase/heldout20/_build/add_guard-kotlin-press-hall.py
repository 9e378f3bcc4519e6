from lib import Case, sub

c = Case("add_guard-kotlin-press-hall", "PressHall.kt", "add_guard", "kotlin")
o = c.original
c.ins("terse", "startCycle: throw IllegalStateException if the press is still busy (busyUntil after now)")
c.ins("polite", "Could you add a guard at the top of startCycle so that starting a cycle on a press that is still busy (busyUntil later than now) throws an IllegalStateException naming the press and when it frees up? A press that has never run has busyUntil = null and must be accepted.")
c.ins("declarative", "startCycle must reject a press whose busyUntil lies after now with an IllegalStateException; presses with no busyUntil are free.")
c.ins("other", "cellar hands double-booked press 2 last night and the log shows two overlapping cycles. startCycle should refuse a busy press (IllegalStateException), before anything is recorded")

A = "        val press = presses.first { it.id == pressId }\n"
G1 = A + """        val busyUntil = press.busyUntil
        if (busyUntil != null && busyUntil.isAfter(now)) {
            throw IllegalStateException("press $pressId is busy until $busyUntil")
        }
"""
G2 = A + """        check(press.busyUntil?.isAfter(now) != true) {
            "press $pressId is still pressing until ${press.busyUntil}"
        }
"""
right = sub(o, A, G1)
c.res("right", right, "after looking up the press, a non-null busyUntil after now throws IllegalStateException naming the press and the time; null busyUntil passes")
c.res("right", sub(o, A, G2), "same guard written with check(), which throws IllegalStateException; null-safe")

w = sub(right, "busyUntil != null && busyUntil.isAfter(now)", "busyUntil != null && busyUntil.isBefore(now)")
c.res("wrong", w, "condition inverted (isBefore): it throws for a press that has finished and lets a busy one through")

w = sub(o, A, A + """        if (press.busyUntil!!.isAfter(now)) {
            throw IllegalStateException("press $pressId is busy until ${press.busyUntil}")
        }
""")
c.res("wrong", w, "uses press.busyUntil!!, so a press that has never run (busyUntil = null) throws NullPointerException")

w = sub(o, "        press.busyUntil = cycle.end\n", """        press.busyUntil = cycle.end
        val busyUntil = press.busyUntil
        if (busyUntil != null && busyUntil.isAfter(now)) {
            throw IllegalStateException("press $pressId is busy until $busyUntil")
        }
""")
c.res("wrong", w, "guard placed after busyUntil is set to the new cycle's end, so every call throws (and busyUntil is already overwritten)")

w = sub(right, "(it.busyUntil ?: now) <= now", "(it.busyUntil ?: now) < now")
c.res("wrong", w, "guard correct, but freePress's <= now became < now, so a never-used press (busyUntil null) is no longer offered")
c.write()

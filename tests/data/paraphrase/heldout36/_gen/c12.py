from lib import case
orig = '''package cave.affinage

import java.time.LocalDate
import java.time.temporal.ChronoUnit

data class Wheel(val code: String, val style: String, val madeOn: LocalDate, val weightKg: Double)

val TARGET_DAYS = mapOf(
    "tomme" to 70,
    "comte_style" to 252,
    "washed_rind" to 42,
)

/** 0.0 = fresh, 1.0 = at target age; can exceed 1.0 for wheels held back. */
fun ripeness(ageDays: Int, targetDays: Int): Double {
    require(targetDays > 0) { "target must be positive" }
    return ageDays.toDouble() / targetDays
}

fun ageOn(wheel: Wheel, day: LocalDate): Int =
    ChronoUnit.DAYS.between(wheel.madeOn, day).toInt()

fun readyForGrading(wheel: Wheel, day: LocalDate): Boolean {
    val target = TARGET_DAYS.getValue(wheel.style)
    return ripeness(ageOn(wheel, day), target) >= 0.95
}

fun pickList(wheels: List<Wheel>, day: LocalDate, orderKg: Double): List<Wheel> {
    val picked = mutableListOf<Wheel>()
    var kg = 0.0
    for (w in wheels.sortedByDescending { ripeness(ageOn(it, day), TARGET_DAYS.getValue(it.style)) }) {
        if (kg >= orderKg) break
        if (ripeness(targetDays = TARGET_DAYS.getValue(w.style), ageDays = ageOn(w, day)) < 1.0) continue
        picked += w
        kg += w.weightKg
    }
    return picked
}
'''
S = ("fun ripeness(ageDays: Int, targetDays: Int): Double {", "fun ripeness(targetDays: Int, ageDays: Int): Double {")
C1 = ("    return ripeness(ageOn(wheel, day), target) >= 0.95\n", "    return ripeness(target, ageOn(wheel, day)) >= 0.95\n")
C2 = ("sortedByDescending { ripeness(ageOn(it, day), TARGET_DAYS.getValue(it.style)) }", "sortedByDescending { ripeness(TARGET_DAYS.getValue(it.style), ageOn(it, day)) }")
C3 = ("ripeness(targetDays = TARGET_DAYS.getValue(w.style), ageDays = ageOn(w, day))", "ripeness(ageDays = TARGET_DAYS.getValue(w.style), targetDays = ageOn(w, day))")
case("swap_params-kotlin-ripeness", "Ripeness.kt", "swap_params", "kotlin", orig, [
    ("terse", "ripeness(ageDays, targetDays) -> ripeness(targetDays, ageDays), fix callers"),
    ("polite", "Could you swap the two parameters of ripeness so targetDays comes first, and update the positional calls so the results stay the same? The named-argument call is fine as it is."),
    ("declarative", "ripeness should take targetDays before ageDays; every call must keep computing the same value."),
    ("other", "our other affinage helpers take the target first, ripeness should too. swap its params & fix the calls"),
    ("other", "Tauscht bei ripeness die Reihenfolge der Parameter (targetDays zuerst) und passt die Aufrufe an, ohne dass sich Ergebnisse ändern."),
], [
    dict(label="right", why="parameters swapped; both positional calls swapped; the named-argument call left as is (still correct)", edits=[S, C1, C2]),
    dict(label="right", why="parameters swapped; the two positional calls rewritten with named arguments (free choice), so every call still passes the same values",
         edits=[S, ("    return ripeness(ageOn(wheel, day), target) >= 0.95\n", "    return ripeness(targetDays = target, ageDays = ageOn(wheel, day)) >= 0.95\n"),
                ("sortedByDescending { ripeness(ageOn(it, day), TARGET_DAYS.getValue(it.style)) }", "sortedByDescending { ripeness(targetDays = TARGET_DAYS.getValue(it.style), ageDays = ageOn(it, day)) }")]),
    dict(label="wrong", why="signature swapped but no call updated: both positional calls now pass the age as the target (same types, so it still compiles)", edits=[S]),
    dict(label="wrong", why="calls swapped but the signature left as is: ripeness now divides the target by the age", edits=[C1, C2]),
    dict(label="wrong", why="the named-argument call had its names swapped too, so there the age is now the target",
         edits=[S, C1, C2, C3]),
    dict(label="wrong", why="swap done, but readyForGrading's threshold changed from 0.95 to 0.9",
         edits=[S, ("    return ripeness(ageOn(wheel, day), target) >= 0.95\n", "    return ripeness(target, ageOn(wheel, day)) >= 0.9\n"), C2]),
])

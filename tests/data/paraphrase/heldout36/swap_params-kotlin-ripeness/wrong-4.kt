package cave.affinage

import java.time.LocalDate
import java.time.temporal.ChronoUnit

data class Wheel(val code: String, val style: String, val madeOn: LocalDate, val weightKg: Double)

val TARGET_DAYS = mapOf(
    "tomme" to 70,
    "comte_style" to 252,
    "washed_rind" to 42,
)

/** 0.0 = fresh, 1.0 = at target age; can exceed 1.0 for wheels held back. */
fun ripeness(targetDays: Int, ageDays: Int): Double {
    require(targetDays > 0) { "target must be positive" }
    return ageDays.toDouble() / targetDays
}

fun ageOn(wheel: Wheel, day: LocalDate): Int =
    ChronoUnit.DAYS.between(wheel.madeOn, day).toInt()

fun readyForGrading(wheel: Wheel, day: LocalDate): Boolean {
    val target = TARGET_DAYS.getValue(wheel.style)
    return ripeness(target, ageOn(wheel, day)) >= 0.9
}

fun pickList(wheels: List<Wheel>, day: LocalDate, orderKg: Double): List<Wheel> {
    val picked = mutableListOf<Wheel>()
    var kg = 0.0
    for (w in wheels.sortedByDescending { ripeness(TARGET_DAYS.getValue(it.style), ageOn(it, day)) }) {
        if (kg >= orderKg) break
        if (ripeness(targetDays = TARGET_DAYS.getValue(w.style), ageDays = ageOn(w, day)) < 1.0) continue
        picked += w
        kg += w.weightKg
    }
    return picked
}

package fr.coteaurouge.cellar.press

import java.time.Duration
import java.time.Instant

/** Pneumatic press programs: peak pressure in bar and number of press/rotate steps. */
enum class Program(val maxBar: Double, val steps: Int) {
    WHITE_GENTLE(1.2, 9),
    WHITE_STANDARD(1.8, 7),
    ROSE(1.6, 8),
    RED_POMACE(2.0, 6),
}

data class Press(val id: String, val capacityKg: Int, var busyUntil: Instant? = null)

data class Cycle(
    val pressId: String,
    val block: String,
    val loadKg: Int,
    val program: Program,
    val start: Instant,
    val end: Instant,
)

/** The press hall at Coteau Rouge: two membrane presses shared by all blocks at harvest. */
class PressHall(private val presses: List<Press>) {
    private val log = mutableListOf<Cycle>()

    fun startCycle(pressId: String, block: String, loadKg: Int, program: Program, now: Instant): Cycle {
        val press = presses.first { it.id == pressId }
        check(press.busyUntil?.isAfter(now) != true) {
            "press $pressId is still pressing until ${press.busyUntil}"
        }
        // each step is about 25 minutes, plus filling time for the load
        val minutes = 25L * program.steps + loadKg / 100
        val cycle = Cycle(pressId, block, loadKg, program, now, now.plus(Duration.ofMinutes(minutes)))
        press.busyUntil = cycle.end
        log += cycle
        return cycle
    }

    /** Smallest idle press that can take the load, or null if none is free. */
    fun freePress(now: Instant, loadKg: Int): Press? =
        presses
            .filter { (it.busyUntil ?: now) <= now && it.capacityKg >= loadKg }
            .minByOrNull { it.capacityKg }

    fun tonnesPressed(block: String): Double =
        log.filter { it.block == block }.sumOf { it.loadKg } / 1000.0

    fun cyclesToday(day: Instant): List<Cycle> =
        log.filter { Duration.between(day, it.start).toHours() in 0..23 }
}

package westbrook.pool.sessions

import java.time.DayOfWeek
import java.time.Duration
import java.time.LocalTime

enum class PoolSessionType { PUBLIC, LANES_ONLY, AQUA_FIT, CLUB, LESSONS }

/** One block on the pool timetable, e.g. Monday 07:00-09:00 lanes only. */
data class SwimSession(
    val type: PoolSessionType,
    val day: DayOfWeek,
    val start: LocalTime,
    val end: LocalTime,
    val capacity: Int,
) {
    val minutes: Long get() = Duration.between(start, end).toMinutes()

    fun overlaps(other: SwimSession): Boolean =
        day == other.day && start < other.end && other.start < end
}

class Timetable(private val sessions: MutableList<SwimSession> = mutableListOf()) {

    fun add(session: SwimSession) {
        val clash = sessions.firstOrNull { it.overlaps(session) }
        require(clash == null) { "${session.type} on ${session.day} at ${session.start} clashes with ${clash?.type}" }
        sessions += session
    }

    fun on(day: DayOfWeek): List<SwimSession> =
        sessions.filter { it.day == day }.sortedBy { it.start }

    fun publicMinutes(day: DayOfWeek): Long =
        on(day).filter { it.type == PoolSessionType.PUBLIC }.sumOf { it.minutes }

    fun busiest(): SwimSession? = sessions.maxByOrNull { it.capacity }
}

fun standardWeek(): Timetable {
    val week = Timetable()
    for (day in listOf(DayOfWeek.MONDAY, DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY)) {
        week.add(SwimSession(PoolSessionType.LANES_ONLY, day, LocalTime.of(7, 0), LocalTime.of(9, 0), 60))
        week.add(SwimSession(PoolSessionType.PUBLIC, day, LocalTime.of(9, 0), LocalTime.of(12, 0), 120))
        week.add(SwimSession(PoolSessionType.AQUA_FIT, day, LocalTime.of(12, 0), LocalTime.of(13, 0), 30))
    }

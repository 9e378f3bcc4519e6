package studio.kettleworth.booking

import java.time.LocalDateTime
import org.slf4j.Logger

data class Session(
    val id: String,
    val room: String,
    val artist: String,
    val start: LocalDateTime,
    val hours: Int,
) {
    val end: LocalDateTime get() = start.plusHours(hours.toLong())

    fun overlaps(other: Session): Boolean = start < other.end && other.start < end
}

class SessionBook(private val logger: Logger) {
    private val sessions = mutableListOf<Session>()

    fun book(request: Session): Boolean {
        val clash = sessions.firstOrNull { it.room == request.room && it.overlaps(request) }
        if (clash != null) {
            return false
        }
        if (request.hours > MAX_HOURS) {
            logger.info("session ${request.id} is longer than $MAX_HOURS hours, needs the manager")
            return false
        }
        sessions += request
        logger.info("booked ${request.id} in ${request.room} for ${request.artist}")
        return true
    }

    fun cancel(id: String): Boolean = sessions.removeIf { it.id == id }

    fun day(room: String, date: java.time.LocalDate): List<Session> =
        sessions.filter { it.room == room && it.start.toLocalDate() == date }.sortedBy { it.start }

    companion object {
        const val MAX_HOURS = 12
    }
}

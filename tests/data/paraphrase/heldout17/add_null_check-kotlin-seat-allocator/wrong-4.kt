package edu.kellbrook.registrar.seats

import java.time.Clock
import java.time.Instant

data class Section(
    val crn: String,
    val courseCode: String,
    val capacity: Int,
    val enrolled: MutableSet<String> = mutableSetOf(),
    val waitlist: ArrayDeque<String> = ArrayDeque(),
)

sealed class ReserveResult {
    data class Reserved(val crn: String, val at: Instant) : ReserveResult()
    data class Waitlisted(val crn: String, val position: Int) : ReserveResult()
    object AlreadyEnrolled : ReserveResult()
    object UnknownSection : ReserveResult()
    object RegistrationClosed : ReserveResult()
}

interface SectionCatalog {
    fun findSection(crn: String): Section?
    fun isOpen(term: String): Boolean
}

class SeatAllocator(
    private val catalog: SectionCatalog,
    private val term: String,
    private val clock: Clock = Clock.systemUTC(),
) {
    fun reserveSeat(studentId: String, crn: String): ReserveResult {
        if (!catalog.isOpen(term)) {
            return ReserveResult.RegistrationClosed
        }
        val section = catalog.findSection(crn) ?: return ReserveResult.UnknownSection
        if (studentId in section.enrolled) {
            return ReserveResult.AlreadyEnrolled
        }
        if (section.enrolled.size <= section.capacity) {
            section.enrolled += studentId
            return ReserveResult.Reserved(crn, clock.instant())
        }
        if (studentId !in section.waitlist) {
            section.waitlist.addLast(studentId)
        }
        return ReserveResult.Waitlisted(crn, section.waitlist.indexOf(studentId) + 1)
    }

    /** Drops a student and promotes the head of the waitlist, if any. Returns the promoted student. */
    fun releaseSeat(studentId: String, crn: String): String? {
        val section = catalog.findSection(crn)!!
        if (!section.enrolled.remove(studentId)) {
            section.waitlist.remove(studentId)
            return null
        }
        val next = section.waitlist.removeFirstOrNull() ?: return null
        section.enrolled += next
        return next
    }

    fun seatsLeft(crn: String): Int {
        val section = catalog.findSection(crn) ?: return 0
        return (section.capacity - section.enrolled.size).coerceAtLeast(0)
    }
}

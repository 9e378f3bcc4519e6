package gym.belay

import java.time.LocalDateTime

data class BelayCheck(
    val memberId: String,
    val instructorId: String,
    val at: LocalDateTime,
    val wall: String,
)

class BelayDesk(private val roster: Roster, private val bookings: MutableList<BelayCheck> = mutableListOf()) {

    fun scheduleCheck(memberId: String, instructorId: String, at: LocalDateTime, wall: String = "slab"): BelayCheck {
        require(roster.isInstructor(instructorId)) { "$instructorId cannot run belay checks" }
        require(bookings.none { it.instructorId == instructorId && it.at == at }) {
            "$instructorId is already booked at $at"
        }
        val check = BelayCheck(memberId, instructorId, at, wall)
        bookings += check
        return check
    }

    fun reassign(memberId: String, instructorId: String): Int {
        var moved = 0
        bookings.replaceAll { b ->
            if (b.memberId == memberId) { moved++; b.copy(instructorId = instructorId) } else b
        }
        return moved
    }

    fun forInstructor(instructorId: String): List<BelayCheck> =
        bookings.filter { it.instructorId == instructorId }.sortedBy { it.at }
}

fun bookInduction(desk: BelayDesk, newMember: String, slot: LocalDateTime) =
    desk.scheduleCheck(newMember, "INS-04", slot, wall = "auto-belay")

fun bookLeadTest(desk: BelayDesk, memberId: String, instructor: String, slot: LocalDateTime) =
    desk.scheduleCheck(memberId, instructor, slot, "lead-cave")

interface Roster {
    fun isInstructor(staffId: String): Boolean
}

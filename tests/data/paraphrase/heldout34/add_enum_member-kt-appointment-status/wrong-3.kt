package clinic.lindenhof.scheduling

import java.time.Duration
import java.time.LocalDateTime

/** Where an appointment stands; billable ones are charged to the treatment plan. */
enum class AppointmentStatus(val label: String, val billable: Boolean) {
    REQUESTED("Requested", false),
    CONFIRMED("Confirmed", false),
    CHECKED_IN("Checked in", true),
    COMPLETED("Completed", true),
    NO_SHOW("No show", true),
    CANCELLED("Cancelled", false);
    RESCHEDULED("Rescheduled", false),

    val isOpen: Boolean
        get() = this == REQUESTED || this == CONFIRMED
}

data class Appointment(
    val id: Long,
    val patientRef: String,
    val chair: Int,
    val start: LocalDateTime,
    val length: Duration,
    val kind: String,
    var status: AppointmentStatus = AppointmentStatus.REQUESTED,
)

fun reminderText(a: Appointment): String? = when (a.status) {
    AppointmentStatus.REQUESTED -> "We have received your request for ${a.start.toLocalDate()}."
    AppointmentStatus.CONFIRMED -> "See you on ${a.start.toLocalDate()} at ${a.start.toLocalTime()} (chair ${a.chair})."
    AppointmentStatus.NO_SHOW -> "We missed you today. Please call us to book a new aligner check."
    AppointmentStatus.CANCELLED -> "Your appointment on ${a.start.toLocalDate()} has been cancelled."
    else -> null
}

fun noShowFee(a: Appointment): Int =
    if (a.status == AppointmentStatus.NO_SHOW && a.kind != "consultation") 35 else 0

fun chairMinutesBooked(day: List<Appointment>, chair: Int): Long =
    day.filter { it.chair == chair && it.status != AppointmentStatus.CANCELLED }
        .sumOf { it.length.toMinutes() }

fun statusLegend(): String =
    AppointmentStatus.values().joinToString(" | ") { "${it.name}=${it.label}" }

package uk.co.halloranvey.reminders

import java.time.LocalDate
import java.time.format.DateTimeFormatter

data class Customer(
    val id: Long,
    val name: String,
    val email: String?,
    val phone: String?,
)

data class TuningDue(
    val customer: Customer,
    val instrument: String,
    val lastTuned: LocalDate,
)

interface Mailer {
    fun send(to: String, subject: String, body: String)
}

class ReminderService(private val mailer: Mailer, private val intervalMonths: Long = 6) {

    private val fmt = DateTimeFormatter.ofPattern("d MMMM yyyy")

    fun isDue(item: TuningDue, today: LocalDate): Boolean =
        !item.lastTuned.plusMonths(intervalMonths).isAfter(today)

    fun sendReminder(item: TuningDue, today: LocalDate): Boolean {
        if (!isDue(item, today)) {
            return false
        }
        val body = buildString {
            appendLine("Dear ${item.customer.name},")
            appendLine()
            appendLine("Your ${item.instrument} was last tuned on ${item.lastTuned.format(fmt)}.")
            appendLine("Reply to this e-mail or call 01631 558 204 to book your next visit.")
        }
        mailer.send(item.customer.email!!, "Your piano is due a tuning", body)
        return true
    }

    fun sendAll(items: List<TuningDue>, today: LocalDate): Int =
        items.count { sendReminder(it, today) }
}

package studio.reminders

import java.time.LocalDateTime
import java.time.format.DateTimeFormatter

data class Client(val id: Long, val name: String, val phone: String?, val email: String?)

data class Appointment(val id: Long, val client: Client, val artist: String, val start: LocalDateTime)

interface SmsGateway {
    fun send(to: String, body: String)
}

private val TIME = DateTimeFormatter.ofPattern("EEE d MMM, HH:mm")

class ReminderService(private val sms: SmsGateway, private val log: (String) -> Unit) {

    fun remind(appt: Appointment) {
        val phone = appt.client.phone
        if (phone == null) {
            log("no phone for appointment ${appt.id}")
            return
        }
        val body = "Hi ${appt.client.name}, see you ${appt.start.format(TIME)} with ${appt.artist}. Reply C to cancel."
        sms.send(normalise(phone), body)
        log("reminder sent for appointment ${appt.id}")
    }

    fun remindAll(appts: List<Appointment>) {
        appts.forEach { remind(it) }
    }

    private fun normalise(phone: String): String =
        phone.filter { it.isDigit() || it == '+' }
}

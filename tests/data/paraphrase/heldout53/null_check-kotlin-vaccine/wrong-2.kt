package vet.lindenhof.vaccines

import java.time.LocalDate

data class Vaccination(val vaccine: String, val givenOn: LocalDate, val batch: String?)

data class Patient(
    val id: Long,
    val name: String,
    val ownerEmail: String?,
    val vaccinations: List<Vaccination>,
)

class ReminderMailer(private val send: (to: String, subject: String, body: String) -> Unit) {

    fun remind(patient: Patient, vaccine: String, due: LocalDate) {
        if (patient.ownerEmail != null) return
        val subject = "${patient.name}: $vaccine booster due"
        val body = "Dear owner,\n\n${patient.name} is due for the $vaccine booster on $due.\n" +
            "Please call us on 056 441 20 20 to book an appointment.\n\nLindenhof Veterinary Hospital"
        send(patient.ownerEmail!!, subject, body)
    }

    fun lastBatch(patient: Patient, vaccine: String): String {
        val last = patient.vaccinations.filter { it.vaccine == vaccine }.maxByOrNull { it.givenOn }
        return last?.batch ?: "unknown"
    }
}

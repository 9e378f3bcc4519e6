package org.ashgrove.library.holds

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import java.time.format.DateTimeParseException

data class HoldRequest(
    val card: String,
    val isbn: String,
    val branch: String,
    val requestedOn: LocalDate,
    val pickupBy: LocalDate?,
)

class HoldImporter(private val defaultBranch: String) {
    private val dateFormat = DateTimeFormatter.ofPattern("dd.MM.yyyy")
    val rejected = mutableListOf<String>()

    /** One CSV line from the old catalogue: card;isbn;branch;requested;pickup */
    fun parseLine(line: String): HoldRequest? {
        val parts = line.split(";").map { it.trim() }
        if (parts.size < 4) {
            rejected.add(line)
            return null
        }
        val branch = parts[2].ifEmpty { defaultBranch }
        try {
            val requested = LocalDate.parse(parts[3], dateFormat)
            val pickup = parts.getOrNull(4)?.takeIf { it.isNotEmpty() }?.let { LocalDate.parse(it, dateFormat) }
            return HoldRequest(parts[0], parts[1], branch, requested, pickup)
        } catch (e: DateTimeParseException) {
            return null
        }
    }

    fun importAll(lines: List<String>): List<HoldRequest> =
        lines.drop(1).mapNotNull { parseLine(it) }

    fun expired(holds: List<HoldRequest>, today: LocalDate): List<HoldRequest> =
        holds.filter { it.pickupBy != null && it.pickupBy.isBefore(today) }
}

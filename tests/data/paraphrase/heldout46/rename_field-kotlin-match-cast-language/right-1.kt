package gg.riftcircuit.schedule

import java.time.Duration
import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter

/**
 * Match schedule model used by the league's admin app and the public site.
 * Times are stored as UTC instants and only formatted per viewer.
 */

enum class Stage { REGULAR, PLAYOFFS, LAST_CHANCE, FINALS }

data class StreamChannel(
    val name: String,
    val url: String,
    val castLanguage: String,
    val primary: Boolean = false,
)

data class MatchSlot(
    val matchId: String,
    val stage: Stage,
    val homeTeam: String,
    val awayTeam: String,
    val startsAt: Instant,
    val bestOf: Int,
    val broadcastLanguage: String,
    val channels: List<StreamChannel> = emptyList(),
) {
    init {
        require(homeTeam != awayTeam) { "$matchId: a team cannot play itself" }
        require(bestOf in setOf(1, 3, 5)) { "$matchId: best-of must be 1, 3 or 5" }
    }

    val expectedLength: Duration
        get() = Duration.ofMinutes(40L * bestOf + 15)

    val endsAt: Instant
        get() = startsAt.plus(expectedLength)

    fun involves(team: String): Boolean = homeTeam == team || awayTeam == team

    fun opponentOf(team: String): String? =
        when (team) {
            homeTeam -> awayTeam
            awayTeam -> homeTeam
            else -> null
        }

    fun overlaps(other: MatchSlot): Boolean =
        startsAt.isBefore(other.endsAt) && other.startsAt.isBefore(endsAt)
}

data class MatchDay(val date: String, val slots: List<MatchSlot>)

object ScheduleRules {
    const val MIN_REST_MINUTES = 60L
    const val MAX_MATCHES_PER_DAY = 2

    fun restViolations(slots: List<MatchSlot>): List<Pair<MatchSlot, MatchSlot>> {
        val out = mutableListOf<Pair<MatchSlot, MatchSlot>>()
        val teams = slots.flatMap { listOf(it.homeTeam, it.awayTeam) }.toSet()
        for (team in teams) {
            val mine = slots.filter { it.involves(team) }.sortedBy { it.startsAt }
            for ((a, b) in mine.zipWithNext()) {
                val gap = Duration.between(a.endsAt, b.startsAt)
                if (gap.toMinutes() < MIN_REST_MINUTES) {
                    out += a to b
                }
            }
        }
        return out
    }

    fun overloadedTeams(day: MatchDay): Set<String> =
        day.slots
            .flatMap { listOf(it.homeTeam, it.awayTeam) }
            .groupingBy { it }
            .eachCount()
            .filterValues { it > MAX_MATCHES_PER_DAY }
            .keys

    fun openingMatch(slots: List<MatchSlot>, team: String): MatchSlot? =
        slots.filter { it.involves(team) }.minByOrNull { it.startsAt }
}

class ScheduleFormatter(private val zone: ZoneId, private val viewerLanguage: String) {
    private val timeFormat = DateTimeFormatter.ofPattern("EEE d MMM, HH:mm").withZone(zone)

    fun headline(slot: MatchSlot): String =
        "${slot.homeTeam} vs ${slot.awayTeam} (Bo${slot.bestOf}, ${slot.stage.name.lowercase()})"

    fun line(slot: MatchSlot): String {
        val time = timeFormat.format(slot.startsAt)
        val language = if (slot.broadcastLanguage == viewerLanguage) "" else " [${slot.broadcastLanguage}]"
        return "$time  ${headline(slot)}$language"
    }

    fun bestChannel(slot: MatchSlot): StreamChannel? =
        slot.channels.firstOrNull { it.castLanguage == viewerLanguage }
            ?: slot.channels.firstOrNull { it.primary }
            ?: slot.channels.firstOrNull()

    fun day(day: MatchDay): String = buildString {
        appendLine(day.date)
        for (slot in day.slots.sortedBy { it.startsAt }) {
            append("  ")
            appendLine(line(slot))
        }
    }
}

/** Reads the slot table exported by the bracket service (one slot per line). */
object SlotCsv {
    private const val HEADER = "match_id,stage,home,away,starts_at,best_of,cast_language"

    fun parse(text: String): List<MatchSlot> {
        val lines = text.lines().filter { it.isNotBlank() }
        require(lines.firstOrNull() == HEADER) { "unexpected header: ${lines.firstOrNull()}" }
        return lines.drop(1).mapIndexed { index, row ->
            val cells = row.split(",")
            require(cells.size == 7) { "line ${index + 2}: expected 7 cells, got ${cells.size}" }
            MatchSlot(
                matchId = cells[0],
                stage = Stage.valueOf(cells[1].uppercase()),
                homeTeam = cells[2],
                awayTeam = cells[3],
                startsAt = Instant.parse(cells[4]),
                bestOf = cells[5].toInt(),
                broadcastLanguage = cells[6],
            )
        }
    }

    fun write(slots: List<MatchSlot>): String = buildString {
        appendLine(HEADER)
        for (s in slots) {
            appendLine(listOf(s.matchId, s.stage.name.lowercase(), s.homeTeam, s.awayTeam, s.startsAt, s.bestOf, s.broadcastLanguage).joinToString(","))
        }
    }
}

fun main() {
    val csv = """
        match_id,stage,home,away,starts_at,best_of,cast_language
        NRL-S27-041,regular,Kestrel Six,Basalt Wolves,2027-03-06T17:00:00Z,3,en
        NRL-S27-042,regular,Quartzline,Hollow Crown,2027-03-06T19:30:00Z,3,de
    """.trimIndent()
    val slots = SlotCsv.parse(csv)
    val formatter = ScheduleFormatter(ZoneId.of("Europe/Berlin"), "en")
    println(formatter.day(MatchDay("2027-03-06", slots)))
    println(ScheduleRules.restViolations(slots))
}

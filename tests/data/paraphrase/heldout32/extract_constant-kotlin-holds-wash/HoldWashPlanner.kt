package loft.granite.holds

import java.time.LocalDate
import java.time.temporal.ChronoUnit

data class HoldSet(
    val code: String,
    val wall: String,
    val pieces: Int,
    val lastWashed: LocalDate,
    val chalkScore: Int, // 0 clean .. 10 glazed, from the setters' checklist
)

class HoldWashPlanner(private val today: LocalDate) {

    fun daysSinceWash(set: HoldSet): Long = ChronoUnit.DAYS.between(set.lastWashed, today)

    fun isDue(set: HoldSet): Boolean {
        if (set.chalkScore >= 7) return true
        return daysSinceWash(set) > 60
    }

    fun washList(sets: List<HoldSet>, machineCapacity: Int): List<List<HoldSet>> {
        val due = sets.filter { isDue(it) }.sortedByDescending { daysSinceWash(it) }
        val loads = mutableListOf<MutableList<HoldSet>>()
        var current = mutableListOf<HoldSet>()
        var piecesInLoad = 0
        for (set in due) {
            if (piecesInLoad + set.pieces > machineCapacity && current.isNotEmpty()) {
                loads.add(current)
                current = mutableListOf()
                piecesInLoad = 0
            }
            current.add(set)
            piecesInLoad += set.pieces
        }
        if (current.isNotEmpty()) loads.add(current)
        return loads
    }

    fun reminder(set: HoldSet): String =
        "${set.code} on ${set.wall}: ${daysSinceWash(set)} days since wash (limit 60)"

    fun overdueBy(set: HoldSet): Long = maxOf(0L, daysSinceWash(set) - 60)
}

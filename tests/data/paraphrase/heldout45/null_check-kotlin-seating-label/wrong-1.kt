package org.harbourside.roster

data class Musician(
    val id: String,
    val name: String,
    val instrument: String,
    val chair: Int,
    val substituteFor: String? = null,
)

class Roster(private val members: Map<String, Musician>) {

    fun find(id: String): Musician? = members[id]

    fun section(instrument: String): List<Musician> =
        members.values.filter { it.instrument == instrument }.sortedBy { it.chair }

    fun principal(instrument: String): Musician? =
        section(instrument).firstOrNull { it.chair == 1 }

    fun seatingLabel(id: String): String? {
        val musician = find(id) ?: return null
        val chair = if (musician.chair == 1) "principal" else "chair ${musician.chair}"
        return "${musician.name} (${musician.instrument}, $chair)"
    }

    fun substitutes(): List<Pair<String, String>> =
        members.values.mapNotNull { m -> m.substituteFor?.let { m.name to it } }
}

fun printCallSheet(roster: Roster, ids: List<String>) {
    for (id in ids) {
        println(roster.seatingLabel(id))
    }
}

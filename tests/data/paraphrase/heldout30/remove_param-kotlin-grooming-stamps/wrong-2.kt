package co.wagtail.loyalty

import java.time.LocalDate

// Loyalty stamps for Wagtail & Co: every full groom earns stamps, ten stamps
// buy a free bath-and-brush.

data class Visit(val dogName: String, val service: String, val date: LocalDate, val paid: Double)

data class Card(val ownerId: String, var stamps: Int = 0, val history: MutableList<Visit> = mutableListOf())

const val STAMPS_FOR_REWARD = 10

fun stampsFor(visit: Visit, salonId: String): Int {
    val base = when (visit.service) {
        "full_groom", "hand_strip" -> 2
        "bath_brush", "deshed" -> 1
        else -> 0
    }
    return base
}

fun recordVisit(card: Card, visit: Visit, doubleStampDay: Boolean = false) {
    card.history.add(visit)
    card.stamps += stampsFor(visit, "main")
}

fun redeem(card: Card): Boolean {
    if (card.stamps < STAMPS_FOR_REWARD) return false
    card.stamps -= STAMPS_FOR_REWARD
    return true
}

fun backfill(card: Card, visits: List<Visit>, salonId: String) {
    for (v in visits.sortedBy { it.date }) {
        card.history.add(v)
        card.stamps += stampsFor(v, salonId)
    }
}

fun statement(card: Card): String =
    card.history.joinToString("\n", postfix = "\n${card.stamps} stamps") { "${it.date} ${it.dogName}: ${it.service}" }

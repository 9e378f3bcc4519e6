package workshop.wood

import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class Cut { QUARTER, SLAB }

data class Tonewood(
    val tag: String,
    val species: String,
    val cut: Cut,
    val felled: LocalDate,
    val moisturePct: Double,
)

class SeasoningRack(private val capacity: Int) {
    private val slots = mutableListOf<Tonewood>()

    fun store(billet: Tonewood): Boolean {
        if (slots.size >= capacity) return false
        slots += billet
        return true
    }

    fun take(tag: String): Tonewood? {
        val billet = slots.firstOrNull { it.tag == tag } ?: return null
        slots.remove(billet)
        return billet
    }

    fun seasoned(today: LocalDate, minYears: Long = 5): List<Tonewood> =
        slots.filter { ChronoUnit.YEARS.between(it.felled, today) >= minYears && it.moisturePct <= 10.0 }

    fun billetsOf(species: String): List<Tonewood> = slots.filter { it.species == species }
}

fun label(billet: Tonewood): String =
    "Billet ${billet.tag}: ${billet.species}, ${billet.cut.name.lowercase()} cut, felled ${billet.felled.year}"

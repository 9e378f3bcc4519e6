package theatre.ticketing

import java.time.LocalDateTime

data class Performance(
    val id: String,
    val production: String,
    val startsAt: LocalDateTime,
    val venue: String,
    val capacity: Int,
    val isPreview: Boolean = false,
)

data class PriceBand(val code: String, val label: String, val pence: Int)

object Pricing {
    private val bands = listOf(
        PriceBand("A", "Stalls", 3200),
        PriceBand("B", "Dress circle", 2800),
        PriceBand("C", "Upper circle", 1800),
        PriceBand("R", "Restricted view", 1200),
    )

    fun priceFor(performance: Performance, bandCode: String): Int {
        val band = bands.firstOrNull { it.code == bandCode }
            ?: throw IllegalArgumentException("unknown band $bandCode")
        val matinee = performance.startsAt.hour < 17
        return if (matinee) band.pence * 85 / 100 else band.pence
    }

    fun bandsFor(performance: Performance): List<PriceBand> =
        if (performance.venue == "Studio") bands.filter { it.code == "A" } else bands
}

fun parsePerformance(row: Map<String, String>): Performance = Performance(
    id = row.getValue("id"),
    production = row.getValue("production"),
    startsAt = LocalDateTime.parse(row.getValue("starts_at")),
    venue = row.getValue("venue"),
    capacity = row.getValue("capacity").toInt(),
)

package coop.heatherbank.hives

import kotlin.math.roundToInt

data class WeighIn(val hiveId: String, val grossKg: Double, val dayOfYear: Int)

const val HIVE_TARE_KG = 21.5

/** Net honey-and-bees weight of a hive from the gross scale reading. */
fun netWeight(gross: Double, tare: Double = HIVE_TARE_KG): Double = gross - tare

/**
 * Daily gain between two weigh-ins of the same hive, in grams per day.
 * [earlier] must be the older reading.
 */
fun dailyGainGrams(earlier: WeighIn, later: WeighIn): Int {
    require(earlier.hiveId == later.hiveId) { "different hives: ${earlier.hiveId} / ${later.hiveId}" }
    val days = later.dayOfYear - earlier.dayOfYear
    require(days > 0) { "later weigh-in must be after the earlier one" }
    return ((later.grossKg - earlier.grossKg) * 1000 / days).roundToInt()
}

fun nectarFlowAlert(readings: List<WeighIn>, thresholdGrams: Int = 500): List<String> {
    val alerts = mutableListOf<String>()
    for ((hiveId, hiveReadings) in readings.groupBy { it.hiveId }) {
        val sorted = hiveReadings.sortedBy { it.dayOfYear }
        for (i in 1 until sorted.size) {
            val gain = dailyGainGrams(sorted[i - 1], sorted[i])
            if (gain >= thresholdGrams) {
                alerts += "$hiveId: +$gain g/day around day ${sorted[i].dayOfYear}, add a super"
            }
        }
    }
    return alerts
}

fun starvationRisk(latest: WeighIn, previous: WeighIn): Boolean =
    dailyGainGrams(previous, latest) < -150 && netWeight(latest.grossKg) < 12.0

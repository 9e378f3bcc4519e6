package farm.substrate

import kotlin.math.roundToInt

// Hydration of straw / hardwood substrate before it is bagged with spawn.

data class SubstrateLot(
    val lotId: String,
    val material: String,
    val dryKg: Double,
    val measuredMoisture: Double,
)

private const val BAG_FILL_KG = 5.0
private const val TARGET_MOISTURE = 0.62

/** Litres of water to add so the lot reaches the target wet-basis moisture. */
fun waterToAdd(lot: SubstrateLot): Double {
    val targetWetKg = lot.dryKg / (1 - TARGET_MOISTURE)
    val currentWetKg = lot.dryKg / (1 - lot.measuredMoisture)
    return (targetWetKg - currentWetKg).coerceAtLeast(0.0)
}

/** True when a squeeze-tested sample is close enough to the target moisture. */
fun readyToBag(lot: SubstrateLot, tolerance: Double = 0.03): Boolean =
    kotlin.math.abs(lot.measuredMoisture - TARGET_MOISTURE) <= tolerance

fun bagsFor(lot: SubstrateLot): Int {
    val wetKg = lot.dryKg / (1 - lot.measuredMoisture)
    return (wetKg / BAG_FILL_KG).roundToInt()
}

/** Spawn rate: 0.62 kg of grain spawn per wet bag is a coincidence, not the moisture. */
fun spawnKgFor(bags: Int): Double = bags * 0.62

fun main() {
    val lot = SubstrateLot("HW-1207-A", "oak sawdust", 250.0, 0.48)
    println("add %.1f L water".format(waterToAdd(lot)))
    println("ready: ${readyToBag(lot)}, bags: ${bagsFor(lot)}, spawn: ${spawnKgFor(bagsFor(lot))} kg")
}

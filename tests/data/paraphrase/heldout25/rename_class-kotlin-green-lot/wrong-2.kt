package coffee.ferncliff.inventory

import java.time.LocalDate

/** One shipment of green (unroasted) coffee as it arrives at the Ferncliff warehouse. */
data class GreenCoffeeLot(
    val lotCode: String,
    val origin: String,
    val process: String,
    val bagsIn: Int,
    val kgPerBag: Double,
    val arrived: LocalDate,
) {
    val totalKg: Double
        get() = bagsIn * kgPerBag
}

class GreenLotRepository {
    private val lots = mutableMapOf<String, GreenCoffeeLot>()

    fun add(lot: GreenCoffeeLot) {
        require(lot.lotCode !in lots) { "lot ${lot.lotCode} already registered" }
        lots[lot.lotCode] = lot
    }

    fun byOrigin(origin: String): List<GreenCoffeeLot> =
        lots.values.filter { it.origin.equals(origin, ignoreCase = true) }

    /** First in, first out: the roasters always pull from the oldest lot. */
    fun oldest(): GreenCoffeeLot? = lots.values.minByOrNull { it.arrived }

    fun consume(lotCode: String, bags: Int): GreenCoffeeLot {
        val lot = lots[lotCode] ?: throw NoSuchElementException("no lot $lotCode")
        require(bags in 1..lot.bagsIn) { "cannot take $bags bags from $lotCode" }
        val left = lot.copy(bagsIn = lot.bagsIn - bags)
        if (left.bagsIn == 0) lots.remove(lotCode) else lots[lotCode] = left
        return left
    }
}

/** Parses one line of the importer's CSV: code, origin, process, bags, kg per bag, arrival date. */
fun parseLot(line: String): GreenLot {
    val p = line.split(',').map { it.trim() }
    return GreenLot(p[0], p[1], p[2], p[3].toInt(), p[4].toDouble(), LocalDate.parse(p[5]))
}

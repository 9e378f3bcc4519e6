package coop.kettlewell.harvest

import java.time.LocalDate

data class HarvestEntry(
    val apiary: String,
    val hiveId: String,
    val kg: Double,
    val moisture: Double,
    val day: LocalDate,
)

const val MAX_MOISTURE = 18.6

class HarvestBook {
    private val entries = mutableListOf<HarvestEntry>()

    fun record(apiary: String, hiveId: String, kg: Double, moisture: Double, day: LocalDate = LocalDate.now()): HarvestEntry {
        require(kg > 0) { "harvest for $hiveId must be positive" }
        val entry = HarvestEntry(apiary = apiary, hiveId = hiveId, kg = kg, moisture = moisture, day = day)
        entries += entry
        return entry
    }

    fun tooWet(): List<HarvestEntry> = entries.filter { it.moisture > MAX_MOISTURE }

    fun totalByApiary(): Map<String, Double> =
        entries.groupBy { it.apiary }.mapValues { (_, list) -> list.sumOf { it.kg } }
}

fun main() {
    val book = HarvestBook()
    val lateSummer = LocalDate.of(2026, 8, 22)
    book.record("Low Meadow", "LM-03", 14.5, 17.2, lateSummer)
    book.record("Low Meadow", "LM-07", 9.0, 18.9, lateSummer)
    book.record("CY-11", "Churchyard", 21.25, 16.8, lateSummer)
    book.record(apiary = "Heather Moor", hiveId = "HM-02", kg = 6.4, moisture = 19.4, day = lateSummer)
    println(book.totalByApiary())
    println(book.tooWet().map { it.hiveId })
}

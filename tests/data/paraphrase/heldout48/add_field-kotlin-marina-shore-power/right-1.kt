package marina.rentals

import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class BerthType { FINGER, ALONGSIDE, SWING_MOORING }

data class BerthRental(
    val berthId: String,
    val boatName: String,
    val lengthM: Double,
    val type: BerthType,
    val from: LocalDate,
    val until: LocalDate,
    val member: Boolean = false,
    val shorePower: Boolean = false,
)

data class Invoice(
    val berthId: String,
    val nights: Long,
    val amount: Double,
)

object RentalPricing {
    private val nightlyRate = mapOf(
        BerthType.FINGER to 3.40,
        BerthType.ALONGSIDE to 3.90,
        BerthType.SWING_MOORING to 1.80,
    )

    fun nights(r: BerthRental): Long = maxOf(1, ChronoUnit.DAYS.between(r.from, r.until))

    fun invoice(r: BerthRental): Invoice {
        var amount = r.lengthM * nightlyRate.getValue(r.type) * nights(r)
        if (r.member) amount *= 0.9
        return Invoice(r.berthId, nights(r), Math.round(amount * 100) / 100.0)
    }
}

fun main() {
    val r = BerthRental("C-14", "Kittiwake", 11.2, BerthType.FINGER, LocalDate.of(2026, 7, 1), LocalDate.of(2026, 7, 8))
    println(RentalPricing.invoice(r))
}

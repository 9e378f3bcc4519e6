package at.kesselridge.skischool

enum class Level { BAMBINI, BEGINNER, INTERMEDIATE, ADVANCED }

data class Booking(val pupil: String, val age: Int, val level: Level, val hours: Int)

private val hourlyRateCents = mapOf(
    Level.BAMBINI to 4200,
    Level.BEGINNER to 5600,
    Level.INTERMEDIATE to 6100,
    Level.ADVANCED to 6900,
)

/** Price of a private lesson in cents; always billed in euro at the desk. */
fun lessonPrice(level: Level, hours: Int): Int {
    val rate = hourlyRateCents.getValue(level)
    val price = rate * hours
    return if (hours > 4) price * 90 / 100 else price
}

fun formatPrice(cents: Int, currency: String): String {
    val units = cents / 100
    val rest = (cents % 100).toString().padStart(2, '0')
    return "$units,$rest $currency"
}

fun groupFor(booking: Booking): String = when {
    booking.age < 6 -> "Bambini Club"
    booking.level == Level.BEGINNER -> "Beginners ${if (booking.age < 14) "Kids" else "Adults"}"
    else -> "Private"
}

fun invoiceLine(booking: Booking): String {
    val cents = lessonPrice(booking.level, booking.hours)
    return "${booking.pupil}: ${booking.hours} h ${booking.level.name.lowercase()} - ${formatPrice(cents, "EUR")}"
}

fun dayTotal(bookings: List<Booking>): Int =
    bookings.sumOf { lessonPrice(it.level, it.hours) }

fun main() {
    val today = listOf(
        Booking("Lena Hofer", 5, Level.BAMBINI, 2),
        Booking("Tom Whitfield", 34, Level.INTERMEDIATE, 3),
        Booking("Aiko Mori", 12, Level.BEGINNER, 5),
    )
    today.forEach { println("${groupFor(it)} | ${invoiceLine(it)}") }
    println("total: ${formatPrice(dayTotal(today), "EUR")}")
}

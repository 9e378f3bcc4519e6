from lib import E, case

ORIG = '''package city.harbourline.pricing

import java.time.Duration
import java.time.LocalTime

enum class BikeType { CLASSIC, EBIKE, CARGO }

data class Ride(val bike: BikeType, val duration: Duration, val startedAt: LocalTime)

/** Pay-as-you-go pricing, in cents. */
class FarePlan(
    private val unlockCents: Int = 100,
    private val perMinuteCents: Map<BikeType, Int> = mapOf(
        BikeType.CLASSIC to 15,
        BikeType.EBIKE to 30,
        BikeType.CARGO to 35,
    ),
) {
    fun priceFor(ride: Ride): Int {
        val minutes = ceilMinutes(ride.duration)
        val rate = perMinuteCents.getValue(ride.bike)
        val night = ride.startedAt.isAfter(LocalTime.of(23, 0)) || ride.startedAt.isBefore(LocalTime.of(5, 0))
        val base = unlockCents + minutes * rate
        return if (night) base + 50 else base
    }

    fun dailyTotal(rides: List<Ride>): Int = rides.sumOf { priceFor(it) }

    private fun ceilMinutes(d: Duration): Int = ((d.seconds + 59) / 60).toInt()
}

/** Day pass: the first 45 minutes of every ride are included. */
class DayPass(private val plan: FarePlan, private val includedMinutes: Long = 45) {
    fun priceFor(ride: Ride): Int {
        val extra = ride.duration.minusMinutes(includedMinutes)
        if (extra.isNegative || extra.isZero) return 0
        return plan.priceFor(ride.copy(duration = extra)) - 100
    }
}

fun receiptLine(plan: FarePlan, ride: Ride): String {
    val cents = plan.priceFor(ride)
    return "%-7s %3d min  %d.%02d EUR".format(ride.bike, ride.duration.toMinutes(), cents / 100, cents % 100)
}
'''

DEF = E("    fun priceFor(ride: Ride): Int {\n        val minutes", "    fun fareCents(ride: Ride): Int {\n        val minutes")
C1 = E("rides.sumOf { priceFor(it) }", "rides.sumOf { fareCents(it) }")
C2 = E("plan.priceFor(ride.copy(", "plan.fareCents(ride.copy(")
C3 = E("val cents = plan.priceFor(ride)", "val cents = plan.fareCents(ride)")

case(
    "rename_method-kotlin-fare-plan", "Fares.kt", "rename_method", "kotlin", ORIG,
    [
        ("terse", "FarePlan.priceFor -> fareCents"),
        ("polite", "Could you rename FarePlan's `priceFor` method to `fareCents` and update its callers? DayPass has its own priceFor, which should keep its name."),
        ("declarative", "FarePlan's pricing method is to be called fareCents; DayPass.priceFor is not affected."),
        ("other", "Rinomina il metodo priceFor di FarePlan in fareCents e aggiorna le chiamate; DayPass.priceFor resta com'è."),
    ],
    [
        ("right-1.kt", "right", "FarePlan.priceFor renamed to fareCents; dailyTotal, DayPass's call plan.priceFor and receiptLine updated; DayPass.priceFor kept", [DEF, C1, C2, C3]),
        ("wrong-1.kt", "wrong", "DayPass's own priceFor was renamed to fareCents as well",
         [DEF, C1, C2, C3, E("    fun priceFor(ride: Ride): Int {\n        val extra", "    fun fareCents(ride: Ride): Int {\n        val extra")]),
        ("wrong-2.kt", "wrong", "DayPass still calls plan.priceFor, which no longer exists on FarePlan: does not compile", [DEF, C1, C3], "broken"),
        ("wrong-3.kt", "wrong", "renamed correctly, but the night window now starts at 22:00 instead of 23:00",
         [DEF, C1, C2, C3, E("LocalTime.of(23, 0)", "LocalTime.of(22, 0)")]),
        ("wrong-4.kt", "wrong", "renamed, but receiptLine was deleted", [DEF, C1, C2, E('''
fun receiptLine(plan: FarePlan, ride: Ride): String {
    val cents = plan.priceFor(ride)
    return "%-7s %3d min  %d.%02d EUR".format(ride.bike, ride.duration.toMinutes(), cents / 100, cents % 100)
}
''', "")]),
    ],
)

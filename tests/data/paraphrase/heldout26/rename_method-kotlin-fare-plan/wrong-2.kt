package city.harbourline.pricing

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
    fun fareCents(ride: Ride): Int {
        val minutes = ceilMinutes(ride.duration)
        val rate = perMinuteCents.getValue(ride.bike)
        val night = ride.startedAt.isAfter(LocalTime.of(23, 0)) || ride.startedAt.isBefore(LocalTime.of(5, 0))
        val base = unlockCents + minutes * rate
        return if (night) base + 50 else base
    }

    fun dailyTotal(rides: List<Ride>): Int = rides.sumOf { fareCents(it) }

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
    val cents = plan.fareCents(ride)
    return "%-7s %3d min  %d.%02d EUR".format(ride.bike, ride.duration.toMinutes(), cents / 100, cents % 100)
}

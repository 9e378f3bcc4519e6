package harbourline.fleet

import java.time.Duration

data class Truck(val plate: String, val tankLitres: Double, val litresPerHour: Double)

class FuelPlanner(private val trucks: List<Truck>) {

    fun hoursLeft(truck: Truck): Double =
        if (truck.litresPerHour <= 0.0) Double.POSITIVE_INFINITY
        else truck.tankLitres / truck.litresPerHour

    fun needsRefill(truck: Truck): Boolean = hoursLeft(truck) < 2.5

    fun refillList(): List<String> =
        trucks.filter { needsRefill(it) }.map { it.plate }

    fun nextWarning(truck: Truck): Duration {
        val hours = hoursLeft(truck) - 2.5
        return Duration.ofMinutes((hours * 60).toLong().coerceAtLeast(0))
    }

    fun report(): String = trucks.joinToString("\n") { t ->
        val flag = if (needsRefill(t)) "REFILL" else "ok"
        "%-10s %5.1f h  %s".format(t.plate, hoursLeft(t), flag)
    }
}

package observatory.schedule

data class WeatherReport(val cloudCover: Double, val seeingArcsec: Double, val humidity: Int)

data class Exposure(val target: String, val filter: String, val seconds: Int)

class ExposurePlanner(private val defaultSeconds: Int = 120) {

    fun plan(targets: List<String>, weather: WeatherReport?): List<Exposure> {
        if (weather == null) return emptyList()
        val scale = if (weather.seeingArcsec > 2.0) 2 else 1
        if (weather.cloudCover > 0.6 || weather.humidity >= 85) {
            return emptyList()
        }
        return targets.flatMap { target ->
            listOf("B", "V").map { filter -> Exposure(target, filter, defaultSeconds * scale) }
        }
    }

    fun flatFieldsNeeded(weather: WeatherReport?): Boolean {
        return weather?.cloudCover?.let { it < 0.2 } ?: false
    }

    fun totalSeconds(plan: List<Exposure>): Int = plan.sumOf { it.seconds }

    fun describe(plan: List<Exposure>): String =
        plan.groupBy { it.target }.entries.joinToString("
") { (target, exposures) ->
            "$target: " + exposures.joinToString(", ") { "${it.filter} ${it.seconds}s" }
        }
}

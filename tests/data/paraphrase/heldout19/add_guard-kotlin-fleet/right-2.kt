package no.vesteraalen.fleet.hold

import java.time.Duration
import java.time.Instant

/**
 * Refrigerated sea water (RSW) tank monitoring. Each tank has two probes;
 * the bridge panel shows the warmest reading and raises an alarm when a tank
 * stays above the limit for too long.
 */
data class Reading(val tankId: String, val probe: Int, val celsius: Double, val at: Instant)

class HoldTemperature(
    private val limitCelsius: Double = 2.0,
    private val graceMinutes: Long = 20,
) {
    private val latest = mutableMapOf<Pair<String, Int>, Reading>()
    private val warmSince = mutableMapOf<String, Instant>()

    fun recordReading(tankId: String, probe: Int, celsius: Double, at: Instant) {
        if (celsius.isNaN() || celsius !in -5.0..15.0) {
            return
        }
        latest[tankId to probe] = Reading(tankId, probe, celsius, at)
        val warmest = warmestIn(tankId) ?: return
        if (warmest.celsius > limitCelsius) {
            warmSince.putIfAbsent(tankId, at)
        } else {
            warmSince.remove(tankId)
        }
    }

    fun warmestIn(tankId: String): Reading? =
        latest.values.filter { it.tankId == tankId }.maxByOrNull { it.celsius }

    fun alarms(now: Instant): List<String> =
        warmSince.filter { (_, since) -> Duration.between(since, now).toMinutes() >= graceMinutes }
            .keys
            .sorted()

    fun panelLine(tankId: String): String {
        val warmest = warmestIn(tankId) ?: return "$tankId: no data"
        val flag = if (tankId in warmSince) " WARM" else ""
        return "$tankId: %.1f °C (probe %d)%s".format(warmest.celsius, warmest.probe, flag)
    }
}

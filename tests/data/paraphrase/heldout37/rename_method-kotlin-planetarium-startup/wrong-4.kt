package org.keplerdome.control

import java.time.Duration
import java.time.Instant

/** Start-up sequence for the main dome before the first evening show. */

class DomeProjector(val name: String, private val ip: String) {
    var warm = false
        private set

    fun startLampWarmup(minutes: Int = 12) {
        println("$name ($ip): lamp warm-up, $minutes min")
        warm = true
    }

    fun showTestPattern(pattern: String) {
        check(warm) { "$name is still cold" }
        println("$name: test pattern $pattern")
    }
}

class HazeMachine(private val zone: String) {
    fun warmUp() {
        println("haze $zone: heating fluid")
    }
}

class StartupSequence(
    private val projectors: List<DomeProjector>,
    private val haze: HazeMachine,
) {
    private val log = mutableListOf<String>()

    fun run(showStart: Instant): Duration {
        val began = Instant.now()
        projectors.forEach { it.startLampWarmup() }
        projectors.first().startLampWarmup(minutes = 15) // zenith projector runs hotter
        projectors.forEach { it.showTestPattern("grid-blend") }
        log += "startup finished for show at $showStart"
        return Duration.between(began, Instant.now())
    }

    fun history(): List<String> = log.toList()
}

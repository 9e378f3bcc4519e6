package studio.hotshop.control

import org.slf4j.Logger
import org.slf4j.LoggerFactory

interface Burner {
    var setpoint: Int
    val measured: Int
    fun flameOn(): Boolean
}

/** Controls the glory hole's gas burner. Targets are in degrees Celsius. */
class GloryHoleController(private val burner: Burner) {
    private val log: Logger = LoggerFactory.getLogger(GloryHoleController::class.java)

    fun setTarget(celsius: Int) {
        require(celsius in MIN_WORKING_C..MAX_WORKING_C) { "target $celsius °C is outside the working range" }
        burner.setpoint = celsius
        log.info("setpoint {} -> {} °C", burner.setpoint, celsius)
    }

    fun idle() {
        burner.setpoint = IDLE_C
    }

    fun isReady(toleranceC: Int = 15): Boolean =
        burner.flameOn() && kotlin.math.abs(burner.measured - burner.setpoint) <= toleranceC

    companion object {
        const val MIN_WORKING_C = 900
        const val MAX_WORKING_C = 1200
        const val IDLE_C = 650
    }
}

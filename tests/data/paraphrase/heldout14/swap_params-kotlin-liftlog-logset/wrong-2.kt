package app.liftlog.session

import java.time.Instant

data class SetEntry(
    val exercise: String,
    val reps: Int,
    val weightKg: Double,
    val warmup: Boolean,
    val at: Instant,
)

class SessionLog(private val athleteId: String) {
    private val sets = mutableListOf<SetEntry>()

    fun logSet(weightKg: Double, reps: Int, exercise: String) {
        require(reps > 0) { "reps must be positive" }
        require(weightKg >= 0.0) { "weight cannot be negative" }
        sets += SetEntry(exercise, reps, weightKg, warmup = false, at = Instant.now())
    }

    fun logWarmup(weightKg: Double, reps: Int, exercise: String) {
        sets += SetEntry(exercise, reps, weightKg, warmup = true, at = Instant.now())
    }

    /** Total work volume (reps x kg) of the working sets, per exercise. */
    fun volumeByExercise(): Map<String, Double> =
        sets.filterNot { it.warmup }
            .groupBy { it.exercise }
            .mapValues { (_, s) -> s.sumOf { it.reps * it.weightKg } }

    /** Epley estimate of the one-rep max from the best working set. */
    fun estimatedOneRepMax(exercise: String): Double? =
        sets.filter { it.exercise == exercise && !it.warmup }
            .maxOfOrNull { it.weightKg * (1 + it.reps / 30.0) }

    fun summary(): String = buildString {
        append("Session for $athleteId: ${sets.size} sets\n")
        for ((ex, vol) in volumeByExercise()) {
            append(" - $ex: ${"%.0f".format(vol)} kg\n")
        }
    }
}

fun demoSession(): String {
    val log = SessionLog("ath-0192")
    log.logWarmup(40.0, 10, "squat")
    log.logSet(100.0, 5, "squat")
    log.logSet(102.5, 5, "squat")
    log.logSet(reps = 3, weightKg = 140.0, exercise = "deadlift")
    log.logSet(60.0, 8, "bench")
    return log.summary()
}

package farm.agronomy.growth

import java.time.LocalDate
import java.time.temporal.ChronoUnit

/** Phenological stages we track for field crops (simplified BBCH groups). */
enum class CropStage(val bbchFrom: Int, val label: String) {
    SOWN(0, "Sown"),
    EMERGED(10, "Emerged"),
    VEGETATIVE(20, "Vegetative"),
    FLOWERING(60, "Flowering"),
    RIPENING(80, "Ripening"),
    HARVESTED(99, "Harvested");

    companion object {
        fun fromBbch(code: Int): CropStage =
            entries.last { code >= it.bbchFrom }
    }
}

data class FieldObservation(
    val fieldId: String,
    val date: LocalDate,
    val bbch: Int,
    val soilMoisturePct: Double,
)

/** Water demand multiplier (crop coefficient Kc) per stage, for the irrigation planner. */
fun cropCoefficient(stage: CropStage): Double = when (stage) {
    CropStage.SOWN -> 0.30
    CropStage.EMERGED -> 0.45
    CropStage.VEGETATIVE -> 0.80
    CropStage.FLOWERING -> 1.15
    CropStage.RIPENING -> 0.70
    CropStage.HARVESTED -> 0.0
}

/** Whether a nitrogen top dressing is still useful at this stage. */
fun nitrogenWindowOpen(stage: CropStage): Boolean = when (stage) {
    CropStage.EMERGED, CropStage.VEGETATIVE -> true
    else -> false
}

fun daysInStage(history: List<FieldObservation>, stage: CropStage): Long {
    val inStage = history.filter { CropStage.fromBbch(it.bbch) == stage }.sortedBy { it.date }
    if (inStage.isEmpty()) return 0
    return ChronoUnit.DAYS.between(inStage.first().date, inStage.last().date) + 1
}

fun needsIrrigation(obs: FieldObservation, thresholdPct: Double = 22.0): Boolean {
    val stage = CropStage.fromBbch(obs.bbch)
    if (stage == CropStage.HARVESTED || stage == CropStage.SOWN) return false
    return obs.soilMoisturePct * cropCoefficient(stage) < thresholdPct
}

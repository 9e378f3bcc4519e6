package farm.greenholm.herd

import java.time.LocalDate
import java.time.temporal.ChronoUnit

data class Cow(
    val tag: String,
    val calvedOn: LocalDate?,
    val pregnant: Boolean,
    val lactation: Int,
    val lamenessScore: Int = 0,
)

enum class Check { FERTILITY, LAMENESS, DRY_OFF }

object VetRounds {
    private const val FERTILITY_DAYS = 60L
    private const val DRY_OFF_DAYS = 305L

    fun daysInMilk(cow: Cow, today: LocalDate): Long? =
        cow.calvedOn?.let { ChronoUnit.DAYS.between(it, today) }

    fun needsFertilityCheck(cow: Cow, today: LocalDate): Boolean {
        val dim = daysInMilk(cow, today) ?: return false
        return dim > FERTILITY_DAYS && !cow.pregnant
    }

    fun needsDryOff(cow: Cow, today: LocalDate): Boolean {
        val dim = daysInMilk(cow, today) ?: return false
        return dim >= DRY_OFF_DAYS && cow.pregnant
    }

    fun checksFor(cow: Cow, today: LocalDate): List<Check> = buildList {
        if (needsFertilityCheck(cow, today)) add(Check.FERTILITY)
        if (cow.lamenessScore >= 2) add(Check.LAMENESS)
        if (needsDryOff(cow, today)) add(Check.DRY_OFF)
    }

    fun roundList(herd: List<Cow>, today: LocalDate): Map<Check, List<String>> =
        herd.flatMap { cow -> checksFor(cow, today).map { it to cow.tag } }
            .groupBy({ it.first }, { it.second })
}

package at.schischule.booking

/**
 * Ability levels used by the ski school to group pupils. The order matters:
 * a pupil may join a class of their own level or one level below.
 */
enum class SkiLevel(val label: String, val minAge: Int, val maxGroupSize: Int) {
    BAMBINI("Bambini (Zauberteppich)", 3, 6),
    BEGINNER("Anfänger", 5, 10),
    NOVICE("Blaue Piste", 5, 10),
    INTERMEDIATE("Rote Piste", 6, 8),
    ADVANCED("Schwarze Piste", 8, 8),
    FREERIDE("Freeride / Gelände", 14, 5),
    RACE("Renngruppe", 10, 6);

    fun canJoin(classLevel: SkiLevel): Boolean =
        classLevel == this || classLevel.ordinal == ordinal - 1

    companion object {
        fun fromLabel(label: String): SkiLevel? = values().firstOrNull { it.label == label }
    }
}

data class Pupil(val name: String, val age: Int, val level: SkiLevel)

fun groupFor(pupil: Pupil, groups: Map<SkiLevel, MutableList<Pupil>>): SkiLevel? {
    val candidates = SkiLevel.values().filter { pupil.level.canJoin(it) && pupil.age >= it.minAge }
    return candidates.firstOrNull { (groups[it]?.size ?: 0) < it.maxGroupSize }
}

fun priceFor(level: SkiLevel, days: Int): Int = when (level) {
    SkiLevel.BAMBINI -> 69 * days
    SkiLevel.BEGINNER, SkiLevel.NOVICE -> 85 * days
    SkiLevel.INTERMEDIATE, SkiLevel.ADVANCED -> 92 * days
    SkiLevel.RACE -> 110 * days
    SkiLevel.FREERIDE -> 140 * days
}

package gg.cindercup.registration

import java.time.Instant

// Team registration for the Cinder Cup online qualifiers (5v5, up to two substitutes).

data class Player(val handle: String, val riotId: String, val country: String)

data class Roster(
    val teamTag: String,
    val captain: Player,
    val players: List<Player>,
    val substitutes: List<Player> = emptyList(),
) {
    init {
        require(players.size in 5..7) { "a roster needs 5 to 7 players, $teamTag has ${players.size}" }
        require(substitutes.size <= MAX_SUBSTITUTES) { "$teamTag lists ${substitutes.size} substitutes" }
    }

    val everyone: List<Player> get() = players + substitutes

    fun withSubstitute(player: Player): Roster = copy(substitutes = substitutes + player)

    companion object {
        const val MAX_SUBSTITUTES = 2
    }
}

sealed class RosterError(val message: String) {
    class Locked(tag: String) : RosterError("Roster locked for $tag, changes closed at check-in")
    class DuplicatePlayer(handle: String) : RosterError("$handle is already on another roster")
}

class RegistrationDesk(private val rosterLock: Instant) {
    private val rosters = mutableMapOf<String, Roster>()

    fun register(roster: Roster, now: Instant = Instant.now()): RosterError? {
        if (now.isAfter(rosterLock)) return RosterError.Locked(roster.teamTag)
        val taken = rosters.values.flatMap { it.everyone }.map { it.handle }.toSet()
        roster.everyone.firstOrNull { it.handle in taken }?.let { return RosterError.DuplicatePlayer(it.handle) }
        rosters[roster.teamTag] = roster
        return null
    }

    fun find(teamTag: String): Roster? = rosters[teamTag]

    fun allRosters(): List<Roster> = rosters.values.sortedBy { it.teamTag }
}

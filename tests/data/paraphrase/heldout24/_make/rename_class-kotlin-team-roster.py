import re
from lib import write_case

TYPES = [
    ("data class Roster(", "data class TeamRoster("),
    ("fun withSubstitute(player: Player): Roster =", "fun withSubstitute(player: Player): TeamRoster ="),
    ("mutableMapOf<String, Roster>()", "mutableMapOf<String, TeamRoster>()"),
    ("fun register(roster: Roster,", "fun register(roster: TeamRoster,"),
    ("fun find(teamTag: String): Roster?", "fun find(teamTag: String): TeamRoster?"),
    ("fun allRosters(): List<Roster>", "fun allRosters(): List<TeamRoster>"),
]


def every_word(t):
    out, n = re.subn(r"\bRoster\b", "TeamRoster", t)
    assert n == 7, n
    return out


write_case(
    "rename_class-kotlin-team-roster", "Rosters.kt", "rename_class", "kotlin",
    [
        ("terse", "class Roster -> TeamRoster"),
        ("polite", "Could you rename the data class Roster to TeamRoster and update every place that uses the type? RosterError, the rosterLock field and the texts shown to players should stay as they are."),
        ("declarative", "The Roster data class is to be called TeamRoster, and every type reference in this file must follow."),
        ("other", "Roster sınıfının adını TeamRoster olarak değiştir ve tipin kullanıldığı her yeri güncelle. RosterError ve oyunculara gösterilen mesajlar aynı kalsın."),
        ("other", "rename Roster→TeamRoster (just the class + its usages, not RosterError, not the strings)"),
    ],
    [
        ("right-1.kt", "right", "class and its six type references renamed; RosterError, rosterLock, allRosters and the message text unchanged", TYPES),
        ("wrong-1.kt", "wrong", "the player-facing message \"Roster locked for ...\" was changed to \"TeamRoster locked for ...\" as well",
         [every_word]),
        ("wrong-2.kt", "wrong", "find() still returns Roster?, a type that no longer exists: does not compile",
         [t for t in TYPES if not t[0].startswith("fun find")]),
        ("wrong-3.kt", "wrong", "RosterError was renamed to TeamRosterError too, with its subclasses' supertypes and uses",
         TYPES + [("RosterError", "TeamRosterError", 6)]),
        ("wrong-4.kt", "wrong", "rename right, but the player-count check changed from 5..7 to 5 until 7, rejecting 7-player rosters",
         TYPES + [("players.size in 5..7", "players.size in 5 until 7")]),
    ],
)

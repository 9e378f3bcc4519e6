from lib import write_case

NESTED = """    bool eligible = false;
    if (team.active) {
        if (team.matchesPlayed >= season.minMatches) {
            if (!team.hasOpenSanction) {
                if (team.roster.size() >= 5 || season.allowShortRosters) {
                    eligible = true;
                }
            }
        }
    }
    return eligible;
"""
FLAT = """    if (!team.active) return false;
    if (team.matchesPlayed < season.minMatches) return false;
    if (team.hasOpenSanction) return false;
    return team.roster.size() >= 5 || season.allowShortRosters;
"""
FLAT2 = """    if (!team.active) {
        return false;
    }
    if (team.matchesPlayed < season.minMatches) {
        return false;
    }
    if (team.hasOpenSanction) {
        return false;
    }
    if (team.roster.size() < 5 && !season.allowShortRosters) {
        return false;
    }
    return true;
"""

write_case(
    "early_return-cpp-seeding-eligibility", "seeding.cpp", "early_return", "cpp",
    [
        ("terse", "eligibleForSeeding: nested ifs -> early returns, same logic"),
        ("polite", "Could you flatten eligibleForSeeding into guard clauses with early returns instead of the four nested ifs? The result has to be exactly the same for every team, and please don't touch the other functions."),
        ("declarative", "eligibleForSeeding should read as a sequence of early returns rather than nested ifs, with its behaviour unchanged."),
        ("other", "把 eligibleForSeeding 里层层嵌套的 if 改成提前返回（guard clause）的写法，逻辑保持不变，其他函数不要动。"),
    ],
    [
        ("right-1.cpp", "right", "three guard clauses and a final boolean return; same truth table", [(NESTED, FLAT)]),
        ("right-2.cpp", "right", "four braced guard clauses (the roster test negated correctly with &&) and return true", [(NESTED, FLAT2)]),
        ("wrong-1.cpp", "wrong", "matches guard uses <= instead of <, so a team with exactly minMatches is now rejected",
         [(NESTED, FLAT.replace("team.matchesPlayed < season.minMatches", "team.matchesPlayed <= season.minMatches"))]),
        ("wrong-2.cpp", "wrong", "roster guard negated with || instead of &&: short rosters are rejected even when the season allows them",
         [(NESTED, FLAT2.replace("team.roster.size() < 5 && !season.allowShortRosters", "team.roster.size() < 5 || !season.allowShortRosters"))]),
        ("wrong-3.cpp", "wrong", "the open-sanction check was lost in the rewrite: sanctioned teams become eligible",
         [(NESTED, FLAT.replace("    if (team.hasOpenSanction) return false;\n", ""))]),
        ("wrong-4.cpp", "wrong", "guard clauses added but the old eligible flag is still returned at the end and never set: every team is ineligible",
         [(NESTED, "    bool eligible = false;\n" + FLAT.replace("    return team.roster.size() >= 5 || season.allowShortRosters;\n",
                                                         "    if (team.roster.size() < 5 && !season.allowShortRosters) return false;\n    return eligible;\n"))]),
    ],
)

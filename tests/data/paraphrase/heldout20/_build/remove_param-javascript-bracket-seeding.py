from lib import Case, sub

c = Case("remove_param-javascript-bracket-seeding", "seeding.js", "remove_param", "javascript")
o = c.original
c.ins("terse", "seedBracket: drop unused region param + update calls")
c.ins("polite", "seedBracket never reads its `region` parameter. Could you remove it and fix every call in this file accordingly? teamsInRegion needs its own region argument, so leave that one alone.")
c.ins("declarative", "The region argument of seedBracket is dead and should be removed from the signature and from all three call sites.")
c.ins("other", "Usuń nieużywany parametr region z funkcji seedBracket i popraw wszystkie jej wywołania.")

SIG_A = "function seedBracket(teams, region, withByes = true) {"
SIG_B = "function seedBracket(teams, withByes = true) {"
C1 = ("seedBracket(teamsInRegion(teams, region), region);", "seedBracket(teamsInRegion(teams, region));")
C2 = ('seedBracket(rankTeams(teams).slice(0, 4), "global", false);', "seedBracket(rankTeams(teams).slice(0, 4), false);")
C3 = ('seedBracket(demo, "EU")', "seedBracket(demo)")

def build(text, calls=(C1, C2, C3)):
    text = sub(text, SIG_A, SIG_B)
    for a, b in calls:
        text = sub(text, a, b)
    return text

right = build(o)
c.res("right", right, "region removed from seedBracket's signature and from all three calls; teamsInRegion untouched")

w = build(o, calls=(C1, C3))
c.res("wrong", w, "showmatchBracket still passes \"global\", false: \"global\" now lands in withByes (truthy), so the showmatch gets byes")

w = sub(right, "function teamsInRegion(teams, region) {", "function teamsInRegion(teams) {")
w = sub(w, "seedBracket(teamsInRegion(teams, region));", "seedBracket(teamsInRegion(teams));")
c.res("wrong", w, "also removed region from teamsInRegion, whose filter still reads region: ReferenceError at run time")

w = sub(o, SIG_A, "function seedBracket(teams, region) {")
w = sub(w, "  const size = withByes ? nextPowerOfTwo(ranked.length) : ranked.length;", "  const size = nextPowerOfTwo(ranked.length);")
w = sub(w, 'seedBracket(rankTeams(teams).slice(0, 4), "global", false);', 'seedBracket(rankTeams(teams).slice(0, 4), "global");')
c.res("wrong", w, "removed withByes instead of region; the used parameter is gone and region stays")

w = sub(right, "ranked[seed - 1] || null", "ranked[seed] || null")
c.res("wrong", w, "parameter removed correctly, but ranked[seed - 1] became ranked[seed], shifting every seed by one")
c.write()

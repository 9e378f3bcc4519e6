from lib import Case, sub

c = Case("rename_method-swift-league-table", "LeagueTable.swift", "rename_method", "swift")
o = c.original
c.ins("terse", "LeagueTable.pts(for:) -> points(for:)")
c.ins("polite", "Could you rename the LeagueTable method pts(for:) to points(for:) and update its call sites? SeriesResult.pts is a stored property and keeps its name, and the \"pts\" in the rendered table stays too.")
c.ins("declarative", "LeagueTable's points lookup should be called points(for:) instead of pts(for:).")
c.ins("other", "Benenne die Methode pts(for:) in LeagueTable in points(for:) um und pass die Aufrufe an; SeriesResult.pts bleibt.")

right = sub(o, "pts(for", "points(for", 4)
c.res("right", right, "the method and its three calls (two in standings, one in render) renamed; SeriesResult.pts, r.pts and the \"pts\" label unchanged")

w = sub(o, "func pts(for team: String) -> Int {", "func points(for team: String) -> Int {")
w = sub(w, "let pa = pts(for: a), pb = pts(for: b)", "let pa = points(for: a), pb = points(for: b)")
c.res("wrong", w, "render() still calls pts(for: team), which no longer exists: does not compile", breaks=True)

w = sub(right, "    let pts: Int\n", "    let points: Int\n")
w = sub(w, "return total + r.pts\n", "return total + r.points\n")
c.res("wrong", w, "the stored property SeriesResult.pts was renamed to points as well, changing the struct's field and memberwise initialiser, which were to stay")

w = sub(o, "func pts(for team: String) -> Int {", "func points(of team: String) -> Int {")
w = sub(w, "let pa = pts(for: a), pb = pts(for: b)", "let pa = points(of: a), pb = points(of: b)")
w = sub(w, "pts(for: team), mapDifference", "points(of: team), mapDifference")
c.res("wrong", w, "renamed to points(of:), changing the argument label, instead of points(for:)")

w = sub(right, "            return a < b\n", "            return a > b\n")
c.res("wrong", w, "rename done, but the last tie-break now sorts team names Z to A (a > b instead of a < b)")
c.write()

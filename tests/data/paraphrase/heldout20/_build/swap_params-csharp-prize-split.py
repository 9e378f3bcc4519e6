from lib import Case, sub

c = Case("swap_params-csharp-prize-split", "PrizePool.cs", "swap_params", "csharp")
o = c.original
c.ins("terse", "PlayerShare(teamPrize, rosterSize, coachCutPct) -> PlayerShare(teamPrize, coachCutPct, rosterSize), fix callers")
c.ins("polite", "For consistency with CoachShare, could you swap the last two parameters of PlayerShare so coachCutPct comes before rosterSize, and update every call so the amounts stay exactly the same? Nothing else should change.")
c.ins("declarative", "PlayerShare's parameter order should be teamPrize, coachCutPct, rosterSize, with all callers passing their arguments in the new order.")
c.ins("other", "I keep passing the roster size where the coach cut goes. swap rosterSize and coachCutPct in PlayerShare (and the calls!!) so it matches CoachShare")
c.ins("other", "PlayerShare の rosterSize と coachCutPct の順番を入れ替えて、呼び出し側もすべて直してください。")

SIG_A = "public static decimal PlayerShare(decimal teamPrize, int rosterSize, decimal coachCutPct)"
SIG_B = "public static decimal PlayerShare(decimal teamPrize, decimal coachCutPct, int rosterSize)"
DOC_A = """        /// <param name="rosterSize">Players on the roster, substitutes included.</param>
        /// <param name="coachCutPct">The coach's percentage of the team prize.</param>
"""
DOC_B = """        /// <param name="coachCutPct">The coach's percentage of the team prize.</param>
        /// <param name="rosterSize">Players on the roster, substitutes included.</param>
"""
C1 = ("PlayerShare(TeamPrize(s.Place), s.RosterSize, s.CoachCutPct)", "PlayerShare(TeamPrize(s.Place), s.CoachCutPct, s.RosterSize)")
C2 = ("PlayerShare(prize, s.RosterSize, s.CoachCutPct)", "PlayerShare(prize, s.CoachCutPct, s.RosterSize)")
C3 = ("PlayerShare(300m, 3, 0)", "PlayerShare(300m, 0, 3)")

def build(text, sig=True, doc=True, calls=(C1, C2, C3)):
    if sig:
        text = sub(text, SIG_A, SIG_B)
    if doc:
        text = sub(text, DOC_A, DOC_B)
    for a, b in calls:
        text = sub(text, a, b)
    return text

right = build(o)
c.res("right", right, "signature now (teamPrize, coachCutPct, rosterSize), param docs reordered, all three calls swapped to match")
c.res("right", build(o, doc=False), "signature and all three calls swapped; the <param> doc lines left in their old order")

w = build(o, calls=(C1, C2))
c.res("wrong", w, "Main's PlayerShare(300m, 3, 0) not updated; it still compiles (ints convert) but now means a 3% cut over a roster of 0 and throws")

w = build(o, calls=())
c.res("wrong", w, "signature swapped but no call updated; every call still compiles because the int arguments convert to decimal, so all shares are computed with the roster size as the cut")

w = sub(o, SIG_A, "public static decimal PlayerShare(int rosterSize, decimal teamPrize, decimal coachCutPct)")
w = sub(w, C1[0], "PlayerShare(s.RosterSize, TeamPrize(s.Place), s.CoachCutPct)")
w = sub(w, C2[0], "PlayerShare(s.RosterSize, prize, s.CoachCutPct)")
w = sub(w, C3[0], "PlayerShare(3, 300m, 0)")
c.res("wrong", w, "swapped teamPrize and rosterSize instead; coachCutPct is still last")

w = sub(right, "s.CoachCutPct < 0 || s.CoachCutPct > 50", "s.CoachCutPct < 0 || s.CoachCutPct >= 50")
c.res("wrong", w, "swap done, but Validate's > 50 became >= 50, now rejecting a 50% coach cut")
c.write()

from lib import Case, sub

c = Case("add_enum_member-typescript-match-status", "matchStatus.ts", "add_enum_member", "typescript")
o = c.original
c.ins("terse", "MatchStatus: add Forfeit = \"forfeit\" (label \"Forfeit\", reachable from CheckIn and Paused, terminal)")
c.ins("polite", "Could you add a Forfeit status (value \"forfeit\") to MatchStatus? A match should be able to go to it from CheckIn or Paused, it ends the match like Finished does, and the overlay label should read \"Forfeit\". Please leave the existing transitions as they are.")
c.ins("declarative", "MatchStatus needs a Forfeit member (\"forfeit\"): reachable from check-in and from a pause, terminal, labelled \"Forfeit\".")
c.ins("other", "teams no-showing at check-in currently get 'cancelled' which breaks the bracket. add MatchStatus.Forfeit = \"forfeit\", allowed from CheckIn + Paused, terminal, label Forfeit")
c.ins("other", "MatchStatus に Forfeit (\"forfeit\") を追加してください。CheckIn と Paused から遷移でき、Finished と同じく終了状態、表示ラベルは \"Forfeit\"。")

ENUM_A = '  Finished = "finished",\n'
ENUM_B = '  Finished = "finished",\n  Forfeit = "forfeit",\n'
T_A = "[MatchStatus.CheckIn]: [MatchStatus.Live, MatchStatus.Cancelled],"
T_B = "[MatchStatus.CheckIn]: [MatchStatus.Live, MatchStatus.Forfeit, MatchStatus.Cancelled],"
P_A = "[MatchStatus.Paused]: [MatchStatus.Live, MatchStatus.Finished, MatchStatus.Cancelled],"
P_B = "[MatchStatus.Paused]: [MatchStatus.Live, MatchStatus.Finished, MatchStatus.Forfeit, MatchStatus.Cancelled],"
K_A = "  [MatchStatus.Finished]: [],\n"
K_B = "  [MatchStatus.Finished]: [],\n  [MatchStatus.Forfeit]: [],\n"
L_A = '      return "Final";\n'
L_B = '      return "Final";\n    case MatchStatus.Forfeit:\n      return "Forfeit";\n'
I_A = "return status === MatchStatus.Finished || status === MatchStatus.Cancelled;"
I_B = "return (\n    status === MatchStatus.Finished || status === MatchStatus.Forfeit || status === MatchStatus.Cancelled\n  );"

def full(text, skip=()):
    for name, a, b in (("enum", ENUM_A, ENUM_B), ("checkin", T_A, T_B), ("paused", P_A, P_B), ("key", K_A, K_B), ("label", L_A, L_B), ("terminal", I_A, I_B)):
        if name not in skip:
            text = sub(text, a, b)
    return text

right = full(o)
c.res("right", right, "member after Finished; reachable from CheckIn and Paused; own empty transition list; label Forfeit; isTerminal includes it")

r2 = sub(o, '  Cancelled = "cancelled",\n}', '  Cancelled = "cancelled",\n  Forfeit = "forfeit",\n}')
r2 = sub(r2, T_A, "[MatchStatus.CheckIn]: [MatchStatus.Live, MatchStatus.Cancelled, MatchStatus.Forfeit],")
r2 = sub(r2, P_A, "[MatchStatus.Paused]: [MatchStatus.Live, MatchStatus.Finished, MatchStatus.Cancelled, MatchStatus.Forfeit],")
r2 = sub(r2, "  [MatchStatus.Cancelled]: [],\n", "  [MatchStatus.Cancelled]: [],\n  [MatchStatus.Forfeit]: [],\n")
r2 = sub(r2, '      return "Cancelled";\n', '      return "Cancelled";\n    case MatchStatus.Forfeit:\n      return "Forfeit";\n')
r2 = sub(r2, I_A, "return [MatchStatus.Finished, MatchStatus.Cancelled, MatchStatus.Forfeit].includes(status);")
c.res("right", r2, "same change with Forfeit appended last everywhere and isTerminal rewritten as an includes() over the three terminal statuses")

w = full(o, skip=("checkin", "paused", "key", "label"))
c.res("wrong", w, "member and isTerminal only: TRANSITIONS lacks the Forfeit key (Record type error), statusLabel's exhaustive switch no longer compiles, and nothing can reach Forfeit", breaks=True)

w = full(o, skip=("paused",))
c.res("wrong", w, "Forfeit reachable from CheckIn only; the Paused transition was not added")

w = full(o, skip=("terminal",))
c.res("wrong", w, "isTerminal not updated, so a forfeited match gets no endedAt and advance() never moves its teams on")

w = sub(right, "  if (match.scoreA >= need) return match.teamA;\n  if (match.scoreB >= need) return match.teamB;",
        "  if (match.scoreA > need) return match.teamA;\n  if (match.scoreB > need) return match.teamB;")
c.res("wrong", w, "Forfeit added correctly, but winnerOf's >= need became > need, so a team that reaches the winning map count is not the winner")
c.write()

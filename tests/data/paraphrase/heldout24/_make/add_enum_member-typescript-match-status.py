from lib import write_case

ENUM = ('  Paused = "paused",\n', '  Paused = "paused",\n  TechnicalPause = "technical_pause",\n')
LABEL = ('      return "Paused";\n', '      return "Paused";\n    case MatchStatus.TechnicalPause:\n      return "Technical pause";\n')
ACTIVE = ("  return status === MatchStatus.Live || status === MatchStatus.Paused;\n",
          "  return (\n    status === MatchStatus.Live ||\n    status === MatchStatus.Paused ||\n    status === MatchStatus.TechnicalPause\n  );\n")

write_case(
    "add_enum_member-typescript-match-status", "matchStatus.ts", "add_enum_member", "typescript",
    [
        ("terse", 'MatchStatus: add TechnicalPause = "technical_pause" after Paused; label "Technical pause"; active like Paused'),
        ("polite", 'Could you add a TechnicalPause member (value "technical_pause") to MatchStatus, just after Paused? statusLabel should show it as "Technical pause" and isActive should treat it as active, the same as Paused. Nothing else should change.'),
        ("declarative", 'MatchStatus needs a TechnicalPause state ("technical_pause"), placed after Paused, labelled "Technical pause" and counted as active.'),
        ("other", 'MatchStatus에 Paused 바로 다음에 TechnicalPause = "technical_pause" 를 추가하고, statusLabel 에서는 "Technical pause" 로 표시, isActive 에서는 Paused 처럼 활성으로 처리해 주세요.'),
    ],
    [
        ("right-1.ts", "right", "member added after Paused, its own case in statusLabel, and a third test in isActive", [ENUM, LABEL, ACTIVE]),
        ("right-2.ts", "right", "same, with isActive rewritten as a membership test over the three active states",
         [ENUM, LABEL, (ACTIVE[0], "  return [MatchStatus.Live, MatchStatus.Paused, MatchStatus.TechnicalPause].includes(status);\n")]),
        ("wrong-1.ts", "wrong", "enum member and isActive updated but statusLabel has no case for it: the never check no longer type-checks",
         [ENUM, ACTIVE]),
        ("wrong-2.ts", "wrong", 'value written "technical-pause" with a hyphen, not the snake_case "technical_pause" the API sends',
         [(ENUM[0], ENUM[1].replace("technical_pause", "technical-pause")), LABEL, ACTIVE]),
        ("wrong-3.ts", "wrong", "member and label added, but isActive still only counts Live and Paused",
         [ENUM, LABEL]),
        ("wrong-4.ts", "wrong", "isActive tests TechnicalPause in place of Paused, so an ordinary pause is no longer active",
         [ENUM, LABEL, (ACTIVE[0], "  return status === MatchStatus.Live || status === MatchStatus.TechnicalPause;\n")]),
    ],
)

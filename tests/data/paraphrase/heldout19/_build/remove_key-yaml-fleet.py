from lib import SPLIT, apply, write_case

NAME = "remove_key-yaml-fleet"
FILE = "vessels.yaml"
src = (SPLIT / NAME / FILE).read_text()

V = [("    ais_poll_seconds: 300\n", "", 3), ("    ais_poll_seconds: 600\n", "")]
right1 = apply(src, V)
right2 = apply(right1, [("# The per-vessel ais_poll_seconds was only read by the old VMS bridge, which\n# has been switched off; the tracker below subscribes to the AIS stream.\n", "")])
wrong1 = apply(src, [("    hold_tonnes: 2100\n    ais_poll_seconds: 300\n    crew: 11\n", "    hold_tonnes: 2100\n    crew: 11\n"),
                     ("    hold_tonnes: 1450\n    ais_poll_seconds: 300\n", "    hold_tonnes: 1450\n"),
                     ("    ais_poll_seconds: 600\n", "")])
wrong2 = apply(right1, [("  ais_poll_seconds: 60\n", "")])
wrong3 = apply(right1, [("    hold_tonnes: 420\n    crew: 7\n", "    hold_tonnes: 420\n")])
wrong4 = apply(src, [("    ais_poll_seconds: 300\n    crew: 11\n", "  crew: 11\n"), ("    ais_poll_seconds: 300\n", "", 2), ("    ais_poll_seconds: 600\n", "")])

write_case(NAME, FILE, "remove_key", "yaml", [
    ("terse", "drop ais_poll_seconds from all vessels"),
    ("polite", "Could you remove the ais_poll_seconds key from every vessel entry? The tracker section has its own ais_poll_seconds, please keep that one. Nothing else should change."),
    ("declarative", "Vessel entries no longer carry ais_poll_seconds; tracker.ais_poll_seconds remains."),
    ("other", "VMS bridge is gone, so the per-vessel ais_poll_seconds can go (keep the tracker's)"),
    ("other", "Usuń klucz ais_poll_seconds ze wszystkich statków na liście vessels, sekcję tracker zostaw bez zmian."),
], [
    ("right-1.yaml", "right", "ais_poll_seconds removed from all four vessels; tracker.ais_poll_seconds and the header comment kept", right1, False),
    ("right-2.yaml", "right", "same removal, and the header comment about the per-vessel key dropped as well", right2, False),
    ("wrong-1.yaml", "wrong", "Tannis (OXGH9) still has ais_poll_seconds: removed from three of four vessels", wrong1, False),
    ("wrong-2.yaml", "wrong", "the tracker's own ais_poll_seconds was removed too", wrong2, False),
    ("wrong-3.yaml", "wrong", "Hanstholm's crew line went with its ais_poll_seconds", wrong3, False),
    ("wrong-4.yaml", "wrong", "after the removal Nordsøen's crew line is indented at the list level: the YAML no longer parses", wrong4, True),
])

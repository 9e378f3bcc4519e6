from lib import write_case

LAG = ("#define LAG_START_MM       1850\n", "#define LAG_START_MM       1950\n")


def truncated(t):
    cut = t.index("    int32_t samples[] = {")
    return t[:cut]


write_case(
    "change_value-c-lift-station", "lift_station.c", "change_value", "c",
    [
        ("terse", "LAG_START_MM 1850 -> 1950"),
        ("polite", "Could you raise the lag pump start level, LAG_START_MM, from 1850 to 1950 mm? The other levels and the station table should stay as they are, please."),
        ("declarative", "The lag pump should now start at a wet-well level of 1950 mm instead of 1850 mm."),
        ("other", "Einschaltpunkt der Nachlaufpumpe (LAG_START_MM) bitte von 1850 auf 1950 mm anheben, sonst nichts ändern."),
        ("other", "the lag pump keeps kicking in during normal dry-weather peaks, so bump its start level to 1950mm"),
    ],
    [
        ("right-1.c", "right", "LAG_START_MM changed to 1950; the 1850 mm sensor offset of PS-04 untouched", [LAG]),
        ("wrong-1.c", "wrong", "the sensor offset of station PS-04 (also 1850) was changed to 1950 as well",
         [LAG, ('{ "PS-04 Muehlweg", 1850, 1 },', '{ "PS-04 Muehlweg", 1950, 1 },')]),
        ("wrong-2.c", "wrong", "LAG_START_MM raised, and HIGH_ALARM_MM also raised from 2300 to 2400 without being asked",
         [LAG, ("#define HIGH_ALARM_MM      2300\n", "#define HIGH_ALARM_MM      2400\n")]),
        ("wrong-3.c", "wrong", "wrong target: LEAD_START_MM changed from 1200 to 1950, the lag start is still 1850",
         [("#define LEAD_START_MM      1200\n", "#define LEAD_START_MM      1950\n")]),
        ("wrong-4.c", "wrong", "value changed, but the output stops inside main(): truncated, does not compile",
         [LAG, truncated]),
    ],
)

from lib import case
P = "\tprobeReadTimeout = 4 * time.Second"
case("change_timeout-go-cold-storage", "coldstore.go", "change_timeout", "go", [
    ("terse", "probeReadTimeout 4s -> 10s"),
    ("polite", "Could you raise the probe read timeout to 10 seconds? The pager (alarm push) timeout has to stay at 4 seconds, and please don't touch anything else."),
    ("declarative", "Reading one probe gateway should be allowed to take up to 10 seconds."),
    ("other", "the gateways in the blast freezer answer slowly and we keep getting false 'probe unreachable' alarms, so give probe reads 10s instead of 4"),
], [
    ("right", "probeReadTimeout = 10 * time.Second; alarmPushTimeout stays 4s",
     [(P, "\tprobeReadTimeout = 10 * time.Second", 1)]),
    ("wrong", "both timeouts raised to 10s: alarmPushTimeout changed too",
     [("= 4 * time.Second", "= 10 * time.Second", 2)]),
    ("wrong", "alarmPushTimeout was raised to 10s; probeReadTimeout is still 4s",
     [("\talarmPushTimeout = 4 * time.Second", "\talarmPushTimeout = 10 * time.Second", 1)]),
    ("wrong", "wrong unit: probeReadTimeout = 10 * time.Millisecond",
     [(P, "\tprobeReadTimeout = 10 * time.Millisecond", 1)]),
    ("wrong", "timeout raised, but maxMissedReads also went from 3 to 5",
     [(P, "\tprobeReadTimeout = 10 * time.Second", 1), ("maxMissedReads   = 3", "maxMissedReads   = 5", 1)]),
    ("wrong", "written as 10 * Second without the time package: does not compile",
     [(P, "\tprobeReadTimeout = 10 * Second", 1)]),
])

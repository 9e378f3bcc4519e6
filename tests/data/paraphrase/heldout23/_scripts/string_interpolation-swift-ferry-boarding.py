from edits import build

HEADER = ('let header = "The " + time + " sailing to " + sailing.destination + " is now boarding."',
          'let header = "The \\(time) sailing to \\(sailing.destination) is now boarding."', 1)
GATE_OLD = 'let gate = "Please go to gate " + sailing.gate + ". The gate closes in " + String(minutesToClose) + " minutes."'
GATE = (GATE_OLD, 'let gate = "Please go to gate \\(sailing.gate). The gate closes in \\(minutesToClose) minutes."', 1)
RET = ('return header + " " + gate', 'return "\\(header) \\(gate)"', 1)
build("string_interpolation-swift-ferry-boarding", "BoardingAnnouncer.swift", {
    "right-1.swift": [HEADER, GATE, RET],
    "wrong-1.swift": [HEADER, (GATE_OLD, 'let gate = "Please go to gate \\(sailing.gate). The gate closes in \\(minutesToClose)minutes."', 1), RET],
    "wrong-2.swift": [HEADER, (GATE_OLD, 'let gate = "Please go to gate $sailing.gate. The gate closes in \\(minutesToClose) minutes."', 1), RET],
    "wrong-3.swift": [HEADER],
    "wrong-4.swift": [('let header = "The " + time + " sailing to " + sailing.destination + " is now boarding."',
                       'let header = "The \\(time) sailing to \\(sailing.destination is now boarding."', 1), GATE, RET],
})

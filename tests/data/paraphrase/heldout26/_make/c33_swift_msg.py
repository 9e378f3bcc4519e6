from lib import E, case

ORIG = r'''import Foundation

/// Errors raised while parsing credit serials such as NM-PEAT004-2022-000145.
enum SerialError: Error, CustomStringConvertible, Equatable {
    case malformed(String)
    case wrongRegistry(String)
    case vintageOutOfRange(Int)

    var description: String {
        switch self {
        case .malformed(let raw):
            return "malformed serial: \(raw)"
        case .wrongRegistry(let prefix):
            return "serial belongs to registry \(prefix), not NM"
        case .vintageOutOfRange(let year):
            return "vintage \(year) is outside 2015...2035"
        }
    }
}

struct Serial: Equatable {
    let project: String
    let vintage: Int
    let number: Int

    static func parse(_ raw: String) throws -> Serial {
        let parts = raw.split(separator: "-").map(String.init)
        guard parts.count == 4, let vintage = Int(parts[2]), let number = Int(parts[3]) else {
            throw SerialError.malformed(raw)
        }
        guard parts[0] == "NM" else {
            throw SerialError.wrongRegistry(parts[0])
        }
        guard (2015...2035).contains(vintage) else {
            throw SerialError.vintageOutOfRange(vintage)
        }
        return Serial(project: parts[1], vintage: vintage, number: number)
    }
}
'''

OLD = '            return "malformed serial: \\(raw)"'
NEW = '            return "serial \\"\\(raw)\\" does not match NM-<project>-<vintage>-<number>"'

case(
    "error_message-swift-malformed-serial", "Serial.swift", "error_message", "swift", ORIG,
    [
        ("terse", "malformed msg -> serial \"<raw>\" does not match NM-<project>-<vintage>-<number>"),
        ("polite", "Could you change the message for SerialError.malformed so it reads: serial \"<raw>\" does not match NM-<project>-<vintage>-<number>, with the raw serial in quotes? The other two messages should stay as they are."),
        ("declarative", "A malformed serial's description should be: serial \"…\" does not match NM-<project>-<vintage>-<number>, quoting the raw input."),
        ("other", "Zmień komunikat dla .malformed na: serial \"<raw>\" does not match NM-<project>-<vintage>-<number> (surowy numer w cudzysłowie). Reszta bez zmian."),
    ],
    [
        ("right-1.swift", "right", "malformed message replaced, raw value interpolated in escaped quotes; other messages unchanged", [E(OLD, NEW)]),
        ("right-2.swift", "right", "same message built with a raw string literal #\"...\"# and \\#(raw) interpolation",
         [E(OLD, '            return #"serial "\\#(raw)" does not match NM-<project>-<vintage>-<number>"#')]),
        ("wrong-1.swift", "wrong", "the wrongRegistry message was changed instead of the malformed one",
         [E('            return "serial belongs to registry \\(prefix), not NM"', '            return "serial \\"\\(prefix)\\" does not match NM-<project>-<vintage>-<number>"')]),
        ("wrong-2.swift", "wrong", "the interpolation is missing: the message prints a literal <raw> instead of the serial",
         [E(OLD, '            return "serial \\"<raw>\\" does not match NM-<project>-<vintage>-<number>"')]),
        ("wrong-3.swift", "wrong", "the quotes inside the message are not escaped: the string literal ends early and the file no longer compiles",
         [E(OLD, '            return "serial "\\(raw)" does not match NM-<project>-<vintage>-<number>"')], "broken"),
        ("wrong-4.swift", "wrong", "message changed, but parse now accepts vintages from 2010", [E(OLD, NEW), E("guard (2015...2035).contains(vintage)", "guard (2010...2035).contains(vintage)")]),
    ],
)

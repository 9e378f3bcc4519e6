import Foundation

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

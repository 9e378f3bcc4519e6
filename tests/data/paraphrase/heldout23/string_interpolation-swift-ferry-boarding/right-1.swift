import Foundation

/// One departure as shown on the Kerrow terminal screens.
struct Sailing {
    let id: String
    let destination: String
    let departs: Date
    let gate: String
    let vessel: String
}

enum BoardingStatus {
    case waiting
    case boarding
    case closed
}

/// Builds the texts read out by the terminal's announcement system.
final class BoardingAnnouncer {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "HH:mm"
        f.timeZone = TimeZone(identifier: "Europe/London")
        return f
    }()

    func boardingMessage(for sailing: Sailing, minutesToClose: Int) -> String {
        let time = formatter.string(from: sailing.departs)
        let header = "The \(time) sailing to \(sailing.destination) is now boarding."
        let gate = "Please go to gate \(sailing.gate). The gate closes in \(minutesToClose) minutes."
        return "\(header) \(gate)"
    }

    func delayMessage(for sailing: Sailing, minutesLate: Int) -> String {
        return "The " + formatter.string(from: sailing.departs) + " sailing to " + sailing.destination
            + " is delayed by about " + String(minutesLate) + " minutes."
    }

    func status(of sailing: Sailing, now: Date) -> BoardingStatus {
        let minutes = sailing.departs.timeIntervalSince(now) / 60
        if minutes > 30 {
            return .waiting
        }
        return minutes > 10 ? .boarding : .closed
    }
}

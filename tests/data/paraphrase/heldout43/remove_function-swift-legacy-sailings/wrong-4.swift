import Foundation

/// Timetable for one crossing day on the Brannock - Port Ailean route.
struct Sailing: Equatable {
    let departs: Date
    let vessel: String
    let cancelled: Bool
}

final class CrossingTimetable {
    private(set) var sailings: [Sailing] = []
    private let calendar = Calendar(identifier: .gregorian)

    func add(_ sailing: Sailing) {
        sailings.append(sailing)
        sailings.sort { $0.departs < $1.departs }
    }

    func next(after moment: Date) -> Sailing? {
        sailings.first { $0.departs > moment && !$0.cancelled }
    }

    }

    func cancel(at departs: Date) -> Bool {
        guard let i = sailings.firstIndex(where: { $0.departs == departs }) else { return false }
        let s = sailings[i]
        sailings[i] = Sailing(departs: s.departs, vessel: s.vessel, cancelled: true)
        return true
    }

    func lastSailing(on day: Date) -> Sailing? {
        sailings.last { calendar.isDate($0.departs, inSameDayAs: day) && !$0.cancelled }
    }
}

import Foundation

struct FarrierVisit {
    let horse: String
    let date: Date
    let shoes: Int
    let remedial: Bool
}

final class FarrierLedger {
    private(set) var visits: [FarrierVisit] = []

    func record(_ visit: FarrierVisit) {
        visits.append(visit)
        visits.sort { $0.date < $1.date }
    }

    func lastVisit(for horse: String) -> FarrierVisit? {
        visits.last { $0.horse == horse }
    }

    /// Returns the last visit plus `intervalDays` (42 by default),
    /// or nil when the horse has never had a farrier visit.
    func nextDue(for horse: String, intervalDays: Int = 42) -> Date? {
        guard let last = lastVisit(for: horse) else { return nil }
        return Calendar.current.date(byAdding: .day, value: intervalDays, to: last.date)
    }

    func shoesUsed(since start: Date) -> Int {
        visits.filter { $0.date >= start }.reduce(0) { $0 + $1.shoes }
    }
}

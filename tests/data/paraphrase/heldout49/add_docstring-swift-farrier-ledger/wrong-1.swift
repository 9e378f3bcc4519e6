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

    /// Date the horse is next due for the farrier: its last recorded visit plus `intervalDays`.
    /// - Parameters:
    ///   - horse: The horse's name as recorded in the ledger.
    ///   - intervalDays: Days between visits, 42 by default.
    /// - Returns: The due date, or `nil` when the horse has no recorded visit.
    func lastVisit(for horse: String) -> FarrierVisit? {
        visits.last { $0.horse == horse }
    }

    func nextDue(for horse: String, intervalDays: Int = 42) -> Date? {
        guard let last = lastVisit(for: horse) else { return nil }
        return Calendar.current.date(byAdding: .day, value: intervalDays, to: last.date)
    }

    func shoesUsed(since start: Date) -> Int {
        visits.filter { $0.date >= start }.reduce(0) { $0 + $1.shoes }
    }
}

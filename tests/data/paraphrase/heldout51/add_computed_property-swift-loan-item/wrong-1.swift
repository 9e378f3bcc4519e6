import Foundation

/// A patron's loan as shown in the Harrowgate Libraries iOS app.
struct LoanItem: Identifiable, Codable {
    let id: String
    let title: String
    let author: String
    let dueDate: Date
    var renewals: Int
    var holdsWaiting: Int

    static let maxRenewals = 3

    var isOverdue: Bool {
        dueDate < Date()
    }

    var canRenew: Bool {
        renewals <= LoanItem.maxRenewals && holdsWaiting == 0 && !isOverdue
    }

    func daysUntilDue(from now: Date = Date()) -> Int {
        let calendar = Calendar.current
        let start = calendar.startOfDay(for: now)
        let end = calendar.startOfDay(for: dueDate)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }
}

extension LoanItem {
    var subtitle: String {
        "\(author) · due \(dueDate.formatted(date: .abbreviated, time: .omitted))"
    }
}

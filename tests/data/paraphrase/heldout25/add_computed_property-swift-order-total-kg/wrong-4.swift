import Foundation

/// A wholesale order from one of the cafés supplied by the Harrow & Finch roastery.
struct RoastOrder {
    let customer: String
    let blend: String
    var bags: Int
    let bagSizeKg: Double
    let roastDay: Date
    var ground: Bool = false

    /// Large orders are roasted first thing, before the retail batches.
    var isLarge: Bool { bags > 20 }

    var totalKg: Double { Double(bags) * bagSizeKg }
}

extension RoastOrder {
    func invoiceLine(pricePerKg: Double) -> String {
        let kg = Double(bags) * bagSizeKg
        return String(format: "%@ - %@: %d x %.1f kg = %.2f", customer, blend, bags, bagSizeKg, kg * pricePerKg)
    }
}

/// Kilograms to roast per blend for one roast day.
func roastPlan(for orders: [RoastOrder], on day: Date) -> [String: Double] {
    var plan: [String: Double] = [:]
    for order in orders where Calendar.current.isDate(order.roastDay, inSameDayAs: day) {
        plan[order.blend, default: 0] += Double(order.bags) * order.bagSizeKg
    }
    return plan
}

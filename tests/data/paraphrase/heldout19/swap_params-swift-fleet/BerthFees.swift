import Foundation

/// Harbour dues for the Peterhead fish market quay.
/// Fees are charged per metre of vessel length per started hour at the berth.
struct BerthTariff {
    var ratePerMetreHour: Decimal
    var minimumCharge: Decimal
    var landingDayDiscount: Decimal  // fraction off on auction days
}

enum Quay: String {
    case north = "North Quay"
    case albert = "Albert Quay"
    case southBay = "South Bay"
}

struct BerthBooking {
    let vesselName: String
    let lengthMetres: Double
    let quay: Quay
    let arrival: Date
    let departure: Date
}

func berthFee(lengthMetres: Double, hours: Int, tariff: BerthTariff, auctionDay: Bool) -> Decimal {
    let metres = Decimal(lengthMetres.rounded(.up))
    var fee = metres * Decimal(hours) * tariff.ratePerMetreHour
    if auctionDay {
        fee -= fee * tariff.landingDayDiscount
    }
    return max(fee, tariff.minimumCharge)
}

func startedHours(from arrival: Date, to departure: Date) -> Int {
    let seconds = departure.timeIntervalSince(arrival)
    return max(1, Int((seconds / 3600).rounded(.up)))
}

func invoiceLine(for booking: BerthBooking, tariff: BerthTariff, auctionDays: Set<Int>) -> String {
    let hours = startedHours(from: booking.arrival, to: booking.departure)
    let weekday = Calendar(identifier: .gregorian).component(.weekday, from: booking.arrival)
    let fee = berthFee(lengthMetres: booking.lengthMetres, hours: hours, tariff: tariff,
                       auctionDay: auctionDays.contains(weekday))
    return "\(booking.vesselName) @ \(booking.quay.rawValue): \(hours) h, £\(fee)"
}

func quoteForSkipper(lengthMetres: Double, plannedHours: Int, tariff: BerthTariff) -> Decimal {
    return berthFee(lengthMetres: lengthMetres, hours: plannedHours, tariff: tariff, auctionDay: false)
}

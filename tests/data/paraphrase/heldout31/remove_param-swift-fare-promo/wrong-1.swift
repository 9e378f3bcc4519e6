import Foundation

/// Fare calculation for the Kestrel Sound booking app.
enum VehicleClass: String {
    case car, campervan, motorcycle, hgv, bicycle
}

struct FareTable {
    let perMetre: [VehicleClass: Decimal]
    let footPassenger: Decimal
    let returnDiscount: Decimal  // fraction off the second leg
}

let summer2026 = FareTable(
    perMetre: [.car: 14.50, .campervan: 16.00, .motorcycle: 11.00, .hgv: 19.75, .bicycle: 0],
    footPassenger: 8.40,
    returnDiscount: 0.15
)

func fare(for vehicle: VehicleClass, lengthMetres: Decimal, passengers: Int, isReturn: Bool, table: FareTable) -> Decimal {
    let vehiclePart = (table.perMetre[vehicle] ?? 0) * lengthMetres
    let people = Decimal(passengers) * table.footPassenger
    let single = vehiclePart + people
    if isReturn {
        return single + single * (1 - table.returnDiscount)
    }
    return single
}

func quoteLine(vehicle: VehicleClass, lengthMetres: Decimal, passengers: Int, isReturn: Bool) -> String {
    let total = fare(for: vehicle, lengthMetres: lengthMetres, passengers: passengers, isReturn: isReturn, table: summer2026)
    return "\(vehicle.rawValue) \(lengthMetres) m, \(passengers) pax\(isReturn ? " return" : ""): £\(total)"
}

func deckQuote(bookings: [(VehicleClass, Decimal, Int)]) -> Decimal {
    bookings.reduce(0) { sum, b in
        sum + fare(for: b.0, lengthMetres: b.1, passengers: b.2, isReturn: false, promoCode: "DECK", table: summer2026)
    }
}

print(quoteLine(vehicle: .campervan, lengthMetres: 6.9, passengers: 2, isReturn: true))

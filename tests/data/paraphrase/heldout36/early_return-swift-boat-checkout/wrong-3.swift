import Foundation

struct BoatBooking {
    let sailNumber: Int
    let sailorName: String
    let start: Date
    let hours: Double
    var checkedOut: Bool
}

enum CheckoutError: Error {
    case notFound
    case alreadyOut
    case tooWindy(gustKnots: Double)
}

final class BoatPark {
    private var bookings: [Int: BoatBooking] = [:]
    var maxGustKnots: Double = 22

    func add(_ booking: BoatBooking) {
        bookings[booking.sailNumber] = booking
    }

    func checkOut(sailNumber: Int, currentGust: Double) throws -> BoatBooking {
        guard var booking = bookings[sailNumber] else {
            throw CheckoutError.notFound
        }
        guard !booking.checkedOut else {
            throw CheckoutError.alreadyOut
        }
        guard currentGust <= maxGustKnots else {
            throw CheckoutError.tooWindy(gustKnots: currentGust)
        }
        booking.checkedOut = true
        return booking
    }

    func boatsOnWater() -> [Int] {
        bookings.values.filter { $0.checkedOut }.map { $0.sailNumber }.sorted()
    }
}

import Foundation

struct PublicNight {
    let date: Date
    let theme: String
    let capacity: Int
    var booked: Int
}

enum BookingError: Error, Equatable {
    case invalidPartySize(Int)
    case noSuchNight
    case soldOut(left: Int)
}

/// Seat bookings for the Kestrel Ridge public observing nights.
final class BookingService {
    private var nights: [PublicNight]
    private let maxParty: Int
    private let calendar = Calendar(identifier: .gregorian)

    init(nights: [PublicNight], maxParty: Int = 6) {
        self.nights = nights
        self.maxParty = maxParty
    }

    func seatsLeft(on date: Date) -> Int? {
        guard let night = nights.first(where: { calendar.isDate($0.date, inSameDayAs: date) }) else {
            return nil
        }
        return night.capacity - night.booked
    }

    /// Books seats for a party on the public night that falls on `date`.
    ///
    /// - Parameters:
    ///   - partySize: Number of visitors, from 1 up to the service's `maxParty`.
    ///   - date: Any time on the day of the public night.
    /// - Returns: The number of seats still free on that night after this booking.
    /// - Throws: `BookingError.invalidPartySize` for a party outside 1...maxParty,
    ///   `BookingError.noSuchNight` when no public night is scheduled that day, and
    ///   `BookingError.soldOut` when fewer seats than `partySize` are left.
    func book(partySize: Int, on date: Date) throws -> Int {
        guard partySize > 0, partySize < maxParty else {
            throw BookingError.invalidPartySize(partySize)
        }
        guard let index = nights.firstIndex(where: { calendar.isDate($0.date, inSameDayAs: date) }) else {
            throw BookingError.noSuchNight
        }
        let left = nights[index].capacity - nights[index].booked
        guard partySize <= left else {
            throw BookingError.soldOut(left: left)
        }
        nights[index].booked += partySize
        return left - partySize
    }
}

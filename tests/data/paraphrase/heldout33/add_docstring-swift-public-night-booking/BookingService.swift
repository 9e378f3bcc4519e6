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

    func book(partySize: Int, on date: Date) throws -> Int {
        guard partySize > 0, partySize <= maxParty else {
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

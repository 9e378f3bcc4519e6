import Foundation

/// Ticket prices for the guided tours, in euro cents.
enum TourPrice {
    static let adult = 1800
    static let child = 900
    static let senior = 1400
}

struct Tour {
    let id: String
    let title: String
    let startsAt: Date
    let maxGuests: Int
}

struct TourGroup {
    let leader: String
    var adults: Int
    var children: Int
    var seniors: Int

    var headcount: Int {
        adults + children + seniors
    }

    var totalPriceCents: Int {
        adults * TourPrice.adult + children * TourPrice.child + seniors * TourPrice.senior
    }

    /// Groups with many children need a second guide at the touch pools.
    var needsSecondGuide: Bool {
        children > 8 || headcount > 20
    }
}

func fits(_ group: TourGroup, on tour: Tour, alreadyBooked: Int) -> Bool {
    alreadyBooked + group.headcount <= tour.maxGuests
}

func describe(_ group: TourGroup) -> String {
    var text = "\(group.leader): \(group.headcount) guests"
    if group.needsSecondGuide {
        text += " (second guide)"
    }
    return text
}

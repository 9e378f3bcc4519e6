import Foundation

enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday
}

struct LessonSlot: Equatable {
    let tutorID: String
    let day: Weekday
    let startMinute: Int   // minutes after midnight
    var bookedBy: String?
}

final class TutorAvailability {
    private var slots: [LessonSlot] = []

    init(slots: [LessonSlot]) {
        self.slots = slots
    }

    func freeSlots(for tutorID: String, on day: Weekday) -> [LessonSlot] {
        slots
            .filter { $0.tutorID == tutorID && $0.day == day && $0.bookedBy == nil }
            .sorted { $0.startMinute < $1.startMinute }
    }

    /// Unbooked slots of one tutor on the given weekday, earliest first.
    func book(_ slot: LessonSlot, for studentID: String) -> Bool {
        guard let index = slots.firstIndex(of: slot), slots[index].bookedBy == nil else {
            return false
        }
        slots[index].bookedBy = studentID
        return true
    }

    func busiestTutor() -> String? {
        let booked = slots.filter { $0.bookedBy != nil }
        let counts = Dictionary(grouping: booked, by: { $0.tutorID }).mapValues(\.count)
        return counts.max { $0.value < $1.value }?.key
    }
}

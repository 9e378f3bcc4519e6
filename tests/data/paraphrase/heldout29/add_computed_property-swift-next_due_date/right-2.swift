import Foundation

/// A repeat prescription as the refill reminder app sees it.
struct RepeatPrescription: Identifiable, Codable {
    let id: UUID
    let medicine: String
    let patientName: String
    var lastCollected: Date
    var daysSupply: Int
    var repeatsLeft: Int

    var isLastRepeat: Bool {
        repeatsLeft == 1
    }

    var nextDueDate: Date {
        Calendar.current.date(byAdding: .day, value: daysSupply, to: lastCollected)!
    }

    func isOverdue(on day: Date) -> Bool {
        day > nextDueDate
    }
}

struct ReminderPlanner {
    var leadDays = 3

    func reminderText(for rx: RepeatPrescription) -> String {
        var text = "Time to order \(rx.medicine) for \(rx.patientName)."
        if rx.isLastRepeat {
            text += " This is the last repeat: ask your GP for a new prescription."
        }
        return text
    }

    func sample() -> RepeatPrescription {
        RepeatPrescription(id: UUID(), medicine: "Levothyroxine 50mcg", patientName: "J. Okoro",
                           lastCollected: Date(), daysSupply: 28, repeatsLeft: 4)
    }
}

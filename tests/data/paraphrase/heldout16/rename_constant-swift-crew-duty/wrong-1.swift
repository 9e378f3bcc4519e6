import Foundation

/// Flight time and duty limits used by the crew app's legality banner.
enum DutyLimits {
    static let maxFlightMinutesPerDay = 540
    static let maxDutyPeriodMinutes = 780
    static let minRestMinutes = 600
}

struct DutyDay {
    let crewId: String
    let flightMinutes: Int
    let dutyMinutes: Int
    let restBeforeMinutes: Int
}

func legalityWarnings(for day: DutyDay) -> [String] {
    var warnings: [String] = []
    if day.flightMinutes > DutyLimits.maxFlightMinutesPerDay {
        warnings.append("Flight time over \(DutyLimits.maxFlightMinutesPerDay / 60) h")
    }
    if day.dutyMinutes > DutyLimits.maxDutyPeriodMinutes {
        warnings.append("Duty time over \(DutyLimits.maxDutyPeriodMinutes / 60) h")
    }
    if day.restBeforeMinutes < DutyLimits.minRestMinutes {
        warnings.append("Rest shorter than \(DutyLimits.minRestMinutes / 60) h")
    }
    return warnings
}

func remainingDutyMinutes(for day: DutyDay) -> Int {
    max(0, DutyLimits.maxDutyMinutesPerDay - day.dutyMinutes)
}

import Foundation

/// Decides whether a ski tour route can be recommended in the morning report.
struct TourConditions {
    let dangerLevel: Int        // 1...5
    let slopeDegrees: Double
    let freshSnowCm: Int
    let windKmh: Int
    let guided: Bool
}

enum Advice: String {
    case recommended = "recommended"
    case caution = "only for experienced tourers"
    case closed = "not recommended"
}

func advice(for c: TourConditions) -> Advice {
    if c.dangerLevel >= 4 {
        return .closed
    }
    if c.dangerLevel == 3 && c.slopeDegrees >= 30 && !c.guided {
        return .closed
    }
    if c.freshSnowCm > 30 || c.windKmh > 60 {
        return .caution
    }
    return .recommended
}

func morningLine(route: String, c: TourConditions) -> String {
    let a = advice(for: c)
    return "\(route): \(a.rawValue) (danger \(c.dangerLevel), \(Int(c.slopeDegrees))°)"
}

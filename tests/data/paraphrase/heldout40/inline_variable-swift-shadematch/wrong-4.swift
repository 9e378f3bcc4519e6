import Foundation

/// Shade-matching photo check for the Kestrel Dental Lab iPad app.
struct ShadeReading {
    let caseNumber: String
    let tab: String
    let deltaE: Double
    let photoTakenAt: Date
}

enum MatchResult: Equatable {
    case accept
    case review(String)
    case reject
}

struct ShadeMatcher {
    var acceptableDeltaE: Double = 2.7
    var reviewDeltaE: Double = 5.5

    func evaluate(_ reading: ShadeReading, now: Date = Date()) -> MatchResult {
        let photoAge = now.timeIntervalSince(reading.photoTakenAt)
        let tooOld = photoAge > 14 * 24 * 3600
        if tooOld {
            return .review("photo older than two weeks")
        }
        if reading.deltaE <= acceptableDeltaE {
            return .accept
        }
        if reading.deltaE <= acceptableDeltaE {
            return .review("delta E \(reading.deltaE) against tab \(reading.tab)")
        }
        return .reject
    }

    func batch(_ readings: [ShadeReading]) -> [String: MatchResult] {
        var out: [String: MatchResult] = [:]
        for r in readings {
            out[r.caseNumber] = evaluate(r)
        }
        return out
    }
}

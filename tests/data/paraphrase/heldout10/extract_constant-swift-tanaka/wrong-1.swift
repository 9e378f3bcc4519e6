import Foundation

/// Heart-rate training zones for the running club app.
/// Zones follow the Karvonen (heart-rate reserve) method.
struct Athlete {
    let name: String
    let age: Int
    let restingHeartRate: Int
    var measuredMaxHeartRate: Int?
}

enum Zone: Int, CaseIterable {
    case recovery = 1, endurance, tempo, threshold, vo2max

    var bounds: (lower: Double, upper: Double) {
        switch self {
        case .recovery: return (0.50, 0.60)
        case .endurance: return (0.60, 0.70)
        case .tempo: return (0.70, 0.80)
        case .threshold: return (0.80, 0.90)
        case .vo2max: return (0.90, 1.00)
        }
    }
}

struct ZoneCalculator {
    static let tanakaIntercept = 208.0
    static let tanakaSlope = 0.7

    func maxHeartRate(for athlete: Athlete) -> Int {
        if let measured = athlete.measuredMaxHeartRate {
            return measured
        }
        // Tanaka formula: 208 - 0.7 x age
        return Int((208.0 - 0.7 * Double(athlete.age)).rounded())
    }

    func range(of zone: Zone, for athlete: Athlete) -> ClosedRange<Int> {
        let maxHR = maxHeartRate(for: athlete)
        let reserve = Double(maxHR - athlete.restingHeartRate)
        let low = Int((reserve * zone.bounds.lower).rounded()) + athlete.restingHeartRate
        let high = Int((reserve * zone.bounds.upper).rounded()) + athlete.restingHeartRate
        return low...high
    }

    func zone(forHeartRate bpm: Int, athlete: Athlete) -> Zone? {
        Zone.allCases.first { range(of: $0, for: athlete).contains(bpm) }
    }

    func isPlausible(bpm: Int) -> Bool {
        bpm >= 30 && bpm <= 230
    }

    func timeInZones(samples: [Int], athlete: Athlete, sampleSeconds: Int = 5) -> [Zone: Int] {
        var totals: [Zone: Int] = [:]
        for bpm in samples where isPlausible(bpm: bpm) {
            if let z = zone(forHeartRate: bpm, athlete: athlete) {
                totals[z, default: 0] += sampleSeconds
            }
        }
        return totals
    }
}

import Foundation

/// A quay crane's lift, as reported by the spreader's load cell.
struct Lift {
    let craneID: String
    let containerID: String
    let grossKg: Double
    let twin: Bool
}

enum LoadWarning: Equatable {
    case overweight(containerID: String, overByKg: Double)
    case twinImbalance(containerID: String)
}

struct LoadMonitor {
    let safeWorkingLoadKg: Double

    func check(_ lift: Lift, tolerancePercent: Double = 0) -> [LoadWarning] {
        var warnings: [LoadWarning] = []
        if lift.grossKg > safeWorkingLoadKg {
            warnings.append(.overweight(containerID: lift.containerID, overByKg: lift.grossKg - safeWorkingLoadKg))
        }
        if lift.twin && lift.grossKg > safeWorkingLoadKg * 0.9 {
            warnings.append(.twinImbalance(containerID: lift.containerID))
        }
        return warnings
    }

    func shiftReport(_ lifts: [Lift]) -> String {
        let flagged = lifts.filter { !check($0).isEmpty }
        return "\(lifts.count) lifts, \(flagged.count) with warnings"
    }
}

let monitor = LoadMonitor(safeWorkingLoadKg: 65_000)
let lifts = [
    Lift(craneID: "QC03", containerID: "MSKU 481220-3", grossKg: 28_400, twin: false),
    Lift(craneID: "QC03", containerID: "TGHU 905117-0", grossKg: 61_000, twin: true),
]
print(monitor.shiftReport(lifts))

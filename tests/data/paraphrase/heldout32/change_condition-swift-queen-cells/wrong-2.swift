import Foundation

/// What an inspector saw on one frame when looking for queen cells.
struct FrameObservation {
    let frameNumber: Int
    let swarmCells: Int      // along the bottom bar
    let supersedureCells: Int // on the face of the comb
    let cellsCapped: Bool
}

enum SwarmRisk: String {
    case none, watch, imminent
}

struct QueenCellCheck {
    var observations: [FrameObservation]

    var totalSwarmCells: Int {
        observations.reduce(0) { $0 + $1.swarmCells }
    }

    var anyCapped: Bool {
        observations.contains { $0.cellsCapped && $0.swarmCells > 0 }
    }

    /// The co-op rule of thumb for deciding whether to split a colony now.
    func swarmRisk(daysSinceLastCheck: Int) -> SwarmRisk {
        if totalSwarmCells == 0 {
            return .none
        }
        if totalSwarmCells >= 3 {
            return .imminent
        }
        if daysSinceLastCheck > 7 {
            return .imminent
        }
        return .watch
    }

    func advice(daysSinceLastCheck: Int) -> String {
        switch swarmRisk(daysSinceLastCheck: daysSinceLastCheck) {
        case .none: return "No action."
        case .watch: return "Re-inspect within 5 days."
        case .imminent: return "Split today or remove the queen with a nuc."
        }
    }
}

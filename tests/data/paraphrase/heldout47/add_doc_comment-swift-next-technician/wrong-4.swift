import Foundation

/// A wind technician on the Tarn Edge maintenance rota.
struct Technician {
    let id: String
    let name: String
    let gwoCertifiedUntil: Date   // Global Wind Organisation basic safety training
    let canClimb: Bool
    var assignedTurbines: [String]
}

enum RosterError: Error {
    case nobodyAvailable(turbine: String)
}

final class CrewRoster {
    private(set) var technicians: [Technician]
    private let maxTurbinesPerTech = 3

    init(technicians: [Technician]) {
        self.technicians = technicians
    }

    func nextAvailableTechnician(for turbine: String, on day: Date, needsClimb: Bool = true) -> Technician? {
        /// Picks the least-loaded technician who can take on `turbine` on `day`.
        ///
        /// - Parameters:
        ///   - turbine: The turbine that needs a technician.
        ///   - day: The working day; the technician's GWO certificate must still be valid then.
        ///   - needsClimb: Whether the job needs someone cleared to climb the tower.
        /// - Returns: The technician with the fewest assigned turbines, or `nil` if nobody qualifies.

        technicians
            .filter { $0.gwoCertifiedUntil > day }
            .filter { !needsClimb || $0.canClimb }
            .filter { $0.assignedTurbines.count < maxTurbinesPerTech && !$0.assignedTurbines.contains(turbine) }
            .min { $0.assignedTurbines.count < $1.assignedTurbines.count }
    }

    func assign(turbine: String, on day: Date) throws -> Technician {
        guard let tech = nextAvailableTechnician(for: turbine, on: day) else {
            throw RosterError.nobodyAvailable(turbine: turbine)
        }
        if let index = technicians.firstIndex(where: { $0.id == tech.id }) {
            technicians[index].assignedTurbines.append(turbine)
        }
        return tech
    }
}

import Foundation

struct Patient {
    let id: String
    let name: String
    let mobile: String?
    let allergies: [String]
}

struct Prescription {
    let drug: String
    let doseMg: Int
    let days: Int
}

final class PrescriptionService {
    private let formulary: Set<String>
    private var issued: [String: [Prescription]] = [:]

    init(formulary: Set<String>) {
        self.formulary = formulary
    }

    func prescribe(_ drug: String, doseMg: Int, days: Int, for patient: Patient) throws -> Prescription {
        guard formulary.contains(drug) else {
            throw PrescribingError.notInFormulary(drug)
        }
        let script = Prescription(drug: drug, doseMg: doseMg, days: days)
        issued[patient.id, default: []].append(script)
        guard !patient.allergies.contains(where: { $0.caseInsensitiveCompare(drug) == .orderedSame }) else {
            throw PrescribingError.allergy(drug)
        }
        return script
    }

    func history(for patient: Patient) -> [Prescription] {
        issued[patient.id] ?? []
    }
}

enum PrescribingError: Error {
    case notInFormulary(String)
    case allergy(String)
}

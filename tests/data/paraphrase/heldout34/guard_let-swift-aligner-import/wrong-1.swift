import Foundation

enum OrderImportError: Error, Equatable {
    case missingField(String)
    case unknownSystem(String)
    case badStageCount(Int)
}

struct AlignerOrder: Equatable {
    let orderID: String
    let patientRef: String
    let system: String
    let stages: Int
    let upperArch: Bool
    let lowerArch: Bool
}

let knownSystems: Set<String> = ["ClearStep Pro", "ClearStep Lite", "ClearStep Teen"]

/// Builds an order from one row of the lab portal's JSON export.
func loadAlignerOrder(_ row: [String: Any]) throws -> AlignerOrder {
    guard let orderID = row["order_id"] as? String else {
        throw OrderImportError.missingField("patient_ref")
    }
    guard let patientRef = row["patient_ref"] as? String else {
        throw OrderImportError.missingField("order_id")
    }
    guard let system = row["aligner_system"] as? String, knownSystems.contains(system) else {
        throw OrderImportError.unknownSystem(row["aligner_system"] as? String ?? "")
    }
    guard let stages = row["stages"] as? Int, (1...60).contains(stages) else {
        throw OrderImportError.badStageCount(row["stages"] as? Int ?? -1)
    }
    let arches = row["arches"] as? [String] ?? []
    return AlignerOrder(orderID: orderID, patientRef: patientRef, system: system, stages: stages,
                        upperArch: arches.contains("upper"), lowerArch: arches.contains("lower"))
}

/// Imports a whole export; rows that fail are reported, not fatal.
func importOrders(_ rows: [[String: Any]]) -> (orders: [AlignerOrder], rejected: [(Int, OrderImportError)]) {
    var orders: [AlignerOrder] = []
    var rejected: [(Int, OrderImportError)] = []
    for (index, row) in rows.enumerated() {
        do {
            orders.append(try loadAlignerOrder(row))
        } catch let error as OrderImportError {
            rejected.append((index, error))
        } catch {
            continue
        }
    }
    return (orders, rejected)
}

func stagesPerArch(_ orders: [AlignerOrder]) -> Int {
    orders.reduce(0) { total, order in
        total + order.stages * ((order.upperArch ? 1 : 0) + (order.lowerArch ? 1 : 0))
    }
}

import Foundation

/// A harvest crate weighed at the packing bench.
struct Crate {
    let room: String
    let species: String
    let grossGrams: Int
    let grade: Character
}

let crateTareGrams = 410

func netGrams(_ crate: Crate) -> Int {
    max(0, crate.grossGrams - crateTareGrams)
}

func gradeShare(_ crates: [Crate], grade: Character) -> Double {
    let total = crates.reduce(0) { $0 + netGrams($1) }
    guard total > 0 else { return 0 }
    let graded = crates.filter { $0.grade == grade }.reduce(0) { $0 + netGrams($1) }
    return Double(graded) / Double(total)
}

func packingSummary(_ crates: [Crate]) -> String {
    let byRoom = Dictionary(grouping: crates, by: { $0.room })
    var lines: [String] = []
    for room in byRoom.keys.sorted() {
        let net = byRoom[room]!.reduce(0) { $0 + netGrams($1) }
        lines.append(String(format: "%@: %.2f kg", room, Double(net) / 1000))
    }
    return lines.joined(separator: "\n")
}

let today = [
    Crate(room: "oyster-a", species: "Pleurotus ostreatus", grossGrams: 2890, grade: "A"),
    Crate(room: "oyster-a", species: "Pleurotus ostreatus", grossGrams: 2410, grade: "B"),
    Crate(room: "lions-mane", species: "Hericium erinaceus", grossGrams: 1980, grade: "A"),
]
print(packingSummary(today))
print("grade A share:", gradeShare(today, grade: "A"))

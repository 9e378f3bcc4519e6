import Foundation

/// A hold on the Basalt Works board, as tracked by the setting crew's iPad app.
struct Hold: Hashable {
    enum Shape: String, Codable {
        case jug, crimp, sloper, pinch, pocket, volume
    }

    let id: UUID
    var shape: Shape
    var color: String
    var boltHoles: Int
    var lastWashed: Date?
}

/// A wall panel and the holds currently bolted to it.
struct Panel {
    let label: String
    var holds: [Hold]

    func needsWash(olderThan days: Int, now: Date = Date()) -> [Hold] {
        let cutoff = now.addingTimeInterval(-Double(days) * 86_400)
        return holds.filter { hold in
            guard let washed = hold.lastWashed else { return true }
            return washed < cutoff
        }
    }

    func count(of shape: Hold.Shape) -> Int {
        holds.filter { $0.shape == shape }.count
    }
}

/// Bins of holds in the wash room, keyed by color.
func sortForWash(_ holds: [Hold]) -> [String: [Hold]] {
    Dictionary(grouping: holds, by: { $0.color })
}

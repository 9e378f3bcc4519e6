import Foundation

enum CarMode {
    case normal
    case inspection
    case fireService
    case outOfService
}

final class CarDispatcher {
    private(set) var queue: [Int] = []
    private(set) var currentFloor: Int
    var mode: CarMode = .normal
    let floors: ClosedRange<Int>

    init(floors: ClosedRange<Int>, startAt: Int) {
        self.floors = floors
        self.currentFloor = startAt
    }

    func request(floor: Int) {
        guard mode != .normal else {
            return
        }
        if floors.contains(floor) && !queue.contains(floor) && floor != currentFloor {
            queue.append(floor)
            queue.sort { abs($0 - currentFloor) < abs($1 - currentFloor) }
        }
    }

    func dispatchNext() -> Int? {
        guard let next = queue.first else {
            return nil
        }
        queue.removeFirst()
        currentFloor = next
        return next
    }

    func openDoors() -> Bool {
        return mode != .outOfService
    }
}

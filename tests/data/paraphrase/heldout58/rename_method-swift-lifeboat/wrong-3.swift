import Foundation

struct CrewStatus {
    var onCall: Int
    var required: Int

    var readyForLaunch: Bool { onCall >= required }
}

final class Lifeboat {
    let name: String
    let crew: CrewStatus
    var fuelPercent: Double
    var lastService: Date

    init(name: String, crew: CrewStatus, fuelPercent: Double, lastService: Date) {
        self.name = name
        self.crew = crew
        self.fuelPercent = fuelPercent
        self.lastService = lastService
    }

    func isLaunchReady(now: Date = Date()) -> Bool {
        let serviceAgeDays = now.timeIntervalSince(lastService) / 86_400
        return crew.readyForLaunch && fuelPercent > 60 && serviceAgeDays <= 90
    }

    func statusLine() -> String {
        isLaunchReady() ? "\(name): ready" : "\(name): not ready"
    }
}

func readyBoats(_ boats: [Lifeboat]) -> [String] {
    boats.filter { $0.isLaunchReady() }.map(\.name)
}

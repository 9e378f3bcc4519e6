import Foundation

struct ObservingBlock: Codable, Identifiable {
    let id: UUID
    var targetName: String
    var filterName: String
    var exposureSec: Double
    var frameCount: Int

    enum CodingKeys: String, CodingKey {
        case id
        case targetName = "target_name"
        case filterName = "filter_name"
        case exposureSec = "exposure_sec"
        case frameCount = "frame_count"
    }

    var totalIntegration: TimeInterval {
        exposureSec * Double(frameCount)
    }

    func withDoubledExposure() -> ObservingBlock {
        var copy = self
        copy.exposureSec *= 2
        return copy
    }
}

func summary(of blocks: [ObservingBlock]) -> String {
    let hours = blocks.map(\.totalIntegration).reduce(0, +) / 3600
    let longest = blocks.map(\.exposureSec).max() ?? 0
    return String(format: "%d blocks, %.1f h, longest sub %.0f s", blocks.count, hours, longest)
}

import Foundation

/// Live status of one turbine as shown on the site engineer's iPad.
struct TurbineStatus {
    let id: String
    let nacelleHeading: Double  // degrees from north
    let windDirection: Double   // degrees from north, where the wind comes from
    let windSpeed: Double       // m/s at hub height
    let yawing: Bool
}

/// Angle in degrees (0...360) that the nacelle has to turn to face the wind.
func yawError(nacelleHeading: Double, windDirection: Double) -> Double {
    var diff = (windDirection - nacelleHeading).truncatingRemainder(dividingBy: 360)
    if diff > 180 {
        diff -= 360
    } else if diff < -180 {
        diff += 360
    }
    return diff
}

/// Turbines whose yaw error has stayed above the tolerance should be flagged for a yaw-drive check.
func needsYawCheck(_ s: TurbineStatus, toleranceDeg: Double = 8) -> Bool {
    guard !s.yawing, s.windSpeed > 4 else { return false }
    return abs(yawError(nacelleHeading: s.nacelleHeading, windDirection: s.windDirection)) > toleranceDeg
}

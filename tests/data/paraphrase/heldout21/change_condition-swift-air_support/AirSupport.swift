import Foundation

struct WeatherWindow {
    let windKnots: Double
    let cloudBaseMetres: Int
    let visibilityKm: Double
    let icing: Bool
}

enum AirSupport {
    case helicopter
    case groundOnly(reason: String)
}

/// Decides whether the Coastguard helicopter can be requested for a callout.
func airSupport(for window: WeatherWindow, casualtyAltitude: Int) -> AirSupport {
    if window.icing {
        return .groundOnly(reason: "icing forecast")
    }
    if window.windKnots > 45 {
        return .groundOnly(reason: "wind \(Int(window.windKnots)) kn")
    }
    if window.cloudBaseMetres < casualtyAltitude {
        return .groundOnly(reason: "casualty in cloud")
    }
    if window.visibilityKm < 1.5 {
        return .groundOnly(reason: "visibility \(window.visibilityKm) km")
    }
    return .helicopter
}

func briefing(for window: WeatherWindow, casualtyAltitude: Int) -> String {
    switch airSupport(for: window, casualtyAltitude: casualtyAltitude) {
    case .helicopter:
        return "Request helicopter; ground party to follow."
    case .groundOnly(let reason):
        return "Ground party only (\(reason)). Stretcher team of 8 minimum."
    }
}

let window = WeatherWindow(windKnots: 38, cloudBaseMetres: 900, visibilityKm: 4, icing: false)
print(briefing(for: window, casualtyAltitude: 760))

// Vessel status board for Kellsound Ferries operations.
#pragma once

#include <string>
#include <string_view>

namespace kellsound {

enum class VesselStatus {
    InService,
    Delayed,
    WeatherBound,
    InRefit,
    StandbyRelief,
    // keep OutOfService last: status_names is indexed by these values
    OutOfService,
};

inline std::string_view status_name(VesselStatus s) {
    switch (s) {
        case VesselStatus::InService: return "in service";
        case VesselStatus::Delayed: return "delayed";
        case VesselStatus::WeatherBound: return "weather-bound";
        case VesselStatus::InRefit: return "in refit";
        case VesselStatus::StandbyRelief:
        case VesselStatus::OutOfService: return "out of service";
    }
    return "unknown";
}

inline bool takes_bookings(VesselStatus s) {
    switch (s) {
        case VesselStatus::InService:
        case VesselStatus::Delayed:
            return true;
        default:
            return false;
    }
}

inline std::string board_line(const std::string& vessel, VesselStatus s) {
    return vessel + ": " + std::string(status_name(s));
}

}  // namespace kellsound

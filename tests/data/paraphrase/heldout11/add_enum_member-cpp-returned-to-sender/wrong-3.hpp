// shipment_status.hpp - carrier-neutral shipment states for the tracking service.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace tracking {

enum class ShipmentStatus {
    Created,
    PickedUp,
    InTransit,
    OutForDelivery,
    Delivered,
    Exception,
    ReturnedToSender,
};

inline std::string_view to_string(ShipmentStatus s) {
    switch (s) {
        case ShipmentStatus::Created:        return "created";
        case ShipmentStatus::PickedUp:       return "picked_up";
        case ShipmentStatus::InTransit:      return "in_transit";
        case ShipmentStatus::OutForDelivery: return "out_for_delivery";
        case ShipmentStatus::Delivered:      return "delivered";
        case ShipmentStatus::Exception:      return "exception";
        case ShipmentStatus::ReturnedToSender: return "returned-to-sender";
    }
    return "unknown";
}

inline std::optional<ShipmentStatus> parse_status(std::string_view text) {
    static const std::unordered_map<std::string_view, ShipmentStatus> table = {
        {"created", ShipmentStatus::Created},
        {"picked_up", ShipmentStatus::PickedUp},
        {"in_transit", ShipmentStatus::InTransit},
        {"out_for_delivery", ShipmentStatus::OutForDelivery},
        {"delivered", ShipmentStatus::Delivered},
        {"exception", ShipmentStatus::Exception},
        {"returned-to-sender", ShipmentStatus::ReturnedToSender},
    };
    auto it = table.find(text);
    if (it == table.end()) {
        return std::nullopt;
    }
    return it->second;
}

// A terminal shipment gets no more carrier scans; the poller stops asking.
inline bool is_terminal(ShipmentStatus s) {
    return s == ShipmentStatus::Delivered || s == ShipmentStatus::ReturnedToSender;
}

// Whether the customer should get a push notification on entering this state.
inline bool notifies_customer(ShipmentStatus s) {
    switch (s) {
        case ShipmentStatus::OutForDelivery:
        case ShipmentStatus::Delivered:
        case ShipmentStatus::Exception:
            return true;
        default:
            return false;
    }
}

}  // namespace tracking

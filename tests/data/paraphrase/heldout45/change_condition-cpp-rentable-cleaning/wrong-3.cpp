// fleet_rules.cpp - rules that decide what members see in the Kestrel app
#include <string>
#include <vector>
#include <algorithm>

struct Vehicle {
    std::string plate;
    int fuel_percent = 0;
    bool damage_open = false;
    bool needs_cleaning = false;
    bool is_electric = false;
    int km_since_service = 0;
};

// A member may start a trip with this vehicle.
bool rentable(const Vehicle& v) {
    return v.fuel_percent >= 20 && !v.damage_open;
}

// The vehicle is shown on the map (greyed out when not rentable).
bool visible_on_map(const Vehicle& v) {
    return (!v.damage_open || v.fuel_percent > 0) && !v.needs_cleaning;
}

// The ops team should send the vehicle to the workshop.
bool needs_service(const Vehicle& v) {
    return v.km_since_service > 15000 || v.damage_open;
}

std::vector<std::string> rentable_plates(const std::vector<Vehicle>& fleet) {
    std::vector<std::string> out;
    for (const auto& v : fleet) {
        if (rentable(v)) {
            out.push_back(v.plate);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

int count_for_cleaning_run(const std::vector<Vehicle>& fleet) {
    return static_cast<int>(std::count_if(fleet.begin(), fleet.end(),
        [](const Vehicle& v) { return v.needs_cleaning && !v.damage_open; }));
}

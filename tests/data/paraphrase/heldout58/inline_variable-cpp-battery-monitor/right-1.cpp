#include <string>
#include <vector>

namespace zipline {

struct Reading {
    std::string plate;
    double voltage;
    double currentAmps;
    int chargePct;
};

// Flags cars whose traction battery looks unhealthy after a charge session.
class BatteryMonitor {
public:
    explicit BatteryMonitor(double nominalVoltage) : nominal_(nominalVoltage) {}

    bool needsInspection(const Reading& r) const {
        const bool fullButWeak = r.chargePct >= 95 && r.voltage / nominal_ < 0.92;
        return fullButWeak || r.currentAmps > 250.0;
    }

    double chargePowerKw(const Reading& r) const {
        const double watts = r.voltage * r.currentAmps;
        return watts / 1000.0;
    }

    std::vector<std::string> flagged(const std::vector<Reading>& readings) const {
        std::vector<std::string> plates;
        for (const auto& r : readings) {
            if (needsInspection(r)) {
                plates.push_back(r.plate);
            }
        }
        return plates;
    }

private:
    double nominal_;
};

}  // namespace zipline

// Dispatch logic for a home battery (10 kWh, hybrid inverter).
// Runs every 5 minutes with the current price, PV output and house load.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homeenergy {

struct Config {
    double capacityKwh = 10.0;
    double maxChargeKw = 5.0;
    double maxDischargeKw = 5.0;
    double minSoc = 0.10;            // never discharge below (backup reserve)
    double maxSoc = 0.95;            // never charge above (cell longevity)
    double gridChargeTargetSoc = 0.60;
    double cheapPriceEurMwh = 40.0;  // grid charging allowed below this price
    double expensivePriceEurMwh = 180.0;
    double roundTripEfficiency = 0.90;
};

struct Tick {
    std::int64_t unixTime = 0;
    double priceEurMwh = 0.0;
    double pvKw = 0.0;
    double loadKw = 0.0;
    bool gridOutage = false;
};

enum class Mode { Idle, ChargeFromPv, ChargeFromGrid, Discharge, Backup };

struct Decision {
    Mode mode = Mode::Idle;
    double powerKw = 0.0;  // positive: into the battery
    std::string reason;
};

class BatteryController {
public:
    explicit BatteryController(Config cfg, double initialSoc)
        : cfg_(cfg), soc_(std::clamp(initialSoc, 0.0, 1.0)) {}

    double soc() const { return soc_; }

    Decision decide(const Tick& t) {
        Decision d;
        const double surplusKw = t.pvKw - t.loadKw;

        if (t.gridOutage) {
            d.mode = Mode::Backup;
            d.powerKw = -std::min(t.loadKw - t.pvKw, dischargeHeadroomKw(true));
            d.reason = "grid outage, supplying the house";
        } else if (surplusKw > 0.05 && soc_ < cfg_.maxSoc) {
            d.mode = Mode::ChargeFromPv;
            d.powerKw = std::min(surplusKw, chargeHeadroomKw());
            d.reason = "storing PV surplus";
        } else if (shouldChargeFromGrid(t)) {
            d.mode = Mode::ChargeFromGrid;
            d.powerKw = chargeHeadroomKw();
            d.reason = "cheap grid energy";
        } else if (shouldDischarge(t, surplusKw)) {
            d.mode = Mode::Discharge;
            d.powerKw = -std::min(-surplusKw, dischargeHeadroomKw(false));
            d.reason = "covering house load at a high price";
        } else {
            d.reason = "nothing to do";
        }

        apply(d, 5.0 / 60.0);
        history_.push_back(d);
        if (history_.size() > kHistoryLimit) {
            history_.erase(history_.begin());
        }
        return d;
    }

    std::optional<Decision> last() const {
        if (history_.empty()) {
            return std::nullopt;
        }
        return history_.back();
    }

    double energyThroughputKwh() const { return throughputKwh_; }

private:
    static constexpr std::size_t kHistoryLimit = 288;  // one day of 5-minute ticks

    bool shouldChargeFromGrid(const Tick& t) const {
        return t.priceEurMwh <= cfg_.cheapPriceEurMwh && soc_ < cfg_.gridChargeTargetSoc;
    }

    bool shouldDischarge(const Tick& t, double surplusKw) const {
        return surplusKw < 0.0 && soc_ > cfg_.minSoc && t.priceEurMwh >= cfg_.expensivePriceEurMwh;
    }

    double chargeHeadroomKw() const {
        const double roomKwh = std::max(0.0, cfg_.maxSoc - soc_) * cfg_.capacityKwh;
        return std::min(cfg_.maxChargeKw, roomKwh * 12.0);
    }

    double dischargeHeadroomKw(bool backup) const {
        const double floor = backup ? 0.0 : cfg_.minSoc;
        const double availableKwh = std::max(0.0, soc_ - floor) * cfg_.capacityKwh;
        return std::min(cfg_.maxDischargeKw, availableKwh * 12.0);
    }

    void apply(const Decision& d, double hours) {
        double energyKwh = d.powerKw * hours;
        if (energyKwh > 0) {
            energyKwh *= std::sqrt(cfg_.roundTripEfficiency);
        } else {
            energyKwh /= std::sqrt(cfg_.roundTripEfficiency);
        }
        soc_ = std::clamp(soc_ + energyKwh / cfg_.capacityKwh, 0.0, 1.0);
        throughputKwh_ += std::fabs(energyKwh);
    }

    Config cfg_;
    double soc_;
    double throughputKwh_ = 0.0;
    std::vector<Decision> history_;
};

inline const char* modeName(Mode m) {
    switch (m) {
        case Mode::Idle: return "idle";
        case Mode::ChargeFromPv: return "charge-pv";
        case Mode::ChargeFromGrid: return "charge-grid";
        case Mode::Discharge: return "discharge";
        case Mode::Backup: return "backup";
    }
    return "?";
}

}  // namespace homeenergy

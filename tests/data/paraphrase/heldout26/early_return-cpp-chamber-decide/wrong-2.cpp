// Fruiting chamber logic for the Brackenridge farm's container rooms.
// One FruitingChamber per shipping container; the PLC bridge calls decide()
// once a minute with the latest sensor reading.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

namespace brackenridge {

struct Reading {
    bool valid = false;
    double temp_c = 0.0;
    double humidity = 0.0;
    double co2_ppm = 0.0;
    std::int64_t taken_ms = 0;
};

struct Profile {
    std::string species;
    double min_humidity;
    double max_co2;
    double target_temp;
};

class FruitingChamber {
public:
    FruitingChamber(std::string id, Profile profile)
        : id_(std::move(id)), profile_(std::move(profile)) {}

    const std::string& id() const { return id_; }

    void set_door_open(bool open) { door_open_ = open; }
    bool door_open() const { return door_open_; }

    void record(const Reading& r) {
        if (!r.valid) {
            ++faults_;
            return;
        }
        history_.push_back(r);
        if (history_.size() > kHistory) {
            history_.pop_front();
        }
    }

    // What the PLC should do this minute.
    std::string decide(const Reading& r) const {
        if (!r.valid) return "sensor_fault";
        if (door_open_) return "wait_door";
        if (r.humidity < profile_.min_humidity) return "mist";
        if (r.co2_ppm > profile_.max_co2) return "vent";
        return "hold";
    }

    double average_humidity() const {
        if (history_.empty()) {
            return 0.0;
        }
        double sum = std::accumulate(history_.begin(), history_.end(), 0.0,
                                     [](double acc, const Reading& r) { return acc + r.humidity; });
        return sum / static_cast<double>(history_.size());
    }

    double peak_co2() const {
        double peak = 0.0;
        for (const auto& r : history_) {
            peak = std::max(peak, r.co2_ppm);
        }
        return peak;
    }

    int faults() const { return faults_; }

private:
    static constexpr std::size_t kHistory = 60;

    std::string id_;
    Profile profile_;
    bool door_open_ = false;
    int faults_ = 0;
    std::deque<Reading> history_;
};

std::vector<FruitingChamber> make_site() {
    return {
        FruitingChamber("C01", {"oyster_blue", 88.0, 800.0, 16.0}),
        FruitingChamber("C02", {"lions_mane", 90.0, 1000.0, 18.0}),
        FruitingChamber("C03", {"shiitake", 85.0, 1200.0, 17.0}),
    };
}

std::string report(const std::vector<FruitingChamber>& site) {
    std::string out;
    for (const auto& c : site) {
        out += c.id();
        out += c.door_open() ? " door-open" : " closed";
        out += " rh=" + std::to_string(c.average_humidity());
        out += " co2max=" + std::to_string(c.peak_co2());
        out += " faults=" + std::to_string(c.faults());
        out += "\n";
    }
    return out;
}

}  // namespace brackenridge

int main() {
    using namespace brackenridge;
    auto site = make_site();
    Reading dry{true, 16.5, 81.0, 640.0, 0};
    Reading stuffy{true, 17.0, 92.0, 1450.0, 60000};
    Reading broken{};
    site[0].record(dry);
    site[1].record(stuffy);
    site[2].record(broken);
    site[2].set_door_open(true);
    std::cout << site[0].decide(dry) << " "
              << site[1].decide(stuffy) << " "
              << site[2].decide(broken) << "\n";
    std::cout << report(site);
    return 0;
}

from lib import E, case

ORIG = r'''// Fruiting chamber logic for the Brackenridge farm's container rooms.
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
        std::string action = "hold";
        if (r.valid) {
            if (!door_open_) {
                if (r.co2_ppm > profile_.max_co2) {
                    action = "vent";
                } else if (r.humidity < profile_.min_humidity) {
                    action = "mist";
                }
            } else {
                action = "wait_door";
            }
        } else {
            action = "sensor_fault";
        }
        return action;
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
'''

BODY = '''        std::string action = "hold";
        if (r.valid) {
            if (!door_open_) {
                if (r.co2_ppm > profile_.max_co2) {
                    action = "vent";
                } else if (r.humidity < profile_.min_humidity) {
                    action = "mist";
                }
            } else {
                action = "wait_door";
            }
        } else {
            action = "sensor_fault";
        }
        return action;
'''

def flat(lines):
    return "".join("        " + l + "\n" for l in lines)

VALID = 'if (!r.valid) return "sensor_fault";'
DOOR = 'if (door_open_) return "wait_door";'
CO2 = 'if (r.co2_ppm > profile_.max_co2) return "vent";'
HUM = 'if (r.humidity < profile_.min_humidity) return "mist";'
HOLD = 'return "hold";'

case(
    "early_return-cpp-chamber-decide", "chamber.cpp", "early_return", "cpp", ORIG,
    [
        ("terse", "decide(): nested ifs -> guard clauses / early returns, same results"),
        ("polite", "Could you flatten FruitingChamber::decide using early returns instead of the nested if/else and the action variable? The decisions and their priority (sensor fault, then door, then CO2, then humidity) must stay exactly the same."),
        ("declarative", "decide should be written as a sequence of guard clauses that return directly, with unchanged behaviour."),
        ("other", "decide() is 4 levels deep, hard to read on the PLC laptop. rewrite it with early returns — behaviour must not change"),
        ("other", "Reescreva decide() com retornos antecipados em vez de ifs aninhados, sem mudar o comportamento."),
    ],
    [
        ("right-1.cpp", "right", "guard clauses in the original priority: invalid, door, CO2, humidity, then hold",
         [E(BODY, flat([VALID, DOOR, CO2, HUM, HOLD]))]),
        ("right-2.cpp", "right", "early returns with braces and a blank line after the two guards; same order and conditions",
         [E(BODY, '''        if (!r.valid) {
            return "sensor_fault";
        }
        if (door_open_) {
            return "wait_door";
        }

        if (r.co2_ppm > profile_.max_co2) {
            return "vent";
        }
        if (r.humidity < profile_.min_humidity) {
            return "mist";
        }
        return "hold";
''')]),
        ("wrong-1.cpp", "wrong", "the door check comes before the validity check: a faulty sensor with the door open now gives wait_door instead of sensor_fault",
         [E(BODY, flat([DOOR, VALID, CO2, HUM, HOLD]))]),
        ("wrong-2.cpp", "wrong", "the humidity check comes before the CO2 check, so a stuffy and dry room is misted instead of vented",
         [E(BODY, flat([VALID, DOOR, HUM, CO2, HOLD]))]),
        ("wrong-3.cpp", "wrong", "CO2 comparison became >=, venting at exactly the limit",
         [E(BODY, flat([VALID, DOOR, CO2.replace(">", ">="), HUM, HOLD]))]),
        ("wrong-4.cpp", "wrong", "the door guard was dropped: with the door open the chamber still vents or mists",
         [E(BODY, flat([VALID, CO2, HUM, HOLD]))]),
    ],
)

// shunt_plan.cpp - assigns shunting locomotives to the moves planned for a shift at Hams Hall.
#include <algorithm>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace yard {

constexpr double kMaxShuntTonnes = 2200.0;
constexpr int kMinutesPerWagon = 3;

struct Loco {
    std::string id;
    double maxTonnes;
    bool available;
    int fuelPercent;
};

struct Move {
    std::string ref;
    std::string fromRoad;
    std::string toRoad;
    int wagons;
    double tonnes;
    bool cancelled;
    bool hazardous;
};

struct Assignment {
    std::string moveRef;
    std::string locoId;
    int minutes;
};

// Picks the first available loco that can haul the move, or nothing.
std::optional<std::string> assignLoco(const Move& m, const std::vector<Loco>& locos) {
    if (m.tonnes > kMaxShuntTonnes) {
        return std::nullopt;
    }
    for (const auto& l : locos) {
        if (l.available && l.maxTonnes >= m.tonnes) {
            return l.id;
        }
    }
    return std::nullopt;
}

int moveMinutes(const Move& m) {
    int minutes = 10 + m.wagons * kMinutesPerWagon;
    if (m.hazardous) {
        minutes += 15;  // extra walk-round for dangerous goods
    }
    return minutes;
}

bool needsFuel(const Loco& l) {
    return l.fuelPercent < 25;
}

class ShiftPlan {
public:
    explicit ShiftPlan(std::vector<Loco> locos) : locos_(std::move(locos)) {}

    void addMove(Move m) { moves_.push_back(std::move(m)); }

    std::vector<Assignment> build() {
        std::vector<Assignment> out;
        std::sort(moves_.begin(), moves_.end(), [](const Move& a, const Move& b) {
            if (a.hazardous != b.hazardous) {
                return a.hazardous;  // dangerous goods first, while the day shift examiner is on
            }
            return a.tonnes > b.tonnes;
        });
        for (const auto& m : moves_) {
            auto loco = assignLoco(m, locos_);
            if (!loco) {
                unassigned_.push_back(m.ref);
                continue;
            }
            out.push_back({m.ref, *loco, moveMinutes(m)});
            busyMinutes_[*loco] += moveMinutes(m);
        }
        return out;
    }

    const std::vector<std::string>& unassigned() const { return unassigned_; }

    int totalWagons() const {
        int total = 0;
        for (const auto& m : moves_) {
            total += m.cancelled ? 0 : m.wagons;
        }
        return total;
    }

    int busiest() const {
        int most = 0;
        for (const auto& [id, minutes] : busyMinutes_) {
            most = std::max(most, minutes);
        }
        return most;
    }

    std::vector<std::string> fuelList() const {
        std::vector<std::string> ids;
        for (const auto& l : locos_) {
            if (needsFuel(l)) {
                ids.push_back(l.id);
            }
        }
        return ids;
    }

private:
    std::vector<Loco> locos_;
    std::vector<Move> moves_;
    std::vector<std::string> unassigned_;
    std::map<std::string, int> busyMinutes_;
};

void printPlan(const std::vector<Assignment>& plan, std::ostream& os) {
    for (const auto& a : plan) {
        os << a.moveRef << "  " << a.locoId << "  " << a.minutes << " min\n";
    }
}

}  // namespace yard

int main() {
    yard::ShiftPlan plan({
        {"08 954", 1400.0, true, 62},
        {"08 600", 1100.0, true, 18},
        {"09 106", 1800.0, false, 80},
        {"66 051", 2600.0, true, 44},
    });
    plan.addMove({"HH-01", "Road 4", "Road 9", 12, 880.0, false, false});
    plan.addMove({"HH-02", "Reception 2", "Road 1", 20, 1650.0, false, true});
    plan.addMove({"HH-03", "Road 7", "Departure 1", 28, 2350.0, false, false});
    plan.addMove({"HH-04", "Road 2", "Road 3", 6, 300.0, true, false});
    yard::printPlan(plan.build(), std::cout);
    for (const auto& ref : plan.unassigned()) {
        std::cout << "unassigned: " << ref << "\n";
    }
    std::cout << "busiest loco: " << plan.busiest() << " min\n";
    for (const auto& id : plan.fuelList()) {
        std::cout << "fuel: " << id << "\n";
    }
    return 0;
}

// Hydrant inspection schedule for Ashworth Vale Fire & Rescue, Station 12.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

struct Hydrant {
    std::string id;
    std::string street;
    int flowLitresPerMin;
    int monthsSinceInspection;
    bool defective;
};

class HydrantRound {
public:
    explicit HydrantRound(std::vector<Hydrant> hydrants) : hydrants_(std::move(hydrants)) {}

    std::vector<Hydrant> dueThisMonth(int intervalMonths) const {
        std::vector<Hydrant> due;
        for (const auto& h : hydrants_) {
            if (h.defective || h.monthsSinceInspection >= intervalMonths) {
                due.push_back(h);
            }
        }
        std::sort(due.begin(), due.end(), [](const Hydrant& a, const Hydrant& b) {
            return a.street < b.street;
        });
        return due;
    }

    int lowFlowCount(int minimumLitresPerMin) const {
        return static_cast<int>(std::count_if(hydrants_.begin(), hydrants_.end(), [&](const Hydrant& h) {
            return h.flowLitresPerMin < minimumLitresPerMin;
        }));
    }

    void printSummary(std::ostream& out) const {
        out << hydrants_.size() << " hydrants, " << lowFlowCount(1500) << " below 1500 l/min\n";
    }

private:
    std::vector<Hydrant> hydrants_;
};

int main() {
    HydrantRound round({
        {"H-1204", "Mill Lane", 1900, 14, false},
        {"H-1207", "Quarry Road", 1350, 3, false},
        {"H-1211", "Mill Lane", 2100, 7, true},
    });
    for (const auto& h : round.dueThisMonth(12)) {
        std::cout << h.id << " " << h.street << "\n";
    }
    round.printSummary(std::cout);
    return 0;
}

// Shunting plan for the depot fan: which road each tram goes to overnight.
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

struct Tram {
    int fleetNo;
    double lengthM;
    bool needsWash;
    bool needsLathe;
};

struct Road {
    std::string name;
    double lengthM;
    bool wash;
    bool lathe;
    std::vector<int> parked;
    double used = 0.0;
};

static bool fits(const Road& road, const Tram& tram) {
    return road.used + tram.lengthM + 2.0 <= road.lengthM;
}

// Old greedy order from the 2019 timetable: longest trams first, ignoring work needs.
static std::vector<Tram> legacyShuntOrder(std::vector<Tram> trams) {
    std::sort(trams.begin(), trams.end(), [](const Tram& a, const Tram& b) { return a.lengthM > b.lengthM; });
    return trams;
}

std::map<int, std::string> plan(std::vector<Road>& roads, const std::vector<Tram>& arrivals) {
    std::map<int, std::string> where;
    for (const Tram& tram : legacyShuntOrder(arrivals)) {
        for (Road& road : roads) {
            if (tram.needsLathe && !road.lathe) continue;
            if (tram.needsWash && !road.wash && !road.lathe) continue;
            if (fits(road, tram)) {
                road.parked.push_back(tram.fleetNo);
                road.used += tram.lengthM + 2.0;
                where[tram.fleetNo] = road.name;
                break;
            }
        }
    }
    return where;
}

void printPlan(const std::map<int, std::string>& where) {
    for (const auto& [fleetNo, road] : where) {
        std::cout << fleetNo << " -> " << road << "\n";
    }
}

int main() {
    std::vector<Road> roads = {
        {"L1", 90.0, false, true, {}},
        {"W1", 90.0, true, false, {}},
        {"S1", 130.0, false, false, {}},
        {"S2", 130.0, false, false, {}},
    };
    std::vector<Tram> arrivals = {
        {811, 42.8, true, false}, {601, 30.2, false, true}, {902, 37.5, false, false},
        {812, 42.8, false, false}, {602, 30.2, true, false},
    };
    printPlan(plan(roads, arrivals));
    std::cout << "legacy order:";
    for (const Tram& t : legacyShuntOrder(arrivals)) std::cout << " " << t.fleetNo;
    std::cout << "\n";
    return 0;
}

// Morning opening decision for each run, from the patrol's reports.
#include <iostream>
#include <string>
#include <vector>

enum class RunType { Blue, Red, Black, Freeride };

struct RunReport {
    std::string name;
    RunType type;
    int snowDepthCm;
    bool groomed;
    bool avalancheClosed;
    int visibilityM;
};

constexpr int kMinBaseCm = 40;

bool canOpenRun(const RunReport& r) {
    if (r.snowDepthCm < kMinBaseCm) {
        return false;
    }
    if (r.avalancheClosed) {
        return false;
    }
    if (!r.groomed || r.type != RunType::Freeride) {
        return false;
    }
    if (r.visibilityM <= 50) {
        return false;
    }
    return true;
}

const char* typeName(RunType t) {
    switch (t) {
        case RunType::Blue: return "blue";
        case RunType::Red: return "red";
        case RunType::Black: return "black";
        case RunType::Freeride: return "freeride";
    }
    return "?";
}

int main() {
    std::vector<RunReport> reports = {
        {"Talabfahrt", RunType::Blue, 85, true, false, 400},
        {"Gamsrinne", RunType::Black, 120, false, false, 300},
        {"Nordwand Couloir", RunType::Freeride, 140, false, true, 300},
        {"Sonnenhang", RunType::Red, 38, true, false, 500},
    };
    int open = 0;
    for (const auto& r : reports) {
        bool ok = canOpenRun(r);
        open += ok ? 1 : 0;
        std::cout << r.name << " (" << typeName(r.type) << "): " << (ok ? "OPEN" : "closed") << '\n';
    }
    std::cout << open << "/" << reports.size() << " runs open\n";
    return 0;
}

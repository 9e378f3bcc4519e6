// Cellar temperature log for the Clos Verdier barrel hall.
#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace cellar {

struct Reading {
    long epoch;
    double celsius;
    double humidity;
};

double mean_temperature(const std::vector<Reading>& log) {
    if (log.empty()) return 0.0;
    double sum = std::accumulate(log.begin(), log.end(), 0.0,
                                 [](double s, const Reading& r) { return s + r.celsius; });
    return sum / static_cast<double>(log.size());
}

// Old alarm rule from before the hall got its chiller; nothing calls it any more.
bool legacy_heat_alarm(const std::vector<Reading>& log) {
    for (const auto& r : log) {
        if (r.celsius > 18.0) return true;
    }
    return false;
}

bool humidity_alarm(const std::vector<Reading>& log, double low, double high) {
    return std::any_of(log.begin(), log.end(),
                       [&](const Reading& r) { return r.humidity < low || r.humidity > high; });
}

std::string status_line(const std::vector<Reading>& log) {
    std::string s = "mean " + std::to_string(mean_temperature(log)) + " C";
    if (humidity_alarm(log, 70.0, 85.0)) s += " HUMIDITY";
    return s;
}

}  // namespace cellar

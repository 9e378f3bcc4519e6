// ramp_planner.cpp - checks the inclines of the club's new OO gauge layout
// (Hallerton Junction extension) before the baseboards are cut.
#include <cmath>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

struct Ramp {
    std::string name;
    double lengthCm;   // along the track
    double riseCm;     // height gained
    bool onCurve;
};

// Steepest gradient the club's locos manage with a full rake, in percent.
constexpr double kMaxGradientPercent = 2.5;

// Percent gradient of a ramp.
double gradientPercent(const Ramp& r) {
    return r.riseCm / r.lengthCm * 100.0;
}

// Curves add drag, so a ramp on a curve is allowed half a percent less.
bool gradientOk(const Ramp& r) {
    double limit = r.onCurve ? kMaxGradientPercent - 0.5 : kMaxGradientPercent;
    return gradientPercent(r) <= limit;
}

// Shortest straight ramp that climbs riseCm without exceeding the limit.
double minRampLengthCm(double riseCm) {
    return riseCm / kMaxGradientPercent * 100.0;
}

// Sleepers on OO flexible track sit 2.5 cm apart.
int sleeperCount(const Ramp& r) {
    return static_cast<int>(std::floor(r.lengthCm / kMaxGradientPercent)) + 1;
}

int main() {
    std::vector<Ramp> ramps = {
        {"Goods yard approach", 180.0, 4.0, false},
        {"Viaduct climb", 240.0, 6.5, true},
        {"Fiddle yard return", 150.0, 2.8, true},
    };
    std::cout << std::fixed << std::setprecision(2);
    for (const auto& r : ramps) {
        std::cout << r.name << ": " << gradientPercent(r) << "% "
                  << (gradientOk(r) ? "ok" : "TOO STEEP")
                  << ", " << sleeperCount(r) << " sleepers\n";
    }
    std::cout << "7.5 cm rise needs " << minRampLengthCm(7.5) << " cm of ramp\n";
    return 0;
}

// Pitch scheduling for the 3.6 MW machines at Carn Dubh.
#include <algorithm>
#include <cmath>
#include <vector>

namespace pitch {

constexpr double kRatedWindMs = 12.5;
constexpr double kCutOutWindMs = 25.0;
constexpr double kFeatherDeg = 88.0;

// Blade pitch in degrees for a given hub-height wind speed and rotor speed.
double pitchFor(double windMs, double rotorRpm) {
    if (windMs >= kCutOutWindMs) {
        return kFeatherDeg;
    }
    if (windMs <= kRatedWindMs) {
        return 0.0;  // below rated: fine pitch, let the rotor run
    }
    double excess = (windMs - kRatedWindMs) / (kCutOutWindMs - kRatedWindMs);
    double overspeed = std::max(0.0, rotorRpm - 14.0) * 0.8;
    return std::clamp(excess * 30.0 + overspeed, 0.0, kFeatherDeg);
}

struct Sample {
    double windMs;
    double rotorRpm;
};

std::vector<double> schedule(const std::vector<Sample>& samples) {
    std::vector<double> out;
    out.reserve(samples.size());
    for (const auto& s : samples) {
        out.push_back(pitchFor(s.rotorRpm, s.windMs));
    }
    return out;
}

bool needsFeather(const Sample& s) {
    return pitchFor(s.rotorRpm, s.windMs) >= kFeatherDeg;
}

}  // namespace pitch

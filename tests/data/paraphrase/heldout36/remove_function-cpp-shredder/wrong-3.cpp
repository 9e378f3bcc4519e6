// Shredder line controller helpers - Harlow Vale tyre plant, line 2.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace shredder {

struct Sample {
    std::uint32_t second;
    double motor_amps;
    double feed_tph;
};

constexpr double kJamAmps = 410.0;
constexpr double kIdleAmps = 95.0;

// Average motor current over the samples.
double mean_amps(const std::vector<Sample>& samples) {
    if (samples.empty()) return 0.0;
    double total = 0.0;
    for (const auto& s : samples) total += s.motor_amps;
    return total / samples.size();
}

// True when the rotor current has stayed above the jam threshold for
// `hold_s` consecutive seconds.
bool jam_detected(const std::vector<Sample>& samples, std::uint32_t hold_s) {
    std::uint32_t run = 0;
    for (const auto& s : samples) {
        run = s.motor_amps > kJamAmps ? run + 1 : 0;
        if (run >= hold_s) return true;
    }
    return false;
}

// Seconds the line ran empty (current near idle while feed is zero).
std::uint32_t idle_seconds(const std::vector<Sample>& samples) {
    return static_cast<std::uint32_t>(std::count_if(samples.begin(), samples.end(), [](const Sample& s) {
        return s.feed_tph == 0.0 && s.motor_amps < kIdleAmps * 1.2;
    }));
}

std::string status_line(const std::vector<Sample>& samples) {
    if (jam_detected(samples, 3)) return "JAM - reverse rotor";
    if (idle_seconds(samples) > samples.size() / 2) return "idle - check infeed conveyor";
    return "running, mean " + std::to_string(static_cast<int>(mean_amps(samples))) + " A";
}

}  // namespace shredder

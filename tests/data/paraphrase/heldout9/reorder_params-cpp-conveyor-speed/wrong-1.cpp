#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace line {

struct Carton {
    std::string sku;
    double weight_kg;
    double length_mm;
};

// Belt speed for a carton, in mm/s, limited by weight and length.
double belt_speed(double weight_kg, double length_mm, double max_speed)
{
    double speed = max_speed;
    if (weight_kg > 20.0)
        speed *= 0.6;
    else if (weight_kg > 8.0)
        speed *= 0.8;
    if (length_mm > 900.0)
        speed = std::min(speed, 350.0);
    return speed;
}

// Gap between cartons, in mm, so the diverter can fire.
double min_gap_mm(double speed_mm_s, double diverter_ms)
{
    return speed_mm_s * diverter_ms / 1000.0 + 50.0;
}

struct Plan {
    std::vector<double> speeds;
    double total_gap_mm = 0.0;
};

Plan plan_run(const std::vector<Carton>& cartons, double max_speed, double diverter_ms)
{
    Plan p;
    for (const auto& c : cartons) {
        double s = belt_speed(max_speed, c.weight_kg, c.length_mm);
        p.speeds.push_back(s);
        p.total_gap_mm += min_gap_mm(s, diverter_ms);
    }
    return p;
}

double slowest(const Plan& p, double fallback)
{
    if (p.speeds.empty())
        return fallback;
    return *std::min_element(p.speeds.begin(), p.speeds.end());
}

}  // namespace line

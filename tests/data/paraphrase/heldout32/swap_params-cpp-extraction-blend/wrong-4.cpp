// Blending planner for the co-op's honey: mixes extraction batches into a
// target moisture content before bottling.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

struct Batch {
    std::string id;
    double kg;
    double moisturePct;
};

// Kilograms of `wet` needed per kilogram of `dry` to land on `targetPct`.
// Returns a negative number when the target is outside the two batches.
double mixRatio(const Batch& wet, const Batch& dry, double targetPct) {
    if (dry.moisturePct == targetPct) {
        return -1.0;
    }
    return (targetPct - dry.moisturePct) / (wet.moisturePct - targetPct);
}

double blendMoisture(const std::vector<Batch>& parts) {
    double kg = 0.0;
    double water = 0.0;
    for (const auto& b : parts) {
        kg += b.kg;
        water += b.kg * b.moisturePct;
    }
    return kg > 0.0 ? water / kg : 0.0;
}

int main() {
    Batch heather{"LH27-004", 22.1, 19.2};
    Batch lime{"LH27-003", 29.8, 16.4};
    const double target = 17.5;

    double r = mixRatio(heather, lime, target);
    if (r < 0) {
        std::cout << "target not reachable\n";
        return 1;
    }
    double heatherKg = std::min(heather.kg, lime.kg * r);
    std::cout << "mix " << heatherKg << " kg of " << heather.id << " into " << lime.id << "\n";
    std::cout << "check: " << blendMoisture({{lime.id, lime.kg, lime.moisturePct}, {heather.id, heatherKg, heather.moisturePct}})
              << "% moisture\n";
    return 0;
}

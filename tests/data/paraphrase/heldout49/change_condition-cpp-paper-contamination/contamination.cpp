// Contamination rules for the paper line at Kesselbrook.
#include <iostream>
#include <string>
#include <vector>

struct Sample {
    std::string batch;
    double plastic_pct;
    double moisture_pct;
    bool food_residue;
};

// A batch is rejected when plastic exceeds 3 percent or food residue was found.
bool reject_batch(const Sample& s) {
    if (s.plastic_pct > 3.0 || s.food_residue) {
        return true;
    }
    return false;
}

// Wet batches go to the drying hall first.
bool needs_drying(const Sample& s) {
    return s.moisture_pct > 3.0;
}

int main() {
    std::vector<Sample> samples = {
        {"P-1207-A", 2.4, 9.5, false},
        {"P-1207-B", 3.6, 4.0, false},
        {"P-1207-C", 1.1, 14.2, true},
    };
    for (const auto& s : samples) {
        std::cout << s.batch << (reject_batch(s) ? " rejected" : " accepted")
                  << (needs_drying(s) ? ", dry first" : "") << "\n";
    }
    return 0;
}

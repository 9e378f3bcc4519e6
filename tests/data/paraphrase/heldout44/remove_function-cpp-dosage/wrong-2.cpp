// Dose calculator for the clinic's dispensary. Doses are per kg body weight.
#include <cmath>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>

struct Drug {
    std::string name;
    double mgPerKg;       // dose per kg body weight
    double concentration; // mg per ml (liquids) or mg per tablet
    bool tablet;
    double maxMg;         // hard cap per single dose
};

static const std::map<std::string, Drug> kFormulary = {
    {"meloxicam", {"Meloxicam 1.5 mg/ml", 0.1, 1.5, false, 7.5}},
    {"amoxiclav", {"Amoxicillin/Clav 250 mg", 12.5, 250.0, true, 1000.0}},
    {"maropitant", {"Maropitant 10 mg/ml", 1.0, 10.0, false, 60.0}},
    {"gabapentin", {"Gabapentin 100 mg", 10.0, 100.0, true, 600.0}},
};

double doseMg(const Drug& drug, double weightKg) {
    if (weightKg <= 0) {
        throw std::invalid_argument("weight must be positive");
    }
    return std::min(drug.mgPerKg * weightKg, drug.maxMg);
}

// Liquids are drawn up to 0.1 ml.
double volumeMl(const Drug& drug, double weightKg) {
    double ml = doseMg(drug, weightKg) / drug.concentration;
    return std::round(ml * 10.0) / 10.0;
}

// Old mg-to-grain conversion for the paper charts; the charts are gone
// since the clinic moved to the practice software.
double grains(double mg) {
    return mg / 64.79891;
}

std::string label(const std::string& key, double weightKg) {
    const Drug& drug = kFormulary.at(key);
    std::ostringstream out;
    out << drug.name << ": ";
    if (drug.tablet) {
        out << tablets(drug, weightKg) << " tablet(s)";
    } else {
        out << std::fixed << std::setprecision(1) << volumeMl(drug, weightKg) << " ml";
    }
    return out.str();
}

int main() {
    std::cout << label("meloxicam", 23.4) << "\n";
    std::cout << label("amoxiclav", 23.4) << "\n";
    std::cout << label("gabapentin", 4.2) << "\n";
    return 0;
}

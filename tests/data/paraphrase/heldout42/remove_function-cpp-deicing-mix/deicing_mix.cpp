// deicing_mix.cpp - glycol mix calculator for the de-icing trucks on pads D1-D4
#include <cmath>
#include <iostream>
#include <string>

namespace deicing {

// Freezing point buffer required by the holdover tables, in degrees C.
constexpr double kBufferC = 10.0;

// Type I fluid: glycol share needed for an outside air temperature (OAT).
double glycolShare(double oatC) {
    if (oatC >= -3.0) return 0.30;
    double share = 0.30 + (-3.0 - oatC) * 0.02;
    return std::fmin(share, 0.60);
}

// Old ratio table from the 2019 trucks; replaced by glycolShare, no callers left.
double legacyGlycolRatio(double oatC) {
    if (oatC > -5.0) return 0.35;
    if (oatC > -15.0) return 0.50;
    return 0.55;
}

// Litres of glycol concentrate for a batch of mixed fluid.
double concentrateLitres(double batchLitres, double oatC) {
    return batchLitres * glycolShare(oatC);
}

std::string mixLabel(double oatC) {
    int pct = static_cast<int>(std::lround(glycolShare(oatC) * 100));
    return "Type I " + std::to_string(pct) + "/" + std::to_string(100 - pct);
}

}  // namespace deicing

int main() {
    double oat = -8.0;
    std::cout << deicing::mixLabel(oat) << ": "
              << deicing::concentrateLitres(1200.0, oat) << " l concentrate\n";
    return 0;
}

// Tuning helpers for the Halloran & Vey field app.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

struct Reading {
    std::string note;
    double measuredHz;
    double targetHz;
};

// Offset of a measured frequency from its target, in cents.
// Negative means flat.
double centsOffset(double targetHz, double measuredHz) {
    return 1200.0 * std::log2(measuredHz / targetHz);
}

double worstFlat(const std::vector<Reading>& readings) {
    double worst = 0.0;
    for (const auto& r : readings) {
        double c = centsOffset(r.targetHz, r.measuredHz);
        if (c < worst) {
            worst = c;
        }
    }
    return worst;
}

bool needsPitchRaise(const std::vector<Reading>& readings) {
    return worstFlat(readings) < -15.0;
}

void printReport(const std::vector<Reading>& readings) {
    for (const auto& r : readings) {
        std::printf("%-4s %+6.1f cents\n", r.note.c_str(), centsOffset(r.targetHz, r.measuredHz));
    }
}

int main() {
    std::vector<Reading> visit = {
        {"A4", 436.2, 440.0},
        {"C4", 260.1, 261.63},
        {"A0", 27.31, 27.5},
    };
    printReport(visit);
    std::printf("pitch raise: %s\n", needsPitchRaise(visit) ? "yes" : "no");
    std::printf("A4 alone: %+.1f\n", centsOffset(440.0, 436.2));
    return 0;
}

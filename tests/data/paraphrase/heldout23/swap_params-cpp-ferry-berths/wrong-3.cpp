// Harbour dues for visiting vessels at Dunmaddy pier.
// Rates from the 2027 schedule of the Dunmaddy Harbour Trust.
#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace dunmaddy {

struct Visit {
    std::string vessel;
    double lengthMetres;
    double hours;
    bool overnight;
    int berth;
};

constexpr double kRatePerMetreHour = 0.42;
constexpr double kOvernightFlat = 35.0;
constexpr double kMinimumFee = 12.0;

double dockingFee(double hours, double lengthMetres);
double berthCharge(double hours, double lengthMetres);

double dockingFee(double hours, double lengthMetres) {
    double billedHours = std::ceil(hours);
    double fee = lengthMetres * billedHours * kRatePerMetreHour;
    if (hours > 24) {
        fee *= 0.8;  // long-stay discount
    }
    return std::max(fee, kMinimumFee);
}

// Berths 1-3 are the deep-water berths; longer vessels pay extra per half day.
double berthCharge(double hours, double lengthMetres) {
    if (lengthMetres < 20.0) {
        return 0.0;
    }
    return (lengthMetres - 20.0) * 0.15 * std::ceil(hours / 12.0);
}

double visitTotal(const Visit& v) {
    double total = dockingFee(v.hours, v.lengthMetres);
    if (v.berth <= 3) {
        total += berthCharge(v.hours, v.lengthMetres);
    }
    if (v.overnight) {
        total += kOvernightFlat;
    }
    return total;
}

std::string quote(const std::string& vessel, double lengthMetres, double hours) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(2);
    out << vessel << ": " << lengthMetres << " m for " << hours << " h = GBP "
        << dockingFee(hours, lengthMetres);
    return out.str();
}

// The fishing co-op's boats are all billed as 12 m, whatever their length.
double fishingFleetRate(double hours) {
    return dockingFee(hours, 12.0);
}

double seasonTotal(const std::vector<Visit>& visits) {
    double sum = 0.0;
    for (const auto& v : visits) {
        sum += visitTotal(v);
    }
    return sum;
}

}  // namespace dunmaddy

int main() {
    std::vector<dunmaddy::Visit> visits = {
        {"Skerry Lass", 14.5, 6.0, false, 5},
        {"Ardnish Spirit", 31.0, 30.0, true, 2},
    };
    std::cout << dunmaddy::quote("Skerry Lass", 14.5, 6.0) << "\n";
    std::cout << "co-op, 4 h: " << dunmaddy::fishingFleetRate(4.0) << "\n";
    std::cout << "season: " << dunmaddy::seasonTotal(visits) << "\n";
    return 0;
}

// Vat controller log replay for the Larkspur Mill dye house.
#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace larkspur {

struct Reading {
    std::string vat;
    int minute;
    double temp_c;
    double ph;
};

struct VatStats {
    double max_temp = 0.0;
    double min_ph = 14.0;
    double max_ph = 0.0;
    int readings = 0;
    int overheats = 0;
};

constexpr double kOverheatC = 98.0;
constexpr double kPhLow = 3.5;
constexpr double kPhHigh = 11.0;

Reading parse_line(const std::string& line) {
    std::istringstream in(line);
    std::string vat, minute, temp, ph;
    if (!std::getline(in, vat, ',') || !std::getline(in, minute, ',') ||
        !std::getline(in, temp, ',') || !std::getline(in, ph, ',')) {
        throw std::runtime_error("short line: " + line);
    }
    Reading r;
    r.vat = vat;
    r.minute = std::stoi(minute);
    r.temp_c = std::stod(temp);
    r.ph = std::stod(ph);
    return r;
}

std::vector<Reading> load(const std::string& path) {
    std::ifstream file(path);
    if (!file) {
        throw std::runtime_error("cannot open " + path);
    }
    std::vector<Reading> out;
    std::string line;
    std::getline(file, line);  // header
    while (std::getline(file, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        out.push_back(parse_line(line));
    }
    return out;
}

std::map<std::string, VatStats> summarise(const std::vector<Reading>& readings) {
    std::map<std::string, VatStats> stats;
    for (const auto& r : readings) {
        VatStats& s = stats[r.vat];
        s.max_temp = std::max(s.max_temp, r.temp_c);
        s.min_ph = std::min(s.min_ph, r.ph);
        s.max_ph = std::max(s.max_ph, r.ph);
        s.readings += 1;
        if (r.temp_c >= kOverheatC) {
            s.overheats += 1;
        }
    }
    return stats;
}

std::vector<std::string> alarms(const std::map<std::string, VatStats>& stats) {
    std::vector<std::string> out;
    for (const auto& [vat, s] : stats) {
        if (s.overheats > 0) {
            out.push_back(vat + ": " + std::to_string(s.overheats) + " overheat readings");
        }
        if (s.min_ph < kPhLow || s.max_ph > kPhHigh) {
            out.push_back(vat + ": pH out of range");
        }
    }
    return out;
}

void print_table(const std::map<std::string, VatStats>& stats) {
    std::cout << std::left << std::setw(8) << "vat" << std::right << std::setw(10) << "max C"
              << std::setw(8) << "min pH" << std::setw(8) << "max pH" << std::setw(6) << "n" << "\n";
    for (const auto& [vat, s] : stats) {
        std::cout << std::left << std::setw(8) << vat << std::right << std::fixed << std::setprecision(1)
                  << std::setw(10) << s.max_temp << std::setw(8) << s.min_ph << std::setw(8) << s.max_ph
                  << std::setw(6) << s.readings << "\n";
    }
}

}  // namespace larkspur

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: vat_replay LOG.csv\n";
        return 2;
    }
    std::vector<larkspur::Reading> readings;
    try {
        readings = larkspur::load(argv[1]);
    } catch (const std::exception& e) {
        std::cerr << "vat_replay: " << e.what() << "\n";
        return 1;
    }
    auto stats = larkspur::summarise(readings);
    larkspur::print_table(stats);
    for (const auto& a : larkspur::alarms(stats)) {
        std::cout << "ALARM " << a << "\n";
    }
    return 0;
}

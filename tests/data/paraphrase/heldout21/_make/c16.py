from mk import Case
# ---------------- wrap_try_catch cpp
orig = '''
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
        if (r.temp_c > kOverheatC) {
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
              << std::setw(8) << "min pH" << std::setw(8) << "max pH" << std::setw(6) << "n" << "\\n";
    for (const auto& [vat, s] : stats) {
        std::cout << std::left << std::setw(8) << vat << std::right << std::fixed << std::setprecision(1)
                  << std::setw(10) << s.max_temp << std::setw(8) << s.min_ph << std::setw(8) << s.max_ph
                  << std::setw(6) << s.readings << "\\n";
    }
}

}  // namespace larkspur

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: vat_replay LOG.csv\\n";
        return 2;
    }
    auto readings = larkspur::load(argv[1]);
    auto stats = larkspur::summarise(readings);
    larkspur::print_table(stats);
    for (const auto& a : larkspur::alarms(stats)) {
        std::cout << "ALARM " << a << "\\n";
    }
    return 0;
}
'''
c = Case("wrap_try_catch-cpp-vat_replay", "vat_replay.cpp", "wrap_try_catch", "cpp", orig)
c.ins("terse", "main: catch std::exception from load, print to cerr, return 1")
c.ins("polite", "Could you make main catch the std::exception that larkspur::load throws, print the error to std::cerr and return 1? When loading works, main should behave exactly as before.")
c.ins("declarative", "A log file that can't be read or parsed should make main print the error on stderr and exit with 1 instead of terminating with an uncaught exception.")
c.ins("other", "¿Puedes envolver la carga del log en main con try/catch (std::exception), escribir el error en std::cerr y devolver 1?")
LOAD = "    auto readings = larkspur::load(argv[1]);\n"
W = '''    std::vector<larkspur::Reading> readings;
    try {
        readings = larkspur::load(argv[1]);
    } catch (const std::exception& e) {
        std::cerr << "vat_replay: " << e.what() << "\\n";
        return 1;
    }
'''
c.res("right", [(LOAD, W, 1)], "load wrapped in try/catch(const std::exception&), error to cerr, return 1; rest of main unchanged")
BODY = '''    auto readings = larkspur::load(argv[1]);
    auto stats = larkspur::summarise(readings);
    larkspur::print_table(stats);
    for (const auto& a : larkspur::alarms(stats)) {
        std::cout << "ALARM " << a << "\\n";
    }
    return 0;
'''
c.res("right", [(BODY, '''    try {
        auto readings = larkspur::load(argv[1]);
        auto stats = larkspur::summarise(readings);
        larkspur::print_table(stats);
        for (const auto& a : larkspur::alarms(stats)) {
            std::cout << "ALARM " << a << "\\n";
        }
    } catch (const std::exception& e) {
        std::cerr << "vat_replay: " << e.what() << "\\n";
        return 1;
    }
    return 0;
''', 1)], "the whole body after the argument check wrapped (covers load too); same error handling")
c.res("wrong", [(LOAD, W.replace("        return 1;\n", ""), 1)], "error printed but main carries on with no readings and returns 0")
c.res("wrong", [(LOAD, '''    try {
        auto readings = larkspur::load(argv[1]);
    } catch (const std::exception& e) {
        std::cerr << "vat_replay: " << e.what() << "\\n";
        return 1;
    }
''', 1)], "readings declared inside the try block, so it is out of scope for summarise: does not compile", breaks=True)
c.res("wrong", [(LOAD, W.replace("std::cerr <<", "std::cout <<"), 1)], "error written to std::cout instead of std::cerr")
c.res("wrong", [(LOAD, W, 1), ("        if (r.temp_c > kOverheatC) {", "        if (r.temp_c >= kOverheatC) {", 1)], "try/catch right, but overheat counting changed from > to >=")
c.write()

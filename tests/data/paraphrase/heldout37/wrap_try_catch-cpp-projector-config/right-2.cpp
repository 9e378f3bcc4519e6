#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>

// Reads projector.conf for the six edge-blended projectors of the main dome.
// Lines look like "proj3.gamma = 2.4"; '#' starts a comment.

struct ProjectorConfig {
    std::string name;
    int brightness = 100;  // percent
    double gamma = 2.2;
    int blend_left_px = 0;
    int blend_right_px = 0;
};

static std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return "";
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

std::map<std::string, std::string> read_pairs(std::istream& in) {
    std::map<std::string, std::string> pairs;
    std::string line;
    int lineno = 0;
    while (std::getline(in, line)) {
        ++lineno;
        line = trim(line.substr(0, line.find('#')));
        if (line.empty()) continue;
        const auto eq = line.find('=');
        if (eq == std::string::npos) {
            throw std::runtime_error("line " + std::to_string(lineno) + ": expected key = value");
        }
        pairs[trim(line.substr(0, eq))] = trim(line.substr(eq + 1));
    }
    return pairs;
}

ProjectorConfig parse_projector(const std::string& name, const std::map<std::string, std::string>& kv) {
    ProjectorConfig cfg;
    cfg.name = name;
    auto get = [&](const std::string& key) -> const std::string* {
        auto it = kv.find(name + "." + key);
        return it == kv.end() ? nullptr : &it->second;
    };
    if (auto v = get("brightness")) cfg.brightness = std::stoi(*v);
    if (auto v = get("gamma")) cfg.gamma = std::stod(*v);
    if (auto v = get("blend_left")) cfg.blend_left_px = std::stoi(*v);
    if (auto v = get("blend_right")) cfg.blend_right_px = std::stoi(*v);
    if (cfg.brightness < 10 || cfg.brightness > 100) {
        throw std::out_of_range(name + ": brightness must be 10..100");
    }
    return cfg;
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: projcfg projector.conf\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << "cannot open " << argv[1] << "\n";
        return 2;
    }
    try {
        const auto pairs = read_pairs(in);
        for (int i = 1; i <= 6; ++i) {
            const std::string name = "proj" + std::to_string(i);
            const ProjectorConfig cfg = parse_projector(name, pairs);
            std::cout << cfg.name << ": " << cfg.brightness << "% gamma " << cfg.gamma
                      << " blend " << cfg.blend_left_px << "/" << cfg.blend_right_px << "\n";
        }
        return 0;
    } catch (const std::exception& ex) {
        std::cerr << "config error: " << ex.what() << std::endl;
        return 1;
    }
}

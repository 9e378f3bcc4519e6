// Hold inventory for the Granite Arch bouldering gym.
// Every hold has a tag; holds are washed, set on a wall, or retired when cracked.

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

enum class HoldState { Stored, OnWall, Washing, Retired };

struct Hold {
    std::string tag;
    std::string brand;
    std::string colour;
    std::string shape;   // jug, crimp, sloper, pinch, pocket, volume
    int boltCount = 1;
    HoldState state = HoldState::Stored;
    std::string wall;    // empty unless on a wall
    int washes = 0;
};

static const char* stateName(HoldState s) {
    switch (s) {
    case HoldState::Stored: return "stored";
    case HoldState::OnWall: return "on-wall";
    case HoldState::Washing: return "washing";
    case HoldState::Retired: return "retired";
    }
    return "?";
}

static std::string csvEscape(const std::string& field) {
    if (field.find_first_of(",\"\n") == std::string::npos) return field;
    std::string out = "\"";
    for (char c : field) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

class Inventory {
public:
    void add(Hold h) { holds_[h.tag] = std::move(h); }

    bool setOnWall(const std::string& tag, const std::string& wall) {
        auto it = holds_.find(tag);
        if (it == holds_.end() || it->second.state != HoldState::Stored) return false;
        it->second.state = HoldState::OnWall;
        it->second.wall = wall;
        return true;
    }

    // Strip a whole wall: everything on it goes to the washing crates.
    int stripWall(const std::string& wall) {
        int n = 0;
        for (auto& [tag, h] : holds_) {
            if (h.state == HoldState::OnWall && h.wall == wall) {
                h.state = HoldState::Washing;
                h.wall.clear();
                ++n;
            }
        }
        return n;
    }

    void finishWash() {
        for (auto& [tag, h] : holds_) {
            if (h.state == HoldState::Washing) {
                h.state = HoldState::Stored;
                ++h.washes;
            }
        }
    }

    bool retire(const std::string& tag) {
        auto it = holds_.find(tag);
        if (it == holds_.end()) return false;
        it->second.state = HoldState::Retired;
        it->second.wall.clear();
        return true;
    }

    std::map<std::string, int> countByShape(HoldState s) const {
        std::map<std::string, int> counts;
        for (const auto& [tag, h] : holds_)
            if (h.state == s) ++counts[h.shape];
        return counts;
    }

    std::vector<const Hold*> onWall(const std::string& wall) const {
        std::vector<const Hold*> out;
        for (const auto& [tag, h] : holds_)
            if (h.state == HoldState::OnWall && h.wall == wall) out.push_back(&h);
        return out;
    }

    void exportCsv(std::ostream& os) const {
        os << "tag,brand,colour,shape,bolts,state,wall,washes\n";
        for (const auto& [tag, h] : holds_) {
            os << csvEscape(tag) << ',' << csvEscape(h.brand) << ',' << csvEscape(h.colour) << ','
               << h.shape << ',' << h.boltCount << ',' << stateName(h.state) << ','
               << csvEscape(h.wall) << ',' << h.washes << '\n';
        }
    }

private:
    std::map<std::string, Hold> holds_;
};

static Hold parseLine(const std::string& line) {
    std::istringstream in(line);
    Hold h;
    std::getline(in, h.tag, ',');
    std::getline(in, h.brand, ',');
    std::getline(in, h.colour, ',');
    std::getline(in, h.shape, ',');
    std::string bolts;
    std::getline(in, bolts, ',');
    h.boltCount = bolts.empty() ? 1 : std::stoi(bolts);
    return h;
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: holds <intake.csv>\n";
        return 2;
    }
    std::ifstream intake(argv[1]);
    Inventory inv;
    std::string line;
    std::getline(intake, line);  // header
    while (std::getline(intake, line)) {
        if (!line.empty()) inv.add(parseLine(line));
    }
    for (const auto& [shape, n] : inv.countByShape(HoldState::Stored))
        std::cout << shape << ": " << n << " in store\n";
    inv.exportCsv(std::cout);
    return 0;
}

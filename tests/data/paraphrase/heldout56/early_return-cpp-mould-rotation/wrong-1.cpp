#include <string>
#include <vector>

// Rotation of polycarbonate moulds between the three moulding lines.

struct Mould {
    std::string code;
    int cycles = 0;
    bool cracked = false;
    bool polished_recently = false;
};

// Higher is better: fresh, intact, recently polished moulds go out first.
int rotation_score(const Mould& m, int max_cycles) {
    if (m.cracked) {
        return 0;
    }
    if (m.cycles > max_cycles) {
        return 0;
    }
    int score = max_cycles - m.cycles;
    if (m.polished_recently) {
        score += 50;
    }
    return score;
}

std::vector<std::string> next_out(const std::vector<Mould>& moulds, int max_cycles, std::size_t how_many) {
    std::vector<const Mould*> ranked;
    for (const auto& m : moulds) {
        if (rotation_score(m, max_cycles) > 0) {
            ranked.push_back(&m);
        }
    }
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        for (std::size_t j = i + 1; j < ranked.size(); ++j) {
            if (rotation_score(*ranked[j], max_cycles) > rotation_score(*ranked[i], max_cycles)) {
                std::swap(ranked[i], ranked[j]);
            }
        }
    }
    std::vector<std::string> codes;
    for (std::size_t i = 0; i < ranked.size() && i < how_many; ++i) {
        codes.push_back(ranked[i]->code);
    }
    return codes;
}

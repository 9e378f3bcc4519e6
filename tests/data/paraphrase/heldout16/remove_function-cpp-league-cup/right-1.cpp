// Knock-out bracket for the end-of-season cup of the Riverside amateur leagues.
// Teams are seeded by league position; the top seeds get byes when the number
// of entrants is not a power of two.

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace cup {

struct Entrant {
    std::string club;
    std::string division;
    int leaguePosition;
    int points;
};

struct Tie {
    std::optional<Entrant> home;
    std::optional<Entrant> away;

    bool isBye() const { return !home || !away; }
};

int nextPowerOfTwo(int n) {
    int p = 1;
    while (p < n) {
        p *= 2;
    }
    return p;
}

// Number of first-round byes for n entrants.
int byeCount(int n) {
    if (n < 2) {
        return 0;
    }
    return nextPowerOfTwo(n) - n;
}

// Standard seeding order for a bracket of size `size` (1 v size, 2 v size-1 ...).
std::vector<int> seedOrder(int size) {
    std::vector<int> order{1};
    while (static_cast<int>(order.size()) < size) {
        int next = static_cast<int>(order.size()) * 2 + 1;
        std::vector<int> expanded;
        for (int seed : order) {
            expanded.push_back(seed);
            expanded.push_back(next - seed);
        }
        order = expanded;
    }
    return order;
}

// Sorts entrants into seed order: league position first, then points.
std::vector<Entrant> seeded(std::vector<Entrant> entrants) {
    std::sort(entrants.begin(), entrants.end(), [](const Entrant& a, const Entrant& b) {
        if (a.leaguePosition != b.leaguePosition) {
            return a.leaguePosition < b.leaguePosition;
        }
        return a.points > b.points;
    });
    return entrants;
}

std::vector<Tie> firstRound(const std::vector<Entrant>& entrants) {
    std::vector<Entrant> bySeed = seeded(entrants);
    int size = nextPowerOfTwo(static_cast<int>(bySeed.size()));
    std::vector<int> order = seedOrder(size);
    std::vector<Tie> ties;
    for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
        Tie tie;
        int homeSeed = order[i];
        int awaySeed = order[i + 1];
        if (homeSeed <= static_cast<int>(bySeed.size())) {
            tie.home = bySeed[homeSeed - 1];
        }
        if (awaySeed <= static_cast<int>(bySeed.size())) {
            tie.away = bySeed[awaySeed - 1];
        }
        ties.push_back(tie);
    }
    return ties;
}

std::string roundName(int teamsLeft) {
    switch (teamsLeft) {
    case 2:
        return "Final";
    case 4:
        return "Semi-finals";
    case 8:
        return "Quarter-finals";
    default:
        return "Round of " + std::to_string(teamsLeft);
    }
}

void printRound(const std::vector<Tie>& ties, int teamsLeft) {
    std::cout << roundName(teamsLeft) << "\n";
    for (const auto& tie : ties) {
        if (tie.isBye()) {
            const Entrant& through = tie.home ? *tie.home : *tie.away;
            std::cout << "  " << std::left << std::setw(24) << through.club << " bye\n";
            continue;
        }
        std::cout << "  " << std::left << std::setw(24) << tie.home->club << " v " << tie.away->club << "\n";
    }
}

}  // namespace cup

int main() {
    std::vector<cup::Entrant> entrants = {
        {"Harbour Rovers", "Premier", 1, 41},
        {"Millbrook Athletic", "Premier", 2, 38},
        {"Quarry Lane FC", "Premier", 3, 30},
        {"St. Ives Wanderers", "Division One", 1, 44},
        {"Fenwick Colts", "Division One", 2, 35},
        {"Old Mill Reserves", "Division One", 3, 29},
    };
    std::vector<cup::Tie> ties = cup::firstRound(entrants);
    std::cout << "byes: " << cup::byeCount(static_cast<int>(entrants.size())) << "\n";
    cup::printRound(ties, cup::nextPowerOfTwo(static_cast<int>(entrants.size())));
    return 0;
}

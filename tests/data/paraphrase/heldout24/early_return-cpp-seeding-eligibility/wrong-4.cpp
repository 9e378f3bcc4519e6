// Season seeding for the Ashgrove Collegiate League (split 2).
// Builds the playoff seed list from the regular-season ladder.

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

struct Team {
    std::string name;
    std::vector<std::string> roster;
    int matchesPlayed = 0;
    int wins = 0;
    int mapDiff = 0;
    bool active = true;
    bool hasOpenSanction = false;
};

struct Season {
    int minMatches = 8;
    bool allowShortRosters = false;
    int playoffSlots = 8;
};

bool eligibleForSeeding(const Team& team, const Season& season) {
    bool eligible = false;
    if (!team.active) return false;
    if (team.matchesPlayed < season.minMatches) return false;
    if (team.hasOpenSanction) return false;
    if (team.roster.size() < 5 && !season.allowShortRosters) return false;
    return eligible;
}

double seedingPoints(const Team& team) {
    if (team.matchesPlayed == 0) {
        return 0.0;
    }
    double winRate = static_cast<double>(team.wins) / team.matchesPlayed;
    return winRate * 100.0 + team.mapDiff * 0.5;
}

std::vector<Team> playoffSeeds(std::vector<Team> teams, const Season& season) {
    teams.erase(std::remove_if(teams.begin(), teams.end(),
                               [&](const Team& t) { return !eligibleForSeeding(t, season); }),
                teams.end());
    std::stable_sort(teams.begin(), teams.end(), [](const Team& a, const Team& b) {
        return seedingPoints(a) > seedingPoints(b);
    });
    if (static_cast<int>(teams.size()) > season.playoffSlots) {
        teams.resize(season.playoffSlots);
    }
    return teams;
}

int main() {
    Season season;
    std::vector<Team> ladder = {
        {"Ashgrove Owls", {"kiri", "dax", "mono", "pell", "wren"}, 10, 8, 11, true, false},
        {"Lakeside Foxes", {"ivo", "tamsin", "juno", "bram"}, 10, 7, 6, true, false},
        {"Northfield Rooks", {"sol", "ash", "quill", "moss", "fen", "lark"}, 9, 5, 2, true, true},
        {"Westmere Hares", {"odo", "nim", "rue", "cass", "bex"}, 7, 6, 9, true, false},
        {"Eastbrook Stags", {"gil", "pim", "tor", "ula", "vee"}, 10, 4, -3, true, false},
    };
    int seed = 1;
    for (const Team& t : playoffSeeds(ladder, season)) {
        std::cout << seed++ << ". " << t.name << " (" << seedingPoints(t) << ")\n";
    }
    return 0;
}

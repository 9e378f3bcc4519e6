// Prize pool splitting for league finals.
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <string>
#include <vector>

namespace rift {

struct Placement {
    std::string team;
    int place;
};

// Share of the pool per place, in percent. Places not listed get nothing.
static const std::map<int, double> kShares = {
    {1, 45.0}, {2, 25.0}, {3, 15.0}, {4, 10.0}, {5, 5.0},
};

long long shareFor(int place, long long poolCents) {
    auto it = kShares.find(place);
    if (it == kShares.end()) return 0;
    return static_cast<long long>(std::llround(poolCents * it->second / 100.0));
}

// Old rounding used before the 2026 rules: floors every share and gives the
// remainder to first place. Kept only for re-running old seasons.
std::map<std::string, long long> legacySplit(const std::vector<Placement>& placements, long long poolCents);

std::map<std::string, long long> split(const std::vector<Placement>& placements, long long poolCents) {
    std::map<std::string, long long> out;
    for (const auto& p : placements) {
        out[p.team] += shareFor(p.place, poolCents);
    }
    return out;
}

long long totalPaid(const std::map<std::string, long long>& payouts) {
    return std::accumulate(payouts.begin(), payouts.end(), 0LL,
                           [](long long sum, const auto& kv) { return sum + kv.second; });
}

}  // namespace rift

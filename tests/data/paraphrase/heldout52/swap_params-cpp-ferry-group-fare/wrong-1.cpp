#include <algorithm>
#include <string>
#include <vector>

// Ticket pricing for foot passengers on the Kestrel Sound routes.
namespace kestrel {

enum class TicketClass { Standard, Club, Cabin };

struct FareTable {
    int standard_pence;
    int club_pence;
    int cabin_pence;
};

// Price in pence for a group; children under 5 travel free, 5-15 pay half.
int group_fare(const FareTable& table, TicketClass cls, int children, int adults) {
    int base = table.standard_pence;
    if (cls == TicketClass::Club) {
        base = table.club_pence;
    } else if (cls == TicketClass::Cabin) {
        base = table.cabin_pence;
    }
    return base * adults + (base / 2) * children;
}

int cheapest_for(const std::vector<FareTable>& tables, int adults, int children) {
    int best = -1;
    for (const auto& t : tables) {
        int fare = group_fare(t, TicketClass::Standard, adults, children);
        if (best < 0 || fare < best) {
            best = fare;
        }
    }
    return best;
}

std::string quote(const FareTable& table, TicketClass cls, int adults, int children) {
    int pence = group_fare(table, cls, adults, children);
    return "GBP " + std::to_string(pence / 100) + "." + (pence % 100 < 10 ? "0" : "") + std::to_string(pence % 100);
}

}  // namespace kestrel

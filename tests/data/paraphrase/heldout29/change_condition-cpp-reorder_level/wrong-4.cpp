// stock_rules.cpp - reorder rules for the dispensary's shelf stock.
#include <algorithm>
#include <string>
#include <vector>

namespace dispensary {

struct StockItem {
    std::string code;
    std::string name;
    int onHand = 0;
    int onOrder = 0;
    int reorderLevel = 0;
    int parLevel = 0;
    int daysToExpiry = 365;
};

bool needsReorder(const StockItem& s) {
    return s.onHand <= s.reorderLevel;
}

// Shown in red on the stock screen: less than half the reorder level left.
bool lowStockAlert(const StockItem& s) {
    return s.onHand < s.reorderLevel / 2;
}

bool isExpiringSoon(const StockItem& s) {
    return s.daysToExpiry < 30;
}

int reorderQuantity(const StockItem& s) {
    if (!needsReorder(s)) {
        return 0;
    }
    return std::max(0, s.parLevel - s.onHand);
}

std::vector<std::string> orderSheet(const std::vector<StockItem>& shelf) {
    std::vector<std::string> lines;
    for (const auto& s : shelf) {
        int qty = reorderQuantity(s);
        if (qty > 0) {
            lines.push_back(s.code + "  " + s.name + "  x" + std::to_string(qty));
        }
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

}  // namespace dispensary

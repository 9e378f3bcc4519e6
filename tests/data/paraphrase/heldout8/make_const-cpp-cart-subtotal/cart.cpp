// Shopping cart used by the kiosk checkout.
#include <algorithm>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace kiosk {

struct CartLine {
    std::string sku;
    std::string name;
    std::int64_t unit_cents;
    int quantity;
};

class Cart {
public:
    explicit Cart(std::string currency) : currency_(std::move(currency)) {}

    void add(const std::string& sku, const std::string& name, std::int64_t unit_cents, int qty);
    bool remove(const std::string& sku);
    void setQuantity(const std::string& sku, int qty);
    std::int64_t subtotalCents();
    std::int64_t itemCount() const;
    const std::string& currency() const { return currency_; }

private:
    std::string currency_;
    std::vector<CartLine> lines_;
};

void Cart::add(const std::string& sku, const std::string& name, std::int64_t unit_cents, int qty) {
    if (qty <= 0) {
        throw std::invalid_argument("quantity must be positive");
    }
    auto it = std::find_if(lines_.begin(), lines_.end(),
                           [&](const CartLine& l) { return l.sku == sku; });
    if (it != lines_.end()) {
        it->quantity += qty;
        return;
    }
    lines_.push_back(CartLine{sku, name, unit_cents, qty});
}

bool Cart::remove(const std::string& sku) {
    auto before = lines_.size();
    lines_.erase(std::remove_if(lines_.begin(), lines_.end(),
                                [&](const CartLine& l) { return l.sku == sku; }),
                 lines_.end());
    return lines_.size() != before;
}

void Cart::setQuantity(const std::string& sku, int qty) {
    for (auto& l : lines_) {
        if (l.sku == sku) {
            if (qty <= 0) {
                remove(sku);
            } else {
                l.quantity = qty;
            }
            return;
        }
    }
    throw std::out_of_range("no such sku in cart: " + sku);
}

std::int64_t Cart::subtotalCents() {
    std::int64_t total = 0;
    for (const auto& l : lines_) {
        total += l.unit_cents * l.quantity;
    }
    return total;
}

std::int64_t Cart::itemCount() const {
    std::int64_t n = 0;
    for (const auto& l : lines_) {
        n += l.quantity;
    }
    return n;
}

// Receipt printer needs a const Cart&.
std::string receiptTotal(const Cart& cart);

}  // namespace kiosk

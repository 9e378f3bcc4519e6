// Materials store of the Quire Lane bindery: boards, cloth, thread, paper.
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace quire {

struct Stock {
    std::string name;
    std::string unit;   // "sheet", "metre", "spool", "board"
    double on_hand = 0;
    double reorder_at = 0;
};

class MaterialsStore {
public:
    void add(const Stock& s) { items_[s.name] = s; }

    double on_hand(const std::string& name) const {
        auto it = items_.find(name);
        if (it == items_.end()) {
            throw std::out_of_range("no such material: " + name);
        }
        return it->second.on_hand;
    }

    void take(const std::string& name, double qty) {
        Stock& s = items_.at(name);
        if (qty > s.on_hand) {
            throw std::runtime_error("not enough " + name);
        }
        s.on_hand -= qty;
    }

    void receive(const std::string& name, double qty) { items_.at(name).on_hand += qty; }

    bool has(const std::string& name, double qty) const {
        auto it = items_.find(name);
        return it != items_.end() && it->second.on_hand >= qty;
    }

    std::vector<std::string> to_reorder() const {
        std::vector<std::string> out;
        for (const auto& [name, s] : items_) {
            if (s.on_hand <= s.reorder_at) {
                out.push_back(name);
            }
        }
        return out;
    }

private:
    std::map<std::string, Stock> items_;
};

}  // namespace quire

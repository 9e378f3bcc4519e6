#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

// Concert programme builder for the Linden Street Community Choir.

struct Piece {
    std::string title;
    std::string composer;
    int minutes;
    bool needsOrgan;
};

class Programme {
public:
    explicit Programme(int interval_minutes) : interval_(interval_minutes) {}

    // Inserts a piece at a position in the running order (0 = first).
    void insert(std::size_t position, const Piece& piece) {
        pieces_.insert(pieces_.begin() + static_cast<long>(position), piece);
    }

    int totalMinutes() const {
        int total = interval_;
        for (const auto& p : pieces_) total += p.minutes;
        return total;
    }

    bool organNeeded() const {
        return std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.needsOrgan; });
    }

    void print(std::ostream& out) const {
        int n = 1;
        for (const auto& p : pieces_) {
            out << n++ << ". " << p.title << " (" << p.composer << ", " << p.minutes << " min)\n";
        }
        out << "Total with interval: " << totalMinutes() << " min\n";
    }

private:
    int interval_;
    std::vector<Piece> pieces_;
};

int main() {
    Programme spring(20);
    spring.insert(0, {"Requiem", "Fauré", 38, true});
    spring.insert(0, {"Ave verum corpus", "Mozart", 4, false});
    spring.insert(1, {"The Lamb", "Tavener", 6, false});
    spring.insert(9, {"Lux aurumque", "Whitacre", 5, false});
    spring.print(std::cout);
    std::cout << (spring.organNeeded() ? "Book the organist.\n" : "No organ.\n");
}

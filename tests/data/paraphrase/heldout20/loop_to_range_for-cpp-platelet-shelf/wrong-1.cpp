// Platelet agitator shelf tracking for the St. Brigid blood bank.
// Platelets are stored at 20-24 C on a flatbed agitator and last seven days.
#include <cstddef>
#include <iostream>
#include <string>
#include <vector>

struct PlateletBag {
    std::string unitId;
    std::string group;
    int slot;
    int ageHours;
    double tempC;
    bool expired = false;
    bool flagged = false;
};

constexpr int SHELF_LIFE_HOURS = 7 * 24;
constexpr double MIN_TEMP_C = 20.0;
constexpr double MAX_TEMP_C = 24.0;

// Marks bags past their shelf life; returns how many were newly marked.
int markExpired(std::vector<PlateletBag>& bags) {
    int marked = 0;
    for (auto bag : bags) {
        if (!bag.expired && bag.ageHours >= SHELF_LIFE_HOURS) {
            bag.expired = true;
            ++marked;
        }
    }
    return marked;
}

void flagTemperature(std::vector<PlateletBag>& bags) {
    for (std::size_t i = 0; i < bags.size(); ++i) {
        bags[i].flagged = bags[i].tempC < MIN_TEMP_C || bags[i].tempC > MAX_TEMP_C;
    }
}

void printShelf(const std::vector<PlateletBag>& bags) {
    for (std::size_t i = 0; i < bags.size(); ++i) {
        std::cout << "row " << i + 1 << ": slot " << bags[i].slot << "  " << bags[i].unitId
                  << " (" << bags[i].group << ")";
        if (bags[i].expired) std::cout << "  EXPIRED";
        if (bags[i].flagged) std::cout << "  TEMP";
        std::cout << '\n';
    }
}

int main() {
    std::vector<PlateletBag> shelf = {
        {"SB-24-02011", "B+", 3, 50, 22.1},
        {"SB-24-01990", "O+", 7, 171, 22.4},
        {"SB-24-02017", "A+", 1, 12, 24.6},
    };
    int n = markExpired(shelf);
    flagTemperature(shelf);
    printShelf(shelf);
    std::cout << n << " newly expired\n";
    return 0;
}

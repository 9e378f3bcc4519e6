#include <iostream>
#include <string>
#include <vector>

struct LiftSlot {
    std::string lift;
    int startMinute;
    int durationMinutes;
    double maxTonnes;
};

// Returns true when a boat of the given weight and length can use the slot.
bool canLift(const LiftSlot& slot, double tonnes, double lengthM) {
    if (tonnes > slot.maxTonnes) {
        return false;
    }
    // the 40 t travel lift slings cannot take hulls over 18 m
    return lengthM <= 18.0;
}

int firstUsableSlot(const std::vector<LiftSlot>& slots, double lengthM, double tonnes) {
    for (std::size_t i = 0; i < slots.size(); ++i) {
        if (canLift(slots[i], lengthM, tonnes)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int main() {
    std::vector<LiftSlot> slots = {
        {"travel-40", 8 * 60, 90, 40.0},
        {"crane-8", 9 * 60 + 30, 45, 8.0},
    };
    double lengthM = 11.5;
    double tonnes = 7.2;
    int i = firstUsableSlot(slots, lengthM, tonnes);
    std::cout << (i >= 0 ? slots[i].lift : std::string("none")) << "\n";
    std::cout << std::boolalpha << canLift(slots[1], 6.5, 9.0) << "\n";
    return 0;
}

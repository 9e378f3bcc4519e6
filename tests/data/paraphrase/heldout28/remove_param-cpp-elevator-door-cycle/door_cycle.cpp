// Door cycle sequencing for the car controller board.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace liftworks {

struct DoorEvent {
    int floor;
    std::chrono::milliseconds open_for;
    bool nudged;
};

class DoorSequencer {
public:
    explicit DoorSequencer(int dwell_ms) : dwell_ms_(dwell_ms) {}

    DoorEvent cycle(int floor, bool verbose, bool nudge);
    std::vector<DoorEvent> service(const std::vector<int>& floors, bool verbose);
    int cycles() const { return cycles_; }

private:
    int dwell_ms_;
    int cycles_ = 0;
};

DoorEvent DoorSequencer::cycle(int floor, bool verbose, bool nudge) {
    ++cycles_;
    int open_ms = nudge ? dwell_ms_ / 2 : dwell_ms_;
    return DoorEvent{floor, std::chrono::milliseconds(open_ms), nudge};
}

std::vector<DoorEvent> DoorSequencer::service(const std::vector<int>& floors, bool verbose) {
    std::vector<DoorEvent> out;
    for (size_t i = 0; i < floors.size(); ++i) {
        bool nudge = i + 1 < floors.size() && floors[i + 1] == floors[i];
        out.push_back(cycle(floors[i], verbose, nudge));
        if (verbose) {
            std::printf("floor %d: door cycle %d\n", floors[i], cycles_);
        }
    }
    return out;
}

}  // namespace liftworks

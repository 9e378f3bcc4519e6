// lane_bank.cpp - the pinsetter bank: one Lane object per lane, addressed by
// the lane number printed above the pins (1-based).
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

struct Lane {
    int number;
    bool outOfService = false;
    int faultsToday = 0;
    std::string lastFault;
};

class LaneBank {
public:
    explicit LaneBank(int lanes) {
        for (int i = 1; i <= lanes; ++i) {
            lanes_.push_back(Lane{i});
        }
    }

    Lane& at(int number) {
        if (number > static_cast<int>(lanes_.size())) {
            throw std::out_of_range("no lane " + std::to_string(number));
        }
        return lanes_[number - 1];
    }

    std::size_t size() const { return lanes_.size(); }

    void recordFault(int number, const std::string& code) {
        Lane& lane = at(number);
        lane.faultsToday += 1;
        lane.lastFault = code;
        if (lane.faultsToday >= 3) {
            lane.outOfService = true;
        }
    }

    int openLanes() const {
        int open = 0;
        for (const Lane& l : lanes_) {
            if (!l.outOfService) {
                ++open;
            }
        }
        return open;
    }

    void resetDay() {
        for (Lane& l : lanes_) {
            l.faultsToday = 0;
            l.lastFault.clear();
        }
    }

private:
    std::vector<Lane> lanes_;
};

int main() {
    LaneBank bank(24);
    bank.recordFault(7, "E07_DECK");
    bank.recordFault(7, "E07_DECK");
    return bank.openLanes() == 24 ? 0 : 1;
}

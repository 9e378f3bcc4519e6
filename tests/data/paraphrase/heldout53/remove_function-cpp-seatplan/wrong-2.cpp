// seatplan.cpp - seat plan of the Stadttheater Aarburg for one performance.
#include <map>
#include <string>
#include <vector>

struct Seat {
    std::string row;
    int number;
    bool sold;
    bool wheelchair;
};

class SeatPlan {
public:
    explicit SeatPlan(std::vector<Seat> seats) : seats_(std::move(seats)) {}

    int freeSeats() const {
        int free = 0;
        for (const auto& s : seats_) {
            if (!s.sold) {
                ++free;
            }
        }
        return free;
    }

    // Old box-office export, replaced by exportCsv(); nothing calls it any more.
    std::string exportCsv() const {
        std::string out = "row,number,sold\n";
        for (const auto& s : seats_) {
            out += s.row + "," + std::to_string(s.number) + "," + (s.sold ? "1" : "0") + "\n";
        }
        return out;
    }

    std::map<std::string, int> freePerRow() const {
        std::map<std::string, int> result;
        for (const auto& s : seats_) {
            if (!s.sold) {
                result[s.row] += 1;
            }
        }
        return result;
    }

    bool sell(const std::string& row, int number) {
        for (auto& s : seats_) {
            if (s.row == row && s.number == number && !s.sold) {
                s.sold = true;
                return true;
            }
        }
        return false;
    }

private:
    std::vector<Seat> seats_;
};

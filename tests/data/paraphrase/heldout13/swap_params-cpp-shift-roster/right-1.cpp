// Weekly shift roster for the central kitchen (HR scheduling module).
#include <algorithm>
#include <chrono>
#include <map>
#include <string>
#include <vector>

namespace roster {

using Clock = std::chrono::system_clock;
using Hours = std::chrono::hours;

struct Employee {
    std::string id;
    std::string name;
    std::vector<std::string> skills;  // "grill", "pastry", "dish", ...
    int maxWeeklyHours = 40;
    bool minor = false;
};

struct Shift {
    std::string station;
    Clock::time_point start;
    Clock::time_point end;
};

constexpr int kMinRestHours = 11;
constexpr int kMinorLatestHour = 22;

double shiftHours(const Shift& s) {
    return std::chrono::duration<double, std::ratio<3600>>(s.end - s.start).count();
}

double restHoursBetween(const Shift& earlier, const Shift& later) {
    return std::chrono::duration<double, std::ratio<3600>>(later.start - earlier.end).count();
}

bool canWork(const Employee& emp, const Shift& shift) {
    return std::find(emp.skills.begin(), emp.skills.end(), shift.station) != emp.skills.end();
}

class Roster {
public:
    bool assign(const Employee& emp, const Shift& shift) {
        if (!canWork(emp, shift)) {
            return false;
        }
        auto& shifts = byEmployee_[emp.id];
        double hours = shiftHours(shift);
        for (const auto& s : shifts) {
            hours += shiftHours(s);
            if (!shifts.empty() && restHoursBetween(s, shift) < kMinRestHours && s.end <= shift.start) {
                return false;
            }
        }
        if (hours > emp.maxWeeklyHours) {
            return false;
        }
        shifts.push_back(shift);
        return true;
    }

    std::vector<std::string> qualifiedFor(const Shift& shift, const std::vector<Employee>& staff) const {
        std::vector<std::string> ids;
        for (const auto& e : staff) {
            if (canWork(e, shift)) {
                ids.push_back(e.id);
            }
        }
        return ids;
    }

private:
    std::map<std::string, std::vector<Shift>> byEmployee_;
};

}  // namespace roster

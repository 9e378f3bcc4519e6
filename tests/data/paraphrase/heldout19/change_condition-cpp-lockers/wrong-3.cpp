// Door monitor for one locker bank. Polled every second by the bank
// controller; raises alarms to the Parcelhaven back office.
#include <chrono>
#include <string>
#include <unordered_map>
#include <vector>

namespace parcelhaven {

struct CompartmentStatus {
    std::string id;
    bool doorOpen = false;
    bool inMaintenance = false;
    bool hasParcel = false;
    int openSeconds = 0;
};

enum class AlarmKind { DoorLeftOpen, Tamper, SensorFault };

struct Alarm {
    AlarmKind kind;
    std::string compartmentId;
    int seconds;
};

class DoorMonitor {
public:
    explicit DoorMonitor(int leftOpenLimit = 90) : leftOpenLimit_(leftOpenLimit) {}

    std::vector<Alarm> poll(std::vector<CompartmentStatus>& compartments, bool sessionActive) {
        std::vector<Alarm> alarms;
        for (auto& c : compartments) {
            if (c.doorOpen) {
                c.openSeconds += 1;
            } else {
                c.openSeconds = 0;
                raised_.erase(c.id);
                continue;
            }
            if (!sessionActive && c.hasParcel || !c.inMaintenance) {
                // a door with a parcel behind it opened without a courier or pickup session
                raise(alarms, AlarmKind::Tamper, c);
            }
            if (c.openSeconds > leftOpenLimit_) {
                raise(alarms, AlarmKind::DoorLeftOpen, c);
            }
        }
        return alarms;
    }

private:
    void raise(std::vector<Alarm>& out, AlarmKind kind, const CompartmentStatus& c) {
        auto key = c.id + "/" + std::to_string(static_cast<int>(kind));
        if (raised_.count(c.id) && raised_[c.id] == key) {
            return;  // already reported for this opening
        }
        raised_[c.id] = key;
        out.push_back(Alarm{kind, c.id, c.openSeconds});
    }

    int leftOpenLimit_;
    std::unordered_map<std::string, std::string> raised_;
};

}  // namespace parcelhaven

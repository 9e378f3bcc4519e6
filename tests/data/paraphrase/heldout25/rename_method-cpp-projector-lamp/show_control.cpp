// Show control for the Orrery Hall dome: the star projector and the cove lighting.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace orrery {

class Projector {
public:
    explicit Projector(std::string name) : name_(std::move(name)) {}

    // lamp output in percent; the xenon lamp is never driven above 100
    void setLamp(double percent);
    double lamp() const { return lamp_; }
    const std::string& name() const { return name_; }

    void addRunMinutes(int minutes) { runMinutes_ += minutes; }
    bool needsLampChange() const { return runMinutes_ >= 2000 * 60; }

private:
    std::string name_;
    double lamp_ = 0.0;
    int runMinutes_ = 0;
};

class Dome {
public:
    // cove lighting around the horizon, not the star ball
    void setLamp(double percent) { cove_ = std::clamp(percent, 0.0, 100.0); }
    double cove() const { return cove_; }

private:
    double cove_ = 100.0;
};

void Projector::setLamp(double percent)
{
    lamp_ = std::clamp(percent, 0.0, 100.0);
}

void startShow(std::vector<Projector>& projectors, Dome& dome)
{
    dome.setLamp(5.0);
    for (auto& p : projectors) {
        p.setLamp(100.0);
    }
}

void intermission(std::vector<Projector>& projectors, Dome& dome)
{
    dome.setLamp(60.0);
    for (auto& p : projectors) {
        p.setLamp(30.0);
    }
}

std::vector<std::string> lampsDue(const std::vector<Projector>& projectors)
{
    std::vector<std::string> due;
    for (const auto& p : projectors) {
        if (p.needsLampChange()) {
            due.push_back(p.name());
        }
    }
    return due;
}

}  // namespace orrery

// Roast curve analysis for the Ridgeline Probat P12 logger.
// Samples come from the bean probe once a second; the roaster marks first
// crack and drop with buttons on the tablet.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace ridgeline {

struct Sample {
    int time_s;          // seconds since charge
    double bean_temp_c;  // bean probe
    double air_temp_c;   // exhaust probe
};

enum class Event { FirstCrack, SecondCrack, Drop };

class RoastCurve {
public:
    explicit RoastCurve(std::string lot) : lot_(std::move(lot)) {}

    const std::string& lot() const { return lot_; }

    void add(const Sample& s) {
        if (!samples_.empty() && s.time_s <= samples_.back().time_s) {
            throw std::invalid_argument("samples must be in time order");
        }
        samples_.push_back(s);
    }

    void mark(Event e, int time_s) {
        switch (e) {
        case Event::FirstCrack: first_crack_s_ = time_s; break;
        case Event::SecondCrack: second_crack_s_ = time_s; break;
        case Event::Drop: drop_s_ = time_s; break;
        }
    }

    std::size_t size() const { return samples_.size(); }

    double durationMinutes() const { return samples_.empty() ? 0.0 : samples_.back().time_s / 60.0; }

    // Lowest bean temperature after charge: where the beans stop absorbing heat from the drum.
    std::optional<Sample> turningPoint() const {
        if (samples_.empty()) {
            return std::nullopt;
        }
        auto it = std::min_element(samples_.begin(), samples_.end(),
                                   [](const Sample& a, const Sample& b) { return a.bean_temp_c < b.bean_temp_c; });
        return *it;
    }

    // Rate of rise in degrees per minute over the `window_s` seconds before sample i.
    double rateOfRise(std::size_t i, int window_s = 30) const {
        if (i >= samples_.size()) {
            throw std::out_of_range("no such sample");
        }
        std::size_t j = i;
        while (j > 0 && samples_[i].time_s - samples_[j - 1].time_s <= window_s) {
            --j;
        }
        if (j == i) {
            return 0.0;
        }
        double dt = samples_[i].time_s - samples_[j].time_s;
        return (samples_[i].bean_temp_c - samples_[j].bean_temp_c) / dt * 60.0;
    }

    // Development time ratio: share of the roast after first crack.
    std::optional<double> developmentRatio() const {
        if (!first_crack_s_ || !drop_s_ || *drop_s_ <= 0) {
            return std::nullopt;
        }
        return static_cast<double>(*drop_s_ - *first_crack_s_) / *drop_s_;
    }

    bool reachedSecondCrack() const { return second_crack_s_.has_value(); }

    double maxBeanTemp() const {
        double best = 0.0;
        for (const auto& s : samples_) {
            best = std::max(best, s.bean_temp_c);
        }
        return best;
    }

    // Seconds in which the rate of rise went up again after falling ("flick"),
    // which usually tastes baked. Checked once a second from turning point on.
    std::vector<int> flicks() const {
        std::vector<int> out;
        double previous = 0.0;
        bool falling = false;
        for (std::size_t i = 1; i < samples_.size(); ++i) {
            double ror = rateOfRise(i);
            if (falling && ror > previous + 1.0) {
                out.push_back(samples_[i].time_s);
                falling = false;
            } else if (ror < previous) {
                falling = true;
            }
            previous = ror;
        }
        return out;
    }

private:
    std::string lot_;
    std::vector<Sample> samples_;
    std::optional<int> first_crack_s_;
    std::optional<int> second_crack_s_;
    std::optional<int> drop_s_;
};

// Seconds between the first sample at or above `from_c` and the first at or above `to_c`,
// e.g. the drying phase from charge to 150 C. Empty if the curve never gets there.
inline std::optional<int> secondsBetween(const std::vector<Sample>& samples, double from_c, double to_c) {
    std::optional<int> start;
    for (const auto& s : samples) {
        if (!start && s.bean_temp_c >= from_c) {
            start = s.time_s;
        }
        if (start && s.bean_temp_c >= to_c) {
            return s.time_s - *start;
        }
    }
    return std::nullopt;
}

// Phases as the quality sheet names them: drying up to 150 C, Maillard up to first crack.
inline std::string phaseLine(const RoastCurve& c, const std::vector<Sample>& samples) {
    std::string out = c.lot();
    if (auto drying = secondsBetween(samples, 0.0, 150.0)) {
        out += " drying " + std::to_string(*drying) + " s";
    }
    if (auto maillard = secondsBetween(samples, 150.0, 196.0)) {
        out += ", Maillard " + std::to_string(*maillard) + " s";
    }
    return out;
}

inline std::string summary(const RoastCurve& c) {
    std::string out = c.lot() + ": " + std::to_string(c.size()) + " samples";
    if (auto dtr = c.developmentRatio()) {
        out += ", DTR " + std::to_string(static_cast<int>(*dtr * 100.0 + 0.5)) + "%";
    }
    if (c.reachedSecondCrack()) {
        out += ", into second crack";
    }
    return out;
}

}  // namespace ridgeline

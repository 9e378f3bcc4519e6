#include <algorithm>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace lantern {

enum class Condition { Good, Worn, Repair, Retired };

class Prop {
public:
    Prop(std::string tag, std::string name, int scene, double weightKg)
        : tag_(std::move(tag)), name_(std::move(name)), scene_(scene), weightKg_(weightKg) {}

    const std::string& tag() const { return tag_; }
    const std::string& name() const { return name_; }
    int scene() const { return scene_; }
    double weightKg() const { return weightKg_; }
    Condition condition() const { return condition_; }

    void setCondition(Condition c) { condition_ = c; }

    // Props that must travel in the padded crate.
    bool needsPadding() const {
        return condition_ == Condition::Worn || weightKg_ < 0.5;
    }

private:
    std::string tag_;
    std::string name_;
    int scene_;
    double weightKg_;
    Condition condition_ = Condition::Good;
};

class PropTable {
public:
    void add(Prop p) { props_.push_back(std::move(p)); }

    std::optional<Prop> find(const std::string& tag) const {
        auto it = std::find_if(props_.begin(), props_.end(), [&](const Prop& p) { return p.tag() == tag; });
        if (it == props_.end()) {
            return std::nullopt;
        }
        return *it;
    }

    std::map<int, std::vector<std::string>> byScene() const {
        std::map<int, std::vector<std::string>> out;
        for (const auto& p : props_) {
            if (p.condition() != Condition::Retired) {
                out[p.scene()].push_back(p.tag());
            }
        }
        return out;
    }

    int retireScene(int scene) {
        int n = 0;
        for (auto& p : props_) {
            if (p.scene() == scene && p.condition() != Condition::Retired) {
                p.setCondition(Condition::Retired);
                ++n;
            }
        }
        return n;
    }

    double paddedWeight() const {
        double total = 0.0;
        for (const auto& p : props_) {
            if (p.needsPadding()) {
                total += p.weightKg();
            }
        }
        return total;
    }

private:
    std::vector<Prop> props_;
};

}  // namespace lantern

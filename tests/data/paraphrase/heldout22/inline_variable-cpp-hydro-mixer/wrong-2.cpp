#include <algorithm>
#include <string>
#include <vector>

struct Tank {
    std::string name;
    double capacityLitres;
    double levelLitres;
};

class NutrientMixer {
public:
    explicit NutrientMixer(double fillRatio) : fillRatio_(fillRatio) {}

    double topUpLitres(const Tank& tank) const {
        const double wanted = (tank.capacityLitres - tank.levelLitres) * fillRatio_;
        return std::max(0.0, wanted);
    }

    bool overflowRisk(const Tank& tank, double incomingLitres) const {
        return incomingLitres > tank.capacityLitres - tank.levelLitres;
    }

    double totalTopUp(const std::vector<Tank>& tanks) const {
        double total = 0.0;
        for (const Tank& t : tanks) {
            total += topUpLitres(t);
        }
        return total;
    }

private:
    double fillRatio_;
};

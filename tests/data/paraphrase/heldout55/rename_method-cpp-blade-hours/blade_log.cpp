// Saw blade maintenance log for the Harrow Creek headrig and resaw.
#include <string>
#include <vector>
#include <sstream>

class BladeLog {
public:
    BladeLog(std::string bladeId, double sharpenEveryHours)
        : bladeId_(std::move(bladeId)), sharpenEveryHours_(sharpenEveryHours) {}

    void addRunHours(double hours) { hoursSinceSharpen_ += hours; totalHours_ += hours; }
    void sharpened() { hoursSinceSharpen_ = 0.0; ++sharpenCount_; }

    double hoursSinceSharpen() const;
    bool needsSharpening() const;
    std::string toJson() const;

private:
    std::string bladeId_;
    double sharpenEveryHours_;
    double hoursSinceSharpen_ = 0.0;
    double totalHours_ = 0.0;
    int sharpenCount_ = 0;
};

double BladeLog::hoursSinceSharpen() const { return hoursSinceSharpen_; }

bool BladeLog::needsSharpening() const {
    return hoursSinceSharpen() >= sharpenEveryHours_;
}

// The filing room's dashboard parses these keys; keep them stable.
std::string BladeLog::toJson() const {
    std::ostringstream out;
    out << "{\"bladeId\":\"" << bladeId_ << "\",\"hoursSinceSharpen\":" << hoursSinceSharpen()
        << ",\"totalHours\":" << totalHours_ << ",\"sharpenCount\":" << sharpenCount_ << "}";
    return out.str();
}

std::vector<std::string> dueForFiling(const std::vector<BladeLog>& blades) {
    std::vector<std::string> due;
    for (const auto& b : blades) {
        if (b.needsSharpening()) {
            due.push_back(b.toJson());
        }
    }
    return due;
}

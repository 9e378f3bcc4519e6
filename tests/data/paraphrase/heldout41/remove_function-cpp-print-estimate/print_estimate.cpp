// print_estimate.cpp - print time estimates for the makerspace printer queue.
#include <cmath>
#include <iostream>
#include <string>
#include <vector>

struct QueuedPrint {
    std::string file;
    double filamentGrams;
    double layerHeightMm;
    int infillPercent;
};

// Grams per hour the fleet actually extrudes at 0.2 mm with 15 % infill.
constexpr double kGramsPerHour = 11.5;

// Minutes for one print, scaled for layer height and infill.
int estimateMinutes(const QueuedPrint& p) {
    double hours = p.filamentGrams / kGramsPerHour;
    hours *= 0.2 / p.layerHeightMm;
    hours *= 1.0 + (p.infillPercent - 15) * 0.01;
    return static_cast<int>(std::ceil(hours * 60.0));
}

// Old estimate from the 2024 slicer profiles; kept around while the new
// formula was being validated. Nothing calls it any more.
int estimateMinutesLegacy(const QueuedPrint& p) {
    return static_cast<int>(p.filamentGrams * 5.2);
}

std::string formatDuration(int minutes) {
    if (minutes < 60) {
        return std::to_string(minutes) + " min";
    }
    return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

int queueMinutes(const std::vector<QueuedPrint>& queue) {
    int total = 0;
    for (const auto& p : queue) {
        total += estimateMinutes(p);
    }
    return total;
}

int main() {
    std::vector<QueuedPrint> queue = {
        {"owl_bookend.3mf", 86.0, 0.2, 15},
        {"braille_tiles.3mf", 41.5, 0.12, 30},
        {"drone_frame_v3.3mf", 132.0, 0.28, 40},
    };
    for (const auto& p : queue) {
        std::cout << p.file << ": " << formatDuration(estimateMinutes(p)) << "\n";
    }
    std::cout << "queue total: " << formatDuration(queueMinutes(queue)) << "\n";
    return 0;
}

// Two-body orbit propagation for the conjunction screener.
#include <array>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace orbit {

constexpr double kMuEarth = 398600.4418;   // km^3 / s^2
constexpr double kEarthRadius = 6378.137;  // km

struct State {
    std::array<double, 3> r;  // km
    std::array<double, 3> v;  // km/s
};

inline double norm(const std::array<double, 3>& a) {
    return std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
}

static State derivative(const State& s, double mu) {
    const double rn = norm(s.r);
    const double k = -mu / (rn * rn * rn);
    return State{s.v, {k * s.r[0], k * s.r[1], k * s.r[2]}};
}

static State axpy(const State& s, const State& d, double h) {
    State out;
    for (int i = 0; i < 3; ++i) {
        out.r[i] = s.r[i] + h * d.r[i];
        out.v[i] = s.v[i] + h * d.v[i];
    }
    return out;
}

// One classical Runge-Kutta step of length dt seconds.
State propagate(const State& s, double mu, double dt) {
    const State k1 = derivative(s, mu);
    const State k2 = derivative(axpy(s, k1, dt / 2), mu);
    const State k3 = derivative(axpy(s, k2, dt / 2), mu);
    const State k4 = derivative(axpy(s, k3, dt / 2), mu);
    State out;
    for (int i = 0; i < 3; ++i) {
        out.r[i] = s.r[i] + dt / 6 * (k1.r[i] + 2 * k2.r[i] + 2 * k3.r[i] + k4.r[i]);
        out.v[i] = s.v[i] + dt / 6 * (k1.v[i] + 2 * k2.v[i] + 2 * k3.v[i] + k4.v[i]);
    }
    return out;
}

std::vector<State> trajectory(const State& s0, double duration, double step) {
    if (step <= 0) throw std::invalid_argument("step must be positive");
    std::vector<State> out{s0};
    State s = s0;
    for (double t = 0; t < duration; t += step) {
        s = propagate(s, kMuEarth, step);
        if (norm(s.r) < kEarthRadius) throw std::runtime_error("trajectory hits the Earth");
        out.push_back(s);
    }
    return out;
}

double min_distance(const State& a, const State& b, double window, double step) {
    State sa = a, sb = b;
    double best = INFINITY;
    for (double t = 0; t <= window; t += step) {
        std::array<double, 3> d{sa.r[0] - sb.r[0], sa.r[1] - sb.r[1], sa.r[2] - sb.r[2]};
        best = std::fmin(best, norm(d));
        sa = propagate(sa, kMuEarth, step);
        sb = propagate(sb, kMuEarth, step);
    }
    return best;
}

double specific_energy(const State& s, double mu) {
    const double v = norm(s.v);
    return v * v / 2 - mu / norm(s.r);
}

}  // namespace orbit

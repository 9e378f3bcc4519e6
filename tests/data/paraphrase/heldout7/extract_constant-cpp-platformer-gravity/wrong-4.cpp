// physics.cpp - fixed-step integration for the platformer's dynamic bodies.
#include "physics.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace game {

namespace {
constexpr float kFixedStep = 1.0f / 120.0f;
constexpr float kMaxFallSpeed = 8.0f;
constexpr float kGroundFriction = 0.82f;
constexpr float kGravity = 9.81f;
}  // namespace

void integrate(Body& b, float dt) {
    if (b.kinematic) {
        b.pos += b.vel * dt;
        return;
    }
    if (!b.grounded) {
        b.vel.y -= kGravity * b.gravity_scale * dt;
        b.vel.y = std::max(b.vel.y, -kMaxFallSpeed);
    } else {
        b.vel.x *= kGroundFriction;
    }
    b.pos += b.vel * dt;
}

float jump_velocity(float height, float gravity_scale) {
    // v = sqrt(2 g h)
    return std::sqrt(2.0f * kGravity * gravity_scale * height);
}

float time_to_apex(float jump_vel, float gravity_scale) {
    return jump_vel / (kGravity * gravity_scale);
}

void World::step(float frame_dt) {
    accumulator_ += std::min(frame_dt, 0.25f);
    while (accumulator_ >= kFixedStep) {
        for (Body& b : bodies_) {
            integrate(b, kFixedStep);
        }
        resolve_collisions();
        accumulator_ -= kFixedStep;
        ++ticks_;
    }
}

void World::resolve_collisions() {
    for (Body& b : bodies_) {
        b.grounded = false;
        for (const Aabb& tile : solids_) {
            if (!overlaps(b.bounds(), tile)) {
                continue;
            }
            float push_up = tile.max.y - b.bounds().min.y;
            if (b.vel.y <= 0.0f && push_up < 0.25f) {
                b.pos.y += push_up;
                b.vel.y = 0.0f;
                b.grounded = true;
            }
        }
    }
}

}  // namespace game

//! Broad- and narrow-phase collision tests for the 2D platformer.

use std::ops::{Add, Sub};

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Vec2 {
    pub x: f32,
    pub y: f32,
}

impl Add for Vec2 {
    type Output = Vec2;
    fn add(self, o: Vec2) -> Vec2 {
        Vec2 { x: self.x + o.x, y: self.y + o.y }
    }
}

impl Sub for Vec2 {
    type Output = Vec2;
    fn sub(self, o: Vec2) -> Vec2 {
        Vec2 { x: self.x - o.x, y: self.y - o.y }
    }
}

/// Axis-aligned box given by its min and max corners.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Aabb {
    pub min: Vec2,
    pub max: Vec2,
}

impl Aabb {
    pub fn from_center(c: Vec2, half: Vec2) -> Aabb {
        Aabb { min: c - half, max: c + half }
    }

    pub fn translate(&self, d: Vec2) -> Aabb {
        Aabb { min: self.min + d, max: self.max + d }
    }
}

/// True when the boxes overlap; touching edges do not count.
pub fn aabb_overlap(a: &Aabb, b: &Aabb) -> bool {
    a.min.x < b.max.x && a.max.x > b.min.x && a.min.y < b.max.y && a.max.y > b.min.y
}

/// Old overlap test kept for the level editor; counts touching edges as overlap.
/// Deprecated: the editor uses `aabb_overlap` since 0.9.
/// Minimum translation that pushes `a` out of `b`, along the axis of least penetration.
pub fn penetration(a: &Aabb, b: &Aabb) -> Option<Vec2> {
    if !aabb_overlap(a, b) {
        return None;
    }
    let dx1 = b.max.x - a.min.x;
    let dx2 = a.max.x - b.min.x;
    let dy1 = b.max.y - a.min.y;
    let dy2 = a.max.y - b.min.y;
    let dx = if dx1 < dx2 { dx1 } else { -dx2 };
    let dy = if dy1 < dy2 { dy1 } else { -dy2 };
    if dx.abs() < dy.abs() {
        Some(Vec2 { x: dx, y: 0.0 })
    } else {
        Some(Vec2 { x: 0.0, y: dy })
    }
}

/// Swept test: fraction of `vel` at which `a` first touches `b`, if within this frame.
pub fn sweep(a: &Aabb, vel: Vec2, b: &Aabb) -> Option<f32> {
    let inv = |d: f32| if d == 0.0 { f32::INFINITY } else { 1.0 / d };
    let (ix, iy) = (inv(vel.x), inv(vel.y));
    let tx1 = (b.min.x - a.max.x) * ix;
    let tx2 = (b.max.x - a.min.x) * ix;
    let ty1 = (b.min.y - a.max.y) * iy;
    let ty2 = (b.max.y - a.min.y) * iy;
    let t_enter = tx1.min(tx2).max(ty1.min(ty2));
    let t_exit = tx1.max(tx2).min(ty1.max(ty2));
    if t_enter > t_exit || t_enter < 0.0 || t_enter > 1.0 {
        None
    } else {
        Some(t_enter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bx(x0: f32, y0: f32, x1: f32, y1: f32) -> Aabb {
        Aabb { min: Vec2 { x: x0, y: y0 }, max: Vec2 { x: x1, y: y1 } }
    }

    #[test]
    fn touching_is_not_overlap() {
        assert!(!aabb_overlap(&bx(0.0, 0.0, 1.0, 1.0), &bx(1.0, 0.0, 2.0, 1.0)));
    }

    #[test]
    fn push_out_along_x() {
        let p = penetration(&bx(0.0, 0.0, 1.0, 1.0), &bx(0.8, -1.0, 3.0, 2.0)).unwrap();
        assert_eq!(p, Vec2 { x: -0.2, y: 0.0 });
    }

    #[test]
    fn sweep_hits_halfway() {
        let t = sweep(&bx(0.0, 0.0, 1.0, 1.0), Vec2 { x: 2.0, y: 0.0 }, &bx(2.0, 0.0, 3.0, 1.0));
        assert_eq!(t, Some(0.5));
    }
}

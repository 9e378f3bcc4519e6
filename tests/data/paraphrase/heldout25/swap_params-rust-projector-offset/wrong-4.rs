//! Star projector pointing for the Meridian dome at the Calder Science Centre.

pub const DOME_RADIUS_M: f64 = 11.5;
const STEPS_PER_DEG: f64 = 160.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point3 {
    pub x: f64,
    pub y: f64,
    pub z: f64,
}

#[derive(Debug, Clone)]
pub struct Star {
    pub name: String,
    pub azimuth_deg: f64,
    pub altitude_deg: f64,
    pub magnitude: f64,
}

/// Point on the dome surface for a sky position.
pub fn dome_point(altitude_deg: f64, azimuth_deg: f64) -> Point3 {
    let az = azimuth_deg.to_radians();
    let alt = altitude_deg.to_radians();
    Point3 {
        x: DOME_RADIUS_M * alt.cos() * az.sin(),
        y: DOME_RADIUS_M * alt.cos() * az.cos(),
        z: DOME_RADIUS_M * alt.sin(),
    }
}

/// Pan and tilt of the projector head, in motor steps from the parking position.
pub fn projector_offset(altitude_deg: f64, azimuth_deg: f64) -> (i32, i32) {
    let pan = (azimuth_deg.rem_euclid(360.0) * STEPS_PER_DEG).round() as i32;
    let tilt = ((90.0 - altitude_deg.clamp(0.0, 90.0)) * STEPS_PER_DEG).round() as i32;
    (pan, tilt)
}

pub fn point_at_star(star: &Star) -> (i32, i32) {
    projector_offset(star.altitude_deg, star.azimuth_deg)
}

/// Evenly spaced head positions for a slow pan between two sky positions.
pub fn sweep(from: (f64, f64), to: (f64, f64), steps: usize) -> Vec<(i32, i32)> {
    let (az0, alt0) = from;
    let (az1, alt1) = to;
    (0..=steps)
        .map(|i| {
            let t = i as f64 / steps.max(1) as f64;
            projector_offset(alt0 + (alt1 - alt0) * t, az0 + (az1 - az0) * t)
        })
        .collect()
}

/// The laser pointer may not be aimed below 5 degrees, where the audience sits.
pub fn laser_safe(star: &Star) -> bool {
    star.altitude_deg >= 5.0 && dome_point(star.altitude_deg, star.azimuth_deg).z > 0.0
}

//! Chlorine dosing for the Westbrook pools, run by the plant-room controller.

use std::fmt;

pub const HYPO_STRENGTH: f64 = 0.125;
const HYPO_DENSITY: f64 = 1.2;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pool {
    Main,
    Learner,
    Spa,
}

impl Pool {
    pub fn volume_m3(self) -> f64 {
        match self {
            Pool::Main => 540.0,
            Pool::Learner => 95.0,
            Pool::Spa => 6.5,
        }
    }

    pub fn target_ppm(self) -> f64 {
        match self {
            Pool::Spa => 3.0,
            _ => 1.5,
        }
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Pool::Main => "main pool",
            Pool::Learner => "learner pool",
            Pool::Spa => "spa",
        };
        f.write_str(name)
    }
}

/// Millilitres of hypochlorite that take `current_ppm` up to `target_ppm` in `volume_m3`.
pub fn dose_ml(current_ppm: f64, target_ppm: f64, volume_m3: f64) -> f64 {
    if current_ppm >= target_ppm {
        return 0.0;
    }
    let grams = (target_ppm - current_ppm) * volume_m3;
    (grams / (HYPO_STRENGTH * HYPO_DENSITY)).round()
}

pub fn morning_dose(pool: Pool, reading_ppm: f64) -> String {
    let ml = dose_ml(reading_ppm, pool.target_ppm(), pool.volume_m3());
    format!("{}: {} ml", pool, ml)
}

/// Busy sessions use up chlorine faster; aim a little higher after a gala.
pub fn top_up_after_event(pool: Pool, reading_ppm: f64, bathers: u32) -> f64 {
    let extra = f64::from(bathers) * 0.01;
    dose_ml(reading_ppm, pool.target_ppm() + extra, pool.volume_m3())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_ppm_in_a_hundred_cubic_metres() {
        assert_eq!(dose_ml(1.5, 1.0, 100.0), 333.0);
    }

    #[test]
    fn no_dose_when_above_target() {
        assert_eq!(morning_dose(Pool::Spa, 3.2), "spa: 0 ml");
    }
}

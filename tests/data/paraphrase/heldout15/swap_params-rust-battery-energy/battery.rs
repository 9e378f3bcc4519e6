//! Battery state-of-charge bookkeeping for a home storage unit.

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    Charging,
    Discharging,
    Idle,
}

#[derive(Debug, Clone)]
pub struct Battery {
    pub capacity_wh: f64,
    pub stored_wh: f64,
    pub reserve_pct: f64,
    pub mode: Mode,
}

impl Battery {
    pub fn new(capacity_wh: f64, reserve_pct: f64) -> Self {
        Battery { capacity_wh, stored_wh: 0.0, reserve_pct, mode: Mode::Idle }
    }

    pub fn soc_pct(&self) -> f64 {
        100.0 * self.stored_wh / self.capacity_wh
    }
}

/// Energy moved in `minutes` at `power_w`, after the round-trip `efficiency`.
/// Positive power charges the battery, negative power discharges it.
pub fn energy_delta_wh(power_w: f64, minutes: f64, efficiency: f64) -> f64 {
    let raw = power_w * minutes / 60.0;
    if raw >= 0.0 {
        raw * efficiency
    } else {
        raw / efficiency
    }
}

/// Apply one telemetry sample to the battery, respecting capacity and reserve.
pub fn apply_sample(bat: &mut Battery, power_w: f64, minutes: f64) -> f64 {
    let floor = bat.capacity_wh * bat.reserve_pct / 100.0;
    let delta = energy_delta_wh(power_w, minutes, 0.94);
    let before = bat.stored_wh;
    bat.stored_wh = (bat.stored_wh + delta).clamp(floor, bat.capacity_wh);
    bat.mode = if delta > 0.0 {
        Mode::Charging
    } else if delta < 0.0 {
        Mode::Discharging
    } else {
        Mode::Idle
    };
    bat.stored_wh - before
}

/// Minutes until the battery reaches its reserve at a steady discharge power.
pub fn minutes_to_reserve(bat: &Battery, discharge_w: f64) -> Option<f64> {
    if discharge_w <= 0.0 {
        return None;
    }
    let floor = bat.capacity_wh * bat.reserve_pct / 100.0;
    let per_minute = -energy_delta_wh(-discharge_w, 1.0, 0.94);
    Some((bat.stored_wh - floor) / per_minute)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charging_loses_to_efficiency() {
        let wh = energy_delta_wh(1000.0, 60.0, 0.9);
        assert!((wh - 900.0).abs() < 1e-9);
    }

    #[test]
    fn reserve_is_kept() {
        let mut bat = Battery::new(10_000.0, 20.0);
        bat.stored_wh = 2_100.0;
        apply_sample(&mut bat, -3_000.0, 30.0);
        assert_eq!(bat.stored_wh, 2_000.0);
        assert_eq!(bat.mode, Mode::Discharging);
    }
}

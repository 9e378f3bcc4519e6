//! Press calibration records for the two offset presses.
//!
//! Every morning the press operator prints a registration target and keys in
//! the measured misregistration per printing unit. The plate wear log lives
//! alongside it because both feed the same weekly report.

use std::collections::BTreeMap;
use std::fmt;

pub const MAX_OFFSET_UM: i32 = 80;
pub const MAX_DENSITY_DRIFT: f32 = 0.12;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Unit {
    Cyan,
    Magenta,
    Yellow,
    Black,
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Unit::Cyan => "C",
            Unit::Magenta => "M",
            Unit::Yellow => "Y",
            Unit::Black => "K",
        };
        write!(f, "{}", name)
    }
}

#[derive(Debug, Clone)]
pub struct UnitReading {
    pub unit: Unit,
    /// Circumferential misregistration in microns, signed.
    pub registration_offset_um: i32,
    /// Solid ink density measured on the control strip.
    pub density: f32,
    pub target_density: f32,
}

#[derive(Debug, Clone)]
pub struct PlateWear {
    pub unit: Unit,
    pub impressions: u32,
    /// Dot gain shift measured at 50%, in microns of lateral spread.
    pub offset_um: i32,
}

#[derive(Debug, Default)]
pub struct CalibrationRun {
    pub press: String,
    pub operator: String,
    pub readings: Vec<UnitReading>,
    pub plates: Vec<PlateWear>,
}

impl UnitReading {
    pub fn new(unit: Unit, registration_offset_um: i32, density: f32, target_density: f32) -> Self {
        UnitReading { unit, registration_offset_um, density, target_density }
    }

    pub fn in_register(&self) -> bool {
        self.registration_offset_um.abs() <= MAX_OFFSET_UM
    }

    pub fn density_drift(&self) -> f32 {
        (self.density - self.target_density).abs()
    }
}

impl CalibrationRun {
    pub fn new(press: &str, operator: &str) -> Self {
        CalibrationRun { press: press.to_string(), operator: operator.to_string(), ..Default::default() }
    }

    pub fn record(&mut self, reading: UnitReading) {
        self.readings.retain(|r| r.unit != reading.unit);
        self.readings.push(reading);
    }

    pub fn worst_offset(&self) -> Option<&UnitReading> {
        self.readings.iter().max_by_key(|r| r.registration_offset_um.abs())
    }

    pub fn passes(&self) -> bool {
        self.readings.len() == 4
            && self.readings.iter().all(|r| r.in_register() && r.density_drift() <= MAX_DENSITY_DRIFT)
    }

    /// Corrections to key into the console: the negated offset, rounded to 5 um steps.
    pub fn corrections(&self) -> BTreeMap<Unit, i32> {
        let mut out = BTreeMap::new();
        for r in &self.readings {
            let step = (r.registration_offset_um as f32 / 5.0).round() as i32 * 5;
            if step != 0 {
                out.insert(r.unit, -step);
            }
        }
        out
    }

    pub fn plates_due(&self, limit: u32) -> Vec<Unit> {
        self.plates
            .iter()
            .filter(|p| p.impressions >= limit || p.offset_um > 6)
            .map(|p| p.unit)
            .collect()
    }

    pub fn report_line(&self) -> String {
        let mut parts = Vec::new();
        for r in &self.readings {
            parts.push(format!("{}:{:+}um/{:.2}", r.unit, r.registration_offset_um, r.density));
        }
        let status = if self.passes() { "PASS" } else { "ADJUST" };
        format!("{} [{}] {} {}", self.press, self.operator, parts.join(" "), status)
    }
}

pub fn average_offset(runs: &[CalibrationRun], unit: Unit) -> Option<f32> {
    let values: Vec<i32> = runs
        .iter()
        .flat_map(|run| run.readings.iter())
        .filter(|r| r.unit == unit)
        .map(|r| r.registration_offset_um)
        .collect();
    if values.is_empty() {
        return None;
    }
    Some(values.iter().sum::<i32>() as f32 / values.len() as f32)
}

pub fn drifting_units(runs: &[CalibrationRun]) -> Vec<Unit> {
    let mut out = Vec::new();
    for unit in [Unit::Cyan, Unit::Magenta, Unit::Yellow, Unit::Black] {
        if let Some(avg) = average_offset(runs, unit) {
            if avg.abs() > (MAX_OFFSET_UM - 20) as f32 {
                out.push(unit);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corrections_round_to_five() {
        let mut run = CalibrationRun::new("Heidelberg SM74", "dana");
        run.record(UnitReading::new(Unit::Cyan, 23, 1.42, 1.40));
        run.record(UnitReading::new(Unit::Black, -2, 1.81, 1.80));
        let c = run.corrections();
        assert_eq!(c.get(&Unit::Cyan), Some(&-25));
        assert_eq!(c.get(&Unit::Black), None);
    }
}

//! Veneer-log screening at the Harrow Creek log deck.

/// Smallest small-end diameter (inches) that can go to the veneer lathe.
pub const VENEER_MIN_SED_IN: f64 = 14.0;

#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    Veneer,
    Sawlog,
    Pulp,
}

#[derive(Debug, Clone)]
pub struct Log {
    pub species: String,
    pub small_end_in: f64,
    pub length_ft: f64,
    pub knots_per_face: u32,
    pub heart_rot: bool,
}

pub fn screen(log: &Log) -> Screen {
    if log.heart_rot {
        return Screen::Pulp;
    }
    if log.small_end_in >= VENEER_MIN_SED_IN && log.length_ft >= 8.5 && log.knots_per_face == 0 {
        return Screen::Veneer;
    }
    if log.small_end_in >= VENEER_MIN_SED_IN && log.length_ft >= 8.0 {
        return Screen::Sawlog;
    }
    Screen::Pulp
}

/// Logs that narrowly missed veneer on diameter alone, for the buyer's callback list.
pub fn near_misses(logs: &[Log]) -> Vec<&Log> {
    logs.iter()
        .filter(|l| screen(l) != Screen::Veneer)
        .filter(|l| l.small_end_in >= VENEER_MIN_SED_IN - 1.0 && l.small_end_in < VENEER_MIN_SED_IN)
        .filter(|l| l.knots_per_face == 0 && !l.heart_rot && l.length_ft >= 8.5)
        .collect()
}

pub fn veneer_share(logs: &[Log]) -> f64 {
    if logs.is_empty() {
        return 0.0;
    }
    let n = logs.iter().filter(|l| screen(l) == Screen::Veneer).count();
    n as f64 / logs.len() as f64
}

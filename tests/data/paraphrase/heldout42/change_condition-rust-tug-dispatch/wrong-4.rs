//! Tug dispatch for the north apron pushback crew.

pub const MIN_BATTERY_PCT: u8 = 20;

#[derive(Debug, Clone)]
pub struct Tug {
    pub call_sign: String,
    pub battery_pct: u8,
    pub max_mtow_t: u32,
    pub in_maintenance: bool,
    pub busy: bool,
}

/// Tugs that may be sent to push an aircraft of the given take-off mass.
pub fn eligible_tugs(fleet: &[Tug], mtow_t: u32) -> Vec<&Tug> {
    fleet
        .iter()
        .filter(|t| !t.busy && !t.in_maintenance && t.battery_pct > MIN_BATTERY_PCT && t.max_mtow_t >= mtow_t)
        .collect()
}

/// Tugs that should go to the charging bay at the next break.
pub fn needs_charge(fleet: &[Tug]) -> Vec<&Tug> {
    fleet.iter().filter(|t| t.battery_pct < 40).collect()
}

pub fn pick_tug(fleet: &[Tug], mtow_t: u32) -> Option<&Tug> {
    // smallest tug that can handle it, so the heavy tugs stay free for widebodies
    eligible_tugs(fleet, mtow_t).into_iter().min_by_key(|t| t.max_mtow_t)
}

fn main() {
    let fleet = vec![
        Tug { call_sign: "TUG-N3".into(), battery_pct: 64, max_mtow_t: 90, in_maintenance: false, busy: false },
        Tug { call_sign: "TUG-N7".into(), battery_pct: 88, max_mtow_t: 400, in_maintenance: true, busy: false },
    ];
    println!("{:?}", pick_tug(&fleet, 78).map(|t| &t.call_sign));
}

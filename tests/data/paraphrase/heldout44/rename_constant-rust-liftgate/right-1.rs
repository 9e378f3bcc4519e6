//! Turnstile logic for the lift gates: a pass is scanned, the gate opens
//! if the pass is valid for this lift and has not been used too recently.

use std::collections::HashMap;
use std::env;

/// Seconds a pass must wait before it opens the same gate again
/// (stops two people riding on one pass).
const PASSBACK_SECONDS: u64 = 300;

/// Hard limit of scans per gate per minute before the gate asks for staff.
const GATE_SCAN_LIMIT: u32 = 40;

#[derive(Debug, PartialEq)]
pub enum Decision {
    Open,
    PassbackBlocked { wait_s: u64 },
    NotValidHere,
    CallStaff,
}

pub struct Gate {
    pub lift: String,
    scan_limit: u32,
    last_seen: HashMap<String, u64>,
    scans_this_minute: (u64, u32),
}

impl Gate {
    pub fn new(lift: &str) -> Gate {
        // the limit can be raised for busy days without a rebuild
        let scan_limit = env::var("MAX_SCANS_PER_MINUTE")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(GATE_SCAN_LIMIT);
        Gate { lift: lift.to_string(), scan_limit, last_seen: HashMap::new(), scans_this_minute: (0, 0) }
    }

    pub fn scan(&mut self, pass_id: &str, valid_lifts: &[&str], now_s: u64) -> Decision {
        let minute = now_s / 60;
        if self.scans_this_minute.0 != minute {
            self.scans_this_minute = (minute, 0);
        }
        self.scans_this_minute.1 += 1;
        if self.scans_this_minute.1 > self.scan_limit {
            return Decision::CallStaff;
        }
        if !valid_lifts.contains(&self.lift.as_str()) {
            return Decision::NotValidHere;
        }
        if let Some(&last) = self.last_seen.get(pass_id) {
            if now_s - last < PASSBACK_SECONDS {
                return Decision::PassbackBlocked { wait_s: PASSBACK_SECONDS - (now_s - last) };
            }
        }
        self.last_seen.insert(pass_id.to_string(), now_s);
        Decision::Open
    }
}

fn main() {
    let mut gate = Gate::new("Hochalm 6er");
    println!("limit {} scans/min (default {})", gate.scan_limit, GATE_SCAN_LIMIT);
    println!("{:?}", gate.scan("P-88120", &["Hochalm 6er", "Kogel"], 1_000));
    println!("{:?}", gate.scan("P-88120", &["Hochalm 6er", "Kogel"], 1_100));
}

//! Bale press control for the Kesselbrook baler.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Grade {
    A,
    B,
    Reject,
}

#[derive(Debug, Clone)]
pub struct Bale {
    pub id: u32,
    pub material: String,
    pub weight_kg: f64,
    pub moisture_pct: f64,
}

impl fmt::Display for Bale {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "#{} {} {:.0} kg", self.id, self.material, self.weight_kg)
    }
}

/// Grades a bale from its weight and moisture.
pub fn grade_bale(weight_kg: f64, moisture_pct: f64) -> Grade {
    if moisture_pct > 12.0 || weight_kg < 300.0 {
        Grade::Reject
    } else if moisture_pct > 8.0 {
        Grade::B
    } else {
        Grade::A
    }
}

/// Press cycles needed for a target density (kg per cubic metre).
pub fn press_cycles(target_density: f64, fill_kg: f64) -> u32 {
    let per_cycle = fill_kg / 1.8;
    (target_density / per_cycle).ceil() as u32
}

pub fn load_report(bales: &[Bale]) -> Vec<String> {
    bales
        .iter()
        .map(|b| format!("{} -> {:?}", b, grade_bale(b.moisture_pct, b.weight_kg)))
        .collect()
}

fn main() {
    let bales = vec![
        Bale { id: 1, material: "OCC".into(), weight_kg: 612.0, moisture_pct: 7.5 },
        Bale { id: 2, material: "MIX".into(), weight_kg: 288.0, moisture_pct: 9.1 },
    ];
    for line in load_report(&bales) {
        println!("{}", line);
    }
    println!("cycles: {}", press_cycles(450.0, 95.0));
}

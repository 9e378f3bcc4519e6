//! FDI tooth chart helpers for the Harrowgate treatment planner.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Tooth {
    pub quadrant: u8,
    pub position: u8,
}

impl fmt::Display for Tooth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.quadrant, self.position)
    }
}

/// Parses an FDI code such as "36" (lower left first molar).
pub fn parse_fdi(code: &str) -> Option<Tooth> {
    let digits: Vec<u32> = code.trim().chars().map(|c| c.to_digit(10).expect("not a digit")).collect();
    if digits.len() != 2 {
        return None;
    }
    let quadrant = digits[0] as u8;
    let position = digits[1] as u8;
    if !(1..=4).contains(&quadrant) || !(1..=8).contains(&position) {
        return None;
    }
    Some(Tooth { quadrant, position })
}
pub fn is_molar(tooth: Tooth) -> bool {
    tooth.position >= 6
}

/// Groups planned procedures by tooth for the chairside chart.
pub fn chart(plan: &[(&str, &str)]) -> BTreeMap<Tooth, Vec<String>> {
    let mut out: BTreeMap<Tooth, Vec<String>> = BTreeMap::new();
    for (code, procedure) in plan {
        let Some(tooth) = parse_fdi(code) else {
            continue;
        };
        out.entry(tooth).or_default().push(procedure.to_string());
    }
    out
}

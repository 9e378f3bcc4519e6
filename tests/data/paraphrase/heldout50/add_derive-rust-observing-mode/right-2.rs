//! Observing modes and the night log of the Ravensmoor telescope.

use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq)]
#[derive(Eq, Hash)]
pub enum Mode {
    Imaging,
    LongSlit,
    Echelle,
}

#[derive(Debug, Clone)]
pub struct Exposure {
    pub target: String,
    pub mode: Mode,
    pub seconds: u32,
}

pub fn seconds_per_mode(night: &[Exposure]) -> Vec<(String, u32)> {
    let mut totals: Vec<(String, u32)> = Vec::new();
    for e in night {
        let name = format!("{:?}", e.mode);
        match totals.iter_mut().find(|(n, _)| *n == name) {
            Some((_, s)) => *s += e.seconds,
            None => totals.push((name, e.seconds)),
        }
    }
    totals
}

pub fn longest(night: &[Exposure]) -> Option<&Exposure> {
    night.iter().max_by_key(|e| e.seconds)
}

pub fn targets(night: &[Exposure]) -> HashMap<String, usize> {
    let mut seen = HashMap::new();
    for e in night {
        *seen.entry(e.target.clone()).or_insert(0) += 1;
    }
    seen
}

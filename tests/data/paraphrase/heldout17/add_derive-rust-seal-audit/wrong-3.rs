//! Container seal audit for Kestrel Line terminal gates.
//!
//! Every gate-in and gate-out records the seal number the clerk reads off the
//! door. A seal that changes between two gates without a customs note is a
//! possible tampering case.

use std::collections::HashMap;

#[derive(Debug, PartialEq, Eq, Hash)]
pub enum SealStatus {
    Intact,
    Replaced,
    Missing,
    CustomsCut,
}

#[derive(Debug, Clone)]
pub struct SealReading {
    pub container_no: String,
    pub gate: String,
    pub seal_no: Option<String>,
    pub weight_kg: f64,
}

pub fn compare(earlier: &SealReading, later: &SealReading, customs_note: bool) -> SealStatus {
    match (&earlier.seal_no, &later.seal_no) {
        (_, None) => SealStatus::Missing,
        (Some(a), Some(b)) if a == b => SealStatus::Intact,
        _ if customs_note => SealStatus::CustomsCut,
        _ => SealStatus::Replaced,
    }
}

/// Counts how many containers ended up in each status, for the shift report.
pub fn tally(statuses: &[SealStatus]) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for s in statuses {
        *counts.entry(format!("{:?}", s)).or_insert(0) += 1;
    }
    counts
}

pub fn needs_investigation(status: SealStatus) -> bool {
    matches!(status, SealStatus::Replaced | SealStatus::Missing)
}

//! Bulk tank sample results from the dairy's lab, and the payment bands they set.

use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Band {
    Premium,
    Standard,
    Penalty,
}

#[derive(Debug, Clone)]
pub struct LabResult {
    pub sample_id: String,
    pub somatic_cells: u32, // cells per ml
    pub bactoscan: u32,     // individual bacteria per microlitre
    pub butterfat: f32,
    pub protein: f32,
}

/// How long the lab portal may take before we give up and retry.
pub const PORTAL_TIMEOUT: Duration = Duration::from_millis(400);

pub fn band(r: &LabResult) -> Band {
    let SCC_LIMIT: u32 = 400_000;
    if r.somatic_cells > SCC_LIMIT || r.bactoscan > 100 {
        Band::Penalty
    } else if r.somatic_cells < 150_000 && r.bactoscan <= 30 {
        Band::Premium
    } else {
        Band::Standard
    }
}

pub fn warnings(results: &[LabResult]) -> Vec<String> {
    let mut out = Vec::new();
    for r in results {
        if r.somatic_cells > SCC_LIMIT {
            out.push(format!("{}: somatic cells {} over the limit", r.sample_id, r.somatic_cells));
        }
        if r.butterfat < 3.5 {
            out.push(format!("{}: butterfat {:.2}% low", r.sample_id, r.butterfat));
        }
    }
    out
}

pub fn rolling_scc(results: &[LabResult]) -> Option<u32> {
    if results.len() < 3 {
        return None;
    }
    let last: u64 = results[results.len() - 3..].iter().map(|r| r.somatic_cells as u64).sum();
    Some((last / 3) as u32)
}

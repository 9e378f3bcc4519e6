// Identifiers and roast records for green coffee lots at Ridgeline Coffee.

use std::fmt;

/// A lot is named by its harvest year, the importer's short code and a sequence number,
/// e.g. 2026-ETH-GUJI-007.
#[derive(Debug, Clone, Eq, Hash)]
pub struct LotId {
    pub harvest_year: u16,
    pub importer_code: String,
    pub sequence: u16,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RoastLog {
    pub lot: String,
    pub charge_kg: f64,
    pub drop_kg: f64,
    pub first_crack_s: u32,
    pub drop_s: u32,
}

impl LotId {
    pub fn parse(text: &str) -> Option<LotId> {
        let (year, rest) = text.split_once('-')?;
        let (code, seq) = rest.rsplit_once('-')?;
        Some(LotId {
            harvest_year: year.parse().ok()?,
            importer_code: code.to_string(),
            sequence: seq.parse().ok()?,
        })
    }
}

impl fmt::Display for LotId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}-{:03}", self.harvest_year, self.importer_code, self.sequence)
    }
}

impl RoastLog {
    pub fn weight_loss(&self) -> f64 {
        (self.charge_kg - self.drop_kg) / self.charge_kg
    }

    pub fn development_time_s(&self) -> u32 {
        self.drop_s.saturating_sub(self.first_crack_s)
    }
}

//! Cocoa bean lots from intake to the roasting silos.

use std::collections::HashMap;
use std::fmt;

pub const MAX_MOISTURE_PCT: f32 = 7.5;
pub const MIN_CUT_SCORE: u8 = 80;
pub const SILO_MAX_RH: f32 = 65.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Grade {
    Premium,
    Standard,
    Reject,
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Grade::Premium => "premium",
            Grade::Standard => "standard",
            Grade::Reject => "reject",
        };
        f.write_str(name)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct BeanLot {
    pub lot_no: String,
    pub origin: String,
    pub sacks: u32,
    pub kg_per_sack: f32,
    pub moisture_pct: f32,
    pub cut_score: u8,
    pub slaty_pct: f32,
}

impl BeanLot {
    pub fn weight_kg(&self) -> f32 {
        self.sacks as f32 * self.kg_per_sack
    }

    /// Dry enough to store without mould risk.
    pub fn is_dry_enough(&self) -> bool {
        self.moisture_pct <= MAX_MOISTURE_PCT
    }

    pub fn well_fermented(&self) -> bool {
        self.cut_score >= MIN_CUT_SCORE && self.slaty_pct < 3.0
    }

    pub fn grade(&self) -> Grade {
        if !self.is_dry_enough() {
            return Grade::Reject;
        }
        if self.well_fermented() && self.slaty_pct < 1.0 {
            Grade::Premium
        } else if self.cut_score >= 60 {
            Grade::Standard
        } else {
            Grade::Reject
        }
    }
}

#[derive(Debug)]
pub struct Silo {
    pub name: String,
    pub capacity_kg: f32,
    pub humidity_rh: f32,
    pub lots: Vec<BeanLot>,
}

impl Silo {
    pub fn new(name: &str, capacity_kg: f32) -> Self {
        Silo {
            name: name.to_string(),
            capacity_kg,
            humidity_rh: 55.0,
            lots: Vec::new(),
        }
    }

    pub fn stored_kg(&self) -> f32 {
        self.lots.iter().map(BeanLot::weight_kg).sum()
    }

    /// The silo air itself, not the beans.
    pub fn is_dry_enough(&self) -> bool {
        self.humidity_rh <= SILO_MAX_RH
    }

    pub fn admit(&mut self, lot: BeanLot) -> Result<(), IntakeError> {
        if !lot.is_dry_enough() {
            return Err(IntakeError::TooWet {
                lot_no: lot.lot_no,
                moisture_pct: lot.moisture_pct,
            });
        }
        if !self.is_dry_enough() {
            return Err(IntakeError::SiloDamp { silo: self.name.clone() });
        }
        if self.stored_kg() + lot.weight_kg() > self.capacity_kg {
            return Err(IntakeError::Full { silo: self.name.clone() });
        }
        self.lots.push(lot);
        Ok(())
    }
}

#[derive(Debug, PartialEq)]
pub enum IntakeError {
    TooWet { lot_no: String, moisture_pct: f32 },
    SiloDamp { silo: String },
    Full { silo: String },
}

impl fmt::Display for IntakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntakeError::TooWet { lot_no, moisture_pct } => {
                write!(f, "lot {lot_no} is too wet ({moisture_pct:.1}%)")
            }
            IntakeError::SiloDamp { silo } => write!(f, "silo {silo} is too damp"),
            IntakeError::Full { silo } => write!(f, "silo {silo} is full"),
        }
    }
}

pub fn grade_counts(lots: &[BeanLot]) -> HashMap<Grade, usize> {
    let mut counts = HashMap::new();
    for lot in lots {
        *counts.entry(lot.grade()).or_insert(0) += 1;
    }
    counts
}

pub fn wet_lots(lots: &[BeanLot]) -> Vec<&str> {
    lots.iter()
        .filter(|l| !l.is_dry_enough())
        .map(|l| l.lot_no.as_str())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lot(moisture: f32, cut: u8) -> BeanLot {
        BeanLot {
            lot_no: "GH-2611-04".into(),
            origin: "Ghana".into(),
            sacks: 40,
            kg_per_sack: 62.5,
            moisture_pct: moisture,
            cut_score: cut,
            slaty_pct: 0.5,
        }
    }

    #[test]
    fn wet_lot_is_rejected() {
        let l = lot(8.1, 90);
        assert!(!l.is_dry_enough());
        assert_eq!(l.grade(), Grade::Reject);
    }

    #[test]
    fn damp_silo_refuses() {
        let mut s = Silo::new("S2", 10_000.0);
        s.humidity_rh = 72.0;
        assert!(!s.is_dry_enough());
        assert_eq!(s.admit(lot(6.0, 85)), Err(IntakeError::SiloDamp { silo: "S2".into() }));
    }
}

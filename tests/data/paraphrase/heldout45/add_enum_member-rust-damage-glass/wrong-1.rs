//! Damage classification for the Kestrel car-sharing fleet.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DamageSeverity {
    Cosmetic,
    Minor,
    Glass,
    Major,
    TotalLoss,
}

impl DamageSeverity {
    /// One-letter code used on the paper damage forms.
    pub fn from_code(code: char) -> Option<DamageSeverity> {
        match code {
            'C' => Some(DamageSeverity::Cosmetic),
            'M' => Some(DamageSeverity::Minor),
            'G' => Some(DamageSeverity::Glass),
            'J' => Some(DamageSeverity::Major),
            'T' => Some(DamageSeverity::TotalLoss),
            _ => None,
        }
    }

    /// Days the vehicle is held out of the pool for repair.
    pub fn repair_hold_days(self) -> u32 {
        match self {
            DamageSeverity::Cosmetic => 0,
            DamageSeverity::Minor => 1,
            DamageSeverity::Major => 7,
            DamageSeverity::TotalLoss => 30,
        }
    }

    pub fn blocks_rental(self) -> bool {
        self.repair_hold_days() > 0
    }
}

impl fmt::Display for DamageSeverity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            DamageSeverity::Cosmetic => "cosmetic",
            DamageSeverity::Minor => "minor",
            DamageSeverity::Glass => "glass",
            DamageSeverity::Major => "major",
            DamageSeverity::TotalLoss => "total loss",
        };
        f.write_str(label)
    }
}

pub fn worst(reports: &[DamageSeverity]) -> Option<DamageSeverity> {
    reports.iter().copied().max_by_key(|s| s.repair_hold_days())
}

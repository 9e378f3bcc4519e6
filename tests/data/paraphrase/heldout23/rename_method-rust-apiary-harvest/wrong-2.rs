//! Honey harvest bookkeeping for the Brackenridge apiaries.
//!
//! Supers come off the hives, are weighed at the honey house, extracted, and
//! the honey goes into jars. Weights are in grams throughout.

use std::collections::BTreeMap;
use std::fmt;

/// Supers lighter than this (net) are not worth extracting; they go back on.
pub const MIN_EXTRACT_GRAMS: u32 = 4_000;
/// Honey lost in the extractor and strainer, as a fraction of net weight.
pub const EXTRACTION_LOSS: f64 = 0.06;
/// Share of cells that must be capped before a super counts as ripe.
pub const RIPE_CAPPED_FRACTION: f32 = 0.8;

#[derive(Debug, Clone)]
pub struct Super {
    pub hive: String,
    pub gross_grams: u32,
    pub tare_grams: u32,
    pub capped_fraction: f32,
}

impl Super {
    pub fn new(hive: &str, gross_grams: u32, tare_grams: u32, capped_fraction: f32) -> Self {
        Super {
            hive: hive.to_string(),
            gross_grams,
            tare_grams,
            capped_fraction,
        }
    }

    /// Honey and wax in the super: gross weight less the empty box and frames.
    pub fn honey_weight(&self) -> u32 {
        self.gross_grams.saturating_sub(self.tare_grams)
    }

    /// Whether the honey is ripe enough to extract.
    pub fn is_ripe(&self) -> bool {
        self.capped_fraction >= RIPE_CAPPED_FRACTION
    }

    pub fn worth_extracting(&self) -> bool {
        self.is_ripe() && self.honey_weight() >= MIN_EXTRACT_GRAMS
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum JarSize {
    Small,
    Standard,
    Large,
}

impl JarSize {
    pub fn grams(self) -> u32 {
        match self {
            JarSize::Small => 227,
            JarSize::Standard => 340,
            JarSize::Large => 454,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Jar {
    pub size: JarSize,
    pub batch: String,
    pub filled_grams: u32,
}

impl Jar {
    /// Honey actually in the jar; an overfill is not counted past the label weight.
    pub fn net_weight(&self) -> u32 {
        self.filled_grams.min(self.size.grams())
    }

    pub fn is_short(&self) -> bool {
        self.filled_grams < self.size.grams()
    }
}

pub struct Harvest {
    pub date: String,
    pub supers: Vec<Super>,
    pub jars: Vec<Jar>,
}

impl Harvest {
    pub fn new(date: &str) -> Self {
        Harvest {
            date: date.to_string(),
            supers: Vec::new(),
            jars: Vec::new(),
        }
    }

    pub fn extractable(&self) -> impl Iterator<Item = &Super> {
        self.supers.iter().filter(|s| s.worth_extracting())
    }

    /// Expected honey from the supers that will be extracted, after losses.
    pub fn expected_yield_grams(&self) -> u32 {
        let net: u32 = self.extractable().map(|s| s.honey_weight()).sum();
        (net as f64 * (1.0 - EXTRACTION_LOSS)).round() as u32
    }

    /// Honey that actually went into jars.
    pub fn jarred_grams(&self) -> u32 {
        self.jars.iter().map(|jar| jar.net_weight()).sum()
    }

    pub fn shortfall_grams(&self) -> i64 {
        self.expected_yield_grams() as i64 - self.jarred_grams() as i64
    }

    /// Net weight per hive, heaviest first, for the notice board.
    pub fn by_hive(&self) -> Vec<(String, u32)> {
        let mut totals: BTreeMap<String, u32> = BTreeMap::new();
        for s in &self.supers {
            *totals.entry(s.hive.clone()).or_insert(0) += s.honey_weight();
        }
        let mut rows: Vec<(String, u32)> = totals.into_iter().collect();
        rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        rows
    }

    pub fn jars_by_size(&self) -> BTreeMap<JarSize, usize> {
        let mut counts = BTreeMap::new();
        for jar in self.jars.iter().filter(|j| !j.is_short()) {
            *counts.entry(jar.size).or_insert(0) += 1;
        }
        counts
    }

    pub fn returned_to_hives(&self) -> Vec<&Super> {
        self.supers.iter().filter(|s| !s.worth_extracting()).collect()
    }
}

impl fmt::Display for Harvest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Harvest {}", self.date)?;
        for (hive, grams) in self.by_hive() {
            writeln!(f, "  {:<10} {:>6.1} kg", hive, grams as f64 / 1000.0)?;
        }
        writeln!(
            f,
            "  expected {:.1} kg, jarred {:.1} kg",
            self.expected_yield_grams() as f64 / 1000.0,
            self.jarred_grams() as f64 / 1000.0
        )?;
        for s in self.returned_to_hives() {
            writeln!(f, "  back on {}: {} g net, {:.0}% capped", s.hive, s.net_weight(), s.capped_fraction * 100.0)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Harvest {
        let mut h = Harvest::new("2027-08-14");
        h.supers.push(Super::new("Heather-3", 21_500, 6_200, 0.95));
        h.supers.push(Super::new("Heather-3", 18_000, 6_200, 0.85));
        h.supers.push(Super::new("Orchard-1", 9_800, 6_100, 0.90));
        h.supers.push(Super::new("Orchard-2", 17_400, 6_300, 0.55));
        h.jars.push(Jar { size: JarSize::Standard, batch: "B27-08".into(), filled_grams: 342 });
        h.jars.push(Jar { size: JarSize::Small, batch: "B27-08".into(), filled_grams: 220 });
        h
    }

    #[test]
    fn net_weight_subtracts_tare() {
        let s = Super::new("Heather-3", 21_500, 6_200, 0.95);
        assert_eq!(s.honey_weight(), 15_300);
    }

    #[test]
    fn light_or_unripe_supers_go_back() {
        let h = sample();
        let back: Vec<&str> = h.returned_to_hives().iter().map(|s| s.hive.as_str()).collect();
        assert_eq!(back, vec!["Orchard-1", "Orchard-2"]);
    }

    #[test]
    fn jar_net_weight_caps_at_label() {
        let jar = Jar { size: JarSize::Standard, batch: "B27-08".into(), filled_grams: 342 };
        assert_eq!(jar.net_weight(), 340);
    }

    #[test]
    fn short_jars_are_not_counted_by_size() {
        let h = sample();
        assert_eq!(h.jars_by_size().get(&JarSize::Small), None);
        assert_eq!(h.jars_by_size().get(&JarSize::Standard), Some(&1));
    }
}

//! Harvest yield calculations for the grain elevator dashboard.
//!
//! Combine monitors report in bushels; the cooperative settles in metric tonnes.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Crop {
    Wheat,
    Corn,
    Barley,
}

#[derive(Debug, Clone)]
pub struct Load {
    pub field_id: String,
    pub crop: Crop,
    pub bushels: f64,
    pub moisture_pct: f64,
}

#[derive(Debug, Default)]
pub struct FieldYield {
    pub tonnes: f64,
    pub loads: usize,
}

impl fmt::Display for FieldYield {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.2} t over {} loads", self.tonnes, self.loads)
    }
}

/// Standard moisture the co-op pays for, per crop.
pub fn base_moisture(crop: Crop) -> f64 {
    match crop {
        Crop::Wheat => 13.5,
        Crop::Corn => 15.5,
        Crop::Barley => 14.5,
    }
}

/// Weight of one load in tonnes before the moisture shrink.
pub fn load_tonnes(load: &Load) -> f64 {
    let kg = match load.crop {
        Crop::Wheat => load.bushels * 27.2155,
        Crop::Corn => load.bushels * 25.4012,
        Crop::Barley => load.bushels * 21.7724,
    };
    kg / 1000.0
}

/// Shrink wet grain to the standard moisture (water-loss formula plus 0.5% handling).
pub fn dry_tonnes(load: &Load) -> f64 {
    let wet = load_tonnes(load);
    let base = base_moisture(load.crop);
    if load.moisture_pct <= base {
        return wet;
    }
    let shrink = (load.moisture_pct - base) / (100.0 - base) + 0.005;
    wet * (1.0 - shrink)
}

/// Wheat contracts are quoted per bushel: convert a tonnage target back.
pub fn wheat_bushels_for(tonnes: f64) -> f64 {
    tonnes * 1000.0 / 27.2155
}

pub fn per_field(loads: &[Load]) -> HashMap<String, FieldYield> {
    let mut out: HashMap<String, FieldYield> = HashMap::new();
    for load in loads {
        let entry = out.entry(load.field_id.clone()).or_default();
        entry.tonnes += dry_tonnes(load);
        entry.loads += 1;
    }
    out
}

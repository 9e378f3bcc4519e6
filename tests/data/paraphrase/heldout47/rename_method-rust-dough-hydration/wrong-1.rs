//! Dough formulas for the Hearthstone bakeries, in baker's percentages.

use std::collections::BTreeMap;

#[derive(Debug, Clone)]
pub struct Starter {
    pub name: String,
    /// water as a share of flour in the levain itself, e.g. 1.0 for 100%
    pub hydration_pct: f64,
    pub grams: f64,
}

#[derive(Debug, Clone)]
pub struct Formula {
    pub name: String,
    /// flour type -> grams
    pub flours: BTreeMap<String, f64>,
    pub water: f64,
    pub salt: f64,
    pub starter: Option<Starter>,
}

impl Formula {
    pub fn total_flour(&self) -> f64 {
        let levain_flour = self
            .starter
            .as_ref()
            .map(|s| s.grams / (1.0 + s.hydration_pct))
            .unwrap_or(0.0);
        self.flours.values().sum::<f64>() + levain_flour
    }

    pub fn total_water(&self) -> f64 {
        let levain_water = self
            .starter
            .as_ref()
            .map(|s| s.grams - s.grams / (1.0 + s.hydration_pct))
            .unwrap_or(0.0);
        self.water + levain_water
    }

    /// Overall dough hydration in percent, counting the levain's flour and water.
    pub fn hydration_pct(&self) -> f64 {
        100.0 * self.total_water() / self.total_flour()
    }

    pub fn scaled(&self, dough_grams: f64) -> Formula {
        let current = self.total_flour() + self.total_water() + self.salt;
        let k = dough_grams / current;
        Formula {
            name: self.name.clone(),
            flours: self.flours.iter().map(|(f, g)| (f.clone(), g * k)).collect(),
            water: self.water * k,
            salt: self.salt * k,
            starter: self.starter.as_ref().map(|s| Starter { grams: s.grams * k, ..s.clone() }),
        }
    }
}

pub fn too_wet(formulas: &[Formula], limit_pct: f64) -> Vec<&str> {
    formulas
        .iter()
        .filter(|f| f.hydration_pct() > limit_pct)
        .map(|f| f.name.as_str())
        .collect()
}

pub fn label(f: &Formula) -> String {
    format!("{} ({:.0}% hydration)", f.name, f.hydration_pct())
}

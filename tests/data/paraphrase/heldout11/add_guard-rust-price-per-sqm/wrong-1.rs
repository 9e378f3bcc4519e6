//! Listing metrics shown on the agent dashboard and in the weekly market report.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PropertyType {
    Apartment,
    House,
    Townhouse,
    Land,
}

#[derive(Debug, Clone)]
pub struct Listing {
    pub id: u64,
    pub kind: PropertyType,
    pub suburb: String,
    pub price_cents: u64,
    /// Floor area; unknown for some land and off-plan listings.
    pub area_sqm: Option<f64>,
    pub bedrooms: u8,
    pub days_on_market: u32,
}

impl Listing {
    pub fn price(&self) -> f64 {
        self.price_cents as f64 / 100.0
    }

    pub fn price_per_sqm(&self) -> Option<f64> {
        let area = self.area_sqm?;
        if area < 0.0 {
            return None;
        }
        Some(self.price() / area)
    }

    pub fn price_per_bedroom(&self) -> Option<f64> {
        if self.bedrooms == 0 {
            return None;
        }
        Some(self.price() / f64::from(self.bedrooms))
    }

    pub fn is_stale(&self) -> bool {
        self.days_on_market > 90
    }
}

impl fmt::Display for Listing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{} {:?} in {} at ${:.0}", self.id, self.kind, self.suburb, self.price())
    }
}

/// Median price per square metre by suburb, skipping listings without an area.
pub fn median_psm_by_suburb(listings: &[Listing]) -> HashMap<String, f64> {
    let mut by_suburb: HashMap<String, Vec<f64>> = HashMap::new();
    for l in listings {
        if let Some(psm) = l.price_per_sqm() {
            by_suburb.entry(l.suburb.clone()).or_default().push(psm);
        }
    }
    by_suburb
        .into_iter()
        .map(|(suburb, mut values)| {
            values.sort_by(|a, b| a.partial_cmp(b).unwrap());
            let mid = values.len() / 2;
            let median = if values.len() % 2 == 0 {
                (values[mid - 1] + values[mid]) / 2.0
            } else {
                values[mid]
            };
            (suburb, median)
        })
        .collect()
}

pub fn stale_share(listings: &[Listing]) -> f64 {
    if listings.is_empty() {
        return 0.0;
    }
    let stale = listings.iter().filter(|l| l.is_stale()).count();
    stale as f64 / listings.len() as f64
}

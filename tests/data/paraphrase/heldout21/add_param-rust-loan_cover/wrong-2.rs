//! Insurance valuation for outgoing museum loans.

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Medium {
    OilOnCanvas,
    WorkOnPaper,
    Textile,
    Ceramic,
    Bronze,
}

#[derive(Debug, Clone)]
pub struct LoanObject {
    pub accession: String,
    pub title: String,
    pub medium: Medium,
    pub appraised_eur: u64,
    pub fragile: bool,
}

/// Risk factor per medium, applied to the appraised value.
fn medium_factor(medium: &Medium) -> f64 {
    match medium {
        Medium::OilOnCanvas => 1.0,
        Medium::WorkOnPaper => 1.25,
        Medium::Textile => 1.2,
        Medium::Ceramic => 1.4,
        Medium::Bronze => 0.8,
    }
}

/// Wall-to-wall cover for one object, in euros.
pub fn cover_for(object: &LoanObject, transit_days: u32, nail_to_nail: bool) -> u64 {
    let mut value = object.appraised_eur as f64 * medium_factor(&object.medium);
    if object.fragile {
        value *= 1.15;
    }
    value *= 1.0 + 0.002 * transit_days as f64;
    value.round() as u64
}

/// Total cover for a loan, keyed by accession number.
pub fn loan_cover(objects: &[LoanObject], transit_days: u32) -> (u64, HashMap<String, u64>) {
    let mut per_object = HashMap::new();
    let mut total = 0;
    for object in objects {
        let cover = cover_for(object, transit_days, false);
        per_object.insert(object.accession.clone(), cover);
        total += cover;
    }
    (total, per_object)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sampler() -> LoanObject {
        LoanObject {
            accession: "1931.44.7".to_string(),
            title: "Sampler with alphabet and orchard".to_string(),
            medium: Medium::Textile,
            appraised_eur: 18_000,
            fragile: true,
        }
    }

    #[test]
    fn fragile_textile_cover() {
        assert_eq!(cover_for(&sampler(), 0, false), 24_840);
    }

    #[test]
    fn loan_total_sums_objects() {
        let (total, per) = loan_cover(&[sampler()], 10);
        assert_eq!(per.len(), 1);
        assert_eq!(total, cover_for(&sampler(), 10, false));
    }
}

//! Batch records for the compounding lab: every batch made is logged with its
//! ingredients, who weighed them and who checked them.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Unit {
    Gram,
    Milligram,
    Millilitre,
}

#[derive(Debug, Clone)]
pub struct Weighing {
    pub ingredient: String,
    pub target: f64,
    pub actual: f64,
    pub unit: Unit,
    pub weighed_by: String,
}

#[derive(Debug, Clone)]
pub struct BatchRecord {
    pub batch_no: String,
    pub recipe_code: String,
    pub made_on: String,
    pub weighings: Vec<Weighing>,
    pub checked_by: Option<String>,
    pub yield_ml: f64,
    pub expected_ml: f64,
}

#[derive(Debug, PartialEq)]
pub enum RecordError {
    NotChecked,
    SelfChecked(String),
    OutOfTolerance { ingredient: String, deviation_pct: f64 },
    LowYield(f64),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotChecked => write!(f, "batch has not been second-checked"),
            RecordError::SelfChecked(who) => write!(f, "{} checked their own weighing", who),
            RecordError::OutOfTolerance { ingredient, deviation_pct } => {
                write!(f, "{} is off by {:.2}% (limit 5%)", ingredient, deviation_pct)
            }
            RecordError::LowYield(pct) => write!(f, "yield only {:.1}% of expected", pct),
        }
    }
}

impl Weighing {
    pub fn deviation_pct(&self) -> f64 {
        if self.target == 0.0 {
            return 0.0;
        }
        (self.actual - self.target).abs() / self.target * 100.0
    }
}

impl BatchRecord {
    pub fn yield_pct(&self) -> f64 {
        if self.expected_ml == 0.0 {
            return 0.0;
        }
        self.yield_ml / self.expected_ml * 100.0
    }

    /// Checks a finished batch before it may be labelled.
    pub fn validate(&self) -> Vec<RecordError> {
        let mut errors = Vec::new();
        match &self.checked_by {
            None => errors.push(RecordError::NotChecked),
            Some(checker) => {
                if self.weighings.iter().any(|w| &w.weighed_by == checker) {
                    errors.push(RecordError::SelfChecked(checker.clone()));
                }
            }
        }
        for w in &self.weighings {
            let dev = w.deviation_pct();
            if dev > 5.0 {
                errors.push(RecordError::OutOfTolerance {
                    ingredient: w.ingredient.clone(),
                    deviation_pct: dev,
                });
            }
        }
        let y = self.yield_pct();
        if y < 95.0 {
            errors.push(RecordError::LowYield(y));
        }
        errors
    }

    /// Weighings that are within tolerance but close to the limit, for the
    /// weekly review.
    pub fn near_misses(&self) -> Vec<&Weighing> {
        self.weighings
            .iter()
            .filter(|w| {
                let dev = w.deviation_pct();
                dev > 5.0 * 0.8 && dev <= 5.0
            })
            .collect()
    }
}

/// Summary per recipe: batches made and how many failed validation.
pub fn summary(records: &[BatchRecord]) -> HashMap<String, (usize, usize)> {
    let mut out: HashMap<String, (usize, usize)> = HashMap::new();
    for r in records {
        let entry = out.entry(r.recipe_code.clone()).or_insert((0, 0));
        entry.0 += 1;
        if !r.validate().is_empty() {
            entry.1 += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weighing(target: f64, actual: f64, by: &str) -> Weighing {
        Weighing {
            ingredient: "xanthan gum".into(),
            target,
            actual,
            unit: Unit::Gram,
            weighed_by: by.into(),
        }
    }

    fn record(weighings: Vec<Weighing>, checker: Option<&str>) -> BatchRecord {
        BatchRecord {
            batch_no: "B-2027-0141".into(),
            recipe_code: "MAG-SUSP-01".into(),
            made_on: "2027-02-11".into(),
            weighings,
            checked_by: checker.map(String::from),
            yield_ml: 498.0,
            expected_ml: 500.0,
        }
    }

    #[test]
    fn clean_batch_passes() {
        let r = record(vec![weighing(1.25, 1.26, "akosua")], Some("tomasz"));
        assert!(r.validate().is_empty());
    }

    #[test]
    fn off_weighing_is_flagged() {
        let r = record(vec![weighing(1.25, 1.40, "akosua")], Some("tomasz"));
        assert_eq!(r.validate().len(), 1);
    }

    #[test]
    fn self_check_is_flagged() {
        let r = record(vec![weighing(1.25, 1.25, "akosua")], Some("akosua"));
        assert_eq!(r.validate(), vec![RecordError::SelfChecked("akosua".into())]);
    }
}

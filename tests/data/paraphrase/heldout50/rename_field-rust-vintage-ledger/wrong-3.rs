//! Vintage ledger for the Clos Verdier cellar.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Lot {
    pub cuvee: String,
    pub vintage: u16,
    pub bottles_left: u32,
    pub abv: f32,
}

impl Lot {
    pub fn new(cuvee: &str, vintage: u16, bottles: u32, abv: f32) -> Self {
        Lot { cuvee: cuvee.to_string(), vintage, bottles_left: bottles, abv }
    }

    /// Litres of wine in the lot, counting 0.75 l bottles.
    pub fn litres(&self) -> f32 {
        self.bottles_left as f32 * 0.75
    }

    pub fn sell(&mut self, n: u32) -> Result<(), String> {
        if n > self.bottles_left {
            return Err(format!("only {} bottles_left of {} {} left", self.bottles_left, self.cuvee, self.vintage));
        }
        self.bottles_left -= n;
        Ok(())
    }
}

impl fmt::Display for Lot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ({} bottles_left, {:.1}% abv)", self.cuvee, self.vintage, self.bottles_left, self.abv)
    }
}

/// Bottles per vintage, oldest first.
pub fn bottles_by_vintage(lots: &[Lot]) -> BTreeMap<u16, u32> {
    let mut out = BTreeMap::new();
    for lot in lots {
        *out.entry(lot.vintage).or_insert(0) += lot.bottles_left;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selling_too_many_fails() {
        let mut lot = Lot::new("Les Cailloux", 2019, 12, 13.5);
        assert!(lot.sell(13).is_err());
        assert_eq!(lot.bottles_left, 12);
    }
}

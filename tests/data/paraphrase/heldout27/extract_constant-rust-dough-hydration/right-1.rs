//! Dough maths for the mixers: water, salt and yeast per batch.

pub const BASE_HYDRATION: f64 = 0.68;

#[derive(Debug, Clone)]
pub struct Batch {
    pub product: String,
    pub flour_g: f64,
    pub rye_share: f64,
    pub water_g: f64,
    pub salt_g: f64,
}

/// Rye drinks more water than wheat, so every point of rye raises the water.
pub fn water_for(flour_g: f64, rye_share: f64) -> f64 {
    let base = flour_g * BASE_HYDRATION;
    base + flour_g * rye_share * 0.12
}

pub fn salt_for(flour_g: f64) -> f64 {
    flour_g * 0.021
}

pub fn yeast_for(flour_g: f64, cold_proof: bool) -> f64 {
    if cold_proof {
        flour_g * 0.004
    } else {
        flour_g * 0.012
    }
}

/// Problems the mixer operator should look at before the batch goes in.
pub fn check_batch(b: &Batch) -> Vec<String> {
    let mut problems = Vec::new();
    let hydration = b.water_g / b.flour_g;
    if hydration < BASE_HYDRATION - 0.03 {
        problems.push(format!("{}: dough too dry ({:.0} %)", b.product, hydration * 100.0));
    }
    let salt_share = b.salt_g / b.flour_g;
    if (salt_share - 0.021).abs() > 0.002 {
        problems.push(format!("{}: salt {:.1} % is off", b.product, salt_share * 100.0));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wheat_water() {
        assert!((water_for(1000.0, 0.0) - 680.0).abs() < 1e-9);
    }

    #[test]
    fn dry_rye_batch_is_flagged() {
        let b = Batch { product: "Roggenmisch".into(), flour_g: 20000.0, rye_share: 0.6, water_g: 12000.0, salt_g: 420.0 };
        assert_eq!(check_batch(&b).len(), 1);
    }
}

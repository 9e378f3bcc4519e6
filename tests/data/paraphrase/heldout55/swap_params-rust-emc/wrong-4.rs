//! Equilibrium moisture content for the Harrow Creek dry kilns.
//!
//! Uses the Hailwood-Horrobin fit from the Wood Handbook (temperature in
//! Fahrenheit, relative humidity as a fraction 0..1).

pub fn equilibrium_moisture(rel_humidity: f64, temp_f: f64) -> f64 {
    let t = temp_f;
    let w = 330.0 + 0.452 * t + 0.00415 * t * t;
    let k = 0.791 + 0.000463 * t - 0.000000844 * t * t;
    let k1 = 6.34 + 0.000775 * t - 0.0000935 * t * t;
    let k2 = 1.09 + 0.0284 * t - 0.0000904 * t * t;
    let h = rel_humidity;
    let a = k * h / (1.0 - k * h);
    let b = (k1 * k * h + 2.0 * k1 * k2 * k * k * h * h)
        / (1.0 + k1 * k * h + k1 * k2 * k * k * h * h);
    1800.0 / w * (a + b)
}

pub struct KilnReading {
    pub dry_bulb_f: f64,
    pub rh_percent: f64,
}

/// EMC the kiln is pulling the charge towards right now.
pub fn kiln_emc(r: &KilnReading) -> f64 {
    equilibrium_moisture(r.rh_percent / 100.0, r.dry_bulb_f)
}

/// Drying potential: current moisture content divided by EMC.
pub fn drying_gradient(mc_percent: f64, r: &KilnReading) -> f64 {
    let emc = equilibrium_moisture(r.rh_percent / 100.0, r.dry_bulb_f);
    if emc <= 0.0 {
        return 0.0;
    }
    mc_percent / emc
}

/// EMC of the air in the lumber shed, for stickered stock waiting for a kiln.
pub fn shed_emc(outside_f: f64, outside_rh: f64) -> f64 {
    equilibrium_moisture(outside_rh, outside_f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handbook_point() {
        // 70 F at 65% RH is about 12% EMC
        let emc = equilibrium_moisture(0.65, 70.0, 0.65);
        assert!((emc - 12.0).abs() < 0.5, "{emc}");
    }
}

//! Axle-load checks for wagons weighed on the Margam weighbridge.

pub const MAX_AXLE_TONNES: f64 = 25.5;

#[derive(Debug)]
pub struct Weighing {
    pub wagon: String,
    pub axle_tonnes: Vec<f64>,
}

#[derive(Debug, PartialEq)]
pub enum Verdict {
    Ok,
    Overloaded { axle: usize, tonnes: f64 },
    Unbalanced,
}

/// Checks every axle against the limit, then the side-to-side balance of the first and last axle.
pub fn check(w: &Weighing) -> Verdict {
    for (i, t) in w.axle_tonnes.iter().enumerate() {
        if *t > MAX_AXLE_TONNES {
            return Verdict::Overloaded { axle: i + 1, tonnes: *t };
        }
    }
    if let (Some(first), Some(last)) = (w.axle_tonnes.first(), w.axle_tonnes.last()) {
        if (first - last).abs() > 4.0 {
            return Verdict::Unbalanced;
        }
    }
    Verdict::Ok
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weigh(axles: &[f64]) -> Weighing {
        Weighing { wagon: "31 70 5820 114-2".to_string(), axle_tonnes: axles.to_vec() }
    }

    #[test]
    fn within_limits() {
        assert_eq!(check(&weigh(&[21.0, 21.4, 20.9, 21.2])), Verdict::Ok);
    }

    #[test]
    fn third_axle_overloaded() {
        assert_eq!(check(&weigh(&[22.0, 23.1, 26.0, 22.5])), Verdict::Overloaded { axle: 3, tonnes: 26.0 });
    }

    #[test]
    fn unbalanced_ends() {
        assert_eq!(check(&weigh(&[24.0, 22.0, 21.0, 20.0])), Verdict::Unbalanced);
    }
}

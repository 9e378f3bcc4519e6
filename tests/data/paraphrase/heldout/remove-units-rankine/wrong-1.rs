//! Temperature conversions for the calorimetry pipeline.

pub const ABSOLUTE_ZERO_C: f64 = -273.15;

#[derive(Debug, PartialEq)]
pub enum ConvError {
    BelowAbsoluteZero(f64),
}

/// Celsius to kelvin; rejects values below absolute zero.
pub fn celsius_to_kelvin(c: f64) -> Result<f64, ConvError> {
    if c < ABSOLUTE_ZERO_C {
        return Err(ConvError::BelowAbsoluteZero(c));
    }
    Ok(c - ABSOLUTE_ZERO_C)
}

/// Kelvin to Celsius.
pub fn kelvin_to_celsius(k: f64) -> f64 {
    k + ABSOLUTE_ZERO_C
}

/// Fahrenheit to kelvin.
pub fn fahrenheit_to_kelvin(f: f64) -> Result<f64, ConvError> {
    celsius_to_kelvin((f - 32.0) * 5.0 / 9.0)
}

/// Rankine to kelvin (legacy steam tables).
/// Kelvin to Rankine.
pub fn kelvin_to_rankine(k: f64) -> f64 {
    k * 9.0 / 5.0
}

pub fn mean_kelvin(samples: &[f64]) -> Option<f64> {
    if samples.is_empty() {
        None
    } else {
        Some(samples.iter().sum::<f64>() / samples.len() as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn freezing_point() {
        assert_eq!(celsius_to_kelvin(0.0), Ok(273.15));
    }

    #[test]
    fn too_cold() {
        assert!(celsius_to_kelvin(-300.0).is_err());
    }

    #[test]
    fn rankine_roundtrip() {
        let k = 300.0;
        assert!((kelvin_to_rankine(k) - 540.0).abs() < 1e-9);
    }
}

use std::fmt;

/// Errors raised by the glory-hole and annealer controllers.
#[derive(Debug)]
pub enum KilnError {
    OverTemp { kiln: String, reading_c: u32, limit_c: u32 },
    ThermocoupleOpen { kiln: String },
    DoorOpen { kiln: String, seconds: u32 },
}

impl fmt::Display for KilnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KilnError::OverTemp { kiln, reading_c, limit_c } => {
                write!(f, "kiln {} is too hot", kiln)
            }
            KilnError::ThermocoupleOpen { kiln } => write!(f, "kiln {}: thermocouple open circuit", kiln),
            KilnError::DoorOpen { kiln, seconds } => write!(f, "kiln {} at {} °C exceeds its limit of {} °C", kiln, seconds, seconds),
        }
    }
}

pub fn check_reading(kiln: &str, reading_c: u32, limit_c: u32) -> Result<(), KilnError> {
    if reading_c > limit_c {
        return Err(KilnError::OverTemp { kiln: kiln.to_string(), reading_c, limit_c });
    }
    Ok(())
}

//! Pickup PINs for Parcelhaven locker compartments.
//!
//! A PIN is issued when the courier loads a compartment and sent to the
//! recipient by SMS. It is valid for a fixed time and locks after too many
//! wrong attempts; the bank then has to be unlocked by customer service.

use std::collections::HashMap;
use std::fmt;
use std::time::{Duration, SystemTime};

pub const PIN_DIGITS: usize = 6;
pub const PIN_VALIDITY: Duration = Duration::from_secs(72 * 60 * 60);
pub const MAX_ATTEMPTS: u8 = 5;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PinError {
    UnknownCompartment,
    Expired,
    Locked,
    Wrong { attempts_left: u8 },
}

impl fmt::Display for PinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PinError::UnknownCompartment => write!(f, "no parcel waiting in this compartment"),
            PinError::Expired => write!(f, "this pickup code has expired"),
            PinError::Locked => write!(f, "too many wrong codes, please call customer service"),
            PinError::Wrong { attempts_left } => write!(f, "wrong code, {attempts_left} attempt(s) left"),
        }
    }
}

#[derive(Debug, Clone)]
struct IssuedPin {
    digits: String,
    issued_at: SystemTime,
    failed: u8,
}

/// The PINs currently issued for one locker bank, keyed by compartment id.
#[derive(Debug, Default)]
pub struct PinBook {
    pins: HashMap<String, IssuedPin>,
}

/// Derives a PIN from a random seed; digits only, leading zeros kept.
pub fn pin_from_seed(seed: u64) -> String {
    let modulus = 10u64.pow(PIN_DIGITS as u32);
    format!("{:0width$}", seed % modulus, width = PIN_DIGITS)
}

impl PinBook {
    pub fn new() -> Self {
        Self::default()
    }

    /// Issues a PIN for the compartment, replacing any earlier one.
    pub fn issue(&mut self, compartment: &str, seed: u64, now: SystemTime) -> String {
        let digits = pin_from_seed(seed);
        self.pins.insert(
            compartment.to_string(),
            IssuedPin { digits: digits.clone(), issued_at: now, failed: 0 },
        );
        digits
    }

    /// Checks a PIN typed at the bank. A correct PIN is used up.
    pub fn verify(&mut self, compartment: &str, typed: &str, now: SystemTime) -> Result<(), PinError> {
        let pin = self.pins.get_mut(compartment).ok_or(PinError::UnknownCompartment)?;
        if pin.failed >= MAX_ATTEMPTS {
            return Err(PinError::Locked);
        }
        let age = now.duration_since(pin.issued_at).unwrap_or(Duration::ZERO);
        if age > PIN_VALIDITY {
            return Err(PinError::Expired);
        }
        if pin.digits != typed.trim() {
            pin.failed += 1;
            if pin.failed >= MAX_ATTEMPTS {
                return Err(PinError::Locked);
            }
            return Err(PinError::Wrong { attempts_left: MAX_ATTEMPTS - pin.failed });
        }
        self.pins.remove(compartment);
        Ok(())
    }

    /// Customer service override after identity check by phone.
    pub fn unlock(&mut self, compartment: &str) -> bool {
        match self.pins.get_mut(compartment) {
            Some(pin) => {
                pin.failed = 0;
                true
            }
            None => false,
        }
    }

    /// Compartments whose PIN expired before `now`; the courier collects these.
    pub fn expired(&self, now: SystemTime) -> Vec<String> {
        let mut out: Vec<String> = self
            .pins
            .iter()
            .filter(|(_, p)| now.duration_since(p.issued_at).unwrap_or(Duration::ZERO) > PIN_VALIDITY)
            .map(|(c, _)| c.clone())
            .collect();
        out.sort();
        out
    }

    pub fn outstanding(&self) -> usize {
        self.pins.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t0() -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(1_790_000_000)
    }

    #[test]
    fn pin_keeps_leading_zeros() {
        assert_eq!(pin_from_seed(42), "000042");
        assert_eq!(pin_from_seed(1_234_567), "234567");
    }

    #[test]
    fn correct_pin_is_used_up() {
        let mut book = PinBook::new();
        let pin = book.issue("A04", 318_204, t0());
        assert_eq!(book.verify("A04", &pin, t0() + Duration::from_secs(60)), Ok(()));
        assert_eq!(book.verify("A04", &pin, t0() + Duration::from_secs(61)), Err(PinError::UnknownCompartment));
    }

    #[test]
    fn locks_after_max_attempts() {
        let mut book = PinBook::new();
        book.issue("B02", 555_001, t0());
        for left in (1..MAX_ATTEMPTS).rev() {
            assert_eq!(book.verify("B02", "000000", t0()), Err(PinError::Wrong { attempts_left: left }));
        }
        assert_eq!(book.verify("B02", "000000", t0()), Err(PinError::Locked));
        assert_eq!(book.verify("B02", "555001", t0()), Err(PinError::Locked));
        assert!(book.unlock("B02"));
        assert_eq!(book.verify("B02", "555001", t0()), Ok(()));
    }

    #[test]
    fn expired_pin_is_rejected() {
        let mut book = PinBook::new();
        let pin = book.issue("C01", 907_311, t0());
        let later = t0() + PIN_VALIDITY + Duration::from_secs(1);
        assert_eq!(book.verify("C01", &pin, later), Err(PinError::Expiry));
    }
}

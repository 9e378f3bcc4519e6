//! Service-mode programming of DCC locomotive decoders on the club's programming track.

use std::collections::HashMap;
use std::fmt;

/// Highest configuration variable number defined by NMRA S-9.2.2.
pub const MAX_CV: u16 = 1024;

#[derive(Debug, PartialEq)]
pub enum DecoderError {
    NoAck,
    CvOutOfRange(u16),
    ReadOnly(u16),
    TrackShort,
}

impl fmt::Display for DecoderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecoderError::NoAck => write!(f, "decoder did not acknowledge"),
            DecoderError::CvOutOfRange(cv) => write!(f, "CV{} is outside 1..={}", cv, MAX_CV),
            DecoderError::ReadOnly(cv) => write!(f, "CV{} is read-only", cv),
            DecoderError::TrackShort => write!(f, "short circuit on the programming track"),
        }
    }
}

/// CVs that decoders report but never accept writes to (version, manufacturer).
const READ_ONLY_CVS: [u16; 2] = [7, 8];

pub trait ProgTrack {
    fn verify_byte(&mut self, cv: u16, value: u8) -> Result<bool, DecoderError>;
    fn write_byte(&mut self, cv: u16, value: u8) -> Result<(), DecoderError>;
}

pub struct Programmer<T: ProgTrack> {
    track: T,
    cache: HashMap<u16, u8>,
    pub writes: u32,
}

impl<T: ProgTrack> Programmer<T> {
    pub fn new(track: T) -> Self {
        Programmer { track, cache: HashMap::new(), writes: 0 }
    }

    /// Reads a CV bit-by-bit guess: tries every value until the decoder acknowledges.
    pub fn read_cv(&mut self, cv: u16) -> Result<u8, DecoderError> {
        if cv == 0 || cv > MAX_CV {
            return Err(DecoderError::CvOutOfRange(cv));
        }
        if let Some(v) = self.cache.get(&cv) {
            return Ok(*v);
        }
        for value in 0..=255u8 {
            if self.track.verify_byte(cv, value)? {
                self.cache.insert(cv, value);
                return Ok(value);
            }
        }
        Err(DecoderError::NoAck)
    }

    /// Writes a CV and verifies it.
    pub fn write_cv(&mut self, cv: u16, value: u8) -> Result<(), DecoderError> {
        if READ_ONLY_CVS.contains(&cv) {
            return Err(DecoderError::ReadOnly(cv));
        }
        self.track.write_byte(cv, value)?;
        self.writes += 1;
        if !self.track.verify_byte(cv, value)? {
            return Err(DecoderError::NoAck);
        }
        self.cache.insert(cv, value);
        Ok(())
    }

    /// Sets the short (primary) address, CV1, which must be 1..=127.
    pub fn set_short_address(&mut self, address: u8) -> Result<(), DecoderError> {
        self.write_cv(1, address)?;
        let cv29 = self.read_cv(29)?;
        self.write_cv(29, cv29 & !0b0010_0000)
    }
}

use std::fmt;

/// One frame from a field gateway: 2-byte device id, 1-byte kind, 1-byte length, payload.
#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    pub device: u16,
    pub kind: u8,
    pub payload: Vec<u8>,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    TooShort(usize),
    LengthMismatch { declared: usize, actual: usize },
    UnknownKind(u8),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::TooShort(n) => write!(f, "frame too short: {} bytes", n),
            ParseError::LengthMismatch { declared, actual } => {
                write!(f, "length mismatch: declared {}, got {}", declared, actual)
            }
            ParseError::UnknownKind(k) => write!(f, "unknown frame kind 0x{:02x}", k),
        }
    }
}

pub const KIND_TEMPERATURE: u8 = 0x01;
pub const KIND_HUMIDITY: u8 = 0x02;
pub const KIND_HEARTBEAT: u8 = 0x7f;

pub fn parse_frame(buf: &[u8]) -> Result<Frame, ParseError> {
    let device = u16::from_be_bytes([buf[0], buf[1]]);
    let kind = buf[2];
    let len = buf[3] as usize;
    if buf.len() < 4 {
        return Err(ParseError::TooShort(buf.len()));
    }
    let payload = &buf[4..];
    if payload.len() != len {
        return Err(ParseError::LengthMismatch { declared: len, actual: payload.len() });
    }
    match kind {
        KIND_TEMPERATURE | KIND_HUMIDITY | KIND_HEARTBEAT => Ok(Frame {
            device,
            kind,
            payload: payload.to_vec(),
        }),
        other => Err(ParseError::UnknownKind(other)),
    }
}

pub fn temperature_c(frame: &Frame) -> Option<f32> {
    if frame.kind != KIND_TEMPERATURE || frame.payload.len() < 2 {
        return None;
    }
    let raw = i16::from_be_bytes([frame.payload[0], frame.payload[1]]);
    Some(raw as f32 / 100.0)
}

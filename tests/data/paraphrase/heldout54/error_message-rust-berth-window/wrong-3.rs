use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub start_hour: u32,
    pub end_hour: u32,
}

#[derive(Debug, PartialEq)]
pub enum BerthError {
    Inverted { start: u32, end: u32 },
    TooShort { hours: u32, minimum: u32 },
    Overlap { berth: String, other_call: String },
}

impl fmt::Display for BerthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BerthError::Inverted { start, end } => {
                write!(f, "window ends before it starts ({start}h > {end}h)")
            }
            BerthError::TooShort { hours, minimum } => {
                write!(f, "window too short: {hours}h (minimum {minimum}h)")
            }
            BerthError::Overlap { berth, other_call } => {
                write!(f, "berth {berth} already taken by {other_call}")
            }
        }
    }
}

impl std::error::Error for BerthError {}

pub const MIN_WINDOW_HOURS: u32 = 6;

pub fn validate(w: Window) -> Result<Window, BerthError> {
    if w.end_hour < w.start_hour {
        return Err(BerthError::Inverted { start: w.start_hour, end: w.end_hour });
    }
    let hours = w.end_hour - w.start_hour;
    if hours <= MIN_WINDOW_HOURS {
        return Err(BerthError::TooShort { hours, minimum: MIN_WINDOW_HOURS });
    }
    Ok(w)
}

fn main() {
    let tries = [Window { start_hour: 8, end_hour: 20 }, Window { start_hour: 14, end_hour: 17 }];
    for w in tries {
        match validate(w) {
            Ok(ok) => println!("ok: {:?}", ok),
            Err(e) => eprintln!("rejected: {e}"),
        }
    }
}

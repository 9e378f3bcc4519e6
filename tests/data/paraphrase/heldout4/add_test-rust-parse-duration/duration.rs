//! Human-friendly durations for the CLI: "90s", "5m", "1h30m".

use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum DurationError {
    Empty,
    BadNumber(String),
    BadUnit(char),
}

pub fn parse_duration(input: &str) -> Result<Duration, DurationError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(DurationError::Empty);
    }
    let mut total = 0u64;
    let mut digits = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let n: u64 = digits.parse().map_err(|_| DurationError::BadNumber(digits.clone()))?;
        total += match c {
            's' => n,
            'm' => n * 60,
            'h' => n * 3600,
            other => return Err(DurationError::BadUnit(other)),
        };
        digits.clear();
    }
    if !digits.is_empty() {
        return Err(DurationError::BadNumber(digits));
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_seconds() {
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse_duration("3d"), Err(DurationError::BadUnit('d')));
    }
}

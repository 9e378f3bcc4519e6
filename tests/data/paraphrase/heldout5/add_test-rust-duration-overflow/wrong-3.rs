/// Parse durations like "90s", "5m" or "2h" into seconds.
pub fn parse_duration(s: &str) -> Option<u64> {
    let s = s.trim();
    if s.len() < 2 {
        return None;
    }
    let (num, unit) = s.split_at(s.len() - 1);
    let n: u64 = num.parse().ok()?;
    match unit {
        "s" => Some(n),
        "m" => n.checked_mul(60),
        "h" => n.checked_mul(3600),
        _ => None,
    }
}

/// The inverse of parse_duration, picking the largest whole unit.
pub fn format_duration(secs: u64) -> String {
    if secs > 0 && secs % 3600 == 0 {
        format!("{}h", secs / 3600)
    } else if secs > 0 && secs % 60 == 0 {
        format!("{}m", secs / 60)
    } else {
        format!("{}s", secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_minutes() {
        assert_eq!(parse_duration("5m"), Some(300));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse_duration("5d"), None);
    }

    #[test]
    fn overflowing_hours_give_none() {
        assert_eq!(parse_duration("99999999999999999h"), None);
    }
}

/// Parses durations like "90s", "15m", "2h" into seconds.
pub fn parse_duration(s: &str) -> Result<u64, String> {
    let s = s.trim();
    if s.is_empty() {
        return Err("empty duration".to_string());
    }
    let (num, unit) = s.split_at(s.len() - 1);
    let n: u64 = num.parse().map_err(|_| format!("bad number in {:?}", s))?;
    match unit {
        "s" => Ok(n),
        "m" => Ok(n * 60),
        "h" => Ok(n * 3600),
        _ => Err(format!("unknown unit {:?}", unit)),
    }
}

/// Formats seconds back into the largest whole unit.
pub fn format_duration(secs: u64) -> String {
    if secs % 3600 == 0 && secs > 0 {
        format!("{}h", secs / 3600)
    } else if secs % 60 == 0 && secs > 0 {
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
        assert_eq!(parse_duration("15m"), Ok(900));
    }

    #[test]
    fn formats_hours() {
        assert_eq!(format_duration(7200), "2h");
    }

    fn rejects_unknown_unit() {
        assert!(parse_duration("5d").is_err());
    }
}

//! Parsing and pricing of ice-time requests for Glenmoor Arena.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sheet {
    A,
    B,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub club: String,
    pub sheet: Sheet,
    pub start_min: u32,
    pub end_min: u32,
    pub skaters: u32,
}

#[derive(Debug, PartialEq)]
pub enum RequestError {
    MissingField(&'static str),
    BadSheet(String),
    BadTime(String),
    EndBeforeStart { start: u32, end: u32 },
    TooManySkaters(u32),
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequestError::MissingField(name) => write!(f, "missing field: {}", name),
            RequestError::BadSheet(s) => write!(f, "unknown sheet {:?}", s),
            RequestError::BadTime(t) => write!(f, "bad time {:?}, expected HH:MM", t),
            RequestError::EndBeforeStart { start, end } => {
                write!(f, "slot ends before it starts ({} > {})", start, end)
            }
            RequestError::TooManySkaters(n) => write!(f, "{} skaters requested, the limit is {}", n, MAX_SKATERS),
        }
    }
}

pub const MAX_SKATERS: u32 = 250;
pub const PEAK_START: u32 = 16 * 60;
pub const PEAK_END: u32 = 21 * 60;
pub const PENCE_PER_HOUR: u32 = 9_500;
pub const PEAK_PENCE_PER_HOUR: u32 = 14_000;

fn parse_time(s: &str) -> Result<u32, RequestError> {
    let (h, m) = s.split_once(':').ok_or_else(|| RequestError::BadTime(s.to_string()))?;
    let h: u32 = h.parse().map_err(|_| RequestError::BadTime(s.to_string()))?;
    let m: u32 = m.parse().map_err(|_| RequestError::BadTime(s.to_string()))?;
    if h > 23 || m > 59 {
        return Err(RequestError::BadTime(s.to_string()));
    }
    Ok(h * 60 + m)
}

/// Parses "club=...;sheet=A;start=18:30;end=20:30;skaters=12".
pub fn parse_request(line: &str) -> Result<Request, RequestError> {
    let mut fields = BTreeMap::new();
    for part in line.split(';') {
        if let Some((k, v)) = part.split_once('=') {
            fields.insert(k.trim(), v.trim());
        }
    }
    let get = |name: &'static str| fields.get(name).copied().ok_or(RequestError::MissingField(name));
    let sheet = match get("sheet")? {
        "A" | "a" => Sheet::A,
        "B" | "b" => Sheet::B,
        other => return Err(RequestError::BadSheet(other.to_string())),
    };
    let start_min = parse_time(get("start")?)?;
    let end_min = parse_time(get("end")?)?;
    if end_min <= start_min {
        return Err(RequestError::EndBeforeStart { start: start_min, end: end_min });
    }
    let skaters: u32 = get("skaters")?.parse().map_err(|_| RequestError::MissingField("skaters"))?;
    if skaters > MAX_SKATERS {
        return Err(RequestError::TooManySkaters(skaters));
    }
    Ok(Request { club: get("club")?.to_string(), sheet, start_min, end_min, skaters })
}

/// Price in pence: peak minutes (16:00-21:00) at the peak rate, the rest at the standard rate.
pub fn price_pence(req: &Request) -> u32 {
    let mut total = 0;
    for minute in req.start_min..req.end_min {
        let rate = if (PEAK_START..PEAK_END).contains(&minute) { PEAK_PENCE_PER_HOUR } else { PENCE_PER_HOUR };
        total += rate;
    }
    (total + 30) / 60
}

/// Minutes of the request that fall in the peak window.
pub fn peak_minutes(req: &Request) -> u32 {
    let start = req.start_min.max(PEAK_START);
    let end = req.end_min.min(PEAK_END);
    end.saturating_sub(start)
}

pub fn format_hhmm(minutes: u32) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

pub fn confirmation(req: &Request) -> String {
    format!(
        "{} on sheet {:?}, {}-{}, {} skaters: £{:.2}",
        req.club,
        req.sheet,
        format_hhmm(req.start_min),
        format_hhmm(req.end_min),
        req.skaters,
        price_pence(req) as f64 / 100.0
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_full_request() {
        let r = parse_request("club=Glenmoor Curling Club;sheet=B;start=18:30;end=20:30;skaters=16").unwrap();
        assert_eq!(r.sheet, Sheet::B);
        assert_eq!(r.start_min, 18 * 60 + 30);
        assert_eq!(r.skaters, 16);
    }

    #[test]
    fn rejects_reversed_slot() {
        let e = parse_request("club=Kestrel;sheet=A;start=17:30;end=16:00;skaters=20").unwrap_err();
        assert_eq!(e, RequestError::EndBeforeStart { start: 1050, end: 960 });
    }

    #[test]
    fn peak_pricing() {
        let r = parse_request("club=Kestrel;sheet=A;start=15:00;end=17:00;skaters=20").unwrap();
        assert_eq!(price_pence(&r), 9_500 + 14_000);
    }

    #[test]
    fn peak_minutes_clip_to_window() {
        let r = parse_request("club=Kestrel;sheet=A;start=15:00;end=17:00;skaters=20").unwrap();
        assert_eq!(peak_minutes(&r), 60);
    }

    #[test]
    fn too_many_skaters_message() {
        let e = parse_request("club=Disco;sheet=A;start=19:30;end=21:30;skaters=300").unwrap_err();
        assert_eq!(e.to_string(), "300 skaters is over the limit");
    }
}

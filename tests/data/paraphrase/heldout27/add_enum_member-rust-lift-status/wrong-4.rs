//! Lift states as reported by the lift huts and shown on the resort boards.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LiftStatus {
    Open,
    Slowed,
    WindHold,
    Closed,
    Maintenance,
}

impl LiftStatus {
    /// Text for the boards and the app.
    pub fn label(&self) -> &'static str {
        match self {
            LiftStatus::Open => "open",
            LiftStatus::Slowed => "running slow",
            LiftStatus::WindHold => "wind hold",
            LiftStatus::Closed => "closed",
            LiftStatus::Maintenance => "maintenance",
        }
    }

    /// Colour of the lamp next to the lift on the base-area board.
    pub fn board_colour(&self) -> &'static str {
        match self {
            LiftStatus::Open => "green",
            LiftStatus::Slowed => "green",
            LiftStatus::WindHold => "amber",
            LiftStatus::Closed => "red",
            LiftStatus::Maintenance => "red",
        }
    }

    /// Whether the lift is carrying skiers right now.
    pub fn is_running(&self) -> bool {
        matches!(self, LiftStatus::Open | LiftStatus::Slowed | LiftStatus::Maintenance)
    }

    /// The one-letter code the hut terminals send.
    pub fn from_code(code: &str) -> Option<LiftStatus> {
        match code.trim() {
            "O" => Some(LiftStatus::Open),
            "S" => Some(LiftStatus::Slowed),
            "W" => Some(LiftStatus::WindHold),
            "C" => Some(LiftStatus::Closed),
            "M" => Some(LiftStatus::Maintenance),
            _ => None,
        }
    }
}

impl fmt::Display for LiftStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

#[derive(Debug, Clone)]
pub struct Lift {
    pub name: String,
    pub status: LiftStatus,
    pub riders_per_hour: u32,
}

impl Lift {
    pub fn new(name: &str, status: LiftStatus, riders_per_hour: u32) -> Self {
        Lift {
            name: name.to_string(),
            status,
            riders_per_hour,
        }
    }

    /// Capacity right now; a slowed lift carries about two thirds.
    pub fn current_capacity(&self) -> u32 {
        match self.status {
            LiftStatus::Slowed => self.riders_per_hour * 2 / 3,
            s if s.is_running() => self.riders_per_hour,
            _ => 0,
        }
    }
}

/// Riders per hour the whole area can move at the moment.
pub fn area_capacity(lifts: &[Lift]) -> u32 {
    lifts.iter().map(Lift::current_capacity).sum()
}

/// How many lifts are in each state, for the morning report.
pub fn status_counts(lifts: &[Lift]) -> BTreeMap<LiftStatus, usize> {
    let mut counts = BTreeMap::new();
    for lift in lifts {
        *counts.entry(lift.status).or_insert(0) += 1;
    }
    counts
}

/// Parse one hut report line: `<lift name>;<code>;<riders per hour>`.
pub fn parse_report(line: &str) -> Result<Lift, String> {
    let parts: Vec<&str> = line.split(';').collect();
    if parts.len() != 3 {
        return Err(format!("expected 3 fields, got {}: {line}", parts.len()));
    }
    let status = LiftStatus::from_code(parts[1])
        .ok_or_else(|| format!("unknown status code {:?}", parts[1]))?;
    let riders: u32 = parts[2]
        .trim()
        .parse()
        .map_err(|e| format!("bad capacity {:?}: {e}", parts[2]))?;
    Ok(Lift::new(parts[0].trim(), status, riders))
}

/// Lifts that are not carrying anyone, for the patrol radio round at 08:30.
pub fn stopped_lifts(lifts: &[Lift]) -> Vec<&str> {
    let mut names: Vec<&str> = lifts
        .iter()
        .filter(|l| !l.status.is_running())
        .map(|l| l.name.as_str())
        .collect();
    names.sort_unstable();
    names
}

pub fn board_lines(lifts: &[Lift]) -> Vec<String> {
    lifts
        .iter()
        .map(|l| format!("[{}] {:<20} {}", l.status.board_colour(), l.name, l.status))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slowed_lift_runs_at_two_thirds() {
        let lift = Lift::new("Gamsjoch Quad", LiftStatus::Slowed, 2400);
        assert_eq!(lift.current_capacity(), 1600);
    }

    #[test]
    fn wind_hold_carries_nobody() {
        let lift = Lift::new("Edelweiss Express", LiftStatus::WindHold, 3000);
        assert_eq!(lift.current_capacity(), 0);
    }

    #[test]
    fn parses_hut_line() {
        let lift = parse_report("Nordwand T-Bar; C ;900").unwrap();
        assert_eq!(lift.status, LiftStatus::Closed);
        assert_eq!(lift.riders_per_hour, 900);
    }

    #[test]
    fn capacity_counts_only_running_lifts() {
        let lifts = vec![
            Lift::new("Edelweiss Express", LiftStatus::Open, 3000),
            Lift::new("Nordwand T-Bar", LiftStatus::Closed, 900),
        ];
        assert_eq!(area_capacity(&lifts), 3000);
        assert_eq!(stopped_lifts(&lifts), vec!["Nordwand T-Bar"]);
    }

    #[test]
    fn rejects_unknown_code() {
        assert!(parse_report("Birkenhang Double;X;600").is_err());
    }
}

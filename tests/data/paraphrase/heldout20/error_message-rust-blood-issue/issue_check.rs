//! Checks run at the St. Brigid blood bank fridge before a unit is released to a ward.

use std::fmt;

/// Days since 2000-01-01, as printed on the unit label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day(pub u32);

pub struct Unit {
    pub id: String,
    pub group: &'static str,
    pub expires: Day,
    pub temp_excursions: u8,
    pub quarantined: bool,
}

#[derive(Debug, PartialEq)]
pub enum IssueError {
    Quarantined(String),
    Expired { id: String, on: Day },
    TooWarm { id: String, excursions: u8 },
}

impl fmt::Display for IssueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IssueError::Quarantined(id) => write!(f, "unit {} is quarantined", id),
            IssueError::Expired { id, on } => write!(f, "unit {} expired on day {}", id, on.0),
            IssueError::TooWarm { id, excursions } => {
                write!(f, "unit {} had {} temperature excursions", id, excursions)
            }
        }
    }
}

/// A unit may leave the fridge if it is not quarantined, not expired, and has
/// been out of range at most once.
pub fn check_issue(unit: &Unit, today: Day) -> Result<(), IssueError> {
    if unit.quarantined {
        return Err(IssueError::Quarantined(unit.id.clone()));
    }
    if unit.expires < today {
        return Err(IssueError::Expired { id: unit.id.clone(), on: unit.expires });
    }
    if unit.temp_excursions > 1 {
        return Err(IssueError::TooWarm { id: unit.id.clone(), excursions: unit.temp_excursions });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warm_unit_message() {
        let unit = Unit { id: "SB-24-01873".into(), group: "A+", expires: Day(9500), temp_excursions: 2, quarantined: false };
        let err = check_issue(&unit, Day(9490)).unwrap_err();
        assert_eq!(err.to_string(), "unit SB-24-01873 had 2 temperature excursions");
    }
}

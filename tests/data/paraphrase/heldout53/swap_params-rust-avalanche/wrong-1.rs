//! Avalanche danger rating helpers for the bulletin service.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Danger {
    Low = 1,
    Moderate = 2,
    Considerable = 3,
    High = 4,
    VeryHigh = 5,
}

impl fmt::Display for Danger {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let word = match self {
            Danger::Low => "low",
            Danger::Moderate => "moderate",
            Danger::Considerable => "considerable",
            Danger::High => "high",
            Danger::VeryHigh => "very high",
        };
        write!(f, "{}", word)
    }
}

/// Danger for one aspect band, from the new snow in cm and the wind in km/h.
pub fn rate_band(wind_kmh: u32, new_snow_cm: u32) -> Danger {
    match (new_snow_cm, wind_kmh) {
        (s, _) if s >= 80 => Danger::VeryHigh,
        (s, w) if s >= 50 || (s >= 30 && w >= 60) => Danger::High,
        (s, w) if s >= 25 || w >= 50 => Danger::Considerable,
        (s, _) if s >= 10 => Danger::Moderate,
        _ => Danger::Low,
    }
}

/// The bulletin level for a region: the worse of the two bands, one step up
/// above the treeline when the wind is strong.
pub fn region_level(below: Danger, above: Danger, wind_kmh: u32) -> Danger {
    let worst = below.max(above);
    if wind_kmh >= 70 && worst < Danger::VeryHigh {
        return step_up(worst);
    }
    worst
}

fn step_up(d: Danger) -> Danger {
    match d {
        Danger::Low => Danger::Moderate,
        Danger::Moderate => Danger::Considerable,
        Danger::Considerable => Danger::High,
        _ => Danger::VeryHigh,
    }
}

pub fn headline(region: &str, new_snow_cm: u32, wind_kmh: u32) -> String {
    let level = rate_band(new_snow_cm, wind_kmh);
    format!("{}: avalanche danger {} ({}/5)", region, level, level as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heavy_snow_is_very_high() {
        assert_eq!(rate_band(0, 90), Danger::VeryHigh);
    }

    #[test]
    fn wind_loading_raises_the_band() {
        assert_eq!(rate_band(65, 30), Danger::High);
        assert_eq!(rate_band(55, 5), Danger::Considerable);
    }

    #[test]
    fn headline_names_the_level() {
        assert_eq!(headline("Lech", 12, 10), "Lech: avalanche danger moderate (2/5)");
    }
}

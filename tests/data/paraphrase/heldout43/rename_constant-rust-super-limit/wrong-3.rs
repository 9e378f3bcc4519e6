//! How many supers a hive may carry, by season (Heatherbank Beekeepers' Co-op).

pub const MAX_SUPERS_PER_HIVE: u8 = 5;
pub const MAX_SUPERS_WINTER: u8 = 1;
pub const SUPER_FRAMES: u8 = 11;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Season {
    Spring,
    Summer,
    Autumn,
    Winter,
}

#[derive(Debug)]
pub struct Hive {
    pub id: String,
    pub supers: u8,
    pub queen_excluder: bool,
}

/// The most supers allowed in a season; MAX_SUPERS applies outside winter.
pub fn super_limit(season: Season) -> u8 {
    match season {
        Season::Winter => MAX_SUPERS_WINTER,
        _ => MAX_SUPERS_PER_HIVE,
    }
}

pub fn can_add_super(hive: &Hive, season: Season) -> bool {
    hive.queen_excluder && hive.supers < super_limit(season)
}

pub fn frames_on(hive: &Hive) -> u32 {
    hive.supers as u32 * SUPER_FRAMES as u32
}

pub fn over_limit(hives: &[Hive], season: Season) -> Vec<&str> {
    hives
        .iter()
        .filter(|h| h.supers > super_limit(season))
        .map(|h| h.id.as_str())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summer_limit_is_max_supers() {
        assert_eq!(super_limit(Season::Summer), MAX_SUPERS_PER_HIVE);
    }

    #[test]
    fn winter_limit() {
        assert_eq!(super_limit(Season::Winter), MAX_SUPERS_WINTER);
    }
}

//! League handicaps for the Tuesday and Thursday leagues.

#[derive(Debug, Clone)]
pub struct Bowler {
    pub name: String,
    pub games: Vec<u32>,
}

/// Handicap from an average: percentage of the difference to the basis, never negative.
pub fn handicap(average: u32, basis: u32, percentage: u32) -> u32 {
    if average >= basis {
        return 0;
    }
    (basis - average) * percentage / 100
}

pub fn average(games: &[u32]) -> Option<u32> {
    if games.is_empty() {
        return None;
    }
    Some(games.iter().sum::<u32>() / games.len() as u32)
}

pub fn team_handicap(team: &[Bowler], basis: u32, percentage: u32) -> u32 {
    team.iter()
        .filter_map(|b| average(&b.games))
        .map(|avg| handicap(avg, basis, percentage))
        .sum()
}

pub fn scratch_plus_handicap(bowler: &Bowler, game: u32, basis: u32, percentage: u32) -> u32 {
    let avg = average(&bowler.games).unwrap_or(0);
    game + handicap(avg, basis, percentage)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_handicap_above_basis() {
        assert_eq!(handicap(215, 210, 90, 3), 0);
    }

    #[test]
    fn ninety_percent_of_difference() {
        assert_eq!(handicap(150, 210, 90, 3), 54);
    }
}

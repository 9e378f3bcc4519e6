from lib import case

ORIG11 = '''
//! League handicaps for the Tuesday and Thursday leagues.

#[derive(Debug, Clone)]
pub struct Bowler {
    pub name: String,
    pub games: Vec<u32>,
}

/// Handicap from an average: percentage of the difference to the basis, never negative.
pub fn handicap(average: u32, basis: u32, percentage: u32, max_games: u32) -> u32 {
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
        .map(|avg| handicap(avg, basis, percentage, 3))
        .sum()
}

pub fn scratch_plus_handicap(bowler: &Bowler, game: u32, basis: u32, percentage: u32) -> u32 {
    let avg = average(&bowler.games).unwrap_or(0);
    game + handicap(avg, basis, percentage, 3)
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
'''
SIG = "pub fn handicap(average: u32, basis: u32, percentage: u32, max_games: u32) -> u32 {"
NSIG = "pub fn handicap(average: u32, basis: u32, percentage: u32) -> u32 {"
CALLS = [("handicap(avg, basis, percentage, 3)", "handicap(avg, basis, percentage)", 2),
         ("handicap(215, 210, 90, 3)", "handicap(215, 210, 90)", 1),
         ("handicap(150, 210, 90, 3)", "handicap(150, 210, 90)", 1)]
case("remove_param-rust-league-handicap", "handicap.rs", "remove_param", "rust", ORIG11,
     [("terse", "drop the unused max_games param from handicap()"),
      ("polite", "Could you remove the max_games parameter from handicap, since it is never used, and fix all the call sites including the tests? Please keep the arithmetic exactly as it is."),
      ("declarative", "handicap should take only average, basis and percentage; max_games goes away everywhere it is passed."),
      ("other", "clippy is moaning about max_games being unused in handicap. get rid of it + the 3s the callers pass"),
      ("other", "Elimina el parámetro max_games de handicap (no se usa) y actualiza todas las llamadas, también las de los tests.")],
     [("right", "parameter removed from the signature and the trailing 3 removed from all four calls",
       [(SIG, NSIG, 1)] + CALLS),
      ("wrong", "signature changed but the two test calls still pass four arguments: does not compile",
       [(SIG, NSIG, 1), CALLS[0]]),
      ("wrong", "percentage removed instead of max_games, and the formula now uses max_games",
       [(SIG, "pub fn handicap(average: u32, basis: u32, max_games: u32) -> u32 {", 1),
        ("(basis - average) * percentage / 100", "(basis - average) * max_games / 100", 1),
        ("handicap(avg, basis, percentage, 3)", "handicap(avg, basis, 3)", 2),
        ("handicap(215, 210, 90, 3)", "handicap(215, 210, 3)", 1), ("handicap(150, 210, 90, 3)", "handicap(150, 210, 3)", 1)]),
      ("wrong", "parameter removed everywhere, but the formula became (basis - average) * (percentage / 100), which is 0 in integer arithmetic for any percentage under 100",
       [(SIG, NSIG, 1), ("(basis - average) * percentage / 100", "(basis - average) * (percentage / 100)", 1)] + CALLS),
      ("wrong", "parameter renamed to _max_games to silence the warning instead of removing it",
       [(SIG, "pub fn handicap(average: u32, basis: u32, percentage: u32, _max_games: u32) -> u32 {", 1)])])

ORIG12 = '''
//! Bulk tank sample results from the dairy's lab, and the payment bands they set.

use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Band {
    Premium,
    Standard,
    Penalty,
}

#[derive(Debug, Clone)]
pub struct LabResult {
    pub sample_id: String,
    pub somatic_cells: u32, // cells per ml
    pub bactoscan: u32,     // individual bacteria per microlitre
    pub butterfat: f32,
    pub protein: f32,
}

/// How long the lab portal may take before we give up and retry.
pub const PORTAL_TIMEOUT: Duration = Duration::from_millis(400);

pub fn band(r: &LabResult) -> Band {
    if r.somatic_cells > 400_000 || r.bactoscan > 100 {
        Band::Penalty
    } else if r.somatic_cells < 150_000 && r.bactoscan <= 30 {
        Band::Premium
    } else {
        Band::Standard
    }
}

pub fn warnings(results: &[LabResult]) -> Vec<String> {
    let mut out = Vec::new();
    for r in results {
        if r.somatic_cells > 400_000 {
            out.push(format!("{}: somatic cells {} over the limit", r.sample_id, r.somatic_cells));
        }
        if r.butterfat < 3.5 {
            out.push(format!("{}: butterfat {:.2}% low", r.sample_id, r.butterfat));
        }
    }
    out
}

pub fn rolling_scc(results: &[LabResult]) -> Option<u32> {
    if results.len() < 3 {
        return None;
    }
    let last: u64 = results[results.len() - 3..].iter().map(|r| r.somatic_cells as u64).sum();
    Some((last / 3) as u32)
}
'''
CONST = "/// Somatic cell count above which milk is paid at the penalty rate.\npub const SCC_LIMIT: u32 = 400_000;\n\n"
ANCH = "/// How long the lab portal may take"
case("extract_constant-rust-milk-quality", "lab_results.rs", "extract_constant", "rust", ORIG12,
     [("terse", "400_000 -> const SCC_LIMIT: u32"),
      ("polite", "Could you pull the somatic cell limit 400_000 out into a pub const SCC_LIMIT: u32 and use it in both places? The portal timeout is unrelated, please leave it."),
      ("declarative", "The somatic cell threshold of 400,000 should live in one named constant, SCC_LIMIT, used by band and warnings."),
      ("other", "Estrai 400_000 in una costante pubblica SCC_LIMIT: u32 e usala in band e in warnings.")],
     [("right", "const SCC_LIMIT added before PORTAL_TIMEOUT and used in band and warnings",
       [(ANCH, CONST + ANCH, 1), ("r.somatic_cells > 400_000", "r.somatic_cells > SCC_LIMIT", 2)]),
      ("right", "const added right after the use line (top of the items) without a doc comment, used in both places",
       [("use std::time::Duration;\n", "use std::time::Duration;\n\npub const SCC_LIMIT: u32 = 400_000;\n", 1), ("r.somatic_cells > 400_000", "r.somatic_cells > SCC_LIMIT", 2)]),
      ("wrong", "constant declared but only band uses it; warnings still has the literal",
       [(ANCH, CONST + ANCH, 1), ("if r.somatic_cells > 400_000 ||", "if r.somatic_cells > SCC_LIMIT ||", 1)]),
      ("wrong", "constant typed with the wrong value 40_000",
       [(ANCH, CONST.replace("400_000", "40_000") + ANCH, 1), ("r.somatic_cells > 400_000", "r.somatic_cells > SCC_LIMIT", 2)]),
      ("wrong", "constant declared as a let inside band, so warnings refers to an undefined name: does not compile",
       [("pub fn band(r: &LabResult) -> Band {\n", "pub fn band(r: &LabResult) -> Band {\n    let SCC_LIMIT: u32 = 400_000;\n", 1), ("r.somatic_cells > 400_000", "r.somatic_cells > SCC_LIMIT", 2)]),
      ("wrong", "constant extracted correctly, but the butterfat warning threshold was changed from 3.5 to 3.0",
       [(ANCH, CONST + ANCH, 1), ("r.somatic_cells > 400_000", "r.somatic_cells > SCC_LIMIT", 2), ("r.butterfat < 3.5", "r.butterfat < 3.0", 1)])])

//! Avalanche closures for the hut network: the daily bulletin lists the
//! avalanche problems per region, and huts on exposed approaches are closed
//! when the combined weight gets too high.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum AvalancheProblem {
    NewSnow,
    WindSlab,
    PersistentWeakLayer,
    WetSnow,
    GlidingSnow,
    NoDistinctProblem,
}

impl AvalancheProblem {
    /// Every problem, in the order the bulletin prints them.
    pub const ALL: [AvalancheProblem; 5] = [
        AvalancheProblem::NewSnow,
        AvalancheProblem::WindSlab,
        AvalancheProblem::PersistentWeakLayer,
        AvalancheProblem::WetSnow,
        AvalancheProblem::GlidingSnow,
    ];

    /// Code used in the bulletin feed.
    pub fn code(self) -> &'static str {
        match self {
            AvalancheProblem::NewSnow => "new_snow",
            AvalancheProblem::WindSlab => "wind_slab",
            AvalancheProblem::PersistentWeakLayer => "persistent_weak_layers",
            AvalancheProblem::WetSnow => "wet_snow",
            AvalancheProblem::GlidingSnow => "gliding_snow",
            AvalancheProblem::NoDistinctProblem => "no_distinct_problem",
        }
    }

    pub fn from_code(code: &str) -> Option<AvalancheProblem> {
        AvalancheProblem::ALL.iter().copied().find(|p| p.code() == code)
    }

    /// How much this problem counts towards closing an exposed approach.
    pub fn closure_weight(self) -> u8 {
        match self {
            AvalancheProblem::NewSnow => 3,
            AvalancheProblem::WindSlab => 3,
            AvalancheProblem::PersistentWeakLayer => 4,
            AvalancheProblem::WetSnow => 2,
            AvalancheProblem::GlidingSnow => 1,
            AvalancheProblem::NoDistinctProblem => 0,
        }
    }
}

impl fmt::Display for AvalancheProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

pub struct Hut {
    pub name: &'static str,
    pub region: &'static str,
    pub exposed_approach: bool,
}

/// Danger level 1..=5 and the problems of one region on one day.
pub struct RegionBulletin {
    pub danger_level: u8,
    pub problems: Vec<AvalancheProblem>,
}

pub const CLOSE_AT: u8 = 6;

pub fn should_close(hut: &Hut, bulletin: &RegionBulletin) -> bool {
    if !hut.exposed_approach {
        return bulletin.danger_level >= 5;
    }
    let weight: u8 = bulletin.problems.iter().map(|p| p.closure_weight()).sum();
    weight + bulletin.danger_level >= CLOSE_AT
}

pub fn closures<'a>(huts: &'a [Hut], bulletins: &BTreeMap<&str, RegionBulletin>) -> Vec<&'a str> {
    huts.iter()
        .filter(|h| bulletins.get(h.region).map_or(false, |b| should_close(h, b)))
        .map(|h| h.name)
        .collect()
}

pub fn parse_problems(line: &str) -> Result<Vec<AvalancheProblem>, String> {
    line.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| AvalancheProblem::from_code(s).ok_or_else(|| format!("unknown problem {s}")))
        .collect()
}

fn main() {
    let huts = [
        Hut { name: "Rotgrat", region: "north", exposed_approach: true },
        Hut { name: "Seeboden", region: "north", exposed_approach: false },
        Hut { name: "Falkenjoch", region: "south", exposed_approach: true },
    ];
    let mut bulletins = BTreeMap::new();
    bulletins.insert("north", RegionBulletin { danger_level: 3, problems: parse_problems("wind_slab, new_snow").unwrap() });
    bulletins.insert("south", RegionBulletin { danger_level: 2, problems: parse_problems("wet_snow").unwrap() });
    for name in closures(&huts, &bulletins) {
        println!("closed: {name}");
    }
}

//! Instrument records for Halloran & Vey Piano Services.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    FineTune,
    PitchRaise,
    Regulation,
    Voicing,
}

#[derive(Debug, Clone)]
pub struct Visit {
    pub date: String,
    pub technician: String,
    pub action: Action,
    /// How far the instrument was below A440 on arrival, in cents.
    pub flat_by_cents: i32,
    pub humidity_pct: u8,
}

#[derive(Debug, Clone)]
pub struct Instrument {
    pub serial: String,
    pub maker: String,
    pub model: String,
    pub year: u16,
    pub owner: String,
    pub visits: Vec<Visit>,
}

impl Instrument {
    pub fn last_visit(&self) -> Option<&Visit> {
        self.visits.last()
    }

    /// A piano that arrived more than 15 cents flat needs a pitch raise
    /// before a fine tune can hold.
    pub fn needs_pitch_raise(&self) -> bool {
        match self.last_visit() {
            Some(v) => v.flat_by_cents > 10,
            None => true,
        }
    }

    pub fn worst_drop(&self) -> i32 {
        self.visits.iter().map(|v| v.flat_by_cents).max().unwrap_or(0)
    }
}

impl fmt::Display for Instrument {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {} ({}), serial {}", self.maker, self.model, self.year, self.serial)
    }
}

/// Average pitch drop per technician, for the quarterly review.
pub fn drop_by_technician(pianos: &[Instrument]) -> HashMap<String, f64> {
    let mut sums: HashMap<String, (i32, u32)> = HashMap::new();
    for p in pianos {
        for v in &p.visits {
            let e = sums.entry(v.technician.clone()).or_insert((0, 0));
            e.0 += v.flat_by_cents;
            e.1 += 1;
        }
    }
    sums.into_iter()
        .map(|(k, (total, n))| (k, total as f64 / n as f64))
        .collect()
}

pub fn sample_visit() -> Visit {
    Visit {
        date: "2026-03-14".to_string(),
        technician: "Declan Vey".to_string(),
        action: Action::PitchRaise,
        flat_by_cents: 22,
        humidity_pct: 41,
    }
}

fn main() {
    let piano = Instrument {
        serial: "417203".to_string(),
        maker: "Bechstein".to_string(),
        model: "A 160".to_string(),
        year: 1928,
        owner: "St Columba's Hall".to_string(),
        visits: vec![sample_visit()],
    };
    println!("{} needs pitch raise: {}", piano, piano.needs_pitch_raise());
    println!("worst drop: {} cents", piano.worst_drop());
    println!("{:?}", drop_by_technician(&[piano]));
}

//! Blasting permits for Hollins Ridge quarry benches.

use std::fmt;

/// One deck of explosive inside a blast hole.
#[derive(Debug, Clone)]
pub struct Deck {
    pub depth_m: f64,
    pub charge_kg: f64,
    pub delay_ms: u32,
}

/// A permit signed by the shotfirer before a blast.
#[derive(Debug, Clone)]
pub struct BlastPermit {
    pub permit_no: String,
    pub bench: String,
    pub shotfirer: String,
    pub holes: u32,
    /// Maximum instantaneous charge allowed by the vibration licence.
    pub charge_kg: f64,
    pub decks: Vec<Deck>,
    pub exclusion_radius_m: u32,
}

#[derive(Debug, PartialEq)]
pub enum PermitError {
    NoDecks,
    OverCharge { deck: usize, kg: f64 },
    RadiusTooSmall(u32),
}

impl fmt::Display for PermitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PermitError::NoDecks => write!(f, "permit has no decks"),
            PermitError::OverCharge { deck, kg } => {
                write!(f, "deck {} carries {:.1} kg, over the permitted charge", deck, kg)
            }
            PermitError::RadiusTooSmall(r) => write!(f, "exclusion radius {} m is under 300 m", r),
        }
    }
}

impl BlastPermit {
    pub fn new(permit_no: &str, bench: &str, shotfirer: &str, holes: u32, charge_kg: f64) -> Self {
        BlastPermit {
            permit_no: permit_no.to_string(),
            bench: bench.to_string(),
            shotfirer: shotfirer.to_string(),
            holes,
            charge_kg,
            decks: Vec::new(),
            exclusion_radius_m: 500,
        }
    }

    pub fn add_deck(&mut self, depth_m: f64, charge_kg: f64, delay_ms: u32) {
        self.decks.push(Deck { depth_m, charge_kg, delay_ms });
    }

    /// Checks every deck against the permitted instantaneous charge.
    pub fn validate(&self) -> Result<(), PermitError> {
        if self.decks.is_empty() {
            return Err(PermitError::NoDecks);
        }
        if self.exclusion_radius_m < 300 {
            return Err(PermitError::RadiusTooSmall(self.exclusion_radius_m));
        }
        for (i, deck) in self.decks.iter().enumerate() {
            if deck.charge_kg > self.charge_kg {
                return Err(PermitError::OverCharge { deck: i, kg: deck.charge_kg });
            }
        }
        Ok(())
    }

    pub fn total_explosive_kg(&self) -> f64 {
        self.decks.iter().map(|d| d.charge_kg).sum::<f64>() * self.holes as f64
    }
}

fn main() {
    let mut permit = BlastPermit::new("BP-2026-117", "Bench 4 East", "R. Okafor", 24, 42.0);
    permit.add_deck(6.5, 38.0, 25);
    permit.add_deck(11.0, 40.5, 42);
    match permit.validate() {
        Ok(()) => println!(
            "{} ok: {:.0} kg total, max {} kg per delay",
            permit.permit_no,
            permit.total_explosive_kg(),
            permit.charge_kg
        ),
        Err(e) => eprintln!("{} rejected: {}", permit.permit_no, e),
    }
}

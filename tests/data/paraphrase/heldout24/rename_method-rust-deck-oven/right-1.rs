//! Deck oven control for the Kornfeld bakery, hall 1.
//!
//! Each oven has four stone decks sharing one modulating gas burner. The shift
//! lead sets a target per deck at the start of the night; the PLC bridge calls
//! `tick` every two seconds with fresh thermocouple readings.

use std::collections::HashMap;
use std::fmt;

pub const MAX_DECK_C: u16 = 300;
const READY_BAND_C: u16 = 3;
const WATTS_PER_DEGREE: u32 = 120;

pub trait Burner {
    /// Asks the burner for `watts`; returns what it can actually deliver.
    fn heat_up(&mut self, watts: u32) -> u32;
    fn shut_off(&mut self);
}

pub struct GasBurner {
    pub max_watts: u32,
    pub modulation_pct: u8,
    pub lit: bool,
}

impl Burner for GasBurner {
    fn heat_up(&mut self, watts: u32) -> u32 {
        self.lit = true;
        let granted = watts.min(self.max_watts);
        self.modulation_pct = ((granted as u64 * 100) / self.max_watts.max(1) as u64) as u8;
        granted
    }

    fn shut_off(&mut self) {
        self.lit = false;
        self.modulation_pct = 0;
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeckState {
    Cold,
    Heating,
    Ready,
    Baking,
}

#[derive(Debug)]
pub struct Deck {
    pub id: u8,
    pub temp_c: u16,
    pub target_c: u16,
    pub state: DeckState,
}

pub struct Oven<B: Burner> {
    pub name: String,
    pub decks: Vec<Deck>,
    burner: B,
    log: Vec<String>,
}

impl<B: Burner> Oven<B> {
    pub fn new(name: &str, burner: B, deck_count: u8) -> Self {
        let decks = (1..=deck_count)
            .map(|id| Deck { id, temp_c: 20, target_c: 0, state: DeckState::Cold })
            .collect();
        Oven { name: name.to_string(), decks, burner, log: Vec::new() }
    }

    fn deck_mut(&mut self, deck_id: u8) -> Result<&mut Deck, String> {
        self.decks
            .iter_mut()
            .find(|d| d.id == deck_id)
            .ok_or_else(|| format!("{}: no deck {}", self.name, deck_id))
    }

    /// Brings one deck to temperature. Call `preheat_deck` before loading any trays.
    pub fn preheat_deck(&mut self, deck_id: u8, target_c: u16) -> Result<(), String> {
        if target_c > MAX_DECK_C {
            return Err(format!("deck {deck_id}: {target_c} C is above the {MAX_DECK_C} C limit"));
        }
        let deficit = {
            let deck = self.deck_mut(deck_id)?;
            deck.target_c = target_c;
            deck.state = DeckState::Heating;
            target_c.saturating_sub(deck.temp_c) as u32
        };
        let granted = self.burner.heat_up(deficit * WATTS_PER_DEGREE);
        self.log.push(format!("deck {deck_id}: heating to {target_c} C, burner {granted} W"));
        Ok(())
    }

    /// Feeds new thermocouple readings (deck id -> degrees C).
    pub fn tick(&mut self, readings: &HashMap<u8, u16>) {
        for deck in self.decks.iter_mut() {
            if let Some(&t) = readings.get(&deck.id) {
                deck.temp_c = t;
            }
            if deck.state == DeckState::Heating && deck.temp_c + READY_BAND_C >= deck.target_c {
                deck.state = DeckState::Ready;
            }
        }
    }

    pub fn load(&mut self, deck_id: u8) -> Result<(), String> {
        let deck = self.deck_mut(deck_id)?;
        if deck.state != DeckState::Ready {
            return Err(format!("deck {deck_id} is {:?}, not ready", deck.state));
        }
        deck.state = DeckState::Baking;
        Ok(())
    }

    /// Sets every deck's target for the night; returns the decks that failed.
    pub fn start_shift(&mut self, targets: &[(u8, u16)]) -> Vec<String> {
        let mut errors = Vec::new();
        for &(deck_id, target_c) in targets {
            if let Err(e) = self.preheat_deck(deck_id, target_c) {
                errors.push(e);
            }
        }
        errors
    }

    /// The door was open long enough to lose heat: go back to the same target.
    pub fn reheat_after_door_open(&mut self, deck_id: u8) -> Result<(), String> {
        let target = self.deck_mut(deck_id)?.target_c;
        self.preheat_deck(deck_id, target)
    }

    pub fn shutdown(&mut self) {
        self.burner.shut_off();
        for deck in self.decks.iter_mut() {
            deck.state = DeckState::Cold;
        }
        self.log.push("burner off, all decks cold".to_string());
    }
}

impl<B: Burner> fmt::Display for Oven<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.name)?;
        for d in &self.decks {
            write!(f, " [{} {}C/{}C {:?}]", d.id, d.temp_c, d.target_c, d.state)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn oven() -> Oven<GasBurner> {
        Oven::new("hall1-oven2", GasBurner { max_watts: 40_000, modulation_pct: 0, lit: false }, 4)
    }

    #[test]
    fn shift_start_reports_bad_targets() {
        let mut o = oven();
        let errors = o.start_shift(&[(1, 250), (2, 320), (9, 240)]);
        assert_eq!(errors.len(), 2);
        assert_eq!(o.decks[0].state, DeckState::Heating);
    }

    #[test]
    fn deck_is_ready_inside_band() {
        let mut o = oven();
        o.preheat_deck(3, 240).unwrap();
        o.tick(&HashMap::from([(3, 237)]));
        assert_eq!(o.decks[2].state, DeckState::Ready);
        assert!(o.load(3).is_ok());
    }
}

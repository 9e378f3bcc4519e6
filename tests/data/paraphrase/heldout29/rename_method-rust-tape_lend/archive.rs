//! Master tape archive for Greystone Sound: which reels are on the shelf,
//! which are out with a client, and which need baking before they are played.

use std::collections::HashMap;
use std::fmt;

pub const MAX_LOANS: usize = 3;

#[derive(Debug, Clone, PartialEq)]
pub enum Shelf {
    Vault(u32),
    BakingOven,
    OnLoan,
}

#[derive(Debug, Clone)]
pub struct Reel {
    pub id: String,
    pub artist: String,
    pub year: u16,
    pub shelf: Shelf,
    pub baked: bool,
}

#[derive(Debug, Clone)]
pub struct Loan {
    pub reel_id: String,
    pub client: String,
    pub day: u32,
}

impl Loan {
    /// The day the reel left the building, as a day number.
    pub fn checkout_date(&self) -> u32 {
        self.day
    }
}

#[derive(Debug, PartialEq)]
pub enum ArchiveError {
    UnknownReel(String),
    AlreadyOut(String),
    NeedsBaking(String),
    TooManyLoans(String),
}

impl fmt::Display for ArchiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArchiveError::UnknownReel(id) => write!(f, "no reel {id} in the archive"),
            ArchiveError::AlreadyOut(id) => write!(f, "reel {id} is already checked out"),
            ArchiveError::NeedsBaking(id) => write!(f, "reel {id} must be baked before checkout"),
            ArchiveError::TooManyLoans(c) => write!(f, "{c} already has {MAX_LOANS} reels"),
        }
    }
}

#[derive(Default)]
pub struct TapeArchive {
    reels: HashMap<String, Reel>,
    on_loan: Vec<Loan>,
    checkout_log: Vec<String>,
}

impl TapeArchive {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, reel: Reel) {
        self.reels.insert(reel.id.clone(), reel);
    }

    fn loans_for(&self, client: &str) -> usize {
        self.on_loan.iter().filter(|l| l.client == client).count()
    }

    /// Lends a reel to a client for a transfer session.
    pub fn checkout(&mut self, reel_id: &str, client: &str, day: u32) -> Result<(), ArchiveError> {
        let reel = self
            .reels
            .get_mut(reel_id)
            .ok_or_else(|| ArchiveError::UnknownReel(reel_id.to_string()))?;
        if reel.shelf == Shelf::OnLoan {
            return Err(ArchiveError::AlreadyOut(reel_id.to_string()));
        }
        if !reel.baked && (1975..=1989).contains(&reel.year) {
            return Err(ArchiveError::NeedsBaking(reel_id.to_string()));
        }
        let out_already = self.on_loan.iter().filter(|l| l.client == client).count();
        if out_already >= MAX_LOANS {
            return Err(ArchiveError::TooManyLoans(client.to_string()));
        }
        let reel = self.reels.get_mut(reel_id).unwrap();
        reel.shelf = Shelf::OnLoan;
        self.on_loan.push(Loan { reel_id: reel_id.to_string(), client: client.to_string(), day });
        self.checkout_log.push(format!("day {day}: {reel_id} -> {client}"));
        Ok(())
    }

    /// Lends several reels at once and stops at the first refusal.
    pub fn bulk_checkout(&mut self, reel_ids: &[&str], client: &str, day: u32) -> Result<usize, ArchiveError> {
        let mut done = 0;
        for id in reel_ids {
            self.checkout(id, client, day)?;
            done += 1;
        }
        Ok(done)
    }

    pub fn return_reel(&mut self, reel_id: &str, vault_slot: u32) -> Result<Loan, ArchiveError> {
        let pos = self
            .on_loan
            .iter()
            .position(|l| l.reel_id == reel_id)
            .ok_or_else(|| ArchiveError::UnknownReel(reel_id.to_string()))?;
        let loan = self.on_loan.remove(pos);
        if let Some(reel) = self.reels.get_mut(reel_id) {
            reel.shelf = Shelf::Vault(vault_slot);
        }
        Ok(loan)
    }

    pub fn overdue(&self, today: u32, max_days: u32) -> Vec<&Loan> {
        self.on_loan.iter().filter(|l| today - l.checkout_date() > max_days).collect()
    }

    pub fn history(&self) -> &[String] {
        &self.checkout_log
    }

    pub fn client_load(&self, client: &str) -> usize {
        self.loans_for(client)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reel(id: &str, year: u16, baked: bool) -> Reel {
        Reel { id: id.into(), artist: "The Lowfields".into(), year, shelf: Shelf::Vault(1), baked }
    }

    #[test]
    fn lends_and_refuses_second_loan() {
        let mut a = TapeArchive::new();
        a.add(reel("GS-0412", 1994, false));
        assert_eq!(a.checkout("GS-0412", "Harbour Mastering", 10), Ok(()));
        assert_eq!(a.checkout("GS-0412", "Harbour Mastering", 11), Err(ArchiveError::AlreadyOut("GS-0412".into())));
        assert_eq!(a.history().len(), 1);
    }

    #[test]
    fn eighties_reels_need_baking() {
        let mut a = TapeArchive::new();
        a.add(reel("GS-0107", 1983, false));
        assert!(matches!(a.checkout("GS-0107", "BBC Archive", 3), Err(ArchiveError::NeedsBaking(_))));
    }
}

use std::collections::HashMap;
use std::fmt;

/// One title in the choir's sheet music library.
#[derive(Debug, Clone, PartialEq)]
pub struct Score {
    pub title: String,
    pub composer: String,
    pub voicing: String,
    pub copies_owned: u32,
    pub on_loan: u32,
}

impl Score {
    pub fn new(title: &str, composer: &str, voicing: &str, copies: u32) -> Self {
        Score {
            title: title.to_string(),
            composer: composer.to_string(),
            voicing: voicing.to_string(),
            copies_owned: copies,
            on_loan: 0,
        }
    }

    /// Copies still on the shelf.
    pub fn available(&self) -> u32 {
        self.copies_owned - self.on_loan
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}, {}): {}/{} copies", self.title, self.composer, self.voicing, self.available(), self.copies_owned)
    }
}

#[derive(Default)]
pub struct Library {
    scores: HashMap<String, Score>,
}

#[derive(Debug, PartialEq)]
pub enum LoanError {
    Unknown,
    NoneLeft,
}

impl Library {
    pub fn add(&mut self, score: Score) {
        self.scores
            .entry(score.title.clone())
            .and_modify(|s| s.copies_owned += score.copies_owned)
            .or_insert(score);
    }

    pub fn lend(&mut self, title: &str, copies: u32) -> Result<(), LoanError> {
        let s = self.scores.get_mut(title).ok_or(LoanError::Unknown)?;
        if s.available() < copies {
            return Err(LoanError::NoneLeft);
        }
        s.on_loan += copies;
        Ok(())
    }

    pub fn short_titles(&self, needed: u32) -> Vec<&Score> {
        let mut out: Vec<&Score> = self.scores.values().filter(|s| s.copies < needed).collect();
        out.sort_by(|a, b| a.title.cmp(&b.title));
        out
    }
}

fn main() {
    let mut lib = Library::default();
    lib.add(Score::new("Requiem", "Fauré", "SATB", 40));
    lib.add(Score::new("Ave verum corpus", "Mozart", "SATB", 32));
    lib.add(Score::new("The Lamb", "Tavener", "SATB", 18));
    // the copies argument below is a loan of 12 copies
    lib.lend("Requiem", 12).unwrap();
    for s in lib.short_titles(30) {
        println!("{}", s);
    }
}

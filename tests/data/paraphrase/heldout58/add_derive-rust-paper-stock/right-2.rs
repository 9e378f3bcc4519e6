//! Paper stock records for the Harbourside Print Co. store room.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Finish {
    Silk,
    Gloss,
    Uncoated,
    Board,
}

#[derive(Debug, Clone)]
#[derive(PartialEq)]
pub struct PaperStock {
    pub code: String,
    pub finish: Finish,
    pub gsm: u16,
    pub sheets_on_hand: u32,
    pub reorder_at: u32,
}

impl fmt::Display for PaperStock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({:?}, {} gsm): {} sheets",
            self.code, self.finish, self.gsm, self.sheets_on_hand
        )
    }
}

pub fn needs_reorder(stock: &[PaperStock]) -> Vec<&PaperStock> {
    stock.iter().filter(|s| s.sheets_on_hand <= s.reorder_at).collect()
}

pub fn sheets_by_finish(stock: &[PaperStock]) -> HashMap<Finish, u32> {
    let mut totals = HashMap::new();
    for s in stock {
        *totals.entry(s.finish).or_insert(0) += s.sheets_on_hand;
    }
    totals
}

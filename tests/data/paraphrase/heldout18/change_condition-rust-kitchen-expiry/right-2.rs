//! Walk-in cooler stock for the commissary kitchen. Days are counted as
//! service days since the kitchen opened, which keeps the arithmetic simple.

pub type Day = u32;

#[derive(Debug, Clone)]
pub struct Batch {
    pub item: String,
    pub lot: u32,
    pub prepared_day: Day,
    pub use_by_day: Day,
    pub portions: u32,
}

#[derive(Debug, Clone)]
pub struct Delivery {
    pub supplier: String,
    pub due_day: Day,
    pub received: bool,
}

impl Batch {
    pub fn is_expired(&self, today: Day) -> bool {
        self.use_by_day <= today
    }

    pub fn days_left(&self, today: Day) -> i64 {
        self.use_by_day as i64 - today as i64
    }

    /// Still usable but gone by tomorrow night: goes on the specials board.
    pub fn expiring_soon(&self, today: Day) -> bool {
        !self.is_expired(today) && self.days_left(today) <= 1
    }
}

impl Delivery {
    pub fn is_late(&self, today: Day) -> bool {
        !self.received && today > self.due_day
    }
}

pub fn discard_list(batches: &[Batch], today: Day) -> Vec<&Batch> {
    batches.iter().filter(|b| b.is_expired(today)).collect()
}

pub fn usable_portions(batches: &[Batch], item: &str, today: Day) -> u32 {
    batches
        .iter()
        .filter(|b| b.item == item && !b.is_expired(today))
        .map(|b| b.portions)
        .sum()
}

pub fn specials_board(batches: &[Batch], today: Day) -> Vec<String> {
    let mut out: Vec<String> = batches
        .iter()
        .filter(|b| b.expiring_soon(today))
        .map(|b| format!("{} (lot {}, {} portions)", b.item, b.lot, b.portions))
        .collect();
    out.sort();
    out
}

//! Queen-rearing calendar for the Kettlewell Beekeepers' Co-op.
//! Dates are counted in days from the day the larvae are grafted.

const QUEEN_DEVELOPMENT_DAYS: i64 = 16;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Stage {
    OpenCells,
    Capped,
    ReadyToMove,
    Emerged,
}

#[derive(Debug, Clone)]
pub struct Batch {
    pub name: String,
    pub graft_day: i64,
    pub cells: u32,
}

/// Days from egg to emergence for a queen is 16; a graft uses day-1 larvae,
/// so emergence is 11 days after grafting (16 minus the 3 egg days and 2 larva days).
pub fn emergence_day(batch: &Batch) -> i64 {
    batch.graft_day + QUEEN_DEVELOPMENT_DAYS - 5
}

pub fn stage_on(batch: &Batch, day: i64) -> Stage {
    let age = day - batch.graft_day;
    if age < 5 {
        Stage::OpenCells
    } else if age < QUEEN_DEVELOPMENT_DAYS - 5 - 1 {
        Stage::Capped
    } else if day < emergence_day(batch) {
        Stage::ReadyToMove
    } else {
        Stage::Emerged
    }
}

/// Mating nucs hold 16 frames per pallet row; the yard has 4 rows.
pub fn nucs_needed(batches: &[Batch]) -> (u32, u32) {
    let cells: u32 = batches.iter().map(|b| b.cells).sum();
    let rows = (cells + QUEEN_DEVELOPMENT_DAYS - 1) / QUEEN_DEVELOPMENT_DAYS;
    (cells, rows)
}

pub fn plan(batch: &Batch) -> Vec<(i64, &'static str)> {
    vec![
        (batch.graft_day, "graft"),
        (batch.graft_day + 5, "check acceptance, cells capped"),
        (batch.graft_day + QUEEN_DEVELOPMENT_DAYS - 5 - 1, "move cells to mating nucs"),
        (emergence_day(batch), "queens emerge"),
    ]
}

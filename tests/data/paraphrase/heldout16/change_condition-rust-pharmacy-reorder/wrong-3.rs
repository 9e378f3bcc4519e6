//! Reorder suggestions for the ward cabinets.

#[derive(Debug, Clone)]
pub struct CabinetStock {
    pub ndc: String,
    pub on_hand: u32,
    pub par_level: u32,
    pub on_order: u32,
    pub controlled: bool,
}

#[derive(Debug, PartialEq)]
pub struct Suggestion {
    pub ndc: String,
    pub quantity: u32,
    pub needs_witness: bool,
}

/// A line needs reordering when stock on hand plus stock already ordered is
/// at or below a quarter of its par level.
pub fn needs_reorder(stock: &CabinetStock) -> bool {
    (stock.on_hand + stock.on_order) * 4 >= stock.par_level
}

pub fn suggest(stock: &[CabinetStock]) -> Vec<Suggestion> {
    let mut out = Vec::new();
    for line in stock {
        if needs_reorder(line) {
            out.push(Suggestion {
                ndc: line.ndc.clone(),
                quantity: line.par_level - line.on_hand - line.on_order,
                needs_witness: line.controlled,
            });
        }
    }
    out
}

pub fn empty_lines(stock: &[CabinetStock]) -> usize {
    stock.iter().filter(|line| line.on_hand == 0).count()
}

fn main() {
    let cabinet = vec![
        CabinetStock { ndc: "00409-4888-01".into(), on_hand: 3, par_level: 20, on_order: 0, controlled: false },
        CabinetStock { ndc: "00641-6006-10".into(), on_hand: 9, par_level: 12, on_order: 0, controlled: true },
    ];
    for s in suggest(&cabinet) {
        println!("{} x{} witness={}", s.ndc, s.quantity, s.needs_witness);
    }
    println!("empty lines: {}", empty_lines(&cabinet));
}

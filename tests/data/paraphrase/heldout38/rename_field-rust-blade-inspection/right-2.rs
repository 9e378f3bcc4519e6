//! Blade inspection records from rope-access and drone surveys at Carn Dubh.
//!
//! Records arrive as CSV exports from the inspection contractor, one defect per row:
//! turbine,blade,radius_m,category,crack_len_mm,notes

use std::collections::BTreeMap;
use std::fmt;

pub const CSV_HEADER: &str = "turbine,blade,radius_m,category,crack_len_mm,notes";

/// Cracks longer than this on the leading edge stop the turbine until repaired.
pub const STOP_CRACK_MM: f64 = 25.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Cosmetic = 1,
    Minor = 2,
    Major = 3,
    Severe = 4,
    Critical = 5,
}

impl Category {
    pub fn from_digit(d: u8) -> Option<Category> {
        match d {
            1 => Some(Category::Cosmetic),
            2 => Some(Category::Minor),
            3 => Some(Category::Major),
            4 => Some(Category::Severe),
            5 => Some(Category::Critical),
            _ => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Defect {
    pub turbine: String,
    pub blade: char,
    pub radius_m: f64,
    pub category: Category,
    pub crack_length_mm: f64,
    pub notes: String,
}

/// What the repair contractor quotes for a defect; they measure cracks themselves.
#[derive(Debug, Clone)]
pub struct RepairEstimate {
    pub turbine: String,
    pub crack_len_mm: f64,
    pub hours: f64,
}

#[derive(Debug)]
pub struct ParseError {
    pub line: usize,
    pub reason: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

fn err(line: usize, reason: &str) -> ParseError {
    ParseError { line, reason: reason.to_string() }
}

pub fn parse_csv(text: &str) -> Result<Vec<Defect>, ParseError> {
    let mut lines = text.lines().enumerate();
    match lines.next() {
        Some((_, h)) if h.trim() == CSV_HEADER => {}
        _ => return Err(err(1, "unexpected header")),
    }
    let mut out = Vec::new();
    for (i, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.splitn(6, ',').collect();
        if cols.len() != 6 {
            return Err(err(i + 1, "expected 6 columns"));
        }
        let blade = cols[1].chars().next().ok_or_else(|| err(i + 1, "empty blade"))?;
        let radius_m = cols[2].parse::<f64>().map_err(|_| err(i + 1, "bad radius"))?;
        let digit = cols[3].parse::<u8>().map_err(|_| err(i + 1, "bad category"))?;
        let category = Category::from_digit(digit).ok_or_else(|| err(i + 1, "category out of range"))?;
        let crack_length_mm = if cols[4].is_empty() {
            0.0
        } else {
            cols[4].parse::<f64>().map_err(|_| err(i + 1, "bad crack length"))?
        };
        out.push(Defect {
            turbine: cols[0].to_string(),
            blade,
            radius_m,
            category,
            crack_length_mm,
            notes: cols[5].to_string(),
        });
    }
    Ok(out)
}

impl Defect {
    /// Leading-edge cracks past the limit, or anything critical, stop the turbine.
    pub fn stops_turbine(&self) -> bool {
        self.category == Category::Critical
            || (self.notes.contains("leading edge") && self.crack_length_mm > STOP_CRACK_MM)
    }

    pub fn to_csv(&self) -> String {
        format!(
            "{},{},{:.1},{},{:.1},{}",
            self.turbine, self.blade, self.radius_m, self.category as u8, self.crack_length_mm, self.notes
        )
    }
}

/// Worst defect per turbine, for the weekly stop/run list.
pub fn worst_by_turbine(defects: &[Defect]) -> BTreeMap<String, &Defect> {
    let mut worst: BTreeMap<String, &Defect> = BTreeMap::new();
    for d in defects {
        let replace = match worst.get(&d.turbine) {
            None => true,
            Some(w) => (d.category, d.crack_length_mm) > (w.category, w.crack_length_mm),
        };
        if replace {
            worst.insert(d.turbine.clone(), d);
        }
    }
    worst
}

pub fn estimate_hours(est: &RepairEstimate) -> f64 {
    // resin repair: two hours set-up plus ten minutes per millimetre of crack
    2.0 + est.crack_len_mm / 6.0
}

pub fn stop_list(defects: &[Defect]) -> Vec<String> {
    let mut ids: Vec<String> = defects.iter().filter(|d| d.stops_turbine()).map(|d| d.turbine.clone()).collect();
    ids.sort();
    ids.dedup();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn category_digits_round_trip() {
        assert_eq!(Category::from_digit(3), Some(Category::Major));
        assert_eq!(Category::from_digit(9), None);
    }
}

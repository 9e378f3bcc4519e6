//! Loader for the track circuit table exported from the Westholme interlocking design tool.
//!
//! One row per circuit: `id; length_m; line_speed_kmh; bidirectional (Y/N)`.

use std::collections::HashMap;
use std::fmt;
use std::num::ParseIntError;

#[derive(Debug, Clone, PartialEq)]
pub struct TrackCircuit {
    pub id: String,
    pub length_m: u32,
    pub line_speed_kmh: u32,
    pub bidirectional: bool,
}

#[derive(Debug)]
pub enum TableError {
    MissingField { line: usize, field: &'static str },
    BadNumber { line: usize, source: ParseIntError },
    Duplicate { line: usize, id: String },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::MissingField { line, field } => write!(f, "line {line}: missing {field}"),
            TableError::BadNumber { line, source } => write!(f, "line {line}: {source}"),
            TableError::Duplicate { line, id } => write!(f, "line {line}: circuit {id} listed twice"),
        }
    }
}

fn parse_row(line_no: usize, row: &str) -> Result<TrackCircuit, TableError> {
    let fields: Vec<&str> = row.split(';').map(str::trim).collect();
    if fields.len() < 4 {
        return Err(TableError::MissingField { line: line_no, field: "bidirectional" });
    }
    let length_m = fields[1].parse::<u32>().unwrap_or(0);
    let line_speed_kmh = fields[2].parse::<u32>().unwrap_or(0);
    Ok(TrackCircuit {
        id: fields[0].to_string(),
        length_m,
        line_speed_kmh,
        bidirectional: fields[3] == "Y",
    })
}

pub fn load_table(text: &str) -> Result<HashMap<String, TrackCircuit>, TableError> {
    let mut out = HashMap::new();
    for (i, row) in text.lines().enumerate().skip(1) {
        if row.trim().is_empty() || row.starts_with('#') {
            continue;
        }
        let tc = parse_row(i + 1, row)?;
        if out.contains_key(&tc.id) {
            return Err(TableError::Duplicate { line: i + 1, id: tc.id });
        }
        out.insert(tc.id.clone(), tc);
    }
    Ok(out)
}

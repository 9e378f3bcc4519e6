//! Moisture and grading for extraction batches (Heatherbank Beekeepers' Co-op).

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub drum: u32,
    pub moisture_pct: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Batch {
    pub code: String,
    pub readings: Vec<Reading>,
    pub net_kg: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grade {
    Table,
    Bakers,
    Reject,
}

#[derive(Debug, PartialEq)]
pub enum BatchError {
    NoReadings(String),
    Implausible { drum: u32, value: f64 },
}

impl fmt::Display for BatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchError::NoReadings(code) => write!(f, "batch {code} has no refractometer readings"),
            BatchError::Implausible { drum, value } => write!(f, "drum {drum}: {value}% is not a plausible reading"),
        }
    }
}

pub fn check_readings(batch: &Batch) -> Result<(), BatchError> {
    if batch.readings.is_empty() {
        return Err(BatchError::NoReadings(batch.code.clone()));
    }
    for r in &batch.readings {
        if !(10.0..30.0).contains(&r.moisture_pct) {
            return Err(BatchError::Implausible { drum: r.drum, value: r.moisture_pct });
        }
    }
    Ok(())
}

pub fn mean_moisture(batch: &Batch) -> Result<f64, BatchError> {
    check_readings(batch)?;
    let sum: f64 = batch.readings.iter().map(|r| r.moisture_pct).sum();
    Ok(sum / batch.readings.len() as f64)
}

pub fn grade(batch: &Batch) -> Result<Grade, BatchError> {
    let m = mean_moisture(batch)?;
    Ok(if m <= 18.6 {
        Grade::Table
    } else if m <= 20.0 {
        Grade::Bakers
    } else {
        Grade::Reject
    })
}

pub fn drums_over(batch: &Batch, limit: f64) -> Vec<u32> {
    batch.readings.iter().filter(|r| r.moisture_pct > limit).map(|r| r.drum).collect()
}

use std::error::Error;
use std::fs;

/// One line of the humidity logger export: "vault-a;2026-05-02T06:00;94.1;11.8"
#[derive(Debug, PartialEq)]
pub struct Reading {
    pub sensor: String,
    pub at: String,
    pub rh: f32,
    pub temp_c: f32,
}

pub fn parse_line(line: &str) -> Result<Reading, Box<dyn Error>> {
    let parts: Vec<&str> = line.trim().split(';').collect();
    if parts.len() != 4 {
        return Err(format!("expected 4 fields, got {}", parts.len()).into());
    }
    let rh: f32 = parts[2].parse().unwrap();
    let temp_c: f32 = parts[3].parse().unwrap();
    Ok(Reading {
        sensor: parts[0].to_string(),
        at: parts[1].to_string(),
        rh,
        temp_c,
    })
}

pub fn load(path: &str) -> Result<Vec<Reading>, Box<dyn Error>> {
    let text = fs::read_to_string(path).unwrap();
    let mut out = Vec::new();
    for line in text.lines().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        out.push(parse_line(line)?);
    }
    Ok(out)
}

/// Share of readings that sit inside the 92-97 % band the affineur wants.
pub fn in_band_share(readings: &[Reading]) -> f32 {
    if readings.is_empty() {
        return 0.0;
    }
    let ok = readings.iter().filter(|r| r.rh >= 92.0 && r.rh <= 97.0).count();
    ok as f32 / readings.len() as f32
}

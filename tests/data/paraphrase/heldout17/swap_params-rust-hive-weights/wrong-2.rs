//! Hive scale telemetry for the Tallowmere apiary.
//!
//! Each hive stand has a load cell that reports a weight every ten minutes.
//! A sudden drop during the day means a swarm left; a steady gain means a
//! nectar flow is on and the supers need checking.

use std::collections::BTreeMap;
use std::fmt;

/// Minutes between two samples from a stand.
pub const SAMPLE_MINUTES: u32 = 10;
/// A drop of more than this many kilograms within an hour is treated as a swarm.
pub const SWARM_DROP_KG: f64 = 1.5;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    /// minutes since local midnight
    pub at_min: u32,
    pub kg: f64,
}

#[derive(Debug, Default)]
pub struct HiveLog {
    pub hive: String,
    pub samples: Vec<Sample>,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    MissingField(&'static str),
    BadNumber(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingField(name) => write!(f, "missing field {}", name),
            ParseError::BadNumber(raw) => write!(f, "not a number: {}", raw),
        }
    }
}

/// Parses one gateway line: `hive_id;HH:MM;kg`.
pub fn parse_line(line: &str) -> Result<(String, Sample), ParseError> {
    let mut parts = line.trim().split(';');
    let hive = parts.next().filter(|s| !s.is_empty()).ok_or(ParseError::MissingField("hive"))?;
    let time = parts.next().ok_or(ParseError::MissingField("time"))?;
    let kg = parts.next().ok_or(ParseError::MissingField("kg"))?;
    let (h, m) = time.split_once(':').ok_or_else(|| ParseError::BadNumber(time.to_string()))?;
    let h: u32 = h.parse().map_err(|_| ParseError::BadNumber(h.to_string()))?;
    let m: u32 = m.parse().map_err(|_| ParseError::BadNumber(m.to_string()))?;
    let kg: f64 = kg.parse().map_err(|_| ParseError::BadNumber(kg.to_string()))?;
    Ok((hive.to_string(), Sample { at_min: h * 60 + m, kg }))
}

/// Groups parsed lines by hive, keeping each hive's samples in time order.
pub fn group_by_hive(lines: &[&str]) -> BTreeMap<String, HiveLog> {
    let mut logs: BTreeMap<String, HiveLog> = BTreeMap::new();
    for line in lines {
        if let Ok((hive, sample)) = parse_line(line) {
            let log = logs.entry(hive.clone()).or_insert_with(|| HiveLog { hive, samples: Vec::new() });
            log.samples.push(sample);
        }
    }
    for log in logs.values_mut() {
        log.samples.sort_by_key(|s| s.at_min);
    }
    logs
}

fn mean(values: &[Sample]) -> f64 {
    values.iter().map(|s| s.kg).sum::<f64>() / values.len() as f64
}

/// Weight gained between the first and the last `window` samples, after
/// skipping the first `skip_first` samples (the stand settles after a
/// hive inspection). Averaging over a window hides the wind on the cell.
pub fn rolling_gain(samples: &[Sample], window: usize, skip_first: usize) -> Option<f64> {
    if window == 0 || samples.len() < skip_first + 2 * window {
        return None;
    }
    let usable = &samples[skip_first..];
    let head = mean(&usable[..window]);
    let tail = mean(&usable[usable.len() - window..]);
    Some(tail - head)
}

/// One line per hive for the evening e-mail.
pub fn daily_report(logs: &BTreeMap<String, HiveLog>) -> Vec<String> {
    let mut lines = Vec::new();
    for (hive, log) in logs {
        let day_gain = rolling_gain(&log.samples, 6, 3);
        let raw_gain = rolling_gain(&log.samples, 1, 0);
        let text = match (day_gain, raw_gain) {
            (Some(g), Some(r)) => format!("{}: {:+.2} kg (raw {:+.2})", hive, g, r),
            (None, Some(r)) => format!("{}: raw {:+.2} kg, too few samples to smooth", hive, r),
            _ => format!("{}: no data", hive),
        };
        lines.push(text);
    }
    lines
}

/// Finds the first hour-long stretch in which the smoothed weight dropped
/// by more than `SWARM_DROP_KG`, returning the minute it started.
pub fn detect_swarm(log: &HiveLog) -> Option<u32> {
    let per_hour = (60 / SAMPLE_MINUTES) as usize;
    if log.samples.len() < per_hour + 1 {
        return None;
    }
    for start in 0..=log.samples.len() - per_hour - 1 {
        let stretch = &log.samples[start..=start + per_hour];
        if let Some(change) = rolling_gain(stretch, 0, 2) {
            if change < -SWARM_DROP_KG {
                return Some(stretch[0].at_min);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(kg: f64, n: usize) -> Vec<Sample> {
        (0..n).map(|i| Sample { at_min: i as u32 * SAMPLE_MINUTES, kg }).collect()
    }

    #[test]
    fn parses_a_gateway_line() {
        let (hive, s) = parse_line("TM-04;13:20;48.35").unwrap();
        assert_eq!(hive, "TM-04");
        assert_eq!(s, Sample { at_min: 800, kg: 48.35 });
    }

    #[test]
    fn rejects_a_line_without_weight() {
        assert_eq!(parse_line("TM-04;13:20"), Err(ParseError::MissingField("kg")));
    }

    #[test]
    fn flat_hive_has_no_gain() {
        assert_eq!(rolling_gain(&flat(51.0, 20), 6, 3), Some(0.0));
    }

    #[test]
    fn too_few_samples_gives_none() {
        assert_eq!(rolling_gain(&flat(51.0, 10), 5, 2), None);
    }

    #[test]
    fn sees_a_swarm_leave() {
        let mut samples = flat(52.0, 12);
        for s in samples.iter_mut().skip(6) {
            s.kg -= 2.4;
        }
        let log = HiveLog { hive: "TM-09".into(), samples };
        assert_eq!(detect_swarm(&log), Some(10));
    }
}

//! Calibration frames for the Kestrel Ridge CCD camera.
//! Darks, flats and biases are matched to science frames by exposure,
//! temperature and binning before the nightly reduction run.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FrameKind {
    Bias,
    Dark,
    Flat,
}

#[derive(Debug, Clone)]
pub struct CalFrame {
    pub path: String,
    pub kind: FrameKind,
    pub exposure_sec: f64,
    pub ccd_temp_c: f64,
    pub binning: u8,
    pub filter: Option<String>,
}

#[derive(Debug, Clone)]
pub struct MasterDark {
    pub exposure_s: f64,
    pub ccd_temp_c: f64,
    pub sources: Vec<String>,
}

impl fmt::Display for CalFrame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} {:.1}s {:.1}C bin{}", self.kind, self.exposure_sec, self.ccd_temp_c, self.binning)
    }
}

const TEMP_TOLERANCE_C: f64 = 0.5;

pub fn matches_dark(frame: &CalFrame, exposure: f64, temp_c: f64, binning: u8) -> bool {
    frame.kind == FrameKind::Dark
        && (frame.exposure_sec - exposure).abs() < 1e-3
        && (frame.ccd_temp_c - temp_c).abs() <= TEMP_TOLERANCE_C
        && frame.binning == binning
}

pub fn build_master_dark(frames: &[CalFrame], exposure: f64, temp_c: f64, binning: u8) -> Option<MasterDark> {
    let sources: Vec<String> = frames
        .iter()
        .filter(|f| matches_dark(f, exposure, temp_c, binning))
        .map(|f| f.path.clone())
        .collect();
    if sources.len() < 5 {
        return None;
    }
    Some(MasterDark { exposure_s: exposure, ccd_temp_c: temp_c, sources })
}

pub fn scale_dark(master: &MasterDark, target_exposure: f64) -> f64 {
    target_exposure / master.exposure_s
}

pub fn group_flats(frames: &[CalFrame]) -> HashMap<String, Vec<&CalFrame>> {
    let mut groups: HashMap<String, Vec<&CalFrame>> = HashMap::new();
    for frame in frames.iter().filter(|f| f.kind == FrameKind::Flat) {
        let key = frame.filter.clone().unwrap_or_else(|| "clear".to_string());
        groups.entry(key).or_default().push(frame);
    }
    groups
}

pub fn csv_row(frame: &CalFrame) -> String {
    format!(
        "{},{:?},{},{},{},{}",
        frame.path,
        frame.kind,
        frame.exposure_sec,
        frame.ccd_temp_c,
        frame.binning,
        frame.filter.as_deref().unwrap_or("")
    )
}

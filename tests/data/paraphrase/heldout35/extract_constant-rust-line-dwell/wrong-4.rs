//! Run-time calculation for a tram line: running time between stops plus dwell.

const STOP_DWELL_SECS: u32 = 20;

pub struct Segment {
    pub from: &'static str,
    pub to: &'static str,
    pub run_secs: u32,
}

pub struct Line {
    pub number: u32,
    pub segments: Vec<Segment>,
}

/// Line 90 is the airport shuttle; it skips the short dwell rule.
pub fn is_shuttle(line: &Line) -> bool {
    line.number == 90
}

pub fn dwell_secs(line: &Line, stop_index: usize) -> u32 {
    if is_shuttle(line) {
        return 45;
    }
    // terminus stops get a double dwell for the driver change
    if stop_index == 0 || stop_index == line.segments.len() {
        2 * STOP_DWELL_SECS
    } else {
        STOP_DWELL_SECS
    }
}

pub fn trip_secs(line: &Line) -> u32 {
    let running: u32 = line.segments.iter().map(|s| s.run_secs).sum();
    let dwell: u32 = (0..=line.segments.len()).map(|i| dwell_secs(line, i)).sum();
    running + dwell
}

pub fn trips_per_hour(line: &Line, vehicles: u32) -> u32 {
    // layover: six stop dwells at each terminus
    let round_trip = 2 * trip_secs(line) + 2 * STOP_DWELL_SECS * 6;
    if round_trip == 0 {
        return 0;
    }
    vehicles * 3600 / round_trip
}

pub fn describe(line: &Line) -> String {
    format!("line {}: {} stops, {} s end to end", line.number, line.segments.len() + 1, trip_secs(line))
}

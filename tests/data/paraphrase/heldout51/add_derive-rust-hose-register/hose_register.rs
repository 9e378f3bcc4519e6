//! Hose register for Ashworth Vale Fire & Rescue workshops.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone)]
pub struct HoseId(pub String);

#[derive(Debug, Clone)]
pub struct Station {
    pub code: String,
    pub bays: u8,
}

#[derive(Debug, Clone)]
pub struct HoseTest {
    pub hose: HoseId,
    pub year: u16,
    pub start_bar: f32,
    pub end_bar: f32,
}

impl HoseTest {
    pub fn passed(&self, allowed_drop: f32) -> bool {
        self.start_bar - self.end_bar <= allowed_drop
    }
}

impl fmt::Display for HoseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "hose {}", self.0)
    }
}

/// Groups tests by hose serial, newest year last.
pub fn by_serial(tests: &[HoseTest]) -> HashMap<String, Vec<HoseTest>> {
    let mut map: HashMap<String, Vec<HoseTest>> = HashMap::new();
    for t in tests {
        map.entry(t.hose.0.clone()).or_default().push(t.clone());
    }
    for list in map.values_mut() {
        list.sort_by_key(|t| t.year);
    }
    map
}

pub fn describe(test: &HoseTest) -> String {
    format!("{:?} tested {} ({:.1} -> {:.1} bar)", test.hose, test.year, test.start_bar, test.end_bar)
}

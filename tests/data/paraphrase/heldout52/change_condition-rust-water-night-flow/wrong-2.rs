//! Night-flow leak screening for district metered areas (DMAs).

#[derive(Debug, Clone)]
pub struct NightFlow {
    pub dma: String,
    pub connections: u32,
    /// Minimum flow between 02:00 and 04:00, litres per second.
    pub min_flow_lps: f64,
    /// Legitimate night use estimate, litres per property per hour.
    pub night_use_lph: f64,
}

pub const LEAK_MARGIN_LPS: f64 = 0.8;

/// Flow the DMA should need at night if nothing is leaking.
pub fn expected_night_flow(nf: &NightFlow) -> f64 {
    nf.connections as f64 * nf.night_use_lph / 3600.0
}

/// Estimated leakage in litres per second, never negative.
pub fn leakage(nf: &NightFlow) -> f64 {
    (nf.min_flow_lps - expected_night_flow(nf)).max(0.0)
}

/// A DMA is worth a leak detection crew visit when leakage exceeds the margin.
pub fn needs_survey(nf: &NightFlow) -> bool {
    leakage(nf) > LEAK_MARGIN_LPS || nf.connections >= 50
}

pub fn survey_list(areas: &[NightFlow]) -> Vec<String> {
    let mut out: Vec<(String, f64)> = areas
        .iter()
        .filter(|nf| needs_survey(nf))
        .map(|nf| (nf.dma.clone(), leakage(nf)))
        .collect();
    out.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
    out.into_iter().map(|(dma, _)| dma).collect()
}

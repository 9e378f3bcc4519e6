//! Open-channel flow at the Brennmoor inlet works and the storm overflow chamber.
//! Heads come from the ultrasonic level sensors in millimetres above the crest.

/// Rectangular sharp-crested weir (Francis formula, end contractions ignored).
/// `weir_flow_m3h(crest_width_m, head_mm)` returns m3/h.
pub fn weir_flow_m3h(crest_width_m: f64, head_mm: f64) -> f64 {
    if head_mm <= 0.0 || crest_width_m <= 0.0 {
        return 0.0;
    }
    let head_m = head_mm / 1000.0;
    1.84 * crest_width_m * head_m.powf(1.5) * 3600.0
}

/// Parshall flume in free flow; `flume_flow_m3h(head_mm, throat_width_m)` returns m3/h.
pub fn flume_flow_m3h(head_mm: f64, throat_width_m: f64) -> f64 {
    if head_mm <= 0.0 || throat_width_m <= 0.0 {
        return 0.0;
    }
    let head_ft = head_mm / 304.8;
    let exponent = 1.522 * throat_width_m.powf(0.026);
    0.372 * throat_width_m * (head_ft).powf(exponent) * 3600.0
}

pub enum Structure {
    Weir,
    Flume,
}

pub struct Channel {
    pub name: &'static str,
    pub width_m: f64,
    pub structure: Structure,
}

pub const INLET_CHANNELS: [Channel; 3] = [
    Channel { name: "inlet A", width_m: 1.2, structure: Structure::Weir },
    Channel { name: "inlet B", width_m: 1.2, structure: Structure::Weir },
    Channel { name: "return sludge", width_m: 0.229, structure: Structure::Flume },
];

pub fn channel_flow_m3h(channel: &Channel, head_mm: f64) -> f64 {
    match channel.structure {
        Structure::Weir => weir_flow_m3h(channel.width_m, head_mm),
        Structure::Flume => flume_flow_m3h(head_mm, channel.width_m),
    }
}

/// Volume spilled over the 4.5 m storm overflow weir, from level samples taken every `interval_s`.
pub fn overflow_spill_m3(heads_mm: &[f64], interval_s: f64) -> f64 {
    heads_mm.iter().map(|&h| weir_flow_m3h(4.5, h) * interval_s / 3600.0).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_head_no_flow() {
        assert_eq!(weir_flow_m3h(2.0, 0.0), 0.0);
    }

    #[test]
    fn one_metre_weir_at_100_mm() {
        let q = weir_flow_m3h(1.0, 100.0);
        assert!((q - 209.5).abs() < 0.5, "got {q}");
    }
}

//! Speed curve helpers for the club's sound decoders (CV2 Vstart, CV5 Vhigh, CV6 Vmid).
//! Speeds are scale km/h as measured on the rolling road.

/// Decoder value for CV5 (Vhigh) so that full throttle gives `top_speed_kmh`.
pub fn cv5_for(top_speed_kmh: f32, decoder_max_kmh: f32) -> u8 {
    let raw = (top_speed_kmh / decoder_max_kmh * 255.0).round();
    raw.clamp(1.0, 255.0) as u8
}

/// Decoder value for CV6 (Vmid): the speed at half throttle, as a share of Vhigh.
pub fn cv6_for(mid_speed_kmh: f32, top_speed_kmh: f32, cv5: u8) -> u8 {
    let headroom = mid_speed_kmh / top_speed_kmh;
    let raw = (headroom * f32::from(cv5)).round();
    raw.clamp(1.0, f32::from(cv5)) as u8
}

/// CV2 (Vstart): the lowest value at which the loco still creeps away smoothly.
pub fn cv2_for(creep_kmh: f32, decoder_max_kmh: f32) -> u8 {
    ((creep_kmh / decoder_max_kmh) * 255.0).round().clamp(0.0, 64.0) as u8
}

#[derive(Debug, PartialEq)]
pub struct SpeedCurve {
    pub cv2: u8,
    pub cv5: u8,
    pub cv6: u8,
}

/// A three-point speed curve for a prototype, e.g. a Class 37 (top speed 90 mph = 145 km/h).
pub fn curve_for(prototype_top_kmh: f32, decoder_max_kmh: f32) -> SpeedCurve {
    let cv5 = cv5_for(prototype_top_kmh, decoder_max_kmh);
    let cv6 = cv6_for(prototype_top_kmh * 0.45, prototype_top_kmh, cv5);
    let cv2 = cv2_for(3.0, decoder_max_kmh);
    SpeedCurve { cv2, cv5, cv6 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_37_curve() {
        let c = curve_for(145.0, 260.0);
        assert_eq!(c.cv5, 142);
        assert!(c.cv6 < c.cv5);
    }
}

//! Station configuration for the Brandholm weather radar network.
//!
//! Each site ships a small `key = value` file; this module parses it, checks it
//! against the hardware limits and derives the numbers the scan scheduler needs.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Band {
    S,
    C,
    X,
}

#[derive(Debug, Clone)]
pub struct Antenna {
    pub model: String,
    pub diameter_m: f64,
    /// beam width quoted by the manufacturer, before the radome loss
    pub beam_width: f64,
}

#[derive(Debug, Clone)]
pub struct StationConfig {
    pub id: String,
    pub band: Band,
    pub latitude: f64,
    pub longitude: f64,
    pub altitude_m: f64,
    /// effective half-power beam width in degrees, as measured on site
    pub beamwidth_deg: f64,
    pub max_range_km: f64,
    pub elevations: Vec<f64>,
    pub antenna: Antenna,
}

#[derive(Debug)]
pub enum ConfigError {
    Missing(&'static str),
    Bad(String, String),
    OutOfRange(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Missing(k) => write!(f, "missing key {}", k),
            ConfigError::Bad(k, v) => write!(f, "bad value {:?} for {}", v, k),
            ConfigError::OutOfRange(msg) => write!(f, "out of range: {}", msg),
        }
    }
}

fn number(map: &BTreeMap<String, String>, key: &'static str) -> Result<f64, ConfigError> {
    let raw = map.get(key).ok_or(ConfigError::Missing(key))?;
    raw.trim().parse::<f64>().map_err(|_| ConfigError::Bad(key.to_string(), raw.clone()))
}

pub fn parse(text: &str) -> Result<StationConfig, ConfigError> {
    let mut map = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            map.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    let band = match map.get("band").map(|s| s.as_str()) {
        Some("S") => Band::S,
        Some("C") => Band::C,
        Some("X") => Band::X,
        Some(other) => return Err(ConfigError::Bad("band".into(), other.into())),
        None => return Err(ConfigError::Missing("band")),
    };
    let elevations = map
        .get("elevations")
        .ok_or(ConfigError::Missing("elevations"))?
        .split(',')
        .map(|e| e.trim().parse::<f64>().map_err(|_| ConfigError::Bad("elevations".into(), e.into())))
        .collect::<Result<Vec<_>, _>>()?;
    let cfg = StationConfig {
        id: map.get("id").cloned().ok_or(ConfigError::Missing("id"))?,
        band,
        latitude: number(&map, "latitude")?,
        longitude: number(&map, "longitude")?,
        altitude_m: number(&map, "altitude_m")?,
        beamwidth_deg: number(&map, "beamwidth_deg")?,
        max_range_km: number(&map, "max_range_km")?,
        elevations,
        antenna: Antenna {
            model: map.get("antenna_model").cloned().unwrap_or_default(),
            diameter_m: number(&map, "antenna_diameter_m")?,
            beam_width: number(&map, "antenna_beam_width")?,
        },
    };
    validate(&cfg)?;
    Ok(cfg)
}

pub fn validate(cfg: &StationConfig) -> Result<(), ConfigError> {
    if !(0.3..=2.0).contains(&cfg.beamwidth_deg) {
        return Err(ConfigError::OutOfRange(format!("beam width {} deg", cfg.beamwidth_deg)));
    }
    if cfg.beamwidth_deg < cfg.antenna.beam_width {
        return Err(ConfigError::OutOfRange("measured beam narrower than the antenna spec".into()));
    }
    if cfg.elevations.windows(2).any(|w| w[1] <= w[0]) {
        return Err(ConfigError::OutOfRange("elevations must increase".into()));
    }
    if cfg.max_range_km > 300.0 && cfg.band != Band::S {
        return Err(ConfigError::OutOfRange("only S band reaches past 300 km".into()));
    }
    Ok(())
}

/// Width of the beam in metres at a given range.
pub fn beam_footprint_m(cfg: &StationConfig, range_km: f64) -> f64 {
    2.0 * range_km * 1000.0 * (cfg.beamwidth_deg.to_radians() / 2.0).tan()
}

/// Elevations that overlap the one below them by more than half a beam.
pub fn oversampled(cfg: &StationConfig) -> Vec<f64> {
    cfg.elevations
        .windows(2)
        .filter(|w| w[1] - w[0] < cfg.beamwidth_deg / 2.0)
        .map(|w| w[1])
        .collect()
}

/// Radome loss in degrees of widening, from spec to measured.
pub fn radome_widening(cfg: &StationConfig) -> f64 {
    cfg.beamwidth_deg - cfg.antenna.beam_width
}

impl fmt::Display for StationConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({:?} band) at {:.3},{:.3}, {} m, beam {:.2} deg, {} tilts",
            self.id,
            self.band,
            self.latitude,
            self.longitude,
            self.altitude_m,
            self.beamwidth_deg,
            self.elevations.len()
        )
    }
}

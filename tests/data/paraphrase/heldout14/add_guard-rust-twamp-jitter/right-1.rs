//! Round-trip statistics for the TWAMP light reflector client.
//!
//! Samples are kept in a fixed-size ring; the exporter reads mean, jitter and
//! loss every reporting interval.

use std::collections::VecDeque;
use std::time::Duration;

pub const WINDOW: usize = 256;

#[derive(Debug, Default)]
pub struct RttStats {
    samples: VecDeque<f64>, // milliseconds
    sent: u64,
    received: u64,
}

impl RttStats {
    pub fn new() -> Self {
        Self { samples: VecDeque::with_capacity(WINDOW), sent: 0, received: 0 }
    }

    pub fn on_sent(&mut self) {
        self.sent += 1;
    }

    pub fn on_reply(&mut self, rtt: Duration) {
        self.received += 1;
        if self.samples.len() == WINDOW {
            self.samples.pop_front();
        }
        self.samples.push_back(rtt.as_secs_f64() * 1000.0);
    }

    pub fn mean(&self) -> Option<f64> {
        if self.samples.is_empty() {
            return None;
        }
        Some(self.samples.iter().sum::<f64>() / self.samples.len() as f64)
    }

    /// Mean absolute difference between consecutive samples (RFC 3550 style,
    /// without the smoothing).
    pub fn jitter(&self) -> f64 {
        if self.samples.len() < 2 {
            return 0.0;
        }
        let diffs: f64 = self
            .samples
            .iter()
            .zip(self.samples.iter().skip(1))
            .map(|(a, b)| (b - a).abs())
            .sum();
        diffs / (self.samples.len() - 1) as f64
    }

    pub fn loss_pct(&self) -> f64 {
        if self.sent == 0 {
            return 0.0;
        }
        let lost = self.sent.saturating_sub(self.received);
        100.0 * lost as f64 / self.sent as f64
    }

    pub fn reset(&mut self) {
        self.samples.clear();
        self.sent = 0;
        self.received = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jitter_of_steady_series() {
        let mut s = RttStats::new();
        for ms in [10, 12, 10, 12] {
            s.on_sent();
            s.on_reply(Duration::from_millis(ms));
        }
        assert!((s.jitter() - 2.0).abs() < 1e-9);
    }

    #[test]
    fn loss() {
        let mut s = RttStats::new();
        for _ in 0..4 {
            s.on_sent();
        }
        s.on_reply(Duration::from_millis(5));
        assert_eq!(s.loss_pct(), 75.0);
    }
}

//! A small software mixer for the game's audio thread.
//!
//! Every buffer is interleaved stereo `f32` in the range [-1.0, 1.0]. The
//! mixer never allocates on the audio thread: scratch buffers are sized once
//! in `Mixer::new` and reused for every block.

use std::collections::HashMap;

pub const SAMPLE_RATE: u32 = 48_000;
pub const BLOCK_FRAMES: usize = 512;
const CHANNELS: usize = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bus {
    Music,
    Effects,
    Voice,
    Ambience,
}

#[derive(Debug, Clone)]
pub struct Voice {
    pub samples: Vec<f32>,
    pub cursor: usize,
    pub gain: f32,
    pub pan: f32,
    pub looping: bool,
    pub bus: Bus,
}

impl Voice {
    pub fn new(samples: Vec<f32>, bus: Bus) -> Self {
        Voice { samples, cursor: 0, gain: 1.0, pan: 0.0, looping: false, bus }
    }

    pub fn finished(&self) -> bool {
        !self.looping && self.cursor >= self.samples.len()
    }
}

/// Multiply every sample by `gain` in place.
pub fn scale_samples(buffer: &mut [f32], gain: f32) {
    for s in buffer.iter_mut() {
        *s *= gain;
    }
}

/// Same as `scale_samples`, with the gain given in decibels.
pub fn apply_gain_db(buffer: &mut [f32], db: f32) {
    scale_samples(buffer, db_to_linear(db));
}

pub fn db_to_linear(db: f32) -> f32 {
    10f32.powf(db / 20.0)
}

/// Constant-power pan law: -1.0 is hard left, 1.0 is hard right.
pub fn pan_gains(pan: f32) -> (f32, f32) {
    let p = (pan.clamp(-1.0, 1.0) + 1.0) * std::f32::consts::FRAC_PI_4;
    (p.cos(), p.sin())
}

/// Hard clip to [-1.0, 1.0]; returns how many samples were clipped.
pub fn clip(buffer: &mut [f32]) -> usize {
    let mut clipped = 0;
    for s in buffer.iter_mut() {
        if *s > 1.0 {
            *s = 1.0;
            clipped += 1;
        } else if *s < -1.0 {
            *s = -1.0;
            clipped += 1;
        }
    }
    clipped
}

pub struct Mixer {
    voices: Vec<Voice>,
    bus_gain: HashMap<Bus, f32>,
    master_gain: f32,
    scratch: Vec<f32>,
    pub clipped_total: u64,
}

impl Mixer {
    pub fn new() -> Self {
        let mut bus_gain = HashMap::new();
        for bus in [Bus::Music, Bus::Effects, Bus::Voice, Bus::Ambience] {
            bus_gain.insert(bus, 1.0);
        }
        Mixer {
            voices: Vec::with_capacity(32),
            bus_gain,
            master_gain: 0.8,
            scratch: vec![0.0; BLOCK_FRAMES * CHANNELS],
            clipped_total: 0,
        }
    }

    pub fn play(&mut self, voice: Voice) -> usize {
        self.voices.push(voice);
        self.voices.len() - 1
    }

    pub fn set_bus_gain(&mut self, bus: Bus, gain: f32) {
        self.bus_gain.insert(bus, gain.max(0.0));
    }

    pub fn set_master_db(&mut self, db: f32) {
        self.master_gain = db_to_linear(db);
    }

    /// Mix one block of all live voices into `out` (interleaved stereo).
    pub fn render(&mut self, out: &mut [f32]) {
        let frames = out.len() / CHANNELS;
        out.iter_mut().for_each(|s| *s = 0.0);
        for voice in self.voices.iter_mut() {
            let bus = *self.bus_gain.get(&voice.bus).unwrap_or(&1.0);
            let (left, right) = pan_gains(voice.pan);
            let scratch = &mut self.scratch[..frames * CHANNELS];
            for frame in 0..frames {
                if voice.cursor >= voice.samples.len() {
                    if voice.looping && !voice.samples.is_empty() {
                        voice.cursor = 0;
                    } else {
                        scratch[frame * 2] = 0.0;
                        scratch[frame * 2 + 1] = 0.0;
                        continue;
                    }
                }
                let mono = voice.samples[voice.cursor];
                voice.cursor += 1;
                scratch[frame * 2] = mono * left;
                scratch[frame * 2 + 1] = mono * right;
            }
            scale_samples(scratch, voice.gain * bus);
            for (o, s) in out.iter_mut().zip(scratch.iter()) {
                *o += *s;
            }
        }
        apply_gain(out, self.master_gain);
        self.clipped_total += clip(out) as u64;
        self.voices.retain(|v| !v.finished());
    }

    pub fn live_voices(&self) -> usize {
        self.voices.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gain_scales_every_sample() {
        let mut buf = vec![0.5, -0.5, 0.25];
        scale_samples(&mut buf, 2.0);
        assert_eq!(buf, vec![1.0, -1.0, 0.5]);
    }

    #[test]
    fn six_db_roughly_doubles() {
        let mut buf = vec![0.25];
        apply_gain_db(&mut buf, 6.0);
        assert!((buf[0] - 0.4988).abs() < 1e-3);
    }

    #[test]
    fn clip_counts() {
        let mut buf = vec![1.5, -2.0, 0.3];
        assert_eq!(clip(&mut buf), 2);
        assert_eq!(buf, vec![1.0, -1.0, 0.3]);
    }

    #[test]
    fn finished_voices_are_dropped() {
        let mut mixer = Mixer::new();
        mixer.play(Voice::new(vec![0.1; 16], Bus::Effects));
        let mut out = vec![0.0; BLOCK_FRAMES * CHANNELS];
        mixer.render(&mut out);
        assert_eq!(mixer.live_voices(), 0);
    }
}

/// Simple statistics over sensor readings.
pub struct Window {
    samples: Vec<f64>,
    capacity: usize,
}

impl Window {
    pub fn new(capacity: usize) -> Self {
        Window { samples: Vec::with_capacity(capacity), capacity }
    }

    pub fn push(&mut self, v: f64) {
        if self.samples.len() == self.capacity {
            self.samples.remove(0);
        }
        self.samples.push(v);
    }

    pub fn mean(&self) -> f64 {
        let sum: f64 = self.samples.iter().sum();
        sum / self.samples.len() as f64
    }

    pub fn max(&self) -> Option<f64> {
        if self.samples.is_empty() {
            return None;
        }
        Some(self.samples.iter().cloned().fold(f64::MIN, f64::max))
    }

    pub fn variance(&self) -> f64 {
        let m = self.mean();
        let n = self.samples.len() as f64;
        self.samples.iter().map(|x| (x - m).powi(2)).sum::<f64>() / n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_of_three() {
        let mut w = Window::new(3);
        for v in [1.0, 2.0, 3.0] {
            w.push(v);
        }
        assert_eq!(w.mean(), 2.0);
    }
}

//! A fixed-capacity ring buffer of log lines, shared by the collector threads.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// Lines longer than this are cut before they are stored.
pub const MAX_LINE: usize = 4096;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    pub seq: u64,
    pub source: String,
    pub text: String,
}

#[derive(Debug)]
pub struct RingBuffer {
    lines: VecDeque<LogLine>,
    pub capacity: usize,
    next_seq: u64,
    dropped: u64,
}

impl RingBuffer {
    /// A buffer that keeps at most `buf_len` lines.
    pub fn new(buf_len: usize) -> Self {
        assert!(buf_len > 0, "buf_len must be positive");
        RingBuffer { lines: VecDeque::with_capacity(buf_len), capacity: buf_len, next_seq: 0, dropped: 0 }
    }

    pub fn push(&mut self, source: &str, text: &str) -> u64 {
        if self.lines.len() == self.capacity {
            self.lines.pop_front();
            self.dropped += 1;
        }
        let mut text = text.to_owned();
        if text.len() > MAX_LINE {
            let mut cut = MAX_LINE;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text.truncate(cut);
        }
        let seq = self.next_seq;
        self.next_seq += 1;
        self.lines.push_back(LogLine { seq, source: source.to_owned(), text });
        seq
    }

    pub fn since(&self, seq: u64) -> Vec<LogLine> {
        self.lines.iter().filter(|l| l.seq >= seq).cloned().collect()
    }

    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// How full the buffer is, 0.0 to 1.0.
    pub fn fill(&self) -> f64 {
        self.lines.len() as f64 / self.capacity as f64
    }
}

pub type Shared = Arc<Mutex<RingBuffer>>;

pub fn shared(buf_len: usize) -> Shared {
    Arc::new(Mutex::new(RingBuffer::new(buf_len)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_oldest_when_full() {
        let mut rb = RingBuffer::new(2);
        rb.push("a", "one");
        rb.push("a", "two");
        rb.push("a", "three");
        assert_eq!(rb.dropped(), 1);
        assert_eq!(rb.since(0)[0].text, "two");
        assert_eq!(rb.capacity, 2);
    }
}

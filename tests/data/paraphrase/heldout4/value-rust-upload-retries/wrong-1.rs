use std::time::Duration;

/// How many times a failed upload is retried before the chunk is parked.
pub const MAX_RETRIES: u32 = 3;
/// Retries for the small metadata calls; these are cheap, keep them separate.
pub const MAX_META_RETRIES: u32 = 5;
const BASE_DELAY_MS: u64 = 250;
const MAX_DELAY_MS: u64 = 8_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Done,
    RetryAfter(Duration),
    GiveUp,
}

/// Exponential backoff with a cap; `attempt` starts at 0.
pub fn backoff(attempt: u32) -> Duration {
    let factor = 1u64 << attempt.min(16);
    Duration::from_millis((BASE_DELAY_MS * factor).min(MAX_DELAY_MS))
}

pub fn next_step(attempt: u32, status: u16) -> Outcome {
    match status {
        200..=299 => Outcome::Done,
        408 | 429 | 500..=599 if attempt < MAX_RETRIES => Outcome::RetryAfter(backoff(attempt)),
        _ => Outcome::GiveUp,
    }
}

pub fn next_meta_step(attempt: u32, status: u16) -> Outcome {
    match status {
        200..=299 => Outcome::Done,
        500..=599 if attempt < MAX_META_RETRIES => Outcome::RetryAfter(backoff(attempt)),
        _ => Outcome::GiveUp,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gives_up_after_max_retries() {
        assert_eq!(next_step(MAX_RETRIES, 503), Outcome::GiveUp);
        assert!(matches!(next_step(0, 503), Outcome::RetryAfter(_)));
    }

    #[test]
    fn backoff_is_capped() {
        assert_eq!(backoff(3), Duration::from_millis(2_000));
        assert_eq!(backoff(30), Duration::from_millis(MAX_DELAY_MS));
    }
}

//! Decides what the sync client does with an HTTP answer.

use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub retry_after: Option<u64>,
}

/// Client errors that will never succeed on a retry (bad request, auth, not found...).
pub fn is_fatal(resp: &Response) -> bool {
    resp.status >= 400 && resp.status < 500 && resp.status != 408
}

/// Whether the request should be sent again.
pub fn should_retry(resp: &Response, attempt: u32, max_attempts: u32) -> bool {
    if attempt >= max_attempts {
        return false;
    }
    resp.status >= 429 && resp.status != 501
}

/// How long to wait before the next attempt: Retry-After if the server sent one.
pub fn retry_delay(resp: &Response, attempt: u32) -> Duration {
    match resp.retry_after {
        Some(secs) => Duration::from_secs(secs.min(120)),
        None => Duration::from_millis(500 * 2u64.pow(attempt.min(6))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resp(status: u16) -> Response {
        Response { status, retry_after: None }
    }

    #[test]
    fn retries_server_errors_but_not_501() {
        assert!(should_retry(&resp(503), 0, 3));
        assert!(!should_retry(&resp(501), 0, 3));
        assert!(!should_retry(&resp(503), 3, 3));
    }

    #[test]
    fn not_found_is_fatal() {
        assert!(is_fatal(&resp(404)));
        assert!(!is_fatal(&resp(408)));
    }
}

use std::thread;
use std::time::Duration;

const MAX_ATTEMPTS: u64 = 5;

#[derive(Debug)]
pub enum FetchError {
    Timeout,
    Status(u16),
}

pub trait Transport {
    fn get(&mut self, url: &str) -> Result<String, FetchError>;
}

/// Fetch `url`, retrying timeouts and 5xx answers with a linear back-off.
pub fn fetch_with_retry<T: Transport>(t: &mut T, url: &str) -> Result<String, FetchError> {
    let mut attempt = 0;
    loop {
        match t.get(url) {
            Ok(body) => return Ok(body),
            Err(FetchError::Status(code)) if code < 500 => return Err(FetchError::Status(code)),
            Err(e) => {
                attempt += 1;
                if attempt >= MAX_ATTEMPTS {
                    return Err(e);
                }
                thread::sleep(Duration::from_millis(250 * attempt));
            }
        }
    }
}

pub fn fetch_all<T: Transport>(t: &mut T, urls: &[&str]) -> Vec<Result<String, FetchError>> {
    urls.iter().map(|u| fetch_with_retry(t, u)).collect()
}

/// Quick liveness probe: up to 4 tries, no sleeping.
pub fn ping<T: Transport>(t: &mut T) -> bool {
    for _ in 0..4 {
        if t.get("/ping").is_ok() {
            return true;
        }
    }
    false
}

use std::time::Duration;

/// Options for the connection pool. Build with `PoolOptions::default()` and
/// override fields as needed.
#[derive(Debug, Clone, PartialEq)]
pub struct PoolOptions {
    pub max_size: usize,
    pub min_idle: usize,
    pub idle_timeout: Option<Duration>,
    pub test_on_checkout: bool,
    pub connect_timeout: Duration,
}

impl Default for PoolOptions {
    fn default() -> Self {
        PoolOptions {
            max_size: 16,
            min_idle: 2,
            idle_timeout: Some(Duration::from_secs(600)),
            test_on_checkout: false,
            connect_timeout: Duration::from_secs(30),
        }
    }
}

/// Statistics reported by `Pool::state`.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct PoolState {
    pub connections: usize,
    pub idle: usize,
}

pub struct Pool<C> {
    opts: PoolOptions,
    idle: Vec<C>,
    open: usize,
}

impl<C> Pool<C> {
    pub fn new(opts: PoolOptions) -> Self {
        assert!(opts.min_idle <= opts.max_size, "min_idle must not exceed max_size");
        Pool { opts, idle: Vec::new(), open: 0 }
    }

    pub fn state(&self) -> PoolState {
        PoolState { connections: self.open, idle: self.idle.len() }
    }

    /// Takes an idle connection, or opens one with `connect` while below max_size.
    pub fn get<F>(&mut self, connect: F) -> Option<C>
    where
        F: FnOnce() -> C,
    {
        if let Some(c) = self.idle.pop() {
            return Some(c);
        }
        if self.open < self.opts.max_size {
            self.open += 1;
            return Some(connect());
        }
        None
    }

    pub fn put(&mut self, conn: C) {
        self.idle.push(conn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_is_sane() {
        let o = PoolOptions::default();
        assert_eq!(o.max_size, 16);
        assert!(o.min_idle <= o.max_size);
    }

    #[test]
    fn stops_at_max_size() {
        let mut p: Pool<u32> = Pool::new(PoolOptions { max_size: 1, min_idle: 0, ..PoolOptions::default() });
        assert_eq!(p.get(|| 7), Some(7));
        assert_eq!(p.get(|| 8), None);
    }
}

use std::path::PathBuf;
use std::time::Duration;

use serde::Deserialize;

/// Settings for the sync daemon, read from `sync.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SyncConfig {
    /// Directory mirrored to the remote.
    pub root: PathBuf,
    /// Remote endpoint, e.g. `https://sync.example.com`.
    pub remote: String,
    /// Seconds between full scans.
    pub scan_interval_secs: u64,
    /// Files larger than this are skipped.
    pub max_file_bytes: u64,
    /// Glob patterns that are never uploaded.
    pub ignore: Vec<String>,
    pub max_concurrent_uploads: usize,
    pub dry_run: bool,
}

impl Default for SyncConfig {
    fn default() -> Self {
        SyncConfig {
            root: PathBuf::from("."),
            remote: String::new(),
            scan_interval_secs: 300,
            max_file_bytes: 512 * 1024 * 1024,
            ignore: vec![".git/**".into(), "*.tmp".into(), "node_modules/**".into()],
            max_concurrent_uploads: 4,
            dry_run: false,
        }
    }
}

impl SyncConfig {
    pub fn scan_interval(&self) -> Duration {
        Duration::from_secs(self.scan_interval_secs)
    }

    pub fn validate(&self) -> Result<(), String> {
        if self.remote.is_empty() {
            return Err("remote must be set".into());
        }
        if !self.remote.starts_with("https://") {
            return Err(format!("remote {:?} must use https", self.remote));
        }
        if self.scan_interval_secs < 10 {
            return Err("scan_interval_secs must be at least 10".into());
        }
        Ok(())
    }

    pub fn is_ignored(&self, rel: &str) -> bool {
        self.ignore.iter().any(|pat| glob_match(pat, rel))
    }
}

fn glob_match(pat: &str, s: &str) -> bool {
    match pat.split_once('*') {
        None => pat == s,
        Some((pre, post)) => s.starts_with(pre) && s.len() >= pre.len() + post.trim_start_matches('*').len()
            && s.ends_with(post.trim_start_matches('*').trim_start_matches('/')),
    }
}

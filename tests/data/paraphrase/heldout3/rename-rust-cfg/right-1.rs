use std::collections::HashMap;
use std::fmt;

/// Errors raised while reading a Cfg from `key=value` lines.
#[derive(Debug, PartialEq)]
pub enum CfgError {
    MissingKey(&'static str),
    BadNumber { key: String, value: String },
}

impl fmt::Display for CfgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CfgError::MissingKey(k) => write!(f, "missing key `{}`", k),
            CfgError::BadNumber { key, value } => write!(f, "`{}` is not a number: {}", key, value),
        }
    }
}

/// Runtime settings of the crawler.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub seed_url: String,
    pub max_depth: u32,
    pub workers: usize,
    pub user_agent: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seed_url: String::new(),
            max_depth: 3,
            workers: 4,
            user_agent: "crawlr/0.4".to_string(),
        }
    }
}

fn number<T: std::str::FromStr>(map: &HashMap<&str, &str>, key: &str, default: T) -> Result<T, CfgError> {
    match map.get(key) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|_| CfgError::BadNumber { key: key.to_string(), value: v.to_string() }),
    }
}

impl Settings {
    /// Parses `key=value` lines; `#` starts a comment.
    pub fn parse(text: &str) -> Result<Settings, CfgError> {
        let map: HashMap<&str, &str> = text
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .filter(|l| !l.is_empty())
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim(), v.trim()))
            .collect();
        let base = Settings::default();
        let seed_url = map.get("seed_url").ok_or(CfgError::MissingKey("seed_url"))?.to_string();
        Ok(Settings {
            seed_url,
            max_depth: number(&map, "max_depth", base.max_depth)?,
            workers: number(&map, "workers", base.workers)?,
            user_agent: map.get("user_agent").map(|s| s.to_string()).unwrap_or(base.user_agent),
        })
    }
}

pub fn describe(cfg: &Settings) -> String {
    format!("{} (depth {}, {} workers)", cfg.seed_url, cfg.max_depth, cfg.workers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_defaults() {
        let cfg = Settings::parse("seed_url = https://example.org\n").unwrap();
        assert_eq!(cfg.max_depth, 3);
        assert_eq!(describe(&cfg), "https://example.org (depth 3, 4 workers)");
    }

    #[test]
    fn rejects_bad_numbers() {
        let err = Settings::parse("seed_url=x\nworkers=many").unwrap_err();
        assert_eq!(err, CfgError::BadNumber { key: "workers".into(), value: "many".into() });
    }
}

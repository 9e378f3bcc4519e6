use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("config not found")]
    NotFound(PathBuf),
    #[error("no config file at {path}: {source}")]
    Io { path: String, source: io::Error },
    #[error("invalid config at line {line}: {msg}")]
    Parse { line: usize, msg: String },
    #[error("unknown key `{0}`")]
    UnknownKey(String),
}

#[derive(Debug, Default, PartialEq)]
pub struct Config {
    pub listen: String,
    pub workers: usize,
    pub verbose: bool,
}

pub fn load(path: &Path) -> Result<Config, ConfigError> {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(ConfigError::NotFound(path.to_path_buf())),
        Err(e) => return Err(ConfigError::Io { path: path.display().to_string(), source: e }),
    };
    parse(&text)
}

pub fn parse(text: &str) -> Result<Config, ConfigError> {
    let mut cfg = Config { listen: "127.0.0.1:9000".into(), workers: 4, verbose: false };
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| ConfigError::Parse { line: i + 1, msg: "expected key = value".into() })?;
        let value = value.trim();
        match key.trim() {
            "listen" => cfg.listen = value.to_string(),
            "workers" => {
                cfg.workers = value
                    .parse()
                    .map_err(|_| ConfigError::Parse { line: i + 1, msg: format!("workers must be a number, got {value}") })?
            }
            "verbose" => cfg.verbose = value == "true",
            other => return Err(ConfigError::UnknownKey(other.to_string())),
        }
    }
    Ok(cfg)
}

pub fn load_or_default(path: &Path) -> Config {
    match load(path) {
        Ok(cfg) => cfg,
        Err(ConfigError::NotFound(_)) => {
            eprintln!("config not found, using defaults");
            Config { listen: "127.0.0.1:9000".into(), workers: 4, verbose: false }
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}

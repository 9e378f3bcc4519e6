use std::fs;
use std::path::Path;

#[derive(Debug)]
pub enum ConfigError {
    Missing(String),
    Invalid { line: usize, reason: String },
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::Missing(path) => write!(f, "no config file at {{}} (run `tool init` to create one)", path),
            ConfigError::Invalid { line, reason } => {
                write!(f, "invalid config at line {}: {}", line, reason)
            }
        }
    }
}

pub fn load(path: &Path) -> Result<Vec<(String, String)>, ConfigError> {
    let text = fs::read_to_string(path)
        .map_err(|_| ConfigError::Missing(path.display().to_string()))?;
    let mut pairs = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (k, v) = line.split_once('=').ok_or_else(|| ConfigError::Invalid {
            line: i + 1,
            reason: "expected key = value".to_string(),
        })?;
        pairs.push((k.trim().to_string(), v.trim().to_string()));
    }
    Ok(pairs)
}

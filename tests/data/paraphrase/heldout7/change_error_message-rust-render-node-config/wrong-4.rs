use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

/// Errors raised while loading the render farm node config.
#[derive(Debug)]
pub enum ConfigError {
    Io(PathBuf, std::io::Error),
    MissingKey(&'static str),
    BadValue { key: &'static str, value: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(path, err) => write!(f, "cannot read {}: {}", path.display(), err),
            ConfigError::MissingKey(key) => write!(f, "node config has no `{}` entry", key),
            ConfigError::BadValue { key, value } => write!(f, "invalid value {:?} for `{}`", value, key),
        }
    }
}

impl std::error::Error for ConfigError {}

#[derive(Debug, Clone)]
pub struct NodeConfig {
    pub name: String,
    pub gpus: u32,
    pub scratch: PathBuf,
}

fn field<'a>(text: &'a str, key: &'static str) -> Result<&'a str, ConfigError> {
    text.lines()
        .filter_map(|l| l.split_once('='))
        .find(|(k, _)| k.trim() == key)
        .map(|(_, v)| v.trim())
        .ok_or(ConfigError::MissingKey(key))
}

pub fn load(path: &Path) -> Result<NodeConfig, ConfigError> {
    let text = fs::read_to_string(path).map_err(|e| ConfigError::Io(path.to_path_buf(), e))?;
    let name = field(&text, "name")?.to_string();
    let gpus_raw = field(&text, "gpu")?;
    let gpus = gpus_raw
        .parse()
        .map_err(|_| ConfigError::BadValue { key: "gpus", value: gpus_raw.to_string() })?;
    let scratch = PathBuf::from(field(&text, "scratch")?);
    Ok(NodeConfig { name, gpus, scratch })
}

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Errors while loading the device inventory used by `netpush`.
#[derive(Debug)]
pub enum ConfigError {
    NotFound(PathBuf),
    Unreadable(PathBuf, io::Error),
    Syntax { line: usize, msg: String },
    DuplicateDevice(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::NotFound(p) => write!(f, "no inventory at {} (run `netpush init` to create one)", p.display()),
            ConfigError::Unreadable(p, e) => write!(f, "config file not readable: {}: {}", p.display(), e),
            ConfigError::Syntax { line, msg } => write!(f, "inventory line {}: {}", line, msg),
            ConfigError::DuplicateDevice(name) => write!(f, "device {:?} is listed twice", name),
        }
    }
}

impl std::error::Error for ConfigError {}

#[derive(Debug, Clone, PartialEq)]
pub struct Device {
    pub name: String,
    pub mgmt_ip: String,
    pub platform: String,
}

/// Inventory format, one device per line: `name ip platform`; `#` starts a comment.
pub fn load(path: &Path) -> Result<Vec<Device>, ConfigError> {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::PermissionDenied => return Err(ConfigError::NotFound(path.to_path_buf())),
        Err(e) => return Err(ConfigError::Unreadable(path.to_path_buf(), e)),
    };
    let mut devices: Vec<Device> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        if parts.len() != 3 {
            return Err(ConfigError::Syntax { line: i + 1, msg: format!("expected 3 fields, got {}", parts.len()) });
        }
        if devices.iter().any(|d| d.name == parts[0]) {
            return Err(ConfigError::DuplicateDevice(parts[0].to_string()));
        }
        devices.push(Device { name: parts[0].into(), mgmt_ip: parts[1].into(), platform: parts[2].into() });
    }
    Ok(devices)
}

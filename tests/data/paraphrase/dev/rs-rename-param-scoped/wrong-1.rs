use std::collections::HashMap;
use std::fmt;

#[derive(Debug, PartialEq)]
pub enum ParseError {
    MissingColon(usize),
    EmptyName(usize),
    TooLarge,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingColon(line) => write!(f, "line {}: missing ':'", line),
            ParseError::EmptyName(line) => write!(f, "line {}: empty header name", line),
            ParseError::TooLarge => write!(f, "header block too large"),
        }
    }
}

const MAX_HEADER_BYTES: usize = 8192;

pub fn parse_headers(raw: &str) -> Result<HashMap<String, String>, ParseError> {
    if raw.len() > MAX_HEADER_BYTES {
        return Err(ParseError::TooLarge);
    }
    let mut headers = HashMap::new();
    for (idx, line) in raw.lines().enumerate() {
        if line.is_empty() {
            break;
        }
        let (name, value) = line
            .split_once(':')
            .ok_or(ParseError::MissingColon(idx + 1))?;
        let name = name.trim();
        if name.is_empty() {
            return Err(ParseError::EmptyName(idx + 1));
        }
        headers.insert(name.to_ascii_lowercase(), value.trim().to_string());
    }
    Ok(headers)
}

pub fn body_offset(raw: &str) -> Option<usize> {
    raw.find("\r\n\r\n")
        .map(|i| i + 4)
        .or_else(|| raw.find("\n\n").map(|i| i + 2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_simple_block() {
        let raw = "Host: example.com\nContent-Type: text/plain\n\nbody";
        let h = parse_headers(raw).unwrap();
        assert_eq!(h.get("host").map(String::as_str), Some("example.com"));
        assert_eq!(body_offset(raw), Some(44));
    }

    #[test]
    fn rejects_missing_colon() {
        assert_eq!(
            parse_headers("Host example.com\n"),
            Err(ParseError::MissingColon(1))
        );
    }
}

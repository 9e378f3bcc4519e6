from lib import case
orig = '''use std::error::Error;
use std::fs;

/// One line of the humidity logger export: "vault-a;2026-05-02T06:00;94.1;11.8"
#[derive(Debug, PartialEq)]
pub struct Reading {
    pub sensor: String,
    pub at: String,
    pub rh: f32,
    pub temp_c: f32,
}

pub fn parse_line(line: &str) -> Result<Reading, Box<dyn Error>> {
    let parts: Vec<&str> = line.trim().split(';').collect();
    if parts.len() != 4 {
        return Err(format!("expected 4 fields, got {}", parts.len()).into());
    }
    let rh: f32 = parts[2].parse().unwrap();
    let temp_c: f32 = parts[3].parse().unwrap();
    Ok(Reading {
        sensor: parts[0].to_string(),
        at: parts[1].to_string(),
        rh,
        temp_c,
    })
}

pub fn load(path: &str) -> Result<Vec<Reading>, Box<dyn Error>> {
    let text = fs::read_to_string(path).unwrap();
    let mut out = Vec::new();
    for line in text.lines().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        out.push(parse_line(line)?);
    }
    Ok(out)
}

/// Share of readings that sit inside the 92-97 % band the affineur wants.
pub fn in_band_share(readings: &[Reading]) -> f32 {
    if readings.is_empty() {
        return 0.0;
    }
    let ok = readings.iter().filter(|r| r.rh >= 92.0 && r.rh <= 97.0).count();
    ok as f32 / readings.len() as f32
}
'''
U = [("    let rh: f32 = parts[2].parse().unwrap();\n", "    let rh: f32 = parts[2].parse()?;\n"),
     ("    let temp_c: f32 = parts[3].parse().unwrap();\n", "    let temp_c: f32 = parts[3].parse()?;\n"),
     ("    let text = fs::read_to_string(path).unwrap();\n", "    let text = fs::read_to_string(path)?;\n")]
case("unwrap_to_question_mark-rust-humidity-log", "readings.rs", "unwrap_to_question_mark", "rust", orig, [
    ("terse", "replace the .unwrap() calls with ?"),
    ("polite", "Could you replace every .unwrap() in this file with the ? operator so bad lines and missing files come back as errors instead of panicking? Please keep the function signatures as they are."),
    ("declarative", "No function in readings.rs should panic on bad input any more: each unwrap becomes a ? that propagates the error."),
    ("other", "a single malformed line from the washing-room logger crashes the import... get rid of the unwraps, use ? (all three)"),
    ("other", "把这个文件里所有的 .unwrap() 换成 ? 运算符，函数签名保持不变。"),
], [
    dict(label="right", why="all three unwraps replaced by ?; signatures unchanged", edits=U),
    dict(label="right", why="unwraps replaced by map_err(..)? giving field-specific messages; same signatures and propagation",
         edits=[("    let rh: f32 = parts[2].parse().unwrap();\n", "    let rh: f32 = parts[2].parse().map_err(|e| format!(\"bad rh {:?}: {}\", parts[2], e))?;\n"),
                ("    let temp_c: f32 = parts[3].parse().unwrap();\n", "    let temp_c: f32 = parts[3].parse().map_err(|e| format!(\"bad temp {:?}: {}\", parts[3], e))?;\n"),
                U[2]]),
    dict(label="wrong", why="only the two parse unwraps replaced; read_to_string(path).unwrap() still panics on a missing file", edits=U[:2]),
    dict(label="wrong", why="unwraps replaced by unwrap_or(0.0) / unwrap_or_default(): bad values are silently read as 0 instead of erroring",
         edits=[("    let rh: f32 = parts[2].parse().unwrap();\n", "    let rh: f32 = parts[2].parse().unwrap_or(0.0);\n"),
                ("    let temp_c: f32 = parts[3].parse().unwrap();\n", "    let temp_c: f32 = parts[3].parse().unwrap_or(0.0);\n"),
                ("    let text = fs::read_to_string(path).unwrap();\n", "    let text = fs::read_to_string(path).unwrap_or_default();\n")]),
    dict(label="wrong", why="? used but the header-skipping .skip(1) was dropped from load, so the CSV header line now fails to parse",
         edits=U + [("    for line in text.lines().skip(1) {\n", "    for line in text.lines() {\n")]),
    dict(label="wrong", why="unrelated change slipped in: in_band_share's lower bound went from >= 92.0 to > 92.0 (exactly 92 % no longer counts)",
         edits=U + [("r.rh >= 92.0 && r.rh <= 97.0", "r.rh > 92.0 && r.rh <= 97.0")]),
])

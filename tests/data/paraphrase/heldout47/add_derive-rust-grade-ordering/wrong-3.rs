//! Route board for the Lime Kiln climbing wall: which lines are up and how hard they are.

use std::fmt;

/// UK technical grades used on the lead wall, easiest first.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub enum Grade {
    F5,
    F5Plus,
    F6a,
    F6aPlus,
    F6b,
    F6c,
    F7a,
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Grade::F5 => "5",
            Grade::F5Plus => "5+",
            Grade::F6a => "6a",
            Grade::F6aPlus => "6a+",
            Grade::F6b => "6b",
            Grade::F6c => "6c",
            Grade::F7a => "7a",
        };
        f.write_str(s)
    }
}

#[derive(Debug, Clone)]
pub struct Route {
    pub line: u8,
    pub colour: String,
    pub grade: Grade,
    pub setter: String,
}

pub fn on_line(routes: &[Route], line: u8) -> Vec<&Route> {
    routes.iter().filter(|r| r.line == line).collect()
}

pub fn board(routes: &[Route]) -> String {
    let mut out = String::new();
    for r in routes {
        out.push_str(&format!("L{:02} {:<8} {} ({})\n", r.line, r.colour, r.grade, r.setter));
    }
    out
}

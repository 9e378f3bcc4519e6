//! Colour filter (gel) stock for the Gantry Street lighting store room.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Maker {
    Lee,
    Rosco,
    Gam,
}

/// A swatch-book code such as L201 or R02.
#[derive(Debug, Clone, Copy, Hash)]
pub struct GelCode {
    pub maker: Maker,
    pub number: u16,
}

impl fmt::Display for GelCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.maker {
            Maker::Lee => "L",
            Maker::Rosco => "R",
            Maker::Gam => "G",
        };
        write!(f, "{}{:03}", prefix, self.number)
    }
}

#[derive(Debug, Clone)]
pub struct Shelf {
    pub label: String,
    pub sheets: Vec<(GelCode, u32)>,
}

impl Shelf {
    pub fn sheets_of(&self, code: GelCode) -> u32 {
        self.sheets
            .iter()
            .filter(|(c, _)| c.maker == code.maker && c.number == code.number)
            .map(|(_, n)| *n)
            .sum()
    }

    pub fn describe(&self) -> String {
        format!("{}: {:?}", self.label, self.sheets)
    }
}

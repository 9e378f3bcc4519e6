from lib import E, case

ORIG = '''//! Colour filter (gel) stock for the Gantry Street lighting store room.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Maker {
    Lee,
    Rosco,
    Gam,
}

/// A swatch-book code such as L201 or R02.
#[derive(Debug, Clone, Copy)]
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
'''

DER = "/// A swatch-book code such as L201 or R02.\n#[derive(Debug, Clone, Copy)]\npub struct GelCode {"

case(
    "add_derive-rust-gel-code", "gels.rs", "add_derive", "rust", ORIG,
    [
        ("terse", "GelCode: derive PartialEq, Eq, Hash"),
        ("polite", "Could you derive PartialEq, Eq and Hash for `GelCode` so we can use it as a HashMap key later? Keep the derives it already has, and leave Shelf and Maker unchanged."),
        ("declarative", "GelCode should be hashable and comparable for equality via derived PartialEq, Eq and Hash."),
        ("other", "i want GelCode as a HashMap key next. add the derives it needs (PartialEq + Eq + Hash), don't touch the other types"),
    ],
    [
        ("right-1.rs", "right", "GelCode derives Debug, Clone, Copy, PartialEq, Eq, Hash",
         [E(DER, DER.replace("Copy)]", "Copy, PartialEq, Eq, Hash)]"))]),
        ("right-2.rs", "right", "a second derive attribute with PartialEq, Eq, Hash under the existing one; equivalent",
         [E(DER, DER.replace("Copy)]\n", "Copy)]\n#[derive(PartialEq, Eq, Hash)]\n"))]),
        ("wrong-1.rs", "wrong", "the derives were added to Shelf instead of GelCode (and Shelf cannot derive Hash/Eq over its fields sensibly: Vec<(GelCode, u32)> needs GelCode: Hash, so it does not compile)",
         [E("#[derive(Debug, Clone)]\npub struct Shelf {", "#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub struct Shelf {")], "broken"),
        ("wrong-2.rs", "wrong", "the derive list was replaced: Debug is gone, so describe()'s {:?} of the sheets no longer compiles",
         [E(DER, DER.replace("#[derive(Debug, Clone, Copy)]", "#[derive(Clone, Copy, PartialEq, Eq, Hash)]"))], "broken"),
        ("wrong-3.rs", "wrong", "only Hash was derived; PartialEq and Eq are missing, so GelCode still cannot be a HashMap key",
         [E(DER, DER.replace("Copy)]", "Copy, Hash)]"))]),
        ("wrong-4.rs", "wrong", "a hand-written PartialEq compares only the number (L201 == R201) plus derived Eq and Hash, instead of the requested derives",
         [E(DER, DER.replace("Copy)]", "Copy, Eq, Hash)]")),
          E("impl fmt::Display for GelCode {", "impl PartialEq for GelCode {\n    fn eq(&self, other: &Self) -> bool {\n        self.number == other.number\n    }\n}\n\nimpl fmt::Display for GelCode {")]),
    ],
)

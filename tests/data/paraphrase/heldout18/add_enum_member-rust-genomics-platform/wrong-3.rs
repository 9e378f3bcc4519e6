//! Sequencing platforms known to the intake step of the pipeline. The
//! platform decides the default base-quality filter and which aligner runs.

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Platform {
    Illumina,
    Nanopore,
    PacBio,
    Element,
}

#[derive(Debug, PartialEq, Eq)]
pub struct UnknownPlatform(pub String);

impl Platform {
    /// Minimum mean base quality for a read to be kept.
    pub fn default_min_qual(self) -> u8 {
        match self {
            Platform::Illumina => 30,
            Platform::Nanopore => 10,
            Platform::PacBio => 20,
            Platform::Element => 30,
        }
    }

    pub fn is_long_read(self) -> bool {
        match self {
            Platform::Illumina => false,
            Platform::Nanopore | Platform::PacBio | Platform::Element => true,
        }
    }

    pub fn aligner(self) -> &'static str {
        if self.is_long_read() {
            "minimap2"
        } else {
            "bwa-mem2"
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Platform::Illumina => "illumina",
            Platform::Nanopore => "ont",
            Platform::PacBio => "pacbio",
            Platform::Element => "element",
        }
    }
}

impl FromStr for Platform {
    type Err = UnknownPlatform;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "illumina" => Ok(Platform::Illumina),
            "ont" | "nanopore" => Ok(Platform::Nanopore),
            "pacbio" | "hifi" => Ok(Platform::PacBio),
            "element" | "aviti" => Ok(Platform::Element),
            _ => Err(UnknownPlatform(s.to_string())),
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

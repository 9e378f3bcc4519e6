use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Component {
    RedCells,
    Platelets,
    FreshFrozenPlasma,
    Cryoprecipitate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StorageZone {
    Fridge,
    Agitator,
    Freezer,
}

impl Component {
    pub fn shelf_life_days(self) -> u32 {
        match self {
            Component::RedCells => 42,
            Component::Platelets => 5,
            Component::FreshFrozenPlasma => 730,
            Component::Cryoprecipitate => 365,
        }
    }

    pub fn zone(self) -> StorageZone {
        match self {
            Component::RedCells => StorageZone::Fridge,
            Component::Platelets => StorageZone::Agitator,
            Component::FreshFrozenPlasma => StorageZone::Freezer,
            Component::Cryoprecipitate => StorageZone::Freezer,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Component::RedCells => "RBC",
            Component::Platelets => "PLT",
            Component::FreshFrozenPlasma => "FFP",
            Component::Cryoprecipitate => "CRYO",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} days)", self.code(), self.shelf_life_days())
    }
}

fn main() {
    for c in [Component::RedCells, Component::Platelets, Component::FreshFrozenPlasma, Component::Cryoprecipitate] {
        println!("{c} stored in {:?}", c.zone());
    }
}

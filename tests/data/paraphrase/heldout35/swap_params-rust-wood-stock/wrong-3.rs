//! Tonewood stock for the workshop: billets of spruce and maple, graded before use.

use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Species {
    Spruce,
    Maple,
    Willow,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    Master,
    Workshop,
    Student,
    Reject,
}

#[derive(Debug, Clone)]
pub struct Billet {
    pub tag: String,
    pub species: Species,
    pub density: f32,      // kg/m3
    pub moisture_pct: f32, // measured with the pin meter
    pub age_years: f32,    // since felling
}

/// Grade a billet from its density, moisture and seasoning age.
pub fn grade(moisture_pct: f32, density: f32, age_years: f32) -> Grade {
    if moisture_pct > 12.0 {
        return Grade::Reject;
    }
    if age_years >= 10.0 && (380.0..=440.0).contains(&density) {
        Grade::Master
    } else if age_years >= 5.0 {
        Grade::Workshop
    } else {
        Grade::Student
    }
}

pub fn grade_billet(b: &Billet) -> Grade {
    grade(b.moisture_pct, b.density, b.age_years)
}

pub fn stock_by_grade(stock: &[Billet]) -> HashMap<Grade, Vec<String>> {
    let mut out: HashMap<Grade, Vec<String>> = HashMap::new();
    for b in stock {
        out.entry(grade_billet(b)).or_default().push(b.tag.clone());
    }
    out
}

pub fn best_top_plate(stock: &[Billet]) -> Option<&Billet> {
    stock
        .iter()
        .filter(|b| b.species == Species::Spruce)
        .min_by_key(|b| (grade(b.moisture_pct, b.density, b.age_years), b.tag.clone()))
}

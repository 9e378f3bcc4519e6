//! Props store of the Theaterverein Gmunden: what we own, where it lives,
//! and which production has it out.

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Condition {
    Good,
    Worn,
    NeedsRepair,
}

#[derive(Debug, Clone)]
pub struct Prop {
    pub tag: String,
    pub name: String,
    pub shelf: String,
    pub condition: Condition,
    pub on_loan_to: Option<String>,
    pub insured_value_eur: u32,
}

impl Prop {
    pub fn new(tag: &str, name: &str, shelf: &str) -> Self {
        Prop {
            tag: tag.to_string(),
            name: name.to_string(),
            shelf: shelf.to_string(),
            condition: Condition::Good,
            on_loan_to: None,
            insured_value_eur: 0,
        }
    }

    pub fn is_available(&self) -> bool {
        self.on_loan_to.is_none()
    }
}

#[derive(Default)]
pub struct Store {
    props: HashMap<String, Prop>,
}

impl Store {
    pub fn add(&mut self, prop: Prop) {
        self.props.insert(prop.tag.clone(), prop);
    }

    pub fn lend(&mut self, tag: &str, production: &str) -> Result<(), String> {
        let prop = self.props.get_mut(tag).ok_or(format!("unknown prop {}", tag))?;
        if !prop.is_available() {
            return Err(format!("{} is not available", prop.name));
        }
        prop.on_loan_to = Some(production.to_string());
        Ok(())
    }

    pub fn give_back(&mut self, tag: &str, damaged: bool) {
        if let Some(prop) = self.props.get_mut(tag) {
            prop.on_loan_to = None;
            if damaged {
                prop.condition = Condition::NeedsRepair;
            }
        }
    }

    pub fn on_shelf(&self, shelf: &str) -> Vec<&Prop> {
        let mut found: Vec<&Prop> = self.props.values().filter(|p| p.shelf == shelf).collect();
        found.sort_by(|a, b| a.tag.cmp(&b.tag));
        found
    }

    /// Everything a production currently has out, sorted by tag.
    pub fn lent_to(&self, production: &str) -> Vec<&Prop> {
        let mut found: Vec<&Prop> = self
            .props
            .values()
            .filter(|p| p.on_loan_to.as_deref() == Some(production))
            .collect();
        found.sort_by(|a, b| a.tag.cmp(&b.tag));
        found
    }

    /// Props waiting for the workshop, oldest tag first.
    pub fn repair_queue(&self) -> Vec<&str> {
        let mut tags: Vec<&str> = self
            .props
            .values()
            .filter(|p| p.condition == Condition::NeedsRepair)
            .map(|p| p.tag.as_str())
            .collect();
        tags.sort();
        tags
    }

    pub fn mark_repaired(&mut self, tag: &str) -> bool {
        match self.props.get_mut(tag) {
            Some(prop) if prop.condition == Condition::NeedsRepair => {
                prop.condition = Condition::Worn;
                true
            }
            _ => false,
        }
    }

    /// Moves a prop to another shelf; props on loan keep their old shelf until returned.
    pub fn move_to(&mut self, tag: &str, shelf: &str) -> Result<(), String> {
        let prop = self.props.get_mut(tag).ok_or(format!("unknown prop {}", tag))?;
        if prop.on_loan_to.is_some() {
            return Err(format!("{} is on loan", prop.name));
        }
        prop.shelf = shelf.to_string();
        Ok(())
    }

    /// One line per prop for the stocktake sheet.
    pub fn stocktake(&self) -> String {
        let mut tags: Vec<&String> = self.props.keys().collect();
        tags.sort();
        let mut out = String::new();
        for tag in tags {
            let p = &self.props[tag];
            let state = match p.condition {
                Condition::Good => "good",
                Condition::Worn => "worn",
                Condition::NeedsRepair => "REPAIR",
            };
            let loan = p.on_loan_to.as_deref().unwrap_or("-");
            out.push_str(&format!("{:<8} {:<24} {:<6} {:<7} {}
", p.tag, p.name, p.shelf, state, loan));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> Store {
        let mut s = Store::default();
        s.add(Prop::new("P-014", "Throne", "B2"));
        s.add(Prop::new("P-027", "Poison vial", "A1"));
        s
    }

    #[test]
    fn lending_twice_fails() {
        let mut s = store();
        assert!(s.lend("P-027", "Romeo and Juliet").is_ok());
        assert!(s.lend("P-027", "Hamlet").is_err());
    }

    #[test]
    fn damaged_props_go_to_the_workshop() {
        let mut s = store();
        s.lend("P-014", "Macbeth").unwrap();
        s.give_back("P-014", true);
        assert_eq!(s.repair_queue(), vec!["P-014"]);
        assert!(s.mark_repaired("P-014"));
        assert!(s.repair_queue().is_empty());
    }
}

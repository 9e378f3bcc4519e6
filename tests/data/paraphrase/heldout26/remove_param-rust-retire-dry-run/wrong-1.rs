//! In-memory ledger used by the Northmoor registry's batch retirement job.

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Status {
    Active,
    Retired { beneficiary: String },
}

#[derive(Debug)]
pub struct Credit {
    pub serial: String,
    pub owner: String,
    pub tonnes: f64,
    pub status: Status,
}

#[derive(Debug, PartialEq)]
pub enum RetireError {
    NotFound,
    NotOwner,
    AlreadyRetired,
}

#[derive(Default)]
pub struct Registry {
    credits: HashMap<String, Credit>,
    pub log: Vec<String>,
}

impl Registry {
    pub fn issue(&mut self, serial: &str, owner: &str, tonnes: f64) {
        self.credits.insert(
            serial.to_string(),
            Credit { serial: serial.to_string(), owner: owner.to_string(), tonnes, status: Status::Active },
        );
    }

    /// Retires one credit on behalf of its owner and returns the tonnes retired.
    pub fn retire(&mut self, serial: &str, owner: &str, beneficiary: &str) -> Result<f64, RetireError> {
        let credit = self.credits.get_mut(serial).ok_or(RetireError::NotFound)?;
        if credit.owner != owner {
            return Err(RetireError::NotOwner);
        }
        if let Status::Retired { .. } = credit.status {
            return Err(RetireError::AlreadyRetired);
        }
        if dry_run {
            return Ok(credit.tonnes);
        }
        credit.status = Status::Retired { beneficiary: beneficiary.to_string() };
        self.log.push(format!("retired {} for {}", serial, beneficiary));
        Ok(credit.tonnes)
    }

    /// Retires every active credit the owner holds; returns the total tonnes.
    pub fn retire_all(&mut self, owner: &str, beneficiary: &str) -> f64 {
        let mut serials: Vec<String> = self
            .credits
            .values()
            .filter(|c| c.owner == owner && c.status == Status::Active)
            .map(|c| c.serial.clone())
            .collect();
        serials.sort();
        let mut total = 0.0;
        for serial in serials {
            if let Ok(tonnes) = self.retire(&serial, owner, beneficiary) {
                total += tonnes;
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retiring_twice_fails() {
        let mut reg = Registry::default();
        reg.issue("NM-2021-0001", "acme", 1.0);
        assert_eq!(reg.retire("NM-2021-0001", "acme", "Acme Ltd"), Ok(1.0));
        assert_eq!(reg.retire("NM-2021-0001", "acme", "Acme Ltd"), Err(RetireError::AlreadyRetired));
    }

    #[test]
    fn only_the_owner_may_retire() {
        let mut reg = Registry::default();
        reg.issue("NM-2021-0002", "acme", 2.5);
        assert_eq!(reg.retire("NM-2021-0002", "globex", "Globex"), Err(RetireError::NotOwner));
    }
}

from lib import E, case

ORIG = '''//! In-memory ledger used by the Northmoor registry's batch retirement job.

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
    pub fn retire(&mut self, serial: &str, owner: &str, beneficiary: &str, dry_run: bool) -> Result<f64, RetireError> {
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
            if let Ok(tonnes) = self.retire(&serial, owner, beneficiary, false) {
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
        assert_eq!(reg.retire("NM-2021-0001", "acme", "Acme Ltd", false), Ok(1.0));
        assert_eq!(reg.retire("NM-2021-0001", "acme", "Acme Ltd", false), Err(RetireError::AlreadyRetired));
    }

    #[test]
    fn only_the_owner_may_retire() {
        let mut reg = Registry::default();
        reg.issue("NM-2021-0002", "acme", 2.5);
        assert_eq!(reg.retire("NM-2021-0002", "globex", "Globex", false), Err(RetireError::NotOwner));
    }
}
'''

SIG = E("beneficiary: &str, dry_run: bool) -> Result<f64, RetireError> {", "beneficiary: &str) -> Result<f64, RetireError> {")
BRANCH = E('''        if dry_run {
            return Ok(credit.tonnes);
        }
''', "")
CALL = E("self.retire(&serial, owner, beneficiary, false)", "self.retire(&serial, owner, beneficiary)")
TESTS = E('", false)', '")', 3)

case(
    "remove_param-rust-retire-dry-run", "ledger.rs", "remove_param", "rust", ORIG,
    [
        ("terse", "Registry::retire: drop the dry_run param"),
        ("polite", "Could you remove the `dry_run: bool` parameter from `Registry::retire`, together with its early-return branch? Nothing passes true any more. Please update the callers, including the tests, and keep the checks as they are."),
        ("declarative", "Registry::retire should no longer take a dry_run flag; it always retires, and every caller is updated to match."),
        ("other", "dry_run in retire is dead, every call passes false. get rid of it (and the if) and fix the call sites"),
        ("other", "Retire의 dry_run 매개변수를 없애 주세요. 호출하는 곳(테스트 포함)도 모두 고쳐 주세요."),
    ],
    [
        ("right-1.rs", "right", "parameter and its branch removed; retire_all and the three test calls updated", [SIG, BRANCH, CALL, TESTS]),
        ("wrong-1.rs", "wrong", "parameter removed from the signature but the if dry_run branch is still there: does not compile",
         [SIG, CALL, TESTS], "broken"),
        ("wrong-2.rs", "wrong", "the test calls still pass false, so the test build no longer compiles",
         [SIG, BRANCH, CALL], "broken"),
        ("wrong-3.rs", "wrong", "signature and callers updated, but the status change and log line were deleted instead of the dry-run branch: retire never retires",
         [SIG, CALL, TESTS, E('''        if dry_run {
            return Ok(credit.tonnes);
        }
        credit.status = Status::Retired { beneficiary: beneficiary.to_string() };
        self.log.push(format!("retired {} for {}", serial, beneficiary));
''', "")]),
        ("wrong-4.rs", "wrong", "dry_run removed cleanly, but the owner check was removed along with it",
         [SIG, CALL, TESTS, E('''        if credit.owner != owner {
            return Err(RetireError::NotOwner);
        }
        if let Status::Retired { .. } = credit.status {
            return Err(RetireError::AlreadyRetired);
        }
        if dry_run {
            return Ok(credit.tonnes);
        }
''', '''        if let Status::Retired { .. } = credit.status {
            return Err(RetireError::AlreadyRetired);
        }
''')]),
    ],
)

//! Insurance claim lines for outpatient visits, as sent to the clearing house.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClaimStatus {
    Draft,
    Submitted,
    Denied,
    Paid,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClaimLine {
    pub procedure_code: String,
    pub units: u32,
    pub charge_cents: u64,
}

#[derive(Debug, Clone)]
pub struct Claim {
    pub claim_id: String,
    pub patient_id: String,
    pub payer_id: String,
    pub lines: Vec<ClaimLine>,
    pub status: ClaimStatus,
    pub copay_cents: u64,
}

impl Claim {
    pub fn new(claim_id: &str, patient_id: &str, payer_id: &str) -> Self {
        Claim {
            claim_id: claim_id.to_string(),
            patient_id: patient_id.to_string(),
            payer_id: payer_id.to_string(),
            lines: Vec::new(),
            status: ClaimStatus::Draft,
            copay_cents: 1,
        }
    }

    pub fn add_line(&mut self, procedure_code: &str, units: u32, charge_cents: u64) {
        self.lines.push(ClaimLine {
            procedure_code: procedure_code.to_string(),
            units,
            charge_cents,
        });
    }

    pub fn total_charge_cents(&self) -> u64 {
        self.lines
            .iter()
            .map(|l| l.charge_cents * u64::from(l.units))
            .sum()
    }

    pub fn submit(&mut self) -> Result<(), String> {
        if self.lines.is_empty() {
            return Err(format!("claim {} has no lines", self.claim_id));
        }
        if self.status != ClaimStatus::Draft {
            return Err(format!("claim {} is not a draft", self.claim_id));
        }
        self.status = ClaimStatus::Submitted;
        Ok(())
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} patient={} payer={} lines={} total={}.{:02}",
            self.claim_id,
            self.patient_id,
            self.payer_id,
            self.lines.len(),
            self.total_charge_cents() / 100,
            self.total_charge_cents() % 100
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_multiply_units() {
        let mut c = Claim::new("C-1", "P-9", "AETNA");
        c.add_line("99213", 1, 12500);
        c.add_line("36415", 2, 1800);
        assert_eq!(c.total_charge_cents(), 16100);
    }

    #[test]
    fn empty_claim_cannot_be_submitted() {
        let mut c = Claim::new("C-2", "P-9", "AETNA");
        assert!(c.submit().is_err());
    }
}

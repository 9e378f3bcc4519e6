//! Matter register for a small litigation practice: matters, time entries and
//! the monthly invoices generated from them.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MatterId(pub u32);

impl fmt::Display for MatterId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "M-{:05}", self.0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Intake,
    Pleadings,
    Discovery,
    Trial,
    Appeal,
    Closed,
}

#[derive(Debug, Clone)]
pub struct Matter {
    pub id: MatterId,
    pub title: String,
    pub client_name: String,
    pub responsible_lawyer: String,
    pub stage: Stage,
    pub hourly_rate_cents: u64,
    pub conflict_checked: bool,
}

#[derive(Debug, Clone)]
pub struct TimeEntry {
    pub matter: MatterId,
    pub lawyer: String,
    pub minutes: u32,
    pub narrative: String,
    pub billable: bool,
}

#[derive(Debug, Clone)]
pub struct Invoice {
    pub number: String,
    pub client: String,
    pub matter: MatterId,
    pub lines: Vec<InvoiceLine>,
}

#[derive(Debug, Clone)]
pub struct InvoiceLine {
    pub description: String,
    pub minutes: u32,
    pub amount_cents: u64,
}

impl Invoice {
    pub fn total_cents(&self) -> u64 {
        self.lines.iter().map(|l| l.amount_cents).sum()
    }
}

#[derive(Debug)]
pub enum RegisterError {
    UnknownMatter(MatterId),
    ConflictNotChecked(MatterId),
    Closed(MatterId),
}

impl fmt::Display for RegisterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegisterError::UnknownMatter(id) => write!(f, "unknown matter {id}"),
            RegisterError::ConflictNotChecked(id) => write!(f, "matter {id} has no conflict check on file"),
            RegisterError::Closed(id) => write!(f, "matter {id} is closed"),
        }
    }
}

#[derive(Default)]
pub struct Register {
    matters: BTreeMap<MatterId, Matter>,
    entries: Vec<TimeEntry>,
    next_invoice: u32,
}

impl Register {
    pub fn open(&mut self, matter: Matter) -> Result<(), RegisterError> {
        if !matter.conflict_checked {
            return Err(RegisterError::ConflictNotChecked(matter.id));
        }
        self.matters.insert(matter.id, matter);
        Ok(())
    }

    pub fn record(&mut self, entry: TimeEntry) -> Result<(), RegisterError> {
        let matter = self.matters.get(&entry.matter).ok_or(RegisterError::UnknownMatter(entry.matter))?;
        if matter.stage == Stage::Closed {
            return Err(RegisterError::Closed(matter.id));
        }
        self.entries.push(entry);
        Ok(())
    }

    pub fn matters_for_client(&self, client: &str) -> Vec<&Matter> {
        self.matters.values().filter(|m| m.client_name.eq_ignore_ascii_case(client)).collect()
    }

    /// Bills every billable entry of a matter (6-minute units, rounded up).
    pub fn invoice(&mut self, id: MatterId, year: u16) -> Result<Invoice, RegisterError> {
        let matter = self.matters.get(&id).ok_or(RegisterError::UnknownMatter(id))?;
        let mut lines = Vec::new();
        for e in self.entries.iter().filter(|e| e.matter == id && e.billable) {
            let units = (e.minutes as u64 + 5) / 6;
            lines.push(InvoiceLine {
                description: format!("{}: {}", e.lawyer, e.narrative),
                minutes: e.minutes,
                amount_cents: units * matter.hourly_rate_cents / 10,
            });
        }
        self.next_invoice += 1;
        Ok(Invoice {
            number: format!("{year}/{:04}", self.next_invoice),
            client: matter.client_name.clone(),
            matter: id,
            lines,
        })
    }

    pub fn close(&mut self, id: MatterId) -> Result<(), RegisterError> {
        let matter = self.matters.get_mut(&id).ok_or(RegisterError::UnknownMatter(id))?;
        matter.stage = Stage::Closed;
        Ok(())
    }

    pub fn client_report(&self) -> String {
        let mut by_client: BTreeMap<&str, Vec<&Matter>> = BTreeMap::new();
        for m in self.matters.values() {
            by_client.entry(m.client.as_str()).or_default().push(m);
        }
        let mut out = String::new();
        for (client, matters) in by_client {
            out.push_str(&format!("{client}\n"));
            for m in matters {
                out.push_str(&format!("  {} {} ({:?}, {})\n", m.id, m.title, m.stage, m.responsible_lawyer));
            }
        }
        out
    }
}

pub fn invoice_header(inv: &Invoice) -> String {
    format!("Invoice {} for {} (matter {}): {:.2} EUR", inv.number, inv.client, inv.matter, inv.total_cents() as f64 / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matter(id: u32, client: &str) -> Matter {
        Matter {
            id: MatterId(id),
            title: "Arrendamientos Soler v. Comunidad Ruzafa 12".into(),
            client_name: client.into(),
            responsible_lawyer: "mgarcia".into(),
            stage: Stage::Pleadings,
            hourly_rate_cents: 18_000,
            conflict_checked: true,
        }
    }

    #[test]
    fn invoice_rounds_up_to_six_minutes() {
        let mut reg = Register::default();
        reg.open(matter(1, "Soler SL")).unwrap();
        reg.record(TimeEntry { matter: MatterId(1), lawyer: "mgarcia".into(), minutes: 7, narrative: "call".into(), billable: true }).unwrap();
        let inv = reg.invoice(MatterId(1), 2026).unwrap();
        assert_eq!(inv.total_cents(), 2 * 1_800);
        assert_eq!(inv.client, "Soler SL");
    }

    #[test]
    fn finds_matters_by_client_case_insensitively() {
        let mut reg = Register::default();
        reg.open(matter(1, "Soler SL")).unwrap();
        reg.open(matter(2, "Vidal i Fills")).unwrap();
        assert_eq!(reg.matters_for_client("soler sl").len(), 1);
    }
}

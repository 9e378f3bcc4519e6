//! Maintenance tickets for the Suds & Spin laundromats.

use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Low,
    Medium,
    High,
    Outage,
}

#[derive(Debug, Clone)]
pub struct Ticket {
    pub id: u32,
    pub store: String,
    pub machine_id: String,
    pub severity: Severity,
    pub opened_hour: u32,
    pub assignee: Option<String>,
    pub notes: Vec<String>,
}

pub struct Board {
    tickets: Vec<Ticket>,
    next_id: u32,
    technicians: HashMap<String, Vec<String>>, // store -> technicians on call
}

impl Board {
    pub fn new() -> Self {
        Board { tickets: Vec::new(), next_id: 1, technicians: HashMap::new() }
    }

    pub fn add_technician(&mut self, store: &str, name: &str) {
        self.technicians.entry(store.to_string()).or_default().push(name.to_string());
    }

    pub fn open(&mut self, store: &str, machine_id: &str, severity: Severity, hour: u32) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        self.tickets.push(Ticket {
            id,
            store: store.to_string(),
            machine_id: machine_id.to_string(),
            severity,
            opened_hour: hour,
            assignee: None,
            notes: Vec::new(),
        });
        id
    }

    pub fn assign(&mut self, id: u32, technician: &str) -> Result<(), String> {
        let ticket = self.tickets.iter_mut().find(|t| t.id == id).ok_or(format!("no ticket {}", id))?;
        if ticket.assignee.is_none() {
            return Err(format!("ticket {} is already assigned", id));
        }
        ticket.assignee = Some(technician.to_string());
        ticket.notes.push(format!("assigned to {}", technician));
        Ok(())
    }

    pub fn auto_assign(&mut self) -> usize {
        let mut planned = Vec::new();
        for t in self.tickets.iter().filter(|t| t.assignee.is_none()) {
            if let Some(first) = self.technicians.get(&t.store).and_then(|techs| techs.first()) {
                planned.push((t.id, first.clone()));
            }
        }
        let n = planned.len();
        for (id, tech) in planned {
            let _ = self.assign(id, &tech);
        }
        n
    }

    pub fn most_urgent(&self) -> Option<&Ticket> {
        self.tickets.iter().max_by_key(|t| (t.severity, std::cmp::Reverse(t.opened_hour)))
    }

    pub fn close(&mut self, id: u32, note: &str) -> Result<Ticket, String> {
        let pos = self.tickets.iter().position(|t| t.id == id).ok_or(format!("no ticket {}", id))?;
        let mut ticket = self.tickets.remove(pos);
        ticket.notes.push(note.to_string());
        Ok(ticket)
    }
}

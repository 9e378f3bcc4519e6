from lib import case
orig = '''//! Weighbridge readings for the Harlow Vale tyre recycling plant.
//!
//! A lorry is weighed twice: loaded on the way in (gross) and empty on the way
//! out (tare). The net weight is what the carrier is invoiced for and what
//! counts against the site permit's annual tonnage.

use std::collections::HashMap;
use std::fmt;

/// Scale readings are whole kilograms; the scale is certified to +/- 20 kg.
pub const SCALE_RESOLUTION_KG: u32 = 20;
/// Permit limit for the calendar year, in tonnes.
pub const ANNUAL_PERMIT_TONNES: u32 = 24_000;

#[derive(Debug, Clone, PartialEq)]
pub enum Stage {
    AwaitingTare,
    Complete,
    Rejected(String),
}

#[derive(Debug, Clone)]
pub struct Weighing {
    pub ticket: u32,
    pub registration: String,
    pub carrier_id: String,
    pub gross_kg: u32,
    pub tare_kg: Option<u32>,
    pub stage: Stage,
}

impl Weighing {
    pub fn new(ticket: u32, registration: &str, carrier_id: &str, gross_kg: u32) -> Self {
        Weighing {
            ticket,
            registration: registration.to_uppercase(),
            carrier_id: carrier_id.to_string(),
            gross_kg,
            tare_kg: None,
            stage: Stage::AwaitingTare,
        }
    }

    /// Record the tare on the way out. A tare heavier than the gross means the
    /// driver took something back out with him, which the desk must look at.
    pub fn record_tare(&mut self, tare_kg: u32) {
        if tare_kg > self.gross_kg {
            self.stage = Stage::Rejected(format!(
                "tare {} kg above gross {} kg",
                tare_kg, self.gross_kg
            ));
            return;
        }
        self.tare_kg = Some(tare_kg);
        self.stage = Stage::Complete;
    }

    /// Net load in kilograms, once the tare is known.
    pub fn net_kg(&self) -> Option<u32> {
        match (self.stage.clone(), self.tare_kg) {
            (Stage::Complete, Some(tare)) => Some(self.gross_kg - tare),
            _ => None,
        }
    }

    /// Net load rounded to the scale resolution, as printed on the ticket.
    pub fn ticket_net_kg(&self) -> Option<u32> {
        self.net_kg()
            .map(|kg| (kg + SCALE_RESOLUTION_KG / 2) / SCALE_RESOLUTION_KG * SCALE_RESOLUTION_KG)
    }
}

impl fmt::Display for Weighing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ticket_net_kg() {
            Some(net) => write!(f, "#{} {} {} net {} kg", self.ticket, self.registration, self.carrier_id, net),
            None => write!(f, "#{} {} {} ({:?})", self.ticket, self.registration, self.carrier_id, self.stage),
        }
    }
}

#[derive(Default)]
pub struct Ledger {
    weighings: Vec<Weighing>,
}

impl Ledger {
    pub fn add(&mut self, w: Weighing) {
        self.weighings.push(w);
    }

    pub fn open_tickets(&self) -> Vec<&Weighing> {
        self.weighings
            .iter()
            .filter(|w| w.stage == Stage::AwaitingTare)
            .collect()
    }

    /// Net tonnes per carrier, for the monthly invoice run.
    pub fn tonnes_by_carrier(&self) -> HashMap<String, f64> {
        let mut totals: HashMap<String, f64> = HashMap::new();
        for w in &self.weighings {
            if let Some(net) = w.net_kg() {
                *totals.entry(w.carrier_id.clone()).or_insert(0.0) += net as f64 / 1000.0;
            }
        }
        totals
    }

    /// Year-to-date tonnes against the permit.
    pub fn permit_headroom_tonnes(&self) -> f64 {
        let used: u32 = self.weighings.iter().filter_map(|w| w.net_kg()).sum();
        ANNUAL_PERMIT_TONNES as f64 - used as f64 / 1000.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn net_after_tare() {
        let mut w = Weighing::new(1, "hv19 tyr", "C-014", 18_460);
        assert_eq!(w.net_kg(), None);
        w.record_tare(11_020);
        assert_eq!(w.net_kg(), Some(7_440));
        assert_eq!(w.ticket_net_kg(), Some(7_440));
    }

    #[test]
    fn heavy_tare_rejected() {
        let mut w = Weighing::new(2, "KX70 BNM", "C-047", 3_100);
        w.record_tare(3_400);
        assert!(matches!(w.stage, Stage::Rejected(_)));
        assert_eq!(w.net_kg(), None);
    }

    #[test]
    fn ticket_rounds_to_resolution() {
        let mut w = Weighing::new(3, "AB12 CDE", "C-022", 9_011);
        w.record_tare(4_000);
        assert_eq!(w.ticket_net_kg(), Some(5_020));
    }

    #[test]
    fn ledger_totals() {
        let mut ledger = Ledger::default();
        let mut a = Weighing::new(4, "A", "C-014", 10_000);
        a.record_tare(4_000);
        let mut b = Weighing::new(5, "B", "C-014", 8_000);
        b.record_tare(5_500);
        ledger.add(a);
        ledger.add(b);
        ledger.add(Weighing::new(6, "C", "C-031", 30_000));
        assert_eq!(ledger.open_tickets().len(), 1);
        assert!((ledger.tonnes_by_carrier()["C-014"] - 8.5).abs() < 1e-9);
    }
}
'''
def ren(t, new="payable_kg", skip=()):
    edits = [("    pub fn net_kg(&self) -> Option<u32> {", f"    pub fn {new}(&self) -> Option<u32> {{"),
             ("        self.net_kg()\n", f"        self.{new}()\n"),
             ("            if let Some(net) = w.net_kg() {", f"            if let Some(net) = w.{new}() {{"),
             ("filter_map(|w| w.net_kg())", f"filter_map(|w| w.{new}())"),
             ("        assert_eq!(w.net_kg(), None);\n        w.record_tare(11_020);", f"        assert_eq!(w.{new}(), None);\n        w.record_tare(11_020);"),
             ("        assert_eq!(w.net_kg(), Some(7_440));", f"        assert_eq!(w.{new}(), Some(7_440));"),
             ("        assert!(matches!(w.stage, Stage::Rejected(_)));\n        assert_eq!(w.net_kg(), None);", f"        assert!(matches!(w.stage, Stage::Rejected(_)));\n        assert_eq!(w.{new}(), None);")]
    return [e for i, e in enumerate(edits) if i not in skip]
case("rename_method-rust-weighbridge", "weighbridge.rs", "rename_method", "rust", orig, [
    ("terse", "rename Weighing::net_kg -> payable_kg"),
    ("polite", "Could you rename the `net_kg` method on Weighing to `payable_kg`, updating every call including the tests? Please leave `ticket_net_kg` and the doc comments' wording alone."),
    ("declarative", "Weighing's net_kg method is to be called payable_kg everywhere in this file; ticket_net_kg keeps its name."),
    ("other", "finance keeps asking what \"net\" means. net_kg() -> payable_kg(), all callers + tests, but NOT ticket_net_kg"),
    ("other", "Renomeie o método net_kg de Weighing para payable_kg em todo o arquivo (inclusive nos testes). ticket_net_kg continua igual."),
], [
    dict(label="right", why="method and all six call sites (ticket_net_kg body, ledger, three test asserts) renamed; ticket_net_kg untouched", edits=ren(orig)),
    dict(label="wrong", why="ticket_net_kg renamed to ticket_payable_kg too, and its callers, which the instruction excluded",
         edits=ren(orig) + [("    pub fn ticket_net_kg(&self)", "    pub fn ticket_payable_kg(&self)"), ("        match self.ticket_net_kg() {", "        match self.ticket_payable_kg() {"),
                            ("assert_eq!(w.ticket_net_kg(), Some(7_440));", "assert_eq!(w.ticket_payable_kg(), Some(7_440));"), ("assert_eq!(w.ticket_net_kg(), Some(5_020));", "assert_eq!(w.ticket_payable_kg(), Some(5_020));")]),
    dict(label="wrong", why="the tests still call net_kg: the test build fails (cfg(test) code not compiled by a plain build)", edits=ren(orig, skip=(4, 5, 6))),
    dict(label="wrong", why="permit_headroom_tonnes still calls w.net_kg(): does not compile", breaks=True, edits=ren(orig, skip=(3,))),
    dict(label="wrong", why="renamed everywhere, but the ticket rounding lost its + SCALE_RESOLUTION_KG / 2 (now truncates)",
         edits=ren(orig) + [("            .map(|kg| (kg + SCALE_RESOLUTION_KG / 2) / SCALE_RESOLUTION_KG * SCALE_RESOLUTION_KG)", "            .map(|kg| kg / SCALE_RESOLUTION_KG * SCALE_RESOLUTION_KG)")]),
])

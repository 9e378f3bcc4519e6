//! Sectional rehearsal booking for the Harbourside Philharmonic.

use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Booking {
    pub section: String,
    pub room: String,
    pub start_min: u32,
    pub length_min: u32,
}

#[derive(Default)]
pub struct Calendar {
    by_room: BTreeMap<String, Vec<Booking>>,
}

impl Calendar {
    pub fn is_free(&self, room: &str, start_min: u32, length_min: u32) -> bool {
        self.by_room.get(room).map_or(true, |list| {
            list.iter().all(|b| start_min + length_min < b.start_min || b.start_min + b.length_min <= start_min)
        })
    }

    pub fn schedule_sectional(&mut self, room: &str, section: &str, start_min: u32, length_min: u32) -> Result<(), String> {
        if !self.is_free(room, start_min, length_min) {
            return Err(format!("{room} is taken at {start_min} for {section}"));
        }
        self.by_room.entry(room.to_string()).or_default().push(Booking {
            section: section.to_string(),
            room: room.to_string(),
            start_min,
            length_min,
        });
        Ok(())
    }

    pub fn cancel_sectional(&mut self, section: &str, room: &str) -> usize {
        let Some(list) = self.by_room.get_mut(room) else { return 0 };
        let before = list.len();
        list.retain(|b| b.section != section);
        before - list.len()
    }
}

pub fn spring_week() -> Result<Calendar, String> {
    let mut cal = Calendar::default();
    cal.schedule_sectional("Studio A", "violins", 600, 90)?;
    cal.schedule_sectional("Hall 2", "brass", 600, 120)?;
    cal.schedule_sectional("Studio A", "woodwinds", 720, 90)?;
    cal.schedule_sectional("Basement", "percussion", 840, 60)?;
    Ok(cal)
}

//! Meeting-room bookings for the Kettle Yard coworking space.

use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Room {
    pub code: String,
    pub seats: u32,
    pub has_screen: bool,
}

#[derive(Debug, Clone)]
pub struct Booking {
    pub room_code: String,
    pub member_no: u32,
    pub start_min: u32, // minutes since midnight
    pub end_min: u32,
    pub headcount: u32, // people the member expects
}

#[derive(Debug, PartialEq)]
pub enum BookingError {
    UnknownRoom(String),
    TooSmall { room: String, seats: u32, wanted: u32 },
    Clash { with_member: u32 },
}

impl fmt::Display for Booking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {:02}:{:02}-{:02}:{:02} member {} ({} seats)",
            self.room_code,
            self.start_min / 60,
            self.start_min % 60,
            self.end_min / 60,
            self.end_min % 60,
            self.member_no,
            self.headcount
        )
    }
}

pub struct Calendar {
    rooms: HashMap<String, Room>,
    bookings: Vec<Booking>,
}

impl Calendar {
    pub fn new(rooms: Vec<Room>) -> Self {
        let rooms = rooms.into_iter().map(|r| (r.code.clone(), r)).collect();
        Calendar { rooms, bookings: Vec::new() }
    }

    pub fn book(&mut self, b: Booking) -> Result<(), BookingError> {
        let room = self
            .rooms
            .get(&b.room_code)
            .ok_or_else(|| BookingError::UnknownRoom(b.room_code.clone()))?;
        if b.headcount > room.seats {
            return Err(BookingError::TooSmall { room: room.code.clone(), seats: room.seats, wanted: b.headcount });
        }
        if let Some(other) = self
            .bookings
            .iter()
            .find(|o| o.room_code == b.room_code && o.start_min < b.end_min && b.start_min < o.end_min)
        {
            return Err(BookingError::Clash { with_member: other.member_no });
        }
        self.bookings.push(b);
        Ok(())
    }

    /// Share of the room's seats actually used, averaged over its bookings.
    pub fn occupancy(&self, room_code: &str) -> f64 {
        let Some(room) = self.rooms.get(room_code) else { return 0.0 };
        let used: Vec<f64> = self
            .bookings
            .iter()
            .filter(|b| b.room_code == room_code)
            .map(|b| b.seats as f64 / room.seats as f64)
            .collect();
        if used.is_empty() {
            0.0
        } else {
            used.iter().sum::<f64>() / used.len() as f64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cal() -> Calendar {
        Calendar::new(vec![Room { code: "LARCH".into(), seats: 8, has_screen: true }])
    }

    #[test]
    fn rejects_too_many_people() {
        let mut c = cal();
        let b = Booking { room_code: "LARCH".into(), member_no: 412, start_min: 540, end_min: 600, headcount: 9 };
        assert_eq!(c.book(b), Err(BookingError::TooSmall { room: "LARCH".into(), seats: 8, wanted: 9 }));
    }

    #[test]
    fn half_full_room() {
        let mut c = cal();
        c.book(Booking { room_code: "LARCH".into(), member_no: 412, start_min: 540, end_min: 600, headcount: 4 }).unwrap();
        assert_eq!(c.occupancy("LARCH"), 0.5);
    }
}

use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Room {
    pub code: String,
    pub seat_capacity: u32,
    pub has_projector: bool,
}

#[derive(Debug, Clone)]
pub struct StudentGroup {
    pub name: String,
    pub seat_capacity: u32,
}

#[derive(Debug)]
pub struct Booking {
    pub room: String,
    pub group: String,
    pub slot: u8,
}

pub fn fits(room: &Room, group: &StudentGroup) -> bool {
    room.seat_capacity >= group.seat_capacity
}

pub fn best_room<'a>(rooms: &'a [Room], group: &StudentGroup, need_projector: bool) -> Option<&'a Room> {
    rooms
        .iter()
        .filter(|r| fits(r, group) && (!need_projector || r.has_projector))
        .min_by_key(|r| r.seat_capacity - group.seat_capacity)
}

pub fn utilisation(bookings: &[Booking], rooms: &[Room], groups: &[StudentGroup]) -> HashMap<String, f64> {
    let by_code: HashMap<&str, &Room> = rooms.iter().map(|r| (r.code.as_str(), r)).collect();
    let by_name: HashMap<&str, &StudentGroup> = groups.iter().map(|g| (g.name.as_str(), g)).collect();
    let mut out = HashMap::new();
    for b in bookings {
        let (Some(room), Some(group)) = (by_code.get(b.room.as_str()), by_name.get(b.group.as_str())) else {
            continue;
        };
        let fill = group.seat_capacity as f64 / room.seat_capacity as f64;
        out.insert(format!("{}@{}", b.room, b.slot), fill);
    }
    out
}

fn main() {
    let rooms = vec![
        Room { code: "LT1".into(), seat_capacity: 220, has_projector: true },
        Room { code: "S2.14".into(), seat_capacity: 40, has_projector: false },
    ];
    let cohort = StudentGroup { name: "CS-Y1".into(), seat_capacity: 180 };
    if let Some(r) = best_room(&rooms, &cohort, true) {
        println!("{} -> {} (size {})", cohort.name, r.code, r.seat_capacity);
    }
}

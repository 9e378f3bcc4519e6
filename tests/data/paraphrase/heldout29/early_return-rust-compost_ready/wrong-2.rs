// Compost bay status for the garden's noticeboard.

pub struct CompostBin {
    pub label: &'static str,
    pub started: u32,
    pub turned_count: u8,
    pub core_temp_c: f32,
}

/// A bin is ready once it has been turned three times, has had six months,
/// and has cooled down (a hot core means it is still breaking down).
pub fn ready_to_use(bin: &CompostBin, today: u32) -> bool {
    if bin.turned_count < 3 {
        return false;
    }
    if today - bin.started < 180 {
        return false;
    }
    true
}

pub fn days_until_ready(bin: &CompostBin, today: u32) -> u32 {
    (bin.started + 180).saturating_sub(today)
}

pub fn noticeboard_line(bin: &CompostBin, today: u32) -> String {
    if ready_to_use(bin, today) {
        format!("{}: ready, help yourself", bin.label)
    } else {
        format!("{}: not yet ({} days to go, turned {}x)", bin.label, days_until_ready(bin, today), bin.turned_count)
    }
}

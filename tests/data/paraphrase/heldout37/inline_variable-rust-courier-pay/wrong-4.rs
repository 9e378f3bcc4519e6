//! Rider pay for one shift (Veloxa courier). Amounts in euro cents.

pub struct Drop {
    pub km: f64,
    pub express: bool,
    pub hour: u32,
}

const PER_KM_CENTS: f64 = 42.0;
const EXPRESS_CENTS: f64 = 200.0;
const NIGHT_RATE: f64 = 0.25;

fn is_night(hour: u32) -> bool {
    hour >= 21 || hour < 6
}

pub fn drop_pay(drop: &Drop) -> u64 {
    let distance_cents = drop.km * PER_KM_CENTS;
    let bonus = if drop.express { EXPRESS_CENTS } else { 0.0 };
    ((distance_cents + bonus) * if is_night(drop.hour) { 1.0 + NIGHT_RATE } else { 1.0 }).round() as u64
}

pub fn shift_pay(drops: &[Drop], hourly_cents: u64, hours: u64) -> u64 {
    let base = hourly_cents * hours;
    let per_drop: u64 = drops.iter().map(drop_pay).sum();
    base + per_drop
}

fn main() {
    let drops = [
        Drop { km: 3.2, express: false, hour: 14 },
        Drop { km: 5.9, express: true, hour: 23 },
    ];
    println!("{} cents", shift_pay(&drops, 1150, 6));
}

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Screening {
    pub film_id: String,
    pub venue: String,
    pub seats_sold: u32,
    comp_seats: i32,
    pub capacity: u32,
}

impl Screening {
    pub fn new(film_id: &str, venue: &str, capacity: u32) -> Self {
        Screening {
            film_id: film_id.to_string(),
            venue: venue.to_string(),
            seats_sold: 0,
            comp_seats: 0,
            capacity,
        }
    }

    pub fn sell(&mut self, n: u32) -> Result<(), String> {
        if self.seats_sold + n > self.capacity {
            return Err(format!("only {} seats left", self.capacity - self.seats_sold));
        }
        self.seats_sold += n;
        Ok(())
    }

    pub fn occupancy(&self) -> f64 {
        self.seats_sold as f64 / self.capacity as f64
    }
}

pub fn sold_out(screenings: &[Screening]) -> Vec<&Screening> {
    screenings.iter().filter(|s| s.seats_sold == s.capacity).collect()
}

pub fn by_venue(screenings: &[Screening]) -> HashMap<String, u32> {
    let mut totals = HashMap::new();
    for s in screenings {
        *totals.entry(s.venue.clone()).or_insert(0) += s.seats_sold;
    }
    totals
}

fn main() {
    let mut gala = Screening::new("F-001", "ROXY", 412);
    gala.sell(400).unwrap();
    let late = Screening { film_id: "F-031".into(), venue: "KAMMER".into(), seats_sold: 96, comp_seats: 0, capacity: 96 };
    let all = vec![gala, late];
    println!("{:?}", by_venue(&all));
    println!("sold out: {}", sold_out(&all).len());
}

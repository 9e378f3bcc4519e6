//! Meter readings as they come off the handheld readers of the Eastfold district.

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct MeterReading {
    pub meter_serial: String,
    pub register_m3: f64,
    pub read_day: u32,
    estimated: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RouteStop {
    pub meter_serial: String,
    pub street: String,
}

impl MeterReading {
    pub fn new(meter_serial: &str, register_m3: f64, read_day: u32) -> Self {
        MeterReading { meter_serial: meter_serial.to_string(), register_m3, read_day, estimated: false }
    }

    /// Parse one line of the reader dump: `serial;register;day`.
    pub fn parse(line: &str) -> Option<Self> {
        let mut parts = line.trim().split(';');
        let serial = parts.next()?;
        let register = parts.next()?.parse().ok()?;
        let day = parts.next()?.parse().ok()?;
        Some(MeterReading { meter_serial: serial.to_string(), register_m3: register, read_day: day, estimated: false })
    }
}

impl fmt::Display for MeterReading {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {:.3} m3 (day {})", self.meter_serial, self.register_m3, self.read_day)
    }
}

fn main() {
    let r = MeterReading::parse("EF-20931;1432.118;212").unwrap();
    let s = RouteStop { meter_serial: r.meter_serial.clone(), street: "Kiln Lane".into() };
    println!("{} at {}", MeterReading::new("EF-1", 1.0, 1), s.street);
    println!("{}", r);
}

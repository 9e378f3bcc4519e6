//! Night grooming plan: which piste each snowcat grooms, and in what order.

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Difficulty {
    Blue,
    Red,
    Black,
}

#[derive(Debug, Clone)]
pub struct Piste {
    pub name: String,
    pub difficulty: Difficulty,
    pub length_m: u32,
    pub open: bool,
    pub needs_winch: bool,
}

#[derive(Debug)]
pub struct Snowcat {
    pub id: String,
    pub has_winch: bool,
    pub metres_per_hour: u32,
}

/// Minutes a snowcat needs for one pass over the piste.
pub fn pass_minutes(piste: &Piste, cat: &Snowcat) -> u32 {
    let passes = match piste.difficulty {
        Difficulty::Blue => 2,
        Difficulty::Red => 3,
        Difficulty::Black => 4,
    };
    piste.length_m * passes * 60 / cat.metres_per_hour
}

/// Assign each piste to the first cat that can groom it, filling cats up
/// to `shift_minutes` each. Returns cat id -> list of piste names.
pub fn assign(pistes: &[Piste], cats: &[Snowcat], shift_minutes: u32) -> HashMap<String, Vec<String>> {
    let mut plan: HashMap<String, Vec<String>> = HashMap::new();
    let mut used: HashMap<String, u32> = HashMap::new();
    for piste in pistes {
        if piste.open {
            continue;
        }
        for cat in cats {
            if piste.needs_winch && !cat.has_winch {
                continue;
            }
            let minutes = pass_minutes(piste, cat);
            let so_far = used.entry(cat.id.clone()).or_insert(0);
            if *so_far + minutes <= shift_minutes {
                *so_far += minutes;
                plan.entry(cat.id.clone()).or_default().push(piste.name.clone());
                break;
            }
        }
    }
    plan
}

fn main() {
    let pistes = vec![
        Piste { name: "Familienabfahrt".into(), difficulty: Difficulty::Blue, length_m: 2400, open: true, needs_winch: false },
        Piste { name: "Wildkar".into(), difficulty: Difficulty::Black, length_m: 1100, open: true, needs_winch: true },
        Piste { name: "Panorama".into(), difficulty: Difficulty::Red, length_m: 3200, open: false, needs_winch: false },
    ];
    let cats = vec![
        Snowcat { id: "PB-600W".into(), has_winch: true, metres_per_hour: 6000 },
        Snowcat { id: "PB-400".into(), has_winch: false, metres_per_hour: 7500 },
    ];
    println!("{:?}", assign(&pistes, &cats, 420));
}

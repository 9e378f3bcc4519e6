use std::collections::HashMap;

const POINTS_PER_WIN: u32 = 3;

#[derive(Debug, Default, Clone)]
struct Record {
    wins: u32,
    draws: u32,
    losses: u32,
    bonus: u32,
}

fn points(rec: &Record) -> u32 {
    rec.wins * POINTS_PER_WIN + rec.draws + rec.bonus
}

fn max_possible(rec: &Record, remaining: u32) -> u32 {
    points(rec) + remaining * 3
}

/// Teams that can still finish top of the division.
fn still_in_race(table: &HashMap<String, Record>, remaining: u32) -> Vec<String> {
    let leader = table.values().map(points).max().unwrap_or(0);
    let mut alive: Vec<String> = table
        .iter()
        .filter(|(_, rec)| max_possible(rec, remaining) >= leader)
        .map(|(name, _)| name.clone())
        .collect();
    alive.sort();
    alive
}

/// The three teams that go through to the cup draw.
fn cup_places(table: &HashMap<String, Record>) -> Vec<String> {
    let mut ranked: Vec<(&String, u32)> = table.iter().map(|(n, r)| (n, points(r))).collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    ranked.into_iter().take(3).map(|(n, _)| n.clone()).collect()
}

fn main() {
    let mut table = HashMap::new();
    table.insert("Harbour Rovers".to_string(), Record { wins: 7, draws: 2, losses: 1, bonus: 1 });
    table.insert("Millbrook Athletic".to_string(), Record { wins: 6, draws: 3, losses: 1, bonus: 0 });
    table.insert("St. Ives Wanderers".to_string(), Record { wins: 4, draws: 1, losses: 5, bonus: 2 });
    table.insert("Quarry Lane FC".to_string(), Record { wins: 2, draws: 4, losses: 4, bonus: 0 });
    println!("in the race: {:?}", still_in_race(&table, 3));
    println!("cup: {:?}", cup_places(&table));
}

//! Stop ordering for the bicycle courier dispatch board.
//!
//! Routes are planned greedily (nearest neighbour from the hub) and then
//! improved with a bounded number of 2-opt passes.

use std::collections::HashSet;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub lat: f64,
    pub lon: f64,
}

#[derive(Debug, Clone)]
pub struct Stop {
    pub parcel_ref: String,
    pub at: Point,
    pub deadline_min: Option<u32>,
}

#[derive(Debug)]
pub struct Route {
    pub order: Vec<usize>,
    pub length_km: f64,
}

#[derive(Debug, PartialEq)]
pub enum PlanError {
    NoStops,
    TooManyStops { max: usize, got: usize },
}

const EARTH_RADIUS_KM: f64 = 6371.0;
const TWO_OPT_PASSES: usize = 3;

pub fn distance_km(a: Point, b: Point) -> f64 {
    let (lat1, lat2) = (a.lat.to_radians(), b.lat.to_radians());
    let dlat = lat2 - lat1;
    let dlon = (b.lon - a.lon).to_radians();
    let h = (dlat / 2.0).sin().powi(2) + lat1.cos() * lat2.cos() * (dlon / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_KM * h.sqrt().asin()
}

fn route_length(hub: Point, stops: &[Stop], order: &[usize]) -> f64 {
    let mut total = 0.0;
    let mut here = hub;
    for &i in order {
        total += distance_km(here, stops[i].at);
        here = stops[i].at;
    }
    total + distance_km(here, hub)
}

fn nearest_neighbour(hub: Point, stops: &[Stop]) -> Vec<usize> {
    let mut visited = HashSet::new();
    let mut order = Vec::with_capacity(stops.len());
    let mut here = hub;
    while order.len() < stops.len() {
        let next = (0..stops.len())
            .filter(|i| !visited.contains(i))
            .min_by(|&a, &b| {
                distance_km(here, stops[a].at)
                    .partial_cmp(&distance_km(here, stops[b].at))
                    .unwrap()
            })
            .unwrap();
        visited.insert(next);
        order.push(next);
        here = stops[next].at;
    }
    order
}

fn two_opt(hub: Point, stops: &[Stop], order: &mut Vec<usize>) {
    for _ in 0..TWO_OPT_PASSES {
        let mut improved = false;
        for i in 0..order.len().saturating_sub(1) {
            for j in (i + 1)..order.len() {
                let before = route_length(hub, stops, order);
                order[i..=j].reverse();
                if route_length(hub, stops, order) < before {
                    improved = true;
                } else {
                    order[i..=j].reverse();
                }
            }
        }
        if !improved {
            break;
        }
    }
}

/// Plan the order in which a courier should visit the stops.
pub fn plan_route(hub: Point, stops: &[Stop], max_stops: usize) -> Result<Route, PlanError> {
    if stops.is_empty() {
        return Err(PlanError::NoStops);
    }
    if stops.len() >= max_stops {
        return Err(PlanError::TooManyStops { max: max_stops, got: stops.len() });
    }
    let mut order = nearest_neighbour(hub, stops);
    two_opt(hub, stops, &mut order);
    let length_km = route_length(hub, stops, &order);
    Ok(Route { order, length_km })
}

/// Bikes take at most 12 stops per run, cargo bikes 20.
pub fn plan_for_vehicle(hub: Point, stops: &[Stop], cargo: bool) -> Result<Route, PlanError> {
    let limit = if cargo { 20 } else { 12 };
    plan_route(hub, stops, limit)
}

pub fn urgent_first(hub: Point, stops: &[Stop]) -> Result<Route, PlanError> {
    let mut urgent: Vec<Stop> = stops.iter().filter(|s| s.deadline_min.map_or(false, |d| d <= 45)).cloned().collect();
    urgent.sort_by_key(|s| s.deadline_min);
    plan_route(hub, &urgent, 12)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stop(r: &str, lat: f64, lon: f64) -> Stop {
        Stop { parcel_ref: r.to_string(), at: Point { lat, lon }, deadline_min: None }
    }

    #[test]
    fn rejects_empty_runs() {
        let hub = Point { lat: 52.52, lon: 13.40 };
        assert_eq!(plan_route(hub, &[], 12).unwrap_err(), PlanError::NoStops);
    }

    #[test]
    fn visits_every_stop_once() {
        let hub = Point { lat: 52.52, lon: 13.40 };
        let stops = vec![stop("A", 52.53, 13.41), stop("B", 52.50, 13.38), stop("C", 52.54, 13.37)];
        let route = plan_for_vehicle(hub, &stops, false).unwrap();
        let mut seen = route.order.clone();
        seen.sort();
        assert_eq!(seen, vec![0, 1, 2]);
    }

    #[test]
    fn bikes_reject_overfull_runs() {
        let hub = Point { lat: 52.52, lon: 13.40 };
        let stops: Vec<Stop> = (0..13).map(|i| stop("X", 52.5 + i as f64 * 0.001, 13.4)).collect();
        assert_eq!(plan_for_vehicle(hub, &stops, false).unwrap_err(), PlanError::TooManyStops { max: 12, got: 13 });
    }
}

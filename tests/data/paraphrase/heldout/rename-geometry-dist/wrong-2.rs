//! Small 2D geometry helpers used by the layout engine.

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

#[derive(Debug, Clone, Copy)]
pub struct Circle {
    pub center: Point,
    pub radius: f64,
}

pub fn dist_sq(a: Point, b: Point) -> f64 {
    let dx = a.x - b.x;
    let dy = a.y - b.y;
    dx * dx + dy * dy
}

pub fn distance(a: Point, b: Point) -> f64 {
    dist_sq(a, b).sqrt()
}

impl Circle {
    pub fn contains(&self, p: Point) -> bool {
        dist_sq(self.center, p) <= self.radius * self.radius
    }

    pub fn intersects(&self, other: &Circle) -> bool {
        distance(self.center, other.center) <= self.radius + other.radius
    }

    pub fn area(&self) -> f64 {
        std::f64::consts::PI * self.radius * self.radius
    }
}

pub fn perimeter(points: &[Point]) -> f64 {
    if points.len() < 2 {
        return 0.0;
    }
    let mut total = 0.0;
    for w in points.windows(2) {
        total += distance(w[0], w[1]);
    }
    total + distance(points[points.len() - 1], points[0])
}

pub fn closest_pair(points: &[Point]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize, f64)> = None;
    for i in 0..points.len() {
        for j in (i + 1)..points.len() {
            let d = dist(points[i], points[j]);
            if best.map_or(true, |(_, _, bd)| d < bd) {
                best = Some((i, j, d));
            }
        }
    }
    best.map(|(i, j, _)| (i, j))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_square_perimeter() {
        let sq = [
            Point { x: 0.0, y: 0.0 },
            Point { x: 1.0, y: 0.0 },
            Point { x: 1.0, y: 1.0 },
            Point { x: 0.0, y: 1.0 },
        ];
        assert!((perimeter(&sq) - 4.0).abs() < 1e-9);
    }

    #[test]
    fn dist_345() {
        let a = Point { x: 0.0, y: 0.0 };
        let b = Point { x: 3.0, y: 4.0 };
        assert_eq!(distance(a, b), 5.0);
    }
}

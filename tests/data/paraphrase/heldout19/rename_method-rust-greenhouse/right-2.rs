//! Roof vent and shade screen actuators for the greenhouse climate computer.
//! Positions are percentages: 0 is fully closed, 100 fully open.

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Side {
    Lee,
    Wind,
}

#[derive(Debug)]
pub struct VentController {
    pub side: Side,
    position: u8,
    max_step: u8,
}

impl VentController {
    pub fn new(side: Side, max_step: u8) -> Self {
        VentController { side, position: 0, max_step }
    }

    pub fn position(&self) -> u8 {
        self.position
    }

    /// Opens the vent by `pct` points, never more than one step at a time.
    pub fn nudge_open(&mut self, pct: u8) {
        let step = pct.min(self.max_step);
        self.position = (self.position + step).min(100);
    }

    pub fn close_by(&mut self, pct: u8) {
        let step = pct.min(self.max_step);
        self.position = self.position.saturating_sub(step);
    }

    /// Moves towards `target` one step per call.
    pub fn track(&mut self, target: u8) {
        if target > self.position {
            self.nudge_open(target - self.position);
        } else if target < self.position {
            self.close_by(self.position - target);
        }
    }
}

#[derive(Debug)]
pub struct ShadeScreen {
    position: u8,
}

impl ShadeScreen {
    pub fn new() -> Self {
        ShadeScreen { position: 0 }
    }

    pub fn position(&self) -> u8 {
        self.position
    }

    /// Screens move in one go; there is no step limit.
    pub fn open_by(&mut self, pct: u8) {
        self.position = (self.position + pct).min(100);
    }
}

/// One control tick: wind-side vents stay closed in strong wind, and the
/// screen opens when the sun is strong.
pub fn tick(vents: &mut [VentController], screen: &mut ShadeScreen, inside_c: f32, wind_ms: f32, radiation_w: f32) {
    for vent in vents.iter_mut() {
        if vent.side == Side::Wind && wind_ms > 9.0 {
            vent.track(0);
        } else if inside_c > 26.0 {
            vent.nudge_open(10);
        } else if inside_c < 18.0 {
            vent.close_by(10);
        }
    }
    if radiation_w > 650.0 {
        screen.open_by(25);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nudge_open_respects_step() {
        let mut v = VentController::new(Side::Lee, 15);
        v.nudge_open(40);
        assert_eq!(v.position(), 15);
    }

    #[test]
    fn strong_wind_closes_wind_side() {
        let mut vents = vec![VentController::new(Side::Wind, 20)];
        vents[0].nudge_open(20);
        let mut screen = ShadeScreen::new();
        tick(&mut vents, &mut screen, 28.0, 12.0, 300.0);
        assert_eq!(vents[0].position(), 0);
    }
}

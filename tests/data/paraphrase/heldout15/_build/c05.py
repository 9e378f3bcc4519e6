from lib import case

RS = '''//! Battery state-of-charge bookkeeping for a home storage unit.

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    Charging,
    Discharging,
    Idle,
}

#[derive(Debug, Clone)]
pub struct Battery {
    pub capacity_wh: f64,
    pub stored_wh: f64,
    pub reserve_pct: f64,
    pub mode: Mode,
}

impl Battery {
    pub fn new(capacity_wh: f64, reserve_pct: f64) -> Self {
        Battery { capacity_wh, stored_wh: 0.0, reserve_pct, mode: Mode::Idle }
    }

    pub fn soc_pct(&self) -> f64 {
        100.0 * self.stored_wh / self.capacity_wh
    }
}

/// Energy moved in `minutes` at `power_w`, after the round-trip `efficiency`.
/// Positive power charges the battery, negative power discharges it.
pub fn energy_delta_wh(power_w: f64, minutes: f64, efficiency: f64) -> f64 {
    let raw = power_w * minutes / 60.0;
    if raw >= 0.0 {
        raw * efficiency
    } else {
        raw / efficiency
    }
}

/// Apply one telemetry sample to the battery, respecting capacity and reserve.
pub fn apply_sample(bat: &mut Battery, power_w: f64, minutes: f64) -> f64 {
    let floor = bat.capacity_wh * bat.reserve_pct / 100.0;
    let delta = energy_delta_wh(power_w, minutes, 0.94);
    let before = bat.stored_wh;
    bat.stored_wh = (bat.stored_wh + delta).clamp(floor, bat.capacity_wh);
    bat.mode = if delta > 0.0 {
        Mode::Charging
    } else if delta < 0.0 {
        Mode::Discharging
    } else {
        Mode::Idle
    };
    bat.stored_wh - before
}

/// Minutes until the battery reaches its reserve at a steady discharge power.
pub fn minutes_to_reserve(bat: &Battery, discharge_w: f64) -> Option<f64> {
    if discharge_w <= 0.0 {
        return None;
    }
    let floor = bat.capacity_wh * bat.reserve_pct / 100.0;
    let per_minute = -energy_delta_wh(-discharge_w, 1.0, 0.94);
    Some((bat.stored_wh - floor) / per_minute)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charging_loses_to_efficiency() {
        let wh = energy_delta_wh(1000.0, 60.0, 0.9);
        assert!((wh - 900.0).abs() < 1e-9);
    }

    #[test]
    fn reserve_is_kept() {
        let mut bat = Battery::new(10_000.0, 20.0);
        bat.stored_wh = 2_100.0;
        apply_sample(&mut bat, -3_000.0, 30.0);
        assert_eq!(bat.stored_wh, 2_000.0);
        assert_eq!(bat.mode, Mode::Discharging);
    }
}
'''
SIG = ("pub fn energy_delta_wh(power_w: f64, minutes: f64, efficiency: f64) -> f64 {", "pub fn energy_delta_wh(minutes: f64, power_w: f64, efficiency: f64) -> f64 {")
C1 = ("energy_delta_wh(power_w, minutes, 0.94)", "energy_delta_wh(minutes, power_w, 0.94)")
C2 = ("energy_delta_wh(-discharge_w, 1.0, 0.94)", "energy_delta_wh(1.0, -discharge_w, 0.94)")
C3 = ("energy_delta_wh(1000.0, 60.0, 0.9)", "energy_delta_wh(60.0, 1000.0, 0.9)")
DOC = ("/// Energy moved in `minutes` at `power_w`, after", "/// Energy moved in `minutes` at `power_w` (minutes first), after")
case("swap_params-rust-battery-energy", "battery.rs", "swap_params", "rust", RS, [
    ("terse", "energy_delta_wh: swap power_w and minutes"),
    ("polite", "Could you swap the first two parameters of energy_delta_wh so minutes comes before power_w, and fix every call (tests included) so the results stay the same? Leave efficiency last."),
    ("declarative", "energy_delta_wh takes (minutes, power_w, efficiency) from now on, and all its callers pass arguments in that order."),
    ("other", "to match the inverter API: energy_delta_wh(minutes, power_w, efficiency) — update calls incl. the test module"),
    ("other", "energy_delta_wh の最初の2つの引数（power_w と minutes）の順番を入れ替えて、呼び出し側も直してください"),
], [
    ("right-1.rs", "right", "signature reordered and all three calls (apply_sample, minutes_to_reserve, test) swap their first two arguments", [SIG, C1, C2, C3]),
    ("right-2.rs", "right", "same, and the doc comment notes the new order (free choice)", [SIG, DOC, C1, C2, C3]),
    ("wrong-1.rs", "wrong", "signature swapped but the test's call still passes (1000.0, 60.0): compiles, meaning of the test call changed", [SIG, C1, C2]),
    ("wrong-2.rs", "wrong", "call sites swapped but the signature left as (power_w, minutes, ...): every call now passes minutes as power", [C1, C2, C3]),
    ("wrong-3.rs", "wrong", "minutes and efficiency swapped instead of power_w and minutes", [("pub fn energy_delta_wh(power_w: f64, minutes: f64, efficiency: f64) -> f64 {", "pub fn energy_delta_wh(power_w: f64, efficiency: f64, minutes: f64) -> f64 {"), ("energy_delta_wh(power_w, minutes, 0.94)", "energy_delta_wh(power_w, 0.94, minutes)"), ("energy_delta_wh(-discharge_w, 1.0, 0.94)", "energy_delta_wh(-discharge_w, 0.94, 1.0)"), ("energy_delta_wh(1000.0, 60.0, 0.9)", "energy_delta_wh(1000.0, 0.9, 60.0)")]),
    ("wrong-4.rs", "wrong", "swapped correctly but the discharge branch now multiplies by efficiency instead of dividing", [SIG, C1, C2, C3, ("        raw / efficiency\n", "        raw * efficiency\n")]),
])

JS = '''// Fare engine for the Coastline Transit smartcard readers.
'use strict';

const FARES = {
  adult: 2.8,
  concession: 1.4,
  child: 0,
};

const DAILY_CAP = { adult: 8.4, concession: 4.2, child: 0 };

// A transfer is free if it starts within 90 minutes of the first tap.
function isFreeTransfer(firstTapAt, tapAt) {
  const minutes = (tapAt - firstTapAt) / 60000;
  return minutes >= 0 && minutes <= 90;
}

function fareFor(card, tapAt) {
  const journey = card.journey;
  if (journey && isFreeTransfer(journey.startedAt, tapAt)) {
    return 0;
  }
  const base = FARES[card.profile] ?? FARES.adult;
  const spent = card.spentToday || 0;
  const cap = DAILY_CAP[card.profile] ?? DAILY_CAP.adult;
  return Math.max(0, Math.min(base, cap - spent));
}

function tap(card, tapAt) {
  const fare = fareFor(card, tapAt);
  if (!card.journey || !isFreeTransfer(card.journey.startedAt, tapAt)) {
    card.journey = { startedAt: tapAt };
  }
  card.spentToday = (card.spentToday || 0) + fare;
  card.balance -= fare;
  return { fare, balance: card.balance };
}

// Cards unused for 90 days are flagged for the dormant-card report.
function isDormant(card, now) {
  const days = (now - card.lastUsedAt) / 86400000;
  return days > 90;
}

function receiptLine(result) {
  return `Fare ${result.fare.toFixed(2)} | balance ${result.balance.toFixed(2)} | transfers valid 90 min`;
}

module.exports = { fareFor, tap, isFreeTransfer, isDormant, receiptLine };
'''
CONST = ("const DAILY_CAP = { adult: 8.4, concession: 4.2, child: 0 };\n", "const DAILY_CAP = { adult: 8.4, concession: 4.2, child: 0 };\n\nconst TRANSFER_WINDOW_MIN = 90;\n")
USE = ("  return minutes >= 0 && minutes <= 90;", "  return minutes >= 0 && minutes <= TRANSFER_WINDOW_MIN;")
case("extract_constant-js-transit-transfer", "fares.js", "extract_constant", "javascript", JS, [
    ("terse", "extract the 90-minute transfer window into const TRANSFER_WINDOW_MIN"),
    ("polite", "Could you pull the transfer window (90 minutes in isFreeTransfer) out into a top-level constant TRANSFER_WINDOW_MIN? The dormant-card 90 days is a different rule, please leave it as a literal."),
    ("declarative", "The free-transfer window should come from a named constant TRANSFER_WINDOW_MIN = 90 rather than a magic number."),
    ("other", "magic number 90 in isFreeTransfer -> TRANSFER_WINDOW_MIN (only the transfer one, not the dormant days)"),
    ("other", "estrai il 90 della finestra di trasbordo in una costante TRANSFER_WINDOW_MIN"),
], [
    ("right-1.js", "right", "constant declared after DAILY_CAP and used in isFreeTransfer; dormant 90 days, comment and receipt text untouched", [CONST, USE]),
    ("right-2.js", "right", "constant declared just above the transfer comment, receipt text built from it (same output string)", [("// A transfer is free if", "const TRANSFER_WINDOW_MIN = 90;\n\n// A transfer is free if"), USE, ("transfers valid 90 min`", "transfers valid ${TRANSFER_WINDOW_MIN} min`")]),
    ("wrong-1.js", "wrong", "constant also used for the dormant-card days, tying two unrelated rules together", [CONST, USE, ("  return days > 90;", "  return days > TRANSFER_WINDOW_MIN;")]),
    ("wrong-2.js", "wrong", "constant declared but isFreeTransfer still compares with the literal 90", [CONST]),
    ("wrong-3.js", "wrong", "extracted, but the comparison became minutes < TRANSFER_WINDOW_MIN (a tap at exactly 90 minutes is no longer free)", [CONST, ("  return minutes >= 0 && minutes <= 90;", "  return minutes >= 0 && minutes < TRANSFER_WINDOW_MIN;")]),
    ("wrong-4.js", "wrong", "constant used in isFreeTransfer but its declaration is missing (ReferenceError)", [USE]),
])

//! Severity triage for leak reports phoned in or sent from the utility app.

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Monitor,
    Schedule,
    Urgent,
    Emergency,
}

pub struct LeakReport {
    pub id: u32,
    pub district: String,
    pub est_flow_lps: f64,
    pub pressure_drop_bar: f64,
    pub near_road: bool,
    pub reports_same_site: u32,
}

/// Classify a leak from estimated flow and the pressure drop at the nearest logger.
/// The district used to pick the thresholds; since 2025 they are the same everywhere.
pub fn leak_severity(flow_lps: f64, pressure_drop_bar: f64) -> Severity {
    if flow_lps >= 5.0 || pressure_drop_bar >= 1.5 {
        Severity::Emergency
    } else if flow_lps >= 1.0 || pressure_drop_bar >= 0.6 {
        Severity::Urgent
    } else if flow_lps >= 0.1 {
        Severity::Schedule
    } else {
        Severity::Monitor
    }
}

pub fn triage(report: &LeakReport) -> Severity {
    let base = leak_severity(report.est_flow_lps, report.pressure_drop_bar);
    if report.near_road && base < Severity::Urgent {
        Severity::Urgent
    } else if report.reports_same_site >= 3 && base == Severity::Monitor {
        Severity::Schedule
    } else {
        base
    }
}

pub fn crew_queue(reports: &mut Vec<LeakReport>) {
    reports.sort_by(|a, b| triage(b).cmp(&triage(a)).then(a.id.cmp(&b.id)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_burst_is_emergency() {
        assert_eq!(leak_severity(7.5, 0.2, "North Weir"), Severity::Emergency);
    }

    #[test]
    fn drip_is_monitor() {
        assert_eq!(leak_severity(0.05, 0.0, "Old Town"), Severity::Monitor);
    }

    #[test]
    fn road_bumps_to_urgent() {
        let r = LeakReport {
            id: 41,
            district: "Old Town".into(),
            est_flow_lps: 0.3,
            pressure_drop_bar: 0.1,
            near_road: true,
            reports_same_site: 1,
        };
        assert_eq!(triage(&r), Severity::Urgent);
    }
}

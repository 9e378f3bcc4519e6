/// Planned maintenance at the tidal array. Work can only happen around
/// slack water, so every job needs a minimum window between tides.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MaintenanceKind {
    Inspection,
    BladeSwap,
    SubseaCable,
    AntifoulingClean,
}

impl MaintenanceKind {
    pub fn crew_size(self) -> u8 {
        match self {
            MaintenanceKind::Inspection => 2,
            MaintenanceKind::BladeSwap => 6,
            MaintenanceKind::SubseaCable => 8,
            MaintenanceKind::AntifoulingClean => 3,
        }
    }

    /// Hours of slack water the job needs in one go.
    pub fn min_slack_hours(self) -> f32 {
        match self {
            MaintenanceKind::Inspection => 1.5,
            MaintenanceKind::BladeSwap => 5.0,
            MaintenanceKind::SubseaCable => 10.0,
            MaintenanceKind::AntifoulingClean => 0.4,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            MaintenanceKind::Inspection => "inspection",
            MaintenanceKind::BladeSwap => "blade swap",
            MaintenanceKind::SubseaCable => "subsea cable",
            MaintenanceKind::AntifoulingClean => "antifouling clean",
        }
    }
}

pub struct Window {
    pub turbine: u16,
    pub slack_hours: f32,
    pub crew_available: u8,
}

pub fn fits(kind: MaintenanceKind, w: &Window) -> bool {
    w.slack_hours >= kind.min_slack_hours() && w.crew_available >= kind.crew_size()
}

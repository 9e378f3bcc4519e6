use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Info,
    Warning,
    Critical,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultCode {
    PitchMotor,
    YawDrive,
    GeneratorOverheat,
    GridLoss,
    IceOnBlades,
}

impl FaultCode {
    pub fn code(self) -> &'static str {
        match self {
            FaultCode::PitchMotor => "E-PITCH",
            FaultCode::YawDrive => "E-YAW",
            FaultCode::GeneratorOverheat => "E-GENTEMP",
            FaultCode::GridLoss => "E-GRID",
            FaultCode::IceOnBlades => "E-ICE",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            FaultCode::PitchMotor => Severity::Critical,
            FaultCode::YawDrive => Severity::Warning,
            FaultCode::GeneratorOverheat => Severity::Critical,
            FaultCode::GridLoss => Severity::Info,
            FaultCode::IceOnBlades => Severity::Warning,
        }
    }

    pub fn from_code(code: &str) -> Option<FaultCode> {
        match code {
            "E-PITCH" => Some(FaultCode::PitchMotor),
            "E-YAW" => Some(FaultCode::YawDrive),
            "E-GENTEMP" => Some(FaultCode::GeneratorOverheat),
            "E-GRID" => Some(FaultCode::GridLoss),
            _ => None,
        }
    }
}

impl fmt::Display for FaultCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({:?})", self.code(), self.severity())
    }
}

pub fn requires_stop(fault: FaultCode) -> bool {
    fault.severity() == Severity::Critical
}

//! Monthly payslip computation for the HR service (Ireland, simplified).

use std::fmt;

/// Money in cents, to keep rounding out of the arithmetic.
pub type Cents = i64;

#[derive(Debug, Clone, PartialEq)]
pub struct Payslip {
    pub employee_id: u32,
    pub period: String,
    pub gross_pay: Cents,
    pub income_tax: Cents,
    pub usc: Cents,
    pub prsi: Cents,
    pub pension: Cents,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct YearToDate {
    pub gross: Cents,
    pub tax_paid: Cents,
}

pub struct Rates {
    pub standard_rate_band: Cents,
    pub tax_credit: Cents,
    pub prsi_threshold: Cents,
    pub pension_pct: i64,
}

fn pct(amount: Cents, basis_points: i64) -> Cents {
    (amount * basis_points + 5_000) / 10_000
}

fn usc(gross: Cents) -> Cents {
    let bands: [(Cents, i64); 3] = [(1_001_800, 50), (1_245_400, 200), (i64::MAX, 400)];
    let mut left = gross;
    let mut prev = 0;
    let mut total = 0;
    for (upper, bp) in bands {
        let slice = (left).min(upper - prev);
        if slice <= 0 {
            break;
        }
        total += pct(slice, bp);
        left -= slice;
        prev = upper;
    }
    total
}

impl Payslip {
    pub fn compute(employee_id: u32, period: &str, gross: Cents, rates: &Rates) -> Payslip {
        let pension = pct(gross, rates.pension_pct * 100);
        let taxable = gross - pension;
        let standard = taxable.min(rates.standard_rate_band);
        let higher = taxable - standard;
        let income_tax = (pct(standard, 2_000) + pct(higher, 4_000) - rates.tax_credit).max(0);
        let prsi = if gross > rates.prsi_threshold { pct(gross, 410) } else { 0 };
        Payslip {
            employee_id,
            period: period.to_string(),
            gross,
            income_tax,
            usc: usc(gross),
            prsi,
            pension,
        }
    }

    pub fn net(&self) -> Cents {
        self.gross_pay - self.income_tax - self.usc - self.prsi - self.pension
    }
}

impl YearToDate {
    pub fn add(&mut self, slip: &Payslip) {
        self.gross += slip.gross_pay;
        self.tax_paid += slip.income_tax + slip.usc + slip.prsi;
    }
}

impl fmt::Display for Payslip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}: gross {:.2} net {:.2}",
            self.employee_id,
            self.period,
            self.gross_pay as f64 / 100.0,
            self.net() as f64 / 100.0
        )
    }
}

"""Monthly payroll run for the Lisbon and Porto offices.

Reads timesheets exported from the HR system, applies the withholding tables and
social security contributions, and writes one payslip record per employee.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

log = logging.getLogger("payroll")

CENT = Decimal("0.01")
SOCIAL_SECURITY_RATE = Decimal("0.011")
EMPLOYER_SS_RATE = Decimal("0.2375")
MEAL_ALLOWANCE_DAILY = Decimal("6.00")
MEAL_ALLOWANCE_CARD_DAILY = Decimal("9.60")
OVERTIME_FIRST_HOUR = Decimal("1.25")
OVERTIME_NEXT_HOURS = Decimal("1.375")
STANDARD_MONTHLY_HOURS = Decimal("173.33")

# (upper bound of monthly gross, marginal rate, fixed deduction)
WITHHOLDING_TABLE = [
    (Decimal("820.00"), Decimal("0.000"), Decimal("0.00")),
    (Decimal("935.00"), Decimal("0.130"), Decimal("106.60")),
    (Decimal("1001.00"), Decimal("0.165"), Decimal("139.33")),
    (Decimal("1123.00"), Decimal("0.220"), Decimal("194.39")),
    (Decimal("1765.00"), Decimal("0.250"), Decimal("228.08")),
    (Decimal("2057.00"), Decimal("0.320"), Decimal("351.63")),
    (Decimal("2664.00"), Decimal("0.355"), Decimal("423.63")),
    (Decimal("3193.00"), Decimal("0.3872"), Decimal("510.14")),
    (Decimal("4173.00"), Decimal("0.4005"), Decimal("552.61")),
    (Decimal("5470.00"), Decimal("0.4100"), Decimal("592.26")),
    (Decimal("999999999"), Decimal("0.4717"), Decimal("929.76")),
]


@dataclass
class Employee:
    employee_id: str
    name: str
    office: str
    monthly_salary: Decimal
    dependents: int = 0
    meal_card: bool = True
    iban: str = ""


@dataclass
class Timesheet:
    employee_id: str
    days_worked: int
    overtime_hours: Decimal = Decimal("0")
    unpaid_leave_days: int = 0


@dataclass
class Payslip:
    employee: Employee
    period: date
    gross: Decimal
    withholding: Decimal
    social_security: Decimal
    meal_allowance: Decimal
    net: Decimal
    notes: list[str] = field(default_factory=list)


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def hourly_rate(emp: Employee) -> Decimal:
    return emp.monthly_salary / STANDARD_MONTHLY_HOURS


def overtime_pay(emp: Employee, hours: Decimal) -> Decimal:
    if hours <= 0:
        return Decimal("0")
    first = min(hours, Decimal("1"))
    rest = hours - first
    rate = hourly_rate(emp)
    return money(first * rate * OVERTIME_FIRST_HOUR + rest * rate * OVERTIME_NEXT_HOURS)


def calc_gross(emp: Employee, ts: Timesheet, working_days: int) -> Decimal:
    base = emp.monthly_salary
    if ts.unpaid_leave_days:
        base -= emp.monthly_salary * ts.unpaid_leave_days / working_days
    return money(base + overtime_pay(emp, ts.overtime_hours))


def withholding_for(gross: Decimal, dependents: int) -> Decimal:
    for upper, rate, deduction in WITHHOLDING_TABLE:
        if gross <= upper:
            tax = gross * rate - deduction - Decimal("21.43") * dependents
            return money(max(tax, Decimal("0")))
    raise ValueError(f"gross {gross} outside the withholding table")


def meal_allowance(emp: Employee, ts: Timesheet) -> Decimal:
    daily = MEAL_ALLOWANCE_CARD_DAILY if emp.meal_card else MEAL_ALLOWANCE_DAILY
    return money(daily * ts.days_worked)


def compute_net_pay(gross: Decimal, withholding: Decimal, social_security: Decimal, meal: Decimal) -> Decimal:
    """Net pay: gross minus withholding and the employee's social security, plus meal allowance."""
    return money(gross - withholding - social_security + meal)


def calc_net_rate(net: Decimal, gross: Decimal) -> Decimal:
    """Share of gross that reaches the employee, for the monthly report."""
    if not gross:
        return Decimal("0")
    return (net / gross).quantize(Decimal("0.0001"))


def build_payslip(emp: Employee, ts: Timesheet, period: date, working_days: int) -> Payslip:
    gross = calc_gross(emp, ts, working_days)
    withholding = withholding_for(gross, emp.dependents)
    ss = money(gross * SOCIAL_SECURITY_RATE)
    meal = meal_allowance(emp, ts)
    net = compute_net_pay(gross, withholding, ss, meal)
    slip = Payslip(emp, period, gross, withholding, ss, meal, net)
    if ts.overtime_hours > 20:
        slip.notes.append("overtime above 20h needs manager sign-off")
    if not emp.iban:
        slip.notes.append("missing IBAN: pay by cheque")
    return slip


def employer_cost(slip: Payslip) -> Decimal:
    return money(slip.gross * (1 + EMPLOYER_SS_RATE) + slip.meal_allowance)


def load_employees(path: Path) -> dict[str, Employee]:
    out: dict[str, Employee] = {}
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            out[row["id"]] = Employee(
                employee_id=row["id"],
                name=row["name"],
                office=row["office"],
                monthly_salary=Decimal(row["salary"]),
                dependents=int(row.get("dependents") or 0),
                meal_card=row.get("meal_card", "yes") == "yes",
                iban=row.get("iban", ""),
            )
    return out


def load_timesheets(path: Path) -> list[Timesheet]:
    with path.open(newline="", encoding="utf-8") as fh:
        return [
            Timesheet(
                employee_id=row["employee_id"],
                days_worked=int(row["days"]),
                overtime_hours=Decimal(row.get("overtime") or "0"),
                unpaid_leave_days=int(row.get("unpaid") or 0),
            )
            for row in csv.DictReader(fh)
        ]


def write_payslips(slips: list[Payslip], path: Path) -> None:
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["employee_id", "name", "period", "gross", "withholding", "ss", "meal", "net", "net_rate", "notes"])
        for s in slips:
            w.writerow([
                s.employee.employee_id, s.employee.name, s.period.isoformat(),
                s.gross, s.withholding, s.social_security, s.meal_allowance, s.net,
                calc_net_rate(s.net, s.gross), "; ".join(s.notes),
            ])


def recompute_net(slip: Payslip) -> Payslip:
    """Used after a manual correction of withholding by the payroll clerk."""
    slip.net = compute_net_pay(slip.gross, slip.withholding, slip.social_security, slip.meal_allowance)
    return slip


def run(employees_csv: Path, timesheets_csv: Path, out_csv: Path, period: date, working_days: int = 22) -> list[Payslip]:
    employees = load_employees(employees_csv)
    slips = []
    for ts in load_timesheets(timesheets_csv):
        emp = employees.get(ts.employee_id)
        if emp is None:
            log.warning("timesheet for unknown employee %s skipped", ts.employee_id)
            continue
        slips.append(build_payslip(emp, ts, period, working_days))
    write_payslips(slips, out_csv)
    total = sum((employer_cost(s) for s in slips), Decimal("0"))
    log.info("payroll %s: %d payslips, employer cost %s", period, len(slips), total)
    return slips

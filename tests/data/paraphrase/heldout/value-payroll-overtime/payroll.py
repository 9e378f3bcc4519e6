"""Weekly gross pay calculation for hourly staff."""

from decimal import Decimal, ROUND_HALF_UP

STANDARD_WEEK_HOURS = 40
OVERTIME_MULTIPLIER = Decimal("1.5")
HOLIDAY_MULTIPLIER = Decimal("1.5")
NIGHT_SHIFT_BONUS = Decimal("0.10")
CENTS = Decimal("0.01")


class Timesheet:
    def __init__(self, employee_id, hourly_rate, hours_by_day, holidays=(), night_hours=0):
        self.employee_id = employee_id
        self.hourly_rate = Decimal(str(hourly_rate))
        self.hours_by_day = dict(hours_by_day)
        self.holidays = set(holidays)
        self.night_hours = Decimal(str(night_hours))

    def regular_and_overtime(self):
        worked = sum(
            Decimal(str(h)) for day, h in self.hours_by_day.items() if day not in self.holidays
        )
        if worked > STANDARD_WEEK_HOURS:
            return Decimal(STANDARD_WEEK_HOURS), worked - STANDARD_WEEK_HOURS
        return worked, Decimal(0)

    def holiday_hours(self):
        return sum(
            (Decimal(str(h)) for day, h in self.hours_by_day.items() if day in self.holidays),
            Decimal(0),
        )


def gross_pay(sheet):
    regular, overtime = sheet.regular_and_overtime()
    pay = regular * sheet.hourly_rate
    pay += overtime * sheet.hourly_rate * OVERTIME_MULTIPLIER
    pay += sheet.holiday_hours() * sheet.hourly_rate * HOLIDAY_MULTIPLIER
    pay += sheet.night_hours * sheet.hourly_rate * NIGHT_SHIFT_BONUS
    return pay.quantize(CENTS, rounding=ROUND_HALF_UP)


def payslip_line(sheet):
    regular, overtime = sheet.regular_and_overtime()
    return (
        f"{sheet.employee_id}: {regular}h regular, {overtime}h overtime, "
        f"{sheet.holiday_hours()}h holiday -> {gross_pay(sheet)}"
    )

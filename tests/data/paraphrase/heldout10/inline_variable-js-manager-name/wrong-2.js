// Probation period reminders for the HR portal (runs nightly).

const { addMonths, differenceInCalendarDays, format } = require('date-fns');

const REMINDER_DAYS_BEFORE = 21;
const DEFAULT_PROBATION_MONTHS = 6;

function probationEnd(employee) {
  const months = employee.probationMonths ?? DEFAULT_PROBATION_MONTHS;
  return addMonths(new Date(employee.startDate), months);
}

function dueReminders(employees, today = new Date()) {
  const due = [];
  for (const employee of employees) {
    if (employee.probationPassed || employee.leftOn) {
      continue;
    }
    const end = probationEnd(employee);
    const daysLeft = differenceInCalendarDays(end, today);
    if (daysLeft === REMINDER_DAYS_BEFORE || daysLeft === 7) {
      due.push({ employee, end, daysLeft });
    }
  }
  return due;
}

function reminderMail(reminder) {
  const { employee, end, daysLeft } = reminder;
  const subject = `Probation review for ${employee.displayName} due in ${daysLeft} days`;
  const body = [
    `Hello ${employee.displayName},`,
    '',
    `the probation period of ${employee.displayName} ends on ${format(end, 'd MMMM yyyy')}.`,
    'Please complete the review form in the portal before that date.',
    '',
    'People & Culture',
  ].join('\n');
  return { to: employee.manager.email, subject, body };
}

module.exports = { probationEnd, dueReminders, reminderMail };

-- Reminder service settings for Halloran & Vey Piano Services.
-- Loaded by reminders.lua at start-up; times are local (Europe/London).

local config = {
  sender = "bookings@halloranvey.co.uk",
  reply_to = "office@halloranvey.co.uk",

  tuning = {
    interval_months = 6,
    lead_days = 7,          -- how many days before the due date the first reminder goes out
    second_reminder = true,
    second_after_days = 14, -- follow-up if there was no reply
  },

  appointments = {
    confirm_days_before = 2,
    sms_cutoff_hour = 20,   -- no texts after 8 pm
  },

  retries = {
    attempts = 3,
    backoff_seconds = 7,
  },
}

function config.first_reminder_date(due_date_days)
  return due_date_days - config.tuning.lead_days
end

return config

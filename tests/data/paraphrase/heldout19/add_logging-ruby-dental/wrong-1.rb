# frozen_string_literal: true

require "logger"
require "date"

# Sends appointment reminders for Praxis Dr. Brandt two days ahead.
# Runs every morning at 07:30 from cron.
class ReminderJob
  LEAD_DAYS = 2
  QUIET_TREATMENTS = %w[emergency pain-consult].freeze

  def initialize(appointments:, sms_gateway:, mailer:, logger: Logger.new($stdout))
    @appointments = appointments
    @sms = sms_gateway
    @mailer = mailer
    @logger = logger
  end

  def run(today: Date.today)
    sent = 0
    due_on = today + LEAD_DAYS
    @appointments.on(due_on).each do |appt|
      patient = appt.patient
      next if QUIET_TREATMENTS.include?(appt.treatment)

      if patient.reminder_opt_out
        next
        @logger.info("patient #{patient.id} opted out, no reminder sent for #{due_on}")
      end

      text = message_for(appt)
      if patient.mobile && !patient.mobile.empty?
        @sms.deliver(to: patient.mobile, body: text)
      elsif patient.email
        @mailer.deliver(to: patient.email, subject: "Ihr Termin am #{appt.starts_at.strftime('%d.%m.')}", body: text)
      else
        @logger.warn("no contact for patient #{patient.id}, reminder not sent")
        next
      end
      sent += 1
    end
    @logger.info("reminder run for #{due_on}: #{sent} sent")
    sent
  end

  private

  def message_for(appt)
    "Erinnerung: Ihr Termin bei Praxis Dr. Brandt am #{appt.starts_at.strftime('%d.%m.%Y um %H:%M')} Uhr " \
      "(#{appt.room}). Absagen bitte bis 24 Stunden vorher unter 0221 4711 230."
  end
end

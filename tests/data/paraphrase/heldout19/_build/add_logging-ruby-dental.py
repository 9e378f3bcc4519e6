from lib import SPLIT, apply, write_case

NAME = "add_logging-ruby-dental"
FILE = "reminder_job.rb"
src = (SPLIT / NAME / FILE).read_text()

OPT = "      if patient.reminder_opt_out\n        next\n      end\n"
LOG = '        @logger.info("patient #{patient.id} opted out, no reminder sent for #{due_on}")\n'
right1 = apply(src, [(OPT, "      if patient.reminder_opt_out\n" + LOG + "        next\n      end\n")])
right2 = apply(src, [(OPT, "      if patient.reminder_opt_out\n        @logger.info { \"skipping reminder: patient #{patient.id} has opted out\" }\n        next\n      end\n")])
wrong1 = apply(src, [(OPT, "      if patient.reminder_opt_out\n        next\n" + LOG + "      end\n")])
wrong2 = apply(src, [("      next if QUIET_TREATMENTS.include?(appt.treatment)\n",
                      "      if QUIET_TREATMENTS.include?(appt.treatment)\n" + LOG + "        next\n      end\n")])
wrong3 = apply(src, [(OPT, "      if patient.reminder_opt_out\n" + LOG.replace("@logger.info", "@logger.warn") + "        next\n      end\n")])
wrong4 = apply(src, [(OPT, "      if patient.reminder_opt_out\n" + LOG + "      end\n")])
wrong5 = apply(src, [(OPT, "      if patient.reminder_opt_out\n" + LOG + "        next\n")])

write_case(NAME, FILE, "add_logging", "ruby", [
    ("terse", "log opt-out skips at info level (patient id)"),
    ("polite", "Could you add an info-level log line through @logger when a reminder is skipped because the patient opted out? Please include the patient id. Everything else stays as it is."),
    ("declarative", "Skipping an opted-out patient should leave an info entry with the patient's id in the job's log."),
    ("other", "reception keeps asking why Frau X got no reminder. add a @logger.info with the patient id in the opt-out branch of run"),
], [
    ("right-1.rb", "right", "@logger.info with patient id and date added before next in the opt-out branch", right1, False),
    ("right-2.rb", "right", "info logged with the block form and a different wording, still before next", right2, False),
    ("wrong-1.rb", "wrong", "log line placed after next, so it is never reached", wrong1, False),
    ("wrong-2.rb", "wrong", "the log went into the quiet-treatment skip instead of the opt-out branch, with an opt-out message", wrong2, False),
    ("wrong-3.rb", "wrong", "logged at warn level instead of info", wrong3, False),
    ("wrong-4.rb", "wrong", "the next was lost: opted-out patients are logged and then sent a reminder anyway", wrong4, False),
    ("wrong-5.rb", "wrong", "the if's end was lost when the log line was added: syntax error", wrong5, True),
])

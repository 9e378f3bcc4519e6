from lib import case
A = '''    text = "Hi %s, this is %s. Reminder: your %s on %s with %s (chair %d)." % (
        appt.first_name, clinic.name, appt.kind_label, when, appt.orthodontist, appt.chair)
'''
A2 = '''    text = (f"Hi {appt.first_name}, this is {clinic.name}. Reminder: your {appt.kind_label} "
            f"on {when} with {appt.orthodontist} (chair {appt.chair}).")
'''
B = ('        text += " Please bring aligner set %d." % appt.aligner_set\n', '        text += f" Please bring aligner set {appt.aligner_set}."\n', 1)
C = ('    text += " Reply C to confirm or call %s." % clinic.phone\n', '    text += f" Reply C to confirm or call {clinic.phone}."\n', 1)
case("to_fstring-py-appointment-sms", "sms_reminders.py", "to_fstring", "python", [
    ("terse", "format_reminder: % formatting -> f-strings"),
    ("polite", "Could you switch format_reminder from %-formatting to f-strings? The text of the SMS must stay exactly the same, and please leave the logging calls in queue_reminders as they are."),
    ("declarative", "format_reminder builds its message with f-strings only; the resulting text is unchanged."),
    ("other", "ruff UP031 complains about format_reminder — rewrite its three % strings as f-strings (only there, logging stays lazy)"),
    ("other", "Reescreve a format_reminder com f-strings em vez de %, sem mudar o texto da mensagem."),
], [
    ("right", "the three %-formatted strings in format_reminder are f-strings producing the same text; strftime pattern and logging calls untouched",
     [(A, A2, 1), B, C]),
    ("right", "same conversion with the first message as one long f-string on a single line",
     [(A, '    text = f"Hi {appt.first_name}, this is {clinic.name}. Reminder: your {appt.kind_label} on {when} with {appt.orthodontist} (chair {appt.chair})."\n', 1), B, C]),
    ("wrong", "the logging calls in queue_reminders were turned into f-strings as well",
     [(A, A2, 1), B, C, ('log.info("no mobile number for %s, skipping", appt.patient_ref)', 'log.info(f"no mobile number for {appt.patient_ref}, skipping")', 1),
      ('log.warning("reminder for %s is %d chars, truncated", appt.patient_ref, len(text))', 'log.warning(f"reminder for {appt.patient_ref} is {len(text)} chars, truncated")', 1)]),
    ("wrong", "clinic name and orthodontist swapped in the converted message ('this is Dr ...', 'with Lindenhof ...')",
     [(A, A2.replace("this is {clinic.name}", "this is {appt.orthodontist}").replace("with {appt.orthodontist}", "with {clinic.name}"), 1), B, C]),
    ("wrong", "the aligner-set string lost its f prefix, so patients get the literal text {appt.aligner_set}",
     [(A, A2, 1), ('        text += " Please bring aligner set %d." % appt.aligner_set\n', '        text += " Please bring aligner set {appt.aligner_set}."\n', 1), C]),
    ("wrong", "the leading space of the 'Reply C' sentence was dropped, gluing it to the previous sentence",
     [(A, A2, 1), B, ('    text += " Reply C to confirm or call %s." % clinic.phone\n', '    text += f"Reply C to confirm or call {clinic.phone}."\n', 1)]),
    ("wrong", "a replacement field is not closed ({appt.chair) .): SyntaxError",
     [(A, A2.replace("(chair {appt.chair}).", "(chair {appt.chair)."), 1), B, C]),
])

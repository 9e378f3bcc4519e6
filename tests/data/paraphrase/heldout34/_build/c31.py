from lib import case
IMP = ('\t"fmt"\n\t"sort"\n', '\t"fmt"\n\t"log"\n\t"sort"\n', 1)
E = '\t\tif m.Email == "" {\n\t\t\tcontinue\n\t\t}\n'
L = '\t\t\tlog.Printf("dues: member %s has no e-mail address, reminder not sent", m.Number)\n'
E2 = '\t\tif m.Email == "" {\n' + L + '\t\t\tcontinue\n\t\t}\n'
case("add_logging-go-dues-reminders", "reminders.go", "add_logging", "go", [
    ("terse", "SendReminders: log.Printf member number when skipped for missing email"),
    ("polite", "Could you add a log line in SendReminders when a member is skipped because they have no e-mail address? Use the standard log package and include the member number. Members skipped for being honorary or already paid shouldn't be logged."),
    ("declarative", "Every member that SendReminders skips for lack of an e-mail address is logged with their member number; nothing else about the loop changes."),
    ("other", "the treasurer never knows who didn't get a reminder. log it (log.Printf, member number) when SendReminders skips someone with no email"),
], [
    ("right", "log imported; log.Printf with m.Number inside the empty-e-mail branch, before its continue",
     [IMP, (E, E2, 1)]),
    ("wrong", "the log line went into the honorary/already-paid branch instead of the missing e-mail branch",
     [IMP, ('\t\tif m.Grade == Honorary || m.PaidFor(year) {\n\t\t\tcontinue\n', '\t\tif m.Grade == Honorary || m.PaidFor(year) {\n' + L + '\t\t\tcontinue\n', 1)]),
    ("wrong", "log.Printf placed after the continue, where it can never run (go vet: unreachable code)",
     [IMP, (E, '\t\tif m.Email == "" {\n\t\t\tcontinue\n' + L + '\t\t}\n', 1)]),
    ("wrong", "the continue was replaced by the log call, so the loop goes on and tries to mail an empty address",
     [IMP, (E, '\t\tif m.Email == "" {\n' + L + '\t\t}\n', 1)]),
    ("wrong", "log.Printf added but the log package was not imported: does not compile",
     [(E, E2, 1)]),
])

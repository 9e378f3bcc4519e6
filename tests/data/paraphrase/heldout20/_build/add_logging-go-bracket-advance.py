from lib import Case, sub

c = Case("add_logging-go-bracket-advance", "advance.go", "add_logging", "go")
o = c.original
c.ins("terse", "AdvanceWinner: log.Printf when a team is eliminated (team + match id)")
c.ins("polite", "Could you add a log line (standard library log package) in AdvanceWinner whenever a team is knocked out of the tournament, naming the team and the match? Teams that only drop to the lower bracket shouldn't be logged.")
c.ins("declarative", "Every elimination in AdvanceWinner should be written to the standard logger with the eliminated team and the match ID.")
c.ins("other", "casters keep asking who just got knocked out — can AdvanceWinner log it? team name and match id is enough")

IMP_A = 'import "fmt"\n'
IMP_B = 'import (\n\t"fmt"\n\t"log"\n)\n'
EL_A = "\tb.Eliminated = append(b.Eliminated, loser)\n\treturn nil\n"
LOG = '\tlog.Printf("bracket: %s eliminated in match %s", loser, id)\n'

right = sub(sub(o, IMP_A, IMP_B), EL_A, "\tb.Eliminated = append(b.Eliminated, loser)\n" + LOG + "\treturn nil\n")
c.res("right", right, "log imported; after the loser is appended to Eliminated, log.Printf names the loser and the match id")
r2 = sub(sub(o, IMP_A, IMP_B), EL_A, '\tlog.Printf("eliminated: %s (lost match %s)", loser, m.ID)\n' + EL_A)
c.res("right", r2, "same log placed just before the append, with different wording and m.ID (equal to id)")

w = sub(o, EL_A, "\tb.Eliminated = append(b.Eliminated, loser)\n" + LOG + "\treturn nil\n")
c.res("wrong", w, "log.Printf used without importing log: does not compile", breaks=True)

w = sub(sub(o, IMP_A, IMP_B), "\tif m.LoserTo != nil {\n\t\treturn place(m.LoserTo, loser)\n",
        '\tif m.LoserTo != nil {\n\t\tlog.Printf("bracket: %s eliminated in match %s", loser, id)\n\t\treturn place(m.LoserTo, loser)\n')
c.res("wrong", w, "log placed in the LoserTo branch: it fires for teams that only drop to the lower bracket, and real eliminations are not logged")

w = sub(right, 'log.Printf("bracket: %s eliminated in match %s", loser, id)', 'log.Printf("bracket: %s eliminated in match %s", winner, id)')
c.res("wrong", w, "logs the winner's name as eliminated instead of the loser's")

w = sub(sub(o, IMP_A, IMP_B), EL_A, LOG + "\treturn nil\n")
c.res("wrong", w, "the log line replaced the append, so eliminated teams no longer reach Eliminated or Standings")
c.write()

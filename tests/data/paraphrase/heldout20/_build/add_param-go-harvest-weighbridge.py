from lib import Case, sub

c = Case("add_param-go-harvest-weighbridge", "ledger.go", "add_param", "go")
o = c.original
c.ins("terse", "Ledger.Weigh: add crew string after block, set BinTicket.Crew, update callers (Reweigh keeps old crew, ImportCSV passes the crew column)")
c.ins("polite", "Could you add a `crew string` parameter to Ledger.Weigh, right after `block`, and store it in the ticket's Crew field? Reweigh should pass the voided ticket's crew and ImportCSV the crew it already parses. Please don't change anything else.")
c.ins("declarative", "Weigh ought to take the picking crew as its second parameter (crew string) and record it on the ticket; both callers have to supply the real crew.")
c.ins("other", "CrewTally is all empty strings because nobody ever sets Crew. give Weigh a crew param (after block) and thread it through from Reweigh/ImportCSV")
c.ins("other", "Ajoute un paramètre crew string à Ledger.Weigh (juste après block), enregistre-le dans BinTicket.Crew et mets à jour Reweigh et ImportCSV pour qu'ils passent la vraie équipe.")

SIG_A = "func (l *Ledger) Weigh(block string, grossKg, tareKg, brix float64, at time.Time) (BinTicket, error) {"
SIG_B = "func (l *Ledger) Weigh(block, crew string, grossKg, tareKg, brix float64, at time.Time) (BinTicket, error) {"
FLD_A = "\t\tBrix:      brix,\n\t\tWeighedAt: at,\n"
FLD_B = "\t\tBrix:      brix,\n\t\tCrew:      crew,\n\t\tWeighedAt: at,\n"
RW_A = "return l.Weigh(old.Block, grossKg, tareKg, old.Brix, at)"
RW_B = "return l.Weigh(old.Block, old.Crew, grossKg, tareKg, old.Brix, at)"
IM_A = "l.Weigh(block, nums[0], nums[1], nums[2], at)"
IM_B = "l.Weigh(block, crew, nums[0], nums[1], nums[2], at)"

def build(text, sig=SIG_B, fld=FLD_B, rw=RW_B, im=IM_B):
    text = sub(text, SIG_A, sig)
    text = sub(text, FLD_A, fld)
    text = sub(text, RW_A, rw)
    return sub(text, IM_A, im)

right = build(o)
c.res("right", right, "crew string added after block, stored as Crew; Reweigh passes old.Crew, ImportCSV passes the parsed crew")

w = build(o, im=IM_A)
c.res("wrong", w, "ImportCSV's call was not updated: not enough arguments to Weigh, does not compile", breaks=True)

w = build(o, fld=FLD_A)
c.res("wrong", w, "parameter added and passed by both callers, but never stored: Crew is still always empty")

w = build(o, im="l.Weigh(crew, block, nums[0], nums[1], nums[2], at)")
c.res("wrong", w, "ImportCSV passes crew and block in swapped order (both strings, so it compiles): every imported line fails as an unknown block")

w = sub(right, "\tif tareKg > grossKg {\n", "\tif tareKg >= grossKg {\n")
c.res("wrong", w, "crew threaded through correctly, but the tare check became >=, now rejecting an empty bin that weighs exactly its tare")
c.write()

from lib import SPLIT, apply, write_case

NAME = "add_param-go-fleet"
FILE = "quota.go"
src = (SPLIT / NAME / FILE).read_text()

SIG = ("func TripCapacity(v Vessel, allowance float64) float64 {\n\tcapped := v.HoldTonnes * 0.95",
       "func TripCapacity(v Vessel, allowance, fillFactor float64) float64 {\n\tcapped := v.HoldTonnes * fillFactor")
SIG2 = ("func TripCapacity(v Vessel, allowance float64) float64 {\n\tcapped := v.HoldTonnes * 0.95",
        "func TripCapacity(v Vessel, allowance float64, fillFactor float64) float64 {\n\tcapped := v.HoldTonnes * fillFactor")
CALL1 = ("tonnes := TripCapacity(v, left)", "tonnes := TripCapacity(v, left, 0.95)")
CALL2 = ("left, TripCapacity(v, left))", "left, TripCapacity(v, left, 0.95))")

right1 = apply(src, [SIG, CALL1, CALL2])
right2 = apply(src, [SIG2, CALL1, CALL2])
wrong1 = apply(src, [SIG])
wrong2 = apply(src, [("func TripCapacity(v Vessel, allowance float64) float64 {", "func TripCapacity(v Vessel, allowance, fillFactor float64) float64 {"), CALL1, CALL2])
wrong3 = apply(src, [SIG, CALL1, ("left, TripCapacity(v, left))", "left, TripCapacity(v, left, 0.9))")])
wrong4 = apply(right1, [("hours = 60 * time.Hour", "hours = 48 * time.Hour")])

write_case(NAME, FILE, "add_param", "go", [
    ("terse", "TripCapacity: add fillFactor float64 param instead of the hard-coded 0.95, callers pass 0.95"),
    ("polite", "Could you turn the 0.95 in TripCapacity into a `fillFactor float64` parameter (after allowance)? Please update PlanTrip and Report to pass 0.95 so their behaviour stays the same, and leave minFreshness alone, that's a different 0.95."),
    ("declarative", "TripCapacity should take the hold fill factor as a third argument, fillFactor float64, instead of hard-coding 0.95; its existing callers pass 0.95."),
    ("other", "the 0.95 ice margin in TripCapacity differs per vessel now - add a fillFactor float64 param for it. PlanTrip/Report just pass 0.95 for now"),
    ("other", "Dodaj parametr fillFactor float64 do TripCapacity zamiast stałej 0.95; wywołania w PlanTrip i Report niech przekazują 0.95."),
], [
    ("right-1.go", "right", "fillFactor added after allowance and used for the cap; both callers pass 0.95; minFreshness untouched", right1, False),
    ("right-2.go", "right", "same edit with the parameter written as a separate `fillFactor float64` in the signature", right2, False),
    ("wrong-1.go", "wrong", "signature and body changed but PlanTrip and Report still call TripCapacity with two arguments: does not compile", wrong1, True),
    ("wrong-2.go", "wrong", "parameter added and passed by the callers, but the body still multiplies by the hard-coded 0.95", wrong2, False),
    ("wrong-3.go", "wrong", "Report passes 0.9 instead of 0.95, changing its trip figures", wrong3, False),
    ("wrong-4.go", "wrong", "parameter done right, but the longline trip length in PlanTrip quietly went from 60 to 48 hours", wrong4, False),
])

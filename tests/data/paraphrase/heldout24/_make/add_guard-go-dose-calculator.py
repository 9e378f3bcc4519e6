from lib import write_case

VAR = ('	ErrOverMaximum  = errors.New("dose above formulary maximum")\n)',
       '	ErrOverMaximum  = errors.New("dose above formulary maximum")\n	ErrNoWeight     = errors.New("patient has no recorded weight")\n)')
USE = "	mg := drug.MgPerKg * p.LatestWeight.Kg\n"
GUARD = "	if p.LatestWeight == nil {\n		return Dose{}, ErrNoWeight\n	}\n"
G = (USE, GUARD + USE)

write_case(
    "add_guard-go-dose-calculator", "dosing.go", "add_guard", "go",
    [
        ("terse", "CalculateDose: if p.LatestWeight == nil return new ErrNoWeight"),
        ("polite", "Could you make CalculateDose return a new sentinel error, ErrNoWeight (declared with the other errors), when the patient has no LatestWeight, before the weight is used? FluidRate is a separate ticket, so please leave it as it is."),
        ("declarative", "CalculateDose must not dereference a nil LatestWeight: for a patient that was never weighed it should return ErrNoWeight, a new error in the existing var block."),
        ("other", "tablet crashes when dosing a patient that was never weighed -> nil guard on LatestWeight in CalculateDose, return ErrNoWeight (new var next to ErrNoPatient etc)"),
    ],
    [
        ("right-1.go", "right", "ErrNoWeight added to the var block; nil check returns it just before the weight is first used", [VAR, G]),
        ("right-2.go", "right", "nil check right after the p == nil check, returning ErrNoWeight wrapped with the chart number (errors.Is still matches)",
         [VAR, ("		return Dose{}, ErrNoPatient\n	}\n	drug, ok",
                "		return Dose{}, ErrNoPatient\n	}\n	if p.LatestWeight == nil {\n		return Dose{}, fmt.Errorf(\"%w: chart %s\", ErrNoWeight, p.ChartNo)\n	}\n	drug, ok")]),
        ("wrong-1.go", "wrong", "the check sits after mg := ... p.LatestWeight.Kg, so the nil dereference still happens first",
         [VAR, ("	mg := drug.MgPerKg * p.LatestWeight.Kg\n", USE + GUARD)]),
        ("wrong-2.go", "wrong", "condition inverted (!= nil): every weighed patient now gets ErrNoWeight and unweighed ones still panic",
         [VAR, (USE, GUARD.replace("== nil", "!= nil") + USE)]),
        ("wrong-3.go", "wrong", "guard added to FluidRate instead of CalculateDose, which still dereferences a nil weight",
         [VAR, ("	perKg := 3.0\n", "	if p.LatestWeight == nil {\n		return 0, ErrNoWeight\n	}\n	perKg := 3.0\n")]),
        ("wrong-4.go", "wrong", "guard returns ErrNoWeight but the error was never declared: undefined name, does not compile",
         [G]),
    ],
)

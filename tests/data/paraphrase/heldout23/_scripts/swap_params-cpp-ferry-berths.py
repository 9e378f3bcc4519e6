from edits import build

SIG = [("double dockingFee(double lengthMetres, double hours)", "double dockingFee(double hours, double lengthMetres)", 2)]
CALLS = [("dockingFee(v.lengthMetres, v.hours)", "dockingFee(v.hours, v.lengthMetres)", 1),
         ("<< dockingFee(lengthMetres, hours);", "<< dockingFee(hours, lengthMetres);", 1),
         ("return dockingFee(12.0, hours);", "return dockingFee(hours, 12.0);", 1)]
BERTH = [("double berthCharge(double lengthMetres, double hours)", "double berthCharge(double hours, double lengthMetres)", 2),
         ("berthCharge(v.lengthMetres, v.hours)", "berthCharge(v.hours, v.lengthMetres)", 1)]
build("swap_params-cpp-ferry-berths", "berths.cpp", {
    "right-1.cpp": SIG + CALLS,
    "wrong-1.cpp": SIG,
    "wrong-2.cpp": SIG + CALLS[:2],
    "wrong-3.cpp": SIG + CALLS + BERTH,
    "wrong-4.cpp": SIG + CALLS + [("if (hours > 24) {", "if (hours >= 24) {", 1)],
})

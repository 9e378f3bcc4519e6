from lib import case
OLD = open(__import__("lib").ROOT / "guard_let-swift-aligner-import" / "AlignerImport.swift").read()
start = OLD.index("    if let orderID")
end = OLD.index("/// Imports a whole export")
BODY = OLD[start:end]
G = '''    guard let orderID = row["order_id"] as? String else {
        throw OrderImportError.missingField("order_id")
    }
    guard let patientRef = row["patient_ref"] as? String else {
        throw OrderImportError.missingField("patient_ref")
    }
    guard let system = row["aligner_system"] as? String, knownSystems.contains(system) else {
        throw OrderImportError.unknownSystem(row["aligner_system"] as? String ?? "")
    }
    guard let stages = row["stages"] as? Int, (1...60).contains(stages) else {
        throw OrderImportError.badStageCount(row["stages"] as? Int ?? -1)
    }
    let arches = row["arches"] as? [String] ?? []
    return AlignerOrder(orderID: orderID, patientRef: patientRef, system: system, stages: stages,
                        upperArch: arches.contains("upper"), lowerArch: arches.contains("lower"))
}

'''
def sub(a, b, n=1):
    def f(s):
        assert s.count(a) == n, (a, s.count(a)); return s.replace(a, b)
    return f
case("guard_let-swift-aligner-import", "AlignerImport.swift", "guard_let", "swift", [
    ("terse", "loadAlignerOrder: nested if-lets -> guard let + early throw"),
    ("polite", "Could you flatten loadAlignerOrder by turning the nested if-let pyramid into guard let statements that throw early? Each failure must keep throwing exactly the same error as now."),
    ("declarative", "loadAlignerOrder should use guard let with early exits instead of nested if let blocks, with unchanged behaviour."),
    ("other", "this pyramid of doom in loadAlignerOrder is unreadable — rewrite it with guard lets, same errors, same checks"),
], [
    ("right", "four guard lets in the original order, each throwing the error its else branch threw; checks and the returned order unchanged",
     [(BODY, G, 1)]),
    ("wrong", "the errors of the first two guards are swapped: a missing order_id now reports patient_ref and vice versa",
     [(BODY, G, 1), sub('missingField("order_id")', "@@", 1), sub('missingField("patient_ref")', 'missingField("order_id")', 1), sub("@@", 'missingField("patient_ref")', 1)]),
    ("wrong", "the stage range became 1..<60, so a 60-stage order is now rejected",
     [(BODY, G, 1), sub("(1...60).contains(stages)", "(1..<60).contains(stages)", 1)]),
    ("wrong", "the knownSystems check was dropped from the aligner_system guard",
     [(BODY, G, 1), sub('guard let system = row["aligner_system"] as? String, knownSystems.contains(system) else', 'guard let system = row["aligner_system"] as? String else', 1)]),
    ("wrong", "the patient_ref guard's else block only prints and falls through: a guard body must exit, so this does not compile",
     [(BODY, G, 1), sub('        throw OrderImportError.missingField("patient_ref")\n', '        print("missing patient_ref")\n', 1)]),
])

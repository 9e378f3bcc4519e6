from lib import write_case

CONST = ('// Basin is one aerated zone', '// DOSetpointMgL is the dissolved-oxygen setpoint of every aerated zone, mg/l.\nconst DOSetpointMgL = 2.0\n\n// Basin is one aerated zone')
U1 = ("errMgL := 2.0 - b.DOMgL", "errMgL := DOSetpointMgL - b.DOMgL")
U2 = ("b.DOMgL < 2.0*0.5", "b.DOMgL < DOSetpointMgL*0.5")
U3 = ("b.DOMgL > 2.0+1.5", "b.DOMgL > DOSetpointMgL+1.5")

write_case(
    "extract_constant-go-aeration-setpoint", "aeration.go", "extract_constant", "go",
    [
        ("terse", "2.0 DO setpoint -> const DOSetpointMgL"),
        ("polite", "Could you pull the dissolved-oxygen setpoint (the 2.0 mg/l in AirflowDemand and DeficitAlarm) out into a package constant named DOSetpointMgL and use it in those places? The ±2.0 kPa steps in HeaderPressureTrim are a different thing, so please leave them."),
        ("declarative", "The DO setpoint of 2.0 mg/l should be defined once, as the constant DOSetpointMgL, and every place that means the setpoint should refer to it."),
        ("other", "Estrai il setpoint di ossigeno disciolto (2.0 mg/l) in una costante DOSetpointMgL e usala dove serve; i 2.0 kPa della pressione non c'entrano."),
    ],
    [
        ("right-1.go", "right", "DOSetpointMgL = 2.0 declared after the imports and used in the three setpoint expressions; kPa steps untouched",
         [CONST, U1, U2, U3]),
        ("right-2.go", "right", "typed constant declared just above AirflowDemand; same three uses",
         [("// AirflowDemand is the airflow", "// DOSetpointMgL is the dissolved-oxygen setpoint, mg/l.\nconst DOSetpointMgL float64 = 2.0\n\n// AirflowDemand is the airflow"), U1, U2, U3]),
        ("wrong-1.go", "wrong", "the ±2.0 kPa pressure steps in HeaderPressureTrim were replaced by the DO constant too",
         [CONST, U1, U2, U3, ("return +2.0 // kPa", "return +DOSetpointMgL // kPa"), ("return -2.0 // kPa", "return -DOSetpointMgL // kPa")]),
        ("wrong-2.go", "wrong", "constant used only in AirflowDemand; DeficitAlarm still has the literal 2.0 twice",
         [CONST, U1]),
        ("wrong-3.go", "wrong", "the low-DO test became b.DOMgL < DOSetpointMgL, losing the *0.5, so the alarm fires below 2.0 instead of 1.0",
         [CONST, U1, (U2[0], "b.DOMgL < DOSetpointMgL"), U3]),
        ("wrong-4.go", "wrong", "declared as DoSetpointMgL but used as DOSetpointMgL: undefined name, does not compile",
         [(CONST[0], CONST[1].replace("const DOSetpointMgL", "const DoSetpointMgL")), U1, U2, U3]),
    ],
)

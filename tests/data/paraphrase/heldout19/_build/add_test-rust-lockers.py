from lib import SPLIT, apply, write_case

NAME = "add_test-rust-lockers"
FILE = "pin.rs"
src = (SPLIT / NAME / FILE).read_text()

END = '        assert_eq!(book.verify("B02", "555001", t0()), Ok(()));\n    }\n}\n'
T1 = ('\n    #[test]\n    fn expired_pin_is_rejected() {\n'
      '        let mut book = PinBook::new();\n'
      '        let pin = book.issue("C01", 907_311, t0());\n'
      '        let later = t0() + PIN_VALIDITY + Duration::from_secs(1);\n'
      '        assert_eq!(book.verify("C01", &pin, later), Err(PinError::Expired));\n'
      '    }\n')
T2 = ('\n    #[test]\n    fn pin_expires_after_validity() {\n'
      '        let mut book = PinBook::new();\n'
      '        let pin = book.issue("A06", 120_488, t0());\n'
      '        let after = t0() + Duration::from_secs(72 * 60 * 60 + 30);\n'
      '        assert_eq!(book.expired(after), vec!["A06".to_string()]);\n'
      '        assert_eq!(book.verify("A06", &pin, after), Err(PinError::Expired));\n'
      '    }\n')
def add(test):
    return (END, END[:-2] + test + "}\n")
right1 = apply(src, [add(T1)])
right2 = apply(src, [add(T2)])
wrong1 = apply(src, [add(T1.replace("Err(PinError::Expired)", "Ok(())"))])
wrong2 = apply(src, [add(T1.replace("    #[test]\n", ""))])
wrong3 = apply(right1, [("        if age > PIN_VALIDITY {\n", "        if age >= PIN_VALIDITY {\n")])
wrong4 = apply(src, [add(T1.replace("PinError::Expired", "PinError::Expiry"))])
wrong5 = apply(src, [add(T1.replace("let later = t0() + PIN_VALIDITY + Duration::from_secs(1);", "let later = t0() + PIN_VALIDITY;"))])

write_case(NAME, FILE, "add_test", "rust", [
    ("terse", "test: pin used after PIN_VALIDITY -> Err(PinError::Expired)"),
    ("polite", "Could you add a unit test to the tests module showing that a PIN typed after PIN_VALIDITY has run out is rejected with PinError::Expired? Please don't touch the production code."),
    ("declarative", "The tests module needs a test proving that verify returns Err(PinError::Expired) once the PIN's validity has passed."),
    ("other", "we had a bug report about old codes still opening doors. add a test for the expiry path of verify (should be Err(Expired)), no code changes"),
], [
    ("right-1.rs", "right", "new #[test] in mod tests: issue at t0, verify one second after PIN_VALIDITY, expects Err(PinError::Expired); passes", right1, False),
    ("right-2.rs", "right", "new #[test] 30 s past 72 h that also checks expired() lists the compartment, then expects Err(Expired); passes", right2, False),
    ("wrong-1.rs", "wrong", "the test asserts Ok(()) for the expired PIN, so it encodes the bug and fails against the code", wrong1, False),
    ("wrong-2.rs", "wrong", "the #[test] attribute is missing, so the function never runs (dead code)", wrong2, False),
    ("wrong-3.rs", "wrong", "test added, but verify's expiry check was changed from > to >=", wrong3, False),
    ("wrong-4.rs", "wrong", "the test uses PinError::Expiry, which does not exist: does not compile", wrong4, True),
    ("wrong-5.rs", "wrong", "the test verifies at exactly PIN_VALIDITY, where the code still accepts the PIN, so the test fails", wrong5, False),
])

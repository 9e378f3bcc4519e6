from lib import case
W = "    pub fn write_cv(&mut self, cv: u16, value: u8) -> Result<(), DecoderError> {\n"
RO = "        if READ_ONLY_CVS.contains(&cv) {\n            return Err(DecoderError::ReadOnly(cv));\n        }\n"
G = "        if cv == 0 || cv > MAX_CV {\n            return Err(DecoderError::CvOutOfRange(cv));\n        }\n"
WB = "        self.track.write_byte(cv, value)?;\n        self.writes += 1;\n"
case("add_guard-rs-decoder-cv", "programmer.rs", "add_guard", "rust", [
    ("terse", "write_cv: reject cv outside 1..=MAX_CV with CvOutOfRange"),
    ("polite", "Could you add a range check to write_cv so that CV numbers outside 1..=MAX_CV return Err(DecoderError::CvOutOfRange(cv)) before anything is written to the track? read_cv already does this; please leave it unchanged."),
    ("declarative", "write_cv must refuse CV 0 and any CV above MAX_CV with CvOutOfRange, the same way read_cv does."),
    ("other", "somebody wrote CV 0 on the club's Class 37 and it went silent. make write_cv bail out with CvOutOfRange for cv 0 or > MAX_CV before touching the track"),
    ("other", "write_cv にも read_cv と同じ範囲チェック（1..=MAX_CV 以外は CvOutOfRange）を追加してください。"),
], [
    ("right", "the same guard as read_cv added at the top of write_cv, before the read-only check and the write",
     [(W + RO, W + G + RO, 1)]),
    ("right", "guard written with a range (!(1..=MAX_CV).contains(&cv)) after the read-only check, still before the write",
     [(RO + WB, RO + "        if !(1..=MAX_CV).contains(&cv) {\n            return Err(DecoderError::CvOutOfRange(cv));\n        }\n" + WB, 1)]),
    ("wrong", "only the upper bound is checked: CV 0 is still written",
     [(W + RO, W + "        if cv > MAX_CV {\n            return Err(DecoderError::CvOutOfRange(cv));\n        }\n" + RO, 1)]),
    ("wrong", "guard placed after write_byte: an out-of-range CV is still written to the track before the error",
     [(WB, WB + G, 1)]),
    ("wrong", "off by one: cv >= MAX_CV also rejects CV 1024, which is valid",
     [(W + RO, W + G.replace("cv > MAX_CV", "cv >= MAX_CV") + RO, 1)]),
    ("wrong", "the guard returns the bare DecoderError::CvOutOfRange(cv) instead of Err(...): does not compile",
     [(W + RO, W + "        if cv == 0 || cv > MAX_CV {\n            return DecoderError::CvOutOfRange(cv);\n        }\n" + RO, 1)]),
])

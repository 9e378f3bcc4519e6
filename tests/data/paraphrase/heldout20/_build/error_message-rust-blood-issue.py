from lib import Case, sub

c = Case("error_message-rust-blood-issue", "issue_check.rs", "error_message", "rust")
o = c.original
c.ins("terse", "TooWarm msg -> \"unit {id} must not be issued: {excursions} temperature excursions (max 1)\" (fix the test too)")
c.ins("polite", "Could you reword the TooWarm error so it reads \"unit <id> must not be issued: <n> temperature excursions (max 1)\"? Please update the test that checks the text, and leave the other two messages alone.")
c.ins("declarative", "The TooWarm error text should say \"unit <id> must not be issued: <n> temperature excursions (max 1)\", and the test should expect that wording.")
c.ins("other", "请把 TooWarm 的错误信息改成 \"unit <id> must not be issued: <n> temperature excursions (max 1)\"，并同步修改测试。")

MSG_A = 'write!(f, "unit {} had {} temperature excursions", id, excursions)'
MSG_B = 'write!(f, "unit {} must not be issued: {} temperature excursions (max 1)", id, excursions)'
T_A = '"unit SB-24-01873 had 2 temperature excursions"'
T_B = '"unit SB-24-01873 must not be issued: 2 temperature excursions (max 1)"'

right = sub(sub(o, MSG_A, MSG_B), T_A, T_B)
c.res("right", right, "TooWarm's Display text reworded with id and count in order; the test expects the new text; other messages unchanged")

w = sub(sub(o, 'write!(f, "unit {} is quarantined", id)', 'write!(f, "unit {} must not be issued: quarantined", id)'), T_A, T_B)
c.res("wrong", w, "reworded the Quarantined message instead; the TooWarm text is unchanged (and the updated test now fails)")

w = sub(sub(o, MSG_A, 'write!(f, "unit {} must not be issued: {} temperature excursions (max 1)", excursions, id)'), T_A, T_B)
c.res("wrong", w, "arguments swapped: the message prints the excursion count where the unit id belongs and vice versa")

w = sub(o, MSG_A, MSG_B)
c.res("wrong", w, "message changed but the test still expects the old text, so warm_unit_message fails")

w = sub(sub(o, MSG_A, 'write!(f, "unit {} must not be issued: {} temperature excursions (max 1)", id)'), T_A, T_B)
c.res("wrong", w, "the excursions argument was dropped while the format string still has two placeholders: does not compile", breaks=True)
c.write()

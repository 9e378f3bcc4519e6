from edits import build

NEVER = ("  test('returns 0 for a singer who never came', () => {\n"
         "    assert.equal(attendanceRate(rehearsals, 'S-099'), 0);\n"
         "  });\n")
NEW = ("  test('returns 0 when there have been no rehearsals', () => {\n"
       "    assert.equal(attendanceRate([], 'S-001'), 0);\n"
       "  });\n")
FIRST = "describe('attendanceRate', () => {\n"
build("add_test-javascript-choir-attendance", "attendance.test.js", {
    "right-1.js": [(NEVER, NEVER + "\n" + NEW, 1)],
    "right-2.js": [(FIRST, FIRST + "  test('is 0, not NaN, for an empty register', () => {\n"
                           "    assert.equal(attendanceRate([], 'S-014'), 0);\n"
                           "  });\n\n", 1)],
    "wrong-1.js": [(NEVER, NEW, 1)],
    "wrong-2.js": [(NEVER, NEVER + "\n" + NEW.replace("  test(", "  test.skip("), 1)],
    "wrong-3.js": [(NEVER, NEVER + "\n" + NEW.replace("    assert.equal(attendanceRate([], 'S-001'), 0);\n  });\n",
                                                      "    assert.equal(attendanceRate([], 'S-001'), 0);\n"), 1)],
    "wrong-4.js": [(NEVER, NEVER + "\n" + NEW, 1), ("attendanceRate(rehearsals, 'S-014'), 0.75)", "attendanceRate(rehearsals, 'S-014'), 0.8)", 1)],
})

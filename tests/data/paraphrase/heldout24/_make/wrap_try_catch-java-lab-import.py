from lib import write_case

IMP = ("import java.time.format.DateTimeFormatter;\n", "import java.time.format.DateTimeFormatter;\nimport java.time.format.DateTimeParseException;\n")
BODY = """            double value = Double.parseDouble(cols[3].trim().replace(',', '.'));
            LocalDateTime at = LocalDateTime.parse(cols[5].trim(), STAMP);
            LabResult result = new LabResult(cols[0].trim(), cols[1].trim(), cols[2].trim().toUpperCase(), value, cols[4].trim(), at);
            results.add(result);
            flagIfOutOfRange(result);
"""
R1 = """            LabResult result;
            try {
                double value = Double.parseDouble(cols[3].trim().replace(',', '.'));
                LocalDateTime at = LocalDateTime.parse(cols[5].trim(), STAMP);
                result = new LabResult(cols[0].trim(), cols[1].trim(), cols[2].trim().toUpperCase(), value, cols[4].trim(), at);
            } catch (NumberFormatException | DateTimeParseException e) {
                LOG.warning(file.getFileName() + ":" + lineNo + ": skipped unparsable line: " + e.getMessage());
                continue;
            }
            results.add(result);
            flagIfOutOfRange(result);
"""
WHOLE = "\n".join("    " + l if l else l for l in BODY.split("\n"))


def r2_body(exc, handler):
    return ("            try {\n" + WHOLE.rstrip(" ") +
            f"            }} catch ({exc} e) {{\n{handler}            }}\n")


LOGLINE = '                LOG.warning(file.getFileName() + ":" + lineNo + ": skipped, " + e.getMessage());\n'

LOOP_START = "        int lineNo = 0;\n        for (String line : lines) {\n"
LOOP_END = "            flagIfOutOfRange(result);\n        }\n        LOG.info("


def wrong1(t):
    start = t.index(LOOP_START) + len("        int lineNo = 0;\n")
    end = t.index(LOOP_END) + len("            flagIfOutOfRange(result);\n        }\n")
    loop = t[start:end]
    body = "".join("    " + l if l.strip() else l for l in loop.splitlines(keepends=True))
    new = ("        try {\n" + body +
           "        } catch (NumberFormatException | DateTimeParseException e) {\n"
           '            LOG.warning(file.getFileName() + ":" + lineNo + ": " + e.getMessage());\n'
           "        }\n")
    return t[:start] + new + t[end:]


write_case(
    "wrap_try_catch-java-lab-import", "LabImporter.java", "wrap_try_catch", "java",
    [
        ("terse", "importFile: per-line try/catch NumberFormatException + DateTimeParseException, log warning (file:line), skip line"),
        ("polite", "Could you make importFile tolerate bad lines? Wrap the parsing of each line in a try/catch for NumberFormatException and DateTimeParseException, log a warning with the file name and line number, and carry on with the next line. Please keep everything else as it is."),
        ("declarative", "A line with an unparsable value or timestamp must not abort the import: importFile should catch NumberFormatException and DateTimeParseException for that line, log a warning naming the file and line number, and continue with the next line."),
        ("other", "one bad row from the analyser kills the whole import. per-line try/catch in importFile pls: NumberFormatException/DateTimeParseException -> LOG.warning with file:line, skip the row, keep going"),
    ],
    [
        ("right-1.java", "right", "parsing of each line in a try with a multi-catch that logs file:line and continues; import added", [IMP, (BODY, R1)]),
        ("right-2.java", "right", "the whole per-line block inside the try, multi-catch logs file:line; the loop then moves on by itself",
         [IMP, (BODY, r2_body("NumberFormatException | DateTimeParseException", LOGLINE))]),
        ("wrong-1.java", "wrong", "try/catch wraps the whole loop: the first bad line is logged but ends the import, later lines are lost",
         [IMP, wrong1]),
        ("wrong-2.java", "wrong", "only NumberFormatException is caught: a bad timestamp still aborts the whole import",
         [(BODY, r2_body("NumberFormatException", LOGLINE))]),
        ("wrong-3.java", "wrong", "bad lines are skipped silently: the catch only continues, no warning is logged",
         [IMP, (BODY, R1.replace('                LOG.warning(file.getFileName() + ":" + lineNo + ": skipped unparsable line: " + e.getMessage());\n', ""))]),
        ("wrong-4.java", "wrong", "catches DateTimeParseException without importing it: does not compile",
         [(BODY, R1)]),
    ],
)

from lib import Case, sub

c = Case("wrap_try_catch-java-blood-import", "BloodUnitImporter.java", "wrap_try_catch", "java")
o = c.original
c.ins("terse", "importBatch: try/catch IllegalArgumentException around parseLine -> rejected++, errors.add(\"line N: msg\"), continue")
c.ins("polite", "Right now one bad manifest line aborts the whole import. Could you wrap the parseLine call in importBatch in a try/catch for IllegalArgumentException, so a bad line increments result.rejected, adds \"line N: <message>\" (N counted from 1) to result.errors, and the loop carries on? Please keep the comment/blank-line skipping as it is.")
c.ins("declarative", "importBatch should catch the IllegalArgumentException from parseLine per line: the line is counted in rejected, its 1-based number and the exception message go into errors as \"line N: message\", and the import continues with the next line.")
c.ins("other", "one typo in the Ballymore manifest killed the whole nightly import again. catch the IllegalArgumentException from parseLine in importBatch, count it as rejected + record \"line N: msg\" in errors, keep going")
c.ins("other", "En importBatch, envuelve la llamada a parseLine en un try/catch de IllegalArgumentException: suma uno a result.rejected, añade \"line N: mensaje\" (N empezando en 1) a result.errors y sigue con la línea siguiente.")

A = """            BloodUnit unit = parseLine(line);
            inventory.add(unit);
            result.accepted++;
"""
B = """            BloodUnit unit;
            try {
                unit = parseLine(line);
            } catch (IllegalArgumentException e) {
                result.rejected++;
                result.errors.add("line " + (i + 1) + ": " + e.getMessage());
                continue;
            }
            inventory.add(unit);
            result.accepted++;
"""
B2 = """            try {
                BloodUnit unit = parseLine(line);
                inventory.add(unit);
                result.accepted++;
            } catch (IllegalArgumentException e) {
                result.rejected++;
                result.errors.add("line " + (i + 1) + ": " + e.getMessage());
            }
"""
right = sub(o, A, B)
c.res("right", right, "parseLine wrapped; the catch counts the line as rejected, records \"line N: message\" with N = i + 1, and continues")
c.res("right", sub(o, A, B2), "the try block holds the parse, the add and the accepted count; same catch body; the loop continues after it")

w = sub(right, '"line " + (i + 1) + ": "', '"line " + i + ": "')
c.res("wrong", w, "the error records the 0-based index i, so every reported line number is one too low")

w = sub(right, "                continue;\n            }\n            inventory.add(unit);", "            }\n            inventory.add(unit);")
c.res("wrong", w, "no continue in the catch: unit may be unassigned when it is added, which javac rejects", breaks=True)

w = sub(o, """        ImportResult result = new ImportResult();
        for (int i = 0; i < lines.size(); i++) {""", """        ImportResult result = new ImportResult();
        try {
        for (int i = 0; i < lines.size(); i++) {""")
w = sub(w, """            result.accepted++;
        }
        return result;""", """            result.accepted++;
        }
        } catch (IllegalArgumentException e) {
            result.rejected++;
            result.errors.add("line " + result.accepted + ": " + e.getMessage());
        }
        return result;""")
c.res("wrong", w, "the try/catch wraps the whole loop, so the first bad line still ends the import (and the reported line number is the accepted count)")

w = sub(right, 'if (line.isBlank() || line.startsWith("#")) {', "if (line.isBlank()) {")
c.res("wrong", w, "try/catch added, but the '#' comment skip was dropped, so every comment line is now rejected as an error")
c.write()

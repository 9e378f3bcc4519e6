from lib import SPLIT, apply, write_case

NAME = "wrap_try_catch-java-dental"
FILE = "ClaimExporter.java"
src = (SPLIT / NAME / FILE).read_text()

W = "        Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);\n"
right1 = apply(src, [(W,
    "        try {\n"
    "            Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);\n"
    "        } catch (IOException e) {\n"
    "            LOG.warning(\"could not write \" + target + \": \" + e.getMessage());\n"
    "            return false;\n"
    "        }\n")])
right2 = apply(src, [
    ("import java.util.logging.Logger;\n", "import java.util.logging.Level;\nimport java.util.logging.Logger;\n"),
    (W + "        markSent(ready);\n",
     "        try {\n"
     "            Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);\n"
     "        } catch (IOException ex) {\n"
     "            LOG.log(Level.WARNING, \"writing \" + target.getFileName() + \" failed, batch not marked as sent\", ex);\n"
     "            return false;\n"
     "        }\n"
     "        markSent(ready);\n")])
wrong1 = apply(src, [(W,
    "        try {\n"
    "            Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);\n"
    "        } catch (IOException e) {\n"
    "            LOG.warning(\"could not write \" + target + \": \" + e.getMessage());\n"
    "        }\n")])
wrong2 = apply(src, [(W,
    "        try {\n"
    "            Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);\n"
    "        } catch (IOException e) {\n"
    "            return false;\n"
    "        }\n")])
wrong3 = apply(src, [("        Files.createDirectories(outDir);\n",
    "        try {\n"
    "            Files.createDirectories(outDir);\n"
    "        } catch (IOException e) {\n"
    "            LOG.warning(\"could not create \" + outDir + \": \" + e.getMessage());\n"
    "            return false;\n"
    "        }\n")])
wrong4 = apply(src, [("        Path target = outDir.resolve(fileName(uzovi, day));\n" + W,
    "        try {\n"
    "            Path target = outDir.resolve(fileName(uzovi, day));\n"
    "            Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);\n"
    "        } catch (IOException e) {\n"
    "            LOG.warning(\"could not write batch for \" + uzovi + \": \" + e.getMessage());\n"
    "            return false;\n"
    "        }\n")])

write_case(NAME, FILE, "wrap_try_catch", "java", [
    ("terse", "exportBatch: try/catch IOException around Files.writeString -> LOG.warning + return false"),
    ("polite", "Could you wrap the Files.writeString call in exportBatch in a try/catch for IOException? In the catch, log a warning with LOG and return false, so the claims are not marked as sent. Leave createDirectories as it is."),
    ("declarative", "A failed write in exportBatch should be caught (IOException), logged as a warning and make the method return false without marking the batch as sent."),
    ("other", "when the Vektis share is full writeString throws and the whole export dies. catch that IOException in exportBatch, warn in the log and return false"),
    ("other", "Por favor, envuelve Files.writeString en exportBatch con un try/catch de IOException: registra un warning con LOG y devuelve false."),
], [
    ("right-1.java", "right", "only the writeString call wrapped; catch logs a warning with the target and returns false before markSent", right1, False),
    ("right-2.java", "right", "same try/catch, logging through LOG.log(Level.WARNING, ..., ex) with the Level import added", right2, False),
    ("wrong-1.java", "wrong", "catch only logs and falls through: markSent runs and true is returned although nothing was written", wrong1, False),
    ("wrong-2.java", "wrong", "catch returns false but logs nothing", wrong2, False),
    ("wrong-3.java", "wrong", "the try/catch wraps Files.createDirectories instead; writeString is still unguarded", wrong3, False),
    ("wrong-4.java", "wrong", "target is declared inside the try but used in the LOG.info after it: cannot find symbol, does not compile", wrong4, True),
])

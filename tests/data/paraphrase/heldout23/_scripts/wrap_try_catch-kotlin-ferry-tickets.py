from edits import build

BODY = ("        val bytes = render(ticket)\n"
        "        printer.send(bytes)\n"
        "        log.info(\"printed ticket ${ticket.number}\")\n"
        "        return true\n")
RIGHT1 = ("        val bytes = render(ticket)\n"
          "        try {\n"
          "            printer.send(bytes)\n"
          "        } catch (e: IOException) {\n"
          "            log.warning(\"could not print ticket ${ticket.number}: ${e.message}\")\n"
          "            return false\n"
          "        }\n"
          "        log.info(\"printed ticket ${ticket.number}\")\n"
          "        return true\n")
RIGHT2 = ("        val bytes = render(ticket)\n"
          "        return try {\n"
          "            printer.send(bytes)\n"
          "            log.info(\"printed ticket ${ticket.number}\")\n"
          "            true\n"
          "        } catch (e: IOException) {\n"
          "            log.warning(\"printing ticket ${ticket.number} failed: ${e.message}\")\n"
          "            false\n"
          "        }\n")
WRONG3 = ("        val bytes = try {\n"
          "            render(ticket)\n"
          "        } catch (e: IOException) {\n"
          "            log.warning(\"could not print ticket ${ticket.number}: ${e.message}\")\n"
          "            return false\n"
          "        }\n"
          "        printer.send(bytes)\n"
          "        log.info(\"printed ticket ${ticket.number}\")\n"
          "        return true\n")
PASS = ("        printer.send(text.toByteArray(Charsets.US_ASCII))\n"
        "        return true\n")
PASS_WRAPPED = ("        try {\n"
                "            printer.send(text.toByteArray(Charsets.US_ASCII))\n"
                "        } catch (e: IOException) {\n"
                "            log.warning(\"could not print boarding pass for ${ticket.number}: ${e.message}\")\n"
                "            return false\n"
                "        }\n"
                "        return true\n")
build("wrap_try_catch-kotlin-ferry-tickets", "TicketPrinter.kt", {
    "right-1.kt": [(BODY, RIGHT1, 1)],
    "right-2.kt": [(BODY, RIGHT2, 1)],
    "wrong-1.kt": [(BODY, RIGHT1.replace("            return false\n", ""), 1)],
    "wrong-2.kt": [(BODY, RIGHT1, 1), (PASS, PASS_WRAPPED, 1)],
    "wrong-3.kt": [(BODY, WRONG3, 1)],
    "wrong-4.kt": [(BODY, RIGHT1.replace("            return false\n        }\n", "            return false\n"), 1)],
})

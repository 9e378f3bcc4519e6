from lib import case

KT = '''package org.ashgrove.library.holds

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import java.time.format.DateTimeParseException

data class HoldRequest(
    val card: String,
    val isbn: String,
    val branch: String,
    val requestedOn: LocalDate,
    val pickupBy: LocalDate?,
)

class HoldImporter(private val defaultBranch: String) {
    private val dateFormat = DateTimeFormatter.ofPattern("dd.MM.yyyy")
    val rejected = mutableListOf<String>()

    /** One CSV line from the old catalogue: card;isbn;branch;requested;pickup */
    fun parseLine(line: String): HoldRequest? {
        val parts = line.split(";").map { it.trim() }
        if (parts.size < 4) {
            rejected.add(line)
            return null
        }
        val branch = parts[2].ifEmpty { defaultBranch }
        val requested = LocalDate.parse(parts[3], dateFormat)
        val pickup = parts.getOrNull(4)?.takeIf { it.isNotEmpty() }?.let { LocalDate.parse(it, dateFormat) }
        return HoldRequest(parts[0], parts[1], branch, requested, pickup)
    }

    fun importAll(lines: List<String>): List<HoldRequest> =
        lines.drop(1).mapNotNull { parseLine(it) }

    fun expired(holds: List<HoldRequest>, today: LocalDate): List<HoldRequest> =
        holds.filter { it.pickupBy != null && it.pickupBy.isBefore(today) }
}
'''
A = '''        val requested = LocalDate.parse(parts[3], dateFormat)
        val pickup = parts.getOrNull(4)?.takeIf { it.isNotEmpty() }?.let { LocalDate.parse(it, dateFormat) }
        return HoldRequest(parts[0], parts[1], branch, requested, pickup)
'''
R1 = '''        return try {
            val requested = LocalDate.parse(parts[3], dateFormat)
            val pickup = parts.getOrNull(4)?.takeIf { it.isNotEmpty() }?.let { LocalDate.parse(it, dateFormat) }
            HoldRequest(parts[0], parts[1], branch, requested, pickup)
        } catch (e: DateTimeParseException) {
            rejected.add(line)
            null
        }
'''
R2 = '''        try {
            val requested = LocalDate.parse(parts[3], dateFormat)
            val pickup = parts.getOrNull(4)?.takeIf { it.isNotEmpty() }?.let { LocalDate.parse(it, dateFormat) }
            return HoldRequest(parts[0], parts[1], branch, requested, pickup)
        } catch (e: DateTimeParseException) {
            rejected.add(line)
            return null
        }
'''
case("wrap_try_catch-kotlin-library-holds", "HoldImporter.kt", "wrap_try_catch", "kotlin", KT, [
    ("terse", "parseLine: catch DateTimeParseException -> add line to rejected, return null"),
    ("polite", "Could you wrap the date parsing in parseLine in a try/catch for DateTimeParseException, so that a bad date adds the line to `rejected` and returns null like the short-line case does? Please keep the rest of the class unchanged."),
    ("declarative", "A line with an unparseable date should be recorded in rejected and give null from parseLine instead of throwing DateTimeParseException."),
    ("other", "import crashes on 31.02.2019 lol. in parseLine catch DateTimeParseException, put the line in rejected and return null"),
    ("other", "Dans parseLine, entoure le parsing des dates d'un try/catch DateTimeParseException : ajouter la ligne à rejected et renvoyer null."),
], [
    ("right-1.kt", "right", "try used as an expression around both date parses; catch records the line and yields null", [(A, R1)]),
    ("right-2.kt", "right", "try statement with returns in both branches (style choice), same behaviour", [(A, R2)]),
    ("wrong-1.kt", "wrong", "the catch returns null but never adds the line to rejected", [(A, R2.replace("            rejected.add(line)\n            return null", "            return null"))]),
    ("wrong-2.kt", "wrong", "only the requested-date parse is wrapped; a bad pickup date still throws", [("        val requested = LocalDate.parse(parts[3], dateFormat)\n", "        val requested = try {\n            LocalDate.parse(parts[3], dateFormat)\n        } catch (e: DateTimeParseException) {\n            rejected.add(line)\n            return null\n        }\n")]),
    ("wrong-3.kt", "wrong", "catches Exception instead of DateTimeParseException, swallowing every error (and leaves the import unused)", [(A, R1.replace("catch (e: DateTimeParseException)", "catch (e: Exception)"))]),
    ("wrong-4.kt", "wrong", "wrapped, but importAll no longer drops the header line", [(A, R1), ("        lines.drop(1).mapNotNull { parseLine(it) }", "        lines.mapNotNull { parseLine(it) }")]),
])

CS = '''namespace Coastline.Ticketing
{
    public enum TicketStatus
    {
        Issued = 0,
        Active = 1,
        Expired = 2,
        Refunded = 3,
    }

    public static class TicketStatusExtensions
    {
        public static bool CanBoard(this TicketStatus status)
        {
            return status == TicketStatus.Active || status == TicketStatus.Issued;
        }

        public static string Label(this TicketStatus status)
        {
            switch (status)
            {
                case TicketStatus.Issued: return "Not yet validated";
                case TicketStatus.Active: return "Valid";
                case TicketStatus.Expired: return "Expired";
                case TicketStatus.Refunded: return "Refunded";
                default: return "Unknown";
            }
        }
    }
}
'''
ENUM = ("        Refunded = 3,\n    }", "        Refunded = 3,\n        Suspended = 4,\n    }")
LAB = ('                case TicketStatus.Refunded: return "Refunded";\n', '                case TicketStatus.Refunded: return "Refunded";\n                case TicketStatus.Suspended: return "Suspended";\n')
case("add_enum_member-csharp-transit-ticket", "TicketStatus.cs", "add_enum_member", "csharp", CS, [
    ("terse", "TicketStatus: add Suspended = 4 (label \"Suspended\")"),
    ("polite", "Could you add a Suspended member with value 4 to TicketStatus and give it the label \"Suspended\" in Label()? A suspended ticket must not be able to board, and the existing values must keep their numbers since they're stored in the database."),
    ("declarative", "TicketStatus gets a new member Suspended = 4, labelled \"Suspended\"; suspended tickets cannot board."),
    ("other", "fraud team needs to freeze tickets: new status Suspended (4), Label -> \"Suspended\", CanBoard stays false for it"),
    ("other", "TicketStatus 枚举加一个 Suspended = 4，Label() 里返回 \"Suspended\"，其他值不要改。"),
], [
    ("right-1.cs", "right", "Suspended = 4 appended and labelled; CanBoard unchanged so it cannot board", [ENUM, LAB]),
    ("wrong-1.cs", "wrong", "Suspended inserted before Expired with value 2, renumbering Expired and Refunded (stored values change)", [("        Expired = 2,\n        Refunded = 3,", "        Suspended = 2,\n        Expired = 3,\n        Refunded = 4,"), LAB]),
    ("wrong-2.cs", "wrong", "member added but Label() not updated, so it shows \"Unknown\"", [ENUM]),
    ("wrong-3.cs", "wrong", "Suspended also allowed to board in CanBoard", [ENUM, LAB, ("return status == TicketStatus.Active || status == TicketStatus.Issued;", "return status == TicketStatus.Active || status == TicketStatus.Issued || status == TicketStatus.Suspended;")]),
    ("wrong-4.cs", "wrong", "member added with value 5 instead of 4", [("        Refunded = 3,\n    }", "        Refunded = 3,\n        Suspended = 5,\n    }"), LAB]),
])

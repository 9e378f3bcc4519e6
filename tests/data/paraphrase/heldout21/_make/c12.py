from mk import Case
import json
# ---------------- sort_keys json
orig = '''
{
  "loan_id": "HM-L-2026-044",
  "borrower": "Calder Gallery",
  "exhibition": "Salt and Fire: English Stoneware 1700-1900",
  "objects": ["HM.1988.004", "HM.1990.212"],
  "courier": {
    "name": "Odile Brannagh",
    "accompanies_return": true
  },
  "insurance_eur": 42000,
  "crate_type": "climate-controlled",
  "environment": {
    "max_lux": 150,
    "relative_humidity": [45, 55]
  },
  "agreed_on": "2026-09-30",
  "loan_period": {
    "from": "2026-10-15",
    "to": "2027-01-07"
  },
  "registrar": "Ines Calloway",
  "transport": {
    "carrier": "Fenwick Fine Art Shipping",
    "vehicle": "air-ride, climate-controlled"
  },
  "credit_line": "Lent by the Harrowgate Museum"
}
'''
c = Case("sort_keys-json-loan_record", "loan.json", "sort_keys", "json", orig)
d = json.loads(orig)
c.ins("terse", "sort top-level keys alphabetically")
c.ins("polite", "Could you sort the top-level keys of this loan record alphabetically? The courier object can keep its own key order, and please keep the 2-space indentation.")
c.ins("declarative", "The loan record's top-level keys should be in alphabetical order.")
c.ins("other", "order the keys a→z (top level only), values untouched")
c.ins("other", "Sortiere die Schlüssel auf oberster Ebene alphabetisch.")
good = {k: d[k] for k in sorted(d)}
import re
def dump(o):
    # lists of scalars on one line, as in the original
    text = json.dumps(o, indent=2, ensure_ascii=False)
    return re.sub(r"\[\n\s+([^\[\]{}]*?)\n\s*\]", lambda m: "[" + re.sub(r",\n\s+", ", ", m.group(1)) + "]", text) + "\n"
assert dump(d) == orig.lstrip("\n"), "dump style differs from the original's"
c.res("right", text=dump(good), why="top-level keys sorted, values and courier's inner order unchanged")
order = list(good)
i, j = order.index("insurance_eur"), order.index("loan_id")
order[i], order[j] = order[j], order[i]
bad1 = {k: good[k] for k in order}
c.res("wrong", text=dump(bad1), why="loan_id placed before insurance_eur: not alphabetical")
bad2 = dict(good); bad2["objects"] = ["HM.1988.004"]
c.res("wrong", text=dump(bad2), why="sorted, but HM.1990.212 dropped from objects")
bad3 = dict(good); bad3["insurance_eur"] = 24000
c.res("wrong", text=dump(bad3), why="sorted, but insurance value changed from 42000 to 24000")
bad4 = {k: good[k] for k in good if k != "crate_type"}
c.res("wrong", text=dump(bad4), why="sorted, but the crate_type key is missing")
c.write()

# ---------------- add_config_key ini
orig = '''
; Glenmoor Arena booking kiosk
[kiosk]
site = glenmoor
language = en
timezone = Europe/London
idle_timeout_s = 90

[payments]
provider = tillpoint
currency = GBP
allow_cash = false

[printer]
enabled = true
paper_width_mm = 80
copies = 1
receipt_footer = Thank you for skating at Glenmoor

[display]
theme = ice
show_prices_inc_vat = true
idle_video = /media/rink-loop.mp4

[notifications]
email_from = bookings@glenmoor-arena.example
sms_enabled = false
'''
c = Case("add_config_key-ini-rink_kiosk", "kiosk.ini", "add_config_key", "ini", orig)
c.ins("terse", "[payments] add deposit_percent = 25")
c.ins("polite", "Could you add deposit_percent = 25 to the [payments] section? Put it at the end of that section, please, and keep everything else as it is.")
c.ins("declarative", "Payments need a deposit_percent setting of 25.")
c.ins("other", "in payments: deposit_percent=25 (new key)")
c.ins("other", "[payments] セクションに deposit_percent = 25 を追加して")
P = ("allow_cash = false\n", "allow_cash = false\ndeposit_percent = 25\n", 1)
c.res("right", [P], "deposit_percent = 25 appended to [payments]")
c.res("wrong", [("copies = 1\n", "copies = 1\ndeposit_percent = 25\n", 1)], "key added to [printer] instead of [payments]")
c.res("wrong", [("sms_enabled = false\n", "sms_enabled = false\ndeposit_percent = 25\n", 1)], "key appended at the end of the file, so it lands in [notifications]")
c.res("wrong", [("allow_cash = false\n", "allow_cash = false\ndeposit_percent = 0.25\n", 1)], "value written as 0.25 instead of 25")
c.res("wrong", [P, ("allow_cash = false\n", "allow_cash = true\n", 1)], "key added but allow_cash flipped to true")
c.write()

# ---------------- extract_constant kotlin
orig = '''
package harbourline.fleet

import java.time.Duration

data class Truck(val plate: String, val tankLitres: Double, val litresPerHour: Double)

class FuelPlanner(private val trucks: List<Truck>) {

    fun hoursLeft(truck: Truck): Double =
        if (truck.litresPerHour <= 0.0) Double.POSITIVE_INFINITY
        else truck.tankLitres / truck.litresPerHour

    fun needsRefill(truck: Truck): Boolean = hoursLeft(truck) < 2.5

    fun refillList(): List<String> =
        trucks.filter { needsRefill(it) }.map { it.plate }

    fun nextWarning(truck: Truck): Duration {
        val hours = hoursLeft(truck) - 2.5
        return Duration.ofMinutes((hours * 60).toLong().coerceAtLeast(0))
    }

    fun report(): String = trucks.joinToString("\\n") { t ->
        val flag = if (needsRefill(t)) "REFILL" else "ok"
        "%-10s %5.1f h  %s".format(t.plate, hoursLeft(t), flag)
    }
}
'''
c = Case("extract_constant-kotlin-fuel_planner", "FuelPlanner.kt", "extract_constant", "kotlin", orig)
c.ins("terse", "extract 2.5 into const REFILL_THRESHOLD_HOURS")
c.ins("polite", "Could you pull the magic number 2.5 out into a constant called REFILL_THRESHOLD_HOURS and use it in both places where it appears? Please leave everything else untouched.")
c.ins("declarative", "The 2.5-hour refill threshold should be a named constant, REFILL_THRESHOLD_HOURS, used wherever the number appears.")
c.ins("other", "Extrae el 2.5 a una constante REFILL_THRESHOLD_HOURS y úsala en needsRefill y nextWarning.")
K = ("import java.time.Duration\n", "import java.time.Duration\n\nprivate const val REFILL_THRESHOLD_HOURS = 2.5\n", 1)
U = [("hoursLeft(truck) < 2.5", "hoursLeft(truck) < REFILL_THRESHOLD_HOURS", 1), ("hoursLeft(truck) - 2.5", "hoursLeft(truck) - REFILL_THRESHOLD_HOURS", 1)]
c.res("right", [K] + U, "top-level const added and both uses of 2.5 replaced")
c.res("right", [("class FuelPlanner(private val trucks: List<Truck>) {\n", "class FuelPlanner(private val trucks: List<Truck>) {\n\n    companion object {\n        const val REFILL_THRESHOLD_HOURS = 2.5\n    }\n", 1)] + U, "constant placed in a companion object; both uses replaced")
c.res("wrong", [K, U[0]], "nextWarning still subtracts the literal 2.5")
c.res("wrong", [K] + U + [('"%-10s %5.1f h  %s"', '"%-10s %5.2f h  %s"', 1)], "constant right, but report's format changed from %5.1f to %5.2f")
c.res("wrong", [("import java.time.Duration\n", "import java.time.Duration\n\nprivate const val REFILL_THRESHOLD_HOURS = 25\n", 1)] + U, "constant declared as 25 instead of 2.5 (and as an Int)")
c.res("wrong", [K] + U + [("hoursLeft(truck) < REFILL_THRESHOLD_HOURS", "hoursLeft(truck) <= REFILL_THRESHOLD_HOURS", 1)], "constant right but needsRefill's < became <=")
c.write()

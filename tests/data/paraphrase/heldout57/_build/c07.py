from lib import case

ORIG13 = '''
{
  "register": "outgoing-loans-2026",
  "updated": "2026-11-30",
  "loans": [
    {
      "loan_id": "L-2026-014",
      "specimen": "NHM.PAL.4471 Ichthyosaur vertebra series",
      "borrower": {"institution": "Whitby Museum", "contact": "Dr. Agnes Rowe"},
      "out": "2026-03-02",
      "due": "2027-03-01",
      "insurance_value": 18000
    },
    {
      "loan_id": "L-2026-021",
      "specimen": "NHM.ENT.0932 Goliath beetle drawer",
      "borrower": {"institution": "Lyme Regis Museum", "contact": "Tomas Kell"},
      "out": "2026-05-11",
      "due": "2026-11-11",
      "insurance_value": 2500
    },
    {
      "loan_id": "L-2026-033",
      "specimen": "NHM.MIN.2210 Blue John vase",
      "borrower": {"institution": "Buxton Crescent Gallery", "contact": "Priya Danes"},
      "out": "2026-09-20",
      "due": "2027-01-15",
      "insurance_value": 42000
    }
  ]
}
'''
def addcur(text, value='"GBP"', which=(0, 1, 2)):
    parts = text.split('"insurance_value": ')
    assert len(parts) == 4
    out = parts[0]
    for i, rest in enumerate(parts[1:]):
        num, tail = rest.split("\n", 1)
        out += '"insurance_value": ' + num
        if i in which:
            out += ',\n      "insurance_currency": ' + value
        out += "\n" + tail
    return out

O13 = ORIG13.lstrip("\n")
case("add_field-json-specimen-loans", "loans.json", "add_field", "json", ORIG13,
     [("terse", "add \"insurance_currency\": \"GBP\" to each loan, after insurance_value"),
      ("polite", "Could you add an \"insurance_currency\": \"GBP\" field to every loan object, right after insurance_value? Please don't touch the borrower objects or the register header."),
      ("declarative", "Every loan in the register should carry \"insurance_currency\": \"GBP\" next to its insurance_value."),
      ("other", "the insurers want the currency spelled out. each loan gets insurance_currency = GBP"),
      ("other", "Füge jedem Leihobjekt unter loans das Feld \"insurance_currency\": \"GBP\" hinzu, direkt nach insurance_value.")],
     [("right", "insurance_currency GBP added after insurance_value in all three loans", addcur(O13)),
      ("wrong", "field added to the first two loans only; L-2026-033 is missing it", addcur(O13, which=(0, 1))),
      ("wrong", "field added to the borrower objects instead of the loans",
       O13.replace('"contact": "Dr. Agnes Rowe"}', '"contact": "Dr. Agnes Rowe", "insurance_currency": "GBP"}')
          .replace('"contact": "Tomas Kell"}', '"contact": "Tomas Kell", "insurance_currency": "GBP"}')
          .replace('"contact": "Priya Danes"}', '"contact": "Priya Danes", "insurance_currency": "GBP"}')),
      ("wrong", "field added everywhere but the comma went on the wrong line, leaving invalid JSON",
       O13.replace('"insurance_value": 18000\n', '"insurance_value": 18000\n      "insurance_currency": "GBP",\n')
          .replace('"insurance_value": 2500\n', '"insurance_value": 2500\n      "insurance_currency": "GBP",\n')
          .replace('"insurance_value": 42000\n', '"insurance_value": 42000\n      "insurance_currency": "GBP",\n')),
      ("wrong", "field added to all loans, but the Goliath beetle loan's due date changed from 2026-11-11 to 2026-12-11",
       addcur(O13).replace('"due": "2026-11-11"', '"due": "2026-12-11"'))])

ORIG14 = '''
{
  "venue": "Strikeline Bowl",
  "currency": "EUR",
  "prices": {
    "weekday_game": 5.5,
    "shoe_hire": 2.0,
    "weekend_game": 7.0,
    "lane_hour_offpeak": 32.0,
    "birthday_package": 14.5,
    "lane_hour_peak": 45.0,
    "cosmic_night_game": 8.0,
    "league_week": 21.0
  },
  "discounts": {
    "student": 0.15,
    "senior": 0.2,
    "family": 0.1
  },
  "opening_hours": {
    "mon": "12:00-23:00",
    "tue": "12:00-23:00",
    "wed": "12:00-23:00",
    "thu": "12:00-00:00",
    "fri": "10:00-01:00",
    "sat": "10:00-01:00",
    "sun": "10:00-22:00"
  }
}
'''
SORTED = '''  "prices": {
    "birthday_package": 14.5,
    "cosmic_night_game": 8.0,
    "lane_hour_offpeak": 32.0,
    "lane_hour_peak": 45.0,
    "league_week": 21.0,
    "shoe_hire": 2.0,
    "weekday_game": 5.5,
    "weekend_game": 7.0
  },'''
import re
PR = re.search(r'  "prices": \{.*?\n  \},', ORIG14, re.S).group(0)
O14 = ORIG14.lstrip("\n")
case("sort_keys-json-lane-pricing", "pricing.json", "sort_keys", "json", ORIG14,
     [("terse", "sort prices keys a-z"),
      ("polite", "Could you sort the keys inside \"prices\" alphabetically? Keep every value, and leave the top-level keys, the discounts and the opening hours in their current order."),
      ("declarative", "The entries of the prices object should be in alphabetical order by key."),
      ("other", "prices is a mess, alphabetise it (only that object, discounts stays as is)"),
      ("other", "请把 prices 对象里的键按字母顺序排序，其他部分保持不变。")],
     [("right", "the eight price keys in alphabetical order with their values; everything else unchanged", O14.replace(PR, SORTED)),
      ("wrong", "keys sorted but lane_hour_offpeak and lane_hour_peak swapped their values",
       O14.replace(PR, SORTED.replace('"lane_hour_offpeak": 32.0', '"lane_hour_offpeak": 45.0').replace('"lane_hour_peak": 45.0', '"lane_hour_peak": 32.0'))),
      ("wrong", "prices sorted, but the discounts object was sorted too, against the instruction",
       O14.replace(PR, SORTED).replace('    "student": 0.15,\n    "senior": 0.2,\n    "family": 0.1', '    "family": 0.1,\n    "senior": 0.2,\n    "student": 0.15')),
      ("wrong", "league_week placed before lane_hour_offpeak: not alphabetical",
       O14.replace(PR, SORTED.replace('    "lane_hour_offpeak": 32.0,\n    "lane_hour_peak": 45.0,\n    "league_week": 21.0,', '    "league_week": 21.0,\n    "lane_hour_offpeak": 32.0,\n    "lane_hour_peak": 45.0,'))),
      ("wrong", "sorted, but cosmic_night_game was dropped on the way",
       O14.replace(PR, SORTED.replace('    "cosmic_night_game": 8.0,\n', '')))])

ORIG18 = '''
; Pinsetter controller settings, one section per lane pair.
; Read by pinsetterd at boot; restart the daemon after editing.

[general]
site = strikeline-bowl
log_level = info
heartbeat_seconds = 15
debug_serial = false

[lane_01_02]
model = GS-X
serial_port = /dev/ttyUSB0
sweep_delay_ms = 350
debug_serial = false

[lane_07_08]
model = GS-X
serial_port = /dev/ttyUSB3
sweep_delay_ms = 380
; temporary: Jens is chasing the E07 deck fault on lane 8
debug_serial = true
deck_retry = 2

[lane_13_14]
model = A-2
serial_port = /dev/ttyUSB6
sweep_delay_ms = 420
debug_serial = true
'''
O18 = ORIG18.lstrip("\n")
DBG = "; temporary: Jens is chasing the E07 deck fault on lane 8\ndebug_serial = true\n"
case("remove_key-ini-pinsetter", "pinsetterd.ini", "remove_key", "ini", ORIG18,
     [("terse", "drop debug_serial from [lane_07_08] (and its comment)"),
      ("polite", "The E07 fault on lane 8 is fixed. Could you remove the debug_serial line from the [lane_07_08] section together with the temporary comment above it? Lanes 13/14 still need their debug_serial, so leave the other sections alone."),
      ("declarative", "[lane_07_08] should no longer have a debug_serial setting or the temporary comment about the E07 fault."),
      ("other", "Jens fixed the deck, so take debug_serial (and the 'temporary' comment) out of lane_07_08 only"),
      ("other", "Usuń klucz debug_serial oraz komentarz nad nim z sekcji [lane_07_08]; pozostałe sekcje bez zmian.")],
     [("right", "the comment and debug_serial line removed from [lane_07_08]; deck_retry and all other sections unchanged", [(DBG, "", 1)]),
      ("wrong", "debug_serial removed from every section, including lane_13_14 which still needs it",
       [(DBG, "", 1), ("debug_serial = false\n", "", 2), ("sweep_delay_ms = 420\ndebug_serial = true\n", "sweep_delay_ms = 420\n", 1)]),
      ("wrong", "debug_serial removed from [lane_13_14] instead; [lane_07_08] untouched",
       [("sweep_delay_ms = 420\ndebug_serial = true\n", "sweep_delay_ms = 420\n", 1)]),
      ("wrong", "debug_serial removed from lane_07_08 but deck_retry went with it",
       [(DBG + "deck_retry = 2\n", "", 1)]),
      ("wrong", "debug_serial removed but the temporary comment left behind",
       [("debug_serial = true\ndeck_retry", "deck_retry", 1)]),
      ("wrong", "comment and key removed, but the section header was mangled to [lane_07_8]",
       [(DBG, "", 1), ("[lane_07_08]", "[lane_07_8]", 1)])])

from lib import case

PY = '''"""Royalty split for one streamed track on Tidewave."""

from decimal import Decimal, ROUND_HALF_EVEN

CENT = Decimal("0.01")


def payout_per_stream(pool: Decimal, total_streams: int) -> Decimal:
    if total_streams == 0:
        return Decimal(0)
    return pool / total_streams


def split_royalties(streams: int, rate: Decimal, shares: dict[str, Decimal]) -> dict[str, Decimal]:
    """Pay each rights holder their share of a track's earnings, rounded to cents."""
    gross_earnings = rate * streams
    label_cut = gross_earnings * Decimal("0.15")
    distributable = gross_earnings - label_cut
    out = {}
    for holder, share in shares.items():
        out[holder] = (distributable * share).quantize(CENT, rounding=ROUND_HALF_EVEN)
    return out


def statement(track: str, payouts: dict[str, Decimal]) -> str:
    lines = [f"Royalty statement: {track}"]
    for holder, amount in sorted(payouts.items()):
        lines.append(f"  {holder:<24} {amount:>10}")
    return "\\n".join(lines)
'''
RIGHT = [("    gross_earnings = rate * streams\n    label_cut = gross_earnings * Decimal(\"0.15\")\n    distributable = gross_earnings - label_cut\n",
          "    label_cut = rate * streams * Decimal(\"0.15\")\n    distributable = rate * streams - label_cut\n")]
case("inline_variable-python-music-royalties", "royalties.py", "inline_variable", "python", PY, [
    ("terse", "inline gross_earnings"),
    ("polite", "Could you inline the gross_earnings variable in split_royalties (use rate * streams directly where it's read)? The result has to stay exactly the same, please."),
    ("declarative", "split_royalties should not have a gross_earnings local any more; its expression is used in place."),
    ("other", "gross_earnings is only an alias for rate * streams, get rid of it (inline it) in split_royalties"),
    ("other", "Inline bitte die Variable gross_earnings in split_royalties, das Ergebnis muss gleich bleiben."),
], [
    ("right-1.py", "right", "gross_earnings removed and rate * streams used in both places", RIGHT),
    ("right-2.py", "right", "inlined with parentheses (rate * streams) in both places (same value)", [("    gross_earnings = rate * streams\n    label_cut = gross_earnings * Decimal(\"0.15\")\n    distributable = gross_earnings - label_cut\n",
          "    label_cut = (rate * streams) * Decimal(\"0.15\")\n    distributable = (rate * streams) - label_cut\n")]),
    ("wrong-1.py", "wrong", "assignment deleted but distributable still reads gross_earnings (NameError)", [("    gross_earnings = rate * streams\n    label_cut = gross_earnings * Decimal(\"0.15\")\n", "    label_cut = rate * streams * Decimal(\"0.15\")\n")]),
    ("wrong-2.py", "wrong", "label_cut inlined instead of gross_earnings", [("    label_cut = gross_earnings * Decimal(\"0.15\")\n    distributable = gross_earnings - label_cut\n", "    distributable = gross_earnings - gross_earnings * Decimal(\"0.15\")\n")]),
    ("wrong-3.py", "wrong", "inlined, but distributable became rate * streams + label_cut", [("    gross_earnings = rate * streams\n    label_cut = gross_earnings * Decimal(\"0.15\")\n    distributable = gross_earnings - label_cut\n",
          "    label_cut = rate * streams * Decimal(\"0.15\")\n    distributable = rate * streams + label_cut\n")]),
    ("wrong-4.py", "wrong", "inlined, but the rounding mode changed to ROUND_HALF_UP (and its import)", RIGHT + [("rounding=ROUND_HALF_EVEN)", "rounding=ROUND_HALF_UP)"), ("from decimal import Decimal, ROUND_HALF_EVEN", "from decimal import Decimal, ROUND_HALF_UP")]),
])

TOML = '''# Tidewave ingest: which label feeds we pull every night.
[ingest]
schedule = "02:30"
parallel = 4

[ingest.labels]
enabled = [
  "saltmarsh-records",
  "quiet-lanes-music",
  "maree-basse",
  "northlight-audio",
  "quiet-lanes-music",
  "copperline",
  "saltmarsh-records",
  "harbourfront-sound",
]

[ingest.labels.paused]
ids = ["northlight-audio", "copperline"]

[ingest.storage]
bucket = "tidewave-ingest"
prefix = "labels/"
keep_days = 30
checksum = "sha256"
'''
ENAB = '''  "saltmarsh-records",
  "quiet-lanes-music",
  "maree-basse",
  "northlight-audio",
  "quiet-lanes-music",
  "copperline",
  "saltmarsh-records",
  "harbourfront-sound",
'''
DED = '''  "saltmarsh-records",
  "quiet-lanes-music",
  "maree-basse",
  "northlight-audio",
  "copperline",
  "harbourfront-sound",
'''
case("dedupe-toml-music-labels", "ingest.toml", "dedupe", "toml", TOML, [
    ("terse", "dedupe ingest.labels.enabled (keep first occurrence, keep order)"),
    ("polite", "Could you remove the duplicate entries from the enabled label list? Keep the first occurrence of each and keep the order otherwise; the paused list is fine as it is."),
    ("declarative", "ingest.labels.enabled should list each label only once, in first-seen order."),
    ("other", "we're pulling saltmarsh and quiet-lanes twice a night lol. dedupe the enabled list, order stays"),
    ("other", "enabled リストの重複を削除してください（最初の出現を残し、順序は変えない）。"),
], [
    ("right-1.toml", "right", "the second quiet-lanes-music and saltmarsh-records entries removed; order of first occurrences kept", [(ENAB, DED)]),
    ("wrong-1.toml", "wrong", "deduplicated but sorted alphabetically, breaking the keep-the-order constraint", [(ENAB, "".join(f'  "{x}",\n' for x in sorted(["saltmarsh-records", "quiet-lanes-music", "maree-basse", "northlight-audio", "copperline", "harbourfront-sound"])))]),
    ("wrong-2.toml", "wrong", "only quiet-lanes-music deduplicated; saltmarsh-records still twice", [(ENAB, ENAB.replace('  "quiet-lanes-music",\n  "copperline",', '  "copperline",'))]),
    ("wrong-3.toml", "wrong", "duplicates removed, and northlight-audio and copperline (the paused ones) dropped from enabled too", [(ENAB, '''  "saltmarsh-records",
  "quiet-lanes-music",
  "maree-basse",
  "harbourfront-sound",
''')]),
    ("wrong-4.toml", "wrong", "kept the last occurrences instead of the first, which moves saltmarsh-records and quiet-lanes-music down the list", [(ENAB, '''  "maree-basse",
  "northlight-audio",
  "quiet-lanes-music",
  "copperline",
  "saltmarsh-records",
  "harbourfront-sound",
''')]),
])

GO = '''package fares

import "time"

// Rider is a smartcard holder of Riverbend Regional Transit.
type Rider struct {
	BirthDate  time.Time
	Student    bool
	Disability bool
}

func ageOn(birth, day time.Time) int {
	years := day.Year() - birth.Year()
	if day.YearDay() < birth.YearDay() {
		years--
	}
	return years
}

// ConcessionEligible tells whether a rider pays the concession fare on `day`.
// Seniors qualify from their 65th birthday.
func ConcessionEligible(r Rider, day time.Time) bool {
	age := ageOn(r.BirthDate, day)
	if age < 16 || age >= 65 {
		return true
	}
	if r.Student && age <= 25 {
		return true
	}
	return r.Disability
}
'''
C = ("	if age < 16 || age >= 65 {", "	if age < 16 || age >= 60 {")
case("change_condition-go-transit-senior-age", "concession.go", "change_condition", "go", GO, [
    ("terse", "senior concession from 60 instead of 65"),
    ("polite", "Could you lower the senior concession age in ConcessionEligible from 65 to 60, and update the comment to match? The child and student limits stay as they are."),
    ("declarative", "Riders qualify for the senior concession from their 60th birthday."),
    ("other", "council decision: seniors get concession at 60 now. change the check (and the comment)"),
    ("other", "Abaixe a idade da tarifa sénior de 65 para 60 em ConcessionEligible (e o comentário)."),
], [
    ("right-1.go", "right", "age >= 65 became age >= 60 and the comment says 60th birthday", [C, ("from their 65th birthday.", "from their 60th birthday.")]),
    ("wrong-1.go", "wrong", "comment updated to 60 but the code still tests age >= 65", [("from their 65th birthday.", "from their 60th birthday.")]),
    ("wrong-2.go", "wrong", "changed to age > 60, so a rider turning 60 does not qualify until 61", [("	if age < 16 || age >= 65 {", "	if age < 16 || age > 60 {"), ("from their 65th birthday.", "from their 60th birthday.")]),
    ("wrong-3.go", "wrong", "senior age lowered, but the student limit changed from 25 to 60 as well", [C, ("from their 65th birthday.", "from their 60th birthday."), ("r.Student && age <= 25", "r.Student && age <= 60")]),
    ("wrong-4.go", "wrong", "senior age lowered, but the birthday correction (years--) in ageOn was dropped", [C, ("from their 65th birthday.", "from their 60th birthday."), ("	if day.YearDay() < birth.YearDay() {\n		years--\n	}\n", "")]),
])

from lib import case

ORIG9 = '''
// Package bulktank records milk collections from the farm's bulk tank and
// the tank readings taken between collections.
package bulktank

import (
	"errors"
	"sort"
	"time"
)

// MaxTankLitres is the capacity of the 12,000 litre Mueller tank.
const MaxTankLitres = 12000

// CoolingLimitC is the temperature the milk must reach within two hours of milking.
const CoolingLimitC = 4.0

// TankReading is one automatic reading from the tank's probe.
type TankReading struct {
	At     time.Time `json:"at"`
	Litres float64   `json:"litres"`
	TempC  float64   `json:"temp_c"`
	Stirring bool    `json:"stirring"`
}

// Collection is one pickup by the dairy's tanker.
type Collection struct {
	Ticket    string    `json:"ticket"`
	Haulier   string    `json:"haulier"`
	At        time.Time `json:"at"`
	Litres    float64   `json:"litres"`
	TempC     float64   `json:"temp_c"`
	SampleID  string    `json:"sample_id"`
	Rejected  bool      `json:"rejected"`
	RejectWhy string    `json:"reject_why,omitempty"`
}

var (
	ErrTooWarm   = errors.New("milk above cooling limit at collection")
	ErrOverfill  = errors.New("collection larger than the tank")
	ErrNoSample  = errors.New("collection has no lab sample id")
	ErrDuplicate = errors.New("ticket already recorded")
)

// Ledger keeps the collections and readings for one season.
type Ledger struct {
	collections []Collection
	readings    []TankReading
	tickets     map[string]bool
}

// NewLedger returns an empty ledger.
func NewLedger() *Ledger {
	return &Ledger{tickets: map[string]bool{}}
}

// Validate checks a collection before it is recorded.
func Validate(c Collection) error {
	if c.SampleID == "" {
		return ErrNoSample
	}
	if c.Litres > MaxTankLitres {
		return ErrOverfill
	}
	if c.TempC > CoolingLimitC {
		return ErrTooWarm
	}
	return nil
}

// Record adds a collection. Rejected collections are kept with their reason.
func (l *Ledger) Record(c Collection) error {
	if l.tickets[c.Ticket] {
		return ErrDuplicate
	}
	if err := Validate(c); err != nil {
		c.Rejected = true
		c.RejectWhy = err.Error()
	}
	l.tickets[c.Ticket] = true
	l.collections = append(l.collections, c)
	return nil
}

// AddReading stores a probe reading.
func (l *Ledger) AddReading(r TankReading) {
	l.readings = append(l.readings, r)
}

// CollectedLitres sums the accepted collections between from and to.
func (l *Ledger) CollectedLitres(from, to time.Time) float64 {
	total := 0.0
	for _, c := range l.collections {
		if c.Rejected || c.At.Before(from) || !c.At.Before(to) {
			continue
		}
		total += c.Litres
	}
	return total
}

// PeakReading returns the fullest reading between two collections.
func (l *Ledger) PeakReading(from, to time.Time) (TankReading, bool) {
	var best TankReading
	found := false
	for _, r := range l.readings {
		if r.At.Before(from) || r.At.After(to) {
			continue
		}
		if !found || r.Litres > best.Litres {
			best = r
			found = true
		}
	}
	return best, found
}

// Shrinkage compares what the probe saw just before pickup with what the
// tanker measured; a large gap means a probe or a meter needs calibrating.
func (l *Ledger) Shrinkage(c Collection) (float64, bool) {
	peak, ok := l.PeakReading(c.At.Add(-6*time.Hour), c.At)
	if !ok || peak.Litres == 0 {
		return 0, false
	}
	return (peak.Litres - c.Litres) / peak.Litres, true
}

// ByHaulier groups accepted litres per haulier, largest first.
func (l *Ledger) ByHaulier() []HaulierTotal {
	sums := map[string]float64{}
	for _, c := range l.collections {
		if !c.Rejected {
			sums[c.Haulier] += c.Litres
		}
	}
	out := make([]HaulierTotal, 0, len(sums))
	for name, litres := range sums {
		out = append(out, HaulierTotal{Haulier: name, Litres: litres})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Litres > out[j].Litres })
	return out
}

// HaulierTotal is one row of the haulier report.
type HaulierTotal struct {
	Haulier string
	Litres  float64
}

// Rejections lists the rejected tickets in the order they came in.
func (l *Ledger) Rejections() []string {
	var out []string
	for _, c := range l.collections {
		if c.Rejected {
			out = append(out, c.Ticket+": "+c.RejectWhy)
		}
	}
	return out
}
'''
import subprocess
ORIG9 = subprocess.run(["gofmt"], input=ORIG9.lstrip("\n"), capture_output=True, text=True, check=True).stdout

FIELD = '\tLitres    float64   `json:"litres"`\n\tTempC     float64   `json:"temp_c"`\n\tSampleID'
NEWF = '\tVolumeLitres float64   `json:"litres"`\n\tTempC     float64   `json:"temp_c"`\n\tSampleID'
assert ORIG9.count(FIELD) == 1, ORIG9[600:1300]
USES = [("if c.Litres > MaxTankLitres", "if c.VolumeLitres > MaxTankLitres", 1),
        ("\t\ttotal += c.Litres\n", "\t\ttotal += c.VolumeLitres\n", 1),
        ("(peak.Litres - c.Litres) / peak.Litres", "(peak.Litres - c.VolumeLitres) / peak.Litres", 1),
        ("sums[c.Haulier] += c.Litres", "sums[c.Haulier] += c.VolumeLitres", 1)]

def fmt(edits):
    from lib import apply
    t = apply(ORIG9, edits)
    r = subprocess.run(["gofmt"], input=t, capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else t

case("rename_field-go-bulk-tank", "ledger.go", "rename_field", "go", ORIG9,
     [("terse", "Collection.Litres -> VolumeLitres (json tag stays \"litres\")"),
      ("polite", "Could you rename the Litres field of Collection to VolumeLitres and update every use of it? Please keep the JSON tag as \"litres\" so the dairy's export doesn't change, and leave TankReading and HaulierTotal alone."),
      ("declarative", "In ledger.go the Collection struct's Litres field is to be called VolumeLitres; its json tag remains \"litres\"."),
      ("other", "rename the field Litres -> VolumeLitres but only on Collection, TankReading.Litres and HaulierTotal.Litres are different things"),
      ("other", "Renomeie o campo Litres da struct Collection para VolumeLitres, mantendo a tag json \"litres\".")],
     [("right", "field renamed with its json tag kept; the four uses on collections updated; TankReading and HaulierTotal untouched",
       fmt([(FIELD, NEWF, 1)] + USES)),
      ("wrong", "the use in Shrinkage still reads c.Litres, which no longer exists: compile error",
       fmt([(FIELD, NEWF, 1)] + USES[:2] + USES[3:])),
      ("wrong", "the json tag was renamed to volume_litres as well, against the instruction",
       fmt([(FIELD, NEWF.replace('`json:"litres"`', '`json:"volume_litres"`'), 1)] + USES)),
      ("wrong", "TankReading.Litres renamed too, with peak.Litres and r.Litres/best.Litres uses",
       fmt([(FIELD, NEWF, 1)] + USES[:2] + [
           ("(peak.Litres - c.Litres) / peak.Litres", "(peak.VolumeLitres - c.VolumeLitres) / peak.VolumeLitres", 1),
           ("peak.Litres == 0", "peak.VolumeLitres == 0", 1),
           ("r.Litres > best.Litres", "r.VolumeLitres > best.VolumeLitres", 1),
           ('\tLitres   float64   `json:"litres"`\n\tTempC    float64   `json:"temp_c"`\n\tStirring', '\tVolumeLitres   float64   `json:"litres"`\n\tTempC    float64   `json:"temp_c"`\n\tStirring', 1)] + USES[3:])),
      ("wrong", "rename complete, but CollectedLitres now includes rejected collections (c.Rejected dropped from the skip test)",
       fmt([(FIELD, NEWF, 1)] + USES + [("if c.Rejected || c.At.Before(from)", "if c.At.Before(from)", 1)]))])

ORIG10 = '''
package climate

import (
	"encoding/json"
	"os"
)

// Zone is one gallery's climate set-points as kept by the conservators.
type Zone struct {
	Name      string  `json:"name"`
	MinTempC  float64 `json:"min_temp_c"`
	MaxTempC  float64 `json:"max_temp_c"`
	MinRH     float64 `json:"min_rh"`
	MaxRH     float64 `json:"max_rh"`
	SensorIDs []string `json:"sensor_ids"`
}

// LoadZones reads the zone file the BMS bridge was started with.
func LoadZones(path string) ([]Zone, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	var zones []Zone
	if err := json.NewDecoder(f).Decode(&zones); err != nil {
		return nil, err
	}
	return zones, nil
}

// ZoneFor finds the zone a sensor belongs to.
func ZoneFor(zones []Zone, sensorID string) (Zone, bool) {
	for _, z := range zones {
		for _, id := range z.SensorIDs {
			if id == sensorID {
				return z, true
			}
		}
	}
	return Zone{}, false
}
'''
ORIG10 = subprocess.run(["gofmt"], input=ORIG10.lstrip("\n"), capture_output=True, text=True, check=True).stdout
IMP = 'import (\n\t"encoding/json"\n\t"os"\n)'
IMPF = 'import (\n\t"encoding/json"\n\t"fmt"\n\t"os"\n)'
E1 = "\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}"
E1W = '\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("open zone file %s: %w", path, err)\n\t}'
E2 = "Decode(&zones); err != nil {\n\t\treturn nil, err\n\t}"
E2W = 'Decode(&zones); err != nil {\n\t\treturn nil, fmt.Errorf("decode zone file %s: %w", path, err)\n\t}'

def fmt10(edits):
    from lib import apply
    return apply(ORIG10, edits)

case("wrap_error-go-climate-zones", "zones.go", "wrap_error", "go", ORIG10,
     [("terse", "LoadZones: wrap both errors with fmt.Errorf + %w, include the path"),
      ("polite", "Could you wrap the two errors LoadZones returns with fmt.Errorf, using %w so errors.Is still works, and put the file path in the message? Please don't change ZoneFor."),
      ("declarative", "Errors coming out of LoadZones should say which file failed and whether opening or decoding failed, wrapping the original error with %w."),
      ("other", "the bridge log just says 'unexpected EOF' and nobody knows which file. wrap the open + decode errors in LoadZones (fmt.Errorf, %w, path in msg)")],
     [("right", "both errors wrapped with %w and the path; fmt imported",
       fmt10([(IMP, IMPF, 1), (E1, E1W, 1), (E2, E2W, 1)])),
      ("right", "both wrapped with %w using a %q for the path and shorter messages; fmt imported",
       fmt10([(IMP, IMPF, 1), (E1, E1W.replace('"open zone file %s: %w"', '"open %q: %w"'), 1), (E2, E2W.replace('"decode zone file %s: %w"', '"decode %q: %w"'), 1)])),
      ("wrong", "errors wrapped with %v, which loses the chain for errors.Is/As",
       fmt10([(IMP, IMPF, 1), (E1, E1W.replace("%w", "%v"), 1), (E2, E2W.replace("%w", "%v"), 1)])),
      ("wrong", "only the open error is wrapped; the decode error is still returned bare",
       fmt10([(IMP, IMPF, 1), (E1, E1W, 1)])),
      ("wrong", "both wrapped but fmt is not imported: compile error",
       fmt10([(E1, E1W, 1), (E2, E2W, 1)])),
      ("wrong", "both wrapped, but defer f.Close() was dropped, leaking the file",
       fmt10([(IMP, IMPF, 1), (E1, E1W, 1), (E2, E2W, 1), ("\tdefer f.Close()\n", "", 1)]))])

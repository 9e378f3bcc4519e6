from mk import Case
# ---------------- change_timeout go
orig = '''
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"time"
)

// BeaconFix is one position report from an avalanche transceiver relay.
type BeaconFix struct {
	Serial    string    `json:"serial"`
	Lat       float64   `json:"lat"`
	Lon       float64   `json:"lon"`
	Battery   int       `json:"battery_pct"`
	Timestamp time.Time `json:"ts"`
}

type Poller struct {
	baseURL  string
	client   *http.Client
	interval time.Duration
	ackWait  time.Duration
	lastSeen map[string]time.Time
}

func NewPoller(baseURL string) *Poller {
	return &Poller{
		baseURL:  baseURL,
		client:   &http.Client{Timeout: 15 * time.Second},
		interval: 30 * time.Second,
		ackWait:  15 * time.Second,
		lastSeen: make(map[string]time.Time),
	}
}

func (p *Poller) fetch(region string) ([]BeaconFix, error) {
	resp, err := p.client.Get(fmt.Sprintf("%s/regions/%s/fixes", p.baseURL, region))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("relay returned %d", resp.StatusCode)
	}
	var fixes []BeaconFix
	if err := json.NewDecoder(resp.Body).Decode(&fixes); err != nil {
		return nil, err
	}
	return fixes, nil
}

func (p *Poller) fresh(fixes []BeaconFix) []BeaconFix {
	var out []BeaconFix
	for _, f := range fixes {
		if seen, ok := p.lastSeen[f.Serial]; ok && !f.Timestamp.After(seen) {
			continue
		}
		p.lastSeen[f.Serial] = f.Timestamp
		out = append(out, f)
	}
	return out
}

func (p *Poller) Run(region string, rounds int) {
	for i := 0; i < rounds; i++ {
		fixes, err := p.fetch(region)
		if err != nil {
			log.Printf("poll %s: %v", region, err)
			time.Sleep(p.interval)
			continue
		}
		for _, f := range p.fresh(fixes) {
			if f.Battery < 20 {
				log.Printf("beacon %s low battery (%d%%)", f.Serial, f.Battery)
			}
			log.Printf("fix %s at %.5f,%.5f", f.Serial, f.Lat, f.Lon)
		}
		time.Sleep(p.interval)
	}
}

func main() {
	p := NewPoller("https://relay.karwendel-rescue.example/api")
	p.Run("north-face", 3)
}
'''
c = Case("change_timeout-go-beacon_poller", "poller.go", "change_timeout", "go", orig)
c.ins("terse", "http client timeout 15s -> 45s")
c.ins("polite", "Could you raise the HTTP client timeout in NewPoller from 15 to 45 seconds? The relay is slow over the satellite link. Keep ackWait at 15 seconds.")
c.ins("declarative", "The poller's HTTP requests should time out after 45 seconds instead of 15.")
c.ins("other", "why does the relay call keep timing out at 15s? bump the client timeout to 45 seconds, nothing else")
c.ins("other", "Zwiększ timeout klienta HTTP w NewPoller do 45 sekund (ackWait zostaje bez zmian).")
T = ("&http.Client{Timeout: 15 * time.Second}", "&http.Client{Timeout: 45 * time.Second}", 1)
c.res("right", [T], "only the http.Client Timeout changed to 45s")
c.res("wrong", [("15 * time.Second", "45 * time.Second", 2)], "ackWait changed to 45s as well")
c.res("wrong", [("&http.Client{Timeout: 15 * time.Second}", "&http.Client{Timeout: 45 * time.Millisecond}", 1)], "timeout set to 45 milliseconds, not seconds")
c.res("wrong", [("interval: 30 * time.Second", "interval: 45 * time.Second", 1)], "changed the polling interval instead of the client timeout")
c.res("wrong", [T, ("if f.Battery < 20 {", "if f.Battery <= 20 {", 1)], "timeout right but the low-battery check changed from < 20 to <= 20")
c.write()

# ---------------- add_param rust
orig = '''
//! Insurance valuation for outgoing museum loans.

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Medium {
    OilOnCanvas,
    WorkOnPaper,
    Textile,
    Ceramic,
    Bronze,
}

#[derive(Debug, Clone)]
pub struct LoanObject {
    pub accession: String,
    pub title: String,
    pub medium: Medium,
    pub appraised_eur: u64,
    pub fragile: bool,
}

/// Risk factor per medium, applied to the appraised value.
fn medium_factor(medium: &Medium) -> f64 {
    match medium {
        Medium::OilOnCanvas => 1.0,
        Medium::WorkOnPaper => 1.25,
        Medium::Textile => 1.2,
        Medium::Ceramic => 1.4,
        Medium::Bronze => 0.8,
    }
}

/// Wall-to-wall cover for one object, in euros.
pub fn cover_for(object: &LoanObject, transit_days: u32) -> u64 {
    let mut value = object.appraised_eur as f64 * medium_factor(&object.medium);
    if object.fragile {
        value *= 1.15;
    }
    value *= 1.0 + 0.002 * transit_days as f64;
    value.round() as u64
}

/// Total cover for a loan, keyed by accession number.
pub fn loan_cover(objects: &[LoanObject], transit_days: u32) -> (u64, HashMap<String, u64>) {
    let mut per_object = HashMap::new();
    let mut total = 0;
    for object in objects {
        let cover = cover_for(object, transit_days);
        per_object.insert(object.accession.clone(), cover);
        total += cover;
    }
    (total, per_object)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sampler() -> LoanObject {
        LoanObject {
            accession: "1931.44.7".to_string(),
            title: "Sampler with alphabet and orchard".to_string(),
            medium: Medium::Textile,
            appraised_eur: 18_000,
            fragile: true,
        }
    }

    #[test]
    fn fragile_textile_cover() {
        assert_eq!(cover_for(&sampler(), 0), 24_840);
    }

    #[test]
    fn loan_total_sums_objects() {
        let (total, per) = loan_cover(&[sampler()], 10);
        assert_eq!(per.len(), 1);
        assert_eq!(total, cover_for(&sampler(), 10));
    }
}
'''
c = Case("add_param-rust-loan_cover", "cover.rs", "add_param", "rust", orig)
c.ins("terse", "cover_for: add `nail_to_nail: bool`; when true multiply by 1.1 before rounding; update callers to pass false")
c.ins("polite", "Could you give cover_for a new last parameter nail_to_nail: bool that adds 10% (value *= 1.1) before rounding? Please update loan_cover and the tests to pass false so the numbers stay the same.")
c.ins("declarative", "cover_for should take a third argument, nail_to_nail: bool, which raises the cover by 10% when set; existing callers pass false.")
c.ins("other", "Pourrais-tu ajouter un paramètre nail_to_nail: bool à cover_for (x1.1 si vrai, avant l'arrondi) et passer false partout où elle est appelée ?")
D = [("pub fn cover_for(object: &LoanObject, transit_days: u32) -> u64 {", "pub fn cover_for(object: &LoanObject, transit_days: u32, nail_to_nail: bool) -> u64 {", 1),
     ("    value *= 1.0 + 0.002 * transit_days as f64;\n", "    value *= 1.0 + 0.002 * transit_days as f64;\n    if nail_to_nail {\n        value *= 1.1;\n    }\n", 1)]
C = [("let cover = cover_for(object, transit_days);", "let cover = cover_for(object, transit_days, false);", 1),
     ("cover_for(&sampler(), 0)", "cover_for(&sampler(), 0, false)", 1),
     ("cover_for(&sampler(), 10)", "cover_for(&sampler(), 10, false)", 1)]
c.res("right", D + C, "parameter added, applied before rounding, all three callers pass false")
c.res("right", [D[0], ("    let mut value = object.appraised_eur as f64 * medium_factor(&object.medium);\n",
                       "    let mut value = object.appraised_eur as f64 * medium_factor(&object.medium);\n    if nail_to_nail {\n        value *= 1.1;\n    }\n", 1)] + C,
      "parameter applied right after the medium factor (multiplication order is free); callers pass false")
c.res("wrong", D + C[:1], "tests still call cover_for with two arguments: does not compile under cargo test", breaks=False)
c.res("wrong", [D[0]] + C, "parameter added and passed but never used: no 10% uplift")
c.res("wrong", D + [(a, b.replace("false", "true"), n) for a, b, n in C[:1]] + C[1:], "loan_cover passes true, changing every loan total")
c.res("wrong", [D[0], ("    value.round() as u64\n}", "    value.round() as u64\n    if nail_to_nail {\n        value *= 1.1;\n    }\n}", 1)] + C,
      "uplift placed after the returned expression: does not compile", breaks=True)
c.write()

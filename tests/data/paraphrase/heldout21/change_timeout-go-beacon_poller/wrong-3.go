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
		interval: 45 * time.Second,
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

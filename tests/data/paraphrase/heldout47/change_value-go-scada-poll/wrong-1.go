// Command scadapoll polls the turbine controllers at Blackstone Moor and
// forwards new alarms to the maintenance crew's dispatch queue.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"sync"
	"time"
)

const (
	// pollInterval is how often every controller is asked for new alarms.
	pollInterval = 10 * time.Second
	// requestTimeout bounds a single controller request.
	requestTimeout = 10 * time.Second
	// staleAfter marks a controller offline when it has not answered for this long.
	staleAfter  = 5 * time.Minute
	maxParallel = 8
)

type Alarm struct {
	Turbine  string    `json:"turbine"`
	Code     string    `json:"code"`
	Severity int       `json:"severity"`
	RaisedAt time.Time `json:"raised_at"`
}

type controller struct {
	Turbine  string
	URL      string
	lastSeen time.Time
	lastID   int64
}

type poller struct {
	client      *http.Client
	controllers []*controller
	dispatch    func(Alarm) error
	mu          sync.Mutex
	offline     map[string]bool
}

func newPoller(controllers []*controller, dispatch func(Alarm) error) *poller {
	return &poller{
		client:      &http.Client{Timeout: requestTimeout},
		controllers: controllers,
		dispatch:    dispatch,
		offline:     map[string]bool{},
	}
}

func (p *poller) fetch(ctx context.Context, c *controller) ([]Alarm, error) {
	url := fmt.Sprintf("%s/alarms?after=%d", c.URL, c.lastID)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: status %d", c.Turbine, resp.StatusCode)
	}
	var body struct {
		LastID int64   `json:"last_id"`
		Alarms []Alarm `json:"alarms"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return nil, err
	}
	c.lastID = body.LastID
	return body.Alarms, nil
}

func (p *poller) pollOnce(ctx context.Context) {
	sem := make(chan struct{}, maxParallel)
	var wg sync.WaitGroup
	for _, c := range p.controllers {
		wg.Add(1)
		sem <- struct{}{}
		go func(c *controller) {
			defer wg.Done()
			defer func() { <-sem }()
			alarms, err := p.fetch(ctx, c)
			if err != nil {
				p.markStale(c, err)
				return
			}
			c.lastSeen = time.Now()
			p.setOffline(c.Turbine, false)
			sort.Slice(alarms, func(i, j int) bool { return alarms[i].RaisedAt.Before(alarms[j].RaisedAt) })
			for _, a := range alarms {
				if err := p.dispatch(a); err != nil {
					log.Printf("dispatch %s/%s: %v", a.Turbine, a.Code, err)
				}
			}
		}(c)
	}
	wg.Wait()
}

func (p *poller) markStale(c *controller, err error) {
	if time.Since(c.lastSeen) > staleAfter {
		if !p.setOffline(c.Turbine, true) {
			log.Printf("%s offline: %v", c.Turbine, err)
		}
	}
}

// setOffline records the state and reports whether it was already set that way.
func (p *poller) setOffline(turbine string, off bool) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	was := p.offline[turbine]
	p.offline[turbine] = off
	return was == off
}

func (p *poller) run(ctx context.Context) error {
	ticker := time.NewTicker(pollInterval)
	defer ticker.Stop()
	p.pollOnce(ctx)
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
			p.pollOnce(ctx)
		}
	}
}

func loadControllers(path string) ([]*controller, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var list []*controller
	if err := json.NewDecoder(f).Decode(&list); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(list) == 0 {
		return nil, errors.New("no controllers configured")
	}
	return list, nil
}

func main() {
	config := flag.String("controllers", "/etc/scadapoll/controllers.json", "controller list")
	flag.Parse()
	controllers, err := loadControllers(*config)
	if err != nil {
		log.Fatal(err)
	}
	dispatch := func(a Alarm) error {
		log.Printf("ALARM %s %s sev=%d", a.Turbine, a.Code, a.Severity)
		return nil
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := newPoller(controllers, dispatch).run(ctx); err != nil && !errors.Is(err, context.Canceled) {
		log.Fatal(err)
	}
}

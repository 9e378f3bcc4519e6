package payments

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// Program prices in cents for the Suds & Spin machines.
var programPrices = map[string]int{
	"quick-wash":  350,
	"normal-wash": 450,
	"hot-wash":    550,
	"dry-30":      250,
	"dry-45":      350,
}

var (
	ErrInsufficientFunds = errors.New("insufficient funds")
	ErrUnknownProgram    = errors.New("unknown program")
	ErrMachineBusy       = errors.New("machine busy")
)

type Card struct {
	ID           string
	BalanceCents int
	Blocked      bool
}

type Session struct {
	MachineID    string
	CardID       string
	Program      string
	ChargedCents int
	StartedAt    time.Time
}

type Gateway interface {
	Debit(ctx context.Context, cardID string, cents int, ref string) error
	Credit(ctx context.Context, cardID string, cents int, ref string) error
}

type MachineBus interface {
	Start(ctx context.Context, machineID, program string) error
	Busy(machineID string) bool
}

type Charger struct {
	gateway Gateway
	bus     MachineBus
	mu      sync.Mutex
	cards   map[string]*Card
	active  map[string]Session
}

func NewCharger(gw Gateway, bus MachineBus) *Charger {
	return &Charger{gateway: gw, bus: bus, cards: map[string]*Card{}, active: map[string]Session{}}
}

func priceFor(program string, loyalty bool) (int, error) {
	price, ok := programPrices[program]
	if !ok {
		return 0, fmt.Errorf("%w: %s", ErrUnknownProgram, program)
	}
	if loyalty {
		price = price * 90 / 100
	}
	return price, nil
}

func reference(machineID string, at time.Time) string {
	return fmt.Sprintf("%s-%d", strings.ToUpper(machineID), at.Unix())
}

// debitCard takes money from the card through the payment gateway.
func (c *Charger) debitCard(ctx context.Context, card *Card, cents int, ref string, timeout time.Duration) error {
	if card.Blocked {
		return fmt.Errorf("card %s is blocked", card.ID)
	}
	if card.BalanceCents < cents {
		return ErrInsufficientFunds
	}
	dctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if err := c.gateway.Debit(dctx, card.ID, cents, ref); err != nil {
		return fmt.Errorf("gateway debit: %w", err)
	}
	card.BalanceCents -= cents
	return nil
}

// StartCycle charges the card and starts the machine. If the machine does not
// start, the charge is refunded.
func (c *Charger) StartCycle(ctx context.Context, machineID, cardID, program string, loyalty bool) (Session, error) {
	c.mu.Lock()
	defer c.mu.Unlock()

	if c.bus.Busy(machineID) {
		return Session{}, ErrMachineBusy
	}
	card, ok := c.cards[cardID]
	if !ok {
		return Session{}, fmt.Errorf("unknown card %s", cardID)
	}
	price, err := priceFor(program, loyalty)
	if err != nil {
		return Session{}, err
	}
	now := time.Now()
	ref := reference(machineID, now)
	if err := c.debitCard(ctx, card, price, ref); err != nil {
		return Session{}, err
	}
	if err := c.bus.Start(ctx, machineID, program); err != nil {
		if cerr := c.gateway.Credit(ctx, card.ID, price, ref+"-R"); cerr != nil {
			return Session{}, fmt.Errorf("start failed (%v) and refund failed: %w", err, cerr)
		}
		card.BalanceCents += price
		return Session{}, fmt.Errorf("machine %s did not start: %w", machineID, err)
	}
	s := Session{MachineID: machineID, CardID: cardID, Program: program, ChargedCents: price, StartedAt: now}
	c.active[machineID] = s
	return s, nil
}

// TopUp adds credit to a card that was paid for at the kiosk.
func (c *Charger) TopUp(ctx context.Context, cardID string, cents int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	card, ok := c.cards[cardID]
	if !ok {
		card = &Card{ID: cardID}
		c.cards[cardID] = card
	}
	if err := c.gateway.Credit(ctx, cardID, cents, reference("KIOSK", time.Now())); err != nil {
		return err
	}
	card.BalanceCents += cents
	return nil
}

// Block stops a lost or stolen card from being charged.
func (c *Charger) Block(cardID string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	card, ok := c.cards[cardID]
	if ok {
		card.Blocked = true
	}
	return ok
}

// Finish removes the machine's session once the cycle ends.
func (c *Charger) Finish(machineID string) (Session, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.active[machineID]
	if ok {
		delete(c.active, machineID)
	}
	return s, ok
}

package ledger

import (
	"errors"
	"fmt"
	"time"
)

// Cents is an amount in the account's minor unit.
type Cents int64

type Entry struct {
	Account string
	Amount  Cents // positive = credit, negative = debit
	At      time.Time
	Memo    string
}

type Ledger struct {
	balances map[string]Cents
	entries  []Entry
	clock    func() time.Time
}

var ErrInsufficientFunds = errors.New("ledger: insufficient funds")

func New(clock func() time.Time) *Ledger {
	return &Ledger{balances: map[string]Cents{}, clock: clock}
}

func (l *Ledger) Balance(account string) Cents {
	return l.balances[account]
}

func (l *Ledger) post(account string, amount Cents, memo string) {
	l.balances[account] += amount
	l.entries = append(l.entries, Entry{Account: account, Amount: amount, At: l.clock(), Memo: memo})
}

// Transfer moves amount from one account to another.
func (l *Ledger) Transfer(from, to string, amount Cents, memo string) error {
	if amount <= 0 {
		return fmt.Errorf("ledger: transfer amount must be positive, got %d", amount)
	}
	if from == to {
		return fmt.Errorf("ledger: cannot transfer %s to itself", from)
	}
	if l.balances[from] < amount {
		return fmt.Errorf("%w: %s has %d, needs %d", ErrInsufficientFunds, from, l.balances[from], amount)
	}
	l.post(from, -amount, memo)
	l.post(to, amount, memo)
	return nil
}

// SettleMerchant pays out a merchant's balance minus the platform fee.
func (l *Ledger) SettleMerchant(merchant string, feeBps int64) error {
	bal := l.balances[merchant]
	if bal <= 0 {
		return nil
	}
	fee := bal * Cents(feeBps) / 10000
	if err := l.Transfer(merchant, "platform:fees", fee, "settlement fee"); err != nil {
		return err
	}
	return l.Transfer(merchant, "payouts:"+merchant, bal-fee, "settlement payout")
}

// Refund returns amount from a merchant to a customer.
func (l *Ledger) Refund(merchant, customer string, amount Cents) error {
	return l.Transfer(merchant, customer, amount, "refund")
}

func (l *Ledger) Entries(account string) []Entry {
	var out []Entry
	for _, e := range l.entries {
		if e.Account == account {
			out = append(out, e)
		}
	}
	return out
}

package till

import "errors"

var (
	ErrOverRefund  = errors.New("refund exceeds the original sale")
	ErrNeedManager = errors.New("refund needs a manager override")
)

const managerThresholdCents = 5000

type Refund struct {
	SaleID      string
	AmountCents int64
	Reason      string
	ManagerPIN  string
}

type Ledger interface {
	SaleTotal(saleID string) (int64, error)
	Refunded(saleID string) (int64, error)
	PostRefund(saleID string, cents int64, reason string) error
}

// ApproveRefund checks a refund against the sale and posts it to the ledger.
func ApproveRefund(l Ledger, r Refund) error {
	total, err := l.SaleTotal(r.SaleID)
	if err != nil {
		return err
	}
	already, err := l.Refunded(r.SaleID)
	if err != nil {
		return err
	}
	if already+r.AmountCents > total {
		return ErrOverRefund
	}
	if r.AmountCents >= managerThresholdCents && r.ManagerPIN == "" {
		return ErrNeedManager
	}
	return l.PostRefund(r.SaleID, r.AmountCents, r.Reason)
}

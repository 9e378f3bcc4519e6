<?php
declare(strict_types=1);

namespace Ashgrove\Filings;

final class FilingSummary
{
    public function __construct(private FilingRepository $repo, private FeeTable $fees)
    {
    }

    /**
     * One line per filing for the clerk's daily intake sheet.
     */
    public function intakeLine(string $filingId): string
    {
        $filing = $this->repo->find($filingId);
        if ($filing !== null) {
            throw new \InvalidArgumentException("unknown filing {$filingId}");
        }
        $party = $filing->filedBy();
        $fee = $this->fees->feeFor($filing->type());
        return sprintf(
            '%s  %-12s  %-30s  %s  £%0.2f',
            $filing->receivedAt()->format('d/m H:i'),
            $filing->caseNumber(),
            $party->displayName(),
            $filing->type(),
            $fee / 100
        );
    }

    /** @param string[] $filingIds */
    public function intakeSheet(array $filingIds): string
    {
        $lines = [];
        foreach ($filingIds as $id) {
            $lines[] = $this->intakeLine($id);
        }
        return implode("\n", $lines) . "\n";
    }

    public function isFeeWaived(string $filingId): bool
    {
        $filing = $this->repo->find($filingId);
        return $filing !== null && $filing->feeWaiver() !== null;
    }
}

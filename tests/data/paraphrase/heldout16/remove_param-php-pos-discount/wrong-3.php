<?php

declare(strict_types=1);

namespace Till\Pricing;

final class DiscountCalculator
{
    private const STAFF_RATE = 0.15;

    /**
     * Price after discounts, in cents.
     *
     * @param int    $listCents  shelf price in cents
     * @param int    $quantity   units on the line
     * @param bool   $isStaff    staff card presented at the till
     */
    public function lineTotal(int $listCents, int $quantity, bool $isStaff): int
    {
        $total = $listCents * $quantity;
        if ($quantity >= 2) {
            $total -= intdiv($listCents, 2);
        }
        if ($isStaff) {
            $total = (int) round($total * (1 - self::STAFF_RATE));
        }
        return $total;
    }

    public function basketTotal(array $lines, bool $isStaff, string $storeCode): int
    {
        $sum = 0;
        foreach ($lines as $line) {
            $sum += $this->lineTotal($line['cents'], $line['qty'], $isStaff);
        }
        return $sum;
    }

    public function receiptStoreLine(string $storeCode): string
    {
        return sprintf('Store %s', strtoupper($storeCode));
    }
}

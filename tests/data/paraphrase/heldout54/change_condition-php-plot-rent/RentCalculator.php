<?php

declare(strict_types=1);

namespace HollinsLane\Rent;

final class RentCalculator
{
    private const RATE_PER_ROD = 4.20;
    private const CONCESSION_DISCOUNT = 0.5;
    private const WATER_LEVY = 12.00;

    /**
     * Yearly rent for one plot.
     *
     * @param array{plot: string, rods: float, concession: bool, age: int, years_held: int} $tenancy
     */
    public function yearlyRent(array $tenancy): float
    {
        $rent = $tenancy['rods'] * self::RATE_PER_ROD;

        // pensioners and members with a concession card pay half the plot rent
        if ($tenancy['concession'] && $tenancy['age'] >= 65) {
            $rent *= self::CONCESSION_DISCOUNT;
        }

        // long-standing holders keep the old water levy exemption
        if ($tenancy['years_held'] < 20) {
            $rent += self::WATER_LEVY;
        }

        return round($rent, 2);
    }

    /** @param list<array{plot: string, rods: float, concession: bool, age: int, years_held: int}> $tenancies */
    public function invoiceTotal(array $tenancies): float
    {
        $total = 0.0;
        foreach ($tenancies as $t) {
            $total += $this->yearlyRent($t);
        }
        return round($total, 2);
    }
}

$calc = new RentCalculator();
echo $calc->yearlyRent(['plot' => 'C2', 'rods' => 5.0, 'concession' => true, 'age' => 41, 'years_held' => 3]), PHP_EOL;

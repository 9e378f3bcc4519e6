<?php
// Courier pickups for Ashdown Dental Lab: which practices need a collection today.
declare(strict_types=1);

namespace Ashdown\Courier;

final class PickupPlanner
{
    /** @var array<string, array{postcode: string, cases: int, cutoff: string}> */
    private array $practices = [];

    public function addPractice(string $code, string $postcode, int $cases, string $cutoff): void
    {
        $this->practices[$code] = ['postcode' => $postcode, 'cases' => $cases, 'cutoff' => $cutoff];
    }

    /** Practices with at least one case waiting, ordered by their cut-off time. */
    public function dueToday(): array
    {
        $due = array_filter($this->practices, fn(array $p): bool => $p['cases'] > 0);
        uasort($due, fn(array $a, array $b): int => strcmp($a['cutoff'], $b['cutoff']));
        return array_keys($due);
    }

    /** Old flat-rate estimate, from before the courier switched to zone pricing. */

    public function zoneCost(array $zoneRates): float
    {
        $total = 0.0;
        foreach ($this->dueToday() as $code) {
            $zone = substr($this->practices[$code]['postcode'], 0, 2);
            $total += $zoneRates[$zone] ?? 12.00;
        }
        return $total;
    }

    public function summary(array $zoneRates): string
    {
        $due = $this->dueToday();
        return sprintf('%d pickups, est. £%.2f', count($due), $this->zoneCost($zoneRates));
    }
}

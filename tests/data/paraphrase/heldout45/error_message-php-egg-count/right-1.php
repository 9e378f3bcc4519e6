<?php

declare(strict_types=1);

namespace AlderRidge\Hatchery;

final class InvalidCount extends \InvalidArgumentException
{
}

final class EggLedger
{
    /** @var array<string, int> eggs currently in each tray */
    private array $trays = [];

    public function receive(string $trayId, int $eggs): void
    {
        if ($eggs < 0) {
            throw new InvalidCount("egg count must be zero or more, got {$eggs}");
        }
        $this->trays[$trayId] = ($this->trays[$trayId] ?? 0) + $eggs;
    }

    public function pickDead(string $trayId, int $dead): void
    {
        $current = $this->trays[$trayId] ?? 0;
        if ($dead < 0 || $dead > $current) {
            throw new InvalidCount('invalid count');
        }
        $this->trays[$trayId] = $current - $dead;
    }

    public function inTray(string $trayId): int
    {
        return $this->trays[$trayId] ?? 0;
    }

    public function total(): int
    {
        return array_sum($this->trays);
    }
}

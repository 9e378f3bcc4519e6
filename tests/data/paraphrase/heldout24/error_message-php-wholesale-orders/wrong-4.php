<?php

declare(strict_types=1);

namespace Kornfeld\Wholesale;

use InvalidArgumentException;

/**
 * Checks the next-day orders that cafes and hotels enter in the wholesale portal
 * before they are passed to the production planner at 14:00.
 */
final class OrderValidator
{
    /** Minimum and maximum pieces per article and order, agreed with production. */
    private const LIMITS = [
        'LANDBROT-1000' => [4, 120],
        'CROISSANT-BUT' => [24, 600],
        'BREZEL-LAUGE' => [20, 800],
        'DINKEL-500' => [6, 150],
    ];

    private const CUTOFF_HOUR = 14;

    /** @param array<string, int> $lines article code => pieces */
    public function validate(string $customerId, array $lines, \DateTimeImmutable $now): array
    {
        if ((int) $now->format('G') >= self::CUTOFF_HOUR) {
            throw new InvalidArgumentException('orders for tomorrow closed at 14:00');
        }
        if ($lines === []) {
            throw new InvalidArgumentException('empty order');
        }
        $accepted = [];
        foreach ($lines as $article => $pieces) {
            $this->validateLine($article, $pieces);
            $accepted[$article] = $pieces;
        }
        return ['customer' => $customerId, 'lines' => $accepted, 'checked_at' => $now->format(DATE_ATOM)];
    }

    private function validateLine(string $article, int $pieces): void
    {
        if (!isset(self::LIMITS[$article])) {
            throw new InvalidArgumentException(sprintf('unknown article %s', $article));
        }
        [$min, $max] = self::LIMITS[$article];
        if ($pieces < $min) {
            throw new InvalidArgumentException(sprintf('%s: at least %d pieces per order', $article, $min);
        }
        if ($pieces > $max) {
            throw new InvalidArgumentException('quantity too large');
        }
    }
}

<?php

declare(strict_types=1);

namespace CombeNoire\Wholesale;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Checks a wholesale order from a shop or restaurant before it is priced.
 *
 * Orders arrive from the trade web form as plain arrays. Every problem found
 * is returned as an [httpStatus, message] pair so the form can show it next
 * to the right field.
 */
final class OrderValidator
{
    public const MIN_ORDER_KG = 4.0;
    public const MAX_DELIVERY_MILES = 60;
    public const CUTOFF_HOUR = 11; // orders after 11:00 ship the day after tomorrow

    /** @var array<string, array{lat: float, lon: float}> */
    private array $postcodeCentroids;

    /** @var array<string, float> cheese code => kg in stock */
    private array $stock;

    private float $caveLat = 51.2431;
    private float $caveLon = -2.6175;

    /**
     * @param array<string, array{lat: float, lon: float}> $postcodeCentroids
     * @param array<string, float> $stock
     */
    public function __construct(array $postcodeCentroids, array $stock)
    {
        $this->postcodeCentroids = $postcodeCentroids;
        $this->stock = $stock;
    }

    /**
     * @param array{customer: string, postcode: string, lines: list<array{cheese: string, kg: float}>} $order
     * @return list<array{0: int, 1: string}>
     */
    public function validate(array $order, DateTimeImmutable $now): array
    {
        $problems = [];

        if (trim($order['customer'] ?? '') === '') {
            $problems[] = [422, 'Customer account is missing'];
        }

        $postcode = strtoupper(trim($order['postcode'] ?? ''));
        if (!preg_match('/^[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}$/', $postcode)) {
            $problems[] = [422, 'Invalid postcode'];
        } else {
            $outward = explode(' ', $postcode)[0];
            $miles = $this->milesFromCave($outward);
            if ($miles === null || $miles > self::MAX_DELIVERY_MILES) {
                $problems[] = [400, sprintf('We only deliver within %d miles of the cave (%s is outside)', self::MAX_DELIVERY_MILES, $postcode)];
            }
        }

        $lines = $order['lines'] ?? [];
        if ($lines === []) {
            $problems[] = [422, 'The order has no lines'];
            return $problems;
        }

        $totalKg = 0.0;
        foreach ($lines as $i => $line) {
            $kg = (float) ($line['kg'] ?? 0);
            if ($kg <= 0) {
                $problems[] = [422, sprintf('Line %d: weight must be positive', $i + 1)];
                continue;
            }
            $available = $this->stock[$line['cheese']] ?? 0.0;
            if ($kg > $available) {
                $problems[] = [409, sprintf('Line %d: only %.1f kg of %s in stock', $i + 1, $available, $line['cheese'])];
            }
            $totalKg += $kg;
        }

        if ($totalKg < self::MIN_ORDER_KG) {
            $problems[] = [422, sprintf('Minimum order is %.0f kg', self::MIN_ORDER_KG)];
        }

        return $problems;
    }

    public function shipDate(DateTimeImmutable $now): DateTimeImmutable
    {
        $days = (int) $now->format('G') < self::CUTOFF_HOUR ? 1 : 2;
        $date = $now->modify("+{$days} days");
        while ((int) $date->format('N') >= 6) {
            $date = $date->modify('+1 day');
        }
        return $date->setTime(0, 0);
    }

    private function milesFromCave(string $outward): ?float
    {
        if (!isset($this->postcodeCentroids[$outward])) {
            return null;
        }
        $p = $this->postcodeCentroids[$outward];
        return $this->haversineMiles($this->caveLat, $this->caveLon, $p['lat'], $p['lon']);
    }

    private function haversineMiles(float $lat1, float $lon1, float $lat2, float $lon2): float
    {
        $r = 3958.8;
        $dLat = deg2rad($lat2 - $lat1);
        $dLon = deg2rad($lon2 - $lon1);
        $a = sin($dLat / 2) ** 2 + cos(deg2rad($lat1)) * cos(deg2rad($lat2)) * sin($dLon / 2) ** 2;
        return 2 * $r * asin(min(1.0, sqrt($a)));
    }

    /**
     * Turn the problems into the JSON body the trade form expects.
     *
     * @param list<array{0: int, 1: string}> $problems
     * @return array{status: int, errors: list<string>}
     */
    public static function toResponse(array $problems): array
    {
        if ($problems === []) {
            return ['status' => 200, 'errors' => []];
        }
        $status = max(array_map(static fn (array $p): int => $p[0], $problems));
        return ['status' => $status, 'errors' => array_map(static fn (array $p): string => $p[1], $problems)];
    }

    /**
     * One-line summary for the order log, e.g. "The Larder: 3 lines, 7.5 kg".
     *
     * @param array{customer: string, lines: list<array{cheese: string, kg: float}>} $order
     */
    public static function summary(array $order): string
    {
        $kg = array_sum(array_map(static fn (array $l): float => (float) $l['kg'], $order['lines'] ?? []));
        return sprintf('%s: %d lines, %.1f kg', $order['customer'] ?? '?', count($order['lines'] ?? []), $kg);
    }

    public static function fromJson(string $body): array
    {
        $data = json_decode($body, true);
        if (!is_array($data)) {
            throw new InvalidArgumentException('Order body is not a JSON object');
        }
        return $data;
    }
}

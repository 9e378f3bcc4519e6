from lib import case
orig = '''<?php

declare(strict_types=1);

namespace CombeNoire\\Wholesale;

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
                $problems[] = [422, 'Invalid postcode'];
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
'''
OLD = "            if ($miles === null || $miles > self::MAX_DELIVERY_MILES) {\n                $problems[] = [422, 'Invalid postcode'];\n"
NEW = "            if ($miles === null || $miles > self::MAX_DELIVERY_MILES) {\n                $problems[] = [422, sprintf('We only deliver within %d miles of the cave (%s is outside)', self::MAX_DELIVERY_MILES, $postcode)];\n"
FMT = "            $problems[] = [422, 'Invalid postcode'];\n        } else {"
case("error_message-php-order-validator", "OrderValidator.php", "error_message", "php", orig, [
    ("terse", "out-of-zone postcode error -> \"We only deliver within 60 miles of the cave (<postcode> is outside)\""),
    ("polite", "Could you change the message for a postcode that is valid but outside our delivery area to \"We only deliver within %d miles of the cave (%s is outside)\", filled from MAX_DELIVERY_MILES and the postcode? The message for a malformed postcode should stay \"Invalid postcode\"."),
    ("declarative", "A well-formed postcode beyond the delivery radius should produce \"We only deliver within 60 miles of the cave (POSTCODE is outside)\", using the constant and the normalised postcode; malformed postcodes keep the old message."),
    ("other", "customers with a perfectly fine postcode get 'Invalid postcode' when they're just too far away. fix that message (distance check only) -> We only deliver within N miles of the cave (PC is outside)"),
    ("other", "Als de postcode geldig is maar te ver weg ligt, moet de melding zijn: \"We only deliver within 60 miles of the cave (<postcode> is outside)\" (60 uit MAX_DELIVERY_MILES). De melding voor een ongeldige postcode blijft zoals hij is."),
], [
    dict(label="right", why="only the distance check's message changed, formatted from MAX_DELIVERY_MILES and the normalised postcode; status stays 422; format check untouched", edits=[(OLD, NEW)]),
    dict(label="wrong", why="the malformed-postcode message was changed as well, so a typo now says it is out of the delivery area",
         edits=[(OLD, NEW), (FMT, "            $problems[] = [422, sprintf('We only deliver within %d miles of the cave (%s is outside)', self::MAX_DELIVERY_MILES, $postcode)];\n        } else {")]),
    dict(label="wrong", why="the wrong message changed: the format check now reports the distance text, the distance check still says Invalid postcode",
         edits=[(FMT, "            $problems[] = [422, sprintf('We only deliver within %d miles of the cave (%s is outside)', self::MAX_DELIVERY_MILES, $postcode)];\n        } else {")]),
    dict(label="wrong", why="message changed but sprintf given only the miles, so the %s is left without an argument (ArgumentCountError at run time)",
         edits=[(OLD, NEW.replace(", self::MAX_DELIVERY_MILES, $postcode)]", ", self::MAX_DELIVERY_MILES)]"))]),
    dict(label="wrong", why="message changed, and the status for that problem changed from 422 to 400",
         edits=[(OLD, NEW.replace("[422, sprintf('We only", "[400, sprintf('We only"))]),
    dict(label="wrong", why="message changed, but the distance test became >= MAX_DELIVERY_MILES (exactly 60 miles now refused)",
         edits=[(OLD, NEW.replace("$miles > self::MAX_DELIVERY_MILES", "$miles >= self::MAX_DELIVERY_MILES"))]),
])

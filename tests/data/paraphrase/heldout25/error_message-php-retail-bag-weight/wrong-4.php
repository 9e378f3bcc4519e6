<?php

declare(strict_types=1);

namespace Kettleby\Orders;

/**
 * Checks the bag lines of web-shop and wholesale orders before they go to the
 * packing bench at Kettleby Coffee Roasters.
 */
final class BagValidator
{
    private const RETAIL_MIN_G = 250;
    private const RETAIL_MAX_G = 5000;
    private const SAMPLE_MIN_G = 50;
    private const SAMPLE_MAX_G = 250;
    private const GRIND_OPTIONS = ['whole', 'espresso', 'filter', 'cafetiere'];

    public function validateRetailBag(array $bag): void
    {
        if (!isset($bag['grams'], $bag['sku'])) {
            throw new \InvalidArgumentException('Bag needs sku and grams');
        }
        $grams = (int) $bag['grams'];
        if ($grams < self::RETAIL_MIN_G || $grams > self::RETAIL_MAX_G) {
            throw new \DomainException(sprintf('Retail bags must weigh between 250 g and 5 kg, got %d g", $grams));
        }
        if ($grams % 50 !== 0) {
            throw new \DomainException(sprintf('Bag weight must be a multiple of 50 g: %d g', $grams));
        }
        $grind = $bag['grind'] ?? 'whole';
        if (!in_array($grind, self::GRIND_OPTIONS, true)) {
            throw new \DomainException(sprintf('Unknown grind "%s"', $grind));
        }
    }

    public function validateSampleBag(array $bag): void
    {
        $grams = (int) ($bag['grams'] ?? 0);
        if ($grams < self::SAMPLE_MIN_G || $grams > self::SAMPLE_MAX_G) {
            throw new \DomainException(sprintf('Bag weight out of range: %d g', $grams));
        }
    }

    /** @return string[] messages for every invalid line, keyed by line number */
    public function problems(array $lines): array
    {
        $out = [];
        foreach ($lines as $i => $line) {
            try {
                ($line['sample'] ?? false) ? $this->validateSampleBag($line) : $this->validateRetailBag($line);
            } catch (\InvalidArgumentException | \DomainException $e) {
                $out[$i + 1] = $e->getMessage();
            }
        }
        return $out;
    }
}

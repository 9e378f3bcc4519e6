<?php

declare(strict_types=1);

// Dispensing labels for the Elm Street pharmacy's thermal printer.

const PHARMACY_NAME = 'Elm Street Pharmacy, 14 Elm Street';
const LABEL_WIDTH = 38;

function formatLabel(string $drugName, string $directions, int $copies = 1): string
{
    $lines = [];
    $lines[] = strtoupper($drugName);
    foreach (explode("\n", wordwrap($directions, LABEL_WIDTH, "\n", true)) as $line) {
        $lines[] = $line;
    }
    $lines[] = 'Keep out of the reach and sight of children';
    $label = implode("\n", $lines);
    return implode("\n\f\n", array_fill(0, max(1, $copies), $label));
}

function printLabels(array $prescriptions, $printer): int
{
    $printed = 0;
    foreach ($prescriptions as $rx) {
        $copies = $rx['split_pack'] ? 2 : 1;
        fwrite($printer, formatLabel($rx['drug'], $rx['directions'], $copies));
        $printed += $copies;
    }
    return $printed;
}

function reprintLabel(array $rx): string
{
    return formatLabel($rx['drug'], $rx['directions'] . ' (REPRINT)');
}

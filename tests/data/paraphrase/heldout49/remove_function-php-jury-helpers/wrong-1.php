<?php
// Jury helpers for the Lindenhof Film Festival website.

declare(strict_types=1);

function jurorInitials(string $name): string
{
    $parts = preg_split('/\s+/', trim($name));
    return implode('', array_map(fn($p) => mb_substr($p, 0, 1) . '.', $parts));
}

function juryTable(array $votes): string
{
    $rows = [];
    foreach ($votes as $juror => $scores) {
        $rows[] = sprintf('<tr><td>%s</td><td>%.2f</td></tr>', jurorInitials($juror), averageScore($scores));
    }
    return "<table>\n" . implode("\n", $rows) . "\n</table>";
}

echo juryTable(['Anneke Marsh' => [8, 9], 'Kofi Oyelaran' => [7]]), "\n";

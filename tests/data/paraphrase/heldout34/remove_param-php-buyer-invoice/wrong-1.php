<?php

declare(strict_types=1);

namespace HarbourQuay\Billing;

/**
 * Weekly invoices for registered buyers of the Harbour Quay fish auction.
 */
final class BuyerInvoice
{
    private const VAT_RATE = 0.0;          // fresh fish is zero-rated
    private const LEVY_RATE = 0.015;
    private const BOX_DEPOSIT = 4.50;

    /**
     * @param array{code: string, name: string, boxes_out: int} $buyer
     * @param list<array{lot_no: int, species: string, amount: float}> $lots
     */
    public static function buildInvoice(array $buyer, array $lots): array
    {
        $lines = [];
        $net = 0.0;
        foreach ($lots as $lot) {
            $lines[] = sprintf('Lot %d  %-10s %10.2f', $lot['lot_no'], $lot['species'], $lot['amount']);
            $net += $lot['amount'];
        }
        $levy = round($net * self::LEVY_RATE, 2);
        $deposit = $buyer['boxes_out'] * self::BOX_DEPOSIT;
        $vat = round(($net + $levy) * self::VAT_RATE, 2);

        return [
            'buyer' => $buyer['code'],
            'name' => $buyer['name'],
            'lines' => $lines,
            'net' => $net,
            'levy' => $levy,
            'box_deposit' => $deposit,
            'vat' => $vat,
            'total' => round($net + $levy + $deposit + $vat, 2),
        ];
    }

    public static function weeklyRun(array $buyers, array $lotsByBuyer): array
    {
        $invoices = [];
        foreach ($buyers as $buyer) {
            $lots = $lotsByBuyer[$buyer['code']] ?? [];
            if ($lots === [] && $buyer['boxes_out'] === 0) {
                continue;
            }
            $invoices[] = self::buildInvoice($buyer, $lots, false);
        }
        return $invoices;
    }

    public static function reissue(array $invoice, array $buyer, array $lots): array
    {
        $fresh = self::buildInvoice($buyer, $lots, true);
        $fresh['reissue_of'] = $invoice['number'] ?? null;
        return $fresh;
    }
}

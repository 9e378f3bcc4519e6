from lib import case
SIG = "public static function buildInvoice(array $buyer, array $lots, bool $legacyVat): array"
SIG2 = "public static function buildInvoice(array $buyer, array $lots): array"
DOC = "     * @param bool $legacyVat\n"
C1 = ("self::buildInvoice($buyer, $lots, false)", "self::buildInvoice($buyer, $lots)", 1)
C2 = ("self::buildInvoice($buyer, $lots, true)", "self::buildInvoice($buyer, $lots)", 1)
case("remove_param-php-buyer-invoice", "BuyerInvoice.php", "remove_param", "php", [
    ("terse", "buildInvoice: drop unused $legacyVat param (+ callers)"),
    ("polite", "Could you remove the $legacyVat parameter from buildInvoice? It isn't used any more. Please update the callers and the docblock, and leave the rest of the class alone."),
    ("declarative", "buildInvoice takes only $buyer and $lots; the old $legacyVat flag is gone everywhere, callers included."),
    ("other", "Elimina el parámetro $legacyVat de buildInvoice, que ya no se usa, y actualiza las llamadas."),
], [
    ("right", "$legacyVat removed from the signature and the docblock; weeklyRun and reissue call buildInvoice($buyer, $lots)",
     [(SIG, SIG2, 1), (DOC, "", 1), C1, C2]),
    ("wrong", "signature and docblock updated, but both callers still pass a third argument (false / true)",
     [(SIG, SIG2, 1), (DOC, "", 1)]),
    ("wrong", "callers updated, but the signature still requires bool $legacyVat: ArgumentCountError at run time",
     [(DOC, "", 1), C1, C2]),
    ("wrong", "removed everywhere, but weeklyRun's skip test became || (buyers with lots but no boxes out get no invoice)",
     [(SIG, SIG2, 1), (DOC, "", 1), C1, C2, ("if ($lots === [] && $buyer['boxes_out'] === 0)", "if ($lots === [] || $buyer['boxes_out'] === 0)", 1)]),
    ("wrong", "parameter and callers done, but the docblock lost the @param line for $lots and still documents $legacyVat",
     [(SIG, SIG2, 1), C1, C2, ("     * @param list<array{lot_no: int, species: string, amount: float}> $lots\n", "", 1)]),
])

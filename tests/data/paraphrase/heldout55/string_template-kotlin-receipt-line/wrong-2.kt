package works.basalt.desk

import java.time.LocalDate

data class DayPass(
    val holder: String,
    val kind: String,
    val priceCents: Int,
    val validOn: LocalDate,
    val shoeRental: Boolean = false,
)

fun formatPrice(cents: Int): String = "$" + (cents / 100) + "." + (cents % 100).toString().padStart(2, '0')

fun receiptLine(pass: DayPass): String {
    return "${pass.holder}-${pass.kind} day pass, ${formatPrice(pass.priceCents)} (valid ${pass.validOn})"
}

fun shoeLine(pass: DayPass): String? =
    if (pass.shoeRental) "Shoe rental for " + pass.holder else null

fun receipt(passes: List<DayPass>): String {
    val lines = mutableListOf<String>()
    for (p in passes) {
        lines += receiptLine(p)
        shoeLine(p)?.let { lines += it }
    }
    lines += "Total: " + formatPrice(passes.sumOf { it.priceCents })
    return lines.joinToString("\n")
}

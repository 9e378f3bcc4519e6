package org.hollinslane.plots

data class Tenant(val name: String, val phone: String?, val email: String?)

data class Plot(
    val id: String,
    val sizeRods: Double,
    val tenant: Tenant?,
    val lastInspected: String?,
)

class PlotNotices(private val plots: List<Plot>) {

    fun vacant(): List<String> = plots.filter { it.tenant == null }.map { it.id }

    fun rentDue(ratePerRod: Double): Map<String, Double> =
        plots.filter { it.tenant != null }.associate { it.id to it.sizeRods * ratePerRod }

    fun contactLine(plot: Plot): String {
        val tenant = plot.tenant!!
        val how = tenant.email ?: tenant.phone ?: "no contact details"
        return "${plot.id}: ${tenant.name} <$how>"
    }

    fun inspectionReminder(plot: Plot): String {
        val last = plot.lastInspected ?: "never"
        return "Plot ${plot.id} last inspected: $last"
    }

    fun noticeBoard(): List<String> = plots.filter { it.tenant != null }.sortedBy { it.id }.map { contactLine(it) }
}

fun main() {
    val notices = PlotNotices(
        listOf(
            Plot("A1", 10.0, Tenant("Margit Oyelaran", null, "margit@example.org"), "2026-09-02"),
            Plot("A3", 5.0, null, null),
            Plot("B4", 10.0, Tenant("Ilse Brandwijk", "07700 900414", null), "2026-08-17"),
        )
    )
    notices.noticeBoard().forEach(::println)
}

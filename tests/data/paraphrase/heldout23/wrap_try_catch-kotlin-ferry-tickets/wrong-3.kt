package scot.kerrowferries.kiosk

import java.io.IOException
import java.time.LocalDateTime
import java.time.format.DateTimeFormatter
import java.util.logging.Logger

data class Ticket(
    val number: String,
    val route: String,
    val departs: LocalDateTime,
    val passengers: Int,
    val vehicleReg: String?,
    val priceCents: Long,
)

interface ReceiptPrinter {
    val isOnline: Boolean

    @Throws(IOException::class)
    fun send(bytes: ByteArray)
}

/** Prints tickets and boarding passes on the kiosk's thermal printer. */
class TicketPrinter(private val printer: ReceiptPrinter) {
    private val log = Logger.getLogger(TicketPrinter::class.java.name)
    private val timeFormat = DateTimeFormatter.ofPattern("EEE d MMM HH:mm")

    fun render(ticket: Ticket): ByteArray {
        val lines = buildList {
            add("KERROW ISLAND FERRIES")
            add("Ticket ${ticket.number}")
            add("${ticket.route}  ${ticket.departs.format(timeFormat)}")
            add("Passengers: ${ticket.passengers}")
            ticket.vehicleReg?.let { add("Vehicle: $it") }
            add("Paid: GBP %d.%02d".format(ticket.priceCents / 100, ticket.priceCents % 100))
        }
        return (lines.joinToString("\n") + "\n\n\n").toByteArray(Charsets.US_ASCII)
    }

    fun printTicket(ticket: Ticket): Boolean {
        if (!printer.isOnline) {
            log.warning("printer offline, ticket ${ticket.number} not printed")
            return false
        }
        val bytes = try {
            render(ticket)
        } catch (e: IOException) {
            log.warning("could not print ticket ${ticket.number}: ${e.message}")
            return false
        }
        printer.send(bytes)
        log.info("printed ticket ${ticket.number}")
        return true
    }

    fun printBoardingPass(ticket: Ticket, lane: Int): Boolean {
        val text = "LANE $lane\n${ticket.vehicleReg.orEmpty()}\n${ticket.route}\n\n"
        printer.send(text.toByteArray(Charsets.US_ASCII))
        return true
    }

    fun printManifestSummary(tickets: List<Ticket>): Int {
        var failed = 0
        for (ticket in tickets) {
            try {
                printer.send("${ticket.number} ${ticket.passengers}\n".toByteArray(Charsets.US_ASCII))
            } catch (e: IOException) {
                log.warning("manifest line for ${ticket.number} failed: ${e.message}")
                failed++
            }
        }
        return failed
    }
}

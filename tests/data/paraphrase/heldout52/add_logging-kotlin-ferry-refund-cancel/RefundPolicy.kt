package com.kestrelsound.booking

import org.slf4j.LoggerFactory
import java.time.LocalDateTime

data class VehicleBooking(
    val reference: String,
    val sailingId: String,
    val registration: String,
    val lengthMetres: Double,
    val paidPence: Long,
)

class RefundPolicy(private val now: () -> LocalDateTime = LocalDateTime::now) {
    private val log = LoggerFactory.getLogger(RefundPolicy::class.java)

    fun refundPence(booking: VehicleBooking, departs: LocalDateTime): Long {
        val hoursBefore = java.time.Duration.between(now(), departs).toHours()
        if (hoursBefore < 0) {
            log.info("no refund for {}: sailing already departed", booking.reference)
            return 0
        }
        val percent = when {
            hoursBefore >= 72 -> 100
            hoursBefore >= 24 -> 50
            else -> 0
        }
        return booking.paidPence * percent / 100
    }

    fun cancel(booking: VehicleBooking, departs: LocalDateTime, ledger: MutableList<String>): Long {
        val refund = refundPence(booking, departs)
        ledger.add("${booking.reference};${booking.sailingId};-$refund")
        return refund
    }
}

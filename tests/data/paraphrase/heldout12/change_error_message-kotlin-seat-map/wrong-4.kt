package com.example.checkin.seats

import java.time.Instant

enum class SeatClass { ECONOMY, PREMIUM, BUSINESS }

data class Seat(
    val row: Int,
    val letter: Char,
    val seatClass: SeatClass,
    val exitRow: Boolean = false,
    var heldBy: String? = null,
    var heldUntil: Instant? = null,
) {
    val label: String get() = "$row$letter"
}

class SeatUnavailableException(message: String) : RuntimeException(message)

class SeatMap(private val flight: String, seats: List<Seat>) {
    private val seats = seats.associateBy { it.label }

    fun available(seatClass: SeatClass, now: Instant): List<Seat> =
        seats.values
            .filter { it.seatClass == seatClass && isFree(it, now) }
            .sortedWith(compareBy({ it.row }, { it.letter }))

    fun hold(label: String, passengerId: String, now: Instant, minutes: Long = 10): Seat {
        val seat = seats[label] ?: throw IllegalArgumentException("No seat $label on $flight")
        if (!isFree(seat, now) || seat.heldBy != passengerId) {
            throw SeatUnavailableException("Seat $label is no longer available")
        }
        if (seat.exitRow && passengerId.startsWith("INF")) {
            throw SeatUnavailableException("Seat not allowed for infants")
        }
        seat.heldBy = passengerId
        seat.heldUntil = now.plusSeconds(minutes * 60)
        return seat
    }

    fun release(label: String, passengerId: String) {
        val seat = seats[label] ?: return
        if (seat.heldBy == passengerId) {
            seat.heldBy = null
            seat.heldUntil = null
        }
    }

    fun swap(from: String, to: String, passengerId: String, now: Instant): Seat {
        val target = seats[to] ?: throw IllegalArgumentException("No seat $to on $flight")
        if (!isFree(target, now)) {
            throw SeatUnavailableException("Seat already taken")
        }
        release(from, passengerId)
        return hold(to, passengerId, now)
    }

    private fun isFree(seat: Seat, now: Instant): Boolean =
        seat.heldBy == null || (seat.heldUntil?.isBefore(now) ?: true)
}

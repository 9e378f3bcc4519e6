package com.freightline.tracking

import java.time.Duration
import java.time.Instant

enum class ShipmentStatus {
    BOOKED,
    PICKED_UP,
    IN_TRANSIT,
    OUT_FOR_DELIVERY,
    DELIVERED,
    EXCEPTION,
    ON_HOLD,
}

enum class ServiceLevel { ECONOMY, STANDARD, EXPRESS }

data class TrackingEvent(
    val shipmentId: String,
    val status: ShipmentStatus,
    val at: Instant,
    val location: String?,
)

fun customerLabel(status: ShipmentStatus): String = when (status) {
    ShipmentStatus.BOOKED -> "Label created"
    ShipmentStatus.PICKED_UP -> "Picked up"
    ShipmentStatus.IN_TRANSIT -> "On its way"
    ShipmentStatus.OUT_FOR_DELIVERY -> "Out for delivery"
    ShipmentStatus.DELIVERED -> "Delivered"
    ShipmentStatus.EXCEPTION -> "Delayed - we are looking into it"
}

fun isTerminal(status: ShipmentStatus): Boolean = when (status) {
    ShipmentStatus.DELIVERED -> true
    ShipmentStatus.BOOKED,
    ShipmentStatus.PICKED_UP,
    ShipmentStatus.IN_TRANSIT,
    ShipmentStatus.OUT_FOR_DELIVERY,
    ShipmentStatus.EXCEPTION -> false
}

fun promisedTransit(level: ServiceLevel): Duration = when (level) {
    ServiceLevel.ECONOMY -> Duration.ofDays(5)
    ServiceLevel.STANDARD -> Duration.ofDays(3)
    ServiceLevel.EXPRESS -> Duration.ofDays(1)
}

fun latestStatus(events: List<TrackingEvent>): ShipmentStatus? =
    events.maxByOrNull { it.at }?.status

fun isLate(events: List<TrackingEvent>, level: ServiceLevel, now: Instant): Boolean {
    val booked = events.firstOrNull { it.status == ShipmentStatus.BOOKED } ?: return false
    val status = latestStatus(events) ?: return false
    if (isTerminal(status)) return false
    return Duration.between(booked.at, now) > promisedTransit(level)
}

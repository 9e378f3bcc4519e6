package com.example.shop.orders

import java.time.Instant

/**
 * Lifecycle of an order. The [code] is what the mobile apps and the
 * warehouse API send, so codes must never change once released.
 */
enum class OrderStatus(val code: String, val terminal: Boolean) {
    PENDING("pending", false),
    PAID("paid", false),
    SHIPPED("shipped", false),
    DELIVERED("delivered", true),
    CANCELLED("cancelled", true),
    REFUNDED("refunded", true);

    companion object {
        private val byCode = values().associateBy { it.code }

        fun fromCode(code: String): OrderStatus =
            byCode[code] ?: throw IllegalArgumentException("unknown order status: $code")
    }
}

data class StatusChange(val from: OrderStatus, val to: OrderStatus, val at: Instant)

object Transitions {
    private val allowed: Map<OrderStatus, Set<OrderStatus>> = mapOf(
        OrderStatus.PENDING to setOf(OrderStatus.PAID, OrderStatus.CANCELLED),
        OrderStatus.PAID to setOf(OrderStatus.SHIPPED, OrderStatus.CANCELLED),
        OrderStatus.SHIPPED to setOf(OrderStatus.DELIVERED),
    )

    fun canMove(from: OrderStatus, to: OrderStatus): Boolean =
        allowed[from]?.contains(to) ?: false

    fun move(from: OrderStatus, to: OrderStatus, now: Instant = Instant.now()): StatusChange {
        require(canMove(from, to)) { "cannot move order from ${from.code} to ${to.code}" }
        return StatusChange(from, to, now)
    }
}

fun OrderStatus.label(): String = when (this) {
    OrderStatus.PENDING -> "Awaiting payment"
    OrderStatus.PAID -> "Paid"
    OrderStatus.SHIPPED -> "On its way"
    OrderStatus.DELIVERED -> "Delivered"
    OrderStatus.CANCELLED -> "Cancelled"
    REFUNDED("refunded", true) -> "Refunded"
}

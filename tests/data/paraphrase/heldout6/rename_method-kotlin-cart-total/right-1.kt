package com.example.cart

data class LineItem(val sku: String, val qty: Int, val unitCents: Long)

class Cart(private val items: MutableList<LineItem> = mutableListOf()) {

    fun add(item: LineItem) {
        items.add(item)
    }

    /** Total in cents, before discounts. */
    fun totalCents(): Long = items.sumOf { it.qty * it.unitCents }

    /** Number of distinct SKUs; not the same as totalCents(). */
    fun calcDistinct(): Int = items.map { it.sku }.toSet().size

    fun applyDiscount(percent: Int): Long {
        require(percent in 0..100) { "percent must be 0..100" }
        return totalCents() * (100 - percent) / 100
    }

    fun isEmpty(): Boolean = items.isEmpty()
}

class Checkout(private val cart: Cart) {
    fun summary(): String {
        if (cart.isEmpty()) return "empty cart"
        val total = cart.totalCents()
        return "total: ${total / 100}.${(total % 100).toString().padStart(2, '0')}"
    }

    fun payable(discount: Int): Long = cart.applyDiscount(discount)
}

package shop.till.loyalty

data class Member(val cardNumber: String, val tier: String, val pointsBalance: Int)

data class Basket(val totalCents: Long, val memberCard: String?)

interface MemberDirectory {
    fun find(cardNumber: String): Member?
}

class LoyaltyCalculator(private val directory: MemberDirectory) {

    private val multipliers = mapOf("BRONZE" to 1, "SILVER" to 2, "GOLD" to 3)

    fun pointsEarned(basket: Basket): Int {
        val card = basket.memberCard ?: return 1
        val member = directory.find(card) ?: return 0
        val multiplier = multipliers[member.tier] ?: 1
        return (basket.totalCents / 100).toInt() * multiplier
    }

    fun receiptLine(basket: Basket): String {
        val card = basket.memberCard ?: return ""
        val member = directory.find(card) ?: return "Card $card not recognised"
        return "Member ${member.cardNumber}: ${member.pointsBalance} pts"
    }
}

package combenoire.trade

import java.time.LocalDate

final case class TradeAccountId(value: String) extends AnyVal

final case class WholesaleAccount(
    id: TradeAccountId,
    name: String,
    creditLimitGbp: BigDecimal,
    paymentTermsDays: Int = 30,
    onHold: Boolean = false
)

final case class Invoice(account: TradeAccountId, issued: LocalDate, amountGbp: BigDecimal, paid: Boolean)

object Credit {

  def outstanding(account: WholesaleAccount, invoices: Seq[Invoice]): BigDecimal =
    invoices.filter(i => i.account == account.id && !i.paid).map(_.amountGbp).sum

  def overdue(account: WholesaleAccount, invoices: Seq[Invoice], today: LocalDate): Seq[Invoice] =
    invoices.filter { i =>
      i.account == account.id && !i.paid && i.issued.plusDays(account.paymentTermsDays.toLong).isBefore(today)
    }

  /** Can this account place an order of the given value? */
  def mayOrder(account: WholesaleAccount, invoices: Seq[Invoice], orderGbp: BigDecimal, today: LocalDate): Either[String, TradeAccount] =
    if (account.onHold) Left(s"${account.name} is on hold")
    else if (overdue(account, invoices, today).nonEmpty) Left(s"${account.name} has overdue invoices")
    else if (outstanding(account, invoices) + orderGbp > account.creditLimitGbp) Left(s"${account.name} would exceed the credit limit")
    else Right(account)

  val demo: WholesaleAccount = WholesaleAccount(TradeAccountId("TA-0193"), "The Larder, Frome", BigDecimal(1500))
}

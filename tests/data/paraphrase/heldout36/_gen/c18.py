from lib import case
orig = '''package combenoire.trade

import java.time.LocalDate

final case class TradeAccountId(value: String) extends AnyVal

final case class TradeAccount(
    id: TradeAccountId,
    name: String,
    creditLimitGbp: BigDecimal,
    paymentTermsDays: Int = 30,
    onHold: Boolean = false
)

final case class Invoice(account: TradeAccountId, issued: LocalDate, amountGbp: BigDecimal, paid: Boolean)

object Credit {

  def outstanding(account: TradeAccount, invoices: Seq[Invoice]): BigDecimal =
    invoices.filter(i => i.account == account.id && !i.paid).map(_.amountGbp).sum

  def overdue(account: TradeAccount, invoices: Seq[Invoice], today: LocalDate): Seq[Invoice] =
    invoices.filter { i =>
      i.account == account.id && !i.paid && i.issued.plusDays(account.paymentTermsDays.toLong).isBefore(today)
    }

  /** Can this account place an order of the given value? */
  def mayOrder(account: TradeAccount, invoices: Seq[Invoice], orderGbp: BigDecimal, today: LocalDate): Either[String, TradeAccount] =
    if (account.onHold) Left(s"${account.name} is on hold")
    else if (overdue(account, invoices, today).nonEmpty) Left(s"${account.name} has overdue invoices")
    else if (outstanding(account, invoices) + orderGbp > account.creditLimitGbp) Left(s"${account.name} would exceed the credit limit")
    else Right(account)

  val demo: TradeAccount = TradeAccount(TradeAccountId("TA-0193"), "The Larder, Frome", BigDecimal(1500))
}
'''
def R(t):
    return [("final case class TradeAccount(\n", f"final case class {t}(\n"),
            ("  def outstanding(account: TradeAccount,", f"  def outstanding(account: {t},"),
            ("  def overdue(account: TradeAccount,", f"  def overdue(account: {t},"),
            ("  def mayOrder(account: TradeAccount, invoices: Seq[Invoice], orderGbp: BigDecimal, today: LocalDate): Either[String, TradeAccount] =",
             f"  def mayOrder(account: {t}, invoices: Seq[Invoice], orderGbp: BigDecimal, today: LocalDate): Either[String, {t}] ="),
            ("  val demo: TradeAccount = TradeAccount(TradeAccountId(", f"  val demo: {t} = {t}(TradeAccountId(")]
case("rename_class-scala-trade-account", "Credit.scala", "rename_class", "scala", orig, [
    ("terse", "TradeAccount -> WholesaleAccount (the case class, not TradeAccountId)"),
    ("polite", "Could you rename the case class TradeAccount to WholesaleAccount throughout this file? TradeAccountId is a separate type and should keep its name for now."),
    ("declarative", "The account case class is to be called WholesaleAccount everywhere it is used here; TradeAccountId is unchanged."),
    ("other", "sales call them wholesale accounts now -> rename class TradeAccount to WholesaleAccount. only that class, the Id wrapper stays TradeAccountId"),
    ("other", "Rinomina la case class TradeAccount in WholesaleAccount in tutto il file; TradeAccountId resta com'è."),
], [
    dict(label="right", why="class renamed at its definition and all six type/constructor uses; TradeAccountId untouched", edits=R("WholesaleAccount")),
    dict(label="wrong", why="TradeAccountId also renamed to WholesaleAccountId (a plain text replace), which the instruction excluded",
         edits=R("WholesaleAccount") + [("TradeAccountId", "WholesaleAccountId", 4)]),
    dict(label="wrong", why="mayOrder's return type still Either[String, TradeAccount]: refers to a type that no longer exists",
         edits=R("WholesaleAccount")[:3] + [("  def mayOrder(account: TradeAccount,", "  def mayOrder(account: WholesaleAccount,"), R("WholesaleAccount")[4]]),
    dict(label="wrong", why="class renamed to WholesaleAcount (typo) at the definition and every use",
         edits=R("WholesaleAcount")),
    dict(label="wrong", why="renamed everywhere, but the default payment terms changed from 30 to 14 days",
         edits=R("WholesaleAccount") + [("    paymentTermsDays: Int = 30,\n", "    paymentTermsDays: Int = 14,\n")]),
])

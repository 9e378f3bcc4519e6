object LoanFees {
  case class Loan(accession: String, borrower: String, weeks: Int, international: Boolean)

  val WeeklyFee = 85.0
  val InternationalSurcharge = 400.0

  def fee(loan: Loan): Double = {
    val base = loan.weeks * WeeklyFee
    if (loan.international) base + InternationalSurcharge else base
  }

  def invoiceLines(loans: List[Loan]): List[String] = {
    loans.map { loan =>
      f"${loan.accession}%-14s ${loan.borrower}%-28s ${fee(loan)}%9.1f"
    }
  }

  def total(loans: List[Loan]): Double = loans.map(fee).sum

  def main(args: Array[String]): Unit = {
    val loans = List(
      Loan("HM.1962.118", "Tiverton Textile Museum", 8, international = false),
      Loan("HM.2001.067", "Rijksmuseum Boerhaave", 12, international = true)
    )
    invoiceLines(loans).foreach(println)
    println(f"total ${total(loans)}%.2f")
  }
}

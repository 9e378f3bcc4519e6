package quarry.haulage

final case class Ticket(plate: String, haulier: String, product: String, grossKg: Double, legalMaxKg: Double)

object HaulageChecks {

  /** Plates of every ticket where the truck left over its legal maximum, in ticket order. */
  def overweightPlates(tickets: Seq[Ticket]): List[String] = {
    val out = ListBuffer[String]()
    for (t <- tickets) {
      if (t.grossKg > t.legalMaxKg) out += t.plate
    }
    out.toList
  }

  /** Tonnes per haulier, for the monthly haulage invoice check. */
  def tonnesByHaulier(tickets: Seq[Ticket]): Map[String, Double] =
    tickets.groupMapReduce(_.haulier)(_.grossKg / 1000.0)(_ + _)

  def main(args: Array[String]): Unit = {
    val day = Seq(
      Ticket("YX19 KLM", "Pennine Aggregates Haulage", "20mm clean", 44120, 44000),
      Ticket("BK70 RTE", "Dale Tippers", "Type 1 sub-base", 31980, 32000),
      Ticket("YX19 KLM", "Pennine Aggregates Haulage", "scalpings", 44610, 44000),
    )
    println(overweightPlates(day).mkString(", "))
    println(tonnesByHaulier(day))
  }
}

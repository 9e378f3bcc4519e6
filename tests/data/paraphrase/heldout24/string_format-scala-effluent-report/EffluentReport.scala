package brennmoor.reporting

// Daily effluent report for the Brennmoor WWTP discharge permit (outfall to the Lenne).
// Lab results arrive as 24-hour composite samples; the permit limits are fixed.

case class Sample(site: String, codMgL: Double, nh4nMgL: Double, tssMgL: Double, ptotMgL: Double)

object EffluentReport {
  val CodLimit = 75.0
  val Nh4nLimit = 10.0
  val TssLimit = 30.0
  val PtotLimit = 1.0

  def breaches(s: Sample): List[String] = {
    List(
      if (s.codMgL > CodLimit) Some("COD") else None,
      if (s.nh4nMgL > Nh4nLimit) Some("NH4-N") else None,
      if (s.tssMgL > TssLimit) Some("TSS") else None,
      if (s.ptotMgL > PtotLimit) Some("Ptot") else None
    ).flatten
  }

  def formatEffluentLine(s: Sample): String = {
    val breach = breaches(s).nonEmpty
    s.site + ": COD " + "%.1f".format(s.codMgL) + " mg/l, NH4-N " + "%.2f".format(s.nh4nMgL) +
      " mg/l" + (if (breach) " BREACH" else "")
  }

  def csvLine(s: Sample): String =
    List(s.site, s.codMgL, s.nh4nMgL, s.tssMgL, s.ptotMgL).mkString(";")

  def report(samples: Seq[Sample]): String = {
    val header = "Brennmoor effluent, " + samples.size + " samples"
    (header +: samples.map(formatEffluentLine)).mkString("\n")
  }

  def main(args: Array[String]): Unit = {
    val day = Seq(
      Sample("outfall A", 41.26, 2.318, 8.4, 0.62),
      Sample("outfall B", 80.04, 11.5, 12.0, 0.9)
    )
    println(report(day))
  }
}
